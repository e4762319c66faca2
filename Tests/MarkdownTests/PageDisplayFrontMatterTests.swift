@testable import Basics
@testable import Markdown
import Testing

/// Docusaurus' and Starlight's front matter for how a page is shown:
/// `hide_title`, `sidebar.hidden`, `tableOfContents`,
/// `hide_table_of_contents`, `pagination_next` and `pagination_prev`.
struct PageDisplayFrontMatterTests {
    func parse(_ text: String) throws(BuildFailure) -> FrontMatter {
        try FrontMatterParser.parse(text, file: "docs/a.md").frontMatter
    }

    @Test func docusaurusKeys() throws {
        let frontMatter = try parse("""
            ---
            hide_title: true
            hide_table_of_contents: true
            pagination_next: guides/setup
            pagination_prev: null
            sidebar_class_name: green
            sidebar_custom_props: {emoji: x}
            ---
            Text
            """)
        #expect(frontMatter.display.hidesTitle)
        #expect(frontMatter.display.tocLevels == nil)
        #expect(frontMatter.display.next == .doc(id: "guides/setup", at: SourceLocation(line: 4, column: 18)))
        #expect(frontMatter.display.previous == .hidden)
        #expect(frontMatter.warnings.isEmpty)
        #expect(frontMatter.unusedKeys.isEmpty && frontMatter.params.isEmpty)
    }

    @Test func starlightKeys() throws {
        let frontMatter = try parse("""
            ---
            sidebar:
              hidden: true
              order: 3
            tableOfContents:
              minHeadingLevel: 2
              maxHeadingLevel: 4
            ---
            """)
        #expect(frontMatter.display.hiddenFromSidebar)
        #expect(frontMatter.order == 3)
        #expect(frontMatter.display.tocLevels == 2...4)
        #expect(try parse("---\ntableOfContents: false\n---\n").display.tocLevels == nil)
        #expect(try parse("---\ntableOfContents: true\n---\n").display.tocLevels == 2...3)
        #expect(try parse("---\ntitle: A\n---\n").display == PageDisplay())
    }

    @Test func wrongValuesAreLocatedWarningsAndTheDefaultsStay() throws {
        let frontMatter = try parse("""
            ---
            hide_title: yes please
            tableOfContents: {minHeadingLevel: 4, maxHeadingLevel: 2}
            pagination_next: [a]
            sidebar: {hidden: 1}
            ---
            """)
        #expect(frontMatter.display == PageDisplay())
        #expect(frontMatter.warnings.map(\.description) == [
            "docs/a.md:2:13: warning: expected 'hide_title' to be true or false, found 'yes please'; the title is shown",
            "docs/a.md:3:18: warning: expected 'tableOfContents' to have minHeadingLevel and maxHeadingLevel from 1 to 6, the first not above the second; levels 2 to 3 are listed",
            "docs/a.md:4:18: warning: expected 'pagination_next' to be a doc id or null, found a list; the page's own pager is kept",
            "docs/a.md:5:10: warning: expected 'sidebar.hidden' to be true or false; the page is listed in the sidebar",
        ])
    }
}
