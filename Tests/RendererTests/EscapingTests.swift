import Testing
@testable import PreviewRenderer

/// The byte-level escapers give exactly the text the context needs.
struct EscapingTests {
    @Test func jsonStringsAreSafeInsideScriptElements() {
        #expect(JSONString.quote("a\"b\\c\nd\re\tf</script>&\u{1F}\u{0}\u{2028}\u{2029}é🙂")
                == #""a\"b\\c\nd\re\tf\u003c/script\u003e\u0026\u001f\u0000\u2028\u2029é🙂""#)
        #expect(JSONString.quote("") == #""""#)
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
            <h2 id="tom--jerry">Tom &amp; “Jerry” <a class="tp-anchor" href="#tom--jerry" aria-label="Copy the link to “Tom &amp; “Jerry””">#</a></h2>
            
            """)
    }
}
