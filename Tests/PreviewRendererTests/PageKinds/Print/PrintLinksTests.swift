@testable import PreviewRenderer
import Testing

@Suite struct PrintLinksTests {
    /// Only ` name="…"` attributes are rewritten, each where it stands: not
    /// a longer name ending in one (`data-href`), not an `=` in a value or
    /// in text, not a value the change leaves alone; a name written right
    /// after a rewritten value's closing quote (no space) is not one.
    @Test func onlyTheNamedAttributesValuesAreRewritten() {
        let html = #"<a href="a" data-href="b" title="x href=&quot;c&quot;">1 + 1 = "2"</a><img src="d" id="e"><p id="keep">"#
            + #"<a href="f"href="g">"#
        let rewritten = PrintLinks.rewritingAttributes(Array(html.utf8), names: ["href", "src", "id"]) { name, value in
            value == "keep" ? nil : "\(name):\(value.uppercased())"
        }
        #expect(String(decoding: rewritten, as: UTF8.self)
            == #"<a href="href:A" data-href="b" title="x href=&quot;c&quot;">1 + 1 = "2"</a><img src="src:D" id="id:E"><p id="keep">"#
            + #"<a href="href:F"href="g">"#)
    }

    /// Nothing to change gives the same bytes; a value without its closing
    /// quote ends the scan, and what came before it stays rewritten.
    @Test func noChangeAndAnUnclosedValue() {
        let plain = Array(#"<p class="x">a = b</p>"#.utf8)
        #expect(PrintLinks.rewritingAttributes(plain, names: ["href"]) { _, _ in "changed" } == plain)
        let unclosed = Array(#"<a href="a"><a href="b"#.utf8)
        #expect(String(decoding: PrintLinks.rewritingAttributes(unclosed, names: ["href"]) { _, value in "#" + value }, as: UTF8.self)
            == ##"<a href="#a"><a href="b"##)
        #expect(PrintLinks.rewritingAttributes([], names: ["href"]) { _, _ in "x" } == [])
        let atEnd = Array(#"<a href="#.utf8)
        #expect(PrintLinks.rewritingAttributes(atEnd, names: ["href"]) { _, _ in "x" } == atEnd)
    }
}
