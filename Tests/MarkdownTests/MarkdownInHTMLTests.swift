@testable import Markdown
import Testing

/// Python-Markdown's `md_in_html` (`<div markdown>`), with or without blank
/// lines around the Markdown inside (`MarkdownInHTMLSyntax`).
struct MarkdownInHTMLTests {
    func render(_ markdown: String) -> RenderedMarkdown { MarkdownRenderer().render(markdown) }

    @Test func withoutBlankLines() {
        let rendered = render("<div markdown>\n**x** and *y*\n</div>\n")
        #expect(rendered.html == "<div>\n\n<p><strong>x</strong> and <em>y</em></p>\n</div>\n\n")
        #expect(rendered.notices.isEmpty)
    }

    @Test func eachAttributeValueAndNesting() {
        #expect(render("<div class=\"grid cards\" markdown=\"1\">\n- **a**\n- b\n</div>\n").html
            == "<div>\n\n<ul>\n<li><strong>a</strong></li>\n<li>b</li>\n</ul>\n</div>\n\n")
        #expect(render("<div markdown=\"block\">\n<div markdown>\n# Title\n</div>\nAfter\n</div>\n").html
            == "<div>\n\n<div>\n\n<h1 id=\"title\">Title</h1>\n</div>\n\n<p>After</p>\n</div>\n\n")
        // A span: the Markdown is the element's text, without a `<p>`.
        #expect(render("<p markdown=\"span\">\n**bold** text\n</p>\n").html == "<p>\n\n<strong>bold</strong> text\n</p>\n\n")
        #expect(render("<p markdown>\n**bold** text\n</p>\n").html == "<p>\n\n<strong>bold</strong> text\n</p>\n\n")
        // The tag's other attributes follow the raw HTML rules.
        let handler = render("<div markdown=\"block\" onclick=\"x()\">\nText\n</div>\n")
        #expect(handler.html == "<div>\n\n<p>Text</p>\n</div>\n\n")
        #expect(handler.notices.map { "\($0.line):\($0.column)" } == ["1:23"])
    }

    @Test func whatIsNotMarkdownInHTMLStays() {
        // No `markdown`: CommonMark's HTML block; in code: code.
        #expect(render("<div>\n**x**\n</div>\n").html == "<div>\n**x**\n</div>\n\n")
        #expect(render("```html\n<div markdown>\n**x**\n</div>\n```\n").html
            == "<pre><code class=\"language-html\">&lt;div markdown&gt;\n**x**\n&lt;/div&gt;\n</code></pre>\n")
        // A `<div>` inside closes with its own tag.
        #expect(render("<div markdown>\n<div>\n\n</div>\n\n**x**\n</div>\n").html
            == "<div>\n\n<div>\n\n</div>\n\n<p><strong>x</strong></p>\n</div>\n\n")
    }
}
