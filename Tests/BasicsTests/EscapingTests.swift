@testable import Basics
@testable import Markdown
@testable import PreviewRenderer
import Testing

/// The byte-level escapers give exactly the text the context needs.
struct EscapingTests {
    @Test func jsonStringsAreSafeInsideScriptElements() {
        #expect(JSONString.quote("a\"b\\c\nd\re\tf</script>&\u{1F}\u{0}\u{2028}\u{2029}é🙂")
                == #""a\"b\\c\nd\re\tf\u003c/script\u003e\u0026\u001f\u0000\u2028\u2029é🙂""#)
        #expect(JSONString.quote("") == #""""#)
    }

    /// Long strings are read eight bytes at a time: every escaped character
    /// at every offset of those reads, as escaped alone.
    @Test func jsonEscapesAreTheSameAtEveryOffsetOfALongString() {
        let specials = ["\"", "\\", "\n", "\u{1}", "<", ">", "&", "\u{2028}", "\u{2029}", "\u{2027}", "é", "🙂"]
        for special in specials {
            let escaped = String(JSONString.quote(special).dropFirst().dropLast())
            for offset in 0..<20 {
                let before = String(repeating: "a", count: offset), after = String(repeating: "b", count: 20 - offset)
                #expect(JSONString.quote(before + special + after) == "\"" + before + escaped + after + "\"", "\(special) at \(offset)")
            }
        }
    }

    /// The eight-byte test against the table, for every byte in every lane.
    @Test func theEightByteEscapeTestAgreesWithTheTable() {
        for value in 0...255 {
            for position in 0..<8 {
                var bytes = Array("abcdefgh".utf8)
                bytes[position] = UInt8(value)
                let eight = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
                let expected = value < 0x20 || [0x22, 0x5C, 0x3C, 0x3E, 0x26, 0xE2].contains(value)
                #expect(JSONString.anyNeedsEscape(eight) == expected, "byte \(value) at \(position)")
            }
        }
    }

    @Test func htmlEscapingCoversTextAndQuotedAttributes() {
        #expect(HTMLEscape.text(#"<a href="x">Tom & Jerry's</a>"#)
                == "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;")
        // A combining mark after a quote must not hide the quote from the escaper.
        #expect(HTMLEscape.text("\"\u{301}") == "&quot;\u{301}")
        #expect(HTMLEscape.text("plain text") == "plain text")
    }

    @Test func headingAnchorsAreWrittenWhileRendering() {
        let rendered = MarkdownRenderer().render("# Top\n\n## Tom & \"Jerry\"\n", options: MarkdownOptions(headingAnchors: true))
        #expect(rendered.html == """
            <h1 id="top">Top</h1>
            <h2 id="tom--jerry"><span id="tom-jerry"></span>Tom &amp; “Jerry” <a class="tp-anchor" href="#tom--jerry" aria-label="Copy the link to “Tom &amp; “Jerry””">#</a></h2>
            
            """)
    }
}
