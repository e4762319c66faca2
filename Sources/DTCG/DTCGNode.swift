import Basics
/// A JSON value with the file and place it is written at, so every problem
/// found in it can be reported there.
public struct DTCGNode: Sendable {
    indirect enum Kind: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([DTCGNode])
        case object([DTCGMember])
    }

    var kind: Kind
    /// The file the value is written in, as its `DTCGFile` names it.
    public internal(set) var file: String
    /// Where the value starts; nil for values made by the reader.
    public var location: SourceLocation?

    init(_ kind: Kind, file: String, location: SourceLocation?) {
        self.kind = kind
        self.file = file
        self.location = location
    }

    /// `json` as a node written at `location` (every nested value too), for
    /// values computed from other tokens.
    init(json: JSONValue, file: String, location: SourceLocation?) {
        let kind: Kind
        switch json {
        case .null: kind = .null
        case .bool(let value): kind = .bool(value)
        case .number(let value): kind = .number(value)
        case .string(let value): kind = .string(value)
        case .array(let values):
            kind = .array(values.map { DTCGNode(json: $0, file: file, location: location) })
        case .object(let members):
            kind = .object(members.map {
                DTCGMember(key: $0.0, keyLocation: location, value: DTCGNode(json: $0.1, file: file, location: location))
            })
        }
        self.init(kind, file: file, location: location)
    }

    /// The value without its places.
    public var json: JSONValue {
        switch kind {
        case .null: .null
        case .bool(let value): .bool(value)
        case .number(let value): .number(value)
        case .string(let value): .string(value)
        case .array(let values): .array(values.map(\.json))
        case .object(let members): .object(members.map { ($0.key, $0.value.json) })
        }
    }

    public var members: [DTCGMember]? {
        if case .object(let members) = kind { return members }
        return nil
    }

    public var elements: [DTCGNode]? {
        if case .array(let values) = kind { return values }
        return nil
    }

    public var string: String? {
        if case .string(let value) = kind { return value }
        return nil
    }

    public var number: Double? {
        if case .number(let value) = kind { return value }
        return nil
    }

    public var bool: Bool? {
        if case .bool(let value) = kind { return value }
        return nil
    }

    /// The member named `key` (the last one if written twice).
    func member(_ key: String) -> DTCGMember? {
        members?.last { $0.key == key }
    }

    public subscript(key: String) -> DTCGNode? {
        member(key)?.value
    }

    /// The dotted path of a whole-value alias such as `{color.accent}`; nil
    /// for other values, including text with an alias inside it.
    var aliasPath: String? {
        guard let text = string, text.count >= 2, text.hasPrefix("{"), text.hasSuffix("}") else { return nil }
        let inner = text.dropFirst().dropLast()
        guard !inner.contains("{"), !inner.contains("}") else { return nil }
        return String(inner)
    }

    /// The pointer of a `{"$ref": "#/…"}` object.
    var reference: DTCGMember? {
        guard let member = member("$ref"), member.value.string != nil else { return nil }
        return member
    }

    /// How a message names the value: `'#12'`, `16`, `true`, `null`, `an
    /// object`, `a list`.
    public var described: String {
        switch kind {
        case .null: "null"
        case .bool(let value): "\(value)"
        case .number(let value): JSONValue.number(value)
        case .string(let value): "'\(DTCGNode.shortened(value))'"
        case .array: "a list"
        case .object: "an object"
        }
    }

    /// At most 40 characters on one line.
    public static func shortened(_ text: String) -> String {
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\\n")
        return line.count > 40 ? String(line.prefix(40)) + "…" : line
    }
}

/// One `"key": value` of a JSON object, with where the key is written.
public struct DTCGMember: Sendable {
    public var key: String
    /// Where the key is written; nil for members made by the reader.
    public internal(set) var keyLocation: SourceLocation?
    public var value: DTCGNode
}
