import Foundation
import TestSupport
import Testing

/// `theme-preview pdf`, run for real with the Chromium scripts/test installs.
struct PDFCommandTests {
    let cli = CLI()

    /// A small book: three docs in its summary's order, one a draft.
    func writeBook(in folder: URL) throws {
        try cli.write("title: The <Book>\n", to: folder.appendingPathComponent("site/config.yaml"))
        try cli.write("- [Intro](index.md)\n- [Setup](setup.md)\n- [Use](use.md)\n- [Draft](draft.md)\n",
                      to: folder.appendingPathComponent("site/docs/SUMMARY.md"))
        try cli.write("# Intro\n\nRead [setup](setup.md#steps).\n", to: folder.appendingPathComponent("site/docs/index.md"))
        try cli.write("# Setup\n\n## Steps\n\nOne.\n\n## Check\n\nTwo.\n", to: folder.appendingPathComponent("site/docs/setup.md"))
        try cli.write("# Use\n\n```swift\nlet x = 1\n```\n", to: folder.appendingPathComponent("site/docs/use.md"))
        try cli.write("---\ndraft: true\n---\n# Draft\n", to: folder.appendingPathComponent("site/docs/draft.md"))
    }

    /// The path of `name` on PATH, if it is there.
    static func onPath(_ name: String) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    @Test func printsTheBookWithAnOutlineAndASheetPerDoc() throws {
        try #require(SnapshotCommandTests.chromiumOnPath, "pdf needs Chromium on PATH: apt-get install chromium (scripts/test installs it)")
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try writeBook(in: folder)
        let result = try cli.run(["pdf", "site", "--output", "book.pdf", "--theme", "Forest"], in: folder, timeLimit: 600)
        #expect(result.status == 0 && !result.timedOut, "timed out: \(result.timedOut); \(result.stderr)")
        #expect(result.stdout.hasPrefix("Wrote book.pdf in "), "\(result.stdout)")
        let pdf = try Data(contentsOf: folder.appendingPathComponent("book.pdf"))
        #expect(pdf.starts(with: Array("%PDF-".utf8)))
        let text = String(decoding: pdf, as: UTF8.self)
        #expect(text.contains("/Outlines"), "the PDF has no outline (bookmarks)")
        // Nothing else is left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["book.pdf", "site"])
        // pdfinfo (poppler-utils, which scripts/test installs) counts the sheets: one per doc, the draft left out.
        if let pdfinfo = Self.onPath("pdfinfo") {
            let info = try run(pdfinfo, [folder.appendingPathComponent("book.pdf").path])
            #expect(info.contains("Pages:           3"), "\(info)")
        }
        if let pdftotext = Self.onPath("pdftotext") {
            let words = try run(pdftotext, ["-layout", folder.appendingPathComponent("book.pdf").path, "-"])
            #expect(words.contains("The <Book>"), "the header has the site's title: \(words)")
            #expect(words.contains("1/3") && words.contains("3/3"), "the footer numbers the pages: \(words)")
            #expect(!words.contains("Draft"), "\(words)")
        }
    }

