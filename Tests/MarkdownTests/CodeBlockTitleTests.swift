@testable import Markdown
import Testing

/// `title="…"` on a fence (MkDocs, Docusaurus) is a caption bar on the
/// block, with or without a language theme-preview highlights.
struct CodeBlockTitleTests {
    @Test func theTitleIsReadFromTheInfoString() {
        #expect(CodeBlockInfo("py title=\"app.py\"").title == "app.py")
        #expect(CodeBlockInfo("js title='a b.js' {1,3}").title == "a b.js")
        #expect(CodeBlockInfo("{.python title=app.py}").title == "app.py")
        #expect(CodeBlockInfo("py subtitle=\"x\"").title == nil)
        #expect(CodeBlockInfo("py title=\"\"").title == nil)
        #expect(CodeBlockInfo("py title=\"open").title == nil)
        #expect(CodeBlockInfo("py").title == nil)
    }

    @Test func aTitledBlockIsAFigureWithItsCaption() {
        let html = MarkdownRenderer().render("```text title=\"<notes>.txt\"\nA & B\n```\n").html
        #expect(html == """
            <figure class="tp-code-block">
            <figcaption class="tp-code-title">&lt;notes&gt;.txt</figcaption>
            <pre><code class="language-text">A &amp; B
            </code></pre>
            </figure>

            """)
        // Untitled blocks are as cmark writes them.
        #expect(MarkdownRenderer().render("```text\nA\n```\n").html == "<pre><code class=\"language-text\">A\n</code></pre>\n")
    }

    @Test func aTitledHighlightedBlockKeepsItsSpans() {
        var options = MarkdownOptions()
        options.highlighting = .system
        let html = MarkdownRenderer().render("```swift title=\"main.swift\"\nlet x = 1\n```\n", options: options).html
        #expect(html.hasPrefix("<figure class=\"tp-code-block\">\n<figcaption class=\"tp-code-title\">main.swift</figcaption>\n<pre><code class=\"language-swift\">"))
        #expect(html.hasSuffix("</code></pre>\n</figure>\n"))
        #expect(html.contains("<hl-k>let</hl-k>"))
    }
}
