/// Keeps footnote definitions from turning into link reference definitions.
///
/// GitHub reads a line that starts with `[^label]:` as a footnote's text.
/// CommonMark has no footnotes: when what follows looks like a link
/// destination (`[^1]: https://…`, common under proposals and READMEs),
/// cmark reads the line as a link reference definition, drops it, and
/// turns every `[^1]` into a link labelled `^1`, with no trace of the
/// footnote. A backslash before the line's `[` keeps the line and its
/// references as text, as every other footnote is kept (with its
/// warning: `MarkdownNotices`).
///
/// The backslash goes before the `[` of each line that starts with
/// `[^label]:` (a label without spaces or `]`, up to three spaces in),
/// outside fenced code and outside raw HTML (from a line that starts with
/// `<` to the next blank line, where cmark's HTML blocks of tags end: the
/// backslash would show there). Lines and the bytes before the backslash stay
/// where they were; `SourceColumns` takes the backslash back out of the
/// columns it reports.
enum FootnoteDefinitions {
    /// `markdown` with the backslashes, and where each went: line (1-based)
    /// to the 1-based byte column of the backslash in the escaped line. Nil
    /// when no line needs one.
    static func escaped(_ markdown: String) -> (text: String, escapes: [Int: Int])? {
        var markdown = markdown
        return markdown.withUTF8 { bytes -> (text: String, escapes: [Int: Int])? in
            let raw = UnsafeRawBufferPointer(bytes)
            guard ByteSearch.firstOffset(of: "[^", in: raw, from: 0) != nil else { return nil }
            var escaped: [UInt8] = []
            var escapes: [Int: Int] = [:]
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
                } else if startsDefinition(bytes, from: indent, to: end) {
                    if escaped.isEmpty { escaped.reserveCapacity(bytes.count + 16) }
                    escaped.append(contentsOf: bytes[copied..<indent])
                    escaped.append(UInt8(ascii: "\\"))
                    copied = indent
                    escapes[line] = indent - start + 1
                }
                start = end + 1
                line += 1
            }
            guard !escapes.isEmpty else { return nil }
            escaped.append(contentsOf: bytes[copied...])
            return (String(decoding: escaped, as: UTF8.self), escapes)
        }
    }

    /// `[^label]:` at `from`: a label of at least one byte, none of them a
    /// space, tab, `]` or line end.
    private static func startsDefinition(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, to end: Int) -> Bool {
        guard end - from >= 5, bytes[from] == UInt8(ascii: "["), bytes[from + 1] == UInt8(ascii: "^") else { return false }
        var index = from + 2
        while index < end {
            switch bytes[index] {
            case UInt8(ascii: "]"):
                return index > from + 2 && index + 1 < end && bytes[index + 1] == UInt8(ascii: ":")
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                return false
            default:
                index += 1
            }
        }
        return false
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
