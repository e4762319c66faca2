import Basics
/// Footnote definitions (`[^label]: text`), made readable to cmark.
///
/// GitHub reads a line that starts with `[^label]:` as the start of a
/// footnote's text, which goes on over the lines indented four spaces
/// (or lazily, as a paragraph goes on), as a list item's content does.
/// CommonMark has no footnotes: cmark would read the line as a paragraph,
/// or, when what follows looks like a link destination (`[^1]: https://…`,
/// common under proposals and READMEs), as a link reference definition,
/// dropping the line and linking every `[^1]` to it.
///
/// So each such line's `[^label]:` and the spaces after it become `01)`
/// and a space: an ordered list item whose content starts four columns in
/// (three when nothing follows on the line, cmark then counting one more),
/// so cmark finds the footnote's extent, blocks and inlines by its own
/// rules; `GFMFootnotes` takes the items out of the tree again. Where cmark
/// does not make such a line an item after all (an empty item cannot
/// interrupt a paragraph; a line in code or raw HTML inside a block
/// quote), the renderer parses again with that line as written.
///
/// A line counts when it starts with `[^label]:` (a label without spaces
/// or `]`, up to three spaces in, after any block quote markers), outside
/// fenced code and outside raw HTML (from a line that starts with `<` to
/// the next blank line, where cmark's HTML blocks of tags end). Lines stay
/// where they were; `ColumnShifts` gives the columns reported back in the
/// file's terms.
enum FootnoteDefinitions {
    /// One definition's line.
    struct Definition: Equatable {
        /// 1-based line.
        var line: Int
        /// 1-based byte column of its `[`.
        var column: Int
        /// The label as written, without `[^` and `]`.
        var label: String
    }

    /// What cmark parses, the definitions rewritten as items, and where
    /// columns moved.
    struct Prepared {
        var text: String
        /// The definitions rewritten as items, in line order.
        var definitions: [Definition]
        var shifts: ColumnShifts
    }

    /// `markdown` prepared as above, the lines of `keeping` as written; nil
    /// when no other line starts a definition.
    static func prepared(_ markdown: String, keeping: Set<Int> = []) -> Prepared? {
        var markdown = markdown
        return markdown.withUTF8 { bytes -> Prepared? in
            let raw = UnsafeRawBufferPointer(bytes)
            guard ByteSearch.firstOffset(of: "[^", in: raw, from: 0) != nil else { return nil }
            var out: [UInt8] = []
            var prepared = Prepared(text: "", definitions: [], shifts: ColumnShifts())
            var copied = 0
            var fence: (byte: UInt8, length: Int)?
            var inHTML = false
            var line = 1
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
                var indent = start
                while indent < end && indent - start < 3 && bytes[indent] == UInt8(ascii: " ") { indent += 1 }
                if let open = fence {
                    if closesFence(bytes, from: indent, to: end, open) { fence = nil }
                } else if inHTML {
                    inHTML = !onlySpaces(bytes, from: start, to: end)
                } else if let opened = opensFence(bytes, from: indent, to: end) {
                    fence = opened
                } else if indent < end, bytes[indent] == UInt8(ascii: "<") {
                    inHTML = true
                } else if !keeping.contains(line), case let marker = afterQuoteMarkers(bytes, from: indent, to: end),
                          let close = definitionEnd(bytes, from: marker, to: end) {
                    if out.isEmpty { out.reserveCapacity(bytes.count + 16) }
                    out.append(contentsOf: bytes[copied..<marker])
                    let column = marker - start + 1
                    // `]:` and the spaces after it.
                    var content = close + 2
                    while content < end, bytes[content] == 0x20 || bytes[content] == 0x09 { content += 1 }
                    let empty = content == end || (content + 1 == end && bytes[content] == 0x0D)
                    out.append(contentsOf: empty ? Array("01)".utf8) : Array("01) ".utf8))
                    copied = content
                    let written = empty ? 3 : 4
                    let scalars = bytes[marker..<content].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
                    prepared.shifts.add(ColumnShifts.Shift(after: column - 1 + written, by: content - marker - written,
                                                           byScalars: scalars - written), line: line)
                    prepared.definitions.append(Definition(line: line, column: column,
                                                           label: String(decoding: bytes[(marker + 2)..<close], as: UTF8.self)))
                }
                start = end + 1
                line += 1
            }
            guard !prepared.shifts.isEmpty else { return nil }
            out.append(contentsOf: bytes[copied...])
            prepared.text = String(decoding: out, as: UTF8.self)
            return prepared
        }
    }

    /// Where a line's content starts after its block quote markers (`>`,
    /// each with up to three spaces before and one after): `from` when
    /// there are none.
    private static func afterQuoteMarkers(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, to end: Int) -> Int {
        var index = from
        while index < end, bytes[index] == UInt8(ascii: ">") {
            index += 1
            if index < end, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
            var spaces = 0
            while index < end, spaces < 3, bytes[index] == 0x20 {
                index += 1
                spaces += 1
            }
        }
        return index
    }

    /// The index of the `]` of a `[^label]:` at `from`: a label of at
    /// least one byte, none of them a space, tab, `]` or line end.
    private static func definitionEnd(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, to end: Int) -> Int? {
        guard end - from >= 5, bytes[from] == UInt8(ascii: "["), bytes[from + 1] == UInt8(ascii: "^") else { return nil }
        var index = from + 2
        while index < end {
            switch bytes[index] {
            case UInt8(ascii: "]"):
                return index > from + 2 && index + 1 < end && bytes[index + 1] == UInt8(ascii: ":") ? index : nil
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                return nil
            default:
                index += 1
            }
        }
        return nil
    }

    /// A code fence at `from`: three or more backticks or tildes (a
    /// backtick fence's info string holds no backtick).
    private static func opensFence(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, to end: Int) -> (byte: UInt8, length: Int)? {
        guard from < end, bytes[from] == UInt8(ascii: "`") || bytes[from] == UInt8(ascii: "~") else { return nil }
        let byte = bytes[from]
        var index = from
        while index < end && bytes[index] == byte { index += 1 }
        guard index - from >= 3 else { return nil }
        if byte == UInt8(ascii: "`"), bytes[index..<end].contains(UInt8(ascii: "`")) { return nil }
        return (byte, index - from)
    }

    /// The end of the fence `open` at `from`: as many of its bytes or more,
    /// then only spaces.
    private static func closesFence(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, to end: Int,
                                    _ open: (byte: UInt8, length: Int)) -> Bool {
        var index = from
        while index < end && bytes[index] == open.byte { index += 1 }
        return index - from >= open.length && onlySpaces(bytes, from: index, to: end)
    }

    /// Whether `bytes[from..<end]` holds only spaces, tabs and a line's `\r`.
    private static func onlySpaces(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, to end: Int) -> Bool {
        bytes[from..<end].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
    }
}

extension FootnoteDefinitions: MarkdownPass {
    static let phase = MarkdownPhase.text

    static func mayApply(_ bytes: UnsafeRawBufferPointer) -> Bool {
        ByteSearch.firstOffset(of: "[^", in: bytes, from: 0) != nil
    }

    /// Makes the definitions list items, for `FootnoteItems`.
    static func apply(to document: inout MarkdownDocument) {
        document.beforeFootnotes = (document.text, document.shifts)
        guard let prepared = prepared(document.text) else { return }
        document.text = prepared.text
        document.shifts.merge(prepared.shifts)
        document.footnoteDefinitions = prepared.definitions
    }
}
