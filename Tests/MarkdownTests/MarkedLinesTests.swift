@testable import Markdown
import Testing

/// Marked lines on a fence: VitePress' and Docusaurus' `{1,4-6}`, MkDocs'
/// `hl_lines="2 3"` and Hugo's `hl_lines=[2, "4-6"]`, with or without a
/// highlighted language.
struct MarkedLinesTests {
    var highlighted: MarkdownOptions {
        var options = MarkdownOptions()
        options.highlighting = .system
        return options
    }

    @Test func theMarksAreReadFromTheInfoString() {
        #expect(CodeBlockInfo("js{1,4-6}").marks == [1...1, 4...6])
        #expect(CodeBlockInfo("js {1,4-6}").marks == [1...1, 4...6])
        #expect(CodeBlockInfo("jsx title=\"/src/App.js\" {2, 5-7}").marks == [2...2, 5...7])
        #expect(CodeBlockInfo("jsx title=\"/src/App.js\" {2, 5-7}").title == "/src/App.js")
        #expect(CodeBlockInfo("js{6-4}").marks == [4...6])
        #expect(CodeBlockInfo("py hl_lines=\"2 3\"").marks == [2...2, 3...3])
        #expect(CodeBlockInfo("py title=\"app.py\" hl_lines=\"2-4 7\"").marks == [2...4, 7...7])
        #expect(CodeBlockInfo("{ .py hl_lines='1' }").marks == [1...1])
        #expect(CodeBlockInfo("go {linenos=table,hl_lines=[2, \"4-6\"],linenostart=1}").marks == [2...2, 4...6])
        #expect(CodeBlockInfo("go {hl_lines=3}").marks == [3...3])
        // Not marks: Pandoc's classes, another attribute, pieces that are no numbers.
        #expect(CodeBlockInfo("{.python}").marks.isEmpty)
        #expect(CodeBlockInfo("js").marks.isEmpty)
        #expect(CodeBlockInfo("py xhl_lines=\"2\"").marks.isEmpty)
        #expect(CodeBlockInfo("js{-}").marks.isEmpty)
        #expect(CodeBlockInfo("js{1,x}").marks.isEmpty)
        #expect(CodeBlockInfo("js{3-,5}").marks == [5...5])
        // Numbers too large for any block are one range, not a count of lines.
        #expect(CodeBlockInfo("js{1-99999999999999999999999}").marks == [1...LineNumbers.largest])
        #expect(CodeBlockInfo("{1,3}").namesNoLanguage)
        #expect(!CodeBlockInfo("js{1,3}").namesNoLanguage)
        // SuperFences: an option first names no language (uv's docs write
        // ```hl_lines="17").
        #expect(CodeBlockInfo("hl_lines=\"17\"").namesNoLanguage)
        #expect(CodeBlockInfo(" title=\"a.txt\" hl_lines=\"1\"").namesNoLanguage)
        #expect(!CodeBlockInfo("py hl_lines=\"2\"").namesNoLanguage)
        #expect(!CodeBlockInfo("c++").namesNoLanguage)
    }

