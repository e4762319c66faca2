/// `MarkdownTwin`'s one walk over the tree of a page's HTML (`TwinTree`):
/// blocks become Markdown blocks, inline elements Markdown inlines.
struct TwinWriter {
    typealias Node = Int

    /// The page's HTML.
    let tree: TwinTree
    /// The address a link or image takes in the twin.
    let link: (String) -> String
    /// The ids a Markdown reader gives the headings so far (`explicitID`).
    var headingSlugs = UniqueSlugs()

    // MARK: Blocks

    /// `nodes` as Markdown blocks: each block element its block, each run
    /// of text and inline elements between them a paragraph.
    mutating func blocks(_ nodes: [Node]) -> [String] {
        var result: [String] = []
        var run: [Node] = []
        func flush(_ writer: inout TwinWriter) {
            guard !run.isEmpty else { return }
            let text = Self.trimmed(writer.inlines(run))
            if !text.isEmpty { result.append(text) }
            run = []
        }
        for node in nodes {
            if let tag = tree.tag(node), tag.isBlock {
                flush(&self)
                result += block(node, tag)
            } else {
                run.append(node)
            }
        }
        flush(&self)
        return result
    }

    /// One block element's blocks (none for what the twin leaves out).
    private mutating func block(_ node: Node, _ tag: TwinTag) -> [String] {
        switch tag {
        case .p:
            let text = Self.trimmed(inlines(tree.children(of: node)))
            guard !text.isEmpty else { return [] }
            if tree.hasClass("tp-tab-label", node) || tree.hasClass("tp-alert-title", node) || tree.hasClass("tp-card-title", node) {
                return ["**" + text + "**"]
            }
            return [text]
        case .h1, .h2, .h3, .h4, .h5, .h6:
            let level = tag.headingLevel ?? 1
            let text = Self.trimmed(inlines(tree.children(of: node)))
            guard !text.isEmpty else { return [] }
            return [String(repeating: "#", count: level) + " " + text + explicitID(ofHeading: node)]
        case .ul, .ol:
            return [list(node, ordered: tag == .ol, start: tree.attribute("start", of: node).flatMap { Int($0) } ?? 1)]
        case .blockquote:
            return [Self.quoted(blocks(tree.children(of: node)))]
        case .pre:
            return [fence(node, title: nil)]
        case .hr:
            return ["---"]
        case .table:
            return table(node).map { [$0] } ?? []
        case .details where tree.hasClass("tp-alert", node), .div where tree.hasClass("tp-alert", node), .aside:
            let inner = blocks(tree.children(of: node))
            return inner.isEmpty ? [] : [Self.quoted(inner)]
        case .details:
            return [Self.quoted(blocks(tree.children(of: node)))]
        case .summary:
            let text = Self.trimmed(inlines(tree.children(of: node)))
            return text.isEmpty ? [] : ["**" + text + "**"]
        case .figure where tree.hasClass("tp-code-block", node):
            let children = tree.children(of: node)
            let caption = children.first { tree.tag($0) == .figcaption }
            let title = caption.map { Self.trimmed(tree.text(of: $0)) }
            guard let pre = children.first(where: { tree.tag($0) == .pre }) else { return blocks(children) }
            return [fence(pre, title: title)]
        case .div where tree.hasClass("tp-math-display", node):
            return ["$$\n" + Self.trimmed(tree.text(of: node)) + "\n$$"]
        case .dl:
            var result: [String] = []
            for child in tree.children(of: node) {
                guard let item = tree.tag(child) else { continue }
                if item == .dt {
                    let term = Self.trimmed(inlines(tree.children(of: child)))
                    if !term.isEmpty { result.append("**" + term + "**") }
                } else {
                    result += blocks(tree.children(of: child))
                }
            }
            return result
        case .script, .style, .template, .button, .svg, .noscript:
            return []
        default:
            // div, section, figure, header…: their content.
            return blocks(tree.children(of: node))
        }
    }

