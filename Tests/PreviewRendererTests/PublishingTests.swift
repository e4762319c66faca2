@testable import Basics
import Foundation
@testable import PreviewRenderer
import Testing
import Search
import ThemeTokens

/// Publishing the output: base URL, sitemap, canonical and preview meta,
/// 404, robots, favicon, search index, anchors and edit links.
struct PublishingTests {
    static let files: [String: String] = [
        "site/config.yaml": "title: Acme\ndescription: Tokens\neditURL: https://github.com/acme/ds/edit/main/site/docs\n",
        "site/docs/intro.md": "---\ntitle: Intro\norder: 1\n---\n# Intro\n\nHello *world*.\n\n## Install it\n\nRun `swift build`.\n\n```\nswift build -c release\n```\n",
        "site/docs/guide/deep.md": "# Deep\n\n## Colors\n\nThe accent is blue.\n",
        "site/static/images/gallery.png": "PNG",
    ]

    func build(baseURL: String? = nil, config: String? = nil) throws -> InMemoryFileSystem {
        var files = Self.files
        if let config { files["site/config.yaml"] = config }
        let fileSystem = InMemoryFileSystem(files: files)
        try FullBuilder(fileSystem: fileSystem, generator: "t").build(siteDirectory: "site", output: "out", options: BuildOptions(baseURL: baseURL))
        return fileSystem
    }

    func text(_ fileSystem: InMemoryFileSystem, _ path: String) throws -> String {
        String(decoding: try fileSystem.contents(of: path), as: UTF8.self)
    }

    @Test func withABaseURLPagesGetCanonicalAndPreviewMetaAndASitemap() throws {
        let fileSystem = try build(baseURL: "https://acme.github.io/design")
        let deep = try text(fileSystem, "out/docs/guide/deep.html")
        #expect(deep.contains(#"<link rel="canonical" href="https://acme.github.io/design/docs/guide/deep.html">"#))
        #expect(deep.contains(#"<meta property="og:url" content="https://acme.github.io/design/docs/guide/deep.html">"#))
        #expect(deep.contains(#"<meta property="og:title" content="Deep · Acme">"#))
        #expect(deep.contains(#"<meta property="og:description" content="Tokens">"#))
        #expect(deep.contains(#"<meta property="og:image" content="https://acme.github.io/design/images/gallery.png">"#))
        #expect(deep.contains(#"<meta name="twitter:card" content="summary_large_image">"#))
        // Links stay relative even with a base URL.
        #expect(deep.contains(#"<link rel="stylesheet" href="../../assets/theme-preview.css">"#))
        let index = try text(fileSystem, "out/index.html")
        #expect(index.contains(#"<link rel="canonical" href="https://acme.github.io/design/">"#))
        let sitemap = try text(fileSystem, "out/sitemap.xml")
        #expect(sitemap.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"))
        #expect(sitemap.contains("  <url><loc>https://acme.github.io/design/</loc></url>\n"))
        #expect(sitemap.contains("  <url><loc>https://acme.github.io/design/docs/guide/deep.html</loc></url>\n"))
        #expect(sitemap.contains("  <url><loc>https://acme.github.io/design/themes/forest/dark.html</loc></url>\n"))
        #expect(!sitemap.contains("404.html"))
        // The gallery, matrix, contrast report and lab, 6 contrast pages, 12
        // pinned pages, 2 docs and the 2 generated folder pages (the docs home, guide/).
        #expect(sitemap.contains("  <url><loc>https://acme.github.io/design/docs/guide/</loc></url>\n"))
        #expect(sitemap.components(separatedBy: "<url>").count - 1 == 4 + 6 + 12 + 2 + 2)
        #expect(try text(fileSystem, "out/robots.txt") == "User-agent: *\nAllow: /\nSitemap: https://acme.github.io/design/sitemap.xml\n")
    }

    @Test func withoutABaseURLEverythingStaysRelative() throws {
        let fileSystem = try build()
        #expect(fileSystem.kind(at: "out/sitemap.xml") == nil)
        let deep = try text(fileSystem, "out/docs/guide/deep.html")
        #expect(!deep.contains("canonical"))
        #expect(!deep.contains("og:image"))
        #expect(!deep.contains("https://acme"))
        #expect(try text(fileSystem, "out/robots.txt") == "User-agent: *\nAllow: /\n")
    }

