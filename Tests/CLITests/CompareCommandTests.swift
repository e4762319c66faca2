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

    /// Two copies of the design system example: the "after" one with one
    /// primitive color changed, a token added, one removed and a brand
    /// added. compare names each in the system's own names, in the text
    /// and on the review page.
    @Test func twoDesignSystemsDifferInTheirOwnTokens() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let root = try folder([:])
        defer { try? FileManager.default.removeItem(at: root) }
        for side in ["a", "b"] {
            try FileManager.default.copyItem(at: repository.appendingPathComponent("examples/design-system"), to: root.appendingPathComponent(side))
        }
        func edit(_ path: String, _ old: String, _ new: String) throws {
            let url = root.appendingPathComponent("b/tokens/" + path)
            let text = try String(contentsOf: url, encoding: .utf8)
            try #require(text.contains(old), "\(path) has no \(old)")
            try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: url)
        }
        try edit("core/primitives.tokens.json", "\"500\": {\"$value\": \"#1a73e8\"}", "\"500\": {\"$value\": \"#1558b0\"}")
        try edit("core/primitives.tokens.json", "\"sm\": {\"$value\": {\"value\": 4, \"unit\": \"px\"}},",
                 "\"sm\": {\"$value\": {\"value\": 4, \"unit\": \"px\"}},\n    \"md\": {\"$value\": {\"value\": 8, \"unit\": \"px\"}},")
        try edit("core/primitives.tokens.json", ",\n  \"opacity\": {\n    \"disabled\": {\"$type\": \"number\", \"$value\": 0.38, \"$description\": \"Controls that cannot be used.\"}\n  }", "")
        try edit("acme.resolver.json", "\"nova\": [{\"$ref\": \"brand/nova.tokens.json\"}]",
                 "\"nova\": [{\"$ref\": \"brand/nova.tokens.json\"}],\n        \"zeta\": [{\"$ref\": \"brand/zeta.tokens.json\"}]")
        try Data("{\"brand\": {\"$type\": \"color\", \"primary\": {\"$value\": \"#0f9d58\"}, \"primary-soft\": {\"$value\": \"#81c995\"}}}\n".utf8)
            .write(to: root.appendingPathComponent("b/tokens/brand/zeta.tokens.json"))

        let run = try cli.run(["compare", "a", "b", "--no-pictures"], in: root)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let system = lines.drop { !$0.hasPrefix("design system") }.prefix { $0.hasPrefix("design system") || $0.hasPrefix("combination ") }
        #expect(Array(system) == [
            "design system 'Acme': 6 combinations compared: 3 tokens changed, 1 added, 1 removed, 0 renamed, 31 unchanged; 3 combinations added, 0 removed.",
            "combination added: zeta · light", "combination added: zeta · dark", "combination added: zeta · wireframe",
        ], "\(run.stdout)")
        #expect(lines[1] == system.first, "the system's summary follows the headline")
        let groups = lines.drop { !$0.hasPrefix("group ") }.prefix { $0.hasPrefix("group ") || $0.hasPrefix("  ") }
        #expect(Array(groups) == [
            "group palette.blue: 1 changed",
            "  changed palette.blue.500 (every combination): #1a73e8 -> #1558b0",
            "group radius: 1 added",
            "  added radius.md (every combination): 8px",
            "group brand: 1 changed",
            "  changed brand.primary (acme · light, acme · dark, acme · wireframe): #1a73e8 -> #1558b0",
            "group color.background.brand: 1 changed",
            "  changed color.background.brand.default (acme · light): #1a73e8 -> #1558b0",
            "group opacity: 1 removed",
            "  removed opacity.disabled (every combination): 0.38",
        ], "\(run.stdout)")

        let index = text(root.appendingPathComponent("b/_compare"), "index.html")
        #expect(index.contains("<li><strong>3</strong> design system tokens changed, <strong>1</strong> added, <strong>1</strong> removed, "
            + "<strong>0</strong> renamed; <strong>3</strong> combinations added, <strong>0</strong> removed (see <a href=\"#system\">Design system tokens</a>)</li>"),
                "\(index)")
        #expect(index.contains("<li>Combination added: <strong>zeta · wireframe</strong></li>"))
        #expect(index.contains("<details class=\"group\" open><summary><code>color.background.brand</code>: 1 changed</summary>"))
        #expect(index.contains("<tr class=\"changed\"><td>changed</td><th scope=\"row\"><code>color.background.brand.default</code></th><td>acme · light</td>"
            + "<td><span class=\"swatch\" style=\"background: #1A73E8\" aria-hidden=\"true\"></span> <code>#1a73e8</code> <span class=\"refs\">{brand.primary}</span></td>"
            + "<td><span class=\"swatch\" style=\"background: #1558B0\" aria-hidden=\"true\"></span> <code>#1558b0</code> <span class=\"refs\">{brand.primary}</span></td></tr>"))
        #expect(index.contains("<tr class=\"removed\"><td>removed</td><th scope=\"row\"><code>opacity.disabled</code></th><td>every combination</td><td><code>0.38</code></td><td>–</td></tr>"))
        // The slots the gallery takes from the system are named as such.
        #expect(lines[0].hasPrefix("a -> b: 8 gallery slot values changed, 2 themes added, "), "\(lines[0])")
        #expect(index.contains("<h2 id=\"tokens\">Gallery slots</h2>"))
    }
}
