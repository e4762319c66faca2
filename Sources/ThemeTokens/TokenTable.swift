/// A value for every case of a token enum (or another `CaseHashed` enum,
/// such as `ColorScheme`): total by construction, so a
/// lookup can never miss and never needs a string key.
///
/// The values are stored in an array in the enum's declaration order and
/// looked up by the case's position (`CaseHashed.caseTag`), not in a
/// dictionary: the same lookups, without a dictionary's code for every pair
/// of key and value types (in the theme lab's engine, about 14 KB).
public struct TokenTable<Key: CaseHashed & CaseIterable, Value: Sendable>: Sendable {
    private var storage: [Value]

    /// Builds the table by asking `value` for every key.
    public init<Failure: Error>(_ value: (Key) throws(Failure) -> Value) throws(Failure) {
        var storage: [Value] = []
        storage.reserveCapacity(Key.allCases.count)
        for key in Key.allCases {
            precondition(Int(key.caseTag) == storage.count, "a token enum's cases are in declaration order")
            storage.append(try value(key))
        }
        self.storage = storage
    }

    public subscript(key: Key) -> Value {
        get { storage[Int(key.caseTag)] }
        set { storage[Int(key.caseTag)] = newValue }
    }

    /// Every key with its value, in the enum's declaration order.
    public var entries: [(key: Key, value: Value)] {
        Key.allCases.map { ($0, self[$0]) }
    }

    /// A table of transformed values.
    public func map<T: Sendable, Failure: Error>(_ transform: (Key, Value) throws(Failure) -> T) throws(Failure) -> TokenTable<Key, T> {
        try TokenTable<Key, T> { (key) throws(Failure) in try transform(key, self[key]) }
    }
}

extension TokenTable: Equatable where Value: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.storage == rhs.storage
    }
}

extension TokenTable: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) {
        for value in storage { hasher.combine(value) }
    }
}
