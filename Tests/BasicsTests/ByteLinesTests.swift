import Basics
import Testing

/// Lines found by bytes are the lines `split(separator: "\n")` finds by
/// characters.
@Suite struct ByteLinesTests {
    @Test(arguments: [
        "", "\n", "\n\n", "a", "a\n", "\na", "a\nb", "a\n\nb\n", "one\r\ntwo\nthree", "\r\n", "\r\n\n", "\n\r\n",
        "a\r\n\r\nb", "é\n日本\n\u{301}x\n", "x\n\u{301}", "  /* [not on the lab] */\ncode;\n// comment\n",
    ])
    func linesAreTheSplitsLines(text: String) {
        for omitting in [false, true] {
            let byCharacters = text.split(separator: "\n", omittingEmptySubsequences: omitting)
            #expect(ByteLines.split(text, omittingEmpty: omitting) == byCharacters, "\(text.debugDescription) omitting \(omitting)")
        }
    }

    @Test func aCarriageReturnBeforeALineFeedKeepsThemOneLine() {
        #expect(ByteLines.split("a\r\nb\nc", omittingEmpty: false) == ["a\r\nb", "c"])
        #expect(ByteLines.split("\n\na\n\n", omittingEmpty: true) == ["a"])
        #expect(ByteLines.split("\n\na\n\n", omittingEmpty: false) == ["", "", "a", "", ""])
    }
}
