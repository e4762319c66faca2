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

    /// Text in any script goes byte by byte, collapsed and escaped as the
    /// character-by-character reading writes it; where a character is not
    /// its bytes (a combining mark on a space or a star, an underscore
    /// beside a letter that is not ASCII) it is read by characters.
    @Test func textOfAnyScriptIsWrittenAsCharactersReadIt() {
        let texts = [
            "Grüße  aus\n\tKöln *wörtlich* [x] <y> snake_case",
            "日本語の  テキスト\n\n_強調_ と `コード`",
            "café_au_lait é_x x_é _é",
            "a \u{301}b a\n\u{301}b *\u{301} [\u{301}] a  \u{301}",
            "\u{600} a\u{600}_b \u{600}*",
        ]
        for text in texts {
            let bytes = Array(text.utf8)[...]
            let byCharacters = TwinWriter.escaped(TwinWriter.collapsed(String(decoding: bytes, as: UTF8.self)))
            #expect(TwinWriter.escapedAndCollapsed(bytes) == byCharacters, "\(text)")
        }
        #expect(TwinWriter.escapedAndCollapsed(Array("Grüße  aus\n *Köln* snake_case".utf8)[...]) == "Grüße aus \\*Köln\\* snake_case")
        // Taken byte by byte: no character there is other than its bytes.
        #expect(TwinWriter.collapsedBytes(Array("日本語の  テキスト *x*".utf8)[...], escaping: true) != nil)
        // Read by characters: a combining mark on a space, an underscore beside `é`.
        #expect(TwinWriter.collapsedBytes(Array("a  \u{301}b".utf8)[...], escaping: true) == nil)
        #expect(TwinWriter.collapsedBytes(Array("café_au".utf8)[...], escaping: true) == nil)
        // A line break is a character of its own, even before a combining mark; a space is not.
        #expect(TwinWriter.collapsed(Array("a\n\u{301}b  c".utf8)) == "a \u{301}b c")
        #expect(TwinWriter.collapsed(Array("a  \u{301}b".utf8)) == "a  \u{301}b")
    }

    @Test func listsAndQuotesIndentTheirLines() {
        #expect(TwinWriter.indented("one\n\ntwo\nthree\n", after: "10. ") == "10. one\n\n    two\n    three\n")
        #expect(TwinWriter.quoted(["one\ntwo", "", "three"]) == "> one\n> two\n>\n>\n>\n> three")
        #expect(TwinWriter.quoted([]) == ">")
    }
}
