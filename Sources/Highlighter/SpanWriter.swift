/// Writes highlighted code as HTML: text escaped, each run of one role in
/// a `<span class="hl-…">`, runs of the same role on a line joined, plain
/// text bare.
struct SpanWriter {
    private(set) var html: [UInt8] = []
    private var open: SyntaxRole?

    init(capacity: Int = 0) {
        html.reserveCapacity(capacity)
    }

    mutating func text(_ line: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, role: SyntaxRole?) {
        guard !range.isEmpty else { return }
        if role != open {
            if open != nil { html += Self.closing }
            if let role { html += Self.opening[Int(role.rawValue)] }
            open = role
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

    /// Markup as it is (a line's wrapper).
    mutating func markup(_ text: StaticString) {
        close()
        html += UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
    }

    /// Ends the line: each line's spans close on it, so every line of the
    /// output stands alone.
    mutating func newline() {
        close()
        html.append(0x0A)
    }

    /// Closes the open span, if any.
    mutating func close() {
        if open != nil { html += Self.closing }
        open = nil
    }

    private static let closing = Array("</span>".utf8)
    private static let opening = SyntaxRole.allCases.map { Array("<span class=\"hl-\($0.className)\">".utf8) }
    private static let amp = Array("&amp;".utf8)
    private static let lt = Array("&lt;".utf8)
    private static let gt = Array("&gt;".utf8)
    private static let quot = Array("&quot;".utf8)
}
