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
}
