import Basics
import Foundation
import PreviewRenderer

/// One pinned page pictured on both sides of a comparison. Paths are relative to the
/// review folder.
struct PictureDiff: Sendable, Equatable {
    /// The page in the built site, e.g. `themes/forest/dark.html`.
    var page: String
    /// The theme's id (or, for a page outside `themes/<id>/`, its path as a name).
    var theme: String
    /// `light`, `dark`, or empty for a page outside `themes/<id>/`.
    var scheme: String
    var before: String
    var after: String
    /// Unchanged pixels as a light grey copy of `after`, changed ones magenta.
    var diff: String
    /// The viewer page: side by side, swipe, blink and the diff image.
    var viewer: String
    var changedPixels: Int
    var totalPixels: Int

    /// The share of pixels changed, 0...1.
    var share: Double { totalPixels == 0 ? 0 : Double(changedPixels) / Double(totalPixels) }
}

/// What the visual part of a comparison found.
struct VisualComparison: Sendable {
    /// Pages pictured on both sides, in the order asked for.
    var diffs: [PictureDiff]
    /// Pages only the head site has (a theme added): not compared.
    var added: [String]
    /// Pages only the base site has (a theme removed): not compared.
    var removed: [String]
    /// One message per picture that could not be taken or compared.
    var failures: [String]
    /// Wall-clock seconds for the screenshots and for the diffs (for benchmarks; not shown).
    var screenshotSeconds: Double
    var diffSeconds: Double
}

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

    /// Takes the pictures in one Chromium, tabs `concurrency` at a time; when that browser
    /// cannot be driven, one Chromium per picture. Both give the same bytes for a page.
    static func take(_ shots: [Shot], runner: ChromiumRunner, concurrency: Int) async -> [String] {
        if let failures = await runner.screenshotsInOneBrowser(shots, concurrency: concurrency) { return failures }
        return await runner.screenshots(shots, concurrency: concurrency)
    }

    /// Takes `shots` again, and keeps a picture only when two takes agree: once in a while
    /// Chromium hands over a picture before every part of the page is drawn, and a page
    /// must not count as changed for that. Pictures that differ between the sides are the
    /// ones checked, so pages that look the same cost nothing more.
    static func confirm(_ shots: [Shot], runner: ChromiumRunner, concurrency: Int) async -> [String] {
        guard !shots.isEmpty else { return [] }
        let second = await retake(shots, suffix: "2", runner: runner, concurrency: concurrency)
        if !second.failures.isEmpty { return second.failures }
        let unsettled = zip(shots, second.shots).filter { bytes($0.file) != bytes($1.file) }
        guard !unsettled.isEmpty else { return [] }
        let third = await retake(unsettled.map(\.0), suffix: "3", runner: runner, concurrency: concurrency)
        if !third.failures.isEmpty { return third.failures }
        var failures: [String] = []
        for ((first, second), third) in zip(unsettled, third.shots) {
            let picture = bytes(third.file)
            if picture == bytes(first.file) { continue }
            if picture == bytes(second.file) {
                do {
                    try FileManager.default.removeItem(atPath: first.file)
                    try FileManager.default.copyItem(atPath: second.file, toPath: first.file)
                } catch {
                    failures.append("\(first.page): error: could not write \(first.file): \(error.localizedDescription)")
                }
                continue
            }
            failures.append("\(first.page): error: Chromium drew this page differently each of three times, so it cannot be compared")
        }
        return failures
    }

    /// The pairs (before, after, in turn) whose sides still differ after `confirm`
    /// may be one picture that Chromium drew two ways on a loaded machine (a pixel
    /// of anti-aliasing, drawn the same way twice on one side). When a take of one
    /// side has the same bytes as a take of the other, both sides get that picture;
    /// otherwise both are taken once more and looked at again. A real change never
    /// gives the two sides the same bytes, so it is never hidden; only pages that
    /// differ cost the extra pictures.
    static func reconcile(_ pairs: [Shot], failed: [String], runner: ChromiumRunner, concurrency: Int) async -> [String] {
        func hasFailed(_ shot: Shot) -> Bool { failed.contains { $0.hasPrefix(shot.page + ": ") } }
        let differing = stride(from: 0, to: pairs.count - 1, by: 2).map { (pairs[$0], pairs[$0 + 1]) }.filter { before, after in
            !hasFailed(before) && !hasFailed(after) && bytes(before.file) != bytes(after.file)
        }
        func takes(_ shot: Shot) -> [Data] {
            ([shot.file] + ["2", "3", "4"].map { retakeFile(shot, $0, runner: runner) }).compactMap(bytes)
        }
        /// Gives both sides their common picture, when they have one; the pairs left.
        func settle(_ pairs: [(Shot, Shot)]) -> (left: [(Shot, Shot)], failures: [String]) {
            var left: [(Shot, Shot)] = [], failures: [String] = []
            for (before, after) in pairs {
                let afterTakes = takes(after)
                guard let common = takes(before).first(where: afterTakes.contains) else {
                    left.append((before, after))
                    continue
                }
                for shot in [before, after] where bytes(shot.file) != common {
                    do { try common.write(to: URL(fileURLWithPath: shot.file)) } catch {
                        failures.append("\(shot.page): error: could not write \(shot.file): \(error.localizedDescription)")
                    }
                }
            }
            return (left, failures)
        }
        let first = settle(differing)
        guard !first.left.isEmpty else { return first.failures }
        let again = await retake(first.left.flatMap { [$0.0, $0.1] }, suffix: "4", runner: runner, concurrency: concurrency)
        guard again.failures.isEmpty else { return first.failures + again.failures }
        return first.failures + settle(first.left).failures
    }

    /// Takes `shots` again into the runner's `retakes/` folder (`<name>-<suffix>.png`).
    static func retake(_ shots: [Shot], suffix: String, runner: ChromiumRunner, concurrency: Int) async -> (shots: [Shot], failures: [String]) {
        let again = shots.map { shot in
            var again = shot
            again.file = retakeFile(shot, suffix, runner: runner)
            return again
        }
        try? FileManager.default.createDirectory(at: runner.work.appendingPathComponent("retakes"), withIntermediateDirectories: true)
        return (again, await take(again, runner: runner, concurrency: concurrency))
    }

    static func retakeFile(_ shot: Shot, _ suffix: String, runner: ChromiumRunner) -> String {
        runner.work.appendingPathComponent("retakes/\(URL(fileURLWithPath: shot.file).deletingPathExtension().lastPathComponent)-\(suffix).png").path
    }

    static func bytes(_ file: String) -> Data? { try? Data(contentsOf: URL(fileURLWithPath: file)) }

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
