import Basics
import Foundation

/// A template rendered once for a scope's shape (`TemplateShape`), with a
/// marker where each piece of text goes and where each list's items go, so
/// that every scope of the same shape is rendered by copying bytes and
/// rendering the lists' items, each from the skeleton of its own shape.
struct TemplateSkeleton: Sendable {
    enum Part: Sendable {
        case literal(Range<Int>)
        /// Leaf `index`, escaped for HTML or as it is.
        case leaf(Int, escaped: Bool)
        /// Where a list section's items go: use `index` of `uses`.
        case hole(Int)
    }

    let bytes: [UInt8]
    let parts: [Part]
    /// Each list section met: which of the shape's lists, and the section's body.
    let uses: [(list: Int, body: CompiledTemplate)]

    /// A piece of text from the model: a string, or HTML already rendered
    /// to bytes.
    enum Leaf {
        case text(String)
        case html([UInt8])
    }

    /// Whether `bytes` hold U+E000 or U+E001 (EE 80 80, EE 80 81).
    static func containsMarker(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard var position = bytes.baseAddress, !bytes.isEmpty else { return false }
        let end = position + bytes.count
        while let found = memchr(position, Int32(markerLead), end - position) {
            let lead = UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
            if end - lead >= 3, lead[1] == 0x80, lead[2] == 0x80 || lead[2] == 0x81 { return true }
            position = lead + 1
        }
        return false
    }


    // MARK: Markers

    /// U+E000 and U+E001 (private use) around `&` and the leaf's number: the
    /// `&` shows whether the template escaped the value (`&amp;`) or not.
    /// A list's place has `*` and the use's number.
    static let markerStart: Unicode.Scalar = "\u{E000}"
    static let markerEnd: Unicode.Scalar = "\u{E001}"
    /// The first UTF-8 byte of both markers.
    static let markerLead: UInt8 = 0xEE
    static let markerStartBytes = Array(String(markerStart).utf8)
    static let markerEndBytes = Array(String(markerEnd).utf8)
    static let escapedAmpersand = Array("&amp;".utf8)

    static func marker(_ index: Int) -> String {
        "\u{E000}&\(index)\u{E001}"
    }

    static func holeMarker(_ use: Int) -> String {
        "\u{E000}*\(use)\u{E001}"
    }

    /// Splits output rendered from a marked scope; `nil` when a marker is
    /// missing, damaged or out of range (a template did something to a value
    /// other than print it).
    init?(marked output: String, leafCount: Int, uses: [(list: Int, body: CompiledTemplate)]) {
        let bytes = Array(output.utf8)
        var parts: [Part] = []
        var literalStart = 0
        var index = 0
        let (start, end) = (Self.markerStartBytes, Self.markerEndBytes)
        func matches(_ pattern: [UInt8], at position: Int) -> Bool {
            position + pattern.count <= bytes.count && bytes[position..<(position + pattern.count)].elementsEqual(pattern)
        }
        while index < bytes.count {
            guard bytes[index] == Self.markerLead else {
                index += 1
                continue
            }
            if matches(end, at: index) { return nil }
            guard matches(start, at: index) else {
                index += 1
                continue
            }
            var cursor = index + start.count
            enum Kind { case escaped, raw, hole }
            let kind: Kind
            if matches(Self.escapedAmpersand, at: cursor) {
                kind = .escaped
                cursor += Self.escapedAmpersand.count
            } else if bytes.indices.contains(cursor) && bytes[cursor] == UInt8(ascii: "&") {
                kind = .raw
                cursor += 1
            } else if bytes.indices.contains(cursor) && bytes[cursor] == UInt8(ascii: "*") {
                kind = .hole
                cursor += 1
            } else {
                return nil
            }
            var number = 0
            let digitsStart = cursor
            while cursor < bytes.count, bytes[cursor] >= 0x30, bytes[cursor] <= 0x39, cursor - digitsStart < 9 {
                number = number * 10 + Int(bytes[cursor] - 0x30)
                cursor += 1
            }
            guard cursor > digitsStart, number < (kind == .hole ? uses.count : leafCount), matches(end, at: cursor) else { return nil }
            if literalStart < index { parts.append(.literal(literalStart..<index)) }
            parts.append(kind == .hole ? .hole(number) : .leaf(number, escaped: kind == .escaped))
            index = cursor + end.count
            literalStart = index
        }
        if literalStart < bytes.count { parts.append(.literal(literalStart..<bytes.count)) }
        self.bytes = bytes
        self.parts = parts
        self.uses = uses
    }

    /// The output for `leaves`: the skeleton's bytes with each leaf copied
    /// in, escaped where the template escaped it, and each list's items
    /// from `list` (nil: give up).
    func fill(_ leaves: [Leaf], list: (_ use: Int, _ output: inout [UInt8]) -> Bool) -> [UInt8]? {
        var output: [UInt8] = []
        return fill(leaves, into: &output, list: list) ? output : nil
    }

