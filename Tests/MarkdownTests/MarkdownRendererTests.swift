import Dispatch
import Foundation
@testable import Markdown
@testable import PreviewRenderer
import Synchronization
import Testing

@Suite struct MarkdownRendererTests {
    let renderer = MarkdownRenderer()
    let safe = MarkdownOptions()
    let unsafe = MarkdownOptions(rawHTML: .kept)

    // MARK: Options

    @Test func defaultOptions() {
        #expect(MarkdownOptions() == MarkdownOptions(smartPunctuation: true, rawHTML: .safe))
    }

    @Test func smartPunctuation() {
        let html = renderer.render("\"Hi\" -- there... 'twas --- done", options: safe).html
        #expect(html == "<p>“Hi” – there… ’twas — done</p>\n")
    }

    @Test func smartPunctuationOff() {
        let html = renderer.render("\"Hi\" -- there...", options: MarkdownOptions(smartPunctuation: false)).html
        #expect(html == "<p>&quot;Hi&quot; -- there...</p>\n")
    }

    @Test func rawHTMLIsOmittedWhenOff() {
        let markdown = "<div class=\"x\">\nblock\n</div>\n\nText <b>bold</b> <script>alert(1)</script>\n"
        #expect(renderer.render(markdown, options: MarkdownOptions(rawHTML: .omitted)).html == """
            <!-- raw HTML omitted -->
            <p>Text <!-- raw HTML omitted -->bold<!-- raw HTML omitted --> \
            <!-- raw HTML omitted -->alert(1)<!-- raw HTML omitted --></p>

            """)
    }

    @Test func rawHTMLIsKeptWhenAllowed() {
        let markdown = "<div class=\"x\">\nblock\n</div>\n\nText <b>bold</b>\n"
        #expect(renderer.render(markdown, options: unsafe).html == """
            <div class="x">
            block
            </div>
            <p>Text <b>bold</b></p>

            """)
    }

    @Test func javascriptLinksLoseTheirDestination() {
        #expect(renderer.render("[x](javascript:alert(1))", options: safe).html
            == "<p><a href=\"\">x</a></p>\n")
        #expect(renderer.render("[x](javascript:alert(1))", options: unsafe).html
            == "<p><a href=\"javascript:alert(1)\">x</a></p>\n")
    }

    @Test func emptyDocument() {
        #expect(renderer.render("", options: safe)
            == RenderedMarkdown(htmlBytes: [], headings: [], firstHeading: nil, sectionTexts: [""]))
    }

    @Test func nulBytesAreReplaced() {
        #expect(renderer.render("a\u{0}b", options: safe).html == "<p>a\u{FFFD}b</p>\n")
    }

    // MARK: Whole documents

    @Test func smallDocumentExactHTML() {
        let rendered = renderer.render("# Title\n\nSee [setup](setup.md#run).", options: safe)
        #expect(rendered.html == "<h1 id=\"title\">Title</h1>\n<p>See <a href=\"setup.html#run\">setup</a>.</p>\n")
        #expect(rendered.headings == [DocHeading(level: 1, text: "Title", id: "title")])
        #expect(rendered.firstHeading == "Title")
    }

    @Test func largerDocumentExactHTML() {
        let markdown = """
            # Theme *preview*

            Intro with `code`.

            ## Install

            1. Run `make`.
            2. Read [the guide](guide/setup.md).

            > ## Quoted heading
            > text

            Setext heading
            --------------

            ```swift
            let x = "<b>"
            ```

            """
        #expect(renderer.render(markdown, options: safe).html == """
            <h1 id="theme-preview">Theme <em>preview</em></h1>
            <p>Intro with <code>code</code>.</p>
            <h2 id="install">Install</h2>
            <ol>
            <li>Run <code>make</code>.</li>
            <li>Read <a href="guide/setup.html">the guide</a>.</li>
            </ol>
            <blockquote>
            <h2 id="quoted-heading">Quoted heading</h2>
            <p>text</p>
            </blockquote>
            <h2 id="setext-heading">Setext heading</h2>
            <pre><code class="language-swift">let x = &quot;&lt;b&gt;&quot;
            </code></pre>

            """)
    }

    @Test func headingLayoutMatchesPlainCmarkInsideContainers() {
        // The custom nodes must not add or lose newlines compared to cmark's
        // own <hN> rendering, also in tight lists and multi-line headings.
        let markdown = "- # In a list\n- b\n\nFoo\nbar\n===\n"
        #expect(renderer.render(markdown, options: safe).html == """
            <ul>
            <li>
            <h1 id="in-a-list">In a list</h1>
            </li>
            <li>b</li>
            </ul>
            <h1 id="foo-bar">Foo
            bar</h1>

            """)
    }

    // MARK: Heading ids

    @Test func duplicateHeadingsAreNumbered() {
        let rendered = renderer.render("## Usage\n\n## Usage\n\n### Usage\n", options: safe)
        #expect(rendered.html == """
            <h2 id="usage">Usage</h2>
            <h2 id="usage-1">Usage</h2>
            <h3 id="usage-2">Usage</h3>

            """)
    }

    @Test func punctuationAndNonASCIIInIds() {
        let rendered = renderer.render("## Café au lait\n\n## Hello, World!\n\n## ???\n\n## C++ & `Swift`\n", options: safe)
        #expect(rendered.headings.map(\.id) == ["café-au-lait", "hello-world", "section", "c--swift"])
        #expect(rendered.html == """
            <h2 id="café-au-lait">Café au lait</h2>
            <h2 id="hello-world">Hello, World!</h2>
            <h2 id="section">???</h2>
            <h2 id="c--swift"><span id="c-swift"></span>C++ &amp; <code>Swift</code></h2>

            """)
    }

    /// GitHub does no smart punctuation: its id keeps the two hyphens
    /// that became an en dash here, and drops the quotes either way.
    @Test func smartPunctuationDoesNotChangeTheId() {
        let rendered = renderer.render("# \"Don't\" -- stop", options: safe)
        #expect(rendered.html == "<h1 id=\"dont----stop\"><span id=\"dont-stop\"></span>“Don’t” – stop</h1>\n")
        #expect(rendered.firstHeading == "“Don’t” – stop")
    }

    /// The same with Windows line endings, below the first line: the
    /// heading's line is found by its number either way.
    @Test func smartPunctuationDoesNotChangeTheIdWithCRLF() {
        for ending in ["\n", "\r\n"] {
            let rendered = renderer.render(["Intro", "", "## \"Don't\" -- stop", ""].joined(separator: ending), options: safe)
            #expect(rendered.headings.map(\.id) == ["dont----stop"], "\(Array(ending.utf8))")
        }
    }

    @Test func rawHTMLInHeadingStaysSafe() {
        let markdown = "# Hi <script>alert(\"x\")</script> \"there\""
        #expect(renderer.render(markdown, options: MarkdownOptions(rawHTML: .omitted)).html
            == "<h1 id=\"hi-alertx-there\">Hi <!-- raw HTML omitted -->alert(“x”)<!-- raw HTML omitted --> “there”</h1>\n")
        #expect(renderer.render(markdown, options: safe).html == "<h1 id=\"hi-alertx-there\">Hi  “there”</h1>\n")
        #expect(renderer.render(markdown, options: unsafe).html
            == "<h1 id=\"hi-alertx-there\">Hi <script>alert(“x”)</script> “there”</h1>\n")
    }

    /// A README's title with its logo: the title is the words, trimmed; a
    /// heading that is only an image is its alt text. Ids stay GitHub's.
    @Test func aLogoBeforeTheTitleIsNotPartOfItsText() {
        let markdown = """
            # <img src="logo.png" width="40"> My Project

            ## ![logo](logo.png) Install

            ## ![Only a picture](pic.png)
            """
        let rendered = renderer.render(markdown, options: safe)
        #expect(rendered.headings == [
            DocHeading(level: 1, text: "My Project", id: "-my-project"),
            DocHeading(level: 2, text: "Install", id: "-install"),
            DocHeading(level: 2, text: "Only a picture", id: "section"),
        ])
        #expect(rendered.firstHeading == "My Project")
        #expect(rendered.html.hasPrefix("<h1 id=\"-my-project\"><span id=\"my-project\"></span><img src=\"logo.png\" width=\"40\"> My Project</h1>\n"))
    }

    /// The heading's trim is Foundation's `.whitespaces` (tab and the
    /// space separators), not newlines or other scalars.
    @Test(arguments: ["", " ", "\t", "plain", "  both  ", "\tTab\t", "\u{A0}No-break\u{3000}", "\u{2003}em\u{2003}",
                      "\nnewline\n", "in side", "\u{200B}zero width", "\u{1680}ogham\u{205F}", "\u{202F}\u{180E}", "é ", " 日本 "])
    func headingTrimIsFoundations(_ text: String) {
        #expect(MarkdownRenderer.trimmingSpaces(text) == text.trimmingCharacters(in: .whitespaces))
    }

    @Test func headingsListAllLevelsWithPlainText() {
        let markdown = """
            ## Before the title

            # The *real* `title`

            ### A [link](other.md) and ![an image](pic.png)

            # Second title

            ###### Deep
            """
        let rendered = renderer.render(markdown, options: safe)
        #expect(rendered.headings == [
            DocHeading(level: 2, text: "Before the title", id: "before-the-title"),
            DocHeading(level: 1, text: "The real title", id: "the-real-title"),
            // Shown as GitHub's outline shows it: an image's alt text is
            // not the heading's words (the id is GitHub's, from the text).
            DocHeading(level: 3, text: "A link and", id: "a-link-and-"),
            DocHeading(level: 1, text: "Second title", id: "second-title"),
            DocHeading(level: 6, text: "Deep", id: "deep"),
        ])
        #expect(rendered.firstHeading == "The real title")
        #expect(rendered.html.contains("<h3 id=\"a-link-and-\"><span id=\"a-link-and\"></span>A <a href=\"other.html\">link</a> and <img src=\"pic.png\" alt=\"an image\" /></h3>"))
    }

    @Test func noLevelOneHeadingMeansNoFirstHeading() {
        let rendered = renderer.render("## Only two\n\ntext", options: safe)
        #expect(rendered.firstHeading == nil)
        #expect(rendered.headings == [DocHeading(level: 2, text: "Only two", id: "only-two")])
    }

    // MARK: Links

    @Test func relativeMarkdownLinksAreRewritten() {
        let markdown = """
            [a](guide/setup.md#install) [b](../README.MD) [c](notes.md?v=2#top) [d][ref]

            [ref]: reference.md
            """
        #expect(renderer.render(markdown, options: safe).html == """
            <p><a href="guide/setup.html#install">a</a> <a href="../index.html">b</a> \
            <a href="notes.html?v=2#top">c</a> <a href="reference.html">d</a></p>

            """)
    }

    @Test func otherLinksAreUntouched() {
        let markdown = """
            [a](https://example.com/a.md) [b](/docs/b.md) [c](#c.md) [d](//cdn.example.com/d.md) \
            [e](mailto:x@example.md) [f](image.png) [g](notes.markdown) ![h](pic.md) <https://x.org/y.md>
            """
        #expect(renderer.render(markdown, options: safe).html == """
            <p><a href="https://example.com/a.md">a</a> <a href="/docs/b.md">b</a> <a href="#c.md">c</a> \
            <a href="//cdn.example.com/d.md">d</a> <a href="mailto:x@example.md">e</a> \
            <a href="image.png">f</a> <a href="notes.markdown">g</a> <img src="pic.md" alt="h" /> \
            <a href="https://x.org/y.md">https://x.org/y.md</a></p>

            """)
    }

    // MARK: Concurrency

    @Test func concurrentRenderingMatchesSerialRendering() {
        let documents = (0..<200).map { index in
            """
            # Document \(index)

            ## Usage

            "Quoted" -- text... with [next](doc-\(index + 1).md#top) and <span>raw</span>.

            ## Usage

            - item \(index)
              ## Café \(index)

            [bad](javascript:alert(\(index)))
            """
        }
        let options = [MarkdownOptions(rawHTML: .omitted), unsafe]
        let serial = documents.indices.map { renderer.render(documents[$0], options: options[$0 % 2]) }

        let results = Mutex([RenderedMarkdown?](repeating: nil, count: documents.count))
        let shared = renderer
        DispatchQueue.concurrentPerform(iterations: documents.count) { index in
            let rendered = shared.render(documents[index], options: options[index % 2])
            results.withLock { $0[index] = rendered }
        }
        let concurrent = results.withLock { $0 }

        #expect(concurrent == serial)
        #expect(serial[7].headings.map(\.id) == ["document-7", "usage", "usage-1", "café-7"])
        #expect(serial[7].html.contains("<a href=\"doc-8.html#top\">next</a>"))
        #expect(serial[8].html.contains("<!-- raw HTML omitted -->"))
        #expect(serial[7].html.contains("<span>raw</span>"))
    }
}

extension MarkdownRendererTests {
    @Suite struct LinkRewriting {
        @Test(arguments: [
            ("setup.md", "setup.html"),
            ("guide/setup.md#install", "guide/setup.html#install"),
            ("../README.MD", "../index.html"),
            ("guide/README.md#setup", "guide/index.html#setup"),
            ("guide/_index.md", "guide/index.html"),
            ("Index.md?x=1", "index.html?x=1"),
            ("readme-first.md", "readme-first.html"),
            ("guide/", "guide/index.html"),
            ("guide/#setup", "guide/index.html#setup"),
            ("../", "../index.html"),
            ("./", "./index.html"),
            ("..", "../index.html"),
            (".#top", "./index.html#top"),
            ("../../guide/advanced/", "../../guide/advanced/index.html"),
            ("notes.Md?version=2#top", "notes.html?version=2#top"),
            ("./a.md?x=1", "./a.html?x=1"),
            ("docs/café.md", "docs/café.html"),
        ])
        func relativeMarkdownLinksPointAtHTML(url: String, rewritten: String) {
            #expect(MarkdownLinkRewriter.rewrite(url) == rewritten)
        }

        @Test(arguments: [
            "", "https://example.com/setup.md", "http://example.com/a.md#x", "mailto:someone@example.md",
            "/docs/setup.md", "//cdn.example.com/setup.md", "#setup.md", "file:setup.md",
            "C:setup.md", "setup.markdown", "setup.md.txt", "image.png", "md", "setup.html#a.md",
            "dir.md/page", "?q=setup.md", "setup.md/", "../guide/setup.md/#top",
        ])
        func everythingElseIsLeftAlone(url: String) {
            #expect(MarkdownLinkRewriter.rewrite(url) == nil)
        }

        @Test func schemeDetectionFollowsRFC3986() {
            #expect(MarkdownLinkRewriter.hasScheme("https://x"))
            #expect(MarkdownLinkRewriter.hasScheme("git+ssh://x"))
            #expect(MarkdownLinkRewriter.hasScheme("mailto:a@b"))
            #expect(!MarkdownLinkRewriter.hasScheme("1http://x"))
            #expect(!MarkdownLinkRewriter.hasScheme("a/b:c"))
            #expect(!MarkdownLinkRewriter.hasScheme("page.md?x=a:b"))
            #expect(!MarkdownLinkRewriter.hasScheme(":nothing"))
        }
    }
}
