@testable import Basics
import Foundation
@testable import Markdown
@testable import PreviewRenderer
import Testing

/// An MkDocs site's `mkdocs.yml` beside the docs folder: its `nav` is the
/// sidebar and the reading order, as mdBook's SUMMARY.md is.
struct MkDocsNavSiteTests {
    static let files: [String: String] = [
        "site/mkdocs.yml": """
            site_name: Demo
            docs_dir: docs
            markdown_extensions:
              - pymdownx.emoji:
                  emoji_index: !!python/name:material.extensions.emoji.twemoji
                  emoji_generator: !!python/name:material.extensions.emoji.to_svg
            nav:
              - Home: index.md
              - getting-started.md
              - Guide:
                  - guide/index.md
                  - Install: guide/install.md
                  - Advanced:
                      - Deep dive: guide/advanced/deep.md
              - GitHub: https://github.com/example/demo
            """,
        "site/docs/index.md": "# Welcome\n",
        "site/docs/getting-started.md": "# Getting started\n",
        "site/docs/guide/index.md": "# The guide\n",
        "site/docs/guide/install.md": "# Installing\n",
        "site/docs/guide/advanced/deep.md": "# Deep\n",
        "site/docs/zebra.md": "# Zebra\n",
        "site/docs/apple.md": "# Apple\n",
    ]

    @Test func theNavIsTheReadingOrderAndTheSidebarTitles() throws {
        let site = try Resolver.resolve(Loader(fileSystem: InMemoryFileSystem(files: Self.files)).load("site"))
        #expect(site.docs.map(\.sourcePath) == [
            "index.md", "getting-started.md", "guide/index.md", "guide/install.md", "guide/advanced/deep.md", "apple.md", "zebra.md",
        ])
        let titles = site.docs.map { $0.navigationTitle ?? $0.title }
        #expect(titles == ["Home", "Getting started", "Guide", "Install", "Deep dive", "Apple", "Zebra"])
        #expect(site.tree.folders[0].entries.contains(.link("GitHub", url: "https://github.com/example/demo")))
        #expect(site.warnings.map { "\($0.file):\($0.line.map(String.init) ?? "-"): \($0.message)" } == [
            "site/mkdocs.yml:-: 2 docs are not in mkdocs.yml's nav and are listed after its pages: apple.md, zebra.md; add them to the nav to place them",
        ])
    }

    @Test func aNavEntryThatIsNoPageIsALocatedWarning() throws {
        var files = Self.files
        files["site/mkdocs.yml"] = "nav:\n  - index.md\n  - Missing: nowhere.md\n  - 42: [1, 2]\n"
        let site = try Resolver.resolve(Loader(fileSystem: InMemoryFileSystem(files: files)).load("site"))
        #expect(site.warnings.map { "\($0.line.map(String.init) ?? "-"):\($0.column.map(String.init) ?? "-")" }.prefix(1) == ["3:5"])
        #expect(site.warnings.first?.message == "'Missing' names nowhere.md, which is not a doc in the docs folder; it is listed without a page")
    }

    @Test func anMkDocsFileForAnotherDocsFolderIsNotRead() throws {
        var files = Self.files
        files["site/mkdocs.yml"] = "docs_dir: src\nnav:\n  - zebra.md\n"
        let site = try Resolver.resolve(Loader(fileSystem: InMemoryFileSystem(files: files)).load("site"))
        #expect(site.docs.first?.sourcePath == "index.md")
        #expect(site.docs.last?.sourcePath == "zebra.md")
        #expect(site.warnings.isEmpty)
    }

    /// `markdown_extensions`: pymdownx.snippets' `auto_append` adds its files
    /// to every page (the abbreviations apply everywhere), and pymdownx.tilde
    /// makes `H~2~O` a subscript.
    @Test func autoAppendedSnippetsAndTildeSubscripts() throws {
        let files = [
            "site/mkdocs.yml": """
                markdown_extensions:
                  - abbr
                  - pymdownx.tilde
                  - pymdownx.snippets:
                      auto_append:
                        - includes/abbreviations.md
                        - includes/missing.md
                """,
            "site/includes/abbreviations.md": "*[HTML]: Hyper Text Markup Language\n",
            "site/docs/index.md": "# Home\n\nHTML and H~2~O, ~~old~~.\n",
            "site/docs/other.md": "# Other\n\nMore HTML.\n",
        ]
        let site = try Resolver.resolve(Loader(fileSystem: InMemoryFileSystem(files: files)).load("site"))
        #expect(site.docs.map(\.rendered.html) == [
            "<h1 id=\"home\">Home</h1>\n<p><abbr title=\"Hyper Text Markup Language\">HTML</abbr> and H<sub>2</sub>O, <del>old</del>.</p>\n",
            "<h1 id=\"other\">Other</h1>\n<p>More <abbr title=\"Hyper Text Markup Language\">HTML</abbr>.</p>\n",
        ])
        #expect(site.warnings.map { "\($0.file):\($0.line.map(String.init) ?? "-"):\($0.column.map(String.init) ?? "-"): \($0.message)" } == [
            "site/mkdocs.yml:7:11: pymdownx.snippets' auto_append names includes/missing.md, which is not added to the pages: found nothing at site/includes/missing.md",
        ])
    }
}
