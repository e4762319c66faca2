/// An XML element as a language definition file holds it: a name, its
/// attributes in document order, its children and where it starts.
///
/// Language definitions are read with this small reader rather than
/// Foundation's `XMLParser`, which links libxml2 and ICU into every
/// command's start-up. It reads well-formed XML 1.0 as GtkSourceView's
/// files use it: elements, attributes, character and entity references,
/// comments, CDATA sections, processing instructions and a DOCTYPE
/// without an internal subset (skipped). Namespaces are names like others.
struct XMLElement: Sendable {
    var name: String
    var attributes: [(name: String, value: String)]
    var children: [XMLNode]
    var line: Int
    var column: Int

    func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The child elements, in order.
    var elements: [XMLElement] {
        children.compactMap { if case .element(let element) = $0 { element } else { nil } }
    }

    /// The text of this element and its descendants, concatenated.
    var text: String {
        var result = ""
        for child in children {
            switch child {
            case .text(let text): result += text
            case .element(let element): result += element.text
            }
        }
        return result
    }
}

enum XMLNode: Sendable {
    case element(XMLElement)
    case text(String)
}

/// What is wrong with a definition file, and where.
struct XMLError: Error, Sendable, Equatable {
    var line: Int
    var column: Int
    var message: String
}

/// Reads an XML document into its root element.
struct XMLReader {
    private let bytes: [UInt8]
    private var index = 0
    /// Where each line starts, for positions.
    private let lineStarts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
        lineStarts = starts
    }

    static func parse(_ bytes: [UInt8]) throws(XMLError) -> XMLElement {
        var reader = XMLReader(bytes)
        return try reader.document()
    }

    private mutating func document() throws(XMLError) -> XMLElement {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        try skipMisc()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "<") else { throw failure("expected the root element") }
        let root = try element()
        try skipMisc()
        guard index == bytes.count else { throw failure("expected the end of the file after the root element") }
        return root
    }

    /// White space, comments, processing instructions and a DOCTYPE.
    private mutating func skipMisc() throws(XMLError) {
        while true {
            skipSpace()
            if starts("<?") {
                try skip(past: "?>", what: "processing instruction")
            } else if starts("<!--") {
                try skip(past: "-->", what: "comment")
            } else if starts("<!DOCTYPE") {
                guard !bytes[index...].prefix(while: { $0 != UInt8(ascii: ">") }).contains(UInt8(ascii: "[")) else {
                    throw failure("a DOCTYPE with an internal subset is not supported")
                }
                try skip(past: ">", what: "DOCTYPE")
            } else {
                return
            }
        }
    }

    private mutating func element() throws(XMLError) -> XMLElement {
        let (line, column) = position(of: index)
        index += 1 // <
        let name = try self.name()
        var attributes: [(name: String, value: String)] = []
        while true {
            let hadSpace = skipSpace()
            guard index < bytes.count else { throw failure("the tag <\(name)> is not closed") }
            if bytes[index] == UInt8(ascii: "/") {
                guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ">") else { throw failure("expected `>` after `/`") }
                index += 2
                return XMLElement(name: name, attributes: attributes, children: [], line: line, column: column)
            }
            if bytes[index] == UInt8(ascii: ">") {
                index += 1
                break
            }
            guard hadSpace else { throw failure("expected a space before the attribute") }
            let attributeName = try self.name()
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { throw failure("expected `=` after the attribute \(attributeName)") }
            index += 1
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                throw failure("expected a quoted value for the attribute \(attributeName)")
            }
            let quote = bytes[index]
            index += 1
            let value = try characterData(until: quote)
            index += 1
            guard !attributes.contains(where: { $0.name == attributeName }) else { throw failure("the attribute \(attributeName) is given twice") }
            attributes.append((attributeName, value))
        }
        var children: [XMLNode] = []
        while true {
            guard index < bytes.count else { throw XMLError(line: line, column: column, message: "the element <\(name)> is not closed") }
            if starts("</") {
                let closeStart = index
                index += 2
                let closing = try self.name()
                guard closing == name else {
                    index = closeStart
                    throw failure("expected </\(name)>, found </\(closing)>")
                }
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else { throw failure("expected `>`") }
                index += 1
                return XMLElement(name: name, attributes: attributes, children: children, line: line, column: column)
            } else if starts("<!--") {
                try skip(past: "-->", what: "comment")
            } else if starts("<![CDATA[") {
                index += 9
                let start = index
                try skip(past: "]]>", what: "CDATA section")
                children.append(.text(String(decoding: bytes[start..<(index - 3)], as: UTF8.self)))
            } else if starts("<?") {
                try skip(past: "?>", what: "processing instruction")
            } else if bytes[index] == UInt8(ascii: "<") {
                children.append(.element(try element()))
            } else {
                children.append(.text(try characterData(until: UInt8(ascii: "<"))))
            }
        }
    }

    /// Text up to `end` (not consumed), with references replaced.
    private mutating func characterData(until end: UInt8) throws(XMLError) -> String {
        var result: [UInt8] = []
        while index < bytes.count, bytes[index] != end {
            // A run of plain bytes, taken at once; a value without
            // references is made straight from the file's bytes.
            let start = index
            while index < bytes.count, bytes[index] != end, bytes[index] != UInt8(ascii: "&"), bytes[index] != UInt8(ascii: "<") { index += 1 }
            if index > start {
                if result.isEmpty, index < bytes.count, bytes[index] == end { return String(decoding: bytes[start..<index], as: UTF8.self) }
                result += bytes[start..<index]
                continue
            }
            if bytes[index] == UInt8(ascii: "&") {
                result += try reference()
            } else {
                throw failure("`<` in an attribute value must be written `&lt;`")
            }
        }
        guard index < bytes.count else { throw failure(end == UInt8(ascii: "<") ? "unexpected end of file" : "an attribute value is not closed") }
        return String(decoding: result, as: UTF8.self)
    }

    private mutating func reference() throws(XMLError) -> [UInt8] {
        let start = index
        guard let semicolon = bytes[index...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
            throw failure("`&` must start a reference such as `&amp;`")
        }
        let body = String(decoding: bytes[(index + 1)..<semicolon], as: UTF8.self)
        index = semicolon + 1
        switch body {
        case "lt": return [UInt8(ascii: "<")]
        case "gt": return [UInt8(ascii: ">")]
        case "amp": return [UInt8(ascii: "&")]
        case "quot": return [UInt8(ascii: "\"")]
        case "apos": return [UInt8(ascii: "'")]
        default:
            var value: UInt32?
            if body.hasPrefix("#x") {
                value = UInt32(body.dropFirst(2), radix: 16)
            } else if body.hasPrefix("#") {
                value = UInt32(body.dropFirst(), radix: 10)
            }
            guard let value, let scalar = Unicode.Scalar(value) else {
                index = start
                throw failure("unknown reference `&\(body);`")
            }
            return Array(String(Character(scalar)).utf8)
        }
    }

    private mutating func name() throws(XMLError) -> String {
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            let isNameByte = (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".") || byte >= 0x80
            guard isNameByte else { break }
            index += 1
        }
        guard index > start else { throw failure("expected a name") }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    @discardableResult
    private mutating func skipSpace() -> Bool {
        let start = index
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x09 || bytes[index] == 0x0D { index += 1 }
        return index > start
    }

    private func starts(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[index + offset] != text.utf8Start[offset] { return false }
        return true
    }

    private mutating func skip(past end: StaticString, what: String) throws(XMLError) {
        let start = index
        while index < bytes.count {
            if starts(end) {
                index += end.utf8CodeUnitCount
                return
            }
            index += 1
        }
        index = start
        throw failure("the \(what) is not closed")
    }

    private func failure(_ message: String) -> XMLError {
        let (line, column) = position(of: index)
        return XMLError(line: line, column: column, message: message)
    }

    /// 1-based line and column (in characters) of the byte at `offset`.
    private func position(of offset: Int) -> (Int, Int) {
        let offset = min(offset, bytes.count)
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let column = bytes[lineStarts[low]..<offset].count { $0 & 0xC0 != 0x80 } + 1
        return (low + 1, column)
    }
}
