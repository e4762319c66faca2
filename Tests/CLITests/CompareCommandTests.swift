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
        let plain = try cli.run(["compare", "a", "b"], in: root)
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(plain.stdout.hasPrefix("a -> b: 7 token values changed, 2 contrast pairs newly failing, 0 newly passing, 18 with a ratio that moved, 2 color pairs newly hard to tell apart, 6 told apart again.\n"))
        #expect(plain.stdout.contains("newly failing: forest dark: accent on surface 8.85:1 -> 4:1, needs 4.5:1"))
        let failing = try cli.run(["compare", "a", "b", "--fail-on", "regressions", "--format", "markdown"], in: root)
        #expect(failing.status == 1)
        #expect(failing.stdout.contains("#### Regressions"))
        let same = try cli.run(["compare", "a", "a", "--fail-on", "regressions"], in: root)
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
        let run = try cli.run(["compare", "--base", "HEAD", "site"], in: root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("site at HEAD -> site (working tree): 7 token values changed"))
        let bad = try cli.run(["compare", "--base", "no-such-branch", "site"], in: root)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("error: base (no-such-branch): "), "\(bad.stderr)")
        let elsewhere = try cli.run(["compare", "--base", "HEAD", "other"], in: root)
        #expect(elsewhere.status == 2)
        #expect(elsewhere.stderr.contains("base (HEAD): there is no site folder other at this revision"), "\(elsewhere.stderr)")
    }
}
