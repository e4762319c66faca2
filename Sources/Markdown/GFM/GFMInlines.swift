import Basics
import Ccmark
import Foundation

/// GitHub's strikethrough (`~x~`, `~~x~~`) and extended autolinks
/// (`www.`, `http(s)://`, `ftp://`, addresses), found in the text nodes of
/// the tree libcmark parsed: never in code spans, raw HTML or autolinks
/// (they are other nodes), no autolink inside a link or an image.
///
/// Strikethrough follows cmark-gfm: a run of one or two tildes opens when
/// left-flanking and closes when right-flanking, and an opener and a closer
/// of the same length, in the same inline container, make `<del>`. A
/// tilde escaped as `\~` in the source is text. cmark merges a text node
/// from its source pieces, so which neighbour comes before or after a
/// node's text is read from the sibling node's kind (an emphasis stands for
/// its `*`, a code span for its backtick).
///
/// With smart punctuation, cmark has already turned `--`, `...` and quotes
/// into typographic ones in the text; inside a link found here they are
/// read (and written) as typed, so `https://a.org/x--y` keeps its hyphens
/// and a closing quote after a link is not part of it.
enum GFMInlines {
    /// What a doc may hold, from `candidates(in:)`.
    struct Kinds: OptionSet {
        let rawValue: UInt8
        static let tildes = Kinds(rawValue: 1)
        static let urls = Kinds(rawValue: 2)
        static let addresses = Kinds(rawValue: 4)
        static let www = Kinds(rawValue: 8)
    }

    /// Whether the `]` at `close` ends a label that starts with `[^` on
    /// the same line.
    static func isFootnoteLabel(in bytes: UnsafeRawBufferPointer, endingAt close: Int) -> Bool {
        var index = close - 1
        while index > 0, bytes[index] != UInt8(ascii: "["), bytes[index] != UInt8(ascii: "\n") { index -= 1 }
        return index >= 0 && index + 1 < close && bytes[index] == UInt8(ascii: "[") && bytes[index + 1] == UInt8(ascii: "^")
    }

