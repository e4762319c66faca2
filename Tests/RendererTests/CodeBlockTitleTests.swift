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
        #expect(html.contains("<span class=\"hl-k\">let</span>"))
    }

    /// Marked lines are read and not shown yet: a warning says so.
    @Test func markedLinesAreWarnedAbout() {
        #expect(CodeBlockInfo("js{1,4-6}").marksLines)
        #expect(CodeBlockInfo("py hl_lines=\"2 3\"").marksLines)
        #expect(!CodeBlockInfo("{.python}").marksLines)
        #expect(!CodeBlockInfo("js").marksLines)
        let notices = MarkdownRenderer().render("Text.\n\n```js{1,3}\na\n```\n\n```py hl_lines=\"2\"\nb\n```\n").notices
        #expect(notices.map { "\($0.line):\($0.column) \($0.count)" } == ["3:1 2"])
        #expect(notices.first?.message.hasPrefix("a code block's marked lines") == true)
    }
}
