import Foundation
@testable import Markdown
@testable import PreviewRenderer
import Basics
import Testing

/// No id on a doc's page is given twice: headings, their second ids
/// (`HeadingAliases`) and attribute lists never take an id the layout,
/// a footnote or the doc's raw HTML has (issue 48).
struct PageIDCollisionTests {
    static func render(_ markdown: String) -> RenderedMarkdown {
        var options = MarkdownOptions()
        options.reservedIDs = DocPageIDs.reserved
        return MarkdownRenderer().render(markdown, options: options)
    }

    @Test func headingsNeverTakeTheLayoutsIDs() {
        let rendered = Self.render("## Main\n\n## docs_nav\n\n## Panel theme hint 3\n\n## Panel theme hint x\n")
        #expect(rendered.headings.map(\.id) == ["main-1", "docs_nav", "panel-theme-hint-3-1", "panel-theme-hint-x"])
        // `docs_nav`'s second id would be the sidebar's `docs-nav`: none is given.
        #expect(rendered.html.contains("<h2 id=\"docs_nav\">docs_nav"))
        #expect(!rendered.html.contains("id=\"docs-nav\""))
    }

    @Test func headingsNeverTakeFootnotesIDs() {
        let rendered = Self.render("## fn 1\n\n## fn_1\n\nSee[^1].\n\n[^1]: note\n")
        #expect(rendered.headings.map(\.id) == ["fn-1-1", "fn_1"])
        #expect(rendered.html.contains("<li id=\"fn-1\">"))
        #expect(!rendered.html.contains("<span id=\"fn-1\">"))
    }

    @Test func headingsNeverTakeRawHTMLsIDs() {
        let rendered = Self.render("## User content x\n\n## user_content_x\n\n<a id=\"x\">raw</a>\n")
        #expect(rendered.headings.map(\.id) == ["user-content-x-1", "user_content_x"])
        #expect(rendered.html.contains("<a id=\"user-content-x\">raw</a>"))
        #expect(!rendered.html.contains("<span id=\"user-content-x\">"))
    }

    /// Without raw HTML that could meet them, such ids stay as GitHub gives them.
    @Test func rawHTMLsFormIsFreeWithoutRawHTML() {
        #expect(Self.render("## User content x\n").headings.map(\.id) == ["user-content-x"])
    }

    @Test func anExplicitIDThePageHasIsNumberedWithAWarning() {
        let rendered = Self.render("# T\n\n## Own {#main}\n")
        #expect(rendered.headings.map(\.id) == ["t", "main-1"])
        #expect(rendered.notices.map(\.message) == [
            "a heading's id `{#main}` is one the page has already (its layout's, a footnote's or raw HTML's), so the heading is numbered instead; choose another id",
        ])
        #expect(rendered.notices.map { [$0.line, $0.column] } == [[3, 1]])
    }

    @Test func attributeListsNeverTakeTheLayoutsIDs() {
        let rendered = Self.render("**t**{#docs-nav} and **u**{#term}\n")
        #expect(rendered.html == "<p><strong>t</strong>{#docs-nav} and <span id=\"term\"><strong>u</strong></span></p>\n")
    }

    @Test func reservedIDsMatchExactlyOrAsNumbered() {
        let ids = ReservedIDs(exact: ["main"], numbered: ["hint-"])
        #expect(ids.contains("main") && ids.contains("hint-0") && ids.contains("hint-12"))
        #expect(!ids.contains("main-1") && !ids.contains("hint-") && !ids.contains("hint-1a") && !ids.contains("hint"))
    }

    /// Every id the built-in layout writes around a doc is in
    /// `DocPageIDs.reserved`, and no id on a built doc page is there twice,
    /// with headings named after each of them.
    @Test func everyLayoutIDIsReservedAndNoneIsGivenTwice() throws {
        let fileSystem = InMemoryFileSystem(files: [
            "site/docs/index.md": "# Home\n\n## Main\n\n## Docs nav\n\n## Appearance panel\n\n## Theme css\n\n## Panel theme hint 0\n",
            "site/docs/guide/page.md": "# Page\n\nText.\n",
        ])
        try FullBuilder(fileSystem: fileSystem, generator: "test").build(siteDirectory: "site", output: "out")
        for page in ["out/docs/index.html", "out/docs/guide/page.html", "out/docs/guide/index.html"] {
            let html = String(decoding: try fileSystem.contents(of: page), as: UTF8.self)
            let ids = html.matches(of: /\ id="([^"]*)"/).map { String($0.1) }
            #expect(Set(ids).count == ids.count, "\(page): \(ids)")
            let headings = Set(html.matches(of: /<h[1-6] id="([^"]*)"/).map { String($0.1) })
            for id in ids where !headings.contains(id) {
                #expect(DocPageIDs.reserved.contains(id), "\(page): the layout's id '\(id)' is not in DocPageIDs.reserved")
            }
        }
    }
}
