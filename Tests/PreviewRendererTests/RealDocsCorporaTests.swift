import Basics
import Foundation
@testable import PreviewRenderer
import Testing

/// The two real docs folders in ../shared/docs-corpora (MkDocs' and
/// VitePress's own docs, written for those generators), built in place as
/// a user bringing their docs would: every page written, no front matter
/// printed as text, titles from the pages, and a warning for what the build
/// leaves out or leaves as text.
struct RealDocsCorporaTests {
    static let corpora = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../shared/docs-corpora").standardizedFileURL

    struct Built {
        var summary: BuildSummary
        var output: URL
        var markdown: [String]
        var site: ResolvedSite
    }

    func build(_ name: String) throws -> Built {
        let folder = Self.corpora.appendingPathComponent(name)
        try #require(FileManager.default.fileExists(atPath: folder.appendingPathComponent("docs").path),
                     "no docs corpus at \(folder.path)")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("corpus-\(name)-\(UUID().uuidString)")
        let summary = try FullBuilder(fileSystem: LocalFileSystem(), generator: "t")
            .build(siteDirectory: folder.path, output: output.path)
        let markdown = try LocalFileSystem().files(under: folder.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.sorted()
        let site = try Resolver.resolve(try Loader(fileSystem: LocalFileSystem()).load(folder.path))
        return Built(summary: summary, output: output, markdown: markdown, site: site)
    }

    func pages(_ built: Built) throws -> [String: String] {
        var pages: [String: String] = [:]
        for doc in built.site.docs {
            let data = try Data(contentsOf: built.output.appendingPathComponent(doc.outputPath))
            pages[doc.sourcePath] = String(decoding: data, as: UTF8.self)
        }
        return pages
    }

