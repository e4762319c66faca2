@testable import Basics
import Foundation
@testable import PreviewRenderer
import Testing

/// The docs sidebar: every doc up to 100, beyond that the 10 around the page
/// and the docs index (`docs.html`) with all of them, and the whole tree in
/// a script the pages share (`assets/docs-nav.js`).
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

    @Test func beyondOneHundredAPageListsTheTenAroundItAndLinksToTheIndex() throws {
        let fileSystem = try build(site(docs: 101))
        // Centred where it can be: 5 before, 4 after.
        var html = try text(fileSystem, "out/docs/doc-060.html")
        var items = try sidebar(html)
        #expect(items.map(\.title) == (55...64).map { "Doc \($0)" })
        #expect(items.filter(\.current).map(\.title) == ["Doc 60"])
        #expect(html.contains(#"<p class="tp-sidebar-window">Docs 55–64 of 101 · <a href="../docs.html">all docs</a></p>"#))
        #expect(html.contains(#"<p class="tp-sidebar-all"><a href="../docs.html">All 101 docs</a></p>"#))
        // At either end the window moves inward and still shows 10.
        html = try text(fileSystem, "out/docs/doc-001.html")
        items = try sidebar(html)
        #expect(items.map(\.title) == (1...10).map { "Doc \($0)" })
        #expect(items.first?.current == true)
        #expect(html.contains("Docs 1–10 of 101"))
        items = try sidebar(try text(fileSystem, "out/docs/doc-101.html"))
        #expect(items.map(\.title) == (92...101).map { "Doc \($0)" })
        #expect(items.last?.current == true)
        // Previous and next still step through every doc.
        #expect(try text(fileSystem, "out/docs/doc-060.html").contains(#"<a class="tp-pager-next" href="doc-061.html" rel="next">"#))
    }

    /// The part of a page from its sidebar's `<nav>` to the end of the drawer.
    func navigation(_ html: String) throws -> Substring {
        let start = try #require(html.range(of: #"<div class="tp-drawer""#))
        let end = try #require(html.range(of: "</nav>\n</div>", range: start.upperBound..<html.endIndex))
        return html[start.lowerBound..<end.upperBound]
    }

    @Test func beyondOneHundredThePagesShareTheWholeTreeAndHoldOnlyTheirWindow() throws {
        let fileSystem = try build(site(docs: 150, extra: [
            "site/docs/guide/index.md": "---\norder: 0\n---\n# Guide\n",
            "site/docs/guide/deep.md": "# Deep & one\n",
        ]))
        // The page says where the whole tree is, and its own path from the root.
        let html = try text(fileSystem, "out/docs/guide/deep.html")
        #expect(html.contains(#"<ul class="tp-tree" data-shared-nav="../../assets/docs-nav.js" data-nav-key="" data-page="docs/guide/deep.html">"#))
        // Its navigation is its window and no more, whatever the site's size:
        // the drawer's 5 site links, the top section's 10 (the guide open)
        // and the guide's one doc, current.
        let nav = try navigation(html)
        #expect(nav.matches(of: try Regex("<li")).count == 5 + 10 + 1)
        #expect(nav.contains(#"<li><a href="deep.html" aria-current="page">Deep &amp; one</a></li>"#))
        #expect(nav.utf8.count < 2_000)
        // The script defines the tree once, its items with links from the
        // root, none current, the guide a closed disclosure with its doc,
        // and every doc.
        let script = try text(fileSystem, "out/assets/docs-nav.js")
        let prefix = "/* Generated by theme-preview: the docs sidebar's whole tree, its links from the site root. */\n"
            + "(window.ThemePreviewNav = window.ThemePreviewNav || {})[\"\"] = "
        #expect(script.hasPrefix(prefix) && script.hasSuffix(";\n"))
        let literal = Data(script.dropFirst(prefix.count).dropLast(2).utf8)
        let tree = try #require(try JSONSerialization.jsonObject(with: literal, options: .fragmentsAllowed) as? String)
        #expect(tree.hasPrefix("""
            <li class="tp-tree-folder"><a href="docs/guide/index.html">Guide</a>
            <details><summary><span class="tp-visually-hidden">Pages in Guide</span></summary>
            <ul>
            <li><a href="docs/guide/deep.html">Deep &amp; one</a></li>
            </ul>
            </details>
            </li>
            <li><a href="docs/doc-001.html">Doc 1</a></li>

            """))
        let docs = tree.matches(of: try Regex(#"<li><a href="docs/doc-(\d+)\.html">Doc (\d+)</a></li>"#)).map {
            (String($0.output[1].substring ?? ""), String($0.output[2].substring ?? ""))
        }
        #expect(docs.map(\.0) == (1...150).map { String(format: "%03d", $0) })
        #expect(docs.map(\.1) == (1...150).map { String($0) })
        #expect(!tree.contains("aria-current") && !tree.contains("<details open"))
        // A site that lists every doc in every page has no shared tree.
        #expect(try build(site(docs: 100)).kind(at: "out/assets/docs-nav.js") == nil)
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
