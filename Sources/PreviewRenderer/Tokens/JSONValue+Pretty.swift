extension JSONValue {
    /// Indented JSON for files people read and diff; arrays of scalars stay
    /// on one line. Deterministic.
    func prettyPrinted() -> String {
        var text = ""
        writePretty(to: &text, indent: 0)
        return text
    }

    private func writePretty(to text: inout String, indent: Int) {
        switch self {
        case .array(let values) where values.allSatisfy(\.isScalar):
            text += "["
            for (index, value) in values.enumerated() {
                if index > 0 { text += ", " }
                text += value.serialized()
            }
            text += "]"
        case .array(let values):
            if values.isEmpty { text += "[]"; return }
            text += "[\n"
            for (index, value) in values.enumerated() {
                if index > 0 { text += ",\n" }
                JSONValue.pad(&text, indent + 1)
                value.writePretty(to: &text, indent: indent + 1)
            }
            text += "\n"
            JSONValue.pad(&text, indent)
            text += "]"
        case .object(let members):
            if members.isEmpty { text += "{}"; return }
            text += "{\n"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { text += ",\n" }
                JSONValue.pad(&text, indent + 1)
                text += JSONValue.string(key).serialized()
                text += ": "
                value.writePretty(to: &text, indent: indent + 1)
            }
            text += "\n"
            JSONValue.pad(&text, indent)
            text += "}"
        default:
            text += serialized()
        }
    }

    private static func pad(_ text: inout String, _ level: Int) {
        for _ in 0..<level { text += "  " }
    }

    var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }
}
