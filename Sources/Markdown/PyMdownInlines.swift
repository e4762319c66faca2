import Basics
import Ccmark
import Foundation

/// PyMdown Extensions' inline syntax, as Material for MkDocs sites write
/// it: keys `++ctrl+alt+del++` (`<kbd>`s, as Material shows them), mark
/// `==text==`, insert `^^text^^` and superscript `x^2^`. Read in text
/// nodes only (code is code). Superscript holds no spaces; the others do
/// not start or end with one. PyMdown's subscript (`H~2~O`) is read with
/// GitHub's strikethrough, whose tildes it shares (`GFMInlines`, with
/// `MarkdownOptions.tildeSubscript`).
enum PyMdownInlines {
    /// One kind of span, by its delimiter.
    private struct Span {
        var delimiter: [UInt8]
        var tag: String
        var spaces: Bool
    }

    private static let spans: [Span] = [
        Span(delimiter: Array("++".utf8), tag: "kbd", spaces: false),
        Span(delimiter: Array("==".utf8), tag: "mark", spaces: true),
        Span(delimiter: Array("^^".utf8), tag: "ins", spaces: true),
        Span(delimiter: Array("^".utf8), tag: "sup", spaces: false),
    ]

    /// Key names as Material for MkDocs shows them.
    private static let keyNames: [String: String] = [
        "ctrl": "Ctrl", "control": "Ctrl", "alt": "Alt", "option": "Option", "shift": "Shift", "cmd": "Cmd", "command": "Cmd",
        "meta": "Meta", "win": "Win", "windows": "Win", "super": "Super", "fn": "Fn", "del": "Del", "delete": "Del",
        "backspace": "Backspace", "enter": "Enter", "return": "Return", "tab": "Tab", "esc": "Esc", "escape": "Esc",
        "space": "Space", "insert": "Ins", "ins": "Ins", "home": "Home", "end": "End", "page-up": "Page Up",
        "page-down": "Page Down", "arrow-up": "Up", "arrow-down": "Down", "arrow-left": "Left", "arrow-right": "Right",
        "up": "Up", "down": "Down", "left": "Left", "right": "Right", "caps-lock": "Caps Lock", "print-screen": "Print Screen",
    ]

    /// The text split into plain text and spans: each span as its opening
    /// and closing HTML around its text. Nil when `text` holds none.
    static func split(_ text: [UInt8]) -> [(open: String, text: String, close: String)]? {
        var pieces: [(open: String, text: String, close: String)] = []
        var plainStart = 0
        var index = 0
        var found = false
        scan: while index < text.count {
            // Only `+`, `=` and `^` begin a delimiter.
            let byte = text[index]
            guard byte == UInt8(ascii: "+") || byte == UInt8(ascii: "=") || byte == UInt8(ascii: "^") else {
                index += 1
                continue
            }
            for span in spans where matches(text, at: index, span.delimiter) {
                let width = span.delimiter.count
                // A longer run of the delimiter's byte is not this span.
                if index + width < text.count, text[index + width] == span.delimiter[0] { continue }
                if index > 0, text[index - 1] == span.delimiter[0] { continue }
                let start = index + width
                guard start < text.count, text[start] != 0x20, text[start] != 0x0A else { continue }
                var end = start
                while end < text.count {
                    if matches(text, at: end, span.delimiter), !(end + width < text.count && text[end + width] == span.delimiter[0]) { break }
                    if !span.spaces, text[end] == 0x20 || text[end] == 0x0A { end = text.count; break }
                    end += 1
                }
                guard end < text.count, end > start, text[end - 1] != 0x20, text[end - 1] != 0x0A else { continue }
                let inner = Array(text[start..<end])
                let html: (open: String, close: String)
                if span.tag == "kbd" {
                    guard let keys = keys(inner) else { continue }
                    html = (keys, "")
                } else {
                    html = ("<\(span.tag)>", "</\(span.tag)>")
                }
                if plainStart < index { pieces.append(("", String(decoding: text[plainStart..<index], as: UTF8.self), "")) }
                pieces.append((html.open, span.tag == "kbd" ? "" : String(decoding: inner, as: UTF8.self), html.close))
                index = end + width
                plainStart = index
                found = true
                continue scan
            }
            index += 1
        }
        guard found else { return nil }
        if plainStart < text.count { pieces.append(("", String(decoding: text[plainStart...], as: UTF8.self), "")) }
        return pieces
    }

    /// `ctrl+alt+del` as Material writes it: each key a `<kbd>`, joined by
    /// `+`. A key not named in the table is shown as written (a letter
    /// uppercased); nil when some key is empty.
    private static func keys(_ inner: [UInt8]) -> String? {
        let names = inner.split(separator: UInt8(ascii: "+"), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        guard !names.contains(where: \.isEmpty) else { return nil }
        let kbds = names.map { name -> String in
            let lowered = name.lowercased()
            let shown = keyNames[lowered] ?? (name.count == 1 ? name.uppercased() : name)
            let slug = keyNames[lowered] != nil ? lowered : "key"
            return "<kbd class=\"key-\(HTMLEscape.text(slug))\">\(HTMLEscape.text(shown))</kbd>"
        }
        return "<span class=\"keys\">" + kbds.joined(separator: "<span>+</span>") + "</span>"
    }

    private static func matches(_ text: [UInt8], at index: Int, _ delimiter: [UInt8]) -> Bool {
        guard index + delimiter.count <= text.count else { return false }
        for offset in delimiter.indices where text[index + offset] != delimiter[offset] { return false }
        return true
    }
}

extension PyMdownInlines: MarkdownPass {
    static let phase = MarkdownPhase.tree

    /// `++`, `==` or `^` somewhere (memchr and memmem).
    static func mayApply(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return false }
        return ByteSearch.firstOffset(of: "++", in: bytes, from: 0) != nil || ByteSearch.firstOffset(of: "==", in: bytes, from: 0) != nil
            || memchr(base, Int32(UInt8(ascii: "^")), bytes.count) != nil
    }

    static func apply(to document: inout MarkdownDocument) {
        let texts = TextNodes.all(under: document.root)
        for node in texts {
            // Most text has no delimiter's byte: not copied out.
            guard let literal = cmark_node_get_literal(node), strpbrk(literal, "+=^") != nil else { continue }
            let bytes = Array(UnsafeBufferPointer(start: UnsafeRawPointer(literal).assumingMemoryBound(to: UInt8.self), count: strlen(literal)))
            guard let pieces = split(bytes) else { continue }
            for piece in pieces {
                var made: OpaquePointer?
                if piece.open.isEmpty {
                    made = cmark_node_new(CMARK_NODE_TEXT)
                    if let made { cmark_node_set_literal(made, piece.text) }
                } else if let span = cmark_node_new(CMARK_NODE_CUSTOM_INLINE) {
                    cmark_node_set_on_enter(span, piece.open)
                    cmark_node_set_on_exit(span, piece.close)
                    if !piece.text.isEmpty, let inner = cmark_node_new(CMARK_NODE_TEXT) {
                        cmark_node_set_literal(inner, piece.text)
                        cmark_node_append_child(span, inner)
                    }
                    made = span
                }
                if let made { cmark_node_insert_before(node, made) }
            }
            cmark_node_unlink(node)
            cmark_node_free(node)
        }
    }
}
