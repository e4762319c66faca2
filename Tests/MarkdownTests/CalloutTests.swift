import Foundation
@testable import Markdown
import Testing

/// Callouts written for VitePress, Docusaurus and MkDocs render as the same
/// themed callouts as GitHub's alerts.
struct CalloutTests {
    func html(_ markdown: String) -> String { RenderedForTests.html(markdown) }

    func notices(_ markdown: String) -> [String] { RenderedForTests.notices(markdown) }

    @Test func vitePressContainersWithTypesTitlesAndMarkdownInside() {
        #expect(html("::: tip\nA **tip** with [a link](x.md).\n:::\n\n::: danger STOP\n- one\n- two\n:::\n") == """
            <div class="tp-alert tp-alert-tip" role="note">
            <p class="tp-alert-title">[icon]Tip</p>
            <p>A <strong>tip</strong> with <a href="x.html">a link</a>.</p>
            </div>
            <div class="tp-alert tp-alert-caution" role="note">
            <p class="tp-alert-title">[icon]STOP</p>
            <ul>
            <li>one</li>
            <li>two</li>
            </ul>
            </div>

            """)
        #expect(html("::: info\nText.\n:::\n").contains("<div class=\"tp-alert tp-alert-note\" role=\"note\">\n<p class=\"tp-alert-title\">[icon]Info</p>"))
        #expect(notices("::: tip\nText.\n:::\n").isEmpty)
    }

    @Test func docusaurusAdmonitions() {
        #expect(html(":::note[Your <b>Title</b>]\nSome content.\n:::\n\n:::warning\nCareful.\n:::\n") == """
            <div class="tp-alert tp-alert-note" role="note">
            <p class="tp-alert-title">[icon]Your &lt;b&gt;Title&lt;/b&gt;</p>
            <p>Some content.</p>
            </div>
            <div class="tp-alert tp-alert-warning" role="note">
            <p class="tp-alert-title">[icon]Warning</p>
            <p>Careful.</p>
            </div>

            """)
    }

    @Test func detailsNestingAndCodeAreAsWritten() {
        #expect(html(":::: info Outer\nOuter text.\n\n::: details Inner\n```js\n::: tip\n```\n:::\n::::\n") == """
            <div class="tp-alert tp-alert-note" role="note">
            <p class="tp-alert-title">[icon]Outer</p>
            <p>Outer text.</p>
            <details class="tp-alert tp-alert-note">
            <summary class="tp-alert-title">[icon]Inner</summary>
            <pre><code class="language-js">::: tip
            </code></pre>
            </details>
            </div>

            """)
        // Markers in a fenced code block are code.
        #expect(html("````md\n::: tip\nText.\n:::\n````\n") == "<pre><code class=\"language-md\">::: tip\nText.\n:::\n</code></pre>\n")
    }

    @Test func whatIsNotACalloutStaysTextWithItsWarning() {
        // Never closed.
        #expect(html("::: tip\nText.\n") == "<p>::: tip\nText.</p>\n")
        // An mkdocstrings reference.
        #expect(html("::: mkdocs.plugins\n") == "<p>::: mkdocs.plugins</p>\n")
        #expect(notices("::: mkdocs.plugins\n").first?.hasPrefix("1:1: a `::: …` block") == true)
        #expect(html("!!! Wow.\n") == "<p>!!! Wow.</p>\n")
    }

    @Test func mkDocsAdmonitionsWithIndentedBodies() {
        #expect(html("""
            !!! note "Read this"
                Body of the **note**.

                    indented code

                !!! warning
                    Nested.

            ??? tip
                Closed.

            ???+ danger "Open"
                Shown.

            !!! info ""
                No title.

            After.

            """) == """
            <div class="tp-alert tp-alert-note" role="note">
            <p class="tp-alert-title">[icon]Read this</p>
            <p>Body of the <strong>note</strong>.</p>
            <pre><code>indented code
            </code></pre>
            <div class="tp-alert tp-alert-warning" role="note">
            <p class="tp-alert-title">[icon]Warning</p>
            <p>Nested.</p>
            </div>
            </div>
            <details class="tp-alert tp-alert-tip">
            <summary class="tp-alert-title">[icon]Tip</summary>
            <p>Closed.</p>
            </details>
            <details class="tp-alert tp-alert-caution" open>
            <summary class="tp-alert-title">[icon]Open</summary>
            <p>Shown.</p>
            </details>
            <div class="tp-alert tp-alert-note" role="note">
            <p>No title.</p>
            </div>
            <p>After.</p>

            """)
    }

    @Test func inAListItem() {
        #expect(html("- Item\n\n  ::: tip\n  Inside.\n  :::\n- Next\n") == """
            <ul>
            <li>
            <p>Item</p>
            <div class="tp-alert tp-alert-tip" role="note">
            <p class="tp-alert-title">[icon]Tip</p>
            <p>Inside.</p>
            </div>
            </li>
            <li>
            <p>Next</p>
            </li>
            </ul>

            """)
    }

    /// Indented four spaces outside a list item, a marker is code (a
    /// README showing MkDocs' syntax); in a list item it is a callout.
    @Test func indentedMarkersAreCodeOutsideListItems() {
        #expect(html("Write:\n\n    !!! note\n        Text.\n") == "<p>Write:</p>\n<pre><code>!!! note\n    Text.\n</code></pre>\n")
        #expect(html("1.  Step\n\n    !!! tip\n        Text.\n") == """
            <ol>
            <li>
            <p>Step</p>
            <div class="tp-alert tp-alert-tip" role="note">
            <p class="tp-alert-title">[icon]Tip</p>
            <p>Text.</p>
            </div>
            </li>
            </ol>

            """)
    }

    @Test func anUnknownTypeIsANoteWithALocatedWarning() {
        #expect(html("::: tipp\nText.\n:::\n").hasPrefix("<div class=\"tp-alert tp-alert-note\" role=\"note\">\n<p class=\"tp-alert-title\">[icon]Tipp</p>"))
        #expect(notices("Intro.\n\n::: tipp\nText.\n:::\n\n!!! bogus\n    B.\n") == [
            "3:5: a callout of type `tipp` (did you mean `tip`?) is shown as a note (2 in this doc; the first is here): GitHub, MkDocs, VitePress and Docusaurus have no such type; note, tip, important, warning and caution are GitHub's, and info, danger, details and MkDocs' others map to them",
        ])
    }

    /// Positions in an MkDocs body are the file's: the four spaces count.
    @Test func linksInABodyAreLocatedInTheFile() {
        let rendered = MarkdownRenderer().render("!!! note\n    See [x](y.md).\n\n    {{< youtube id >}}\n")
        #expect(rendered.links.map { "\($0.line):\($0.column)" } == ["2:9"])
        #expect(rendered.notices.map { "\($0.line):\($0.column)" } == ["4:5"])
    }

    /// Hostile input: thousands of openings never closed, and admonitions
    /// nested a thousand deep, render as text or callouts without trouble.
    @Test func hostileInput() {
        let unclosed = String(repeating: "::: tip\n", count: 20_000)
        #expect(html(unclosed).hasPrefix("<p>::: tip\n::: tip\n"))
        var nested = ""
        for depth in 0..<1_000 { nested += String(repeating: " ", count: 4 * depth) + "!!! note\n" }
        nested += String(repeating: " ", count: 4_000) + "Deep.\n"
        let deep = html(nested)
        #expect(deep.components(separatedBy: "<div class=\"tp-alert tp-alert-note\"").count == 1_001)
        #expect(deep.contains("<p>Deep.</p>"))
    }

    /// VitePress' `::: code-group`: a tab set of its blocks, each tab named
    /// by its block's label (not also its title), as VitePress shows it;
    /// nothing to warn about.
    @Test func aCodeGroupIsATabSetNamedByItsLabels() {
        let group = "::: code-group\n\n```sh [npm]\nnpm i <x>\n```\n\n```sh{1} [pnpm & co]\npnpm i\n```\n\n```\nplain\n```\n:::\n"
        #expect(html(group) == """
            <div class="tp-tabs">
            <div class="tp-tab-panel">
            <p class="tp-tab-label">npm</p>
            <pre><code class="language-sh">npm i &lt;x&gt;
            </code></pre>
            </div>
            <div class="tp-tab-panel">
            <p class="tp-tab-label">pnpm &amp; co</p>
            <pre><code class="language-sh"><span class="tp-line-marked">pnpm i
            </span></code></pre>
            </div>
            <div class="tp-tab-panel">
            <p class="tp-tab-label">Code</p>
            <pre><code>plain
            </code></pre>
            </div>
            </div>

            """)
        #expect(notices(group).isEmpty)
        #expect(CodeBlockInfo.withoutBracketLabel("js [config.js] {2}") == "js  {2}")
        #expect(CodeBlockInfo.withoutBracketLabel("js title=\"[a]\"") == "js title=\"[a]\"")
    }

    @Test func whatIsNotShownAsWrittenIsWarnedAndVitePressOpenIsHonoured() {
        #expect(html("::: details Click me {open}\nBody.\n:::\n").hasPrefix(
            "<details class=\"tp-alert tp-alert-note\" open>\n<summary class=\"tp-alert-title\">[icon]Click me</summary>"))
        #expect(html("::: details {open}\nBody.\n:::\n").contains("[icon]Details</summary>"))
        #expect(notices("::: details Click me {open}\nBody.\n:::\n").isEmpty)
        // A code group holding more than code: its blocks one after another, titled with their labels, and said so.
        let mixed = "::: code-group\n\n```js [config.js]\nlet a = 1\n```\n\nText.\n\n```ts [config.ts]\nlet a = 1\n```\n:::\n"
        #expect(html(mixed).contains("<figcaption class=\"tp-code-title\">config.js</figcaption>"))
        #expect(html(mixed).contains("<figcaption class=\"tp-code-title\">config.ts</figcaption>"))
        #expect(notices("Intro.\n\n" + mixed) == [
            "3:5: a VitePress code group that holds more than code blocks shows what it holds one after another, not as tabs; each block's label (```` ```js [config.js] ````) is its title",
        ])
        #expect(notices("!!! note inline end \"Side\"\n    Body.\n") == [
            "1:10: an MkDocs admonition's classes `inline end` are not used: the callout is shown full width, as its type makes it",
        ])
    }

    /// The pre-check reads line starts; it answers what searching the text
    /// for each opener, then looking back over spaces to a line start, did.
    @Test func preCheckFindsAnOpenerAtALineStartOnly() {
        let openers = [":::", "!!!", "???", "===", "///", "{{<", "{{%"]
        var texts = ["", "::", "a\n::", "x = a === b\n/// doc", "  x::: y", "\t:::", "a\r\n:::"]
        for opener in openers {
            texts += [opener, "  " + opener + " tip", "text\n" + opener, "text\n   " + opener, "a " + opener, "a\n b" + opener,
                      "a\n" + String(opener.prefix(2)), String(opener.prefix(2)) + "\n" + String(opener.suffix(1))]
        }
        for text in texts {
            let byLines = Array(text.utf8).withUnsafeBytes { CalloutSyntax.mayApply($0) }
            #expect(byLines == Self.bySearching(text, openers), "\(text.debugDescription)")
        }
        #expect(Array("x\n  !!! note".utf8).withUnsafeBytes { CalloutSyntax.mayApply($0) })
        #expect(!Array("let same = a === b // ///".utf8).withUnsafeBytes { CalloutSyntax.mayApply($0) })
    }

    /// The search the pre-check replaced.
    private static func bySearching(_ text: String, _ openers: [String]) -> Bool {
        let bytes = Array(text.utf8)
        for opener in openers.map({ Array($0.utf8) }) where bytes.count >= opener.count {
            for found in 0...(bytes.count - opener.count) where Array(bytes[found..<(found + opener.count)]) == opener {
                var start = found
                while start > 0, bytes[start - 1] == 0x20 { start -= 1 }
                if start == 0 || bytes[start - 1] == 0x0A { return true }
            }
        }
        return false
    }
}
