/// A doc's lines as bytes, with their endings, for `CalloutSyntax` to read
/// and change one by one.
struct Lines {
    private var lines: [[UInt8]] = []
    private var originals: [[UInt8]] = []
    private var endings: [ArraySlice<UInt8>] = []

    init(_ text: String) {
        let bytes = Array(text.utf8)
        for range in Self.contentRanges(bytes) {
            lines.append(Array(bytes[range]))
            // The line's `\r\n` or `\n`, none for a last line without one.
            let next = bytes[range.upperBound...].firstIndex(of: 0x0A).map { $0 + 1 } ?? bytes.count
            endings.append(bytes[range.upperBound..<next])
        }
        originals = lines
    }

    /// Each line's bytes in `bytes`, without its `\n` or `\r\n`.
    static func contentRanges(_ bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            var contentEnd = end
            if contentEnd > start, bytes[contentEnd - 1] == 0x0D { contentEnd -= 1 }
            ranges.append(start..<contentEnd)
            start = end + 1
        }
        return ranges
    }

    var count: Int { lines.count }

    /// 1-based.
    subscript(number: Int) -> [UInt8] {
        get { lines[number - 1] }
        set { lines[number - 1] = newValue }
    }

    func original(_ number: Int) -> [UInt8] { originals[number - 1] }

    func joined() -> String {
        var bytes: [UInt8] = []
        for index in lines.indices {
            bytes += lines[index]
            bytes += endings[index]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Leading spaces (a tab counts as one: callouts are not indented with tabs).
    static func indent(_ line: some Collection<UInt8>) -> Int {
        line.prefix { $0 == 0x20 || $0 == 0x09 }.count
    }

    /// The width of a list item's marker and the space after it (`- `,
    /// `12. `); nil when `rest` starts no list item.
    static func listMarkerWidth(_ rest: ArraySlice<UInt8>) -> Int? {
        guard let first = rest.first else { return nil }
        var width: Int
        if first == UInt8(ascii: "-") || first == UInt8(ascii: "*") || first == UInt8(ascii: "+") {
            width = 1
        } else {
            let digits = rest.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
            guard digits > 0, digits <= 9, rest.count > digits,
                  rest[rest.startIndex + digits] == UInt8(ascii: ".") || rest[rest.startIndex + digits] == UInt8(ascii: ")") else { return nil }
            width = digits + 1
        }
        let spaces = rest.dropFirst(width).prefix { $0 == 0x20 }.count
        guard spaces > 0 || rest.count == width else { return nil }
        return width + min(max(spaces, 1), 4)
    }

    /// Whether a block may start on each line (a marker there is not
    /// indented code): fed each line in order, outside fenced code too.
    struct ListContext {
        /// Where the content of the list item last seen starts: a marker
        /// indented four or more is one only in a list item (elsewhere it
        /// is indented code).
        private var content: Int?

        /// Indented at most three, or at most three past the list item's
        /// content.
        mutating func mayOpen(indent: Int, rest: ArraySlice<UInt8>, blank: Bool) -> Bool {
            if !blank {
                if let marker = Lines.listMarkerWidth(rest) {
                    content = indent + marker
                } else if let current = content, indent < current {
                    content = nil
                }
            }
            return indent <= 3 || content.map { indent <= $0 + 3 } == true
        }
    }

    /// Hugo's `{{< details summary="Title" open=true >}}` (or with `%`)
    /// alone on its line: its summary and whether it starts open.
    static func hugoDetailsOpening(_ rest: ArraySlice<UInt8>) -> (summary: String?, open: Bool)? {
        guard let tag = hugoTag(rest), tag.name == "details", !tag.closing, !tag.selfClosing else { return nil }
        let open = tag.value("open").map { $0 == "true" || $0 == "1" } ?? false
        return (tag.value("summary"), open)
    }

    /// `{{< /details >}}` alone on its line.
    static func isHugoDetailsClosing(_ rest: ArraySlice<UInt8>) -> Bool {
        guard let tag = hugoTag(rest) else { return false }
        return tag.name == "details" && tag.closing
    }

    /// A shortcode tag that is all of `rest` (spaces after it aside).
    private static func hugoTag(_ rest: ArraySlice<UInt8>) -> ShortcodeTag? {
        guard rest.first == UInt8(ascii: "{"), let tag = ShortcodeTag.read(rest, at: rest.startIndex),
              rest[tag.end...].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { return nil }
        return tag
    }

    /// The code spans within `line` (each from its opening backticks to
    /// past its closing ones), as CommonMark pairs backtick runs of the
    /// same length; a backslash-escaped backtick opens none. A code span
    /// that goes on over lines is not seen.
    static func codeSpans(_ line: ArraySlice<UInt8>) -> [Range<Int>] {
        var spans: [Range<Int>] = []
        var index = line.startIndex
        /// The length of the backtick run at `index`, which it moves past.
        func run() -> Int {
            let start = index
            while index < line.endIndex, line[index] == UInt8(ascii: "`") { index += 1 }
            return index - start
        }
        while index < line.endIndex {
            if line[index] == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            guard line[index] == UInt8(ascii: "`") else {
                index += 1
                continue
            }
            let start = index
            let length = run()
            let after = index
            while index < line.endIndex {
                if line[index] == UInt8(ascii: "`") {
                    if run() == length {
                        spans.append(start..<index)
                        break
                    }
                } else {
                    index += 1
                }
            }
            // No closing run: the backticks are text.
            if spans.last?.lowerBound != start { index = after }
        }
        return spans
    }

    static func thematicBreak(indent: Int) -> [UInt8] {
        Array(repeating: 0x20, count: indent) + Array("***".utf8)
    }

    /// A code fence's character, length and info string.
    static func fence(_ rest: ArraySlice<UInt8>) -> (byte: UInt8, count: Int, info: ArraySlice<UInt8>)? {
        guard let first = rest.first, first == UInt8(ascii: "`") || first == UInt8(ascii: "~") else { return nil }
        let count = rest.prefix { $0 == first }.count
        guard count >= 3 else { return nil }
        let info = rest.dropFirst(count)
        if first == UInt8(ascii: "`"), info.contains(UInt8(ascii: "`")) { return nil }
        return (first, count, info)
    }

    /// Whether the lines read so far end inside fenced code; fed each line
    /// (after its indentation) in order.
    struct FenceState {
        private var open: (byte: UInt8, count: Int, indent: Int)?

        /// Whether the lines read so far end inside fenced code.
        var isOpen: Bool { open != nil }

        /// Whether `rest` is code: inside a fence, or a fence line itself.
        /// `indent`: the spaces before `rest`; a closing fence is indented
        /// by at most three more than its opening one (more is a line of
        /// the code; a fence in a list item is indented as its item is).
        mutating func isCode(_ rest: ArraySlice<UInt8>, indent: Int = 0) -> Bool {
            if let current = open {
                if indent <= current.indent + 3, let closing = Lines.fence(rest), closing.byte == current.byte,
                   closing.count >= current.count, closing.info.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) {
                    open = nil
                }
                return true
            }
            guard let opening = Lines.fence(rest) else { return false }
            open = (opening.byte, opening.count, indent)
            return true
        }
    }

    /// How many colons start `rest` (three or more).
    static func colonRun(_ rest: ArraySlice<UInt8>) -> Int? {
        let count = rest.prefix { $0 == UInt8(ascii: ":") }.count
        return count >= 3 ? count : nil
    }

    /// The type and title after a container's colons: ` tip`, ` warning
    /// Title`, `note[Title]`, `tip Title`. Nil for anything else, such as
    /// an mkdocstrings reference (`::: package.module`).
    static func container(_ after: ArraySlice<UInt8>, column: Int) -> (type: String, title: String?, open: Bool, typeColumn: Int)? {
        let spaces = after.prefix { $0 == 0x20 }.count
        let rest = after.dropFirst(spaces)
        let type = rest.prefix { isTypeByte($0) }
        guard let first = type.first, isLetter(first) else { return nil }
        var tail = rest.dropFirst(type.count)
        var title: String?
        if tail.first == UInt8(ascii: "[") {
            // Docusaurus: `:::tip[Title]`, nothing after.
            guard let close = tail.lastIndex(of: UInt8(ascii: "]")),
                  tail[tail.index(after: close)...].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { return nil }
            title = String(decoding: tail[tail.index(after: tail.startIndex)..<close], as: UTF8.self)
            tail = tail[close..<close]
        } else if let next = tail.first {
            guard next == 0x20 || next == 0x09 else { return nil }
        }
        var text = tail.drop { $0 == 0x20 || $0 == 0x09 }
        while let last = text.last, last == 0x20 || last == 0x09 { text = text.dropLast() }
        // VitePress' `{open}` after the title (or the type) opens a details.
        var open = false
        if text.last == UInt8(ascii: "}"), let brace = text.lastIndex(of: UInt8(ascii: "{")),
           String(decoding: text[(brace + 1)..<(text.endIndex - 1)], as: UTF8.self).split(separator: " ").contains("open") {
            open = true
            text = text[..<brace]
            while let last = text.last, last == 0x20 || last == 0x09 { text = text.dropLast() }
        }
        if title == nil, !text.isEmpty {
            // Other attributes after the type are not a title.
            if text.first != UInt8(ascii: "{") { title = String(decoding: text, as: UTF8.self) }
        }
        return (String(decoding: type, as: UTF8.self).lowercased(), title, open, column + spaces)
    }

    /// `!!! type "Title"`, `??? type`, `???+ type`, as MkDocs' admonition
    /// and details extensions read them (more words after the type are
    /// classes, which are not shown).
    static func admonition(_ rest: ArraySlice<UInt8>, column: Int)
        -> (type: String, title: String?, collapsible: Bool, open: Bool, typeColumn: Int, classes: String?)? {
        guard rest.count > 3, let first = rest.first, first == UInt8(ascii: "!") || first == UInt8(ascii: "?"),
              rest.prefix(3).allSatisfy({ $0 == first }) else { return nil }
        var index = rest.startIndex + 3
        let open = first == UInt8(ascii: "?") && rest[index] == UInt8(ascii: "+")
        if open { index += 1 }
        if index < rest.endIndex, rest[index] == 0x20 { index += 1 }
        let typeStart = index
        while index < rest.endIndex, isTypeByte(rest[index]) { index += 1 }
        guard index > typeStart, isLetter(rest[typeStart]) else { return nil }
        let type = String(decoding: rest[typeStart..<index], as: UTF8.self).lowercased()
        // Classes, then an optional quoted title, then nothing.
        var title: String?
        let classesStart = index
        var classesEnd = index
        while index < rest.endIndex {
            let byte = rest[index]
            if byte == UInt8(ascii: "\"") {
                guard let close = rest[(index + 1)...].firstIndex(of: UInt8(ascii: "\"")),
                      rest[(close + 1)...].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { return nil }
                title = String(decoding: rest[(index + 1)..<close], as: UTF8.self)
                break
            }
            guard byte == 0x20 || isTypeByte(byte) else { return nil }
            index += 1
            classesEnd = index
        }
        let classes = String(decoding: rest[classesStart..<classesEnd], as: UTF8.self)
            .split(separator: " ").joined(separator: " ")
        return (type, title, first == UInt8(ascii: "?"), open, column + (typeStart - rest.startIndex), classes.isEmpty ? nil : classes)
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }

    private static func isTypeByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }
}
