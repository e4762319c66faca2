import Highlighter
@testable import Markdown
import Testing

/// The twin's reading of a page's HTML: the HTML the build writes in one
/// pass, to the same tree gumbo builds; anything a browser would read
/// otherwise by gumbo.
struct TwinTreeTests {
    /// The tree as text: each node on a line, indented under its parent;
    /// an `<svg>` without its attributes and drawing, which the twin
    /// leaves out (`TwinTree.parse` keeps neither).
    func shape(_ tree: TwinTree, _ node: Int = TwinTree.root, depth: Int = 0) -> String {
        var lines = ""
        for child in tree.children(of: node) {
            let indent = String(repeating: "  ", count: depth)
            switch tree.nodes[child].kind {
            case .text:
                lines += indent + "\"" + tree.string(tree.nodes[child].range) + "\"\n"
            case .ignored:
                lines += indent + "(ignored)\n"
            case .element where tree.nodes[child].tag == .svg:
                lines += indent + "svg\n"
            case .element:
                let attributes = tree.attributes[tree.nodes[child].range].map {
                    " " + tree.string($0.name) + "=" + tree.string($0.value)
                }.joined()
                lines += indent + tree.nodes[child].tag.rawValue + attributes + "\n" + shape(tree, child, depth: depth + 1)
            }
        }
        return lines
    }

    func html(_ markdown: String) -> [UInt8] {
        MarkdownRenderer().render(markdown).htmlBytes
    }

    @Test func theBuildsHTMLIsReadInOnePassAsGumboReadsIt() throws {
        let markdown = """
            # Title *em* and `code`

            Some *em*, **strong**, ~~gone~~, <kbd>Ctrl</kbd>, a [link](a.md#b "t") & "quotes" <br> line.

            1. one
            2. two
               - [x] nested task

            | Name | Value |
            | :--- | ----: |
            | a \\| b | `x` |

            > [!NOTE]
            > Read it.

            ```swift title="A.swift"
            let a = "<b>" && b
            ```

            Inline $a^2$ and a footnote.[^1]

            <details><summary>More</summary>

            Hidden.

            </details>

            <!-- a comment -->

            [^1]: The note.

            """
        let bytes = html(markdown)
        let fast = try #require(TwinTree.parse(bytes))
        #expect(shape(fast) == shape(TwinTree.gumbo(bytes)))
        #expect(MarkdownTwin.markdown(html: bytes, title: nil) { $0 }.contains("```swift title=\"A.swift\"\nlet a = \"<b>\" && b\n```"))
    }

    @Test func attributesAndReferencesAreDecoded() throws {
        let bytes = Array("<p class=\"x y\" id='q' hidden data-a=\"1&amp;2\" class=\"dropped\">&lt;&#39;&#x263A;&quot;&gt;</p>\n".utf8)
        let fast = try #require(TwinTree.parse(bytes))
        #expect(shape(fast) == "p class=x y id=q hidden= data-a=1&2\n  \"<'☺\">\"\n\"\n\"\n")
        #expect(shape(fast) == shape(TwinTree.gumbo(bytes)))
    }

    /// HTML the tree builder would move, close or read otherwise is left
    /// to gumbo, and the twin is what a browser shows.
    @Test func htmlABrowserReadsOtherwiseGoesToGumbo() {
        let cases: [(html: String, twin: String)] = [
            // A block in a paragraph closes it; the stray `</p>` is an empty paragraph.
            ("<p>a<div>b</div></p>", "a\n\nb\n"),
            // A table's row without its body, and text moved out of a table.
            ("<table>oops<tr><td>a</td></tr></table>", "oops\n\n| a |\n| --- |\n"),
            // Misnested inline elements.
            ("<p><em>a<strong>b</em>c</strong></p>", "*a**b*****c**\n"),
            // Not closed; upper case; an entity the build never writes.
            ("<p>a", "a\n"),
            ("<P>a</P>", "a\n"),
            ("<p>a&nbsp;b&copy</p>", "a\u{A0}b©\n"),
            // Raw text.
            ("<p>a</p><script>x</script><style>y</style>", "a\n"),
        ]
        for (html, twin) in cases {
            let bytes = Array(html.utf8)
            #expect(TwinTree.parse(bytes) == nil, "\(html)")
            #expect(MarkdownTwin.markdown(html: bytes, title: nil) { $0 } == twin, "\(html)")
        }
    }

