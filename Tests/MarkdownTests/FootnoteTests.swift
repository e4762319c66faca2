@testable import Markdown
@testable import PreviewRenderer
import Testing

/// GitHub's footnotes (`GFMFootnotes`, `FootnoteDefinitions`); the
/// conformance cases are in `GFMConformanceTests`.
struct FootnoteTests {
    let renderer = MarkdownRenderer()

    static func sup(_ id: String, _ number: Int, ref: String? = nil) -> String {
        "<sup class=\"footnote-ref\"><a href=\"#fn-\(id)\" id=\"\(ref ?? "fnref-\(id)")\" data-footnote-ref>\(number)</a></sup>"
    }

    static func back(_ id: String, _ label: String, suffix: String = "", count: Int = 1) -> String {
        "<a href=\"#fnref-\(id)\(suffix)\" class=\"footnote-backref\" data-footnote-backref aria-label=\"Back to reference \(label)\">↩"
            + (count > 1 ? "<sup class=\"footnote-ref\">\(count)</sup>" : "") + "</a>"
    }

    static let open = "<section class=\"footnotes\" data-footnotes aria-label=\"Footnotes\">\n<ol>\n"
    static let close = "</ol>\n</section>\n"

    func notices(_ markdown: String) -> [String] {
        renderer.render(markdown).notices.map { "\($0.line):\($0.column) \($0.kind) \($0.count)" }
    }

