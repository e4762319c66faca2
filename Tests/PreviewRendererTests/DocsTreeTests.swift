@testable import Basics
import Foundation
@testable import Markdown
@testable import PreviewRenderer
import Testing

/// The folders under `docs/` are the site's sections: index pages, generated
/// folder pages, the docs home, the sidebar's tree, breadcrumbs, reading
/// order and links to folders.
struct DocsTreeTests {
    /// Every case in one small tree.
    static let files: [String: String] = [
        "site/docs/intro.md": "---\norder: 0\n---\n# Intro\n",
        // README.md is the folder's page; the folder is named by its title
        // and takes the smallest order of its pages (it has none of its own).
        "site/docs/getting-started/README.md": "# Getting started guide\n",
        "site/docs/getting-started/install.md": "---\norder: 2\n---\n# Install\n",
        "site/docs/getting-started/first-steps.md": "---\norder: 1\n---\n# First steps\n",
        // index.md comes before _index.md and README.md, which stay pages.
        "site/docs/guide/index.md": "---\ntitle: The guide\nlinkTitle: Guide\norder: 2\n---\nAbout the guide.\n",
        "site/docs/guide/README.md": "# Guide readme\n",
        "site/docs/guide/_index.md": "# Underscore index\n",
        // A folder with no index page: generated, named from the folder.
        "site/docs/guide/advanced/deep-dive.md": """
            # Deep dive

            [readme](../../getting-started/README.md) [folder](../../getting-started) \
            [slash](../../getting-started/) [home](../../) [clash](../README.md) [index](../index.md) \
            [missing](../../zebra) [file](../../intro.md#top) [up](..)

            """,
        "site/docs/reference-docs/endpoints.md": "# Endpoints\n",
        "site/docs/zebra.md": "# Zebra\n",
    ]

    func build(_ files: [String: String] = files) throws -> (InMemoryFileSystem, BuildSummary) {
        let fileSystem = InMemoryFileSystem(files: files)
        let summary = try FullBuilder(fileSystem: fileSystem, generator: "theme-preview test")
            .build(siteDirectory: "site", output: "out")
        return (fileSystem, summary)
    }

    func text(_ fileSystem: InMemoryFileSystem, _ path: String) throws -> String {
        String(decoding: try fileSystem.contents(of: "out/" + path), as: UTF8.self)
    }

    /// The part of `html` from `start` to the first `end` after it.
    func part(_ html: String, from start: String, to end: String) throws -> String {
        let from = try #require(html.range(of: start))
        let to = try #require(html.range(of: end, range: from.upperBound..<html.endIndex))
        return String(html[from.lowerBound..<to.upperBound])
    }

