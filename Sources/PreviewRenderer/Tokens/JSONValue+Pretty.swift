extension JSONValue {
    /// Indented JSON for files people read and diff; arrays of scalars stay
    /// on one line. Deterministic.
    func prettyPrinted(indent: String = "") -> String {
        let inner = indent + "  "
        switch self {
        case .array(let values) where values.allSatisfy(\.isScalar):
            return serialized().replacingOccurrences(of: ",", with: ", ")
        case .array(let values):
            if values.isEmpty { return "[]" }
            return "[\n" + values.map { inner + $0.prettyPrinted(indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case .object(let members):
            if members.isEmpty { return "{}" }
            return "{\n" + members.map { key, value in
                inner + JSONValue.string(key).serialized() + ": " + value.prettyPrinted(indent: inner)
            }.joined(separator: ",\n") + "\n\(indent)}"
        default:
            return serialized()
        }
    }

    var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }
}