    /// Appends the output for `leaves` (see `fill(_:list:)`); false when
    /// `list` gave up.
    func fill(_ leaves: [Leaf], into output: inout [UInt8], list: (_ use: Int, _ output: inout [UInt8]) -> Bool) -> Bool {
        var size = output.count + bytes.count
        for leaf in leaves {
            switch leaf {
            case .text(let text): size += text.utf8.count
            case .html(let html): size += html.count
            }
        }
        // Only for a fresh buffer: reserving exactly, item after item, would
        // give up the array's doubling and copy everything each time.
        if output.isEmpty { output.reserveCapacity(size + size / 8) }
        for part in parts {
            switch part {
            case .literal(let range):
                bytes.withUnsafeBufferPointer { output.append(contentsOf: UnsafeBufferPointer(rebasing: $0[range])) }
            case .leaf(let index, let escaped):
                switch leaves[index] {
                case .text(var text):
                    text.withUTF8 { escaped ? HTMLEscape.append($0, escapedTo: &output) : output.append(contentsOf: $0) }
                case .html(let html):
                    html.withUnsafeBufferPointer { escaped ? HTMLEscape.append($0, escapedTo: &output) : output.append(contentsOf: $0) }
                }
            case .hole(let use):
                guard list(use, &output) else { return false }
            }
        }
        return true
    }

    // MARK: Which templates

    /// For each template (name to text): whether skeletons are allowed for
    /// the whole set, and the names each template can look up, its own and
    /// those of the partials it includes, at any depth. A name is anything
    /// inside a tag, so this is a superset of the keys a lookup can ask a
    /// dictionary for (`a.b` asks for `a`, then `b`). (A `{{.}}` that
    /// prints a whole dictionary prints its keys in hash order, which
    /// differs from run to run: no template does that.)
    static func namesByTemplate(_ templates: [String: String]) -> (allowed: Bool, names: [String: Set<String>]) {
        var allowed = true
        var own: [String: (names: Set<String>, partials: Set<String>)] = [:]
        for (name, text) in templates {
            let scanned = scan([text])
            allowed = allowed && scanned.allowed
            own[name] = (scanned.names, scanned.partials)
        }
        var result: [String: Set<String>] = [:]
        for name in templates.keys {
            var names: Set<String> = []
            var visited: Set<String> = []
            var pending = [name]
            while let next = pending.popLast() {
                guard visited.insert(next).inserted, let entry = own[next] else { continue }
                names.formUnion(entry.names)
                pending.append(contentsOf: entry.partials)
            }
            result[name] = names
        }
        return (allowed, result)
    }

    /// Whether every template renders the same for every context of one
    /// shape: none transforms a value (`{{uppercased(x)}}`), changes the
    /// delimiters, names a partial from the context (`{{>*x}}`), uses
    /// inheritance blocks, or indents a partial (indentation is added after
    /// line breaks in values, which depends on their text).
    static func allows(_ templateTexts: [String]) -> Bool {
        scan(templateTexts).allowed
    }

    /// One pass over the bytes of every template: whether it `allows`
    /// skeletons, the names inside its tags and the partials it includes.
    static func scan(_ templateTexts: [String]) -> (allowed: Bool, names: Set<String>, partials: Set<String>) {
        var names: Set<String> = []
        var partials: Set<String> = []
        var allowed = true
        for text in templateTexts {
            let bytes = Array(text.utf8)
            var index = 0
            var lineStart = 0
            while index + 1 < bytes.count {
                if bytes[index] == 0x0A { lineStart = index + 1 }
                guard bytes[index] == UInt8(ascii: "{"), bytes[index + 1] == UInt8(ascii: "{") else {
                    index += 1
                    continue
                }
                let open = index
                var cursor = index + 2
                if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "{") { cursor += 1 }
                while cursor < bytes.count, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor += 1 }
                let sigil = cursor < bytes.count ? bytes[cursor] : 0
                var end = cursor
                while end < bytes.count, bytes[end] != UInt8(ascii: "}") { end += 1 }
                let body = bytes[cursor..<end]
                switch sigil {
                case UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: "$"): allowed = false
                case UInt8(ascii: ">"):
                    let partial = body.dropFirst().drop(while: { $0 == 0x20 || $0 == 0x09 })
                    if partial.first == UInt8(ascii: "*") { allowed = false }
                    partials.insert(String(decoding: partial.prefix { $0 != 0x20 && $0 != 0x09 && $0 != UInt8(ascii: "}") },
                                           as: UTF8.self))
                    if open > lineStart && bytes[lineStart..<open].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { allowed = false }
                default: break
                }
                if body.contains(UInt8(ascii: "(")) { allowed = false }
                var name: [UInt8] = []
                for byte in body {
                    let isNameByte = byte >= 0x80 || (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
                        || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "*")
                    if isNameByte {
                        name.append(byte)
                    } else if !name.isEmpty {
                        names.insert(String(decoding: name, as: UTF8.self))
                        name.removeAll(keepingCapacity: true)
                    }
                }
                if !name.isEmpty { names.insert(String(decoding: name, as: UTF8.self)) }
                index = max(end, index + 2)
            }
        }
        return (allowed, names, partials)
    }
}
