import Foundation
@testable import PreviewRenderer
import Testing

/// `DocExcerpt`: Docusaurus' excerpt of a doc without a description.
struct DocExcerptTests {
    /// Leading white space is what `trimmingCharacters(in: .whitespaces)`
    /// takes off: blank lines and fences are found as with it.
    @Test func leadingWhiteSpaceIsFoundAsFoundationTrimsIt() {
        for line in ["", "   ", "\t", "\u{A0}\u{3000} ", "  ```swift", "\u{2003}```", "text", " \u{301}x", "\u{A0}a", "é", "\u{85}x"] {
            let dropped = DocExcerpt.droppingLeadingWhitespace(line)
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            #expect(dropped.isEmpty == trimmed.isEmpty, "\(line.unicodeScalars.map { $0.value })")
            #expect(dropped.hasPrefix("```") == trimmed.hasPrefix("```"), "\(line.unicodeScalars.map { $0.value })")
            #expect(dropped.hasSuffix(trimmed), "\(line.unicodeScalars.map { $0.value })")
        }
    }

    @Test func theFirstLineWithTextAfterTitleImportsAndCode() {
        #expect(DocExcerpt.of("Title\n=====\n\nimport A from 'a';\n\n```js\ncode\n```\n\u{A0}\n**First** [line](x).\n") == "First line.")
        #expect(DocExcerpt.of("   \n\t\n") == nil)
    }
}
