import Dispatch
import Foundation
@testable import Markdown
@testable import PreviewRenderer
import Synchronization
import Testing

/// `markdown: rawHTML: safe`, the default: raw HTML parsed by gumbo and
/// written again from GitHub's allowlist.
@Suite struct SafeRawHTMLTests {
    let renderer = MarkdownRenderer()

    func render(_ markdown: String, _ options: MarkdownOptions = MarkdownOptions()) -> RenderedMarkdown {
        renderer.render(markdown, options: options)
    }

    func warnings(_ rendered: RenderedMarkdown) -> [String] {
        rendered.notices.map { "\($0.line):\($0.column): \($0.message)" }
    }

    static let suffix = "; `markdown: rawHTML: true` in config.yaml keeps all raw HTML (see the security page)"

    @Test func aReadmeHeaderKeepsItsAlignmentAndImageButNotItsHandlers() {
        let rendered = render("<p align=\"center\">\n  <img src=\"logo.png\" width=\"200\" onerror=\"x\" style=\"y\">\n</p>\n")
        #expect(rendered.html == "<p align=\"center\">\n  <img src=\"logo.png\" width=\"200\">\n</p>\n\n")
        #expect(warnings(rendered) == [
            "2:35: raw HTML that GitHub also leaves out was dropped (2 in this doc; the first is here): event handler `onerror=`, `style=`" + Self.suffix,
        ])
        #expect(rendered.links == [MarkdownLink(destination: "logo.png", kind: .image, line: 2, column: 3)])
    }

    /// Biome's blog: `<div style={{ display: "flex", justifyContent: "center"}}>`,
    /// which gumbo reads as `style="{{"` and four more attributes
    /// (`display:`, `"flex",`…): one thing dropped, not five with names
    /// no one wrote. A quoted value that starts with `{` is an ordinary one.
    @Test func aJSXExpressionAttributeIsOneThingDropped() {
        let rendered = render("<div style={{ display: \"flex\", justifyContent: \"center\"}} align=\"center\">\n\nHi\n\n</div>\n\n"
            + "<img width={400} title=\"{x}\" src=\"a.png\">\n")
        #expect(rendered.html == "<div align=\"center\">\n\n<p>Hi</p>\n</div>\n\n<img title=\"{x}\" src=\"a.png\">\n\n")
        #expect(warnings(rendered) == [
            "1:6: raw HTML that GitHub also leaves out was dropped (2 in this doc; the first is here): "
                + "`style={…}` (a JSX expression: theme-preview does not run JavaScript), `width={…}` (a JSX expression: theme-preview does not run JavaScript)" + Self.suffix,
        ])
    }

    @Test func mdInHTMLsMarkdownAttributeIsDoneNotDropped() {
        let rendered = render("<div markdown>\n\n- **Set up** fast\n\n</div>\n\n<div markdown=\"1\">\n\nText\n\n</div>\n")
        #expect(rendered.html == "<div>\n\n<ul>\n<li><strong>Set up</strong> fast</li>\n</ul>\n</div>\n\n<div>\n\n<p>Text</p>\n</div>\n\n")
        #expect(warnings(rendered).isEmpty)
    }

    @Test func markdownInsideDetailsLandsInsideIt() {
        let rendered = render("<details>\n<summary>More</summary>\n\nInside **markdown**.\n\n</details>\n")
        #expect(rendered.html == "<details>\n<summary>More</summary>\n\n<p>Inside <strong>markdown</strong>.</p>\n</details>\n\n")
        #expect(rendered.notices.isEmpty)
    }

    @Test func inlineTagsAroundMarkdownText() {
        #expect(render("Press <kbd>Ctrl</kbd>+<kbd>C</kbd>, H<sub>2</sub>O, x<sup>2</sup>, <del>old</del>.").html
            == "<p>Press <kbd>Ctrl</kbd>+<kbd>C</kbd>, H<sub>2</sub>O, x<sup>2</sup>, <del>old</del>.</p>\n")
    }

    @Test func scriptAndStyleGoWithTheirContent() {
        let rendered = render("Before <script>alert(1)</script> after.\n\n<style>body{display:none}</style>\n\nNext.\n")
        #expect(rendered.html == "<p>Before  after.</p>\n\n\n<p>Next.</p>\n")
        #expect(warnings(rendered) == [
            "1:8: raw HTML that GitHub also leaves out was dropped (2 in this doc; the first is here): `<script>` and its content, `<style>` and its content" + Self.suffix,
        ])
    }

    @Test func unsafeURLsLoseTheirAttributeHoweverTheyAreWritten() {
        let markdown = "<a href=\"&#106;avascript:alert(1)\">a</a> <a href=\"java\tscript:alert(2)\">b</a> <a href=\" JAVASCRIPT:alert(3)\">c</a> "
            + "<img src=\"data:image/png;base64,AA\"> <a href=\"vbscript:x\">d</a> <a href=\"mailto:a@b.c\">m</a> <img src=\"mailto:x\"> "
            + "<a href=\"https://x.y/a:b\">h</a> <a href=\"a/b:c\">rel</a> <a href=\"//cdn.example/x\">p</a> "
            // No scheme by the URL standard (a space before the colon), but a
            // script scheme with the spaces left out: dropped all the same.
            + "<a href=\"jav&#x09;ascript    :x\">s</a> <a href=\"Chapter 1: Intro.html\">ch</a>"
        let rendered = render(markdown)
        #expect(rendered.html == "<p><a>a</a> <a>b</a> <a>c</a> <img> <a>d</a> <a href=\"mailto:a@b.c\">m</a> <img> "
            + "<a href=\"https://x.y/a:b\">h</a> <a href=\"a/b:c\">rel</a> <a href=\"//cdn.example/x\">p</a> "
            + "<a>s</a> <a href=\"Chapter 1: Intro.html\">ch</a></p>\n")
        #expect(warnings(rendered) == [
            "1:4: raw HTML that GitHub also leaves out was dropped (7 in this doc; the first is here): `href=` with an unsafe URL (`javascript:`) ×4, "
                + "`src=` with an unsafe URL (`data:`), `href=` with an unsafe URL (`vbscript:`), `src=` with an unsafe URL (`mailto:`)" + Self.suffix,
        ])
    }

    @Test func pictureSourcesForDarkMode() {
        let rendered = render("""
            <picture>
              <source media="(prefers-color-scheme: dark)" srcset="dark.png 1x, javascript:alert(1) 2x">
              <source media="(prefers-color-scheme: light)" srcset="light.png, light@2x.png 2x">
              <img src="light.png" alt="Logo">
            </picture>
            """)
        #expect(rendered.html == """
            <picture>
              <source media="(prefers-color-scheme: dark)">
              <source media="(prefers-color-scheme: light)" srcset="light.png, light@2x.png 2x">
              <img src="light.png" alt="Logo">
            </picture>


            """)
        #expect(warnings(rendered) == ["2:48: raw HTML that GitHub also leaves out was dropped: `srcset=` with an unsafe URL" + Self.suffix])
    }

    @Test func sourceSetCandidates() {
        #expect(HTMLAllowlist.sourceSetURLs("a.png, b.png 2x,c.png 640w , d,e.png 1x") == ["a.png", "b.png", "c.png", "d,e.png"])
        #expect(HTMLAllowlist.sourceSetURLs("x.png (a, b) 2x, y.png") == ["x.png", "y.png"])
    }

    @Test func idsAreNamespacedAndFragmentLinksFollow() {
        let rendered = render("<a name=\"top-anchor\"></a>\n<div id=\"box\">x</div>\n\n[to box](#box) [to heading](#heading) <a href=\"#box\">raw</a>\n\n## Heading\n")
        #expect(rendered.html == """
            <p><a name="user-content-top-anchor"></a></p>
            <div id="user-content-box">x</div>

            <p><a href="#user-content-box">to box</a> <a href="#heading">to heading</a> <a href="#user-content-box">raw</a></p>
            <h2 id="heading">Heading</h2>

            """)
        #expect(rendered.htmlIDs == ["top-anchor", "box"])
        #expect(rendered.links.map(\.destination) == ["#box", "#heading", "#box"])
    }

    @Test func anAttributeLeftOpenSwallowsTheMarkdownAfterItAndSaysSo() {
        let rendered = render("Intro.\n\n<div title=\"open\n\nLost.\n")
        #expect(rendered.html == "<p>Intro.</p>\n")
        #expect(warnings(rendered) == [
            "3:1: this raw HTML leaves an element or a quoted attribute open, so the Markdown after it is inside it and left out with it (the first is here); close it, as GitHub would show the same",
        ])
    }

    /// Placeholders are known by where they are in the parser's input: the
    /// raw HTML cannot write one, and cmark escapes every `<` of text, so
    /// Markdown cannot write a marker.
    @Test func placeholdersAndMarkersCannotBeForged() {
        let forged = render("<tp-markdown-segment></tp-markdown-segment> forged\n\ntext\n")
        #expect(forged.html == "<p> forged</p>\n<p>text</p>\n")
        #expect(warnings(forged) == ["1:1: raw HTML that GitHub also leaves out was dropped: `<tp-markdown-segment>` (its content is kept)" + Self.suffix])
        let marker = render("<b>x</b> <\u{1}0> and &lt;\u{1}1&gt; `<\u{1}2>`\n")
        #expect(marker.html == "<p><b>x</b> &lt;\u{1}0&gt; and &lt;\u{1}1&gt; <code>&lt;\u{1}2&gt;</code></p>\n")
    }

    @Test func knownMutationPayloadsComeOutInert() {
        let payloads = [
            #"<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>"#,
            #"<svg><style><img src=x onerror=alert(2)></style></svg>"#,
            #"<math><mtext><table><mglyph><style><img src=x onerror=alert(3)></style></mglyph></table></mtext></math>"#,
            #"<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(4)>"#,
            #"<img src=x onerror=alert(5)//"#,
            #"<a href="javascript&colon;alert(6)">x</a>"#,
            #"<a href="jav&#x09;ascript:alert(7)">x</a>"#,
            #"<a href="jav&#x18;ascript:alert(7)">x</a><img src="&#x1;javascript:alert(7)">"#,
            #"<div style="background:url(javascript:alert(8))">x</div>"#,
            #"<iframe srcdoc="<script>alert(9)</script>"></iframe>"#,
            #"<textarea></textarea><img src=x onerror=alert(10)></textarea>"#,
            #"<p><a href="x" onmouseover="alert(11)" onfocus=alert(12) autofocus tabindex=1>x</a>"#,
            #"<object data="javascript:alert(13)"></object><embed src="javascript:alert(14)">"#,
            #"<base href="javascript:alert(15)//"><a href="/x">x</a>"#,
            #"<details open ontoggle=alert(16)><summary>s</summary></details>"#,
            #"<xmp><img src=x onerror=alert(17)></xmp><plaintext>"#,
        ]
        for payload in payloads {
            for wrapped in [payload, "Text " + payload + " more", "- " + payload, "> " + payload, "| a |\n|---|\n| " + payload + " |"] {
                let html = render(wrapped).html
                // Text is escaped (cmark's or the sanitizer's), so every
                // `<` starts a tag the output writes: look at those.
                for tag in html.split(separator: "<").dropFirst() {
                    let inside = tag.prefix { $0 != ">" }.lowercased()
                    let name = inside.prefix { $0 != " " && $0 != ">" }.trimmingPrefix("/")
                    #expect(["p", "a", "img", "div", "ul", "li", "blockquote", "table", "thead", "tbody", "tr", "th", "td",
                             "details", "summary", "br"].contains(String(name)), "<\(inside)> from \(wrapped)")
                    for needle in [" on", "style=", "javascript", "srcdoc", "autofocus", "tabindex=\"1\""] {
                        #expect(!inside.contains(needle), "<\(inside)> from \(wrapped)")
                    }
                }
            }
        }
    }

    @Test func commentsGoSilentlyAndUnknownTagsKeepTheirContent() {
        let rendered = render("<!-- a comment -->\n<center>centered</center>\n<table><tr><td colspan=\"2\" onclick=\"x\">cell</td></tr></table>\n")
        #expect(rendered.html == "\n\ncentered\n<table><tbody><tr><td colspan=\"2\">cell</td></tr></tbody></table>\n\n")
        #expect(warnings(rendered) == [
            "2:1: raw HTML that GitHub also leaves out was dropped (2 in this doc; the first is here): `<center>` (its content is kept), event handler `onclick=`" + Self.suffix,
        ])
    }

    @Test func linksAreRewrittenAndRebasedAsMarkdownLinksAre() {
        #expect(render("<a href=\"guide.md#part\">guide</a> <img src=\"img/a.png\" alt=\"a\">").html
            == "<p><a href=\"guide.html#part\">guide</a> <img src=\"img/a.png\" alt=\"a\"></p>\n")
        var options = MarkdownOptions()
        options.linkBase = .init(file: ".", docs: "docs")
        let rebased = render("<a href=\"docs/guide.md\">g</a> <img src=\"docs/img/a.png\">", options)
        #expect(rebased.html == "<p><a href=\"guide.html\">g</a> <img src=\"img/a.png\"></p>\n")
        #expect(rebased.links.map(\.destination) == ["guide.md", "img/a.png"])
    }

    @Test func rawHTMLInTableCells() {
        let rendered = render("| a | b |\n|---|---|\n| <kbd>x</kbd> | <img src=\"y.png\"> |\n")
        #expect(rendered.html.contains("<td><kbd>x</kbd></td>\n<td><img src=\"y.png\"></td>"))
        #expect(rendered.links == [MarkdownLink(destination: "y.png", kind: .image, line: 3, column: 18)])
    }

    @Test func theThreeModes() {
        let markdown = "<b onclick=\"x\">bold</b>\n"
        #expect(render(markdown, MarkdownOptions(rawHTML: .omitted)).html
            == "<p><!-- raw HTML omitted -->bold<!-- raw HTML omitted --></p>\n")
        #expect(render(markdown, MarkdownOptions(rawHTML: .safe)).html == "<p><b>bold</b></p>\n")
        #expect(render(markdown, MarkdownOptions(rawHTML: .kept)).html == "<p><b onclick=\"x\">bold</b></p>\n")
        // Safe mode keeps cmark's own filter of Markdown link destinations.
        #expect(render("[x](javascript:alert(1)) <b>b</b>").html == "<p><a href=\"\">x</a> <b>b</b></p>\n")
    }

    /// Deep nesting: gumbo's tree building is quadratic in depth, so a doc
    /// has at most `tagLimit` tags parsed; beyond, its raw HTML is dropped
    /// and the Markdown kept. Rendered on worker threads, whose stacks are
    /// smaller, to show nothing recurses per level.
    @Test func hostileNestingIsBounded() {
        let deep = String(repeating: "<div>", count: RawHTMLSanitizer.tagLimit) + "\n\nafter\n"
        let tooDeep = String(repeating: "<span>", count: RawHTMLSanitizer.tagLimit + 1) + " **kept**\n"
        let results = Mutex<[Int: RenderedMarkdown]>([:])
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            let rendered = MarkdownRenderer().render(index == 0 ? deep : tooDeep)
            results.withLock { $0[index] = rendered }
        }
        let deepHTML = results.withLock { $0[0]?.html } ?? ""
        #expect(deepHTML.hasPrefix(String(repeating: "<div>", count: 100)))
        #expect(deepHTML.hasSuffix(String(repeating: "</div>", count: 100)))
        #expect(deepHTML.contains("<p>after</p>"))
        let limited = results.withLock { $0[1] }
        #expect(limited?.html == "<p> <strong>kept</strong></p>\n")
        #expect(limited.map(warnings) == [
            "1:1: raw HTML that GitHub also leaves out was dropped: all of it: 20001 tags, more than the 20000 one doc may have" + Self.suffix,
        ])
    }
}

extension SafeRawHTMLTests {
    /// Found by fuzz-markdown: headings raw HTML took with it are not in
    /// the table of contents or the search index.
    @Test func headingsInsideRemovedOrOpenElementsLeaveTheContents() {
        let removed = render("# Title\n\n<iframe>\n\n## Gone\n\ntext\n\n</iframe>\n\n## Kept\n")
        #expect(removed.headings.map(\.id) == ["title", "kept"])
        #expect(removed.sectionTexts?.count == 3)
        let open = render("# Title\n\n<div title=\"\n\n## Gone\n")
        #expect(open.headings.map(\.id) == ["title"])
        #expect(open.html == "<h1 id=\"title\">Title</h1>\n")
    }

    /// Found by fuzz-markdown: a heading whose text starts with a combining
    /// mark stays in the contents when raw HTML removed something else. (It
    /// was looked for in the page as Characters, and the mark joins the
    /// `>` before it into one.)
    @Test func aHeadingStartingWithACombiningMarkStaysWhenRawHTMLRemovedSomething() {
        let rendered = render("# Title\n\n<iframe>\n\ngone\n\n</iframe>\n\n## \u{301}accent\n\ntext\n")
        #expect(Array(rendered.html.utf8).firstRange(of: Array("<h2 id=\"\u{301}accent\">\u{301}accent</h2>".utf8)) != nil)
        #expect(rendered.headings.map(\.text) == ["Title", "\u{301}accent"])
        #expect(rendered.sectionTexts?.count == 3)
    }
}