    /// Every Markdown file is a page, none shows its front matter, and no
    /// title is a file name such as "index".
    func expectEveryPage(_ built: Built) throws {
        #expect(built.site.docs.map(\.sourcePath).sorted() == built.markdown)
        #expect(built.summary.docs == built.markdown.count)
        for (path, page) in try pages(built) {
            #expect(!page.contains("<p>title:") && !page.contains("<hr />\n<p>title") && !page.contains("<p>+++"),
                    "\(path) shows its front matter")
        }
        for doc in built.site.docs {
            #expect(!["index", "_index", "README", "readme"].contains(doc.title), "\(doc.sourcePath) is titled \(doc.title)")
        }
    }

    func count(_ built: Built, _ needle: String) -> Int {
        built.summary.warnings.filter { $0.message.contains(needle) }.count
    }

    @Test func mkDocsOwnDocsBuildWithEveryPage() throws {
        let built = try build("mkdocs")
        defer { try? FileManager.default.removeItem(at: built.output) }
        #expect(built.markdown.count == 19)
        try expectEveryPage(built)
        // What the build says it leaves out, doc by doc, checked by hand
        // against the files: raw HTML GitHub drops too (Bootstrap's `class`
        // and `data-bs-*` attributes of a carousel and of buttons) in 3
        // docs; mkdocstrings' and mkdocs-click's `::: name` references in 4.
        #expect(count(built, "raw HTML that GitHub also leaves out was dropped") == 3)
        #expect(count(built, "`class=`") == 3)
        // What GitHub shows, shown: pipe tables, and the carousel's raw
        // `<img>`s without their Bootstrap classes.
        let pages = try pages(built)
        #expect(pages["about/release-notes.md"]?.components(separatedBy: "<div class=\"tp-table\"").count == 7)
        #expect(pages["user-guide/configuration.md"]?.components(separatedBy: "<div class=\"tp-table\"").count == 4)
        #expect(pages["user-guide/choosing-your-theme.md"]?.contains(
            #"<img src="../../img/mkdocs_theme_light_mode.png" alt="MkDocs theme in light mode">"#) == true)
        #expect(count(built, "a `::: …` block") == 4)
        // cli.md's mkdocs-click options (`:module:`) are that block's, not emoji.
        #expect(count(built, "emoji shortcode") == 0)
    }

    @Test func vitePressOwnDocsBuildWithEveryPage() throws {
        let built = try build("vitepress")
        defer { try? FileManager.default.removeItem(at: built.output) }
        #expect(built.markdown.count == 36)
        try expectEveryPage(built)
        // Vue components and `v-*` attributes in using-vue.md (its
        // `<script setup>` comes after the tags, so they count as raw
        // HTML); two `<script setup>` blocks left out, and the
        // `<VPTeamMembers>` one imports named as Vue's. `<Badge>` is
        // VitePress's badge, drawn as one.
        #expect(count(built, "raw HTML that GitHub also leaves out was dropped") == 1)
        #expect(count(built, "VitePress' `<script setup>` block is left out") == 2)
        #expect(count(built, "the Vue component `<VPTeamMembers>` (imported in the page's `<script setup>`) is not shown") == 1)
        #expect(count(built, "`<Badge>` (its content is kept)") == 0)
        // GitHub's alerts are callouts, its tables tables.
        let pages = try pages(built)
        #expect(pages["reference/runtime-api.md"]?.contains(
            #"<code>useData</code> <span class="tp-badge">composable</span>"#) == true)
        for kind in ["note", "tip", "important", "warning", "caution"] {
            #expect(pages["guide/markdown.md"]?.contains("<div class=\"tp-alert tp-alert-\(kind)\" role=\"note\">") == true, "\(kind)")
        }
        #expect(pages["reference/cli.md"]?.components(separatedBy: "<div class=\"tp-table\"").count == 4)
        // Its containers are callouts too: none is left as text.
        #expect(count(built, "a `::: …` block") == 0)
        #expect(count(built, "a callout of type") == 0)
        #expect(pages["guide/markdown.md"]?.contains("</svg>Info</p>\n<p>This is an info box.</p>\n</div>") == true)
        #expect(pages["guide/markdown.md"]?.contains("<details class=\"tp-alert tp-alert-note\">") == true)
        // Its code groups are tab sets, each tab named by its block's label;
        // the one of `<<<` snippet imports (paragraphs) shows them one after another.
        #expect(built.summary.warnings.filter { $0.message.contains("code group") }.map { "\($0.line ?? 0):\($0.column ?? 0)" } == ["909:5"])
        #expect(pages["guide/getting-started.md"]?.contains(
            "<div class=\"tp-tabs\">\n<div class=\"tp-tab-panel\">\n<p class=\"tp-tab-label\">npm</p>\n<pre><code class=\"language-sh\">") == true)
        // VitePress's own keys (`outline`, `layout`, `hero`…) are kept as
        // params, in one line.
        #expect(count(built, "front matter keys not used by theme-preview are kept as params") == 1)
        #expect(!built.summary.warnings.contains { $0.message.contains("unknown front matter key") })
    }

    /// mdBook's guide, built from its `src/` as a user would: SUMMARY.md is
    /// the sidebar and reading order, includes are carried out, escaped
    /// directives stay text, and the warnings are the ones checked by hand.
    @Test func mdBookGuideBuildsWithItsSummaryAndIncludes() throws {
        let book = Self.corpora.appendingPathComponent("mdbook")
        let source = book.appendingPathComponent("guide/src").path
        try #require(FileManager.default.fileExists(atPath: source), "no mdBook corpus at \(source)")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("corpus-mdbook-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let summary = try FullBuilder(fileSystem: LocalFileSystem(), generator: "t")
            .build(siteDirectory: book.path, output: output.path, options: BuildOptions(docs: source))
        let site = try Resolver.resolve(try Loader(fileSystem: LocalFileSystem(), docs: source).load(book.path))
        #expect(summary.docs == 33)
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("docs/SUMMARY.html").path))
        // mdBook's 404.md is the 404 page, not a doc.
        #expect(try String(contentsOf: output.appendingPathComponent("404.html"), encoding: .utf8)
            .contains("<h1 id=\"document-not-found-404\">"))
        #expect(Array(site.docs.map(\.sourcePath).prefix(6))
            == ["README.md", "guide/installation.md", "guide/reading.md", "guide/creating.md", "cli/README.md", "cli/init.md"])
        #expect(Array(site.docs.map(\.sourcePath).suffix(3)) == ["misc/contributors.md", "cli/arg-watcher.md", "guide/README.md"])
        func page(_ path: String) throws -> String {
            String(decoding: try Data(contentsOf: output.appendingPathComponent(path)), as: UTF8.self)
        }
        let mdbook = try page("docs/format/mdbook.html")
        // Escaped directives show as written, without their backslash.
        #expect(mdbook.contains("<pre><code class=\"language-hbs\">{{#include file.rs}}\n</code></pre>"))
        #expect(!mdbook.contains("\\{{#"))
        // {{#playground example.rs}} is the file as a Rust block.
        #expect(mdbook.contains("<pre><code class=\"language-rust\"><hl-k>fn</hl-k> main() {"))
        // An included Markdown file, and SUMMARY.md included as a listing.
        #expect(try page("docs/cli/watch.html").contains("id=\"--watcher\""))
        #expect(try page("docs/format/summary.html").contains("[Draft chapter]()"))
        #expect(summary.warnings.count == 13)
        // mdbook.md's Rust blocks show the lines mdBook hides (`# fn main() {`).
        #expect(count(summary, "lines that mdBook hides are shown (3 in this doc") == 1)
        // The example crate beside the pages (its Cargo.toml and main.rs)
        // is linked by no page; example.rs, which a page includes, is used.
        #expect(count(summary, "are neither docs nor linked by one") == 1)
        #expect(!summary.warnings.contains { $0.message.contains("format/example.rs") })
        #expect(count(summary, "is outside the project's folder") == 2)
        #expect(count(summary, "are not in SUMMARY.md") == 1)
        #expect(count(summary, "raw HTML that GitHub also leaves out was dropped") == 6)
        #expect(count(summary, "is not one theme-preview knows") == 2)
    }

    func count(_ summary: BuildSummary, _ needle: String) -> Int {
        summary.warnings.filter { $0.message.contains(needle) }.count
    }
}
