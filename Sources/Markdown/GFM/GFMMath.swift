import Basics
import Ccmark
import Foundation

/// GitHub's math, found in the tree libcmark parsed before anything else
/// reads it: `$…$` and `` $`…`$ `` inline, `$$…$$` displayed (across lines
/// of a paragraph too), and ```` ```math ```` blocks. Each becomes a custom
/// node whose HTML is the TeX, escaped, in `<span class="tp-math
/// tp-math-inline">`, `<span class="tp-math tp-math-display">` or (a block)
/// `<div class="tp-math tp-math-display">`: KaTeX typesets those elements
/// in the browser (`typesetMath` in theme-preview.js), and without
/// JavaScript the TeX shows as written.
///
/// What counts as math follows GitHub's rules (which the "left as text"
/// warning used before): only in text, so never in code spans, code
/// blocks, raw HTML or autolinks; a `$` written `\$` is text; an opening
/// `$` has no space, digit or `$` right after it, and a closing `$` no
/// space right before it and no letter or digit right after it, so
/// `$5 and $10` is text. The TeX is the source as written between the
/// delimiters (no Markdown inside math: `$a*b*c$` keeps its stars and
/// `\{` its backslash), read at the delimiters' places in the text cmark
/// parsed; where a place cannot be read back (cmark's columns are off in
/// some containers), it is made from the nodes' text.
enum GFMMath {
    /// Where math first is: 1-based line and byte column in the text cmark
    /// parsed.
    struct Location: Sendable, Hashable, Comparable {
        var line: Int
        var column: Int

        static func < (lhs: Location, rhs: Location) -> Bool {
            (lhs.line, lhs.column) < (rhs.line, rhs.column)
        }
    }

    /// Whether `markdown` may hold math: a `$`, or a fence whose info
    /// string is `math` (found with memchr and memmem, no loop over the
    /// bytes in Swift).
    static func mayHold(_ markdown: UnsafeRawBufferPointer) -> Bool {
        guard let base = markdown.baseAddress, !markdown.isEmpty else { return false }
        if memchr(base, Int32(UInt8(ascii: "$")), markdown.count) != nil { return true }
        return ByteSearch.firstOffset(of: "math", in: markdown, from: 0) != nil
    }

    /// Replaces the math in `document` with custom nodes; returns where
    /// the first is, nil when there is none.
    static func apply(to document: OpaquePointer, markdown: String, positions: inout NodePositions) -> Location? {
        var text = markdown
        guard text.withUTF8({ mayHold(UnsafeRawBufferPointer($0)) }) else { return nil }
        var containers: [OpaquePointer] = []
        var blocks: [OpaquePointer] = []
        guard let iterator = cmark_iter_new(document) else { return nil }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            switch cmark_node_get_type(node) {
            case CMARK_NODE_PARAGRAPH, CMARK_NODE_HEADING, CMARK_NODE_EMPH, CMARK_NODE_STRONG, CMARK_NODE_LINK,
                 CMARK_NODE_CUSTOM_INLINE:
                containers.append(node)
            case CMARK_NODE_CODE_BLOCK:
                if let info = cmark_node_get_fence_info(node), strcmp(info, "math") == 0 { blocks.append(node) }
            default:
                break
            }
        }
        cmark_iter_free(iterator)

