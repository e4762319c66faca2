import Basics
import Foundation
import Highlighter

extension TwinTree {
    /// `html` in one pass, when it is HTML an HTML5 parser reads as
    /// written: every element one `TwinTag` accepts, closed by its own end
    /// tag in order, never where the tree builder would move or close it
    /// (a block in a `<p>`, a list item outside a list, a table's parts out
    /// of place, a heading in a heading, a link in a link); attribute
    /// values quoted; only `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&#39;` and
    /// numeric references for ordinary characters; no carriage return or
    /// NUL. nil otherwise (then `gumbo` reads it).
    static func parse(_ html: [UInt8]) -> TwinTree? {
        var parser = TwinTreeParser(html)
        return parser.run() ? parser.tree : nil
    }

    /// `html` as a browser reads it: in one pass (`parse`) where the pass
    /// takes it, and by gumbo from the start of each top-level element
    /// where it stopped. Up to there every element was closed by its own
    /// end tag, so an HTML5 parser is where it began (nothing open, no
    /// formatting element to reopen) and reads what follows as it reads
    /// it on its own. The pass goes on after the first line break at the
    /// top level where gumbo's reading ends in that same state
    /// (`TwinTreeParser.readByGumbo`), so a page with one paragraph of
    /// raw HTML gets one paragraph read twice, not the rest of the page.
    static func read(_ html: [UInt8]) -> TwinTree {
        var parser = TwinTreeParser(html)
        while !parser.run(), parser.readByGumbo() {}
        return parser.tree
    }
}

/// `TwinTree.parse`'s one pass.
struct TwinTreeParser {
    var tree: TwinTree
    private let source: [UInt8]
    private var position = 0
    /// The open elements, innermost last, the root first: each node and
    /// its name in the source, as its start tag wrote it (for its end tag).
    private var open: [(node: Int, name: Range<Int>)] = [(TwinTree.root, 0..<0)]
    private var openParagraphs = 0
    private var openHeadings = 0
    private var openLinks = 0
    private var openButtons = 0
    /// The open `highlight` elements, innermost last: each closes with its
    /// own name. Inside a `<pre>` one gets no node (`flat`): the twin reads
    /// code as its text, so the text of its roles joins into one text node;
    /// `depth` is how many elements were open, which its end tag must find.
    private var openRoles: [(name: Range<Int>, flat: Bool, depth: Int)] = []
    private var openPres = 0
    /// Where `code()` writes a run of code's text before it joins the tree.
    private var codeText: [UInt8] = []
    /// The last top-level tag's `<` the pass reached (nothing open before
    /// it), and the tree's sizes there: where gumbo takes over when the
    /// pass stops.
    private(set) var checkpoint: Checkpoint
    /// Whether the source has only characters an HTML5 parser keeps as they are.
    private var charactersChecked = false
    /// How many bytes gumbo read (some twice, when a reading did not end at the top level).
    private(set) var bytesReadByGumbo = 0

    struct Checkpoint {
        var position: Int
        var nodes: Int
        var attributes: Int
        var bytes: Int
        /// The root's last child then.
        var lastChild: Int

        /// Where the pass is, with `tree` as it is there.
        init(at position: Int, _ tree: TwinTree) {
            self.position = position
            nodes = tree.nodes.count
            attributes = tree.attributes.count
            bytes = tree.bytes.count
            lastChild = tree.nodes[TwinTree.root].lastChild
        }
    }

    init(_ html: [UInt8]) {
        source = html
        // The tree's own copy, with room for the text decoded from the page (code, references) after it: it
        // would otherwise be copied at the first text added, and again each time it grew (42 M instructions
        // on the proposals).
        var bytes: [UInt8] = []
        bytes.reserveCapacity(html.count + html.count / 2 + 64)
        bytes.append(contentsOf: html)
        tree = TwinTree(bytes: bytes)
        checkpoint = Checkpoint(at: 0, tree)
        tree.nodes.reserveCapacity(html.count / 16)
    }

    /// Reads on from where it is; whether it read to the end.
    mutating func run() -> Bool {
        if !charactersChecked {
            guard Self.hasOnlyCharactersKeptAsTheyAre(source) else { return false }
            charactersChecked = true
        }
        while position < source.count {
            if openPres > 0 {
                guard code() else { return false }
                guard position < source.count else { break }
            }
            if source[position] == UInt8(ascii: "<") {
                if open.count == 1 {
                    checkpoint = Checkpoint(at: position, tree)
                }
                guard tagOrComment() else { return false }
            } else {
                guard text() else { return false }
            }
        }
        return open.count == 1 && openRoles.isEmpty
    }