    /// What `bytes` may hold: a `~`; a `://` whose scheme does not follow
    /// `](`, `]: ` or `="` (the destination of a link, a link reference
    /// definition or an HTML attribute; a footnote's `[^1]: ` is text); an
    /// `@` between letters or digits;
    /// a `www.` not inside a URL. Found with memchr and memmem, so a doc is
    /// not looped over in Swift.
    static func candidates(in bytes: UnsafeRawBufferPointer) -> Kinds {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return [] }
        let count = bytes.count
        var kinds: Kinds = []
        if memchr(base, Int32(UInt8(ascii: "~")), count) != nil { kinds.insert(.tildes) }
        func isAlnum(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
        var offset = 0
        while let colon = ByteSearch.firstOffset(of: "://", in: bytes, from: offset) {
            offset = colon + 3
            var start = colon
            while start > 0, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[start - 1] | 0x20) { start -= 1 }
            guard start < colon else { continue }
            // A link reference definition's destination: `[x]: <https://…>`.
            var back = start
            while back > 0, bytes[back - 1] == 0x20 || bytes[back - 1] == 0x09 || bytes[back - 1] == UInt8(ascii: "<") { back -= 1 }
            // Not a footnote's (`[^1]: https://…`): that line is text (see
            // `FootnoteDefinitions`).
            if back >= 2, bytes[back - 1] == UInt8(ascii: ":"), bytes[back - 2] == UInt8(ascii: "]"),
               !isFootnoteLabel(in: bytes, endingAt: back - 2) { continue }
            if start >= 2 {
                let before = (bytes[start - 2], bytes[start - 1])
                if before == (UInt8(ascii: "]"), UInt8(ascii: "(")) || before == (UInt8(ascii: "="), UInt8(ascii: "\""))
                    || before == (UInt8(ascii: "="), UInt8(ascii: "'")) { continue }
            }
            kinds.insert(.urls)
            break
        }
        offset = 0
        while offset < count, let found = memchr(base + offset, Int32(UInt8(ascii: "@")), count - offset) {
            let at = UnsafeRawPointer(found) - base
            if at > 0, at + 1 < count, isAlnum(bytes[at - 1]) || ".+-_".utf8.contains(bytes[at - 1]), isAlnum(bytes[at + 1]) {
                kinds.insert(.addresses)
                break
            }
            offset = at + 1
        }
        offset = 0
        while let found = ByteSearch.firstOffset(of: "www.", in: bytes, from: offset) {
            if found == 0 || (bytes[found - 1] != UInt8(ascii: "/") && bytes[found - 1] != UInt8(ascii: ".")) {
                kinds.insert(.www)
                break
            }
            offset = found + 4
        }
        return kinds
    }

    /// Whether `literal`, a text node's, may hold anything of `kinds`.
    static func hasCandidate(_ literal: UnsafePointer<CChar>, _ kinds: Kinds) -> Bool {
        (kinds.contains(.tildes) && strchr(literal, Int32(UInt8(ascii: "~"))) != nil)
            || (kinds.contains(.urls) && strstr(literal, "://") != nil)
            || (kinds.contains(.addresses) && strchr(literal, Int32(UInt8(ascii: "@"))) != nil)
            || (kinds.contains(.www) && strstr(literal, "www.") != nil)
    }

    private struct Delimiter {
        var node: OpaquePointer
        var length: Int
        var canOpen: Bool
        var canClose: Bool
        var active = true
    }

    /// Finds strikethrough and autolinks in inline containers, one at a
    /// time, as the renderer's walk enters each (before its children).
    struct Pass {
        var smartPunctuation: Bool
        var source: SourceLines?
        /// A single tilde pair is PyMdown's subscript (`MarkdownOptions.tildeSubscript`).
        var tildeSubscript = false
        /// What the doc may hold: only that is looked for in each text.
        var kinds: Kinds
        /// The `<del>` nodes made here, whose text was looked at already.
        private var made: Set<OpaquePointer> = []

        init(kinds: Kinds, smartPunctuation: Bool, source: SourceLines?) {
            self.kinds = kinds
            self.smartPunctuation = smartPunctuation
            self.source = source
        }

        /// Finds them among the children of `container` (a paragraph,
        /// heading, emphasis, link, image or table cell); true when its
        /// children changed.
        mutating func process(_ container: OpaquePointer, positions: inout NodePositions) -> Bool {
            // Most containers have nothing: one look at each text child,
            // nothing allocated.
            var candidate = cmark_node_first_child(container)
            while let node = candidate {
                if cmark_node_get_type(node) == CMARK_NODE_TEXT, let literal = cmark_node_get_literal(node),
                   GFMInlines.hasCandidate(literal, kinds) { break }
                candidate = cmark_node_next(node)
            }
            guard candidate != nil, !made.contains(container) else { return false }
            let type = cmark_node_get_type(container)
            var linksAllowed = true
            var ancestor: OpaquePointer? = container
            while let node = ancestor {
                let kind = cmark_node_get_type(node)
                if kind == CMARK_NODE_LINK || kind == CMARK_NODE_IMAGE {
                    linksAllowed = false
                    break
                }
                ancestor = cmark_node_parent(node)
            }
            var children: [OpaquePointer] = []
            var child = cmark_node_first_child(container)
            while let node = child {
                children.append(node)
                child = cmark_node_next(node)
            }
            // Neighbours are read before any node changes.
            var work: [(node: OpaquePointer, before: Unicode.Scalar, after: Unicode.Scalar)] = []
            for (index, node) in children.enumerated() where cmark_node_get_type(node) == CMARK_NODE_TEXT {
                guard let literal = cmark_node_get_literal(node),
                      GFMInlines.hasCandidate(literal, linksAllowed ? kinds : kinds.intersection(.tildes)) else { continue }
                let before = index == 0 ? Self.start(of: type) : Self.lastCharacter(of: children[index - 1])
                let after = index == children.count - 1 ? Self.end(of: type) : Self.firstCharacter(of: children[index + 1])
                work.append((node, before, after))
            }
            guard !work.isEmpty else { return false }
            var delimiters: [Delimiter] = []
            for item in work {
                split(item.node, before: item.before, after: item.after, links: linksAllowed, delimiters: &delimiters,
                      positions: &positions)
            }
            made.formUnion(Self.match(&delimiters, subscript: tildeSubscript))
            return true
        }

        /// Replaces `node` with its text, links and tilde runs as nodes of
        /// their own; the runs that may open or close are added to
        /// `delimiters`.
        private mutating func split(_ node: OpaquePointer, before: Unicode.Scalar, after: Unicode.Scalar, links: Bool,
                                    delimiters: inout [Delimiter], positions: inout NodePositions) {
            guard let literalPointer = cmark_node_get_literal(node) else { return }
            let literal = Array(UnsafeBufferPointer(start: UnsafeRawPointer(literalPointer).assumingMemoryBound(to: UInt8.self),
                                                    count: strlen(literalPointer)))
            // Pieces: (range in literal, link or tilde run).
            enum Piece { case link(url: String, text: String), tildes(canOpen: Bool, canClose: Bool) }
            var pieces: [(range: Range<Int>, piece: Piece)] = []

            if links {
                let typed = Typed(literal, smartPunctuation: smartPunctuation)
                var scanned = typed.bytes
                scanned.append(contentsOf: String(after).utf8)
                for link in GFMAutolinks.find(in: scanned, end: typed.bytes.count, before: before) {
                    let range = typed.literalRange(link.range)
                    pieces.append((range, .link(url: link.url, text: String(decoding: typed.bytes[link.range], as: UTF8.self))))
                }
            }
            let escaped = escapedTildes(node, literal: literal, positions: positions)
            var index = 0
            var linkIndex = 0
            let linkRanges = pieces.map(\.range)
            var runs: [(range: Range<Int>, piece: Piece)] = []
            var tildeNumber = 0
            while index < literal.count {
                guard literal[index] == UInt8(ascii: "~") else {
                    index += 1
                    continue
                }
                while linkIndex < linkRanges.count, linkRanges[linkIndex].upperBound <= index { linkIndex += 1 }
                let insideLink = linkIndex < linkRanges.count && linkRanges[linkIndex].contains(index)
                var end = index
                while end < literal.count, literal[end] == UInt8(ascii: "~"), !escaped.contains(tildeNumber + end - index) {
                    end += 1
                }
                if end == index {
                    // An escaped tilde: text.
                    tildeNumber += 1
                    index += 1
                    continue
                }
                tildeNumber += end - index
                defer { index = end }
                guard !insideLink, end - index <= 2 else { continue }
                let previous = index == 0 ? before : Self.scalar(endingAt: index, in: literal)
                let next = end == literal.count ? after : (GFMAutolinks.scalar(in: literal, at: end) ?? " ")
                let flanking = Self.flanking(before: previous, after: next)
                guard flanking.left || flanking.right else { continue }
                runs.append((index..<end, .tildes(canOpen: flanking.left, canClose: flanking.right)))
            }
            pieces = (pieces + runs).sorted { $0.range.lowerBound < $1.range.lowerBound }
            guard !pieces.isEmpty else { return }

            let line = positions.line(node), column = positions.column(node)
            var position = 0
            func text(_ range: Range<Int>) {
                guard !range.isEmpty, let text = cmark_node_new(CMARK_NODE_TEXT) else { return }
                cmark_node_set_literal(text, String(decoding: literal[range], as: UTF8.self))
                insert(text, at: range.lowerBound)
            }
            func insert(_ new: OpaquePointer, at offset: Int) {
                cmark_node_insert_before(node, new)
                if line > 0 { positions[new] = (line, column + offset) }
            }
            for (range, piece) in pieces {
                text(position..<range.lowerBound)
                position = range.upperBound
                switch piece {
                case .link(let url, let label):
                    guard let link = cmark_node_new(CMARK_NODE_LINK), let text = cmark_node_new(CMARK_NODE_TEXT) else { continue }
                    cmark_node_set_url(link, url)
                    cmark_node_set_literal(text, label)
                    cmark_node_append_child(link, text)
                    insert(link, at: range.lowerBound)
                case .tildes(let canOpen, let canClose):
                    guard let run = cmark_node_new(CMARK_NODE_TEXT) else { continue }
                    cmark_node_set_literal(run, range.count == 1 ? "~" : "~~")
                    insert(run, at: range.lowerBound)
                    delimiters.append(Delimiter(node: run, length: range.count, canOpen: canOpen, canClose: canClose))
                }
            }
            text(position..<literal.count)
            cmark_node_free(node)
        }

        /// Which tildes of `literal` (counted from 0) were written `\~`: read
        /// from the source line, only when it holds a `\~`.
        private func escapedTildes(_ node: OpaquePointer, literal: [UInt8], positions: NodePositions) -> Set<Int> {
            guard let source, literal.contains(UInt8(ascii: "~")), let line = source.line(positions.line(node)) else { return [] }
            var escaped: Set<Int> = []
            var number = 0
            var index = line.startIndex + max(0, positions.column(node) - 1)
            var hasEscape = false
            while index < line.endIndex {
                if line[index] == UInt8(ascii: "~") {
                    var backslashes = 0
                    var back = index - 1
                    while back >= line.startIndex, line[back] == UInt8(ascii: "\\") {
                        backslashes += 1
                        back -= 1
                    }
                    if backslashes % 2 == 1 {
                        escaped.insert(number)
                        hasEscape = true
                    }
                    number += 1
                }
                index += 1
            }
            return hasEscape ? escaped : []
        }

        private static func flanking(before: Unicode.Scalar, after: Unicode.Scalar) -> (left: Bool, right: Bool) {
            let spaceBefore = GFMCharacters.isSpace(before), spaceAfter = GFMCharacters.isSpace(after)
            let punctuationBefore = GFMCharacters.isPunctuation(before), punctuationAfter = GFMCharacters.isPunctuation(after)
            let left = !spaceAfter && (!punctuationAfter || spaceBefore || punctuationBefore)
            let right = !spaceBefore && (!punctuationBefore || spaceAfter || punctuationAfter)
            return (left, right)
        }

        /// cmark-gfm's delimiter processing for `~`: each closer takes the
        /// nearest opener before it; runs of the same length become
        /// `<del>`, and every run between them (theirs included) is text.
        /// Returns the `<del>` nodes made. With `subscript`, a pair of single
        /// tildes around text without unescaped spaces is `<sub>` (PyMdown's
        /// tilde, where spaces in a subscript are written `\ `); a pair of
        /// single tildes around anything else is text.
        private static func match(_ delimiters: inout [Delimiter], subscript isSubscriptPair: Bool = false) -> [OpaquePointer] {
            var made: [OpaquePointer] = []
            var bottom = [-1, -1, -1]
            for closer in delimiters.indices where delimiters[closer].canClose && delimiters[closer].active {
                let length = delimiters[closer].length
                var opener = closer - 1
                var found: Int?
                while opener > bottom[length] {
                    let candidate = delimiters[opener]
                    if candidate.active, candidate.canOpen,
                       !(delimiters[closer].canOpen || candidate.canClose) || (candidate.length + length) % 3 != 0 {
                        found = opener
                        break
                    }
                    opener -= 1
                }
                guard let found else {
                    bottom[length] = closer - 1
                    if !delimiters[closer].canOpen { delimiters[closer].active = false }
                    continue
                }
                for index in found...closer { delimiters[index].active = false }
                let first = delimiters[found].node, last = delimiters[closer].node
                let isSubscript = isSubscriptPair && length == 1
                guard delimiters[found].length == length, !isSubscript || subscriptText(from: first, to: last),
                      let del = cmark_node_new(CMARK_NODE_CUSTOM_INLINE) else { continue }
                cmark_node_set_on_enter(del, isSubscript ? "<sub>" : "<del>")
                cmark_node_set_on_exit(del, isSubscript ? "</sub>" : "</del>")
                cmark_node_insert_before(first, del)
                var next = cmark_node_next(first)
                while let node = next, node != last {
                    next = cmark_node_next(node)
                    cmark_node_unlink(node)
                    cmark_node_append_child(del, node)
                }
                cmark_node_free(first)
                cmark_node_free(last)
                made.append(del)
            }
            return made
        }

        /// Whether the nodes between `first` and `last` are a subscript's:
        /// text only, not empty, each space escaped (`\ `, made a space
        /// here).
        private static func subscriptText(from first: OpaquePointer, to last: OpaquePointer) -> Bool {
            var texts: [(node: OpaquePointer, literal: String)] = []
            var next = cmark_node_next(first)
            while let node = next, node != last {
                guard cmark_node_get_type(node) == CMARK_NODE_TEXT, let literal = cmark_node_get_literal(node) else { return false }
                texts.append((node, String(cString: literal)))
                next = cmark_node_next(node)
            }
            let whole = texts.map(\.literal).joined()
            guard !whole.isEmpty, !whole.replacingOccurrences(of: "\\ ", with: "").contains(where: \.isWhitespace) else { return false }
            for text in texts where text.literal.contains("\\ ") {
                cmark_node_set_literal(text.node, text.literal.replacingOccurrences(of: "\\ ", with: " "))
            }
            return true
        }

        // MARK: Neighbours

        private static func start(of container: cmark_node_type) -> Unicode.Scalar {
            switch container {
            case CMARK_NODE_EMPH, CMARK_NODE_STRONG: "*"
            case CMARK_NODE_LINK, CMARK_NODE_IMAGE: "["
            default: "\n"
            }
        }

        private static func end(of container: cmark_node_type) -> Unicode.Scalar {
            switch container {
            case CMARK_NODE_EMPH, CMARK_NODE_STRONG: "*"
            case CMARK_NODE_LINK, CMARK_NODE_IMAGE: "]"
            default: "\n"
            }
        }

        private static func lastCharacter(of node: OpaquePointer) -> Unicode.Scalar {
            switch cmark_node_get_type(node) {
            case CMARK_NODE_TEXT:
                guard let literal = cmark_node_get_literal(node) else { return "\n" }
                return String(cString: literal).unicodeScalars.last ?? "\n"
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: return "\n"
            case CMARK_NODE_CODE: return "`"
            case CMARK_NODE_HTML_INLINE, CMARK_NODE_CUSTOM_INLINE: return ">"
            case CMARK_NODE_LINK, CMARK_NODE_IMAGE: return ")"
            default: return "*"
            }
        }

        private static func firstCharacter(of node: OpaquePointer) -> Unicode.Scalar {
            switch cmark_node_get_type(node) {
            case CMARK_NODE_TEXT:
                guard let literal = cmark_node_get_literal(node) else { return "\n" }
                let bytes = Array(UnsafeBufferPointer(start: UnsafeRawPointer(literal).assumingMemoryBound(to: UInt8.self),
                                                      count: min(strlen(literal), 4)))
                return bytes.isEmpty ? "\n" : GFMAutolinks.scalar(in: bytes, at: 0) ?? " "
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: return "\n"
            case CMARK_NODE_CODE: return "`"
            case CMARK_NODE_HTML_INLINE, CMARK_NODE_CUSTOM_INLINE: return "<"
            case CMARK_NODE_LINK: return "["
            case CMARK_NODE_IMAGE: return "!"
            default: return "*"
            }
        }

        /// The scalar that ends just before byte `index`.
        private static func scalar(endingAt index: Int, in bytes: [UInt8]) -> Unicode.Scalar {
            var start = index - 1
            while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
            return GFMAutolinks.scalar(in: bytes, at: start) ?? " "
        }
    }

    /// A text node's literal with smart punctuation read back as typed
    /// (`–` as `--`, `—` as `---`, `…` as `...`, curly quotes straight),
    /// and where each byte came from.
    private struct Typed {
        var bytes: [UInt8]
        /// For each byte of `bytes`, the offset in the literal of the
        /// character it comes from; one more entry for the end.
        var origin: [Int]

        init(_ literal: [UInt8], smartPunctuation: Bool) {
            guard smartPunctuation, literal.contains(0xE2) else {
                bytes = literal
                origin = Array(0...literal.count)
                return
            }
            bytes = []
            origin = []
            bytes.reserveCapacity(literal.count)
            var index = 0
            while index < literal.count {
                var replacement: [UInt8]?
                if literal[index] == 0xE2, index + 2 < literal.count {
                    switch (literal[index + 1], literal[index + 2]) {
                    case (0x80, 0x93): replacement = Array("--".utf8)
                    case (0x80, 0x94): replacement = Array("---".utf8)
                    case (0x80, 0xA6): replacement = Array("...".utf8)
                    case (0x80, 0x9C), (0x80, 0x9D): replacement = [UInt8(ascii: "\"")]
                    case (0x80, 0x98), (0x80, 0x99): replacement = [UInt8(ascii: "'")]
                    default: break
                    }
                }
                if let replacement {
                    bytes += replacement
                    origin += Array(repeating: index, count: replacement.count)
                    index += 3
                } else {
                    bytes.append(literal[index])
                    origin.append(index)
                    index += 1
                }
            }
            origin.append(literal.count)
        }

        /// The literal's bytes of `range` of `bytes`, widened to whole
        /// characters.
        func literalRange(_ range: Range<Int>) -> Range<Int> {
            var upper = range.upperBound
            while upper < bytes.count, upper > 0, origin[upper] == origin[upper - 1] { upper += 1 }
            return origin[range.lowerBound]..<origin[upper]
        }
    }
}

