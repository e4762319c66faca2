@testable import Markdown
import Testing

/// Material for MkDocs' annotations: `{ .annotate }` blocks and `# (1)!`
/// in code, as markers linked to numbered notes that need no JavaScript.
struct AnnotationTests {
    func html(_ markdown: String) -> String { MarkdownRenderer().render(markdown).html }

    @Test func annotatedParagraph() {
        let markdown = "Lorem ipsum (1) dolor (2).\n{ .annotate }\n\n1.  I am an *annotation*!\n2.  Another.\n"
        #expect(html(markdown) == """
            <p>Lorem ipsum <sup class="tp-annotation"><a href="#annotation-1-1" id="annotation-1-1-ref" aria-label="Annotation 1">1</a></sup> dolor <sup class="tp-annotation"><a href="#annotation-1-2" id="annotation-1-2-ref" aria-label="Annotation 2">2</a></sup>.</p>
            <ol class="tp-annotations" aria-label="Annotations">
            <li id="annotation-1-1">
            <p>I am an <em>annotation</em>! <a href="#annotation-1-1-ref" class="tp-annotation-back" aria-label="Back to annotation 1">↩</a></p>
            </li>
            <li id="annotation-1-2">
            <p>Another. <a href="#annotation-1-2-ref" class="tp-annotation-back" aria-label="Back to annotation 2">↩</a></p>
            </li>
            </ol>

            """)
        let rendered = MarkdownRenderer().render(markdown)
        #expect(rendered.htmlIDs == ["annotation-1-1", "annotation-1-1-ref", "annotation-1-2", "annotation-1-2-ref"])
        #expect(rendered.notices.isEmpty)
    }

    @Test func annotateLineIsNeverShown() {
        // No list after it: the markers stay text, the line goes.
        #expect(html("Text (1) here.\n{ .annotate }\n") == "<p>Text (1) here.</p>\n")
        // A line of its own after a list: it annotates that list.
        #expect(html("- Item (1)\n\n{ .annotate }\n\n1. Note\n") == """
            <ul>
            <li>Item <sup class="tp-annotation"><a href="#annotation-1-1" id="annotation-1-1-ref" aria-label="Annotation 1">1</a></sup></li>
            </ul>
            <ol class="tp-annotations" aria-label="Annotations">
            <li id="annotation-1-1">
            <p>Note <a href="#annotation-1-1-ref" class="tp-annotation-back" aria-label="Back to annotation 1">↩</a></p>
            </li>
            </ol>

            """)
        // Other parts of the list are noted.
        #expect(RenderedForTests.notices("Text.\n{ .annotate style=\"x\" }\n").count == 1)
        #expect(html("Text.\n{ .annotate style=\"x\" }\n") == "<p>Text.</p>\n")
    }

    @Test func withoutAnnotateTheListIsAList() {
        #expect(html("Pick (1) or (2).\n\n1. One\n2. Two\n") == "<p>Pick (1) or (2).</p>\n<ol>\n<li>One</li>\n<li>Two</li>\n</ol>\n")
    }

    @Test func codeAnnotations() {
        let markdown = "``` yaml\ntheme:\n  features:\n    - content.code.annotate # (1)\n  name: material # (2)!\n```\n\n1. Code annotation.\n2. Second.\n"
        #expect(html(markdown) == """
            <pre><code class="language-yaml">theme:
              features:
                - content.code.annotate #<sup class="tp-annotation"><a href="#annotation-1-1" id="annotation-1-1-ref" aria-label="Annotation 1">1</a></sup>
              name: material<sup class="tp-annotation"><a href="#annotation-1-2" id="annotation-1-2-ref" aria-label="Annotation 2">2</a></sup>
            </code></pre>
            <ol class="tp-annotations" aria-label="Annotations">
            <li id="annotation-1-1">
            <p>Code annotation. <a href="#annotation-1-1-ref" class="tp-annotation-back" aria-label="Back to annotation 1">↩</a></p>
            </li>
            <li id="annotation-1-2">
            <p>Second. <a href="#annotation-1-2-ref" class="tp-annotation-back" aria-label="Back to annotation 2">↩</a></p>
            </li>
            </ol>

            """)
    }

    @Test func codeMarkers() {
        #expect(Annotations.codeMarkers(in: "x = 1 # (1)!\ny // note (2)\n/* (3)! */\nf(1)")?.text == "x = 1\ny // note\n\nf(1)")
        #expect(Annotations.codeMarkers(in: "x = 1 # (1)!\ny // note (2)\n/* (3)! */")?.markers
            == [.init(line: 1, number: 1), .init(line: 2, number: 2), .init(line: 3, number: 3)])
        #expect(Annotations.codeMarkers(in: "print(1)\n") == nil)
    }

    /// `!!! note annotate`: the admonition's markers, the list after it.
    @Test func annotatedAdmonition() {
        let rendered = MarkdownRenderer().render("!!! note annotate \"Phone\"\n\n    Lorem ipsum (1) dolor.\n\n1.  I am an annotation!\n")
        #expect(rendered.html == """
            <div class="tp-alert tp-alert-note" role="note">
            <p class="tp-alert-title"><svg class="tp-alert-icon" viewBox="0 0 16 16" width="16" height="16" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><circle cx="8" cy="8" r="6.25"/><path d="M8 7.25v4M8 4.75v.01"/></svg>Phone</p>
            <p>Lorem ipsum <sup class="tp-annotation"><a href="#annotation-1-1" id="annotation-1-1-ref" aria-label="Annotation 1">1</a></sup> dolor.</p>
            </div>
            <ol class="tp-annotations" aria-label="Annotations">
            <li id="annotation-1-1">
            <p>I am an annotation! <a href="#annotation-1-1-ref" class="tp-annotation-back" aria-label="Back to annotation 1">↩</a></p>
            </li>
            </ol>

            """)
        #expect(rendered.notices.isEmpty)
        // Another class beside `annotate` is still not used, and said.
        let notices = MarkdownRenderer().render("!!! note annotate inline\n\n    Text (1).\n\n1.  Note.\n").notices
        #expect(notices.map { "\($0.line):\($0.column)" } == ["1:10"])
        #expect(notices.first.map { $0.message.contains("`inline`") && !$0.message.contains("annotate") } == true)
    }

    /// `{ .annotate }` after a list's last item, inside an admonition; code
    /// annotations in a content tab.
    @Test func annotationsInsideAdmonitionsAndTabs() {
        #expect(html("!!! tip\n\n    - Item with a note (1)\n    { .annotate }\n\n    1.  Inside the admonition.\n") == """
            <div class="tp-alert tp-alert-tip" role="note">
            <p class="tp-alert-title"><svg class="tp-alert-icon" viewBox="0 0 16 16" width="16" height="16" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="M8 1.75a4.25 4.25 0 0 0-2.6 7.6c.5.4.85.95.85 1.6v1.3h3.5v-1.3c0-.65.35-1.2.85-1.6A4.25 4.25 0 0 0 8 1.75zM6.5 14.5h3"/></svg>Tip</p>
            <ul>
            <li>Item with a note <sup class="tp-annotation"><a href="#annotation-1-1" id="annotation-1-1-ref" aria-label="Annotation 1">1</a></sup></li>
            </ul>
            <ol class="tp-annotations" aria-label="Annotations">
            <li id="annotation-1-1">
            <p>Inside the admonition. <a href="#annotation-1-1-ref" class="tp-annotation-back" aria-label="Back to annotation 1">↩</a></p>
            </li>
            </ol>
            </div>

            """)
        #expect(html("=== \"Tab\"\n\n    ``` yaml\n    key: value # (1)!\n    ```\n\n    1.  In a tab.\n") == """
            <div class="tp-tabs" data-tab-sync="">
            <div class="tp-tab-panel">
            <p class="tp-tab-label">Tab</p>
            <pre><code class="language-yaml">key: value<sup class="tp-annotation"><a href="#annotation-1-1" id="annotation-1-1-ref" aria-label="Annotation 1">1</a></sup>
            </code></pre>
            <ol class="tp-annotations" aria-label="Annotations">
            <li id="annotation-1-1">
            <p>In a tab. <a href="#annotation-1-1-ref" class="tp-annotation-back" aria-label="Back to annotation 1">↩</a></p>
            </li>
            </ol>
            </div>
            </div>

            """)
    }
}
