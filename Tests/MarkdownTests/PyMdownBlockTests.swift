@testable import Markdown
import Testing

/// PyMdown Extensions' blocks (`/// details | Summary` … `///`) render as
/// the callouts, tabs, elements and figures they stand for.
struct PyMdownBlockTests {
    func html(_ markdown: String) -> String { RenderedForTests.html(markdown) }

    func notices(_ markdown: String) -> [String] { RenderedForTests.notices(markdown) }

    @Test func admonitionsAndDetailsWithOptionsAndNesting() {
        #expect(html("""
            /// admonition | Some title
                type: warning

            Some **content**.
            ///

            /// tip
            A tip.
            ///

            //// details | Summary
                open: True

            /// note | Inner
            Inner note.
            ///

            Outer again.
            ////

            """) == """
            <div class="tp-alert tp-alert-warning" role="note">
            <p class="tp-alert-title">[icon]Some title</p>
            <p>Some <strong>content</strong>.</p>
            </div>
            <div class="tp-alert tp-alert-tip" role="note">
            <p class="tp-alert-title">[icon]Tip</p>
            <p>A tip.</p>
            </div>
            <details class="tp-alert tp-alert-note" open>
            <summary class="tp-alert-title">[icon]Summary</summary>
            <div class="tp-alert tp-alert-note" role="note">
            <p class="tp-alert-title">[icon]Inner</p>
            <p>Inner note.</p>
            </div>
            <p>Outer again.</p>
            </details>

            """)
        #expect(notices("/// details | S\n    open: true\nText.\n///\n").isEmpty)
    }

    @Test func tabsHTMLAndCaptions() {
        #expect(html("""
            /// tab | One
            First.
            ///

            /// tab | Two
                select: true
            Second.
            ///

            /// tab | Alone
                new: true
            Own set.
            ///

            /// html | div.md-button#intro
            Inside **div**.
            ///

            | a |
            |---|
            | b |

            /// caption
            A *caption*.
            ///

            """) == """
            <div class="tp-tabs" data-tab-sync="">
            <div class="tp-tab-panel">
            <p class="tp-tab-label">One</p>
            <p>First.</p>
            </div>
            <div class="tp-tab-panel" data-tab-selected>
            <p class="tp-tab-label">Two</p>
            <p>Second.</p>
            </div>
            </div>
            <div class="tp-tabs" data-tab-sync="">
            <div class="tp-tab-panel">
            <p class="tp-tab-label">Alone</p>
            <p>Own set.</p>
            </div>
            </div>
            <div id="intro" class="md-button">
            <p>Inside <strong>div</strong>.</p>
            </div>
            <figure>
            <div class="tp-table" role="region" aria-label="Table: a" tabindex="0">
            <table>
            <thead>
            <tr>
            <th>a</th>
            </tr>
            </thead>
            <tbody>
            <tr>
            <td>b</td>
            </tr>
            </tbody>
            </table>
            </div>
            <figcaption>
            <p>A <em>caption</em>.</p>
            </figcaption>
            </figure>

            """)
    }

    @Test func htmlBlocksIDsAreThePagesAndNoHeadingTakesThem() {
        let rendered = MarkdownRenderer().render("/// html | div#intro\nInside.\n///\n\n## Intro\n")
        #expect(rendered.htmlIDs == ["intro"])
        #expect(rendered.headings.map(\.id) == ["intro-1"])
    }

    @Test func whatIsNotUsedIsWarnedWhereItIs() {
        let markdown = """
            Intro.

            /// mystery | x
            Text.
            ///

            /// details | S
                attrs: {class: x}
                open: true
            Text.
            ///

            - item

                /// html | script.wide
                Text.
                ///

            """
        #expect(notices(markdown) == [
            "3:1: a PyMdown block `mystery` is left as text: theme-preview has PyMdown's `admonition`, `details`, `tab`, `html` and `caption` blocks, and the callout types (`/// tip`)",
            "8:5: a PyMdown block's options `attrs` are not used: theme-preview reads `type`, `open`, `new` and `select`",
            "15:9: part of a PyMdown `html` block is left out (element `script`): its Markdown shows; the elements kept are article, aside, blockquote, div, figure, footer, header, p, section, span, with an id and the classes the site styles (md-button, md-button--primary)",
        ])
        #expect(html(markdown).contains("<p>/// mystery | x\nText.\n///</p>"))
        #expect(html(markdown).contains("<li>\n<p>item</p>\n<p>Text.</p>\n</li>"))
        // Slashes in code are code; a block never closed goes on to the end.
        #expect(html("```\n/// tip\n```\n") == "<pre><code>/// tip\n</code></pre>\n")
        #expect(html("/// note\nOpen.\n\nStill.\n").hasSuffix("<p>Open.</p>\n<p>Still.</p>\n</div>\n"))
    }
}
