import Foundation

/// A template rendered once for a context's structure, with a marker where
/// each piece of text goes, so that every context of the same structure is
/// rendered by copying bytes instead of running the template again.
///
/// Mustache output depends on a string's content only through escaping, as
/// long as no template transforms values, changes delimiters, picks partials
/// by name from the context, or indents partials (`TemplateSkeleton.allows`
/// checks the template texts). What sections render depends on structure:
/// which keys a dictionary has, how long each array is, each Bool. That is
/// the `Shape`; pages with the same shape share a skeleton.
struct TemplateSkeleton: Sendable {
    enum Part: Sendable {
        case literal(Range<Int>)
        /// Leaf `index`, escaped for HTML or as it is.
        case leaf(Int, escaped: Bool)
    }

    let bytes: [UInt8]
    let parts: [Part]

    /// A piece of text from the context: a string, or HTML already
    /// rendered to bytes.
    enum Leaf {
        case text(String)
        case html([UInt8])
    }

    /// The context's structure (the cache key) and its text, in a fixed
    /// order: dictionary keys sorted.
    struct Shape {
        var key: [UInt8] = []
        var leaves: [Leaf] = []
    }

    /// `nil` for a context that holds something other than strings,
    /// `HTMLBytes`, Ints, Bools, string-keyed dictionaries and arrays, or
    /// text with a marker character in it: such a context is rendered
    /// directly. Dictionary entries whose key the template does not name
    /// (`names`, from `namesByTemplate`) can never be looked up and are
    /// left out.
    static func shape(of context: Any, names: Set<String>? = nil) -> Shape? {
        shape(of: context, table: names.map(NameTable.init))
    }

    static func shape(of context: Any, table: NameTable?) -> Shape? {
        var shape = Shape()
        shape.key.reserveCapacity(256)
        var walker = Walker(table: table)
        return walker.walk(context, into: &shape) ? shape : nil
    }

    /// One walk over a context. The common value types are recognised by
    /// their type alone: a failed `as?` cast costs more than the rest of a
    /// leaf's work.
    private struct Walker {
        let table: NameTable?
        /// The named entries of the dictionaries being walked, a stack: each
        /// dictionary's entries sit above its parent's while it is walked.
        var entries: [(index: Int, position: Dictionary<String, Any>.Index)] = []

        init(table: NameTable?) {
            self.table = table
            entries.reserveCapacity(64)
        }

        mutating func walk(_ value: Any, into shape: inout Shape) -> Bool {
            let type = ObjectIdentifier(Swift.type(of: value))
            if type == ObjectIdentifier(String.self) {
                return text(value as! String, into: &shape)
            } else if type == ObjectIdentifier([String: Any].self) {
                return dictionary(value as! [String: Any], into: &shape)
            } else if type == ObjectIdentifier(Bool.self) {
                shape.key.append(value as! Bool ? UInt8(ascii: "T") : UInt8(ascii: "F"))
                return true
            } else if type == ObjectIdentifier([[String: Any]].self) {
                return elements(value as! [[String: Any]], into: &shape)
            } else if type == ObjectIdentifier(HTMLBytes.self) {
                return html(value as! HTMLBytes, into: &shape)
            } else if type == ObjectIdentifier(Int.self) {
                shape.key.append(UInt8(ascii: "s"))
                shape.leaves.append(.text(String(describing: value as! Int)))
                return true
            } else if type == ObjectIdentifier(SharedList.self) {
                return shared(value as! SharedList, into: &shape)
            }
            // Other types that cast to these (other dictionary and array
            // element types, for instance).
            switch value {
            case let text as String: return self.text(text, into: &shape)
            case let html as HTMLBytes: return self.html(html, into: &shape)
            case let dictionary as [String: Any]: return self.dictionary(dictionary, into: &shape)
            case let array as [Any]: return elements(array, into: &shape)
            default: return false
            }
        }

        private func text(_ text: String, into shape: inout Shape) -> Bool {
            var text = text
            if text.withUTF8({ containsMarker($0) }) { return false }
            shape.key.append(UInt8(ascii: "s"))
            shape.leaves.append(.text(text))
            return true
        }

        private func html(_ html: HTMLBytes, into shape: inout Shape) -> Bool {
            if html.bytes.withUnsafeBufferPointer({ containsMarker($0) }) { return false }
            shape.key.append(UInt8(ascii: "s"))
            shape.leaves.append(.html(html.bytes))
            return true
        }

