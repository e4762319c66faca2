import Testing
@testable import PreviewRenderer

/// A footnote definition whose text looks like a link (`[^1]: https://…`)
/// stays text, as every footnote does, instead of becoming a link
/// reference definition that drops the line and links every `[^1]`.
struct FootnoteDefinitionTests {
    let renderer = MarkdownRenderer()

    @Test func aDefinitionThatLooksLikeALinkStaysText() {
        let rendered = renderer.render("A claim[^1] and more[^2].\n\n[^1]: https://example.com/a\n[^2]: <https://example.com/b> \"Title\"\n")
        #expect(rendered.html == """
            <p>A claim[^1] and more[^2].</p>
            <p>[^1]: <a href="https://example.com/a">https://example.com/a</a>
            [^2]: <a href="https://example.com/b">https://example.com/b</a> “Title”</p>

            """)
        #expect(rendered.notices.map { "\($0.line):\($0.column) \($0.kind) \($0.count)" } == ["1:1 footnote 3"])
    }

    /// Only where cmark would read a definition: up to three spaces in,
    /// outside fenced code; a label without spaces.
    @Test func onlyLinesThatStartADefinition() {
        #expect(FootnoteDefinitions.escaped("No footnote here.\n[x]: https://example.com\n") == nil)
        #expect(FootnoteDefinitions.escaped("```\n[^1]: https://example.com\n```\n~~~~\n[^2]: x\n~~~\n~~~~\n") == nil)
        #expect(FootnoteDefinitions.escaped("    [^1]: https://example.com\n[^a b]: x\n[^]: x\n[^1] x\n") == nil)
        // Raw HTML shows what it holds as it is, a backslash too.
        #expect(FootnoteDefinitions.escaped("<div>\n[^1]: https://example.com\n</div>\n") == nil)
        #expect(FootnoteDefinitions.escaped("<div>\n\n[^1]: https://example.com\n")?.escapes == [3: 1])
        let escaped = FootnoteDefinitions.escaped("```\ncode\n```\n   [^1]: a\n> [^2]: b\n[^note-1]:c\n")
        #expect(escaped?.text == "```\ncode\n```\n   \\[^1]: a\n> [^2]: b\n\\[^note-1]:c\n")
        #expect(escaped?.escapes == [4: 4, 6: 1])
    }

    /// Links on such a line are where the file has them: the backslash is
    /// not counted.
    @Test func columnsLeaveTheBackslashOut() {
        let rendered = renderer.render("Text[^1].\n\n[^1]: See [the guide](guide.md) and ![a](é.png).\n")
        #expect(rendered.links == [
            MarkdownLink(destination: "guide.md", kind: .link, line: 3, column: 11),
            MarkdownLink(destination: "é.png", kind: .image, line: 3, column: 37),
        ])
        #expect(renderer.render("[^1]: x <marquee>y</marquee>\n").notices.map { "\($0.line):\($0.column) \($0.kind)" }
            == ["1:9 rawHTMLDropped", "1:1 footnote"])
        // At the text after `*x*`, column 10 of the file.
        #expect(renderer.render("[^1]: *x* :tada:\n").notices.map { "\($0.line):\($0.column) \($0.kind)" }
            == ["1:1 footnote", "1:10 emojiShortcode"])
    }

    /// A doc whose only bare URL follows a footnote's `]:` still gets it
    /// linked (a link reference definition's destination is no text).
    @Test func aBareURLInAFootnoteIsLinked() {
        #expect(renderer.render("[^1]: https://example.com/a\n").html
            == "<p>[^1]: <a href=\"https://example.com/a\">https://example.com/a</a></p>\n")
        #expect(renderer.render("[x]: https://example.com/a\n\nSee [x].\n").html
            == "<p>See <a href=\"https://example.com/a\">x</a>.</p>\n")
    }
}
