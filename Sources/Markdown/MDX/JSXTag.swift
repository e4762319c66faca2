import Basics

/// One JSX tag as MDX writes components: `<Tabs groupId="os">`,
/// `</TabItem>`, `<LinkCard title="Start" href="/start/" />`, its
/// attributes over one line or several.
struct JSXTag: Equatable {
    /// An attribute's value as written.
    enum Value: Equatable {
        /// `name="text"`, `name='text'`, or `name={"text"}` (a string
        /// expression is its string).
        case string(String)
        /// `name={…}`: a JavaScript expression, not run (its source).
        case expression(String)
        /// `name` alone: true.
        case present
    }

    var name: String
    var closing = false
    var selfClosing = false
    var attributes: [(name: String, value: Value)] = []
    /// The offset past the `>`.
    var end: Int

    static func == (lhs: JSXTag, rhs: JSXTag) -> Bool {
        lhs.name == rhs.name && lhs.closing == rhs.closing && lhs.selfClosing == rhs.selfClosing && lhs.end == rhs.end
            && lhs.attributes.map(\.name) == rhs.attributes.map(\.name) && lhs.attributes.map(\.value) == rhs.attributes.map(\.value)
    }

    /// The attribute's string (a string expression's too); nil when it
    /// is not written or is another expression.
    func string(_ name: String) -> String? {
        guard let value = attributes.first(where: { $0.name == name })?.value else { return nil }
        if case .string(let text) = value { return text }
        return nil
    }

    /// Whether the attribute is written (`default`, `default={true}`).
    func isSet(_ name: String) -> Bool {
        guard let value = attributes.first(where: { $0.name == name })?.value else { return false }
        if case .expression(let source) = value { return Self.trimmed(source) != "false" }
        return true
    }

    /// Whether `byte` may start a component's name: JSX components are
    /// capitalized (`Tabs`); a lowercase name is an HTML element.
    static func isComponentStart(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
    }

    /// Whether `bytes` has a `<` or `</` before a capital letter: a
    /// component's tag may be there.
    static func mayHoldComponentTag(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var from = 0
        while let found = ByteSearch.firstOffset(of: "<", in: bytes, from: from) {
            let next = found + 1 < bytes.count ? bytes[found + 1] : 0
            if isComponentStart(next) { return true }
            if next == UInt8(ascii: "/"), found + 2 < bytes.count, isComponentStart(bytes[found + 2]) { return true }
            from = found + 1
        }
        return false
    }

    /// The tag starting at `start` (a `<`) in `bytes`, or nil when it is
    /// not one: a name that is not a component's, an attribute that is not
    /// closed, no `>`. Reads at most `limit` bytes.
    static func read(_ bytes: [UInt8], at start: Int, limit: Int = 4096) -> JSXTag? {
        let end = min(bytes.count, start + limit)
        var index = start
        guard index < end, bytes[index] == UInt8(ascii: "<") else { return nil }
        index += 1
        var tag = JSXTag(name: "", end: 0)
        if index < end, bytes[index] == UInt8(ascii: "/") {
            tag.closing = true
            index += 1
        }
        guard index < end, isComponentStart(bytes[index]) else { return nil }
        let nameStart = index
        while index < end, isNameByte(bytes[index]) || bytes[index] == UInt8(ascii: ".") { index += 1 }
        tag.name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
        while true {
            let spaceStart = index
            while index < end, isSpace(bytes[index]) { index += 1 }
            guard index < end else { return nil }
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") {
                tag.end = index + 1
                return tag
            }
            if byte == UInt8(ascii: "/") {
                guard !tag.closing, index + 1 < end, bytes[index + 1] == UInt8(ascii: ">") else { return nil }
                tag.selfClosing = true
                tag.end = index + 2
                return tag
            }
            guard !tag.closing else { return nil }
            if byte == UInt8(ascii: "{") {
                // `{...props}`: spread, kept as an expression with no name.
                guard let close = braceEnd(bytes, from: index, end: end) else { return nil }
                tag.attributes.append(("", .expression(String(decoding: bytes[(index + 1)..<close], as: UTF8.self))))
                index = close + 1
                continue
            }
            guard index > spaceStart, isNameByte(byte) else { return nil }
            let attributeStart = index
            while index < end, isNameByte(bytes[index]) || bytes[index] == UInt8(ascii: ":") { index += 1 }
            let name = String(decoding: bytes[attributeStart..<index], as: UTF8.self)
            var probe = index
            while probe < end, isSpace(bytes[probe]) { probe += 1 }
            guard probe < end, bytes[probe] == UInt8(ascii: "=") else {
                tag.attributes.append((name, .present))
                continue
            }
            index = probe + 1
            while index < end, isSpace(bytes[index]) { index += 1 }
            guard index < end else { return nil }
            let quote = bytes[index]
            if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                guard let close = bytes[(index + 1)..<end].firstIndex(of: quote) else { return nil }
                tag.attributes.append((name, .string(String(decoding: bytes[(index + 1)..<close], as: UTF8.self))))
                index = close + 1
            } else if quote == UInt8(ascii: "{") {
                guard let close = braceEnd(bytes, from: index, end: end) else { return nil }
                let source = String(decoding: bytes[(index + 1)..<close], as: UTF8.self)
                tag.attributes.append((name, stringExpression(source).map(Value.string) ?? .expression(source)))
                index = close + 1
            } else {
                return nil
            }
        }
    }

    /// `"text"`, `'text'` or `` `text` `` (without `${`), as an expression:
    /// its text.
    static func stringExpression(_ source: String) -> String? {
        let trimmed = Self.trimmed(source)
        guard let first = trimmed.first, first == "\"" || first == "'" || first == "`", trimmed.count >= 2,
              trimmed.last == first else { return nil }
        let inner = trimmed.dropFirst().dropLast()
        guard !inner.contains(first), first != "`" || !inner.contains("${") else { return nil }
        return String(inner)
    }

    /// The offset of the `}` that closes the `{` at `start`, past strings
    /// and nested braces.
    static func braceEnd(_ bytes: [UInt8], from start: Int, end: Int) -> Int? {
        var depth = 0
        var index = start
        var quote: UInt8?
        while index < end {
            let byte = bytes[index]
            if let open = quote {
                if byte == UInt8(ascii: "\\") {
                    index += 1
                } else if byte == open {
                    quote = nil
                }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "`") {
                quote = byte
            } else if byte == UInt8(ascii: "{") {
                depth += 1
            } else if byte == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return nil
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
    }

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    /// `text` without spaces, tabs and line ends at either end.
    static func trimmed(_ text: String) -> String {
        let bytes = Array(text.utf8)
        guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }
}