    @Test func theConfigBaseURLIsUsedAndValidated() throws {
        let fileSystem = try build(config: "title: Acme\nbaseURL: https://docs.acme.com\n")
        #expect(try text(fileSystem, "out/index.html").contains(#"<link rel="canonical" href="https://docs.acme.com/">"#))
        #expect {
            try SiteConfig.parse("baseURL: docs.acme.com\n", file: "c.yaml")
        } throws: { error in
            (error as? BuildFailure)?.description == "c.yaml:1:10: error: expected 'baseURL' to be an absolute http(s) URL such as https://example.com/design/, found 'docs.acme.com'"
        }
    }

    /// A space, quote, angle bracket, `?` or `#` followed by a combining
    /// mark is one Character with it, and `String.contains` did not see it.
    @Test func aBaseURLIsRefusedForACharacterHiddenBeforeACombiningMark() {
        for character in [" ", "\"", "<", ">", "?", "#"] {
            #expect(SiteConfig.normalizedBaseURL("https://acme.github.io/" + character + "\u{301}x") == nil, "\(character)")
        }
        #expect(SiteConfig.normalizedBaseURL("https://acme.github.io/d\u{301}esign") == "https://acme.github.io/d\u{301}esign/")
    }

    @Test func the404PageIsThemedAndWorksAtAnyDepth() throws {
        let fileSystem = try build(baseURL: "https://acme.github.io/design/")
        let page = try text(fileSystem, "out/404.html")
        #expect(page.contains("<h1>Page not found</h1>"))
        #expect(page.contains(#"<style id="theme-css">"#))
        #expect(page.contains(#"<link rel="stylesheet" href="https://acme.github.io/design/assets/theme-preview.css">"#))
        #expect(page.contains(#"<a href="https://acme.github.io/design/docs/intro.html">Intro</a>"#))
        #expect(!page.contains("rel=\"canonical\""))
        let relative = try text(try build(), "out/404.html")
        #expect(relative.contains(#"<link rel="stylesheet" href="assets/theme-preview.css">"#))
    }

    @Test func theFaviconIsDrawnFromTheDefaultAccent() throws {
        let favicon = try text(try build(), "out/favicon.svg")
        #expect(favicon.hasPrefix(##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#2596BE"/>"##))
        #expect(favicon.contains(##"fill="#3DAED4""##))
        #expect(try text(try build(), "out/index.html").contains(#"<link rel="icon" href="favicon.svg" type="image/svg+xml">"#))
    }

    @Test func docsGetHeadingAnchorsAndAnEditLink() throws {
        let intro = try text(try build(), "out/docs/intro.html")
        #expect(intro.contains(##"<h2 id="install-it">Install it <a class="tp-anchor" href="#install-it" aria-label="Copy the link to “Install it”">#</a></h2>"##))
        #expect(intro.contains(#"<h1 id="intro">Intro</h1>"#))
        #expect(intro.contains(#"<p class="tp-edit-link"><a href="https://github.com/acme/ds/edit/main/site/docs/intro.md">Edit this page</a></p>"#))
        #expect(intro.contains(##"<form class="tp-search" role="search" data-search data-root="../" data-no-results="No results for “{query}”" action="#" hidden>"##))
    }

    /// The manifest, one shard (a small site) with every term, one chunk
    /// with every section's row.
    @Test func theSearchIndexHasDocSectionsAndTokens() throws {
        let fileSystem = try build()
        let manifest = try text(fileSystem, "out/assets/search-index.js")
        #expect(manifest.hasPrefix(#"window.ThemePreviewSearchIndex = {"version":""#))
        #expect(manifest.hasSuffix(#"","shards":1,"chunks":[0]};"# + "\n"))
        let script = try text(fileSystem, "out/assets/search/t0.js")
        #expect(script.hasPrefix("ThemePreviewSearch.text(0,\"<'"))
        let chunk = try #require(SearchIndex.chunkRows(script))
        #expect(chunk.hasPrefix("[\n[\"") && chunk.hasSuffix("]\n]"))
        #expect(chunk.contains(##"["Intro","docs/intro.html#install-it","Install it","Run swift build. swift build -c release"],"##))
        #expect(chunk.contains(##"["Deep","docs/guide/deep.html#colors","Colors","The accent is blue."],"##))
        #expect(chunk.contains(##"["textSecondary","index.html#tokens-colors","Color token","--vm-color-text-secondary · #3C3C4399 light, #EBEBF599 dark · Body text, subjects"],"##))
        #expect(chunk.contains(##"["Forest","themes/forest/light.html","Theme","forest · accent #059669 light, #34D399 dark"],"##))
        let shard = try text(fileSystem, "out/assets/search/s0.js")
        #expect(shard.hasPrefix("ThemePreviewSearch.packedShard(0,\"<'"))
        let terms = try #require(SearchIndex.shardTerms(shard))
        for term in ["|release:", "|textsecondary:", "|3c3c4399:", "|forest:", "|accent:"] { #expect(terms.contains(term), "\(term)") }
    }
}
