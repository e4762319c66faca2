import Foundation
import Testing

/// `theme-preview init`: a working site folder, never written over.
struct InitCommandTests {
    let cli = CLI()

    @Test func initThenBuildThenCheckWorkOnANewFolder() throws {
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let initialised = try cli.run(["init", "docs-site"], in: folder)
        #expect(initialised.status == 0, "\(initialised.stderr)")
        #expect(initialised.stdout == """
            Wrote 5 files into docs-site/: README.md, config.yaml, docs/index.md, docs/writing-docs.md, tokens/brand.theme.json.
            Next:
              theme-preview build docs-site    # then open docs-site/_site/index.html
              theme-preview serve docs-site    # live reload while you edit

            """)
        // Not in a git work tree: no .gitignore.
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("docs-site/.gitignore").path))
        let config = try String(contentsOf: folder.appendingPathComponent("docs-site/config.yaml"), encoding: .utf8)
        for key in ["title:", "description:", "# baseURL:", "# editURL:", "# previewImage:", "markdown:", "rawHTML:"] {
            #expect(config.contains(key), "config.yaml does not mention \(key)")
        }
        let built = try cli.run(["build", "docs-site"], in: folder)
        #expect(built.status == 0, "\(built.stderr)")
        #expect(built.stdout.hasPrefix("Built 28 pages (7 themes x light/dark pinned, 2 docs) into docs-site/_site in "))
        #expect(built.stderr.isEmpty, "the starter site builds without a warning: \(built.stderr)")
        let welcome = try String(contentsOf: folder.appendingPathComponent("docs-site/_site/docs/index.html"), encoding: .utf8)
        #expect(welcome.contains("<title>Welcome · My design tokens</title>"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("docs-site/_site/themes/brand/dark.html").path))
        // check reads the site and audits it (the built-in themes have failing pairs: exit 1, not 2).
        let checked = try cli.run(["check", "docs-site"], in: folder)
        #expect(checked.status == 1, "\(checked.stderr)")
        #expect(checked.stdout.contains("pairs checked in 7 themes"))
    }

    @Test func aFolderWithFilesIsRefusedAndForceKeepsEveryFile() throws {
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try cli.write("# Mine\n", to: folder.appendingPathComponent("site/docs/index.md"))
        try cli.write("node_modules/\n", to: folder.appendingPathComponent("site/.gitignore"))
        let refused = try cli.run(["init"], in: folder)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("site: error: already holds 2 files (.gitignore, docs/index.md); name a new or empty folder, or add --force"))
        let forced = try cli.run(["init", "--force"], in: folder)
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(forced.stdout.hasPrefix("""
            Wrote 4 files into site/: README.md, config.yaml, docs/writing-docs.md, tokens/brand.theme.json.
            Kept 1 file already there: docs/index.md.
            Added _site/, _compare/ and _snapshots/ to site/.gitignore.
            """))
        #expect(try String(contentsOf: folder.appendingPathComponent("site/docs/index.md"), encoding: .utf8) == "# Mine\n")
        let ignored = "node_modules/\n# theme-preview's output (build, compare, snapshot)\n_site/\n_compare/\n_snapshots/\n"
        #expect(try String(contentsOf: folder.appendingPathComponent("site/.gitignore"), encoding: .utf8) == ignored)
        // Again: nothing to write, and the lines are not added twice.
        let again = try cli.run(["init", "--force"], in: folder)
        #expect(again.stdout.hasPrefix("Wrote nothing into site/: every starter file is there already.\nKept 5 files"))
        #expect(try String(contentsOf: folder.appendingPathComponent("site/.gitignore"), encoding: .utf8) == ignored)
    }

    @Test func onlyTheOutputFoldersNotIgnoredYetAreAdded() throws {
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try cli.write("/_site\n_snapshots/\n", to: folder.appendingPathComponent("site/.gitignore"))
        let forced = try cli.run(["init", "--force"], in: folder)
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(forced.stdout.contains("Added _compare/ to site/.gitignore.\n"))
        #expect(try String(contentsOf: folder.appendingPathComponent("site/.gitignore"), encoding: .utf8)
                == "/_site\n_snapshots/\n# theme-preview's output (build, compare, snapshot)\n_compare/\n")
    }
}
