import Foundation

/// Pixel comparison of PNG pairs without an image library: Chromium decodes both pictures
/// onto canvases, compares them pixel by pixel and encodes the diff image, in a page whose
/// result is read back with `--dump-dom`. The pictures go in as data: URLs, so the
/// canvases are not tainted and `getImageData` may read them.
enum PixelDiff {
    /// Two pictures to compare and where to write the diff image.
    struct Pair: Sendable {
        var before: String
        var after: String
        var diff: String
        /// What error messages call it.
        var name: String
    }

    /// The counts for one pair; the diff image is written to the pair's `diff`.
    struct Counts: Sendable, Equatable {
        var changedPixels: Int
        var totalPixels: Int
        var width: Int
        var height: Int
    }

    /// Compares every pair, split into `concurrency` pages each run by its own Chromium
    /// process. Returns the counts by pair index (missing for a pair that failed) and one
    /// message per failure.
    static func run(_ pairs: [Pair], runner: ChromiumRunner, concurrency: Int) async -> (counts: [Int: Counts], failures: [String]) {
        guard !pairs.isEmpty else { return ([:], []) }
        let batchCount = min(max(1, concurrency), pairs.count)
        let batches = (0..<batchCount).map { batch in Array(stride(from: batch, to: pairs.count, by: batchCount)) }
        return await withTaskGroup(of: (counts: [Int: Counts], failures: [String]).self) { group in
            for (number, indices) in batches.enumerated() {
                group.addTask { await compare(indices.map { ($0, pairs[$0]) }, number: number, runner: runner) }
            }
            var counts: [Int: Counts] = [:]
            var failures: [String] = []
            for await done in group {
                counts.merge(done.counts) { first, _ in first }
                failures += done.failures
            }
            return (counts, failures.sorted())
        }
    }

    private static func compare(_ pairs: [(index: Int, pair: Pair)], number: Int, runner: ChromiumRunner) async -> (counts: [Int: Counts], failures: [String]) {
        var images: [String] = []
        var failures: [String] = []
        var present: [(index: Int, pair: Pair)] = []
        for (index, pair) in pairs {
            guard let before = try? Data(contentsOf: URL(fileURLWithPath: pair.before)),
                  let after = try? Data(contentsOf: URL(fileURLWithPath: pair.after)) else {
                failures.append("\(pair.name): error: could not read \(pair.before) or \(pair.after) to compare them")
                continue
            }
            images.append("<img id=\"b\(index)\" alt=\"\" src=\"data:image/png;base64,\(before.base64EncodedString())\">"
                          + "<img id=\"a\(index)\" alt=\"\" src=\"data:image/png;base64,\(after.base64EncodedString())\">")
            present.append((index, pair))
        }
        guard !present.isEmpty else { return ([:], failures) }
        let page = runner.work.appendingPathComponent("pixel-diff-\(number).html")
        do {
            try Data(html(images: images, indices: present.map(\.index)).utf8).write(to: page)
        } catch {
            return ([:], failures + ["error: could not write \(page.path): \(error.localizedDescription)"])
        }
        let what = "comparing " + present.map(\.pair.name).joined(separator: ", ")
        let dom: Data
        switch await runner.dumpDOM(page, name: "pixel-diff-\(number)", what: what) {
        case .success(let data): dom = data
        case .failure(let failure): return ([:], failures + [failure.message])
        }
        let results = parse(String(decoding: dom, as: UTF8.self))
        var counts: [Int: Counts] = [:]
        for (index, pair) in present {
            switch results[index] {
            case .none:
                failures.append("\(pair.name): error: Chromium gave no result comparing the pictures")
            case .failure(let message)?:
                failures.append("\(pair.name): error: \(message)")
            case .success(let found, let base64)?:
                guard let png = Data(base64Encoded: base64), png.starts(with: ChromiumRunner.pngSignature) else {
                    failures.append("\(pair.name): error: Chromium's diff image is not a PNG")
                    continue
                }
                do {
                    try png.write(to: URL(fileURLWithPath: pair.diff))
                    counts[index] = found
                } catch {
                    failures.append("\(pair.name): error: could not write \(pair.diff): \(error.localizedDescription)")
                }
            }
        }
        return (counts, failures)
    }