    @Test func aLineBreakAfterPreIsNotItsText() throws {
        let bytes = Array("<pre>\n\nx</pre>".utf8)
        let fast = try #require(TwinTree.parse(bytes))
        #expect(shape(fast) == "pre\n  \"\nx\"\n")
        #expect(shape(fast) == shape(TwinTree.gumbo(bytes)))
    }

    /// An icon's `<svg>` is taken without its drawing (the twin leaves it
    /// out); one with text or anything but drawing elements goes to gumbo.
    @Test func iconsAreTakenWithoutTheirDrawing() throws {
        let icon = Array("<p>Icon <svg class=\"i\" viewBox=\"0 0 1 1\"><path d=\"M0\"/><g><circle r=\"1\"></circle></g></svg>Note</p>".utf8)
        let fast = try #require(TwinTree.parse(icon))
        #expect(shape(fast) == "p\n  \"Icon \"\n  svg\n  \"Note\"\n")
        #expect(MarkdownTwin.markdown(html: icon, title: nil) { $0 } == "Icon Note\n")
        let withText = Array("<p><code>a<svg><text>b</text></svg></code></p>".utf8)
        #expect(TwinTree.parse(withText) == nil)
        #expect(MarkdownTwin.markdown(html: withText, title: nil) { $0 } == "`ab`\n")
    }

