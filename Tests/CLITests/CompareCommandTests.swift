import Foundation
import Testing

/// `theme-preview compare` as a user runs it: two folders, or a git
/// revision; exit codes for CI.
struct CompareCommandTests {
    let cli = CLI()

    func folder(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tp-compare-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return root
    }

    static let darkerForest = "{\"name\": \"Forest\", \"parent\": \"forest\", \"dark\": {\"accent\": \"#2E8B57\"}}\n"

    @Test func twoFoldersRegressionsAndExitCodes() throws {
        let root = try folder(["a/config.yaml": "", "b/tokens/forest.theme.json": Self.darkerForest])
        defer { try? FileManager.default.removeItem(at: root) }
        // The one run here that takes pictures (two Chromiums, 24 pages): on a
        // machine busy with the rest of the suite it takes minutes, not seconds.
        let plain = try cli.run(["compare", "a", "b"], in: root, timeLimit: 900)
        #expect(plain.status == 0 && !plain.timedOut, "timed out: \(plain.timedOut); \(plain.stderr)")
        #expect(plain.stdout.hasPrefix("a -> b: 9 token values changed, 2 contrast pairs newly failing, 0 newly passing, 54 with a ratio that moved, 2 color pairs newly hard to tell apart, 6 told apart again.\n"))
        #expect(plain.stdout.contains("newly failing: forest dark: accent on surface 8.85:1 -> 4:1, needs 4.5:1"))
        let failing = try cli.run(["compare", "a", "b", "--fail-on", "regressions", "--format", "markdown", "--no-pictures"], in: root)
        #expect(failing.status == 1)
        #expect(failing.stdout.contains("#### Regressions"))
        #expect(failing.stdout.contains("\nToken values changed per theme and scheme: forest dark 9.\n"))
        let json = try cli.run(["compare", "a", "b", "--no-pictures", "--format", "json"], in: root)
        #expect(json.stdout.contains(#" "changedPerThemeAndScheme": [{"theme": "forest", "scheme": "dark", "count": 9}],"#))
        let same = try cli.run(["compare", "a", "a", "--fail-on", "regressions", "--no-pictures"], in: root)
        #expect(same.status == 0)
        #expect(same.stdout == "No changes between a and a.\n")
    }