    @Test func indexPagesReadingOrderAndFolderTitles() throws {
        let site = try Resolver.resolve(Loader(fileSystem: InMemoryFileSystem(files: Self.files)).load("site"))
        #expect(site.docs.map(\.sourcePath) == [
            "intro.md", "getting-started/README.md", "getting-started/first-steps.md", "getting-started/install.md",
            "guide/index.md", "guide/_index.md", "guide/advanced/deep-dive.md", "guide/README.md",
            "reference-docs/endpoints.md", "zebra.md",
        ])
        #expect(site.docs.map(\.outputPath) == [
            "docs/intro.html", "docs/getting-started/index.html", "docs/getting-started/first-steps.html",
            "docs/getting-started/install.html", "docs/guide/index.html", "docs/guide/_index.html",
            "docs/guide/advanced/deep-dive.html", "docs/guide/README.html", "docs/reference-docs/endpoints.html", "docs/zebra.html",
        ])
        #expect(site.tree.folders.map(\.path) == ["", "getting-started", "guide", "guide/advanced", "reference-docs"])
        #expect(site.tree.folders.map(\.title) == ["Docs", "Getting started guide", "Guide", "Advanced", "Reference docs"])
        #expect(site.tree.generatedFolders == [0, 3, 4])
        #expect(site.warnings.map(\.description) == [
            "site/docs/guide/_index.md: warning: docs/guide/index.md is already the page of docs/guide/ (index.md comes first, then _index.md, then README.md); this file is published as docs/guide/_index.html",
            "site/docs/guide/README.md: warning: docs/guide/index.md is already the page of docs/guide/ (index.md comes first, then _index.md, then README.md); this file is published as docs/guide/README.html",
        ])
    }

    @Test func everyFolderHasAPageAndTheDocsHomeIsGenerated() throws {
        let (fileSystem, summary) = try build()
        let written = Set(fileSystem.allFiles.keys.filter { $0.hasPrefix("out/docs/") })
        #expect(written == [
            "out/docs/index.html", "out/docs/intro.html", "out/docs/zebra.html",
            "out/docs/getting-started/index.html", "out/docs/getting-started/first-steps.html",
            "out/docs/getting-started/install.html",
            "out/docs/guide/index.html", "out/docs/guide/README.html", "out/docs/guide/_index.html",
            "out/docs/guide/advanced/index.html", "out/docs/guide/advanced/deep-dive.html",
            "out/docs/reference-docs/index.html", "out/docs/reference-docs/endpoints.html",
        ])
        // 10 docs and 3 generated folder pages.
        #expect(summary.docs == 10)
        let home = try text(fileSystem, "docs/index.html")
        #expect(home.contains("<title>Docs · Design tokens</title>"))
        #expect(try part(home, from: #"<ul class="tp-folder-list">"#, to: "</ul>") == """
            <ul class="tp-folder-list">
            <li><a href="intro.html">Intro</a></li>
            <li class="tp-folder-list-folder"><a href="getting-started/index.html">Getting started guide</a></li>
            <li class="tp-folder-list-folder"><a href="guide/index.html">Guide</a></li>
            <li class="tp-folder-list-folder"><a href="reference-docs/index.html">Reference docs</a></li>
            <li><a href="zebra.html">Zebra</a></li>
            </ul>
            """)
        // The docs home has no breadcrumbs; its sidebar heading is current.
        #expect(!home.contains("tp-breadcrumbs"))
        #expect(home.contains(#"<h2 class="tp-sidebar-heading"><a href="index.html" aria-current="page">Documentation</a></h2>"#))
        // The header's Docs link opens the docs home, from every page.
        #expect(try text(fileSystem, "index.html").contains(#"<a href="docs/index.html""#))
        #expect(try text(fileSystem, "docs/guide/advanced/deep-dive.html").contains(#"<a href="../../../docs/index.html""#))

        let advanced = try text(fileSystem, "docs/guide/advanced/index.html")
        #expect(advanced.contains("<h1>Advanced</h1>"))
        #expect(advanced.contains(#"<li><a href="deep-dive.html">Deep dive</a></li>"#))
        #expect(try part(advanced, from: #"<nav class="tp-breadcrumbs""#, to: "</nav>") == """
            <nav class="tp-breadcrumbs" aria-label="Breadcrumb">
            <ol>
            <li><a href="../../index.html">Docs</a></li>
            <li><a href="../index.html">Guide</a></li>
            <li><a href="index.html" aria-current="page">Advanced</a></li>
            </ol>
            </nav>
            """)
    }

    @Test func theSidebarIsTheTreeWithThePageOpenAndMarked() throws {
        let (fileSystem, _) = try build()
        let page = try text(fileSystem, "docs/guide/advanced/deep-dive.html")
        // Every folder is in the page (up to 100 docs); those above the page
        // are open, the others closed; the page is marked.
        #expect(try part(page, from: #"<ul class="tp-tree">"#, to: "</ul>\n</nav>") == """
            <ul class="tp-tree">
            <li><a href="../../intro.html">Intro</a></li>
            <li class="tp-tree-folder"><a href="../../getting-started/index.html">Getting started guide</a>
            <details><summary><span class="tp-visually-hidden">Pages in Getting started guide</span></summary>
            <ul>
            <li><a href="../../getting-started/first-steps.html">First steps</a></li>
            <li><a href="../../getting-started/install.html">Install</a></li>
            </ul>
            </details>
            </li>
            <li class="tp-tree-folder"><a href="../index.html">Guide</a>
            <details open><summary><span class="tp-visually-hidden">Pages in Guide</span></summary>
            <ul>
            <li><a href="../_index.html">Underscore index</a></li>
            <li class="tp-tree-folder"><a href="index.html">Advanced</a>
            <details open><summary><span class="tp-visually-hidden">Pages in Advanced</span></summary>
            <ul>
            <li><a href="deep-dive.html" aria-current="page">Deep dive</a></li>
            </ul>
            </details>
            </li>
            <li><a href="../README.html">Guide readme</a></li>
            </ul>
            </details>
            </li>
            <li class="tp-tree-folder"><a href="../../reference-docs/index.html">Reference docs</a>
            <details><summary><span class="tp-visually-hidden">Pages in Reference docs</span></summary>
            <ul>
            <li><a href="../../reference-docs/endpoints.html">Endpoints</a></li>
            </ul>
            </details>
            </li>
            <li><a href="../../zebra.html">Zebra</a></li>
            </ul>
            </nav>
            """)
        #expect(try part(page, from: #"<nav class="tp-breadcrumbs""#, to: "</nav>") == """
            <nav class="tp-breadcrumbs" aria-label="Breadcrumb">
            <ol>
            <li><a href="../../index.html">Docs</a></li>
            <li><a href="../index.html">Guide</a></li>
            <li><a href="index.html">Advanced</a></li>
            <li><a href="deep-dive.html" aria-current="page">Deep dive</a></li>
            </ol>
            </nav>
            """)
        // A folder's own page marks the folder and opens it.
        let guide = try text(fileSystem, "docs/guide/index.html")
        #expect(guide.contains("""
            <li class="tp-tree-folder"><a href="index.html" aria-current="page">Guide</a>
            <details open>
            """))
        #expect(guide.contains("<title>The guide · Design tokens</title>"))
        // Previous and next follow the tree.
        #expect(guide.contains(#"<a class="tp-pager-previous" href="../getting-started/install.html" rel="prev">"#))
        #expect(guide.contains(#"<a class="tp-pager-next" href="_index.html" rel="next">"#))
    }

    @Test func linksToReadmesAndFoldersLeadToTheFolderPages() throws {
        let (fileSystem, _) = try build()
        let page = try text(fileSystem, "docs/guide/advanced/deep-dive.html")
        #expect(page.contains("""
            <a href="../../getting-started/index.html">readme</a> \
            <a href="../../getting-started/index.html">folder</a> \
            <a href="../../getting-started/index.html">slash</a> \
            <a href="../../index.html">home</a> \
            <a href="../README.html">clash</a> \
            <a href="../index.html">index</a> \
            <a href="../../zebra.html">missing</a> \
            <a href="../../intro.html#top">file</a> \
            <a href="../index.html">up</a>
            """))
    }

    @Test func aReadmeAtTheTopIsTheDocsHome() throws {
        var files = Self.files
        files["site/docs/README.md"] = "# Welcome\n"
        let (fileSystem, _) = try build(files)
        let home = try text(fileSystem, "docs/index.html")
        #expect(home.contains("<title>Welcome · Design tokens</title>"))
        #expect(home.contains(#"<h1 id="welcome">Welcome</h1>"#))
        // The top folder is named by it in breadcrumbs.
        #expect(try text(fileSystem, "docs/zebra.html").contains(#"<li><a href="index.html">Welcome</a></li>"#))
        #expect(fileSystem.kind(at: "out/docs/README.html") == nil)
    }

    /// A folder's page, generated or not, is a page the site has: an alias
    /// may not take its place.
    @Test func anAliasMayNotTakeAFoldersPage() throws {
        var files = Self.files
        files["site/docs/zebra.md"] = "---\naliases: [/docs/reference-docs/, /docs/getting-started/, /old/zebra/]\n---\n# Zebra\n"
        let (fileSystem, summary) = try build(files)
        #expect(summary.warnings.map(\.description).filter { $0.contains("alias") } == [
            "site/docs/zebra.md: warning: alias '/docs/reference-docs/' is left out: docs/reference-docs/index.html is a page the site has already",
            "site/docs/zebra.md: warning: alias '/docs/getting-started/' is left out: docs/getting-started/index.html is a page the site has already",
        ])
        #expect(try text(fileSystem, "docs/reference-docs/index.html").contains("<h1>Reference docs</h1>"))
        #expect(fileSystem.kind(at: "out/old/zebra/index.html") != nil)
    }

    @Test func aLargeSiteShowsTheFoldersAboveThePageOpenAndWindowsALongSection() throws {
        var files: [String: String] = [:]
        for number in 1...120 {
            files[String(format: "site/docs/big/page-%03d.md", number)] = "---\norder: \(number)\n---\n# Page \(number)\n"
        }
        files["site/docs/other/a.md"] = "# Other A\n"
        files["site/docs/top.md"] = "# Top\n"
        let (fileSystem, _) = try build(files)
        let page = try text(fileSystem, "docs/big/page-060.html")
        let tree = try part(page, from: #"<ul class="tp-tree""#, to: "</ul>\n</nav>")
        // The folder above the page lists 10 of its 120 pages around it and
        // links to its generated page with all of them.
        #expect(tree.contains("""
            <li class="tp-tree-folder"><a href="index.html">Big</a>
            <details open><summary><span class="tp-visually-hidden">Pages in Big</span></summary>
            <p class="tp-sidebar-window">55–64 of 120 · <a href="index.html">all 120</a></p>
            <ul>
            <li><a href="page-055.html">Page 55</a></li>
            """))
        #expect(tree.contains(#"<li><a href="page-060.html" aria-current="page">Page 60</a></li>"#))
        #expect(tree.components(separatedBy: "<li><a href=\"page-").count - 1 == 10)
        // Another folder is a link to its page, without its items.
        #expect(tree.contains(#"<li class="tp-tree-folder"><a href="../other/index.html">Other</a>"# + "\n</li>"))
        #expect(!tree.contains("Other A"))
        let list = try part(try text(fileSystem, "docs/big/index.html"), from: #"<ul class="tp-folder-list">"#, to: "</ul>")
        #expect(list.components(separatedBy: "<li><a href=\"page-").count - 1 == 120)
    }
}

/// The real docs folders in `../shared/docs-corpora` (read in place): their
/// folders and index pages become the tree they were written as.
struct DocsCorporaTreeTests {
    static let corpora = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("../shared/docs-corpora").standardizedFileURL

    func resolve(_ name: String) throws -> ResolvedSite {
        let folder = Self.corpora.appendingPathComponent(name)
        try #require(FileManager.default.fileExists(atPath: folder.appendingPathComponent("docs").path),
                     "docs corpus not found at \(folder.path)")
        return try Resolver.resolve(Loader(fileSystem: LocalFileSystem()).load(folder.path))
    }

    /// Every relative link to a page (`….html`) of every doc, from the
    /// site root, with the doc it is in.
    func pageLinks(_ site: ResolvedSite) throws -> [(doc: String, target: String)] {
        let href = try Regex(##"href="([^"#?:]+\.html)[^"]*""##)
        return site.docs.flatMap { doc in
            doc.rendered.html.matches(of: href).compactMap { match -> (String, String)? in
                let link = String(match.output[1].substring ?? "")
                guard !link.hasPrefix("/"), let target = MarkdownLinkRewriter.resolve(link, from: DocsTree.folder(of: doc.outputPath))
                else { return nil }
                return (doc.sourcePath, target)
            }
        }
    }

    @Test func mkDocsFoldersAndReadmesAreTheTree() throws {
        let site = try resolve("mkdocs")
        #expect(site.docs.count == 19)
        #expect(site.tree.folders.map(\.path) == ["", "about", "dev-guide", "user-guide"])
        #expect(site.tree.folders.map(\.title) == ["MkDocs", "About", "Developer Guide", "User Guide"])
        // docs/index.md is the docs home, each README.md its folder's page; about/ has none.
        #expect(site.tree.generatedFolders.map { site.tree.folders[$0].path } == ["about"])
        #expect(site.docs.filter { $0.outputPath.hasSuffix("/index.html") }.map(\.sourcePath).sorted()
            == ["dev-guide/README.md", "index.md", "user-guide/README.md"])
        #expect(!site.docs.contains { $0.outputPath.hasSuffix("README.html") })
        #expect(site.warnings.allSatisfy { !$0.message.contains("is already the page of") })
        // Every link to a page leads to one the site writes (README.md and
        // `../` links included, and the home page's raw HTML links written
        // as MkDocs' page addresses, `getting-started/`).
        let pages = Set(site.docs.map(\.outputPath) + site.tree.generatedFolders.map { site.tree.folders[$0].pagePath })
        let links = try pageLinks(site)
        #expect(links.count > 40)
        #expect(links.filter { $0.target.hasSuffix("index.html") }.count >= 1)
        let broken = links.filter { !pages.contains($0.target) }
        #expect(broken.isEmpty, "\(broken)")
    }

    @Test func vitePressFoldersAreSectionsWithGeneratedPages() throws {
        let site = try resolve("vitepress")
        #expect(site.docs.count == 36)
        #expect(site.tree.folders.map(\.path) == ["", "guide", "reference"])
        #expect(site.tree.folders.map(\.title) == ["Docs", "Guide", "Reference"])
        // index.md at the top is the docs home; guide/ and reference/ get generated pages.
        #expect(site.docs.first?.outputPath == "docs/index.html")
        #expect(site.tree.generatedFolders == [1, 2])
        #expect(site.tree.folders[1].entries.count == 18 && site.tree.folders[2].entries.count == 17)
    }
}

/// Without an `order`, docs and folders are listed by file name as GitHub,
/// MkDocs and Docusaurus list them, numbers compared as numbers: the Swift
/// Evolution proposals read SE-0001, SE-0002…, the Rust book's chapters
/// ch04-01, ch04-02… whatever their titles.
struct DocsFileNameOrderTests {
    @Test func numberedFilesReadInTheirNumberedOrder() throws {
        let files = [
            "site/docs/0071-next.md": "# SE-0071: Allow (most) keywords in member references\n",
            "site/docs/0001-keywords.md": "# SE-0001: Allow (most) keywords as argument labels\n",
            "site/docs/0506-last.md": "# SE-0506: Advanced observation tracking\n",
            "site/docs/ch10/10-deploy.md": "# A deploy\n",
            "site/docs/ch10/2-setup.md": "# Z setup\n",
            "site/docs/ch2/index.md": "# Chapter two\n",
            "site/docs/ordered.md": "---\norder: 1\n---\n# Ordered first\n",
        ]
        let site = try Resolver.resolve(Loader(fileSystem: InMemoryFileSystem(files: files)).load("site"))
        #expect(site.docs.map(\.sourcePath) == [
            "ordered.md", "0001-keywords.md", "0071-next.md", "0506-last.md", "ch2/index.md", "ch10/2-setup.md", "ch10/10-deploy.md",
        ])
    }
}