    /// Jest's docs: ```` ```bash npm2yarn ````, which Docusaurus' plugin
    /// makes npm, Yarn and pnpm tabs: shown as written, and said so.
    @Test func npm2yarnIsWarnedAtItsBlock() {
        let rendered = MarkdownRenderer().render("Install:\n\n```bash npm2yarn\nnpm install --save-dev jest\n```\n\n```js npm2yarn\nx\n```\n")
        #expect(rendered.html == "<p>Install:</p>\n<pre><code class=\"language-bash\">npm install --save-dev jest\n</code></pre>\n<pre><code class=\"language-js\">x\n</code></pre>\n")
        #expect(rendered.notices.map { "\($0.line):\($0.column): \($0.message)" } == [
            "3:1: a code block's `npm2yarn` is not run (2 in this doc; the first is here): Docusaurus' npm2yarn plugin shows the command for npm, Yarn and pnpm in tabs; theme-preview shows it as written, for npm alone (a Tabs block with a TabItem for each shows all three)",
        ])
        #expect(!CodeBlockInfo("npm2yarn").npm2yarn)
        #expect(!CodeBlockInfo("bash title=\"npm2yarn\"").npm2yarn)
    }

    /// Jest's docs: ```` ```js tab={"span":3} title="Volume.js" ````: the
    /// title is read past the tab's options (the tabs are `TabBlocks`').
    @Test func aTitleIsReadPastTabOptions() {
        #expect(CodeBlockInfo("js tab={\"span\":3} title=\"A.js\"").title == "A.js")
    }

    @Test func markedLinesWithoutALanguageAreEscapedLines() {
        let html = MarkdownRenderer().render("```text{2,3}\na\nb & <c>\n\"d\"\ne\n```\n").html
        #expect(html == """
            <pre><code class="language-text">a
            <span class="tp-line-marked">b &amp; &lt;c&gt;
            </span><span class="tp-line-marked">&quot;d&quot;
            </span>e
            </code></pre>

            """)
        // No language at all: ```{1,3} names none.
        let bare = MarkdownRenderer().render("```{1}\nx\n```\n", options: highlighted)
        #expect(bare.html == "<pre><code><span class=\"tp-line-marked\">x\n</span></code></pre>\n")
        #expect(bare.notices.isEmpty)
        let option = MarkdownRenderer().render("```hl_lines=\"2\"\nx\ny\n```\n", options: highlighted)
        #expect(option.html == "<pre><code>x\n<span class=\"tp-line-marked\">y\n</span></code></pre>\n")
        #expect(option.notices.isEmpty)
    }

    @Test func markedLinesWithAHighlightedLanguageKeepTheirSpans() {
        let result = MarkdownRenderer().render("```swift {2}\nlet x = 1\nlet y = \"a\" // b\n```\n", options: highlighted)
        #expect(result.html == """
            <pre><code class="language-swift"><hl-k>let</hl-k> x <hl-o>=</hl-o> <hl-n>1</hl-n>
            <span class="tp-line-marked"><hl-k>let</hl-k> y <hl-o>=</hl-o> <hl-s>&quot;a&quot;</hl-s> <hl-c>// b</hl-c>
            </span></code></pre>

            """)
        #expect(result.notices.isEmpty)
    }

    @Test func rangesMarkEachLineOfThem() {
        let html = MarkdownRenderer().render("```text {1,3-4}\na\nb\nc\nd\ne\n```\n").html
        #expect(html == """
            <pre><code class="language-text"><span class="tp-line-marked">a
            </span>b
            <span class="tp-line-marked">c
            </span><span class="tp-line-marked">d
            </span>e
            </code></pre>

            """)
    }

    @Test func mkDocsHlLinesWithATitle() {
        let html = MarkdownRenderer().render("```text title=\"notes.txt\" hl_lines=\"2\"\na\nb\n```\n").html
        #expect(html == """
            <figure class="tp-code-block">
            <figcaption class="tp-code-title">notes.txt</figcaption>
            <pre><code class="language-text">a
            <span class="tp-line-marked">b
            </span></code></pre>
            </figure>

            """)
    }

    /// Marks past the block's end, or at line 0, warn at the fence and say
    /// which; the lines the block has are still marked.
    @Test func marksOutsideTheBlockAreWarnedAboutAndTheRestShown() {
        let result = MarkdownRenderer().render("Text.\n\n```js{2,5-9}\na\nb\n```\n\n  ```text hl_lines=\"0 1\"\n  c\n  ```\n")
        #expect(result.html.hasPrefix("<p>Text.</p>\n<pre><code class=\"language-js\">a\n<span class=\"tp-line-marked\">b\n</span></code></pre>\n"))
        #expect(result.html.contains("<span class=\"tp-line-marked\">c\n</span>"))
        #expect(result.notices.map { "\($0.line):\($0.column) \($0.count)" } == ["3:1 2"])
        #expect(result.notices.first?.message == "a code block marks lines it does not have (2 in this doc; the first is here): "
            + "lines 5-9 of a block of 2 lines; lines count from 1 at the line after the fence, and the lines the block has are marked")
        let zero = MarkdownRenderer().render("```text hl_lines=\"0 1\"\nc\n```\n").notices
        #expect(zero.first?.message.hasPrefix("a code block marks lines it does not have: line 0 of a block of 1 line;") == true)
        let many = MarkdownRenderer().render("```text {9,11,13,15,17}\nc\nd\n```\n").notices
        #expect(many.first?.detail == "lines 9, 11, 13 and 2 more of a block of 2 lines")
    }

    /// `{1-99999999}` on a three-line block marks three lines, with a
    /// warning, and costs no more than `{1-3}`.
    @Test func aHugeRangeIsCutAtTheBlocksEnd() {
        let result = MarkdownRenderer().render("```text{1-99999999999}\na\nb\nc\n```\n")
        #expect(result.html == """
            <pre><code class="language-text"><span class="tp-line-marked">a
            </span><span class="tp-line-marked">b
            </span><span class="tp-line-marked">c
            </span></code></pre>

            """)
        #expect(result.notices.first?.detail == "lines 1-1000000000 of a block of 3 lines")
    }

    /// A block without marks is as it was: cmark's, or the highlighter's.
    @Test func blocksWithoutMarksAreUnchanged() {
        #expect(MarkdownRenderer().render("```text\nA\n```\n").html == "<pre><code class=\"language-text\">A\n</code></pre>\n")
        #expect(MarkdownRenderer().render("```js {x}\nA\n```\n").html == "<pre><code class=\"language-js\">A\n</code></pre>\n")
        let swift = MarkdownRenderer().render("```swift\nlet x = 1\n```\n", options: highlighted).html
        #expect(swift == "<pre><code class=\"language-swift\"><hl-k>let</hl-k> x <hl-o>=</hl-o> <hl-n>1</hl-n>\n</code></pre>\n")
    }
}
