import Foundation
@testable import Highlighter
import Testing

/// Marked lines in the highlighter's output: each marked line whole in
/// `<span class="tp-line-marked">`, its newline inside, and the text the
/// copy button takes exactly the block's.
@Suite struct LineMarksTests {
    let highlighter = Highlighter(catalog: sharedCatalog)

    func html(_ code: String, _ info: String, _ marks: [ClosedRange<Int>]) -> String {
        String(decoding: highlighter.highlight(code, info: info, marks: LineMarks(marks)).html ?? [], as: UTF8.self)
    }

    @Test func marksAreSortedMergedRanges() {
        let marks = LineMarks([6...9, 1...1, 4...5, 2...2, 8...12, -3...0, 0...3])
        #expect(marks.ranges == [1...12])
        #expect(LineMarks([5...5, 1...2]).ranges == [1...2, 5...5])
        #expect(LineMarks([3...3]).contains(3) && !LineMarks([3...3]).contains(2) && !LineMarks([3...3]).contains(4))
        let apart = LineMarks([10...20, 1...2, 40...1_000_000_000])
        #expect(apart.contains(1) && apart.contains(15) && apart.contains(999_999_999))
        #expect(!apart.contains(3) && !apart.contains(30) && !apart.contains(0))
        #expect(LineMarks.none.isEmpty && !LineMarks.none.contains(1))
    }

    @Test func aMarkedLineIsWrappedWholeWithItsNewline() {
        #expect(html("let x = 1\nlet y = 2\n", "swift", [2...2]) == """
            <hl-k>let</hl-k> x <hl-o>=</hl-o> <hl-n>1</hl-n>
            <span class="tp-line-marked"><hl-k>let</hl-k> y <hl-o>=</hl-o> <hl-n>2</hl-n>
            </span>
            """)
        // A marked last line without a newline, and an empty marked line.
        #expect(html("a\n\nb", "swift", [2...3]) == """
            a
            <span class="tp-line-marked">
            </span><span class="tp-line-marked">b</span>
            """)
    }

    @Test func plainCodeIsEscapedAndMarkedTheSameWay() {
        let plain = String(decoding: Highlighter.plain("a < b\n\"c\" & d\ne\n", marks: LineMarks([2...3])), as: UTF8.self)
        #expect(plain == """
            a &lt; b
            <span class="tp-line-marked">&quot;c&quot; &amp; d
            </span><span class="tp-line-marked">e
            </span>
            """)
    }

    /// A marked diff line holds its own block-level line; the newline is
    /// inside both.
    @Test func aMarkedDiffLineWrapsItsTintedLine() {
        #expect(html("@@ -1 +1 @@\n-old\n+new\n", "diff", [2...3]) == """
            <hl-p>@@ -1 +1 @@</hl-p>
            <span class="tp-line-marked"><span class="hl-line hl-line-d"><hl-d>-old</hl-d>
            </span></span><span class="tp-line-marked"><span class="hl-line hl-line-i"><hl-i>+new</hl-i>
            </span></span>
            """)
        #expect(html("-old\n+new", "diff", [2...2]).hasSuffix(
            #"<span class="tp-line-marked"><span class="hl-line hl-line-i"><hl-i>+new</hl-i></span></span>"#))
    }

    /// A command that `\` continues onto a marked line is split at the line
    /// ends, the newline between its pieces: joined by newlines, as the
    /// copy button joins commands, they are the command as written.
    @Test func aContinuedConsoleCommandSplitsAtMarkedLinesAndCopiesTheSame() {
        let session = "$ ls \\\n  -la\ntotal 0\n$ echo \\\n\n$ make\n"
        let marked = html(session, "console", [2...2, 5...5])
        #expect(marked.hasPrefix("""
            <hl-pr>$ </hl-pr><span class="hl-cmd"><hl-k>ls</hl-k> <hl-p>\\</hl-p></span>
            <span class="tp-line-marked"><span class="hl-cmd">  -la</span>
            </span>
            """))
        let plain = html(session, "console", [])
        #expect(CopiedText.of(marked) == CopiedText.of(plain))
        #expect(CopiedText.of(marked) == "ls \\\n  -la\necho \\\n\nmake\n")
        #expect(CopiedText.textContent(marked) == session)
        #expect(CopiedText.isWellNested(marked))
    }

    /// Every language, every line marked or every other: the text is the
    /// code, the elements nest, and without marks the output is as before.
    @Test func marksAddNoTextAndNestWell() {
        let samples: [(String, String)] = [
            ("swift", "/// A theme.\nstruct Theme { let name = \"Forest\" }\n/* many\nlines */\nlet s = \"\"\"\nmulti\n\"\"\"\n"),
            ("console", "$ a \\\n  b \\\n  c\nout\n$ d\n"),
            ("diff", "--- a\n+++ b\n@@ -1 +1 @@\n-x\n+y\n z"),
            ("html", "<a href=\"x\">\n<!-- c\nd -->\n</a>\n"),
            ("python", "def f():\n    '''doc\n    string'''\n    return 1\n"),
        ]
        for (info, code) in samples {
            let lines = code.split(separator: "\n", omittingEmptySubsequences: false).count
            let unmarked = html(code, info, [])
            #expect(html(code, info, []) == String(decoding: highlighter.highlight(code, info: info).html ?? [], as: UTF8.self))
            for marks in [[1...lines], Array(stride(from: 1, through: lines, by: 2)).map { $0...$0 }] {
                let marked = html(code, info, marks)
                #expect(CopiedText.textContent(marked) == code, "\(info) \(marks)")
                #expect(CopiedText.of(marked) == CopiedText.of(unmarked), "\(info) \(marks)")
                #expect(CopiedText.isWellNested(marked), "\(info) \(marks)")
            }
        }
    }
}

/// What a browser makes of the highlighter's HTML, as the copy button
/// (`codeText` in theme-preview.js) reads it.
enum CopiedText {
    /// The copy button's text: the `hl-cmd` elements' text joined by
    /// newlines and a newline after, when there are any; else all the text.
    static func of(_ html: String) -> String {
        let commands = elements(html, class: "hl-cmd")
        return commands.isEmpty ? textContent(html) : commands.joined(separator: "\n") + "\n"
    }

    static func textContent(_ html: String) -> String {
        var text = ""
        walk(html, tag: { _ in }, text: { text += $0 })
        return text
    }

    /// Every `<span>` closed in the order opened, none left open.
    static func isWellNested(_ html: String) -> Bool {
        var depth = 0
        var negative = false
        walk(html, tag: { tag in
            depth += tag.hasPrefix("</") ? -1 : 1
            if depth < 0 { negative = true }
        }, text: { _ in })
        return depth == 0 && !negative
    }

    /// The text of each element with class `name`.
    static func elements(_ html: String, class name: String) -> [String] {
        var found: [String] = []
        var stack: [Bool] = []
        walk(html, tag: { tag in
            if tag.hasPrefix("</") {
                _ = stack.popLast()
            } else {
                let opens = tag.contains("class=\"\(name)\"")
                if opens { found.append("") }
                stack.append(opens)
            }
        }, text: { text in
            if stack.contains(true) { found[found.count - 1] += text }
        })
        return found
    }

    private static func walk(_ html: String, tag: (String) -> Void, text: (String) -> Void) {
        var rest = html[...]
        while let open = rest.firstIndex(of: "<") {
            text(decode(rest[..<open]))
            guard let close = rest[open...].firstIndex(of: ">") else { break }
            tag(String(rest[open...close]))
            rest = rest[rest.index(after: close)...]
        }
        text(decode(rest))
    }

    private static func decode(_ text: Substring) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
    }
}