    /// A definition that looks like a link (`[^1]: https://…`, common under
    /// proposals) is a footnote, not a link reference definition that
    /// would drop the line and link every `[^1]`.
    @Test func aDefinitionThatLooksLikeALinkIsAFootnote() {
        let rendered = renderer.render("A claim[^1] and more[^2].\n\n[^1]: https://example.com/a\n[^2]: <https://example.com/b> \"Title\"\n")
        #expect(rendered.html == "<p>A claim\(Self.sup("1", 1)) and more\(Self.sup("2", 2)).</p>\n" + Self.open
            + "<li id=\"fn-1\">\n<p><a href=\"https://example.com/a\">https://example.com/a</a> \(Self.back("1", "1"))</p>\n</li>\n"
            + "<li id=\"fn-2\">\n<p><a href=\"https://example.com/b\">https://example.com/b</a> “Title” \(Self.back("2", "2"))</p>\n</li>\n"
            + Self.close)
        #expect(rendered.notices.isEmpty)
        #expect(rendered.htmlIDs == ["fnref-1", "fnref-2", "fn-1", "fn-2"])
    }

    /// Numbers follow the first references, in the order of the file
    /// (references inside footnotes included); a label matches in any
    /// case; each reference gets its own id and link back.
    @Test func numbersFollowTheReferences() {
        let rendered = renderer.render("""
            First[^b], then[^A].

            [^a]: Alpha, see[^c].
            [^b]: Beta.

            Again[^B].

            [^c]: Gamma.

            """)
        #expect(rendered.html == "<p>First\(Self.sup("b", 1)), then\(Self.sup("a", 2)).</p>\n"
            + "<p>Again\(Self.sup("b", 1, ref: "fnref-b-2")).</p>\n" + Self.open
            + "<li id=\"fn-b\">\n<p>Beta. \(Self.back("b", "1")) \(Self.back("b", "1-2", suffix: "-2", count: 2))</p>\n</li>\n"
            + "<li id=\"fn-a\">\n<p>Alpha, see\(Self.sup("c", 3)). \(Self.back("a", "2"))</p>\n</li>\n"
            + "<li id=\"fn-c\">\n<p>Gamma. \(Self.back("c", "3"))</p>\n</li>\n"
            + Self.close)
    }

    /// A footnote holds blocks: what is indented four spaces goes on, a
    /// paragraph goes on lazily, and a line that is not indented ends it.
    @Test func aFootnoteHoldsBlocks() {
        let rendered = renderer.render("""
            Text[^long].

            [^long]: One
            lazy line.

                - a list
                - in it

                ```
                code
                ```
            Not in it.

            """)
        #expect(rendered.html == "<p>Text\(Self.sup("long", 1)).</p>\n<p>Not in it.</p>\n" + Self.open
            + "<li id=\"fn-long\">\n<p>One\nlazy line.</p>\n<ul>\n<li>a list</li>\n<li>in it</li>\n</ul>\n"
            + "<pre><code>code\n</code></pre>\n\(Self.back("long", "1"))\n</li>\n" + Self.close)
    }

    /// What stays text: an escaped bracket, a label no definition has, a
    /// reference inside a link's text. A definition inside a block quote
    /// is read (as GitHub does) but not referred to here: left out.
    @Test func whatStaysText() {
        let rendered = renderer.render("""
            \\[^1] and [^none] and [see [^1]](x.html) and [^1].

            > [^q]: quoted

            [^1]: One.

            """)
        #expect(rendered.html == "<p>[^1] and [^none] and <a href=\"x.html\">see [^1]</a> and \(Self.sup("1", 1)).</p>\n"
            + "<blockquote>\n</blockquote>\n" + Self.open
            + "<li id=\"fn-1\">\n<p>One. \(Self.back("1", "1"))</p>\n</li>\n" + Self.close)
        // Both left as text, noted at the first.
        #expect(notices("\\[^1] and [^none].\n\n[^1]: One.\n") == ["1:1 footnote 1", "3:1 footnoteLeftOut 1"])
    }

    /// A definition inside a block quote is a footnote too.
    @Test func aDefinitionInAQuote() {
        #expect(renderer.render("See[^q].\n\n> Quote.\n> [^q]: In a quote.\n").html
            == "<p>See\(Self.sup("q", 1)).</p>\n<blockquote>\n<p>Quote.</p>\n</blockquote>\n" + Self.open
            + "<li id=\"fn-q\">\n<p>In a quote. \(Self.back("q", "1"))</p>\n</li>\n" + Self.close)
    }

    /// A definition nothing refers to, and a second with the same label,
    /// are left out (as GitHub does), with a warning at the first.
    @Test func unusedDefinitionsAreLeftOutWithAWarning() {
        let markdown = "Text[^1].\n\n[^1]: One.\n[^unused]: Never.\n[^1]: Again.\n"
        #expect(renderer.render(markdown).html == "<p>Text\(Self.sup("1", 1)).</p>\n" + Self.open
            + "<li id=\"fn-1\">\n<p>One. \(Self.back("1", "1"))</p>\n</li>\n" + Self.close)
        #expect(notices(markdown) == ["4:1 footnoteLeftOut 2"])
        // No reference at all: no section.
        #expect(renderer.render("Text.\n\n[^1]: One.\n").html == "<p>Text.</p>\n")
        // A table in one left out (its cells were found before it was; the
        // fuzzer found them freed too early).
        let table = "Text[^b].\n\n[^a]: | x | y |\n    |---|---|\n    | 1 | 2 |\n\n[^b]: | z |\n    |---|\n"
        #expect(renderer.render(table).html == "<p>Text\(Self.sup("b", 1)).</p>\n" + Self.open + "<li id=\"fn-b\">\n"
            + "<div class=\"tp-table\" role=\"region\" aria-label=\"Table: z\" tabindex=\"0\">\n<table>\n<thead>\n<tr>\n<th>z</th>\n"
            + "</tr>\n</thead>\n</table>\n</div>\n\(Self.back("b", "1"))\n</li>\n" + Self.close)
    }

    /// References in a table's cells, on an indented line of a list item,
    /// and after `!`.
    @Test func referencesWhereverTextIs() {
        let rendered = renderer.render("""
            | a | b |
            |---|---|
            | x[^t] | y |

            - item
              line![^l]

            [^t]: T.
            [^l]: L.

            """)
        #expect(rendered.html.contains("<td>x\(Self.sup("t", 1))</td>"))
        #expect(rendered.html.contains("<li>item\nline!\(Self.sup("l", 2))</li>"))
        #expect(rendered.notices.isEmpty)
    }

    /// Labels other than ASCII letters, digits, `-`, `_` and `.` give ids
    /// by number.
    @Test func otherLabelsGiveNumbers() {
        let rendered = renderer.render("A[^é] b[^a\"b].\n\n[^é]: E.\n[^a\"b]: Q.\n")
        #expect(rendered.html.hasPrefix("<p>A\(Self.sup("1", 1)) b\(Self.sup("2", 2)).</p>\n"))
        #expect(rendered.htmlIDs == ["fnref-1", "fnref-2", "fn-1", "fn-2"])
    }

    /// A definition cmark does not make an item of (an empty one right
    /// after a paragraph's line cannot start a list) stays text.
    @Test func aDefinitionCmarkCannotReadStaysText() {
        let rendered = renderer.render("Text[^1]\n[^1]:\n")
        #expect(rendered.html == "<p>Text[^1]\n[^1]:</p>\n")
        #expect(rendered.notices.map { "\($0.line):\($0.column) \($0.kind)" } == ["1:5 footnote"])
    }

    /// Only where cmark would read a definition: up to three spaces in
    /// (after any quote markers), outside fenced code and raw HTML; a
    /// label without spaces.
    @Test func onlyLinesThatStartADefinition() {
        #expect(FootnoteDefinitions.prepared("No footnote here.\n[x]: https://example.com\n") == nil)
        #expect(FootnoteDefinitions.prepared("```\n[^1]: https://example.com\n```\n~~~~\n[^2]: x\n~~~\n~~~~\n") == nil)
        #expect(FootnoteDefinitions.prepared("    [^1]: https://example.com\n[^a b]: x\n[^]: x\n[^1] x\n") == nil)
        #expect(FootnoteDefinitions.prepared("<div>\n[^1]: https://example.com\n</div>\n") == nil)
        #expect(FootnoteDefinitions.prepared("<div>\n\n[^1]: https://example.com\n")?.text == "<div>\n\n01) https://example.com\n")
        let prepared = FootnoteDefinitions.prepared("```\ncode\n```\n   [^1]:   a\n> [^2]: b\n[^note-1]:\n")
        #expect(prepared?.text == "```\ncode\n```\n   01) a\n> 01) b\n01)\n")
        #expect(prepared?.definitions == [.init(line: 4, column: 4, label: "1"), .init(line: 5, column: 3, label: "2"),
                                          .init(line: 6, column: 1, label: "note-1")])
        #expect(prepared?.shifts[4] == [.init(after: 7, by: 4, byScalars: 4)])
        #expect(prepared?.shifts[6] == [.init(after: 3, by: 7, byScalars: 7)])
        #expect(FootnoteDefinitions.prepared("[^é]: a\n", keeping: [1]) == nil)
        let quoted = FootnoteDefinitions.prepared("> > [^q]: a\n", keeping: [2])
        #expect(quoted?.text == "> > 01) a\n")
        #expect(quoted?.definitions == [.init(line: 1, column: 5, label: "q")])
        #expect(FootnoteDefinitions.prepared("[^é]: a\n")?.shifts[1] == [.init(after: 4, by: 3, byScalars: 2)])
    }

    /// Links and notices on a definition's line are where the file has
    /// them.
    @Test func columnsAreTheFiles() {
        let rendered = renderer.render("Text[^1].\n\n[^1]: See [the guide](guide.md) and ![a](é.png).\n")
        #expect(rendered.links == [
            MarkdownLink(destination: "guide.md", kind: .link, line: 3, column: 11),
            MarkdownLink(destination: "é.png", kind: .image, line: 3, column: 37),
        ])
        #expect(notices("A[^1]\n\n[^1]: x <marquee>y</marquee>\n") == ["3:9 rawHTMLDropped 1"])
        // At the text after `*x*`, column 10 of the file.
        #expect(notices("A[^1]\n\n[^1]: *x* :tada:\n") == ["3:10 emojiShortcode 1"])
        #expect(notices("A[^é]\n\n[^é]: *x* :tada:\n") == ["3:11 emojiShortcode 1"])
    }

    /// A footnote's words are searchable (in the doc's last section), and
    /// its number is not text of the doc.
    @Test func footnotesAreSearchText() {
        let rendered = renderer.render("# Title\n\nText[^1].\n\n## End\n\nLast.\n\n[^1]: Hidden word.\n")
        #expect(rendered.sectionTexts?.last?.contains("Hidden word.") == true)
        #expect(rendered.sectionTexts?.contains { $0.contains("Text1") } == false)
    }

    /// A reference in a heading: the heading's text, id and the table of
    /// contents leave its number out.
    @Test func aReferenceInAHeading() {
        let rendered = renderer.render("## Why[^why]\n\nText.\n\n[^why]: Because.\n")
        #expect(rendered.headings.map(\.text) == ["Why"])
        #expect(rendered.headings.map(\.id) == ["why"])
        #expect(rendered.html.hasPrefix("<h2 id=\"why\">Why\(Self.sup("why", 1))"))
    }
}