extension GFMInlines: MarkdownPass {
    static let phase = MarkdownPhase.tree

    /// Its byte test is `candidates(in:)`, made once, in `apply`.
    static func mayApply(_ bytes: UnsafeRawBufferPointer) -> Bool { true }

    /// Arranges for `DocumentWalk` to look for strikethrough and bare links
    /// in each inline container, when the text may hold them.
    static func apply(to document: inout MarkdownDocument) {
        // withUTF8 copies only a string that is not stored as UTF-8 already.
        var text = document.text
        let (kinds, escapedTildes) = text.withUTF8 { buffer in
            let bytes = UnsafeRawBufferPointer(buffer)
            let kinds = candidates(in: bytes)
            return (kinds, kinds.contains(.tildes) && hasEscapedTilde(bytes))
        }
        guard !kinds.isEmpty else { return }
        document.inlines = Pass(kinds: kinds, smartPunctuation: document.options.smartPunctuation,
                                source: escapedTildes ? SourceLines(document.text) : nil)
        document.inlines?.tildeSubscript = document.options.tildeSubscript
    }

    /// Whether `bytes` holds a `\~` (each backslash found with memchr).
    private static func hasEscapedTilde(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        var offset = 0
        while offset < bytes.count, let found = memchr(base + offset, Int32(UInt8(ascii: "\\")), bytes.count - offset) {
            let index = UnsafeRawPointer(found) - base
            if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "~") { return true }
            offset = index + 1
        }
        return false
    }
}