        /// With a name table: `<`, then `k` and the two-byte number of each
        /// named key in name order, each followed by its value, then `>`.
        /// Without one (or for a key only `String` comparison finds): `{`,
        /// each key's bytes and a NUL, its value, then `}`.
        private mutating func dictionary(_ dictionary: [String: Any], into shape: inout Shape) -> Bool {
            guard let table else { return byName(dictionary, into: &shape) }
            let base = entries.count
            defer { entries.removeSubrange(base...) }
            // Entries are kept as positions in the dictionary: copying a key
            // or a value (an `Any`) costs a retain and more.
            var position = dictionary.startIndex
            while position != dictionary.endIndex {
                switch table.lookup(dictionary.keys[position]) {
                case .index(let index):
                    // Insertion sort: a dictionary holds a handful of keys.
                    var slot = entries.count
                    entries.append((index, position))
                    while slot > base && entries[slot - 1].index > index {
                        entries.swapAt(slot - 1, slot)
                        slot -= 1
                    }
                case .absent:
                    break
                case .onlyByString:
                    return byName(dictionary, into: &shape)
                }
                dictionary.formIndex(after: &position)
            }
            shape.key.append(UInt8(ascii: "<"))
            var slot = base
            while slot < entries.count {
                let index = entries[slot].index
                shape.key.append(UInt8(ascii: "k"))
                shape.key.append(UInt8(truncatingIfNeeded: index >> 8))
                shape.key.append(UInt8(truncatingIfNeeded: index))
                guard walk(dictionary.values[entries[slot].position], into: &shape) else { return false }
                slot += 1
            }
            shape.key.append(UInt8(ascii: ">"))
            return true
        }

        private mutating func byName(_ dictionary: [String: Any], into shape: inout Shape) -> Bool {
            shape.key.append(UInt8(ascii: "{"))
            for key in keys(of: dictionary, names: table?.names) {
                shape.key.append(contentsOf: key.utf8)
                shape.key.append(0)
                guard let child = dictionary[key], walk(child, into: &shape) else { return false }
            }
            shape.key.append(UInt8(ascii: "}"))
            return true
        }

        /// A shared list's walk, made once per table: walked on its own
        /// (a list's walk never depends on what surrounds it) and appended.
        private func shared(_ list: SharedList, into shape: inout Shape) -> Bool {
            let table = table
            let walk = list.walk(for: table) {
                var own = Shape()
                var walker = Walker(table: table)
                guard walker.elements(list.items, into: &own) else { return nil }
                return SharedList.Walk(key: own.key, leaves: own.leaves)
            }
            guard let walk else { return false }
            shape.key.append(contentsOf: walk.key)
            shape.leaves.append(contentsOf: walk.leaves)
            return true
        }

        private mutating func elements<Elements: Sequence>(_ elements: Elements, into shape: inout Shape) -> Bool {
            shape.key.append(UInt8(ascii: "["))
            for element in elements {
                guard walk(element, into: &shape) else { return false }
            }
            shape.key.append(UInt8(ascii: "]"))
            return true
        }
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

    /// The context with every leaf replaced by its marker, walked in the
    /// same order as `shape(of:table:)` and leaving out the same entries.
    static func markedContext(_ value: Any, table: NameTable? = nil, next: inout Int) -> Any {
        switch value {
        case is String, is HTMLBytes:
            defer { next += 1 }
            return marker(next)
        case let flag as Bool where type(of: value) == Bool.self:
            return flag
        case is Int where type(of: value) == Int.self:
            defer { next += 1 }
            return marker(next)
        case let dictionary as [String: Any]:
            var marked: [String: Any] = [:]
            for key in visitedKeys(of: dictionary, table: table) {
                if let child = dictionary[key] { marked[key] = markedContext(child, table: table, next: &next) }
            }
            return marked
        case let array as [Any]:
            return array.map { markedContext($0, table: table, next: &next) }
        case let list as SharedList:
            return list.items.map { markedContext($0, table: table, next: &next) }
        default:
            return value
        }
    }

    /// The keys of `dictionary` a walk visits, in the walk's order.
    static func visitedKeys(of dictionary: [String: Any], table: NameTable?) -> [String] {
        guard let table else { return keys(of: dictionary, names: nil) }
        var named: [(index: Int, key: String)] = []
        for key in dictionary.keys {
            switch table.lookup(key) {
            case .index(let index): named.append((index, key))
            case .absent: continue
            case .onlyByString: return keys(of: dictionary, names: table.names)
            }
        }
        return named.sorted { $0.index < $1.index }.map(\.key)
    }

    /// The keys a walk visits, in a fixed order (two dictionaries with the
    /// same keys can list them in different orders).
    private static func keys(of dictionary: [String: Any], names: Set<String>?) -> [String] {
        var keys = names.map { names in dictionary.keys.filter { names.contains($0) } } ?? Array(dictionary.keys)
        keys.sort()
        return keys
    }

    // MARK: Markers

    /// U+E000 and U+E001 (private use) around `&` and the leaf's number: the
    /// `&` shows whether the template escaped the value (`&amp;`) or not.
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

