import Foundation
@testable import Markdown
import Testing

/// Material for MkDocs' content tabs (`=== "Label"`) render as one tab
/// markup (`TabMarkup`): each panel under its label, in sets.
struct ContentTabTests {
    func html(_ markdown: String) -> String { RenderedForTests.html(markdown) }

    func notices(_ markdown: String) -> [String] { RenderedForTests.notices(markdown) }

    @Test func tabsThatFollowOneAnotherAreOneSet() {
        #expect(html("""
            Intro.

            === "macOS and Linux"

                Use `curl`:

                    indented code

            ===+ "Windows *PS*"
                Use `irm`.

            ===! "Other"
                Its own set.

            After.

            """) == """
            <p>Intro.</p>
            <div class="tp-tabs" data-tab-sync="">
            <div class="tp-tab-panel">
            <p class="tp-tab-label">macOS and Linux</p>
            <p>Use <code>curl</code>:</p>
            <pre><code>indented code
            </code></pre>
            </div>
            <div class="tp-tab-panel" data-tab-selected>
            <p class="tp-tab-label">Windows <em>PS</em></p>
            <p>Use <code>irm</code>.</p>
            </div>
            </div>
            <div class="tp-tabs" data-tab-sync="">
            <div class="tp-tab-panel">
            <p class="tp-tab-label">Other</p>
            <p>Its own set.</p>
            </div>
            </div>
            <p>After.</p>

            """)
        #expect(notices("=== \"A\"\n    Text.\n").isEmpty)
    }

    @Test func tabsNestInAdmonitionsAndAdmonitionsInTabs() {
        #expect(html("""
            === "One"
                !!! tip
                    Tip.

                    === "A"
                        Inner A.

                    === "B"
                        Inner B.

                    Back in the tip.

                Back in One.

            === "Two"
                Two.

            """) == """
            <div class="tp-tabs" data-tab-sync="">
            <div class="tp-tab-panel">
            <p class="tp-tab-label">One</p>
            <div class="tp-alert tp-alert-tip" role="note">
            <p class="tp-alert-title">[icon]Tip</p>
            <p>Tip.</p>
            <div class="tp-tabs" data-tab-sync="">
            <div class="tp-tab-panel">
            <p class="tp-tab-label">A</p>
            <p>Inner A.</p>
            </div>
            <div class="tp-tab-panel">
            <p class="tp-tab-label">B</p>
            <p>Inner B.</p>
            </div>
            </div>
            <p>Back in the tip.</p>
            </div>
            <p>Back in One.</p>
            </div>
            <div class="tp-tab-panel">
            <p class="tp-tab-label">Two</p>
            <p>Two.</p>
            </div>
            </div>

            """)
    }

    @Test func whatIsNotATabStaysAsWritten() {
        // A setext heading, a label without quotes, a marker in code.
        #expect(html("Title\n===\n") == "<h1 id=\"title\">Title</h1>\n")
        #expect(html("=== Label\n    Text.\n") == "<p>=== Label\nText.</p>\n")
        #expect(html("```md\n=== \"A\"\n    Text.\n```\n") == "<pre><code class=\"language-md\">=== &quot;A&quot;\n    Text.\n</code></pre>\n")
        // A label is text, escaped.
        #expect(html("=== \"<b>x</b> & y\"\n    Text.\n").contains("<p class=\"tp-tab-label\">&lt;b&gt;x&lt;/b&gt; &amp; y</p>"))
    }

    @Test func theSharedMarkupEscapesKeysAndValues() {
        #expect(TabMarkup.setOpening(sync: .key("a\"b")) == "<div class=\"tp-tabs\" data-tab-sync=\"a&quot;b\">\n")
        #expect(TabMarkup.setOpening(sync: .none) == "<div class=\"tp-tabs\">\n")
        #expect(TabMarkup.panelOpening(labelHTML: "npm", value: "n<p", selected: false)
                    == "<div class=\"tp-tab-panel\" data-tab-value=\"n&lt;p\">\n<p class=\"tp-tab-label\">npm</p>\n")
    }
}

/// Markers inside fenced code stay code, however the code is indented.
struct ContentTabsInCodeTests {
    @Test func anIndentedFenceInCodeDoesNotCloseIt() {
        let html = RenderedForTests.html("```markdown\n=== \"A\"\n\n    ```sh\n    a\n    ```\n\n=== \"B\"\n    b\n```\n")
        #expect(html.hasPrefix("<pre><code class=\"language-markdown\">"))
        #expect(html.hasSuffix("</code></pre>\n"))
        #expect(html.components(separatedBy: "<pre>").count == 2)
        #expect(!html.contains("tp-tab"))
    }
}

/// A fence in a list item closes at its item's indentation.
struct FencesInListItemsTests {
    @Test func anAdmonitionAfterAFenceInAListItemIsOne() {
        let html = RenderedForTests.html("1.  Step:\n\n    ```console\n    $ a\n    ```\n\n    !!! tip\n        Tip.\n")
        #expect(html.contains("<div class=\"tp-alert tp-alert-tip\" role=\"note\">"))
    }
}