    /// What the page reports for one pair: counts and the diff image's base64, or a problem.
    enum Result: Equatable {
        case success(counts: Counts, png: String)
        case failure(String)
    }

    /// The results in a dumped page: one line per pair in `<pre id="results">`,
    /// `pair INDEX CHANGED TOTAL WIDTH HEIGHT BASE64` or `fail INDEX MESSAGE`.
    static func parse(_ dom: String) -> [Int: Result] {
        guard let start = dom.range(of: "<pre id=\"results\">"),
              let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else { return [:] }
        var results: [Int: Result] = [:]
        for line in dom[start.upperBound..<end.lowerBound].split(separator: "\n") {
            let fields = line.split(separator: " ", maxSplits: 2).map(String.init)
            guard fields.count == 3, let index = Int(fields[1]) else { continue }
            if fields[0] == "fail" {
                results[index] = .failure(fields[2])
                continue
            }
            let values = fields[2].split(separator: " ").map(String.init)
            guard fields[0] == "pair", values.count == 5,
                  let changed = Int(values[0]), let total = Int(values[1]), let width = Int(values[2]), let height = Int(values[3]),
                  values[4].hasPrefix("data:image/png;base64,") else { continue }
            results[index] = .success(counts: Counts(changedPixels: changed, totalPixels: total, width: width, height: height),
                                      png: String(values[4].dropFirst("data:image/png;base64,".count)))
        }
        return results
    }

    /// The page Chromium runs. Pixels equal in all of R, G, B and A are unchanged and drawn
    /// as a light grey copy of the after picture; every other pixel is magenta. Pictures of
    /// different sizes are compared on the larger size, where a pixel only one covers counts
    /// as changed.
    static func html(images: [String], indices: [Int]) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>pixel diff</title>
        </head>
        <body>
        \(images.joined(separator: "\n"))
        <pre id="results"></pre>
        <script>
        \(script(indices: indices))
        </script>
        </body>
        </html>

        """
    }

    static func script(indices: [Int]) -> String {
        """
        window.addEventListener('load', function () {
          var lines = [];
          [\(indices.map(String.init).joined(separator: ","))].forEach(function (i) {
            try {
              var before = document.getElementById('b' + i), after = document.getElementById('a' + i);
              if (!before.naturalWidth || !after.naturalWidth) { lines.push('fail ' + i + ' Chromium could not decode the pictures'); return; }
              var w = Math.max(before.naturalWidth, after.naturalWidth), h = Math.max(before.naturalHeight, after.naturalHeight);
              var pixels = function (image) {
                var canvas = document.createElement('canvas');
                canvas.width = w; canvas.height = h;
                var context = canvas.getContext('2d', { willReadFrequently: true });
                context.drawImage(image, 0, 0);
                return context.getImageData(0, 0, w, h).data;
              };
              var p = pixels(before), q = pixels(after);
              var canvas = document.createElement('canvas');
              canvas.width = w; canvas.height = h;
              var context = canvas.getContext('2d');
              var image = context.createImageData(w, h), d = image.data, changed = 0;
              for (var k = 0; k < d.length; k += 4) {
                if (p[k] !== q[k] || p[k + 1] !== q[k + 1] || p[k + 2] !== q[k + 2] || p[k + 3] !== q[k + 3]) {
                  changed++;
                  d[k] = 255; d[k + 1] = 0; d[k + 2] = 255;
                } else {
                  var luma = (q[k] * 77 + q[k + 1] * 150 + q[k + 2] * 29) >> 8;
                  var grey = 255 - (((255 - luma) * 3) >> 3);
                  d[k] = grey; d[k + 1] = grey; d[k + 2] = grey;
                }
                d[k + 3] = 255;
              }
              context.putImageData(image, 0, 0);
              lines.push('pair ' + i + ' ' + changed + ' ' + (w * h) + ' ' + w + ' ' + h + ' ' + canvas.toDataURL('image/png'));
            } catch (error) {
              lines.push('fail ' + i + ' ' + String(error && error.message || error).replace(/[\\r\\n<>&]/g, ' '));
            }
          });
          document.getElementById('results').textContent = lines.join('\\n') + '\\n';
        });
        """
    }
}