        var first: Location?
        func found(_ location: Location) {
            if location.line > 0, first.map({ location < $0 }) ?? true { first = location }
        }
        for block in blocks {
            found(Location(line: Int(cmark_node_get_start_line(block)), column: Int(cmark_node_get_start_column(block))))
            replaceBlock(block)
        }
        guard !containers.isEmpty else { return first }
        let lines = SourceLines(markdown)
        // Deepest and last first: a container whose math takes in an
        // emphasis frees that emphasis after it was looked at, never before.
        for container in containers.reversed() {
            if let location = replaceInlines(in: container, lines: lines, positions: &positions) { found(location) }
        }
        return first
    }

    /// The HTML of math: the TeX escaped as text.
    static func html(_ tex: String, display: Bool, block: Bool = false) -> String {
        let tag = block ? "div" : "span"
        return "<\(tag) class=\"tp-math tp-math-\(display ? "display" : "inline")\">\(HTMLEscape.text(tex))</\(tag)>"
    }

    /// A ```` ```math ```` block as a custom block holding its HTML, so
    /// nothing after this sees a code block.
    private static func replaceBlock(_ block: OpaquePointer) {
        var tex = cmark_node_get_literal(block).map { String(cString: $0) } ?? ""
        while tex.hasSuffix("\n") { tex.removeLast() }
        guard let custom = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else { return }
        cmark_node_set_on_enter(custom, html(tex, display: true, block: true))
        cmark_node_set_on_exit(custom, "")
        if cmark_node_replace(block, custom) != 0 {
            cmark_node_free(block)
        } else {
            cmark_node_free(custom)
        }
    }

    // MARK: Inline math

    /// One child of a container, as the scan reads it.
    private struct Atom {
        var node: OpaquePointer
        var kind: cmark_node_type
        /// What the child was written as: a text's or another inline's
        /// bytes in the source line when cmark's place for it can be read
        /// back, else its text (a text's literal, another inline's plain
        /// text); a line break `\n`.
        var raw: [UInt8]
        /// For a text: its literal, and the offset in it of each `$` of
        /// `raw` (in `raw`, `\$` is a `$` too; cmark merges the text of
        /// escapes, entities and smart punctuation into one node, and a
        /// `$` is never changed, so the n-th of each is the same).
        var literal: [UInt8] = []
        var dollars: [Int: Int] = [:]
        var line = 0, column = 0
        /// Whether `raw` is the source (where a backslash escapes).
        var fromSource = false
    }

    /// Math found: the range of the scanned bytes it takes, delimiters
    /// included.
    private struct Span {
        var range: Range<Int>
        var display: Bool
        /// For `` $`…`$ ``: the code span's text, which is the TeX.
        var code: String?
    }

    /// Bytes that stand for what is not a delimiter in the scan.
    private static let escapedDollar: UInt8 = 0x01, codeByte: UInt8 = 0x02, otherByte: UInt8 = 0x03

    private static func bytes(_ pointer: UnsafePointer<CChar>?) -> [UInt8] {
        guard let pointer else { return [] }
        return Array(UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer)))
    }

    /// The bytes `node` was written as on its source line, when cmark's
    /// place for it is on one line and holds what `check` accepts.
    private static func written(_ node: OpaquePointer, lines: SourceLines, positions: NodePositions,
                                check: (ArraySlice<UInt8>) -> Bool) -> [UInt8]? {
        let startLine = Int(cmark_node_get_start_line(node)), endLine = Int(cmark_node_get_end_line(node))
        let length = Int(cmark_node_get_end_column(node)) - Int(cmark_node_get_start_column(node)) + 1
        guard startLine > 0, startLine == endLine, length > 0, let line = lines.line(positions.line(node)) else { return nil }
        let from = line.startIndex + positions.column(node) - 1
        guard from >= line.startIndex, from + length <= line.endIndex else { return nil }
        let slice = line[from..<(from + length)]
        return check(slice) ? Array(slice) : nil
    }

    private static func atom(_ node: OpaquePointer, lines: SourceLines, positions: NodePositions) -> Atom {
        let kind = cmark_node_get_type(node)
        var atom = Atom(node: node, kind: kind, raw: [])
        atom.line = positions.line(node)
        atom.column = positions.column(node)
        switch kind {
        case CMARK_NODE_TEXT:
            let literal = bytes(cmark_node_get_literal(node))
            atom.literal = literal
            let literalDollars = literal.indices.filter { literal[$0] == UInt8(ascii: "$") }
            let quotes: [UInt8] = Array("\\&\"'.-".utf8)
            if let source = written(node, lines: lines, positions: positions, check: { slice in
                   guard let first = slice.first, let head = literal.first else { return false }
                   return (first == head || quotes.contains(first))
                       && slice.count { $0 == UInt8(ascii: "$") } == literalDollars.count
               }) {
                atom.raw = source
                atom.fromSource = true
                for (offset, target) in zip(source.indices.filter { source[$0] == UInt8(ascii: "$") }, literalDollars) {
                    atom.dollars[offset] = target
                }
            } else {
                atom.raw = literal
                for offset in literalDollars { atom.dollars[offset] = offset }
            }
        case CMARK_NODE_CODE:
            atom.raw = Array("`".utf8) + bytes(cmark_node_get_literal(node)) + Array("`".utf8)
        case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
            atom.raw = [0x0A]
        default:
            atom.raw = written(node, lines: lines, positions: positions, check: { _ in true })
                ?? Array(MarkdownRenderer.plainText(of: node).utf8)
        }
        return atom
    }

    private static func replaceInlines(in container: OpaquePointer, lines: SourceLines,
                                       positions: inout NodePositions) -> Location? {
        // Most containers hold no `$`: one look at each text child.
        var child = cmark_node_first_child(container)
        var hasDollar = false
        while let node = child, !hasDollar {
            if cmark_node_get_type(node) == CMARK_NODE_TEXT, let literal = cmark_node_get_literal(node),
               strchr(literal, Int32(UInt8(ascii: "$"))) != nil { hasDollar = true }
            child = cmark_node_next(node)
        }
        guard hasDollar else { return nil }

        // The children as one run of bytes: text as written (the `$` of a
        // `\$` as a byte that is none), anything else one byte.
        var atoms: [Atom] = []
        var starts: [Int] = []
        var scan: [UInt8] = []
        child = cmark_node_first_child(container)
        while let node = child {
            let atom = atom(node, lines: lines, positions: positions)
            starts.append(scan.count)
            switch atom.kind {
            case CMARK_NODE_TEXT:
                let base = scan.count
                scan += atom.raw
                var offset = 0
                while offset < atom.raw.count {
                    if atom.fromSource, atom.raw[offset] == UInt8(ascii: "\\"), offset + 1 < atom.raw.count {
                        let next = atom.raw[offset + 1]
                        if next == UInt8(ascii: "$") { scan[base + offset + 1] = escapedDollar }
                        if (0x21...0x2F).contains(next) || (0x3A...0x40).contains(next) || (0x5B...0x60).contains(next)
                            || (0x7B...0x7E).contains(next) {
                            offset += 2
                            continue
                        }
                    }
                    offset += 1
                }
            case CMARK_NODE_CODE: scan.append(codeByte)
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: scan.append(0x0A)
            default: scan.append(otherByte)
            }
            atoms.append(atom)
            child = cmark_node_next(node)
        }
        starts.append(scan.count)
        let spans = find(in: scan, atoms: atoms, starts: starts)
        guard !spans.isEmpty else { return nil }

        var first: Location?
        var spanIndex = 0
        for (index, atom) in atoms.enumerated() {
            let start = starts[index], end = starts[index + 1]
            while spanIndex < spans.count, spans[spanIndex].range.upperBound <= start { spanIndex += 1 }
            guard spanIndex < spans.count, spans[spanIndex].range.lowerBound < end else { continue }
            let node = atom.node
            guard atom.kind == CMARK_NODE_TEXT else {
                // Inside math: its place is the math's.
                cmark_node_free(node)
                continue
            }
            // Text: the pieces outside math stay (as cmark read them), each
            // math takes the place of its opening delimiter.
            var literalPosition = 0
            var current = spanIndex
            while current < spans.count, spans[current].range.lowerBound < end {
                let span = spans[current]
                if span.range.lowerBound >= start {
                    let opening = atom.dollars[span.range.lowerBound - start] ?? literalPosition
                    insertText(atom.literal[literalPosition..<max(literalPosition, opening)], before: node, line: atom.line,
                               column: atom.column, positions: &positions)
                    let tex = span.code ?? tex(of: span, atoms: atoms, starts: starts)
                    if let math = cmark_node_new(CMARK_NODE_CUSTOM_INLINE) {
                        cmark_node_set_on_enter(math, html(tex, display: span.display))
                        cmark_node_set_on_exit(math, "")
                        cmark_node_insert_before(node, math)
                    }
                    if atom.line > 0, first == nil {
                        first = Location(line: atom.line, column: atom.column + span.range.lowerBound - start)
                    }
                }
                guard span.range.upperBound <= end else {
                    literalPosition = atom.literal.count
                    break
                }
                let closing = atom.dollars[span.range.upperBound - 1 - start] ?? atom.literal.count - 1
                literalPosition = max(literalPosition, closing + 1)
                current += 1
            }
            if literalPosition < atom.literal.count {
                insertText(atom.literal[literalPosition...], before: node, line: atom.line, column: atom.column, positions: &positions)
            }
            cmark_node_free(node)
        }
        return first
    }

    private static func insertText(_ bytes: ArraySlice<UInt8>, before node: OpaquePointer, line: Int, column: Int,
                                   positions: inout NodePositions) {
        guard !bytes.isEmpty, let text = cmark_node_new(CMARK_NODE_TEXT) else { return }
        cmark_node_set_literal(text, String(decoding: bytes, as: UTF8.self))
        cmark_node_insert_before(node, text)
        if line > 0 { positions[text] = (line, column) }
    }

    /// The math in `bytes`, in order, none inside another.
    private static func find(in bytes: [UInt8], atoms: [Atom], starts: [Int]) -> [Span] {
        let dollar = UInt8(ascii: "$")
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A }
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        var spans: [Span] = []
        var index = 0
        let count = bytes.count
        while index < count {
            guard bytes[index] == dollar else {
                index += 1
                continue
            }
            // $`…`$: a code span right between two `$`.
            if index + 2 < count, bytes[index + 1] == codeByte, bytes[index + 2] == dollar,
               let code = starts.firstIndex(of: index + 1), code < atoms.count {
                let text = String(decoding: GFMMath.bytes(cmark_node_get_literal(atoms[code].node)), as: UTF8.self)
                spans.append(Span(range: index..<(index + 3), display: false, code: text))
                index += 3
                continue
            }
            // $$…$$, displayed.
            if index + 1 < count, bytes[index + 1] == dollar {
                var close = index + 2
                while close + 1 < count, !(bytes[close] == dollar && bytes[close + 1] == dollar) { close += 1 }
                if close + 1 < count, bytes[(index + 2)..<close].contains(where: { !isSpace($0) }) {
                    spans.append(Span(range: index..<(close + 2), display: true))
                    index = close + 2
                } else {
                    index += 2
                }
                continue
            }
            // $…$.
            var open = index
            var matched = false
            while open + 1 < count {
                let after = bytes[open + 1]
                guard after != dollar, !isSpace(after), !isDigit(after) else { break }
                var close = open + 2
                while close < count, bytes[close] != dollar { close += 1 }
                guard close < count else { break }
                let next = close + 1 < count ? bytes[close + 1] : 0x20
                if !isSpace(bytes[close - 1]), !isDigit(next), !isLetter(next) {
                    spans.append(Span(range: open..<(close + 1), display: false))
                    index = close + 1
                    matched = true
                    break
                }
                open = close
            }
            if !matched { index = open + 1 }
        }
        return spans
    }

    /// The TeX of `span`: what each child between its delimiters was
    /// written as.
    private static func tex(of span: Span, atoms: [Atom], starts: [Int]) -> String {
        let delimiter = span.display ? 2 : 1
        let inner = (span.range.lowerBound + delimiter)..<(span.range.upperBound - delimiter)
        var written: [UInt8] = []
        for (index, atom) in atoms.enumerated() {
            let start = starts[index], end = starts[index + 1]
            let from = max(start, inner.lowerBound), to = min(end, inner.upperBound)
            guard from < to else { continue }
            if atom.kind == CMARK_NODE_TEXT {
                written += atom.raw[(from - start)..<(to - start)]
            } else {
                written += atom.raw
            }
        }
        var tex = String(decoding: written, as: UTF8.self)
        if span.display { tex = tex.trimmingCharacters(in: .whitespacesAndNewlines) }
        return tex
    }
}

extension GFMMath: MarkdownPass {
    static let phase = MarkdownPhase.tree

    static func mayApply(_ bytes: UnsafeRawBufferPointer) -> Bool { mayHold(bytes) }

    static func apply(to document: inout MarkdownDocument) {
        document.firstMath = apply(to: document.root, markdown: document.text, positions: &document.positions)
    }
}
