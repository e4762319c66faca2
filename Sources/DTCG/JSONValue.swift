import Basics
/// A JSON value as written, object keys in their order, for data this
/// reader keeps without understanding it (`$extensions`, `$deprecated`,
/// composite values it does not model).
///
/// Two objects are equal when they hold the same keys with equal values in
/// the same order, the order `serialized()` writes them in.
public indirect enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case let (.bool(a), .bool(b)): a == b
        case let (.number(a), .number(b)): a == b
        case let (.string(a), .string(b)): a == b
        case let (.array(a), .array(b)): a == b
        case let (.object(a), .object(b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null:
            hasher.combine(0)
        case .bool(let value):
            hasher.combine(1)
            hasher.combine(value)
        case .number(let value):
            hasher.combine(2)
            hasher.combine(value)
        case .string(let value):
            hasher.combine(3)
            hasher.combine(value)
        case .array(let values):
            hasher.combine(4)
            hasher.combine(values)
        case .object(let members):
            hasher.combine(5)
            hasher.combine(members.count)
            for (key, value) in members {
                hasher.combine(key)
                hasher.combine(value)
            }
        }
    }

    /// The value of `key` in an object (the last one if written twice);
    /// nil for other values.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.0 == key }?.1
    }

    /// The element at `index` of an array; nil when out of range or not an
    /// array.
    public subscript(index: Int) -> JSONValue? {
        guard case .array(let values) = self, values.indices.contains(index) else { return nil }
        return values[index]
    }

    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    public var numberValue: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// Compact JSON (no spaces), keys in their order; whole numbers without
    /// a fraction (`16`, not `16.0`). The same value always gives the same
    /// text.
    public func serialized() -> String {
        // Into bytes, made a String once (appending to a String checked
        // its storage at every piece).
        var bytes: [UInt8] = []
        write(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    private func write(to bytes: inout [UInt8]) {
        switch self {
        case .array(let values):
            bytes.append(UInt8(ascii: "["))
            for (index, value) in values.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                value.write(to: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let members):
            bytes.append(UInt8(ascii: "{"))
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                JSONString.append(key, to: &bytes)
                bytes.append(UInt8(ascii: ":"))
                value.write(to: &bytes)
            }
            bytes.append(UInt8(ascii: "}"))
        default:
            writeScalar(to: &bytes)
        }
    }

    /// JSON has no NaN or infinity: they are written as null.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return "\(value)"
    }
}
