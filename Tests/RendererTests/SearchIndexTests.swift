import Testing
@testable import PreviewRenderer

/// Each search entry keeps the first 280 characters of its section's text,
/// however much text the section has and however many scalars a character
/// is made of; only that much of the section is stripped.
struct SearchIndexTests {
    func sectionText(_ html: String) -> String {
        PlainText.sections(RenderedMarkdown(html: html, headings: [], firstHeading: nil)).first?.text ?? ""
    }

    @Test func longASCIITextIsCutAt280Characters() {
        let words = (0..<400).map { "word\($0)" }.joined(separator: " ")
        let text = sectionText("<p>\(words)</p>\n<ul>\n<li>more</li>\n</ul>\n")
        #expect(text.count == PlainText.sectionLength)
        #expect(text == String(words.prefix(PlainText.sectionLength)))
    }

    /// Three scalars a character: twice 280 scalars is not enough, and the
    /// whole section is stripped to find 280 characters.
    @Test func charactersOfSeveralScalarsAreCountedAsCharacters() {
        let character = "e\u{301}\u{302}"
        let text = sectionText("<p>" + String(repeating: character, count: 400) + "</p>\n")
        #expect(text.count == PlainText.sectionLength)
        #expect(text == String(repeating: character, count: PlainText.sectionLength))
    }

    @Test func nonASCIITextIsCutAtCharactersNotBytes() {
        let sentence = String(repeating: "Größe “quoted” ", count: 40)
        let text = sectionText("<p>\(sentence)</p>\n")
        #expect(text.count == PlainText.sectionLength)
        #expect(sentence.hasPrefix(text))
    }

    @Test func shortTextIsKeptWholeWithTagsRemovedAndSpaceFolded() {
        #expect(sectionText("<p>One &amp; <em>two</em></p>\n<p>three\n  four</p>\n") == "One & two three four")
    }
}