    /// Splits output rendered from a marked context; `nil` when a marker is
    /// missing, damaged or out of range (a template did something to a value
    /// other than print it).
    init?(marked output: String, leafCount: Int) {
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
            let escaped: Bool
            if matches(Self.escapedAmpersand, at: cursor) {
                escaped = true
                cursor += Self.escapedAmpersand.count
            } else if bytes.indices.contains(cursor) && bytes[cursor] == UInt8(ascii: "&") {
                escaped = false
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
            guard cursor > digitsStart, number < leafCount, matches(end, at: cursor) else { return nil }
            if literalStart < index { parts.append(.literal(literalStart..<index)) }
            parts.append(.leaf(number, escaped: escaped))
            index = cursor + end.count
            literalStart = index
        }
        if literalStart < bytes.count { parts.append(.literal(literalStart..<bytes.count)) }
        self.bytes = bytes
        self.parts = parts
    }

    /// The output for `leaves`: the skeleton's bytes with each leaf copied
    /// in, escaped where the template escaped it.
    func fill(_ leaves: [Leaf]) -> [UInt8] {
        var output: [UInt8] = []
        var size = bytes.count
        for leaf in leaves {
            switch leaf {
            case .text(let text): size += text.utf8.count
            case .html(let html): size += html.count
            }
        }
        output.reserveCapacity(size + size / 16)
        bytes.withUnsafeBufferPointer { skeleton in
            for part in parts {
                switch part {
                case .literal(let range):
                    output.append(contentsOf: UnsafeBufferPointer(rebasing: skeleton[range]))
                case .leaf(let index, let escaped):
                    switch leaves[index] {
                    case .text(var text):
                        text.withUTF8 { escaped ? HTMLEscape.append($0, escapedTo: &output) : output.append(contentsOf: $0) }
                    case .html(let html):
                        html.withUnsafeBufferPointer { escaped ? HTMLEscape.append($0, escapedTo: &output) : output.append(contentsOf: $0) }
                    }
                }
            }
        }
        return output
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

/// Skeletons by template and shape, shared by every page of a build.
///
/// The first context of a shape is rendered directly and kept; the second
/// makes the skeleton, which must reproduce the first context's output byte
/// for byte before it is used (else that shape is always rendered
/// directly). A shape seen once costs one rendering, as without skeletons.
final class TemplateSkeletonCache: @unchecked Sendable {
    private enum Entry {
        /// Rendered once, directly: its leaves and output, to check the
        /// skeleton against.
        case seen([TemplateSkeleton.Leaf], [UInt8])
        case skeleton(TemplateSkeleton)
        /// The skeleton did not give the template's own output.
        case direct
    }

    /// Per template, the keys worth walking (`TemplateSkeleton.namesByTemplate`);
    /// a template not listed has every key walked.
    let names: [String: NameTable]
    private var entries: [[UInt8]: Entry] = [:]
    private var hits = 0
    private let lock = NSLock()

    init(names: [String: Set<String>]) {
        self.names = names.mapValues(NameTable.init)
    }

    /// How many shapes have a skeleton, how many are rendered directly, and
    /// how many renders came from a skeleton (for tests and benchmarks).
    var statistics: (skeletons: Int, direct: Int, hits: Int) {
        lock.lock()
        defer { lock.unlock() }
        var skeletons = 0, direct = 0
        for entry in entries.values {
            switch entry {
            case .skeleton: skeletons += 1
            case .direct: direct += 1
            case .seen: break
            }
        }
        return (skeletons, direct, hits)
    }

    /// The output of template `name` for `context`, from the skeleton of the
    /// context's shape once there is one; `render` renders a context with
    /// swift-mustache.
    func render(_ name: String, _ context: Any, render: (Any) -> String?) -> [UInt8]? {
        func direct(_ context: Any) -> [UInt8]? { render(context).map { Array($0.utf8) } }
        let table = names[name]
        guard let shape = TemplateSkeleton.shape(of: context, table: table) else { return direct(context) }
        var key = Array(name.utf8)
        key.append(0)
        key.append(contentsOf: shape.key)
        lock.lock()
        let entry = entries[key]
        if case .skeleton = entry { hits += 1 }
        lock.unlock()
        let made: Entry
        let output: [UInt8]?
        switch entry {
        case .skeleton(let skeleton):
            return skeleton.fill(shape.leaves)
        case .direct:
            return direct(context)
        case nil:
            output = direct(context)
            guard let output else { return nil }
            made = .seen(shape.leaves, output)
        case .seen(let firstLeaves, let firstOutput):
            var next = 0
            if let marked = render(TemplateSkeleton.markedContext(context, table: table, next: &next)),
               let skeleton = TemplateSkeleton(marked: marked, leafCount: shape.leaves.count),
               skeleton.fill(firstLeaves) == firstOutput {
                made = .skeleton(skeleton)
                output = skeleton.fill(shape.leaves)
            } else {
                made = .direct
                output = direct(context)
            }
        }
        lock.lock()
        entries[key] = made
        lock.unlock()
        return output
    }
}
