import Foundation
@testable import Markdown
import Testing

/// What MkDocs' docs write besides admonitions: attribute lists giving
/// inline elements ids, and links to pages' addresses (`configuration/`).
struct MkDocsSyntaxTests {
    func render(_ markdown: String, docs: Set<String> = [], folders: Set<String> = []) -> RenderedMarkdown {
        var options = MarkdownOptions()
        options.docPaths = docs
        options.docFolders = folders
        return MarkdownRenderer().render(markdown, options: options)
    }

    @Test func anAttributeListGivesTheElementBeforeItAnID() {
        let rendered = render("## Locale\n\n*   **`locale`**{ #mkdocs-locale }: The locale.\n\nSee *this*{#other} and `code`{: #coded }.\n")
        #expect(rendered.html.contains("<li><span id=\"mkdocs-locale\"><strong><code>locale</code></strong></span>: The locale.</li>"))
        #expect(rendered.html.contains("See <span id=\"other\"><em>this</em></span> and <span id=\"coded\"><code>code</code></span>.</p>"))
        #expect(rendered.htmlIDs == ["mkdocs-locale", "other", "coded"])
        #expect(rendered.notices.isEmpty)
    }

    @Test func classesAreWarnedAndWhatIsNotAListStaysText() {
        let rendered = render("# Locale\n\n**a**{ #a .wide }, **b**{ #locale }, **c** { #c }, {#d} and **e**{ not a list }.\n")
        #expect(rendered.html.contains("<p><span id=\"a\"><strong>a</strong></span>, <strong>b</strong>{ #locale }, <strong>c</strong> { #c }, {#d} and <strong>e</strong>{ not a list }.</p>"))
        #expect(rendered.notices.map { "\($0.line):\($0.column): \($0.message)" } == [
            "3:6: part of an attribute list (`{ #id .class key=value }`, MkDocs' attr_list) is not used: `.wide`; theme-preview applies its id, the classes the site styles (md-button, md-button--primary), a heading's `data-toc-label` and an image's `width` and `height`",
        ])
    }

    @Test func attributeListsOnLinksImagesAndHeadings() {
        let rendered = render("""
            ## Install uv { #install data-toc-label="Setup" }

            [Start](start.md){ .md-button .md-button--primary } and [plain](x.md){ .wide }

            ![Logo](logo.png "The logo"){ width="120" onclick="x()" } ![Run](run.png){: style="height:50px" }

            [Bad](javascript:alert(1)){ .md-button }

            ## Other { .wide }
            """)
        #expect(rendered.html.contains("<h2 id=\"install\">Install uv</h2>"))
        #expect(rendered.headings.map(\.text) == ["Setup", "Other"])
        #expect(rendered.html.contains("<p><a href=\"start.html\" class=\"md-button md-button--primary\">Start</a> and <a href=\"x.html\">plain</a></p>"))
        #expect(rendered.html.contains("<p><img src=\"logo.png\" alt=\"Logo\" title=\"The logo\" width=\"120\" /> <img src=\"run.png\" alt=\"Run\" /></p>"))
        #expect(rendered.html.contains("<p><a href=\"\">Bad</a></p>"))
        #expect(rendered.notices.map { "\($0.line):\($0.column): \($0.count) \($0.detail)" } == ["3:70: 5 `.wide`"])
    }

    @Test func pageAddressesLeadToTheirPages() {
        let docs: Set<String> = ["getting-started.md", "user-guide/configuration.md", "user-guide/README.md"]
        let rendered = render("""
            [Start](getting-started/) and [plugins](user-guide/configuration/#plugins), \
            [enabled](user-guide/configuration.md/#enabled) and [the guide](user-guide/).

            <a href="getting-started/" class="btn">Getting Started</a>
            """, docs: docs, folders: ["user-guide"])
        #expect(rendered.html.contains("<a href=\"getting-started.html\">Start</a> and <a href=\"user-guide/configuration.html#plugins\">plugins</a>"))
        #expect(rendered.html.contains("<a href=\"user-guide/configuration.html#enabled\">enabled</a> and <a href=\"user-guide/index.html\">the guide</a>"))
        #expect(rendered.html.contains("<a href=\"getting-started.html\">Getting Started</a>"))
        #expect(rendered.generatorLinks == 4)
        #expect(rendered.links.compactMap(\.written) == ["getting-started/", "user-guide/configuration/#plugins", "user-guide/configuration.md/#enabled", "getting-started/"])
    }
}

/// Headings also answer to the ids VitePress, Zola and MkDocs give them.
struct HeadingAliasTests {
    @Test func aHeadingWhoseIDOtherGeneratorsWriteOtherwiseHasASecondOne() {
        let html = MarkdownRenderer().render("## get_page\n\n## Install & build\n\n## Plain\n\n## `withBase` <Badge text=\"helper\" />\n").html
        #expect(html.contains("<h2 id=\"get_page\"><span id=\"get-page\"></span>get_page"))
        #expect(html.contains("<h2 id=\"install--build\"><span id=\"install-build\"></span>Install &amp; build"))
        #expect(html.contains("<h2 id=\"plain\">Plain"))
        // Another heading's own id is never an alias.
        #expect(MarkdownRenderer().render("## get_page\n\n## get-page\n").html == "<h2 id=\"get_page\">get_page</h2>\n<h2 id=\"get-page\">get-page</h2>\n")
        #expect(html.contains("<h2 id=\"withbase-\"><span id=\"withbase\"></span><code>withBase</code>"))
        #expect(MarkdownRenderer().render("## get_page\n").htmlIDs == ["get-page"])
    }

    /// The attribute lists' pre-check: a `{` right after `)`, `*`, `_` or
    /// a backtick, anywhere; nothing else.
    @Test func attributeListPreCheck() {
        func mayApply(_ text: String) -> Bool { Array(text.utf8).withUnsafeBytes { AttributeLists.mayApply($0) } }
        for text in ["[a](b){ .c }", "*a*{#x}", "_a_{: .y}", "`code`{.z}", "{", "x {\n)\n{", "a\n\n![i](p.png){ width=3 }"] {
            #expect(mayApply(text) == (text.contains("){") || text.contains("*{") || text.contains("_{") || text.contains("`{")),
                    "\(text.debugDescription)")
        }
        #expect(mayApply("see [a](b){ .c }"))
        #expect(!mayApply("{ a } func f() { } a{ }"))
        #expect(!mayApply(""))
    }
}
