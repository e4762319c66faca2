import Foundation

/// Pictures taken, and taken again until they can be trusted.
extension CompareVisuals {
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
}
