@testable import Basics
import Foundation
@testable import PreviewRenderer
import Testing

/// The docs sidebar: every doc up to 100, beyond that the 50 around the page
/// and the docs index (`docs.html`) with all of them.
struct DocsNavigationTests {
    /// `count` docs `doc-001.md`…, titled "Doc 1"…, in that order.
    func site(docs count: Int, extra: [String: String] = [:]) -> [String: String] {
        var files = extra
        for number in 1...count {
            files[String(format: "site/docs/doc-%03d.md", number)] = "---\norder: \(number)\n---\n# Doc \(number)\n\nText \(number).\n"
        }
        return files
    }

    func build(_ files: [String: String], baseURL: String? = nil) throws -> InMemoryFileSystem {
        let fileSystem = InMemoryFileSystem(files: files)
        try FullBuilder(fileSystem: fileSystem, generator: "theme-preview test")
            .build(siteDirectory: "site", output: "out", options: BuildOptions(baseURL: baseURL))
        return fileSystem
    }

    func text(_ fileSystem: InMemoryFileSystem, _ path: String) throws -> String {
        String(decoding: try fileSystem.contents(of: path), as: UTF8.self)
    }

    /// The sidebar's items as (href, title, current), in order.
    func sidebar(_ html: String) throws -> [(href: String, title: String, current: Bool)] {
        let start = try #require(html.range(of: #"<nav class="tp-sidebar""#))
        let end = try #require(html.range(of: "</nav>", range: start.upperBound..<html.endIndex))
        let nav = String(html[start.lowerBound..<end.upperBound])
        return nav.matches(of: try Regex(#"<li><a href="([^"]+)"( aria-current="page")?>([^<]+)</a></li>"#)).map { match in
            (String(match.output[1].substring ?? ""), String(match.output[3].substring ?? ""), match.output[2].substring != nil)
        }
    }

    @Test func upToOneHundredDocsEveryPageListsEveryDocAndThereIsNoIndex() throws {
        let fileSystem = try build(site(docs: 100))
        let items = try sidebar(try text(fileSystem, "out/docs/doc-050.html"))
        #expect(items.count == 100)
        #expect(items.first?.href == "doc-001.html" && items.last?.title == "Doc 100")
        #expect(items.filter(\.current).map(\.title) == ["Doc 50"])
        #expect(!(try text(fileSystem, "out/docs/doc-050.html")).contains("tp-sidebar-window"))
        #expect(fileSystem.kind(at: "out/docs.html") == nil)
    }

    @Test func beyondOneHundredAPageListsTheFiftyAroundItAndLinksToTheIndex() throws {
        let fileSystem = try build(site(docs: 101))
        // Centred where it can be: 25 before, 24 after.
        var html = try text(fileSystem, "out/docs/doc-060.html")
        var items = try sidebar(html)
        #expect(items.map(\.title) == (35...84).map { "Doc \($0)" })
        #expect(items.filter(\.current).map(\.title) == ["Doc 60"])
        #expect(html.contains(#"<p class="tp-sidebar-window">Docs 35–84 of 101 · <a href="../docs.html">all docs</a></p>"#))
        #expect(html.contains(#"<p class="tp-sidebar-all"><a href="../docs.html">All 101 docs</a></p>"#))
        // At either end the window moves inward and still shows 50.
        html = try text(fileSystem, "out/docs/doc-001.html")
        items = try sidebar(html)
        #expect(items.map(\.title) == (1...50).map { "Doc \($0)" })
        #expect(items.first?.current == true)
        #expect(html.contains("Docs 1–50 of 101"))
        items = try sidebar(try text(fileSystem, "out/docs/doc-101.html"))
        #expect(items.map(\.title) == (52...101).map { "Doc \($0)" })
        #expect(items.last?.current == true)
        // Previous and next still step through every doc.
        #expect(try text(fileSystem, "out/docs/doc-060.html").contains(#"<a class="tp-pager-next" href="doc-061.html" rel="next">"#))
    }

    @Test func theIndexListsEveryDocInReadingOrderWithLinksFromTheSiteRoot() throws {
        let fileSystem = try build(site(docs: 120, extra: ["site/docs/guide/deep.md": "---\norder: 0\ntitle: Deep <one>\n---\nText.\n"]))
        let html = try text(fileSystem, "out/docs.html")
        #expect(html.contains("<title>All 121 docs · Design tokens</title>"))
        #expect(html.contains("<h1>All 121 docs</h1>"))
        let links = html.matches(of: try Regex(#"<li><a href="(docs/[^"]+)">([^<]+)</a></li>"#)).map {
            String($0.output[1].substring ?? "") + " " + String($0.output[2].substring ?? "")
        }
        #expect(links.count == 121)
        #expect(links.first == "docs/guide/deep.html Deep &lt;one&gt;")
        #expect(links[1] == "docs/doc-001.html Doc 1" && links.last == "docs/doc-120.html Doc 120")
        // The header marks Docs, and a doc in a sub-folder links up to the index.
        #expect(html.contains(#"<li><a href="docs/doc-001.html" aria-current="page">Docs</a></li>"#) == false)
        #expect(html.contains(#"aria-current="page">Docs</a>"#))
        #expect(try text(fileSystem, "out/docs/guide/deep.html").contains(#"<a href="../../docs.html">All 121 docs</a>"#))
    }

    @Test func theSitemapListsTheIndex() throws {
        let fileSystem = try build(site(docs: 101), baseURL: "https://example.com/design/")
        let sitemap = try text(fileSystem, "out/sitemap.xml")
        #expect(sitemap.contains("<loc>https://example.com/design/docs.html</loc>"))
    }

    @Test func aStaticFileNamedLikeTheIndexIsAClash() throws {
        #expect(throws: BuildFailure.self) {
            try build(site(docs: 101, extra: ["site/static/docs.html": "mine"]))
        }
        // With the sidebar listing every doc there is no index to clash with.
        #expect(try text(try build(site(docs: 3, extra: ["site/static/docs.html": "mine"])), "out/docs.html") == "mine")
    }
}
