/// A value for every case of a token enum: total by construction, so a
/// lookup can never miss and never needs a string key.
public struct TokenTable<Key: CaseIterable & Hashable & Sendable, Value: Sendable>: Sendable {
    private var storage: [Key: Value]

    /// Builds the table by asking `value` for every key.
    public init<Failure: Error>(_ value: (Key) throws(Failure) -> Value) throws(Failure) {
        var storage: [Key: Value] = [:]
        storage.reserveCapacity(Key.allCases.count)
        for key in Key.allCases { storage[key] = try value(key) }
        self.storage = storage
    }

    public subscript(key: Key) -> Value {
        get {
            guard let value = storage[key] else {
                preconditionFailure("TokenTable is total by construction")
            }
            return value
        }
        set { storage[key] = newValue }
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
        Key.allCases.allSatisfy { lhs[$0] == rhs[$0] }
    }
}

extension TokenTable: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) {
        for key in Key.allCases { hasher.combine(self[key]) }
    }
}
