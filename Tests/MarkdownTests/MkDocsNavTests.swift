@testable import Markdown
import Testing

/// `mkdocs.yml`'s `nav` read as a summary (`MkDocsNav`).
struct MkDocsNavTests {
    func outline(_ chapters: [BookSummary.Chapter], depth: Int = 0) -> [String] {
        chapters.flatMap { chapter in
            ["\(String(repeating: "  ", count: depth))\(chapter.title)=\(chapter.path ?? "-")@\(chapter.line)"]
                + outline(chapter.children, depth: depth + 1)
        }
    }

    @Test func entriesSectionsIndexesAndLinks() throws {
        let nav = MkDocsNav("""
            site_name: x
            theme:
              name: material
            markdown_extensions:
              - pymdownx.superfences:
                  custom_fences:
                    - name: mermaid
                      format: !!python/name:pymdownx.superfences.fence_code_format
            extra:
              analytics: !ENV [ANALYTICS, none]
            nav:
              - Home: index.md
              - ./intro.md
              - Guide:
                - guide/index.md
                - Setup: guide/setup.md
                - Deeper:
                  - More: guide/deep/more.md
              - Source: https://github.com/x/y
            """, file: "mkdocs.yml")
        #expect(nav.problems.isEmpty)
        let summary = try #require(nav.summary)
        #expect(outline(summary.chapters.filter { _ in true }.isEmpty ? [] : summary.items.compactMap {
            if case .chapter(let chapter) = $0 { chapter } else { nil }
        }) == [
            "Home=index.md@12", "=intro.md@13", "Guide=guide/index.md@14", "  Setup=guide/setup.md@16", "  Deeper=-@17",
            "    More=guide/deep/more.md@18", "Source=-@19",
        ])
        #expect(summary.chapters.last?.url == "https://github.com/x/y")
    }

    @Test func noNavAndOtherDocsFolders() {
        #expect(MkDocsNav("site_name: x\n", file: "mkdocs.yml").summary == nil)
        #expect(MkDocsNav("docs_dir: src\n", file: "mkdocs.yml").docsDir == "src")
        let bad = MkDocsNav("nav: index.md\n", file: "mkdocs.yml")
        #expect(bad.summary == nil)
        #expect(bad.problems.map { "\($0.line):\($0.column)" } == ["1:6"])
    }

    /// `markdown_extensions`, as names and with settings (`MkDocsExtensions`).
    @Test func markdownExtensions() {
        let extensions = MkDocsExtensions("""
            site_name: x
            markdown_extensions:
              - abbr
              - pymdownx.tilde
              - pymdownx.snippets:
                  auto_append:
                    - includes/abbreviations.md
              - pymdownx.emoji:
                  emoji_index: !!python/name:material.extensions.emoji.twemoji
            """, file: "mkdocs.yml")
        #expect(extensions.names == ["abbr", "pymdownx.tilde", "pymdownx.snippets", "pymdownx.emoji"])
        #expect(extensions.tildeSubscript)
        #expect(extensions.autoAppend == ["includes/abbreviations.md"])
        let one = MkDocsExtensions("markdown_extensions:\n  - pymdownx.snippets:\n      auto_append: a.md\n", file: "mkdocs.yml")
        #expect(one.autoAppend == ["a.md"] && !one.tildeSubscript)
        #expect(MkDocsExtensions("nav: []\n", file: "mkdocs.yml") == MkDocsExtensions())
    }
}
