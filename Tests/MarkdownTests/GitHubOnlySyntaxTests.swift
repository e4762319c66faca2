@testable import Markdown
@testable import PreviewRenderer
import Testing

/// What GitHub shows and theme-preview leaves as text (emoji shortcodes; a
/// footnote reference without a definition, which GitHub leaves as text
/// too) is a located warning, and look-alikes are not. Math is typeset
/// (`MathTests`): no warning.
struct GitHubOnlySyntaxTests {
    func notices(_ markdown: String) -> [String] { RenderedForTests.notices(markdown) }

    @Test func footnotesAndEmojiAreWarnedWhereTheyAreAndMathIsNot() {
        #expect(notices("Intro.\n\nA claim[^1] and more[^note].\n\n[^1]: The source.\n\nInline $x^2$ math.\n\n```math\ny = 1\n```\n\nShip it :tada: :+1:\n") == [
            "3:21: a footnote reference `[^…]` that no definition matches is left as text, as on GitHub; a definition is a line of its own that starts with `[^label]:`",
            "13:1: an emoji shortcode `:…:` is left as text (2 in this doc; the first is here): no emoji of that name is in the emoji index (PyMdown Extensions' Twemoji and GitHub names, which Material for MkDocs uses), or the index is not installed (`scripts/setup` installs it; `theme-preview --version` says where it is read from)",
        ])
        #expect(notices("$$\na + b\n$$\n").isEmpty)
    }

    @Test func lookAlikesAreNotWarned() {
        for text in [
            "It costs $5 and $10.", "Between $ 1 and 2 $.", "At 10:30:00 today.", "See std::vector::size.",
            "Call `:tada:` and `$x$` in code.", "S.hasPrefix(\\_:by:)", "https://example.com:8080/a:b:c", "key:value:other",
            "A [link](x.md) and [^not closed", "    $x$ in an indented code block",
        ] {
            #expect(notices(text).isEmpty, "\(text)")
        }
    }

    @Test func zolaShortcodesAreWarnedAndTemplateValuesAreNot() {
        #expect(notices("Intro.\n\nHere: {{ gallery() }} and {{ youtube(id=\"x\") }}.\n\nShown: `{{ gallery() }}`, {{ page.title }}, {{ 2(x) }}.\n") == [
            "3:1: a Zola shortcode `{{ name(…) }}` is left as text (2 in this doc; the first is here): theme-preview does not run Zola shortcodes; replace it with Markdown (an image, a link)",
        ])
    }
}
