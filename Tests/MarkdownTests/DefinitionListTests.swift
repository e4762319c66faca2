@testable import Markdown
import Testing

/// Python-Markdown's definition lists, as Material for MkDocs shows them.
struct DefinitionListTests {
    func html(_ markdown: String) -> String { MarkdownRenderer().render(markdown).html }

    @Test func termsAndDefinitions() {
        let markdown = "Apple\n:   Pomaceous *fruit*.\n\nOrange\nCitrus\n:   The fruit of an evergreen.\n:   A color.\n"
        #expect(html(markdown) == "<dl>\n<dt>Apple</dt>\n<dd>Pomaceous <em>fruit</em>.</dd>\n<dt>Orange</dt>\n<dt>Citrus</dt>\n<dd>The fruit of an evergreen.</dd>\n<dd>A color.</dd>\n</dl>\n")
    }

    @Test func definitionsWithBlocks() {
        let markdown = "Term\n\n:   First paragraph.\n\n    Second paragraph.\n"
        #expect(html(markdown) == "<dl>\n<dt>Term</dt>\n<dd>\n<p>First paragraph.</p>\n<p>Second paragraph.</p>\n</dd>\n</dl>\n")
    }

    @Test func whatIsNoDefinitionStays() {
        #expect(html("```\nTerm\n:   code\n```\n") == "<pre><code>Term\n:   code\n</code></pre>\n")
        #expect(html(":   no term\n") == "<p>:   no term</p>\n")
        #expect(html("- item\n:   x\n") == "<ul>\n<li>item\n:   x</li>\n</ul>\n")
    }
}
