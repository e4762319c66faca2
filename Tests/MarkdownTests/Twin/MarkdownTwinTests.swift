@testable import Markdown
import Testing

/// A page's Markdown twin read back from the HTML the page shows: plain
/// CommonMark with GitHub's tables, nothing the page does not show.
struct MarkdownTwinTests {
    func twin(_ markdown: String, title: String? = nil) -> String {
        let rendered = MarkdownRenderer().render(markdown)
        return MarkdownTwin.markdown(html: rendered.htmlBytes, title: title) { $0 }
    }

    @Test func blocksAndInlinesComeBackAsMarkdown() {
        let markdown = """
            Some *em*, **strong**, ~~gone~~, `a ``b`` c`, snake_case and a_ b.

            1. one
            2. two
               - nested
            - [x] done
            - [ ] todo

            | Name | Value |
            | :--- | ----: |
            | a \\| b | `x` |

            > quoted

            ---

            ![Logo](img/logo.png)

            """
        #expect(twin(markdown, title: "From front matter") == """
            # From front matter

            Some *em*, **strong**, ~~gone~~, ```a ``b`` c```, snake_case and a\\_ b.

            1. one
            2. two
               - nested

            - [x] done
            - [ ] todo

            | Name | Value |
            | --- | --- |
            | a \\| b | `x` |

            > quoted

            ---

            ![Logo](img/logo.png)

            """)
    }

    @Test func headingsKeepTheIdsAReaderWouldNotMake() {
        // Written by hand, numbered by the page, and the ids a reader makes itself.
        let markdown = """
            ## Install {#setup}

            ## Usage

            ## Usage

            ## Run it {#run-it}

            ## Setup

            """
        #expect(twin(markdown) == """
            ## Install {#setup}

            ## Usage

            ## Usage

            ## Run it

            ## Setup {#setup-1}

            """)
    }

    @Test func subscriptsAndSuperscriptsStayHTML() {
        var options = MarkdownOptions()
        options.tildeSubscript = true
        let rendered = MarkdownRenderer().render("H~2~O, E = mc<sup>*2*</sup> and a note.[^n]\n\n[^n]: The note.\n", options: options)
        #expect(MarkdownTwin.markdown(html: rendered.htmlBytes, title: nil) { $0 } == """
            H<sub>2</sub>O, E = mc<sup>*2*</sup> and a note.[1](#fn-n)

            1. The note.

            """)
    }

    @Test func codeKeepsItsLinesLanguageAndTitle() {
        let markdown = "```swift title=\"Theme.swift\"\nlet a = \"```\"\n  indented\n```\n"
        #expect(twin(markdown) == "````swift title=\"Theme.swift\"\nlet a = \"```\"\n  indented\n````\n")
    }

    @Test func mathAndDetailsAndAlerts() {
        let markdown = "Inline $a^2$ here.\n\n$$\nx = 1\n$$\n\n> [!NOTE]\n> Read it.\n\n??? tip \"More\"\n    Hidden *text*.\n"
        #expect(twin(markdown) == """
            Inline $a^2$ here.

            $$x = 1$$

            > **Note**
            >
            > Read it.

            > **More**
            >
            > Hidden *text*.

            """)
    }

    @Test func textThatWouldBeMarkupIsEscaped() {
        #expect(twin("A \\*star\\*, \\[brackets\\] and \\<tag\\>.\n") == "A \\*star\\*, \\[brackets\\] and \\<tag>.\n")
    }
}