    /// A list, each item's blocks indented under its marker.
    private mutating func list(_ node: Node, ordered: Bool, start: Int) -> String {
        var items: [String] = []
        var number = start
        for child in tree.children(of: node) {
            guard tree.tag(child) == .li else { continue }
            var children = tree.children(of: child)
            var box = ""
            // A task item's checkbox (first, maybe inside its paragraph).
            if let first = children.first, tree.tag(first) == .input {
                box = tree.attributeRange("checked", of: first) != nil ? "[x] " : "[ ] "
                children.removeFirst()
            } else if let first = children.first, tree.tag(first) == .p,
                      let inner = tree.children(of: first).first, tree.tag(inner) == .input {
                box = tree.attributeRange("checked", of: inner) != nil ? "[x] " : "[ ] "
            }
            let marker = ordered ? "\(number). " : "- "
            number += 1
            // A tight item (no paragraphs) stays tight: its text and a nested list on the next line.
            let tight = !children.contains { tree.tag($0) == .p }
            let content = blocks(children).joined(separator: tight ? "\n" : "\n\n")
            items.append(Self.indented(box + content, after: marker))
        }
        return items.joined(separator: "\n")
    }

    /// A code block as a fence longer than any run of backticks in it.
    private func fence(_ pre: Node, title: String?) -> String {
        var code = tree.text(of: pre, skipping: .button)
        if code.hasSuffix("\n") { code.removeLast() }
        var language = ""
        if let codeElement = tree.children(of: pre).first(where: { tree.tag($0) == .code }) {
            language = tree.classSuffix("language-", codeElement) ?? ""
        }
        let ticks = String(repeating: "`", count: max(3, Self.longestRun(of: "`", in: code) + 1))
        var info = language
        if let title, !title.isEmpty {
            info += (info.isEmpty ? "" : " ") + "title=\"" + title.replacingAll("\"", with: "'") + "\""
        }
        return ticks + info + "\n" + code + "\n" + ticks
    }

    /// A GitHub table; nil when it has no rows.
    private mutating func table(_ node: Node) -> String? {
        var rows: [[String]] = []
        var stack: [Node] = tree.children(of: node).reversed()
        while let child = stack.popLast() {
            guard let tag = tree.tag(child) else { continue }
            if tag == .tr {
                let cells = tree.children(of: child).filter { tree.tag($0) == .td || tree.tag($0) == .th }
                rows.append(cells.map { cell in
                    Self.trimmed(inlines(tree.children(of: cell))).replacingAll("|", with: "\\|")
                })
            } else if tag != .table {
                stack += tree.children(of: child).reversed()
            }
        }
        guard let header = rows.first, !header.isEmpty else { return nil }
        let width = rows.map(\.count).max() ?? header.count
        func row(_ cells: [String]) -> String {
            "| " + (cells + Array(repeating: "", count: width - cells.count)).joined(separator: " | ") + " |"
        }
        var lines = [row(header), "|" + Array(repeating: " --- |", count: width).joined()]
        lines += rows.dropFirst().map(row)
        return lines.joined(separator: "\n")
    }

    /// ` {#id}` when the heading's id is not the one a Markdown reader
    /// makes from its text (GitHub's slug, numbered when an earlier
    /// heading has it): an id written by hand, or one the page renumbered.
    /// Links to the heading then still find it in the twin. Empty otherwise,
    /// and for an id that `{#…}` cannot hold.
    private mutating func explicitID(ofHeading node: Node) -> String {
        guard let id = tree.attribute("id", of: node) else { return "" }
        var words: [UInt8] = []
        var child = tree.nodes[node].firstChild
        while child >= 0 {
            if !(tree.tag(child) == .a && tree.hasClass("tp-anchor", child)) { tree.appendText(of: child, to: &words) }
            child = tree.nodes[child].nextSibling
        }
        let made = headingSlugs.claim(Slug.make(from: Self.trimmed(String(decoding: words, as: UTF8.self))))
        guard made != id, !id.isEmpty, id.unicodeScalars.allSatisfy(ExplicitHeadingID.isIDScalar) else { return "" }
        return " {#" + id + "}"
    }