    private var current: Int { open[open.count - 1].node }

    /// After `run()` stopped: the tree as it was at the checkpoint, and
    /// gumbo's reading of what follows it. First of the source up to a
    /// top-level line break after where the pass stopped: when gumbo
    /// read that line break into the root itself, nothing was open there
    /// (an open element would hold it, a formatting element left open
    /// would have been reopened around it, raw text or a comment would
    /// have taken it), so the pass goes on after it (true). A few ends
    /// are tried, each twice as far; else gumbo reads the rest (false).
    mutating func readByGumbo() -> Bool {
        tree.nodes.removeSubrange(checkpoint.nodes...)
        tree.attributes.removeSubrange(checkpoint.attributes...)
        tree.bytes.removeSubrange(checkpoint.bytes...)
        tree.nodes[TwinTree.root].lastChild = checkpoint.lastChild
        if checkpoint.lastChild >= 0 {
            tree.nodes[checkpoint.lastChild].nextSibling = -1
        } else {
            tree.nodes[TwinTree.root].firstChild = -1
        }
        let start = checkpoint.position
        var resumed = false
        if charactersChecked {
            var end = nextTopLevelLine(after: max(position, start + 1))
            var tries = 0
            while let candidate = end, tries < 4 {
                bytesReadByGumbo += candidate - start
                if tree.appendByGumbo(Array(source[start..<candidate]), ifItEndsAtTheTopLevel: true) {
                    position = candidate
                    resumed = true
                    break
                }
                tries += 1
                end = nextTopLevelLine(after: start + 2 * (candidate - start))
            }
        }
        if !resumed {
            bytesReadByGumbo += source.count - start
            tree.appendByGumbo(Array(source[start...]), ifItEndsAtTheTopLevel: false)
            position = source.count
        }
        joinTextAtCheckpoint()
        // The pass goes on with nothing open.
        open = [(TwinTree.root, 0..<0)]
        openParagraphs = 0
        openHeadings = 0
        openLinks = 0
        openButtons = 0
        openRoles = []
        openPres = 0
        checkpoint = Checkpoint(at: position, tree)
        return resumed
    }

    /// The index after the first line feed after `index` that a `<` follows
    /// (the build writes a line break between top-level blocks), if any.
    private func nextTopLevelLine(after index: Int) -> Int? {
        var index = index
        while index + 1 < source.count {
            guard let lineFeed = source[index...].firstIndex(of: UInt8(ascii: "\n")), lineFeed + 1 < source.count else { return nil }
            if source[lineFeed + 1] == UInt8(ascii: "<") { return lineFeed + 1 }
            index = lineFeed + 1
        }
        return nil
    }

    /// Text gumbo read first (a `<` that starts no tag) joined to the text
    /// before the checkpoint, as in one parse.
    private mutating func joinTextAtCheckpoint() {
        let before = checkpoint.lastChild
        let first = before >= 0 ? tree.nodes[before].nextSibling : -1
        guard first >= 0, tree.nodes[before].kind == .text, tree.nodes[first].kind == .text else { return }
        let joined = Array(tree.bytes[tree.nodes[before].range]) + tree.bytes[tree.nodes[first].range]
        let start = tree.bytes.count
        tree.bytes.append(contentsOf: joined)
        tree.nodes[before].range = start..<tree.bytes.count
        tree.nodes[before].nextSibling = tree.nodes[first].nextSibling
        if tree.nodes[TwinTree.root].lastChild == first { tree.nodes[TwinTree.root].lastChild = before }
    }

