import Foundation
import Testing

/// Runs the real `theme-preview` binary, as a user would.
struct CommandLineTests {
    let cli = CLI()

    @Test func versionPrintsTheVersion() throws {
        let result = try cli.run(["--version"])
        #expect(result.status == 0)
        // Then the KaTeX that typesets math, as the system has it.
        let katex = FileManager.default.fileExists(atPath: "/usr/share/javascript/katex/katex.min.js")
        #expect(result.stdout.hasPrefix(katex ? "0.1.0\nKaTeX 0." : "0.1.0\nKaTeX: not found"))
        #expect(result.stdout.hasSuffix("\n"))
    }

    @Test func helpListsTheBuildCommand() throws {
        let result = try cli.run(["--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("OVERVIEW: Turn an app's design tokens into a themed preview and docs site."))
        #expect(result.stdout.contains("build"))
        let build = try cli.run(["build", "--help"])
        #expect(build.stdout.contains("USAGE: theme-preview build [<SITE_DIR>] [--docs <DIR>] [--drafts] [--strict] [--output <DIR>] [--base-url <URL>] [--versions <REFS>] [--no-versions] [--quiet] [--timings]"))
    }

    /// Every command takes the site folder from the shared group: the same
    /// argument, help and default, first in the usage line.
    @Test("help shows SITE_DIR with its help",
          arguments: [
              ("build", "[<SITE_DIR>] [--docs <DIR>] [--drafts] [--strict] [--output <DIR>] [--base-url <URL>] [--versions <REFS>] [--no-versions] [--quiet] [--timings]"),
              ("serve", "[<SITE_DIR>] [--docs <DIR>] [--drafts] [--strict] [--port <N>] [--host <ADDR>] [--open]"),
              ("check", "[<SITE_DIR>] [--docs <DIR>] [--drafts] [--strict] [--level <level>] [--format <format>]"),
              ("themes", "[<SITE_DIR>] [--docs <DIR>] [--drafts] [--strict]"),
              ("export", "[<SITE_DIR>] [--docs <DIR>] [--drafts] [--strict] --format <css|dtcg|swift|xcassets|android|compose|scss|ts> [--output <PATH>] [--light-dark] [--package <NAME>]"),
              ("snapshot", "[<SITE_DIR>] [--docs <DIR>] [--drafts] [--strict] [--output <DIR>] [--quiet]"),
          ])
    func helpShowsTheSiteFolder(_ command: String, _ usage: String) throws {
        let result = try cli.run([command, "--help"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.contains("USAGE: theme-preview \(command) \(usage)"), "\(result.stdout)")
        let arguments = try #require(lines.firstIndex(of: "ARGUMENTS:"), "\(result.stdout)")
        #expect(lines[arguments + 1] == "  <SITE_DIR>              The site folder. (default: site)")
        #expect(lines[arguments + 2] == "")
    }

    @Test func buildFromAnyDirectoryWritesTheSiteAndASummary() throws {
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try cli.write("# Hello\n", to: folder.appendingPathComponent("site/docs/hello.md"))
        let result = try cli.run(["build"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Built 25 pages (6 themes x light/dark pinned, 1 doc) into site/_site in "))
        #expect(result.stdout.hasSuffix("Open site/_site/index.html\n"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("site/_site/docs/hello.html").path))
        #expect(result.stderr.isEmpty)
    }

    /// `draft: true` pages are left out and counted, unless `--drafts`.
    @Test func draftsAreSkippedUnlessAskedFor() throws {
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try cli.write("# Hello\n", to: folder.appendingPathComponent("site/docs/hello.md"))
        try cli.write("---\ndraft: true\n---\n# Later\n", to: folder.appendingPathComponent("site/docs/later.md"))
        let later = folder.appendingPathComponent("site/_site/docs/later.html").path
        let without = try cli.run(["build"], in: folder)
        #expect(without.status == 0, "\(without.stderr)")
        #expect(without.stdout.hasPrefix("Built 25 pages (6 themes x light/dark pinned, 1 doc, 1 draft skipped) into site/_site in "))
        #expect(!FileManager.default.fileExists(atPath: later))
        let with = try cli.run(["build", "--drafts"], in: folder)
        #expect(with.status == 0, "\(with.stderr)")
        #expect(with.stdout.hasPrefix("Built 26 pages (6 themes x light/dark pinned, 2 docs) into site/_site in "))
        #expect(FileManager.default.fileExists(atPath: later))
    }

    @Test func timingsListEachStepOnStandardError() throws {
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try cli.write("# Hello\n", to: folder.appendingPathComponent("site/docs/hello.md"))
        let first = try cli.run(["build", "--quiet", "--timings"], in: folder)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.isEmpty)
        func steps(_ stderr: String) -> [String] {
            stderr.split(separator: "\n").map {
                $0.replacingOccurrences(of: #"\s+[0-9]+\.[0-9]\s+[0-9]+\.[0-9]$"#, with: "", options: .regularExpression)
                    .replacingOccurrences(of: #"\s+wall ms\s+CPU ms$"#, with: "", options: .regularExpression)
            }
        }
        #expect(steps(first.stderr) == ["step", "load", "resolve (parse Markdown and templates)", "theme stylesheets",
                                         "render and stage pages", "write staging folder", "check links", "move into place", "total"])
        // A rebuild also removes the previous output.
        let second = try cli.run(["build", "--quiet", "--timings"], in: folder)
        #expect(steps(second.stderr).contains("remove previous output"))
        // A header, then each step's wall and processor milliseconds.
        let rows = second.stderr.split(separator: "\n")
        #expect(rows.first?.hasSuffix("wall ms      CPU ms") == true)
        #expect(rows.dropFirst().allSatisfy { $0.range(of: #"  [0-9]+\.[0-9]  +[0-9]+\.[0-9]$"#, options: .regularExpression) != nil })
    }

    @Test func badFrontMatterExitsNonZeroWithFileLineColumn() throws {
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try cli.write("---\ntitle: [oops\n---\n# Hi\n", to: folder.appendingPathComponent("site/docs/a.md"))
        try cli.write("---\ntheme: nope\n---\n# Hi\n", to: folder.appendingPathComponent("site/docs/b.md"))
        let result = try cli.run(["build", "site", "--output", "out"], in: folder)
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("site/docs/a.md:3:1: error: invalid YAML in front matter") })
        #expect(lines.contains { $0.hasPrefix("site/docs/b.md:2:8: error: unknown theme id 'nope' in front matter") })
        #expect(lines.last == "build failed with 2 errors; nothing was written")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    @Test func missingSiteFolderIsAnError() throws {
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try cli.run(["build", "nowhere"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("nowhere: error: expected a site folder, found nothing at this path"))
    }

    @Test func unknownOptionIsAUsageError() throws {
        let result = try cli.run(["build", "--colour"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("Unknown option '--colour'"))
    }

    @Test func checkFailsHonestlyOnTheBuiltInPalette() throws {
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("site"), withIntermediateDirectories: true)
        let result = try cli.run(["check"], in: folder)
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("default light: textSecondary on background is 3.43:1, needs 4.5:1 (WCAG 2.2 SC 1.4.3 AA, normal text); try #77767A (4.5:1)"))
        #expect(lines.last == "1776 pairs checked in 6 themes x light/dark x standard/increased-contrast at AA: 1555 passed, 221 failed")
        // Only standard palettes fail: the increased-contrast palette passes every pair.
        #expect(!lines.dropLast().contains { $0.contains("(increased-contrast)") })
    }

    @Test func checkPrintsTheTokenWarnings() throws {
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tokens = folder.appendingPathComponent("site/tokens")
        try FileManager.default.createDirectory(at: tokens, withIntermediateDirectories: true)
        try #"{"version": "2025.10", "resolutionOrder": []}"#.write(to: tokens.appendingPathComponent("resolver.json"), atomically: true, encoding: .utf8)
        let result = try cli.run(["check"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.split(separator: "\n").map(String.init) == [
            "site/tokens/resolver.json: warning: not read: this looks like a DTCG resolver document, and resolver documents are read only when their name ends in .resolver.json: rename 'resolver.json' to NAME.resolver.json (NAME becomes the theme id)",
        ])
    }

    @Test func checkWritesTheContrastJSONShape() throws {
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("site"), withIntermediateDirectories: true)
        let result = try cli.run(["check", "site", "--format", "json", "--level", "aaa"], in: folder)
        #expect(result.status == 1)
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(json?["generator"] as? String == "theme-preview 0.1.0")
        #expect(json?["level"] as? String == "AAA")
        #expect((json?["results"] as? [Any])?.count == 1776)
    }

    @Test func checkRejectsAnUnknownLevelAsAUsageError() throws {
        let result = try cli.run(["check", "--level", "AAAA"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--level"))
    }

    @Test func theBinaryWorksCopiedAwayFromTheBuildFolder() throws {
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let installed = folder.appendingPathComponent("bin/theme-preview")
        try FileManager.default.createDirectory(at: installed.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CLI.binary, to: installed)
        try cli.write("# Hi\n", to: folder.appendingPathComponent("site/docs/hi.md"))
        let process = Process()
        process.executableURL = installed
        process.arguments = ["build", "site", "--quiet"]
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let gallery = try String(contentsOf: folder.appendingPathComponent("site/_site/index.html"), encoding: .utf8)
        #expect(gallery.contains(#"<style id="theme-css">"#))
    }

    /// The accessibility page quotes real `check` output; it must stay true.
    @Test func theAccessibilityPageQuotesTheRealAudit() throws {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }
        let page = try String(contentsOf: root.appendingPathComponent("site/docs/accessibility.md"), encoding: .utf8)
        let quoted = page.split(separator: "\n").map(String.init).filter {
            $0.contains(" is ") && $0.contains(":1, needs ") || $0.hasPrefix("1776 pairs checked")
        }
        #expect(quoted.count >= 10)
        let result = try cli.run(["check", root.appendingPathComponent("site").path])
        let actual = Set(result.stdout.split(separator: "\n").map(String.init))
        for line in quoted {
            #expect(actual.contains(line), "the docs quote a line check no longer prints: \(line)")
        }
    }
}