    @Test func withoutChromiumItSaysWhatToInstallAndWritesNothing() throws {
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let empty = folder.appendingPathComponent("empty-bin")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        try writeBook(in: folder)
        let result = try cli.run(["pdf", "site", "--output", "book.pdf"], in: folder, environment: ["PATH": empty.path, "HOME": folder.path])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == """
            error: theme-preview pdf needs headless Chromium, and none was found on PATH (looked for chromium, chromium-browser, google-chrome).
            Install it: apt-get install chromium

            """, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("book.pdf").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("site/_site").path))
    }

    @Test func anUnknownThemeIsNamedWithTheSitesThemes() throws {
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try writeBook(in: folder)
        // The theme is checked after Chromium is found.
        try #require(SnapshotCommandTests.chromiumOnPath, "pdf needs Chromium on PATH: apt-get install chromium (scripts/test installs it)")
        let result = try cli.run(["pdf", "site", "--output", "book.pdf", "--theme", "nope"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("error: --theme 'nope' is not a theme of this site; expected one of: default, "), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("book.pdf").path))
    }

    @Test func buildWithPDFTruePrintsTheDocsPDFBeforeTheOutputIsMovedIntoPlace() throws {
        try #require(SnapshotCommandTests.chromiumOnPath, "pdf: true needs Chromium on PATH: apt-get install chromium (scripts/test installs it)")
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try writeBook(in: folder)
        try cli.write("title: The <Book>\npdf: true\n", to: folder.appendingPathComponent("site/config.yaml"))
        // The summary without its draft, which a build without --drafts warns about.
        try cli.write("- [Intro](index.md)\n- [Setup](setup.md)\n- [Use](use.md)\n", to: folder.appendingPathComponent("site/docs/SUMMARY.md"))
        let result = try cli.run(["build", "site", "--strict"], in: folder, timeLimit: 600)
        #expect(result.status == 0 && !result.timedOut, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        let pdf = try Data(contentsOf: folder.appendingPathComponent("site/_site/docs/docs.pdf"))
        #expect(pdf.starts(with: Array("%PDF-".utf8)))
        #expect(String(decoding: pdf, as: UTF8.self).contains("/Outlines"))
        let home = try String(contentsOf: folder.appendingPathComponent("site/_site/docs/index.html"), encoding: .utf8)
        #expect(home.contains("href=\"docs.pdf\""), "the docs home links the PDF")
    }

    @Test func buildWithPDFTrueWithoutChromiumWarnsAtTheKeyAndStrictKeepsTheLastOutput() throws {
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try writeBook(in: folder)
        try cli.write("title: The <Book>\npdf: true\n", to: folder.appendingPathComponent("site/config.yaml"))
        // The summary without its draft, which a build without --drafts warns about.
        try cli.write("- [Intro](index.md)\n- [Setup](setup.md)\n- [Use](use.md)\n", to: folder.appendingPathComponent("site/docs/SUMMARY.md"))
        let empty = folder.appendingPathComponent("empty-bin")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let environment = ["PATH": empty.path, "HOME": folder.path]
        let message = "'pdf: true': the docs home links docs/docs.pdf, which was not written: no Chromium was found on PATH to print it (looked for chromium, chromium-browser, google-chrome); install it (apt-get install chromium), or set 'pdf: false' and write the PDF with theme-preview pdf --output FILE"

        let warned = try cli.run(["build", "site", "--quiet"], in: folder, environment: environment)
        #expect(warned.status == 0)
        #expect(warned.stderr == "site/config.yaml:2:1: warning: \(message)\n", "\(warned.stderr)")
        let home = folder.appendingPathComponent("site/_site/docs/index.html")
        #expect(FileManager.default.fileExists(atPath: home.path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("site/_site/docs/docs.pdf").path))

        // With --strict the warning fails the build, and the last output stays as it was.
        try cli.write("# Intro\n\nChanged.\n", to: folder.appendingPathComponent("site/docs/index.md"))
        let before = try Data(contentsOf: home)
        let strict = try cli.run(["build", "site", "--strict"], in: folder, environment: environment)
        #expect(strict.status == 1)
        #expect(strict.stderr == "site/config.yaml:2:1: error: \(message)\nbuild failed with 1 error; nothing was written\n", "\(strict.stderr)")
        #expect(try Data(contentsOf: home) == before)
    }

    @Test func eachVersionGetsItsPDFFromBuildAndFromPDFVersions() throws {
        try #require(SnapshotCommandTests.chromiumOnPath, "pdf needs Chromium on PATH: apt-get install chromium (scripts/test installs it)")
        let repository = try VersionedBuildTests.Repository(cli: cli)
        // v3.0 asks for the PDF; v1.0 and v2.0 do not.
        try repository.write("site/config.yaml", "title: Acme\npdf: true\nversions: [v2.0, v3.0]\n")
        try repository.commit("pdf", at: "2025-02-01T10:00:00Z")
        try repository.git("tag", "v3.0")
        let build = try cli.run(["build", "site"], in: repository.root, timeLimit: 600)
        #expect(build.status == 0 && !build.timedOut, "\(build.stderr)")
        #expect(build.stdout.hasPrefix("Built 2 versions into site/_site (built v2.0, v3.0)"), "\(build.stdout)")
        let printed = try Data(contentsOf: repository.root.appendingPathComponent("site/_site/v3.0/docs/docs.pdf"))
        #expect(printed.starts(with: Array("%PDF-".utf8)))
        #expect(repository.exists("site/_site/latest/docs/docs.pdf"))
        #expect(!repository.exists("site/_site/v2.0/docs/docs.pdf"))
        try repository.write("site/config.yaml", "title: Acme\nversions: [v1.0, v2.0]\n")

        let pdfs = try cli.run(["pdf", "site", "--versions", "--output", "acme.pdf"], in: repository.root, timeLimit: 600)
        #expect(pdfs.status == 0 && !pdfs.timedOut, "\(pdfs.stderr)")
        #expect(pdfs.stdout.hasPrefix("Wrote acme-v1.0.pdf, acme-v2.0.pdf in "), "\(pdfs.stdout)")
        if let pdftotext = Self.onPath("pdftotext") {
            let one = try run(pdftotext, [repository.root.appendingPathComponent("acme-v1.0.pdf").path, "-"])
            let two = try run(pdftotext, [repository.root.appendingPathComponent("acme-v2.0.pdf").path, "-"])
            #expect(one.contains("Acme · v1.0") && one.contains("The guide.") && !one.contains("New in two."), "\(one)")
            #expect(two.contains("Acme · v2.0") && two.contains("New in two.") && !two.contains("The guide."), "\(two)")
            // The banner saying a newer version exists is the site's chrome, not the docs: not printed.
            #expect(!one.contains("You are reading"), "\(one)")
        }
    }

    func run(_ tool: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