    /// Whether `bytes` are UTF-8 with no character an HTML5 parser
    /// replaces or changes: no NUL, carriage return or other control
    /// character but tab, line feed and form feed, no noncharacter.
    static func hasOnlyCharactersKeptAsTheyAre(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { bytes in
            var index = 0
            let count = bytes.count
            // 32 bytes at a time while all are printable ASCII, tab or line feed.
            let space = SIMD32<UInt8>(repeating: 0x20)
            let delete = SIMD32<UInt8>(repeating: 0x7F)
            let lineFeed = SIMD32<UInt8>(repeating: 0x0A)
            let tab = SIMD32<UInt8>(repeating: 0x09)
            // Where the bytes are read 32 at a time again, after one that is not read alone.
            var slowUntil = 0
            while index < count {
                if index >= slowUntil, index + 32 <= count {
                    let chunk = UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: SIMD32<UInt8>.self)
                    let kept = ((chunk .>= space) .& (chunk .< delete)) .| (chunk .== lineFeed) .| (chunk .== tab)
                    // (The mask's lanes are all-zero or all-one bytes: AND its four words.)
                    let words = unsafeBitCast(kept, to: SIMD4<UInt64>.self)
                    if words[0] & words[1] & words[2] & words[3] == UInt64.max {
                        index += 32
                        continue
                    }
                    // Up to the first byte that is not: read alone (a whole scalar), then 32 at a time again.
                    for word in 0..<4 where words[word] != UInt64.max {
                        index += word * 8 + (~words[word]).trailingZeroBitCount / 8
                        break
                    }
                    slowUntil = index + 1
                }
                let byte = bytes[index]
                if byte < 0x80 {
                    if (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0C) || byte == 0x7F { return false }
                    index += 1
                    continue
                }
                let length: Int
                var scalar: UInt32
                switch byte {
                case 0xC2...0xDF: length = 2; scalar = UInt32(byte & 0x1F)
                case 0xE0...0xEF: length = 3; scalar = UInt32(byte & 0x0F)
                case 0xF0...0xF4: length = 4; scalar = UInt32(byte & 0x07)
                default: return false
                }
                guard index + length <= count else { return false }
                for offset in 1..<length {
                    let continuation = bytes[index + offset]
                    guard continuation & 0xC0 == 0x80 else { return false }
                    scalar = scalar << 6 | UInt32(continuation & 0x3F)
                }
                switch length {
                case 2: if scalar < 0x80 || scalar <= 0x9F { return false }
                case 3: if scalar < 0x800 || (0xD800...0xDFFF).contains(scalar) { return false }
                default: if scalar < 0x10000 || scalar > 0x10FFFF { return false }
                }
                if (0xFDD0...0xFDEF).contains(scalar) || scalar & 0xFFFE == 0xFFFE { return false }
                index += length
            }
            return true
        }
    }

    // MARK: Text

    private mutating func text() -> Bool {
        let start = position
        var hasReference = false
        position = source.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress, start < bytes.count else { return bytes.count }
            // (The C library's memchr: many bytes at a time.)
            let end = memchr(base + start, Int32(UInt8(ascii: "<")), bytes.count - start).map { UnsafeRawPointer($0) - base } ?? bytes.count
            hasReference = memchr(base + start, Int32(UInt8(ascii: "&")), end - start) != nil
            return end
        }
        // Text in a table outside its cells is moved before the table, unless it is white space.
        switch tree.nodes[current].tag {
        case .table, .thead, .tbody, .tfoot, .tr:
            guard source[start..<position].allSatisfy(Self.isSpace) else { return false }
        default: break
        }
        if openPres > 0, let last = lastTextChild {
            // Code's text after a role's tags: one text node with the text before it, in the tree's own bytes.
            let previous = tree.nodes[last].range
            if previous.upperBound != tree.bytes.count {
                // (Copied out first: appending a slice of the array to itself would copy the whole array.)
                let text = Array(tree.bytes[previous])
                tree.bytes.append(contentsOf: text)
            }
            let joinedStart = tree.bytes.count - previous.count
            if hasReference {
                guard decode(start..<position) else { return false }
            } else {
                tree.bytes.append(contentsOf: source[start..<position])
            }
            tree.nodes[last].range = joinedStart..<tree.bytes.count
            return true
        }
        let range: Range<Int>
        if hasReference {
            let decodedStart = tree.bytes.count
            guard decode(start..<position) else { return false }
            range = decodedStart..<tree.bytes.count
        } else {
            range = start..<position
        }
        tree.append(TwinTree.Node(kind: .text, tag: .other, range: range), to: current)
        return true
    }

    /// Inside a `<pre>`: its text and the highlighter's roles (`<hl-k>`,
    /// `</hl-k>`, flat: no node, see `openRoles`) read in one loop over
    /// the bytes, the text joined into the current element's last text
    /// node as `text()` joins it. It stops before anything else (another
    /// tag, a role that would be misnested), which the general loop reads;
    /// false for text it cannot take.
    private mutating func code() -> Bool {
        // (In a table part, text is not kept as written: the general loop says so.)
        guard tree.nodes[current].tag == .code || tree.nodes[current].tag == .pre else { return true }
        let source = self.source
        let start = position
        // Written into one buffer byte by byte as the loop reads them (a tag every few bytes: no search,
        // no copy per run), up to the `</pre>` or another tag that is not a role's. The buffer, made once
        // a page, has room for the rest of the page, and 16 bytes more: a run is copied 16 bytes at a time
        // and kept up to its end.
        let limit = source.count
        if codeText.count < limit - start + 16 {
            // (Not zeroed: `code()` reads only the bytes it wrote. Zeroing a page's worth was 14 M instructions on the proposals.)
            codeText = [UInt8](unsafeUninitializedCapacity: limit + 16) { _, count in count = limit + 16 }
        }
        var end = start
        // (Taken, not copied: the general loop's roles are these until the loop gives them back.)
        var roles = openRoles
        openRoles = []
        let depth = open.count
        var failed = false
        var written = 0
        codeText.withUnsafeMutableBufferPointer { buffer in
            source.withUnsafeBufferPointer { bytes in
                guard let base = bytes.baseAddress, let outBase = buffer.baseAddress else { return }
                let lessThan = SIMD16<UInt8>(repeating: UInt8(ascii: "<"))
                let ampersand = SIMD16<UInt8>(repeating: UInt8(ascii: "&"))
                var index = start
                var out = 0
                loop: while index < limit {
                    if index + 16 <= limit {
                        // 16 bytes stored whole, kept up to the first `<` or `&`.
                        let chunk = UnsafeRawPointer(base + index).loadUnaligned(as: SIMD16<UInt8>.self)
                        let words = unsafeBitCast((chunk .== lessThan) .| (chunk .== ampersand), to: SIMD2<UInt64>.self)
                        UnsafeMutableRawPointer(outBase + out).storeBytes(of: chunk, as: SIMD16<UInt8>.self)
                        let kept = words[0] != 0 ? words[0].trailingZeroBitCount / 8
                            : words[1] != 0 ? 8 + words[1].trailingZeroBitCount / 8 : 16
                        out += kept
                        index += kept
                        if kept == 16 { continue }
                    }
                    let byte = bytes[index]
                    if byte != UInt8(ascii: "<") && byte != UInt8(ascii: "&") {
                        buffer[out] = byte
                        out += 1
                        index += 1
                        continue
                    }
                    if byte == UInt8(ascii: "&") {
                        guard let (scalar, after) = Self.reference(in: source, at: index, before: limit) else {
                            failed = true
                            break loop
                        }
                        for unit in scalar.utf8 {
                            buffer[out] = unit
                            out += 1
                        }
                        index = after
                        continue
                    }
                    guard index + 1 < limit else { break }
                    // The index of the tag's `>`.
                    let tagEnd: Int
                    if bytes[index + 1] == UInt8(ascii: "/") {
                        // The innermost role's end tag.
                        guard let role = roles.last, role.flat, depth == role.depth else { break }
                        let nameEnd = index + 2 + role.name.count
                        guard nameEnd < limit, bytes[nameEnd] == UInt8(ascii: ">"),
                              bytes[(index + 2)..<nameEnd].elementsEqual(bytes[role.name]) else { break }
                        roles.removeLast()
                        tagEnd = nameEnd
                    } else {
                        // A role's start tag with no attributes (a role may open in code or pre: no check).
                        var nameEnd = index + 1
                        while nameEnd < limit, nameEnd - index <= 11, Self.isNameByte(bytes[nameEnd]) { nameEnd += 1 }
                        guard nameEnd < limit, bytes[nameEnd] == UInt8(ascii: ">"), nameEnd - index - 1 > 3, nameEnd - index - 1 <= 10,
                              Self.isRolePrefix(source, at: index + 1), Self.isRoleName(source[(index + 4)..<nameEnd]) else { break }
                        roles.append(((index + 1)..<nameEnd, flat: true, depth: depth))
                        tagEnd = nameEnd
                    }
                    index = tagEnd + 1
                }
                end = index
                written = out
            }
        }
        openRoles = roles
        guard !failed else { return false }
        position = end
        if written > 0 {
            let node = codeTextNode()
            tree.bytes.append(contentsOf: codeText[..<written])
            tree.nodes[node].range = tree.nodes[node].range.lowerBound..<tree.bytes.count
        }
        return true
    }

    /// A byte of a tag's name as the parser reads it: a lowercase letter, a digit or `-`.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: "-")
    }

    /// The current element's last child made the text node code's text
    /// joins: at the end of the tree's bytes (copied there when it is
    /// not), or a new one there when the last child is not text.
    private mutating func codeTextNode() -> Int {
        guard let last = lastTextChild else {
            let end = tree.bytes.count
            return tree.append(TwinTree.Node(kind: .text, tag: .other, range: end..<end), to: current)
        }
        let previous = tree.nodes[last].range
        if previous.upperBound != tree.bytes.count {
            // (Copied out first: appending a slice of the array to itself would copy the whole array.)
            let text = Array(tree.bytes[previous])
            let start = tree.bytes.count
            tree.bytes.append(contentsOf: text)
            tree.nodes[last].range = start..<tree.bytes.count
        }
        return last
    }

    /// The current element's last child when it is text.
    private var lastTextChild: Int? {
        let last = tree.nodes[current].lastChild
        return last >= 0 && tree.nodes[last].kind == .text ? last : nil
    }

    /// The bytes of `range` with their character references decoded,
    /// appended to the tree's bytes; false for a reference not taken.
    private mutating func decode(_ range: Range<Int>) -> Bool {
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = source[index]
            guard byte == UInt8(ascii: "&") else {
                tree.bytes.append(byte)
                index += 1
                continue
            }
            guard let end = decodeReference(at: index, before: range.upperBound) else { return false }
            index = end
        }
        return true
    }

    /// The character reference at `index` (its `&`), ending before `end`,
    /// decoded and appended to the tree's bytes; the index after its `;`,
    /// nil for a reference not taken.
    private mutating func decodeReference(at index: Int, before end: Int) -> Int? {
        guard let (scalar, after) = Self.reference(in: source, at: index, before: end) else { return nil }
        tree.bytes.append(contentsOf: scalar.utf8)
        return after
    }

    /// The character the reference at `index` (its `&`) in `source`,
    /// ending before `end`, stands for, and the index after its `;`; nil
    /// for a reference not taken: only `&amp;`, `&lt;`, `&gt;`, `&quot;`
    /// and numeric ones for ordinary characters.
    private static func reference(in source: [UInt8], at index: Int, before end: Int) -> (Unicode.Scalar, Int)? {
        // (Byte by byte, at most 10 of them: this runs for every reference in every page's text and code.)
        var semicolon = index + 1
        while semicolon < end, semicolon - index <= 10, source[semicolon] != UInt8(ascii: ";") { semicolon += 1 }
        guard semicolon < end, semicolon - index <= 10 else { return nil }
        let scalar: Unicode.Scalar
        switch semicolon - index - 1 {
        case 2 where source[index + 2] == UInt8(ascii: "t") && source[index + 1] == UInt8(ascii: "l"):
            scalar = "<"
        case 2 where source[index + 2] == UInt8(ascii: "t") && source[index + 1] == UInt8(ascii: "g"):
            scalar = ">"
        case 3 where source[index + 1] == UInt8(ascii: "a") && source[index + 2] == UInt8(ascii: "m") && source[index + 3] == UInt8(ascii: "p"):
            scalar = "&"
        case 4 where source[index + 1] == UInt8(ascii: "q") && source[index + 2] == UInt8(ascii: "u") && source[index + 3] == UInt8(ascii: "o")
            && source[index + 4] == UInt8(ascii: "t"):
            scalar = "\""
        default:
            guard source[index + 1] == UInt8(ascii: "#"), let number = numericReference(source[(index + 2)..<semicolon]) else { return nil }
            scalar = number
        }
        return (scalar, semicolon + 1)
    }

    /// The character `#…;` names, when it is one an HTML5 parser keeps as
    /// it is (no control character, surrogate or noncharacter).
    private static func numericReference(_ digits: ArraySlice<UInt8>) -> Unicode.Scalar? {
        var value: UInt32 = 0
        var hex = false
        var digits = digits
        if let first = digits.first, first == UInt8(ascii: "x") || first == UInt8(ascii: "X") {
            hex = true
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty, digits.count <= 7 else { return nil }
        for digit in digits {
            let number: UInt32
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): number = UInt32(digit - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f") where hex: number = UInt32(digit - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F") where hex: number = UInt32(digit - UInt8(ascii: "A") + 10)
            default: return nil
            }
            value = value * (hex ? 16 : 10) + number
        }
        switch value {
        case 0x09, 0x0A, 0x20...0x7E, 0xA0...0xD7FF, 0xE000...0xFDCF, 0xFDF0...0xFFFD:
            return Unicode.Scalar(value)
        case 0x10000...0x10FFFF where value & 0xFFFE != 0xFFFE:
            return Unicode.Scalar(value)
        default:
            return nil
        }
    }

    // MARK: Tags

    private mutating func tagOrComment() -> Bool {
        let next = position + 1 < source.count ? source[position + 1] : 0
        if next == UInt8(ascii: "!") { return comment() }
        if next == UInt8(ascii: "/") { return endTag() }
        return startTag()
    }

    private mutating func comment() -> Bool {
        guard source[position...].starts(with: "<!--".utf8) else { return false }
        let body = position + 4
        // `<!-->`, `<!--->` and `--!>` end a comment early.
        if source[body...].starts(with: ">".utf8) || source[body...].starts(with: "->".utf8) { return false }
        var index = body
        while index + 2 < source.count {
            if source[index] == UInt8(ascii: "-"), source[index + 1] == UInt8(ascii: "-") {
                if source[index + 2] == UInt8(ascii: ">") { break }
                if source[index + 2] == UInt8(ascii: "!") { return false }
            }
            index += 1
        }
        guard index + 2 < source.count else { return false }
        tree.append(TwinTree.Node(kind: .ignored, tag: .other, range: 0..<0), to: current)
        position = index + 3
        return true
    }

    /// The tag name at `position`, lowercase letters, digits and `-`; its tag.
    private mutating func tagName() -> TwinTag? {
        let start = position
        while position < source.count, Self.isNameByte(source[position]) { position += 1 }
        guard position > start, position - start <= 10 else { return nil }
        let name = source[start..<position]
        if name.count > 3, Self.isRolePrefix(source, at: start) {
            return Self.isRoleName(name.dropFirst(3)) ? .highlight : nil
        }
        guard let tag = TwinTag.named(name), tag.isAccepted else { return nil }
        return tag
    }

    /// Whether `hl-`, the start of the highlighter's elements' names
    /// (`hl-k`), is at `index` (compared byte by byte: no array to load).
    private static func isRolePrefix(_ bytes: [UInt8], at index: Int) -> Bool {
        index + 3 <= bytes.count && bytes[index] == UInt8(ascii: "h") && bytes[index + 1] == UInt8(ascii: "l")
            && bytes[index + 2] == UInt8(ascii: "-")
    }

    /// Whether `suffix` is a role's class name (`k` of `hl-k`): one
    /// letter is a bit, a longer name compared.
    static func isRoleName(_ suffix: ArraySlice<UInt8>) -> Bool {
        if suffix.count == 1, let letter = suffix.first, letter >= UInt8(ascii: "a"), letter <= UInt8(ascii: "z") {
            return (singleLetterRoles >> UInt32(letter - UInt8(ascii: "a"))) & 1 == 1
        }
        return otherRoleNames.contains { $0.elementsEqual(suffix) }
    }

    private static let singleLetterRoles: UInt32 = roleClassNames.reduce(0) { bits, name in
        isSingleLetter(name) ? bits | 1 << UInt32(name[0] - UInt8(ascii: "a")) : bits
    }
    private static let otherRoleNames = roleClassNames.filter { !isSingleLetter($0) }
    private static let roleClassNames = SyntaxRole.allCases.map { Array($0.className.utf8) }
    private static func isSingleLetter(_ name: [UInt8]) -> Bool {
        name.count == 1 && name[0] >= UInt8(ascii: "a") && name[0] <= UInt8(ascii: "z")
    }

    private mutating func endTag() -> Bool {
        // The end tag of the innermost role in code, read at once.
        if let role = openRoles.last, role.flat, open.count == role.depth {
            let nameEnd = position + 2 + role.name.count
            if nameEnd < source.count, source[nameEnd] == UInt8(ascii: ">"),
               source[(position + 2)..<nameEnd].elementsEqual(source[role.name]) {
                openRoles.removeLast()
                position = nameEnd + 1
                return true
            }
        }
        // The current element's own end tag (nearly every one): its name as its start tag wrote it.
        if open.count > 1, tree.nodes[current].tag != .highlight,
           !(openRoles.last.map { $0.flat && $0.depth >= open.count } ?? false) {
            let name = open[open.count - 1].name
            let nameEnd = position + 2 + name.count
            if nameEnd < source.count, source[nameEnd] == UInt8(ascii: ">"), Self.bytes(source, at: position + 2, equal: name) {
                close(tree.nodes[current].tag)
                open.removeLast()
                position = nameEnd + 1
                return true
            }
        }
        position += 2
        let nameStart = position
        guard let tag = tagName() else { return false }
        if tag == .highlight {
            guard let role = openRoles.last, source[role.name].elementsEqual(source[nameStart..<position]) else { return false }
        }
        while position < source.count, Self.isSpace(source[position]) { position += 1 }
        guard position < source.count, source[position] == UInt8(ascii: ">") else { return false }
        position += 1
        if tag == .highlight, let role = openRoles.last, role.flat {
            guard open.count == role.depth else { return false }
            openRoles.removeLast()
            return true
        }
        // (A flat role still open inside this element would be misnested.)
        if let role = openRoles.last, role.flat, role.depth >= open.count { return false }
        guard open.count > 1, tree.nodes[current].tag == tag else { return false }
        if tag == .highlight { openRoles.removeLast() }
        close(tag)
        open.removeLast()
        return true
    }

    /// Whether the bytes at `index` are those of `range`.
    private static func bytes(_ bytes: [UInt8], at index: Int, equal range: Range<Int>) -> Bool {
        for offset in 0..<range.count where bytes[index + offset] != bytes[range.lowerBound + offset] { return false }
        return true
    }

    private mutating func startTag() -> Bool {
        if position + 4 <= source.count, source[position + 1] == UInt8(ascii: "s"), source[position + 2] == UInt8(ascii: "v"),
           source[position + 3] == UInt8(ascii: "g") { return svg() }
        position += 1
        let nameStart = position
        guard let tag = tagName(), allowed(tag) else { return false }
        let nameEnd = position
        if tag == .highlight, openPres > 0, position < source.count, source[position] == UInt8(ascii: ">") {
            position += 1
            openRoles.append((nameStart..<(position - 1), flat: true, depth: open.count))
            return true
        }
        if tag == .highlight { openRoles.append((nameStart..<position, flat: false, depth: open.count)) }
        let first = tree.attributes.count
        var selfClosing = false
        attributes: while true {
            let before = position
            while position < source.count, Self.isSpace(source[position]) { position += 1 }
            guard position < source.count else { return false }
            switch source[position] {
            case UInt8(ascii: ">"):
                position += 1
                break attributes
            case UInt8(ascii: "/"):
                guard position + 1 < source.count, source[position + 1] == UInt8(ascii: ">") else { return false }
                selfClosing = true
                position += 2
                break attributes
            default:
                // Attributes are apart.
                guard position > before, attribute(first: first) else { return false }
            }
        }
        guard !selfClosing || tag.isVoid else { return false }
        let node = tree.append(TwinTree.Node(kind: .element, tag: tag, range: first..<tree.attributes.count), to: current)
        guard !tag.isVoid else { return true }
        open.append((node, nameStart..<nameEnd))
        opened(tag)
        // A line break right after `<pre>` is not part of its text.
        if tag == .pre, position < source.count, source[position] == UInt8(ascii: "\n") { position += 1 }
        return true
    }

    /// An `<svg>` icon: its element, without its content (which the twin
    /// leaves out, and which has no text). Taken only when the content is
    /// drawing elements one after the other, no text or white space
    /// between them, none an element that ends SVG content in an HTML5
    /// parser; else gumbo reads the page.
    private mutating func svg() -> Bool {
        guard let open = startTagEnd(from: position + 1), open.nameEnd == position + 4, open.name == .space else { return false }
        guard let end = source[open.end...].firstRange(of: "</svg>".utf8) else { return false }
        var index = open.end
        while index < end.lowerBound {
            // A tag, and the next one right after it.
            guard source[index] == UInt8(ascii: "<") else { return false }
            var nameStart = index + 1
            if nameStart < source.count, source[nameStart] == UInt8(ascii: "/") { nameStart += 1 }
            guard let tag = startTagEnd(from: nameStart), Self.drawingElements.contains(where: { source[nameStart..<tag.nameEnd].elementsEqual($0.utf8) })
            else { return false }
            index = tag.end
        }
        guard index == end.lowerBound, allowedAsPhrasing() else { return false }
        tree.append(TwinTree.Node(kind: .element, tag: .svg, range: tree.attributes.count..<tree.attributes.count), to: current)
        position = end.upperBound
        return true
    }

    /// SVG's drawing elements that may be in an icon.
    private static let drawingElements = ["path", "g", "circle", "rect", "line", "polyline", "polygon", "ellipse", "use"]

    /// How the tag whose name starts at `start` (letters, digits) ends:
    /// where its name ends, what follows the name (white space, `>` or
    /// `/`), and the index after its `>`; quoted attribute values skipped,
    /// nil for a quote left open or a `<` before its end.
    private func startTagEnd(from start: Int) -> (nameEnd: Int, name: NameEnd, end: Int)? {
        var index = start
        while index < source.count, (source[index] >= UInt8(ascii: "a") && source[index] <= UInt8(ascii: "z")) || (source[index] >= UInt8(ascii: "0") && source[index] <= UInt8(ascii: "9")) {
            index += 1
        }
        guard index > start, index < source.count else { return nil }
        let nameEnd = index
        let follows: NameEnd
        switch source[index] {
        case UInt8(ascii: ">"): follows = .end
        case UInt8(ascii: "/"): follows = .slash
        case let byte where Self.isSpace(byte): follows = .space
        default: return nil
        }
        while index < source.count {
            switch source[index] {
            case UInt8(ascii: ">"): return (nameEnd, follows, index + 1)
            case UInt8(ascii: "<"): return nil
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                guard let close = source[(index + 1)...].firstIndex(of: source[index]) else { return nil }
                index = close + 1
            default: index += 1
            }
        }
        return nil
    }

    enum NameEnd { case space, slash, end }

    /// Whether an element that never closes a `<p>` may open here.
    private func allowedAsPhrasing() -> Bool {
        switch tree.nodes[current].tag {
        case .table, .thead, .tbody, .tfoot, .tr: false
        default: true
        }
    }

    /// One `name="value"` (or `name` alone); a repeated name is dropped,
    /// as an HTML5 parser does.
    private mutating func attribute(first: Int) -> Bool {
        let start = position
        guard let read = source.withUnsafeBufferPointer({ Self.readAttribute($0, at: start) }) else { return false }
        position = read.end
        var value = read.value
        if read.hasReference {
            let decodedStart = tree.bytes.count
            guard decode(read.value) else { return false }
            value = decodedStart..<tree.bytes.count
        }
        let name = read.name
        let repeated = tree.attributes[first...].contains { tree.bytes[$0.name].elementsEqual(source[name]) }
        if !repeated { tree.attributes.append(TwinTree.Attribute(name: name, value: value)) }
        return true
    }

    /// The attribute at `start` of `bytes`: its name, its value's range
    /// (empty without one), whether the value has a character reference,
    /// and the index after it; nil for one the parser leaves to gumbo. (By
    /// the source's buffer, the value's end found by memchr: this runs for
    /// every attribute of every page.)
    private static func readAttribute(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int)
        -> (name: Range<Int>, value: Range<Int>, hasReference: Bool, end: Int)? {
        var position = start
        while position < bytes.count {
            let byte = bytes[position]
            guard (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                    || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".")
            else { break }
            position += 1
        }
        guard position > start, position < bytes.count, let base = bytes.baseAddress else { return nil }
        let name = start..<position
        guard bytes[position] == UInt8(ascii: "=") else {
            let byte = bytes[position]
            guard isSpace(byte) || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") else { return nil }
            return (name, position..<position, false, position)
        }
        position += 1
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") else { return nil }
        let valueStart = position + 1
        guard let quote = memchr(base + valueStart, Int32(bytes[position]), bytes.count - valueStart) else { return nil }
        let valueEnd = valueStart + (UnsafeRawPointer(quote) - UnsafeRawPointer(base + valueStart))
        let hasReference = memchr(base + valueStart, Int32(UInt8(ascii: "&")), valueEnd - valueStart) != nil
        return (name, valueStart..<valueEnd, hasReference, valueEnd + 1)
    }

    /// Whether `tag` may open here with the tree built as written.
    private func allowed(_ tag: TwinTag) -> Bool {
        let parent = tree.nodes[current].tag
        if openParagraphs > 0, !tag.isPhrasing { return false }
        if openHeadings > 0, tag.headingLevel != nil { return false }
        if openLinks > 0, tag == .a { return false }
        if openButtons > 0, tag == .button { return false }
        switch tag {
        case .li: return parent == .ul || parent == .ol
        case .dt, .dd: return parent == .dl
        case .thead, .tbody, .tfoot: return parent == .table
        case .tr: return parent == .thead || parent == .tbody || parent == .tfoot
        case .td, .th: return parent == .tr
        default:
            switch parent {
            case .table, .thead, .tbody, .tfoot, .tr: return false
            default: return true
            }
        }
    }

    private mutating func opened(_ tag: TwinTag) {
        switch tag {
        case .p: openParagraphs += 1
        case .h1, .h2, .h3, .h4, .h5, .h6: openHeadings += 1
        case .a: openLinks += 1
        case .button: openButtons += 1
        case .pre: openPres += 1
        default: break
        }
    }

    private mutating func close(_ tag: TwinTag) {
        switch tag {
        case .p: openParagraphs -= 1
        case .h1, .h2, .h3, .h4, .h5, .h6: openHeadings -= 1
        case .a: openLinks -= 1
        case .button: openButtons -= 1
        case .pre: openPres -= 1
        default: break
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == 0x0C
    }
}
