import Basics
import Foundation


/// The visual diff of `theme-preview compare`: each pinned page of both built sites
/// screenshotted with headless Chromium, compared pixel by pixel, and a viewer per page.
enum CompareVisuals {
    /// Where the pictures and viewers go inside the review folder.
    static let folder = "pictures"
    static let pageSize = ContactSheet.pageSize

    /// Why there are no pictures when Chromium is not on PATH, with the install hint.
    static var chromiumMissingReason: String {
        "Headless Chromium was not found on PATH (looked for \(Chromium.names.joined(separator: ", "))). Install it: apt-get install chromium"
    }

    /// Screenshots each of `pages` (paths inside the built sites, e.g.
    /// `themes/forest/dark.html`) in `baseSite` and `headSite` at 1280x900, two Chromium
    /// processes at a time, into `reviewFolder/pictures/<name>-before.png` and
    /// `-after.png`; compares each pair into `<name>-diff.png` and writes the viewer
    /// `<name>.html`. A page only one side has is listed as added or removed, not pictured.
    static func run(chromium: String, baseSite: String, headSite: String, pages: [String], into reviewFolder: String,
                    concurrency: Int = 2) async -> VisualComparison {
        let fileManager = FileManager.default
        var seen = Set<String>()
        let pages = pages.filter { seen.insert($0).inserted }
        func exists(_ site: String, _ page: String) -> Bool {
            var isDirectory: ObjCBool = false
            return fileManager.fileExists(atPath: joinPath(site, page), isDirectory: &isDirectory) && !isDirectory.boolValue
        }
        let both = pages.filter { exists(baseSite, $0) && exists(headSite, $0) }
        let added = pages.filter { !exists(baseSite, $0) && exists(headSite, $0) }
        let removed = pages.filter { exists(baseSite, $0) && !exists(headSite, $0) }
        var failures = pages.filter { !exists(baseSite, $0) && !exists(headSite, $0) }
            .map { "\($0): error: neither site has this page, so it was not pictured" }
        var result = VisualComparison(diffs: [], added: added, removed: removed, failures: failures, screenshotSeconds: 0, diffSeconds: 0)
        guard !both.isEmpty else { return result }

        let pictures = joinPath(reviewFolder, folder)
        do {
            try fileManager.createDirectory(atPath: pictures, withIntermediateDirectories: true)
        } catch {
            result.failures.append("\(pictures): error: could not create the folder: \(error.localizedDescription)")
            return result
        }
        let work = fileManager.temporaryDirectory.appendingPathComponent("theme-preview-compare-\(UUID().uuidString)")
        defer { try? fileManager.removeItem(at: work) }
        let runner = ChromiumRunner(chromium: chromium, work: work)

        let planned = both.map { page -> PictureDiff in
            let (theme, scheme) = themeAndScheme(page)
            let name = fileName(page)
            return PictureDiff(page: page, theme: theme, scheme: scheme,
                               before: "\(folder)/\(name)-before.png", after: "\(folder)/\(name)-after.png",
                               diff: "\(folder)/\(name)-diff.png", viewer: "\(folder)/\(name).html",
                               changedPixels: 0, totalPixels: 0)
        }
        let shots = planned.flatMap { planned -> [Shot] in
            [(baseSite, planned.before, "before"), (headSite, planned.after, "after")].map { site, file, side in
                Shot(themeID: planned.theme, themeName: planned.theme, scheme: planned.scheme, page: "\(planned.page) (\(side))",
                     url: URL(fileURLWithPath: joinPath(site, planned.page)), file: joinPath(reviewFolder, file), windowSize: pageSize)
            }
        }
        var start = Date()
        var shotFailures = await take(shots, runner: runner, concurrency: concurrency)
        // Shots come in pairs, before then after.
        let differing = stride(from: 0, to: shots.count, by: 2).flatMap { index -> [Shot] in
            let (before, after) = (shots[index], shots[index + 1])
            guard !shotFailures.contains(where: { $0.hasPrefix(before.page + ": ") || $0.hasPrefix(after.page + ": ") }),
                  (try? Data(contentsOf: URL(fileURLWithPath: before.file))) != (try? Data(contentsOf: URL(fileURLWithPath: after.file)))
            else { return [] }
            return [before, after]
        }
        shotFailures += await confirm(differing, runner: runner, concurrency: concurrency)
        shotFailures += await reconcile(differing, failed: shotFailures, runner: runner, concurrency: concurrency)
        result.screenshotSeconds = Date().timeIntervalSince(start)
        failures = shotFailures
        let failedPages = Set(shotFailures.compactMap { failure in planned.first { failure.hasPrefix("\($0.page) (") }?.page })
        let comparable = planned.filter { !failedPages.contains($0.page) }

        start = Date()
        let pairs = comparable.map { PixelDiff.Pair(before: joinPath(reviewFolder, $0.before), after: joinPath(reviewFolder, $0.after),
                                                    diff: joinPath(reviewFolder, $0.diff), name: $0.page) }
        let compared = await PixelDiff.run(pairs, runner: runner, concurrency: concurrency)
        result.diffSeconds = Date().timeIntervalSince(start)
        failures += compared.failures
        for (index, var diff) in comparable.enumerated() {
            guard let counts = compared.counts[index] else { continue }
            diff.changedPixels = counts.changedPixels
            diff.totalPixels = counts.totalPixels
            let viewer = joinPath(reviewFolder, diff.viewer)
            do {
                try Data(PictureViewer(diff: diff).html().utf8).write(to: URL(fileURLWithPath: viewer))
            } catch {
                failures.append("\(viewer): error: could not write the viewer: \(error.localizedDescription)")
            }
            result.diffs.append(diff)
        }
        result.failures += failures
        return result
    }

    /// `themes/<id>/<light|dark>.html` → (id, scheme); any other page → (its path, "").
    static func themeAndScheme(_ page: String) -> (theme: String, scheme: String) {
        let parts = page.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if parts.count == 3, parts[0] == "themes", !parts[1].isEmpty, ["light.html", "dark.html"].contains(parts[2]) {
            return (parts[1], String(parts[2].dropLast(".html".count)))
        }
        return (page, "")
    }

    /// `<id>-<scheme>` for a pinned page; for any other page its path with every character
    /// outside a-z, 0-9, `-` and `_` as `_`, so the name is safe in a URL and a file system.
    static func fileName(_ page: String) -> String {
        let (theme, scheme) = themeAndScheme(page)
        let raw = scheme.isEmpty ? "page-" + String(page.dropLast(page.hasSuffix(".html") ? 5 : 0)) : "\(theme)-\(scheme)"
        return String(raw.unicodeScalars.map { scalar -> Character in
            switch scalar {
            case "a"..."z", "0"..."9", "-", "_": Character(scalar)
            case "A"..."Z": Character(String(scalar).lowercased())
            default: "_"
            }
        })
    }
}
