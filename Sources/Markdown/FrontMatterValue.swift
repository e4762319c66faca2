/// A front matter value the tool does not interpret, kept for templates
/// (as Hugo keeps `.Params`): YAML and TOML values alike.
public enum FrontMatterValue: Sendable, Hashable {
    case string(String)
    case integer(Int)
    case number(Double)
    case bool(Bool)
    case list([FrontMatterValue])
    case table(FrontMatterTable)

    /// The value as a template sees it: `String`, `Int`, `Double`, `Bool`,
    /// `[Any]` or `[String: Any]`.
    public var templateValue: Any {
        switch self {
        case .string(let value): value
        case .integer(let value): value
        case .number(let value): value
        case .bool(let value): value
        case .list(let values): values.map(\.templateValue)
        case .table(let table): table.templateValue
        }
    }
}

/// Keys and values in the order the file gives them (TOML: in key order,
/// as the TOML library hands them over); a key appears once.
public struct FrontMatterTable: Sendable, Hashable {
    public struct Entry: Sendable, Hashable {
        public var key: String
        public var value: FrontMatterValue
    }

    public private(set) var entries: [Entry] = []
    /// Where each key is in `entries`.
    private var positions: [String: Int] = [:]

    public init() {}

    public init(_ entries: [(String, FrontMatterValue)]) {
        for (key, value) in entries { self[key] = value }
    }

    public var isEmpty: Bool { entries.isEmpty }
    public var keys: [String] { entries.map(\.key) }

    /// Setting a key that is there already replaces its value in place.
    public subscript(key: String) -> FrontMatterValue? {
        get { positions[key].map { entries[$0].value } }
        set {
            switch (positions[key], newValue) {
            case let (index?, value?):
                entries[index].value = value
            case let (index?, nil):
                entries.remove(at: index)
                positions = Dictionary(uniqueKeysWithValues: entries.enumerated().map { ($1.key, $0) })
            case let (nil, value?):
                positions[key] = entries.count
                entries.append(Entry(key: key, value: value))
            case (nil, nil):
                break
            }
        }
    }

    /// A dictionary of `FrontMatterValue.templateValue`s.
    public var templateValue: [String: Any] {
        var result: [String: Any] = [:]
        for entry in entries { result[entry.key] = entry.value.templateValue }
        return result
    }
}
