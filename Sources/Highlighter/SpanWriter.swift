/// Writes highlighted code as HTML: text escaped, each run of one role in
/// its own element, `<hl-k>…</hl-k>` (`SyntaxRole.elementName`: a custom
/// element, 13 bytes of markup where `<span class="hl-k">` and its
/// `</span>` took 26), runs of the same role on a line joined, plain text
/// bare. Spaces and tabs between two runs of the same role go inside one
/// element (`<hl-k>public class</hl-k>`): no role's style shows on a blank
/// (color, italics and weight do not), so the code looks the same in fewer
/// bytes; a prompt's blanks stay outside it, as a prompt is not selectable.
///
/// With `LineMarks`, each marked line is wrapped whole, its newline
/// included, in `<span class="tp-line-marked">`; markup that runs on past a
/// line's end (a console command that a `\` continues) is then closed
/// before the newline and opened again on the next line, so every wrapper
/// holds whole elements. Without marks the output is as it always was.
struct SpanWriter {
    private(set) var html: [UInt8] = []
    private var open: SyntaxRole?
    /// Spaces and tabs after the open role's run, not yet written: inside
    /// the element when the same role comes next, after it otherwise.
    private var blanks: [UInt8] = []

    /// The lines to mark; `marking` is false when there are none, and
    /// nothing below `marking` is kept.
    private let marks: LineMarks
    private let marking: Bool
    /// The current line, 1-based.
    private var line = 1
    /// Whether the current line's wrapper and carried markup are written.
    private var lineStarted = false
    /// Whether the current line is in a marked line's wrapper.
    private var marked = false
    /// Whether the current line is in a wrapper of `wrapLine(_:)`.
    private var wrapped = false
    /// Markup open on this line, innermost last, and markup closed at the
    /// last line's end to be opened again on this one.
    private var markups: [StaticString] = []
    private var carried: [StaticString] = []

    init(capacity: Int = 0, marks: LineMarks = .none) {
        html.reserveCapacity(capacity)
        self.marks = marks
        marking = !marks.isEmpty
    }

    mutating func text(_ line: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, role: SyntaxRole?) {
        guard !range.isEmpty else { return }
        if marking, !lineStarted { startLine() }
        if role == nil, let open, open != .prompt, Self.isBlank(line, range) {
            blanks.append(contentsOf: UnsafeBufferPointer(rebasing: line[range]))
            return
        }
        if role != open {
            if let open { html += Self.roleClosing[Int(open.rawValue)] }
            html += blanks
            blanks.removeAll(keepingCapacity: true)
            if let role { html += Self.opening[Int(role.rawValue)] }
            open = role
        } else if !blanks.isEmpty {
            html += blanks
            blanks.removeAll(keepingCapacity: true)
        }
        // Runs with nothing to escape are copied whole.
        var run = range.lowerBound
        for index in range {
            let byte = line[index]
            guard byte <= UInt8(ascii: ">") else { continue }
            let entity: [UInt8]
            switch byte {
            case UInt8(ascii: "&"): entity = Self.amp
            case UInt8(ascii: "<"): entity = Self.lt
            case UInt8(ascii: ">"): entity = Self.gt
            case UInt8(ascii: "\""): entity = Self.quot
            default: continue
            }
            if run < index { html.append(contentsOf: UnsafeBufferPointer(rebasing: line[run..<index])) }
            html += entity
            run = index + 1
        }
        if run < range.upperBound { html.append(contentsOf: UnsafeBufferPointer(rebasing: line[run..<range.upperBound])) }
    }

    /// Markup as it is: an opening tag, or `</span>` for the last one
    /// opened (a console command).
    mutating func markup(_ text: StaticString) {
        close()
        if marking {
            // Markup closed at the start of a line is opened again first,
            // empty: the pieces of a command, joined by newlines, are then
            // its text (`ls \` and an empty line is `ls \` and ``).
            if !lineStarted { startLine() }
            if text.utf8CodeUnitCount > 1 && text.utf8Start[1] == UInt8(ascii: "/") {
                if !markups.isEmpty { markups.removeLast() }
            } else {
                markups.append(text)
            }
        }
        write(text)
    }

    /// Wraps the current line, its newline included, in `opening` (a diff
    /// line's `<span class="hl-line …">`): closed by `newline()` or, on a
    /// last line without one, `endLine()`.
    mutating func wrapLine(_ opening: StaticString) {
        close()
        if marking, !lineStarted { startLine() }
        write(opening)
        wrapped = true
    }

    /// Ends the line: each line's spans close on it, so every line of the
    /// output stands alone.
    mutating func newline() {
        close()
        if marking {
            if !lineStarted { startLine() }
            for _ in markups { html += Self.closing }
            carried = markups
            markups = []
        }
        html.append(0x0A)
        endLine()
        line += 1
        lineStarted = false
    }

    /// Closes the line's wrappers without a newline (the last line of code
    /// that does not end with one; `newline()` closes them otherwise).
    mutating func endLine() {
        close()
        if wrapped { html += Self.closing }
        wrapped = false
        if marked { html += Self.closing }
        marked = false
    }

    /// Opens the current line's wrapper when it is marked, then the markup
    /// carried over from the line before.
    private mutating func startLine() {
        lineStarted = true
        if marks.contains(line) {
            html += LineMarks.opening
            marked = true
        }
        for tag in carried { write(tag) }
        markups = carried
        carried = []
    }

    private mutating func write(_ text: StaticString) {
        html += UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
    }

    /// Closes the open role's element, if any.
    mutating func close() {
        if let open { html += Self.roleClosing[Int(open.rawValue)] }
        open = nil
        html += blanks
        blanks.removeAll(keepingCapacity: true)
    }

    /// Whether `line[range]` is spaces and tabs only.
    private static func isBlank(_ line: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        range.allSatisfy { line[$0] == UInt8(ascii: " ") || line[$0] == UInt8(ascii: "\t") }
    }

    private static let closing = Array("</span>".utf8)
    private static let opening = SyntaxRole.allCases.map { Array("<\($0.elementName)>".utf8) }
    private static let roleClosing = SyntaxRole.allCases.map { Array("</\($0.elementName)>".utf8) }
    private static let amp = Array("&amp;".utf8)
    private static let lt = Array("&lt;".utf8)
    private static let gt = Array("&gt;".utf8)
    private static let quot = Array("&quot;".utf8)
}
