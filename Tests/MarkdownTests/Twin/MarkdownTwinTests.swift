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
        // Empty code, and code of one line feed.
        #expect(twin("```swift\n```\n") == "```swift\n\n```\n")
        #expect(twin("```\n\n```\n") == "```\n\n```\n")
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

    /// The bytes copied as they are, in runs: ASCII but white space and
    /// those `escaped` may escape (a bit each).
    @Test func plainBytesAreTheOnesNeitherCollapsedNorEscaped() {
        for byte in UInt8.min...UInt8.max {
            #expect(TwinWriter.isPlain(byte) == (byte > 0x20 && byte < 0x80 && !TwinWriter.mayNeedEscaping(byte)), "\(byte)")
        }
        #expect(TwinWriter.escapedAndCollapsed(Array("one two  three\n_four_ a*b c".utf8)[...]) == "one two three \\_four\\_ a\\*b c")
    }

    /// Runs read by the bit test as `isPlain` reads each byte: every
    /// ASCII byte, white space, scalars that join it or the byte before,
    /// and other scripts, at each place of a long sentence.
    @Test func textRunsAreReadAsEachByteAlone() {
        for byte in UInt8.min...UInt8.max {
            #expect(TwinWriter.isPlainBit(byte) == TwinWriter.isPlain(byte), "\(byte)")
        }
        let sentence = Array("The quick brown fox jumps over the lazy dog; pack my box with five dozen jugs.".utf8)
        for position in 0..<40 {
            for byte in UInt8(0x01)...UInt8(0x7F) {
                var bytes = sentence
                bytes[position] = byte
                let byCharacters = TwinWriter.escaped(TwinWriter.collapsed(String(decoding: bytes, as: UTF8.self)))
                #expect(TwinWriter.escapedAndCollapsed(bytes[...]) == byCharacters, "\(byte) at \(position)")
            }
            // White space, scalars that join it or the byte before, and other scripts, in runs and between them.
            for inserted in [" ", "\n", "\t", "\r\n", " \n ", "’", "é", "\u{301}", " \u{301}", "\n\u{301}", "\u{301}*", "\u{600} ", "*\u{600}", "日本語", "_é"] {
                var bytes = sentence
                bytes.insert(contentsOf: inserted.utf8, at: position)
                let byCharacters = TwinWriter.escaped(TwinWriter.collapsed(String(decoding: bytes, as: UTF8.self)))
                #expect(TwinWriter.escapedAndCollapsed(bytes[...]) == byCharacters, "\(inserted.unicodeScalars.map(\.value)) at \(position)")
            }
        }
        // A text node inside a page's buffer: the bytes after it are read 16 at a time, never taken.
        let page = Array("<p>It\u{2019}s the compiler\u{2019}s job to check\nthat every path_returns a value</p> and *more* \u{301}text after it".utf8)
        for end in 4..<page.count where page[end] & 0xC0 != 0x80 {
            var out: [UInt8] = []
            let answered = page.withUnsafeBufferPointer { TwinWriter.appendCollapsed($0, 3..<end, escaping: true, to: &out) }
            let byCharacters = TwinWriter.escaped(TwinWriter.collapsed(String(decoding: page[3..<end], as: UTF8.self)))
            #expect(!answered || String(decoding: out, as: UTF8.self) == byCharacters, "up to \(end)")
        }
        // Line feeds and curly quotes inside a run are read with it: the bytes answer, not the characters.
        let prose = Array("It\u{2019}s the compiler\u{2019}s job to check\nthat every path returns a value of the declared type.".utf8)
        #expect(TwinWriter.collapsedBytes(prose[...], escaping: true) == Array("It\u{2019}s the compiler\u{2019}s job to check that every path returns a value of the declared type.".utf8))
    }

    /// Inline code in backticks longer than any run in it, padded when it
    /// starts or ends with one.
    @Test func inlineCodeTakesMoreBackticksThanItHolds() {
        #expect(twin("A `plain  code`, `` a`b `` and ` `` `.\n") == "A `plain code`, ``a`b`` and ``` `` ```.\n")
    }

    /// Trimming and counting backticks go by bytes, and read by characters
    /// where a byte at the edge could join its neighbour into one
    /// character: a combining mark on a space or a backtick, a prepended
    /// mark before one, a carriage return before a line feed.
    @Test func trimmingAndFencesReadBytesAsCharactersDo() {
        #expect(TwinWriter.trimmed("  a b \n") == "a b")
        #expect(TwinWriter.trimmed("\n \n") == "")
        #expect(TwinWriter.trimmed("line\\\n") == "line")
        #expect(TwinWriter.trimmed("\\\n") == "")
        #expect(TwinWriter.trimmed("a\\ ") == "a\\")
        #expect(TwinWriter.trimmed(" \u{301}a ") == " \u{301}a")
        #expect(TwinWriter.trimmed("x\r\n") == "x\r\n")
        #expect(TwinWriter.trimmed("\u{600} ") == "\u{600} ")
        #expect(TwinWriter.trimmed(" é ") == "é")
        #expect(TwinWriter.longestRun(of: "`", in: "a ``` b `` c") == 3)
        #expect(TwinWriter.longestRun(of: "`", in: "日本 `` 語") == 2)
        #expect(TwinWriter.longestRun(of: "`", in: "``\u{301}`") == 1)
        #expect(TwinWriter.longestRun(of: "`", in: "") == 0)
        // A fence longer than the code's longest run of backticks.
        #expect(twin("````\na ``` b\n````\n") == "````\na ``` b\n````\n")
    }

    /// The one-pass reader takes 32 bytes at a time, and still finds a
    /// control character, DEL or a byte that is not UTF-8 wherever it is.
    @Test func controlCharactersAreFoundAnywhere() {
        let plain = Array("abcdefghijklmnopqrstuvwx\tyz0123\n456789 ABCDEFGHIJKLMNOPQRSTUVWXYZ,.;:-=+".utf8)
        #expect(TwinTreeParser.hasOnlyCharactersKeptAsTheyAre(plain))
        #expect(TwinTreeParser.hasOnlyCharactersKeptAsTheyAre(Array("abc\tdefg\nhijk\u{C}lmnop".utf8)))
        for position in plain.indices {
            for byte: UInt8 in [0x00, 0x01, 0x0D, 0x1F, 0x7F, 0x80] {
                var bytes = plain
                bytes[position] = byte
                #expect(!TwinTreeParser.hasOnlyCharactersKeptAsTheyAre(bytes), "\(byte) at \(position)")
            }
        }
        #expect(TwinTreeParser.hasOnlyCharactersKeptAsTheyAre(Array("abcdefgh é ijklmnop".utf8)))
        // Text of other scripts, long enough for whole chunks, and a bad byte after it.
        let japanese = Array(String(repeating: "日本語のテキスト、", count: 8).utf8)
        #expect(TwinTreeParser.hasOnlyCharactersKeptAsTheyAre(japanese + plain))
        #expect(!TwinTreeParser.hasOnlyCharactersKeptAsTheyAre(japanese + [0xFF] + plain))
        #expect(!TwinTreeParser.hasOnlyCharactersKeptAsTheyAre(japanese + plain + [0x0D]))
        // After a scalar read alone, the rest of its chunk is read too: a control, a C1 control or a
        // noncharacter right after a curly quote is found wherever they are.
        for position in 0..<48 {
            var quoted = plain
            quoted.insert(contentsOf: "\u{2019}".utf8, at: position)
            #expect(TwinTreeParser.hasOnlyCharactersKeptAsTheyAre(quoted), "\(position)")
            // U+0001, U+0085, U+FDD0, U+FFFE, U+007F.
            for bad: [UInt8] in [[0x01], [0xC2, 0x85], [0xEF, 0xB7, 0x90], [0xEF, 0xBF, 0xBE], [0x7F]] {
                var bytes = quoted
                bytes.insert(contentsOf: bad, at: position + 3 + position % 5)
                #expect(!TwinTreeParser.hasOnlyCharactersKeptAsTheyAre(bytes), "\(bad) after \(position)")
            }
        }
    }

    @Test func listsAndQuotesIndentTheirLines() {
        #expect(TwinWriter.indented("one\n\ntwo\nthree\n", after: "10. ") == "10. one\n\n    two\n    three\n")
        #expect(TwinWriter.quoted(["one\ntwo", "", "three"]) == "> one\n> two\n>\n>\n>\n> three")
        #expect(TwinWriter.quoted([]) == ">")
        #expect(TwinWriter.quoted(["one\n"]) == "> one\n>")
        #expect(TwinWriter.indented("", after: "- ") == "- ")
        #expect(TwinWriter.indented("\none", after: "- ") == "- \n  one")
    }
}
