@testable import Basics
import Foundation
@testable import PreviewRenderer
import Testing
import TestSupport

/// Which files of a docs folder are published, and where: another
/// generator's files the build reads are not copied to the output.
struct DocsFolderFilesTests {
    /// `files` (paths under a new temporary folder) written to disk.
    static func write(_ files: [String: String]) throws -> String {
        let folder = try temporaryFolder("docsfiles")
        for (path, text) in files {
            let file = joinPath(folder, path)
            try FileManager.default.createDirectory(atPath: parentFolder(of: file), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        }
        return folder
    }

    /// The site in `folder`'s `site/` built into its `out/`.
    static func build(in folder: String) throws -> BuildSummary {
        try FullBuilder(fileSystem: LocalFileSystem(), generator: SiteBuildTests.generator)
            .build(siteDirectory: joinPath(folder, "site"), output: joinPath(folder, "out"))
    }

    /// `files` written and built: the folder, the summary.
    static func build(_ files: [String: String]) throws -> (folder: String, summary: BuildSummary) {
        let folder = try write(files)
        return (folder, try build(in: folder))
    }

    /// The files under `folder`'s `out/docs/`, sorted.
    static func outputDocs(_ folder: String) throws -> [String] {
        try LocalFileSystem().files(under: joinPath(folder, "out/docs")).sorted()
    }

    @Test func aSidebarsFileInTheDocsFolderIsReadButNotCopied() throws {
        let (folder, summary) = try Self.build([
            "site/docs/index.md": "# Home\n",
            "site/docs/sidebars.json": #"{"docs": ["guides/b", "guides/a"]}"#,
            "site/docs/guides/a.md": "# A\n",
            "site/docs/guides/b.md": "# B\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try Self.outputDocs(folder) == ["guides/a.html", "guides/b.html", "index.html"])
        // Read: its order is the reading order.
        let page = try Self.page(folder, "docs/guides/a.html")
        #expect(page.contains(#"<a class="tp-pager-previous" href="b.html" rel="prev">"#))
        #expect(summary.warnings.map(\.message) == [])
    }

    @Test func categoryFilesAreReadButNotCopied() throws {
        let (folder, summary) = try Self.build([
            "site/docs/index.md": "# Home\n",
            "site/docs/guides/_category_.json": #"{"label": "All guides"}"#,
            "site/docs/guides/a.md": "# A\n",
            "site/docs/more/_category_.yml": "label: More\n",
            "site/docs/more/b.md": "# B\n",
            "site/docs/more/notes.txt": "kept\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try Self.outputDocs(folder) == [
            "guides/a.html", "guides/index.html", "index.html", "more/b.html", "more/index.html", "more/notes.txt",
        ])
        let page = String(decoding: try Data(contentsOf: URL(fileURLWithPath: joinPath(folder, "out/docs/more/b.html"))), as: UTF8.self)
        #expect(page.contains(">All guides</a>"))
        #expect(page.contains(">More</a>"))
        // Only the text file is named as unlinked.
        #expect(summary.warnings.filter { $0.message.contains("neither") }.map(\.message) == [
            "1 file here is neither a doc nor linked by one, so no page leads to it (published as it is): more/notes.txt; theme-preview reads .md and .mdx files as pages, and not other generators' own files",
        ])
    }

    static func page(_ folder: String, _ path: String) throws -> String {
        String(decoding: try Data(contentsOf: URL(fileURLWithPath: joinPath(folder, "out", path))), as: UTF8.self)
    }

    @Test func aSlugIsThePagesAddressAndLinksFollowIt() throws {
        let (folder, summary) = try Self.build([
            "site/docs/index.md": "# Home\n\n[Intro](guide/intro.md), [by slug](/docs/custom/place#top), [relative](guide/bonjour)\n",
            "site/docs/guide/intro.md": "---\nsidebar_position: 1\nslug: /custom/place\n---\n# Intro\n\n[Back](../index.md) ![Logo](img/logo.png) [Other](other.md)\n",
            "site/docs/guide/other.md": "---\nsidebar_position: 2\nslug: bonjour\n---\n# Other\n\n[Intro](intro.md#top)\n",
            "site/docs/guide/img/logo.png": "not really a PNG",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try Self.outputDocs(folder) == [
            "custom/place.html", "guide/bonjour.html", "guide/img/logo.png", "guide/index.html", "index.html",
        ])
        let home = try Self.page(folder, "docs/index.html")
        #expect(home.contains(#"<p><a href="custom/place.html">Intro</a>, <a href="custom/place.html#top">by slug</a>, <a href="guide/bonjour.html">relative</a></p>"#))
        let intro = try Self.page(folder, "docs/custom/place.html")
        #expect(intro.contains(#"<p><a href="../index.html">Back</a> <img src="../guide/img/logo.png" alt="Logo" /> <a href="../guide/bonjour.html">Other</a></p>"#))
        let other = try Self.page(folder, "docs/guide/bonjour.html")
        #expect(other.contains(#"<a href="../custom/place.html#top">Intro</a>"#))
        // The sidebar keeps the folder's order, with the pages' addresses.
        let intoGuide = try #require(other.range(of: #"<a href="../custom/place.html""#))
        let next = try #require(other.range(of: #"<a href="bonjour.html""#))
        #expect(intoGuide.lowerBound < next.lowerBound)
        #expect(summary.warnings.filter { $0.file.hasSuffix(".md") }.map(\.description) == [])
    }

    @Test func twoPagesAtOneAddressIsAnErrorAtTheSlug() throws {
        let folder = try Self.write([
            "site/docs/index.md": "# Home\n",
            "site/docs/a.md": "# A\n",
            "site/docs/guide/b.md": "---\ntitle: B\nslug: /a\n---\n# B\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect {
            _ = try Self.build(in: folder)
        } throws: { error in
            guard let failure = error as? BuildFailure else { return false }
            return failure.diagnostics.map(\.description).filter { $0.contains("slug") }.map { String($0.drop { $0 != ":" }) }
                == [":3:7: error: slug '/a' publishes this page at docs/a.html, where docs/a.md is published too; change the slug (two pages cannot share an address)"]
        }
    }

    @Test func partialsAreNotPagesAndAreShownWhereImported() throws {
        let (folder, summary) = try Self.build([
            "site/docs/index.md": "import Note from './_note.md';\n\n# Home\n\n<Note />\n\nAfter.\n",
            "site/docs/_note.md": "---\ntitle: A note\n---\nShared **text**, [home](index.md).\n\nimport Deeper from './_parts/deeper.md';\n\n<Deeper />\n",
            "site/docs/_parts/deeper.md": "Deeper.\n",
            "site/docs/_unused.md": "Nobody imports this.\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try Self.outputDocs(folder) == ["index.html"])
        let home = try Self.page(folder, "docs/index.html")
        #expect(home.contains("<p>Shared <strong>text</strong>, <a href=\"index.html\">home</a>.</p>\n<p>Deeper.</p>\n<p>After.</p>"))
        #expect(!home.contains("A note") && !home.contains("_note.md") && !home.contains("&lt;Note"))
        #expect(summary.warnings.filter { $0.file.hasSuffix("docs") }.map(\.message) == [
            "1 partial (a Markdown file whose name or folder starts with _, not a page) is imported by no page, so it is not shown: _unused.md",
        ])
    }

    /// Starlight's `@/` (and `~/`) is `src/`, Docusaurus' `@site/` the
    /// site's folder: the partial they name is shown; one that is not
    /// there keeps its tag, with a warning at the tag.
    @Test func aliasedImportsOfPartialsAreResolved() throws {
        let (folder, summary) = try Self.build([
            "site/config.yaml": "title: T\ndocs: ../src/content/docs\n",
            "src/content/docs/index.mdx": """
                import Foo from '@/components/Foo.md';
                import Bar from "~/components/nested/Bar.mdx";
                import Gone from '@/components/Gone.md';

                # Home

                <Foo />

                <div class="x">
                    <Bar/>
                </div>

                <Gone />

                """,
            "src/components/Foo.md": "Foo **bold**.\n",
            "src/components/nested/Bar.mdx": "---\ntitle: Bar\n---\nBar text.\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let home = try Self.page(folder, "docs/index.html")
        #expect(home.contains("<p>Foo <strong>bold</strong>.</p>"))
        #expect(home.contains("Bar text."))
        #expect(!home.contains("title: Bar"))
        let messages = summary.warnings.filter { $0.file.hasSuffix("index.mdx") }.map { "\($0.line ?? 0):\($0.column ?? 0): \($0.message)" }
        // The missing partial: one warning, at its tag, and nothing shown.
        #expect(messages.filter { $0.contains("Gone") }.count == 1)
        #expect(messages.contains { $0.hasPrefix("13:1: <Gone /> is left out (it shows the Markdown file `@/components/Gone.md` it imports): ")
            && $0.contains("src/components/Gone.md") })
        #expect(!home.contains("Gone"))

        let (site, siteSummary) = try Self.build([
            "site/docs/index.md": "import Shared from '@site/src/partials/_shared.md';\n\n# Home\n\n<Shared />\n",
            "site/src/partials/_shared.md": "Shared from the site.\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: site) }
        #expect(try Self.page(site, "docs/index.html").contains("<p>Shared from the site.</p>"))
        #expect(siteSummary.warnings.filter { $0.file.hasSuffix("index.md") }.isEmpty)
    }

    @Test func serveRendersAPartialsImportersAgainWhenItChanges() throws {
        let fileSystem = InMemoryFileSystem(files: [
            "site/docs/index.md": "# Home\n",
            "site/docs/page.md": "import Note from './_note.md';\n\n# Page\n\n<Note />\n",
            "site/docs/_note.md": "The first note.\n",
        ])
        var builder = IncrementalBuilder(siteDirectory: "site", fileSystem: fileSystem, generator: "t")
        _ = try builder.build()
        #expect(builder.outputs["docs/_note.html"] == nil)
        #expect(String(decoding: builder.outputs["docs/page.html"] ?? Data(), as: UTF8.self).contains("<p>The first note.</p>"))
        try fileSystem.write(Data("An edited note.\n".utf8), to: "site/docs/_note.md")
        let update = try builder.update(changedPaths: ["docs/_note.md"])
        #expect(update.changes.map(\.path).contains("docs/page.html"))
        #expect(builder.outputs["docs/_note.html"] == nil)
        #expect(String(decoding: builder.outputs["docs/page.html"] ?? Data(), as: UTF8.self).contains("<p>An edited note.</p>"))
    }
}