    // MARK: Inlines

    /// `nodes` as Markdown inlines: white space collapsed, as the page
    /// shows it.
    private mutating func inlines(_ nodes: [Node]) -> String {
        var result = ""
        for node in nodes {
            var piece = inline(node)
            // After a hard break, the next line starts at its text.
            if result.hasSuffix("\\\n") { while piece.first == " " { piece.removeFirst() } }
            result += piece
        }
        return result
    }

    private mutating func inline(_ node: Node) -> String {
        switch tree.nodes[node].kind {
        case .text:
            return Self.escapedAndCollapsed(tree.bytes[tree.nodes[node].range])
        case .ignored:
            return ""
        case .element:
            break
        }
        let tag = tree.nodes[node].tag
        switch tag {
        case .a:
            // Headings' `#` anchors and footnotes' `↩` back links are the page's chrome.
            if tree.hasClass("tp-anchor", node) || tree.hasClass("footnote-backref", node) { return "" }
            let text = Self.trimmed(inlines(tree.children(of: node)))
            guard let href = tree.attribute("href", of: node) else { return text }
            return "[" + text + "](" + Self.destination(link(href)) + ")"
        case .img:
            guard let src = tree.attribute("src", of: node) else { return "" }
            let alt = Self.escaped(tree.attribute("alt", of: node) ?? "")
            return "![" + alt + "](" + Self.destination(link(src)) + ")"
        case .em, .i:
            return Self.wrapped(inlines(tree.children(of: node)), in: "*")
        case .strong, .b:
            return Self.wrapped(inlines(tree.children(of: node)), in: "**")
        case .del, .s:
            return Self.wrapped(inlines(tree.children(of: node)), in: "~~")
        case .code, .kbd:
            var bytes: [UInt8] = []
            tree.appendText(of: node, to: &bytes)
            let code = Self.collapsed(bytes)
            let ticks = String(repeating: "`", count: Self.longestRun(of: "`", in: code) + 1)
            let padded = code.hasPrefix("`") || code.hasSuffix("`") ? " " + code + " " : code
            return ticks + padded + ticks
        case .sup where tree.hasClass("footnote-ref", node):
            // A footnote's number: its link, as before the footnotes' list.
            return inlines(tree.children(of: node))
        case .sub, .sup:
            // GitHub, Docusaurus and MkDocs read both tags as HTML; their text stays Markdown.
            let name = tag == .sub ? "sub" : "sup"
            return "<" + name + ">" + inlines(tree.children(of: node)) + "</" + name + ">"
        case .br:
            return "\\\n"
        case .span where tree.hasClass("tp-math-inline", node):
            return "$" + tree.text(of: node) + "$"
        case .span where tree.hasClass("tp-math-display", node):
            return "$$" + tree.text(of: node) + "$$"
        case .script, .style, .svg, .button, .input, .template:
            return ""
        default:
            if tag.isBlock {
                // A block inside inline content (a link card's parts): its text.
                return " " + Self.trimmed(blocks(tree.children(of: node)).joined(separator: " ")) + " "
            }
            return inlines(tree.children(of: node))
        }
    }

    // MARK: Text

