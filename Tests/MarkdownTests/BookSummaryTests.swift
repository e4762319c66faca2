@testable import Basics
import Foundation
@testable import Markdown
@testable import PreviewRenderer
import Testing

/// An mdBook's `SUMMARY.md` is the sidebar: its order, nesting, titles,
/// parts and drafts, and not a page.
struct BookSummaryTests {
    static let summary = """
        # Summary

        [Introduction](README.md)

        # User guide

        - [Installation](guide/installation.md)
        - [Getting `started`](ch01-00-start.md)
            - [Hello](ch01-02-hello.md)
            - [Draft chapter]()
            - [Deeper](ch01-01-deeper.md)
                * [Deepest](ch01-01-01%20deepest.md)
        ## Not a part
        # Reference

        - [Missing](gone.md)
        - [Again](guide/installation.md)

        -----------

        [Contributors](misc/contributors.md)
        Some stray text
        """

    @Test func itsChaptersPartsAndDraftsAreReadWithTheirNesting() {
        let summary = BookSummary(Self.summary)
        #expect(summary.chapters.map { "\($0.title)=\($0.path ?? "draft")@\($0.line):\($0.column)" } == [
            "Introduction=README.md@3:1", "Installation=guide/installation.md@7:3", "Getting started=ch01-00-start.md@8:3",
            "Hello=ch01-02-hello.md@9:7", "Draft chapter=draft@10:7", "Deeper=ch01-01-deeper.md@11:7",
            "Deepest=ch01-01-01 deepest.md@12:11", "Missing=gone.md@16:3", "Again=guide/installation.md@17:3",
            "Contributors=misc/contributors.md@21:1",
        ])
        #expect(summary.items.map { item -> String in
            switch item {
            case .part(let title): "# \(title)"
            case .chapter(let chapter): "\(chapter.title) (\(chapter.children.count))"
            }
        } == ["Introduction (0)", "# User guide", "Installation (0)", "Getting started (3)", "# Reference", "Missing (0)", "Again (0)",
              "Contributors (0)"])
        #expect(summary.problems.map { "\($0.line):\($0.column) \($0.message.prefix(40))" } == [
            "13:1 a level-2 heading in SUMMARY.md is not a",
            "22:1 expected a chapter (`- [Title](file.md)`",
        ])
    }

    static let book: [String: String] = [
        "site/docs/SUMMARY.md": summary,
        "site/docs/README.md": "# Welcome\n",
        "site/docs/guide/installation.md": "# Installing it\n",
        "site/docs/ch01-00-start.md": "# Start\n",
        "site/docs/ch01-02-hello.md": "# Hello, world\n",
        "site/docs/ch01-01-deeper.md": "# Deeper\n",
        "site/docs/ch01-01-01 deepest.md": "# Deepest\n",
        "site/docs/misc/contributors.md": "# Contributors\n",
        "site/docs/zz-unlisted.md": "# Unlisted\n",
        "site/docs/a-unlisted.md": "# Also unlisted\n",
    ]

    func build(_ files: [String: String]) throws -> (InMemoryFileSystem, BuildSummary, ResolvedSite) {
        let fileSystem = InMemoryFileSystem(files: files)
        let summary = try FullBuilder(fileSystem: fileSystem, generator: "t").build(siteDirectory: "site", output: "out")
        let site = try Resolver.resolve(try Loader(fileSystem: fileSystem).load("site"))
        return (fileSystem, summary, site)
    }

    /// The sidebar's tree as text: parts `#`, drafts in brackets, nesting indented.
    func outline(_ page: String) -> [String] {
        guard let start = page.range(of: "<ul class=\"tp-tree\">"), let end = page.range(of: "</nav>", range: start.upperBound..<page.endIndex)
        else { return [] }
        var depth = 0
        var lines: [String] = []
        for line in page[start.upperBound..<end.lowerBound].split(separator: "\n") {
            if line.hasPrefix("<ul>") { depth += 1 }
            if line.hasPrefix("</ul>") { depth -= 1 }
            // The tree's own `</ul>` (its lines are not indented) takes depth below 0: nothing follows it.
            guard depth >= 0 else { break }
            let indent = String(repeating: "  ", count: depth)
            if line.hasPrefix("<li class=\"tp-tree-part\">") {
                lines.append(indent + "# " + line.dropFirst("<li class=\"tp-tree-part\">".count).dropLast("</li>".count))
            } else if let title = line.range(of: "tp-tree-unwritten\">") {
                lines.append(indent + "[" + line[title.upperBound...].prefix { $0 != "<" } + "]")
            } else if line.hasPrefix("<li"), let anchor = line.range(of: "\">", range: (line.range(of: "<a href=")?.upperBound ?? line.endIndex)..<line.endIndex) {
                lines.append(indent + line[anchor.upperBound...].prefix { $0 != "<" })
            }
        }
        return lines
    }

    @Test func itDefinesTheSidebarAndReadingOrderAndIsNotAPage() throws {
        let (fileSystem, summary, site) = try build(Self.book)
        #expect(fileSystem.kind(at: "out/docs/SUMMARY.html") == nil)
        #expect(site.docs.map(\.sourcePath) == [
            "README.md", "guide/installation.md", "ch01-00-start.md", "ch01-02-hello.md", "ch01-01-deeper.md",
            "ch01-01-01 deepest.md", "misc/contributors.md", "a-unlisted.md", "zz-unlisted.md",
        ])
        let page = String(decoding: try fileSystem.contents(of: "out/docs/ch01-02-hello.html"), as: UTF8.self)
        #expect(outline(page) == [
            "# User guide", "Installation", "Getting started", "  Hello", "  [Draft chapter]", "  Deeper", "    Deepest",
            "# Reference", "[Missing]", "Contributors", "Also unlisted", "Unlisted",
        ])
        // The page keeps its own title; the sidebar shows the summary's.
        #expect(page.contains("<title>Hello, world · Design tokens</title>"))
        #expect(page.contains("aria-current=\"page\">Hello</a>"))
        // Previous and next follow the summary.
        #expect(page.contains("href=\"ch01-00-start.html\"") && page.contains("href=\"ch01-01-deeper.html\""))
        #expect(summary.warnings.map(\.description).filter { $0.contains("SUMMARY.md") } == [
            "site/docs/SUMMARY.md:13:1: warning: a level-2 heading in SUMMARY.md is not a part title (those are `# Title`); mdBook ignores it, and so does the sidebar",
            "site/docs/SUMMARY.md:16:3: warning: 'Missing' names gone.md, which is not a doc in the docs folder; it is listed without a page (write the file, or make it a draft with `[Missing]()`)",
            "site/docs/SUMMARY.md:17:3: warning: 'Again' lists guide/installation.md again; a page is listed once, where SUMMARY.md first names it",
            "site/docs/SUMMARY.md:22:1: warning: expected a chapter (`- [Title](file.md)`, or `[Title]()` for a draft), a part title (`# Title`) or a separator (`---`) in SUMMARY.md; this line is left out of the sidebar",
            "site/docs/SUMMARY.md: warning: 2 docs are not in SUMMARY.md and are listed after its chapters: a-unlisted.md, zz-unlisted.md; add them to SUMMARY.md to place them",
        ])
    }

    @Test func aSummaryWithoutChaptersIsAPageAndEditsFollowAsAFullBuild() throws {
        let fileSystem = InMemoryFileSystem(files: ["site/docs/SUMMARY.md": "# Summary of the year\n\nNo links here.\n",
                                                    "site/docs/b.md": "# B\n", "site/docs/a.md": "# A\n"])
        var builder = IncrementalBuilder(siteDirectory: "site", fileSystem: fileSystem, generator: "t")
        _ = try builder.build()
        #expect(builder.outputs["docs/SUMMARY.html"] != nil)
        try fileSystem.write(Data("- [B first](b.md)\n- [A second](a.md)\n".utf8), to: "site/docs/SUMMARY.md")
        _ = try builder.update(changedPaths: ["docs/SUMMARY.md"])
        #expect(builder.outputs["docs/SUMMARY.html"] == nil)
        let page = String(decoding: builder.outputs["docs/a.html"] ?? Data(), as: UTF8.self)
        #expect(outline(page) == ["B first", "A second"])
        // Nesting alone changes the tree, not the list of docs.
        try fileSystem.write(Data("- [B first](b.md)\n  - [A second](a.md)\n".utf8), to: "site/docs/SUMMARY.md")
        _ = try builder.update(changedPaths: ["docs/SUMMARY.md"])
        #expect(outline(String(decoding: builder.outputs["docs/a.html"] ?? Data(), as: UTF8.self)) == ["B first", "  A second"])
        try FullBuilder(fileSystem: fileSystem, generator: "t").build(siteDirectory: "site", output: "check")
        for (path, data) in builder.outputs {
            #expect(try fileSystem.contents(of: "check/" + path) == data, "\(path) differs from a full build")
        }
    }
}
