@testable import Basics
import Foundation
@testable import PreviewRenderer
import Testing

/// Docusaurus' and Starlight's front matter for how a page is shown, in
/// the built pages: no title heading, no "On this page", other levels in
/// it, pager links named by doc id or hidden, a page left out of the
/// sidebar.
struct PageDisplaySiteTests {
    static let files: [String: String] = [
        "site/docs/index.md": "# Home\n",
        "site/docs/a.md": "---\ntitle: Alpha\nhide_title: true\nhide_table_of_contents: true\npagination_next: c\npagination_prev: null\n---\nText\n\n## One\n\n## Two\n",
        "site/docs/b.md": "---\ntitle: Beta\nsidebar:\n  hidden: true\ntableOfContents:\n  maxHeadingLevel: 4\npagination_next: nope\n---\n## One\n\n#### Deep\n",
        "site/docs/c.md": "---\ntitle: Gamma\n---\n## One\n\n### Three\n\n#### Four\n",
    ]

    @Test func theFrontMatterShapesTheTitleTheTableOfContentsThePagerAndTheSidebar() throws {
        let fileSystem = InMemoryFileSystem(files: Self.files)
        let summary = try FullBuilder(fileSystem: fileSystem, generator: SiteBuildTests.generator)
            .build(siteDirectory: "site", output: "out")
        func page(_ path: String) throws -> String { String(decoding: try fileSystem.contents(of: path), as: UTF8.self) }
        let a = try page("out/docs/a.html")
        #expect(!a.contains("<h1>"))
        #expect(a.contains("<title>Alpha · "))
        #expect(!a.contains("tp-toc"))
        #expect(!a.contains("rel=\"prev\""))
        #expect(a.contains("<a class=\"tp-pager-next\" href=\"c.html\" rel=\"next\">"))
        // b keeps its own next link (the id names no doc), lists level 4,
        // and is not in the sidebar, though built.
        let b = try page("out/docs/b.html")
        #expect(b.contains("<li class=\"tp-toc-level-4\"><a href=\"#deep\">Deep</a></li>"))
        #expect(b.contains("<a class=\"tp-pager-next\" href=\"c.html\" rel=\"next\">"))
        let c = try page("out/docs/c.html")
        #expect(c.contains("<h1>Gamma</h1>"))
        #expect(!c.contains("tp-toc-level-4"))
        #expect(c.contains("<li><a href=\"a.html\">Alpha</a></li>"))
        #expect(!c.contains(">Beta</a></li>"))
        #expect(summary.warnings.map(\.description) == [
            "site/docs/b.md:7:18: warning: 'pagination_next' names the doc id 'nope', which no doc has; the page's own pager link is kept",
        ])
    }
}