    /// A text node as the twin writes it: `escaped(collapsed(text))`, in
    /// one pass over its bytes (`collapsedBytes`); by characters, as
    /// `escaped` and `collapsed` read them, only where a byte could read
    /// otherwise.
    static func escapedAndCollapsed(_ text: ArraySlice<UInt8>) -> String {
        guard let bytes = collapsedBytes(text, escaping: true) else {
            return escaped(collapsed(String(decoding: text, as: UTF8.self)))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `text`'s bytes with runs of white space as one space and, when
    /// `escaping`, the characters that would start Markdown escaped, as
    /// `collapsed` and `escaped` write them character by character. nil
    /// when a character (a grapheme cluster) could read otherwise than its
    /// bytes: white space or punctuation joined to a non-ASCII scalar (a
    /// combining mark after a space, a prepended mark before it), an
    /// underscore beside a non-ASCII character (whether it is inside a word
    /// is then the character's properties), a carriage return in non-ASCII
    /// text. Text of other scripts without those goes byte by byte too.
    static func collapsedBytes(_ text: ArraySlice<UInt8>, escaping: Bool) -> [UInt8]? {
        var result: [UInt8] = []
        result.reserveCapacity(text.count + 8)
        var inSpace = false
        var hasNonASCII = false
        var hasReturn = false
        // The byte before, after collapsing (a space at the start).
        var previous = UInt8(ascii: " ")
        // Where the last non-ASCII scalar began in `text`, and whether the byte before it was special.
        var lastScalarStart = -1
        var previousSpecial = false
        var index = text.startIndex
        while index < text.endIndex {
            let byte = text[index]
            if isPlain(byte) {
                // A run of ASCII bytes that are neither white space nor ones to escape: as they are.
                var end = index + 1
                while end < text.endIndex, isPlain(text[end]) { end += 1 }
                result.append(contentsOf: text[index..<end])
                inSpace = false
                previous = text[end - 1]
                previousSpecial = false
                index = end
                continue
            }
            if byte >= 0x80 {
                hasNonASCII = true
                // A scalar's first byte: may it join the special ASCII byte before it?
                if byte >= 0xC0 {
                    if previousSpecial, joins(text, asciiAt: index - 1, scalarAt: index) { return nil }
                    lastScalarStart = index
                }
                result.append(byte)
                inSpace = false
                previous = byte
                previousSpecial = false
                index += 1
                continue
            }
            let special = isSpace(byte) || mayNeedEscaping(byte)
            // A special byte right after a non-ASCII scalar: may they join (a prepended mark)?
            if special, index > text.startIndex, text[index - 1] >= 0x80, lastScalarStart >= 0,
               joins(text, scalarAt: lastScalarStart, asciiAt: index) { return nil }
            previousSpecial = special
            index += 1
            if isSpace(byte) {
                if byte == UInt8(ascii: "\r") { hasReturn = true }
                if !inSpace { result.append(UInt8(ascii: " ")) }
                inSpace = true
                previous = UInt8(ascii: " ")
                continue
            }
            inSpace = false
            if escaping {
                switch byte {
                case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "<"):
                    result.append(UInt8(ascii: "\\"))
                case UInt8(ascii: "_"):
                    // Inside a word (snake_case) an underscore is no emphasis;
                    // white space after it is collapsed to a space, still no word.
                    let next = index < text.endIndex ? text[index] : UInt8(ascii: " ")
                    if previous >= 0x80 || next >= 0x80 { return nil }
                    if !isASCIIWordByte(previous) || !isASCIIWordByte(next) { result.append(UInt8(ascii: "\\")) }
                default:
                    break
                }
            }
            result.append(byte)
            previous = byte
        }
        if hasNonASCII && hasReturn { return nil }
        return result
    }

    /// An ASCII byte `collapsedBytes` copies as it is wherever it is: not
    /// white space, not one `escaped` may escape.
    private static func isPlain(_ byte: UInt8) -> Bool {
        byte > 0x20 && byte < 0x80 && !mayNeedEscaping(byte)
    }

    /// White space as `collapsed` reads it.
    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    /// Whether the ASCII byte and the scalar starting at the given indexes
    /// (in that order or the other) make one character.
    private static func joins(_ text: ArraySlice<UInt8>, asciiAt ascii: Int, scalarAt scalar: Int) -> Bool {
        pairIsOneCharacter(text, first: ascii, second: scalar)
    }

    private static func joins(_ text: ArraySlice<UInt8>, scalarAt scalar: Int, asciiAt ascii: Int) -> Bool {
        pairIsOneCharacter(text, first: scalar, second: ascii)
    }

    /// Whether the scalars starting at `first` and `second` (right after
    /// it) are one character.
    private static func pairIsOneCharacter(_ text: ArraySlice<UInt8>, first: Int, second: Int) -> Bool {
        var end = second + 1
        while end < text.endIndex, text[end] & 0xC0 == 0x80 { end += 1 }
        return String(decoding: text[first..<end], as: UTF8.self).count == 1
    }

    private static func isASCIIWordByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    /// Runs of white space as one space.
    static func collapsed(_ text: String) -> String {
        if let bytes = collapsedBytes(Array(text.utf8)[...], escaping: false) { return String(decoding: bytes, as: UTF8.self) }
        return collapsedByCharacters(text)
    }

    /// `bytes` (a text's) with runs of white space as one space.
    static func collapsed(_ bytes: [UInt8]) -> String {
        if let collapsed = collapsedBytes(bytes[...], escaping: false) { return String(decoding: collapsed, as: UTF8.self) }
        return collapsedByCharacters(String(decoding: bytes, as: UTF8.self))
    }

    private static func collapsedByCharacters(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var inSpace = false
        for character in text {
            if character == " " || character == "\n" || character == "\t" || character == "\r" {
                if !inSpace { result.append(" ") }
                inSpace = true
            } else {
                result.append(character)
                inSpace = false
            }
        }
        return result
    }

    /// Text with the characters that would start Markdown escaped.
    static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: mayNeedEscaping) else { return text }
        var result = ""
        var previous: Character = " "
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            switch character {
            case "\\", "`", "*", "[", "]", "<":
                result.append("\\")
            case "_":
                // Inside a word (snake_case) an underscore is no emphasis.
                let next = index + 1 < characters.count ? characters[index + 1] : " "
                if !(previous.isLetter || previous.isNumber) || !(next.isLetter || next.isNumber) { result.append("\\") }
            default:
                break
            }
            result.append(character)
            previous = character
        }
        return result
    }

    /// Whether `byte` is one `escaped` may escape: a backslash, backtick,
    /// star, bracket, `<` or underscore (a switch: this runs on every byte
    /// of the page's text).
    static func mayNeedEscaping(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "["), UInt8(ascii: "]"),
             UInt8(ascii: "<"), UInt8(ascii: "_"): true
        default: false
        }
    }

    /// `text` without white space at either end, lines kept.
    static func trimmed(_ text: String) -> String {
        if let trimmed = trimmedBytes(text) { return trimmed }
        var slice = Substring(text)
        while let first = slice.first, first == " " || first == "\n" { slice.removeFirst() }
        while let last = slice.last, last == " " || last == "\n" {
            // Keep a hard break's backslash… but not a dangling one.
            slice.removeLast()
        }
        if slice.hasSuffix("\\") && text.hasSuffix("\\\n") { slice.removeLast() }
        return String(slice)
    }

    /// `trimmed` by bytes, when they read as its characters do: nil when
    /// a byte left at either end (or before a hard break's backslash) is
    /// non-ASCII or a carriage return, which could join the space or line
    /// feed next to it into one character.
    private static func trimmedBytes(_ text: String) -> String? {
        let utf8 = text.utf8
        guard let first = utf8.first, let last = utf8.last else { return text }
        let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") }
        // Nothing to trim: as it is.
        if !isBlank(first) && !isBlank(last) && last != UInt8(ascii: "\\") { return text }
        return text.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            var start = 0
            var end = bytes.count
            while start < end, isBlank(bytes[start]) { start += 1 }
            while end > start, isBlank(bytes[end - 1]) { end -= 1 }
            guard start < end else { return "" }
            let joins = { (byte: UInt8) in byte >= 0x80 || byte == UInt8(ascii: "\r") }
            if joins(bytes[start]) || joins(bytes[end - 1]) { return nil }
            // A hard break's backslash, dangling once its line feed is trimmed.
            if bytes[end - 1] == UInt8(ascii: "\\"), bytes.count >= 2, bytes[bytes.count - 1] == UInt8(ascii: "\n"),
               bytes[bytes.count - 2] == UInt8(ascii: "\\") {
                end -= 1
                if end > start, joins(bytes[end - 1]) { return nil }
            }
            if start == 0 && end == bytes.count { return text }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        } ?? nil
    }

    /// Emphasis around `text`, its spaces outside the markers (`**a **`
    /// would not be emphasis).
    static func wrapped(_ text: String, in marker: String) -> String {
        let inner = trimmed(text)
        guard !inner.isEmpty else { return text }
        return (text.hasPrefix(" ") ? " " : "") + marker + inner + marker + (text.hasSuffix(" ") ? " " : "")
    }

    /// A link destination, in `<…>` when it has spaces or parentheses.
    static func destination(_ url: String) -> String {
        // (None of those bytes, none of those characters: checked by bytes first.)
        if !url.utf8.contains(where: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: ")") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") }) {
            return url
        }
        guard url.contains(where: { $0 == " " || $0 == "(" || $0 == ")" || $0 == "<" || $0 == ">" }) else { return url }
        return "<" + url.replacingAll("<", with: "%3C").replacingAll(">", with: "%3E") + ">"
    }

    static func longestRun(of character: Character, in text: String) -> Int {
        // By bytes in one pass, unless a non-ASCII byte touches the
        // character (a combining mark after it, a prepended one before it
        // would make them one character).
        if let ascii = character.asciiValue, ascii != UInt8(ascii: "\r"), ascii != UInt8(ascii: "\n") {
            var longest = 0
            var current = 0
            var previous: UInt8 = 0
            var byBytes = true
            for byte in text.utf8 {
                if byte == ascii {
                    if previous >= 0x80 { byBytes = false; break }
                    current += 1
                    if current > longest { longest = current }
                } else {
                    if byte >= 0x80, previous == ascii { byBytes = false; break }
                    current = 0
                }
                previous = byte
            }
            if byBytes { return longest }
        }
        var longest = 0
        var current = 0
        for each in text {
            current = each == character ? current + 1 : 0
            longest = max(longest, current)
        }
        return longest
    }

    /// Blocks inside a blockquote: each line after `> `, an empty one `>`.
    static func quoted(_ blocks: [String]) -> String {
        var text = blocks.joined(separator: "\n\n")
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count + 64)
        text.withUTF8 { bytes in
            // Line by line: `> ` before each, `>` alone before an empty one.
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
                result.append(UInt8(ascii: ">"))
                if end > start { result.append(UInt8(ascii: " ")) }
                if end < bytes.count { end += 1 }
                result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
                start = end
            }
            if bytes.isEmpty || bytes[bytes.count - 1] == UInt8(ascii: "\n") { result.append(UInt8(ascii: ">")) }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// A list item: `text` after its `marker`, each later line that is not
    /// empty indented by the marker's width.
    static func indented(_ text: String, after marker: String) -> String {
        var text = text
        var result = Array(marker.utf8)
        result.reserveCapacity(text.utf8.count + marker.utf8.count * 4)
        let indent = marker.utf8.count
        text.withUTF8 { bytes in
            // Line by line: the first after the marker, each later one that is not empty indented.
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
                if start > 0, end > start { result.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent)) }
                if end < bytes.count { end += 1 }
                result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
                start = end
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}

extension String {
    /// Every `target` replaced, without Foundation.
    func replacingAll(_ target: Character, with replacement: String) -> String {
        guard contains(target) else { return self }
        var result = ""
        for character in self { if character == target { result += replacement } else { result.append(character) } }
        return result
    }
}
