@testable import Markdown
import Testing

/// Python-Markdown's abbreviations (`*[HTML]: …`), as Material for MkDocs
/// shows them.
struct AbbreviationTests {
    func html(_ markdown: String) -> String { MarkdownRenderer().render(markdown).html }

    @Test func definitionsAreTakenOutAndWordsMarked() {
        let markdown = "The HTML spec, `HTML` in code, HTMLX and [HTML](html.md).\n\n# About HTML\n\n*[HTML]: Hyper Text Markup Language\n*[W3C]:  World Wide \"Web\" Consortium\n"
        #expect(html(markdown) == """
            <p>The <abbr title="Hyper Text Markup Language">HTML</abbr> spec, <code>HTML</code> in code, HTMLX and <a href="html.html"><abbr title="Hyper Text Markup Language">HTML</abbr></a>.</p>
            <h1 id="about-html">About <abbr title="Hyper Text Markup Language">HTML</abbr></h1>

            """)
    }

    @Test func definitionLines() {
        #expect(Abbreviations.definition("*[HTML]: Hyper Text") == .init(abbreviation: "HTML", title: "Hyper Text"))
        #expect(Abbreviations.definition("*[W3C] : World") == .init(abbreviation: "W3C", title: "World"))
        #expect(Abbreviations.definition("*[]: x") == nil)
        #expect(Abbreviations.definition("*[x] y") == nil)
    }

    @Test func aParagraphWithOtherTextStays() {
        #expect(html("Some text\n*[HTML]: Hyper Text\n") == "<p>Some text\n*[HTML]: Hyper Text</p>\n")
    }
}