    /// Highlighted code's role elements (`<hl-k>`) are read in one pass:
    /// inside a `<pre>` without a node, their text joined into one text
    /// node (the twin reads code as text); elsewhere as elements with their
    /// content. One closed by another role's end tag, or closed across
    /// another element, goes to gumbo.
    @Test func highlightedCodesRolesAreReadInOnePass() throws {
        let highlighted = Array(#"<pre><code class="language-swift"><hl-k>let</hl-k> a = <hl-s>"<hl-e>\n</hl-e>&lt;"</hl-s> <hl-out>b</hl-out></code></pre>"#.utf8)
        let fast = try #require(TwinTree.parse(highlighted))
        #expect(shape(fast) == #"""
            pre
              code class=language-swift
                "let a = "\n<" b"

            """#)
        #expect(MarkdownTwin.markdown(html: highlighted, title: nil) { $0 } == "```swift\nlet a = \"\\n<\" b\n```\n")
        // Roles in a marked line's span, a role with an attribute, and a
        // multi-letter role: the text as the page shows it.
        for (html, twin) in [
            ("<pre><code class=\"language-swift\"><span class=\"tp-line-marked\"><hl-k>let</hl-k> a&amp;\n</span><hl-out>b</hl-out></code></pre>",
             "```swift\nlet a&\nb\n```\n"),
            (#"<pre><code><hl-k class="x">a</hl-k> <hl-s>"b"</hl-s></code></pre>"#, "```\na \"b\"\n```\n"),
        ] {
            #expect(TwinTree.parse(Array(html.utf8)) != nil, "\(html)")
            #expect(MarkdownTwin.markdown(html: Array(html.utf8), title: nil) { $0 } == twin, "\(html)")
        }
        let inline = Array("<p><hl-k>a</hl-k> b</p>".utf8)
        #expect(try shape(#require(TwinTree.parse(inline))) == "p\n  hl-*\n    \"a\"\n  \" b\"\n")
        for misnested in ["<p><hl-k>a</hl-s></p>", "<p><hl-k>a</hl-kk></p>", "<p><hl-zz>a</hl-zz></p>",
                          "<pre><hl-k>a</hl-s></pre>", "<pre><code><hl-k>a</code></hl-k></pre>",
                          "<pre><hl-k><em>a</hl-k></em></pre>", "<pre><hl-k>a</pre>", "<pre><hl-k>a</hl-kk></pre>"] {
            #expect(TwinTree.parse(Array(misnested.utf8)) == nil, "\(misnested)")
        }
        for name in SyntaxRole.allCases.map(\.className) {
            #expect(TwinTreeParser.isRoleName(Array(name.utf8)[...]), "\(name)")
        }
        for name in ["", "z", "kk", "K", "outs", "-"] { #expect(!TwinTreeParser.isRoleName(Array(name.utf8)[...]), "\(name)") }
        for misnested in ["<p><hl-k>a</hl-s></p>", "<p><hl-k>a</hl-kk></p>", "<p><hl-zz>a</hl-zz></p>"] {
            #expect(MarkdownTwin.markdown(html: Array(misnested.utf8), title: nil) { $0 } == "a\n", "\(misnested)")
        }
    }

    /// Where the one pass stops, gumbo reads the rest from the start of
    /// the top-level element it stopped in: the tree is the one gumbo
    /// builds for the whole page, and the well-formed part before is not
    /// read twice.
    @Test func gumboReadsOnlyFromTheTopLevelElementThePassStoppedIn() throws {
        let prefix = "<h1 id=\"t\">Title</h1>\n<p>Some <em>text</em> &amp; <code>code</code>.</p>\n<ul>\n<li>a</li>\n</ul>\n"
        let cases: [(rest: String, resumesAt: String)] = [
            // A link in a link (an `<a name>` left open), a block in a paragraph, a `<pre>` after an open `<p>`.
            ("<p><a name=\"x\"> <a href=\"#y\">y</a></p>\n<p>after</p>\n", "<p><a name"),
            ("<p><em><details><summary>R</summary></em></p>\n<p>Next</p>\n", "<p><em><details>"),
            ("<details>\n<p>\n\n<pre><code>x</code></pre>\n</p></details>\n", "<details>"),
            // Not closed at the end.
            ("<blockquote><p>a</p>\n", "<blockquote>"),
            // A `<` that starts no tag: text, joined to the line feed before it as one parse joins it.
            ("<3 and <b>bold</b>\n", "<3"),
            // Raw text in a paragraph after well-formed ones.
            ("<p>a</p>\n<p>b<script>c</script></p>", "<p>b<script>"),
        ]
        for (rest, resumesAt) in cases {
            let bytes = Array((prefix + rest).utf8)
            var parser = TwinTreeParser(bytes)
            let whole = parser.run()
            #expect(!whole, "\(rest)")
            let resumes = try #require(rest.range(of: resumesAt)).lowerBound
            #expect(parser.checkpoint.position == prefix.utf8.count + rest.utf8.distance(from: rest.startIndex, to: resumes), "\(rest)")
            #expect(shape(TwinTree.read(bytes)) == shape(TwinTree.gumbo(bytes)), "\(rest)")
        }
        // Text that is not kept as written from the start: gumbo reads it all.
        let returns = Array("<p>a\r\nb</p>".utf8)
        var parser = TwinTreeParser(returns)
        let whole = parser.run()
        #expect(!whole)
        #expect(parser.checkpoint.position == 0)
        #expect(shape(TwinTree.read(returns)) == shape(TwinTree.gumbo(returns)))
        #expect(shape(TwinTree.read(returns)) == "p\n  \"a\nb\"\n")
    }

    /// After gumbo's reading of an element the pass stopped in, the pass
    /// goes on from the next top-level line where nothing is left open;
    /// where something is (an element, a formatting element gumbo would
    /// reopen, a comment), gumbo reads on. The tree is gumbo's own.
    @Test func thePassGoesOnWhereGumbosReadingEndsWithNothingOpen() {
        let bad = "<p><a name=\"x\"> <a href=\"#y\">y</a></p>\n"
        let cases: [(html: String, readByGumbo: Int)] = [
            // Read alone, twice on one page.
            ("<p>a</p>\n" + bad + "<p>after</p>\n", bad.utf8.count),
            (bad + "<p>ok</p>\n" + bad + "<ul>\n<li>end</li>\n</ul>\n", 2 * bad.utf8.count),
            // A bold left open is reopened in the next paragraph; a block left open holds the rest;
            // a comment left open takes it: gumbo reads to the end (trying twice as far each time).
            ("<p><b>x</p>\n<p>y</p>\n<p>z</p>\n", -1),
            ("<div><p>a<div>b</div></p>\n<p>c</p>\n<p>d</p>\n", -1),
            ("<p>a</p>\n<!-- left open\n<p>c</p>\n", -1),
        ]
        for (html, expected) in cases {
            let bytes = Array(html.utf8)
            var parser = TwinTreeParser(bytes)
            while !parser.run(), parser.readByGumbo() {}
            #expect(shape(parser.tree) == shape(TwinTree.gumbo(bytes)), "\(html)")
            #expect(shape(TwinTree.read(bytes)) == shape(TwinTree.gumbo(bytes)), "\(html)")
            if expected >= 0 {
                #expect(parser.bytesReadByGumbo == expected, "\(html)")
            } else {
                #expect(parser.bytesReadByGumbo >= bytes.count - (html.hasPrefix("<p>a</p>") ? 9 : 0), "\(html)")
            }
        }
    }
}