    @Test func aMissingOrBrokenSideIsAnErrorThatNamesTheSide() throws {
        let root = try folder(["a/config.yaml": "", "b/tokens/forest.theme.json": "{\"name\": \"Forest\", \"parent\": \"forrest\"}\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let missing = try cli.run(["compare", "nowhere", "a"], in: root)
        #expect(missing.status == 2)
        #expect(missing.stderr.hasPrefix("nowhere: error: base: expected a site folder, found nothing at this path"))
        let broken = try cli.run(["compare", "a", "b"], in: root)
        #expect(broken.status == 2)
        #expect(broken.stderr.contains("b/tokens/forest.theme.json"), "\(broken.stderr)")
        #expect(broken.stderr.contains("error: head: "), "\(broken.stderr)")
        let usage = try cli.run(["compare", "a"], in: root)
        #expect(usage.status == 64)
        #expect(usage.stderr.contains("name the two site folders to compare (BASE_SITE HEAD_SITE), or one with --base REF; found 1"))
    }

    /// `--base REF`: the site as committed, against the working tree, read
    /// with git; nothing is checked out.
    @Test func aGitRevisionAgainstTheWorkingTree() throws {
        let root = try folder(["site/config.yaml": "title: T\n", "site/tokens/forest.theme.json": "{\"name\": \"Forest\", \"parent\": \"forest\"}\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        func git(_ arguments: String...) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-c", "user.name=t", "-c", "user.email=t@t.invalid"] + arguments
            process.currentDirectoryURL = root
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            try #require(process.terminationStatus == 0, "git \(arguments)")
        }
        try git("init", "-q")
        try git("add", ".")
        try git("commit", "-q", "-m", "base")
        try Data(Self.darkerForest.utf8).write(to: root.appendingPathComponent("site/tokens/forest.theme.json"))
        let run = try cli.run(["compare", "--base", "HEAD", "site", "--no-pictures"], in: root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("site at HEAD -> site (working tree): 9 token values changed"))
        // The base side is built from the revision's files (git archive).
        let review = root.appendingPathComponent("site/_compare")
        #expect(text(review, "base/index.html").contains("<title>"))
        #expect(text(review, "index.html").contains("<strong>9</strong> token values changed (forest dark: 9)"))
        let bad = try cli.run(["compare", "--base", "no-such-branch", "site"], in: root)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("error: base (no-such-branch): "), "\(bad.stderr)")
        let elsewhere = try cli.run(["compare", "--base", "HEAD", "other"], in: root)
        #expect(elsewhere.status == 2)
        #expect(elsewhere.stderr.contains("base (HEAD): there is no site folder other at this revision"), "\(elsewhere.stderr)")
    }

    func text(_ url: URL, _ path: String) -> String {
        String(decoding: FileManager.default.contents(atPath: url.appendingPathComponent(path).path) ?? Data(), as: UTF8.self)
    }

    /// The review site: both sides built, the front page most important
    /// first, links to where each change lands and to both sides' docs.
    @Test func theReviewSite() throws {
        let root = try folder(["a/config.yaml": "", "a/docs/guide.md": "# Guide\n\nOld.\n", "a/docs/same.md": "# Same\n",
                               "b/config.yaml": "", "b/docs/guide.md": "# Guide\n\nNew.\n", "b/docs/same.md": "# Same\n",
                               "b/tokens/forest.theme.json": Self.darkerForest])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try cli.run(["compare", "a", "b", "--no-pictures"], in: root)
        #expect(run.status == 0, "\(run.stderr)")
        let review = root.appendingPathComponent("b/_compare")
        let index = text(review, "index.html")
        #expect(!text(review, "base/index.html").isEmpty && !text(review, "head/docs/guide.html").isEmpty)
        // Summary first, then regressions with the audit's fix.
        let order = ["id=\"summary\"", "id=\"regressions\"", "id=\"tokens\"", "id=\"landing\"", "id=\"contrast\"", "id=\"vision\"",
                     "id=\"pictures\"", "id=\"docs\""].map { index.range(of: $0)?.lowerBound }
        #expect(!order.contains(nil) && order.compactMap { $0 } == order.compactMap { $0 }.sorted())
        #expect(index.contains("<li class=\"bad\"><strong>2</strong> contrast pairs newly failing</li>"))
        #expect(index.contains("<strong>9</strong> token values changed (forest dark: 9)"))
        #expect(index.contains("<tr><th scope=\"row\">forest dark: accent on surface</th><td>8.85:1</td><td>4:1</td>"))
        #expect(index.contains("try #38945F (4.51:1)"))
        // Exactly Forest dark's accent family changed; the rest behind a toggle.
        let changed = index.components(separatedBy: "<details><summary>")[0]
        #expect(changed.components(separatedBy: "<tr><td>forest</td><td>dark</td><th scope=\"row\">").count == 10)
        #expect(index.contains("<details><summary>687 unchanged token values</summary>"))
        #expect(index.contains("<a href=\"head/index.html#thread-list\">Thread list</a>"))
        #expect(index.contains("<li><code>docs/guide.html</code> (changed): <a href=\"base/docs/guide.html\">before</a> <a href=\"head/docs/guide.html\">after</a></li>"))
        // Only guide.html's own content changed (every page's appearance
        // panel shows the new swatch, which is not the doc's).
        #expect(!index.contains("docs/same.html"))
        #expect(index.contains("<strong>Pictures were skipped.</strong> --no-pictures was given."))

        // Identical sides: an empty review. A folder that is not a review is not replaced.
        let same = try cli.run(["compare", "a", "a", "--no-pictures", "--output", "same"], in: root)
        #expect(same.status == 0)
        #expect(text(root.appendingPathComponent("same"), "index.html").contains("No changes: no token, contrast pair, picture or docs page differs."))
        let refused = try cli.run(["compare", "a", "b", "--no-pictures", "--output", "a"], in: root)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("refusing to write the review here"), "\(refused.stderr)")
    }

    /// Names from input are escaped on the review page.
    @Test func theReviewEscapesWhatItShows() throws {
        let evil = "{\"name\": \"<script>x</script>\", \"accent\": \"#123456\"}\n"
        let root = try folder(["a/config.yaml": "", "b/tokens/evil.theme.json": evil])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try cli.run(["compare", "a", "b", "--no-pictures"], in: root)
        #expect(run.status == 0, "\(run.stderr)")
        let index = text(root.appendingPathComponent("b/_compare"), "index.html")
        #expect(index.contains("Added: <a href=\"head/themes/evil/light.html\">evil</a>"))
        #expect(!index.contains("<script>"))
    }
}
