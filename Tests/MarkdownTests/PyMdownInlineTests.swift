@testable import Markdown
import Testing

/// PyMdown's inline syntax: keys, mark, insert, superscript;
/// GitHub's strikethrough keeps working beside them.
struct PyMdownInlineTests {
    func html(_ markdown: String) -> String { MarkdownRenderer().render(markdown).html }

    @Test func eachSpan() {
        #expect(html("Press ++ctrl+alt+del++ or ++cmd+k++.\n") == "<p>Press <span class=\"keys\"><kbd class=\"key-ctrl\">Ctrl</kbd><span>+</span><kbd class=\"key-alt\">Alt</kbd><span>+</span><kbd class=\"key-del\">Del</kbd></span> or <span class=\"keys\"><kbd class=\"key-cmd\">Cmd</kbd><span>+</span><kbd class=\"key-key\">K</kbd></span>.</p>\n")
        #expect(html("==marked text== and ^^inserted^^, x^2^.\n") == "<p><mark>marked text</mark> and <ins>inserted</ins>, x<sup>2</sup>.</p>\n")
        // One tilde is GitHub's strikethrough, as GitHub shows it.
        #expect(html("~~struck~~ and H~2~O\n") == "<p><del>struck</del> and H<del>2</del>O</p>\n")
    }

    @Test func whatIsNotASpanStaysText() {
        #expect(html("a == b == c, C++ and C++, ~ a ~, x^ 2^, `==code==`\n") == "<p>a == b == c, C++ and C++, ~ a ~, x^ 2^, <code>==code==</code></p>\n")
        #expect(html("&lt;x^2^ & y\n") == "<p>&lt;x<sup>2</sup> &amp; y</p>\n")
    }

    func subscripted(_ markdown: String) -> String {
        var options = MarkdownOptions()
        options.tildeSubscript = true
        return MarkdownRenderer().render(markdown, options: options).html
    }

    /// With `pymdownx.tilde` (`MarkdownOptions.tildeSubscript`): one tilde
    /// is subscript, two are still `<del>`.
    @Test func tildeSubscript() {
        #expect(subscripted("H~2~O and C~6~H~12~O~6~, ~~struck text~~\n")
            == "<p>H<sub>2</sub>O and C<sub>6</sub>H<sub>12</sub>O<sub>6</sub>, <del>struck text</del></p>\n")
        // Spaces are escaped in a subscript (`\ `); an unescaped one, or
        // anything but text inside, leaves the tildes as text.
        #expect(subscripted("x~a\\ b~ and ~a b~ and ~*a*~\n") == "<p>x<sub>a b</sub> and ~a b~ and ~<em>a</em>~</p>\n")
        #expect(subscripted("`~2~` and \\~2~\n") == "<p><code>~2~</code> and ~2~</p>\n")
    }
}
