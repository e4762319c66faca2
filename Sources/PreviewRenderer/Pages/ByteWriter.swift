/// Output built as UTF-8 bytes, for the few writers that produce thousands
/// of lines (the report's rows, `contrast.json`): appending string literals
/// and values this way skips the temporaries of string interpolation.
struct ByteWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    mutating func write(_ literal: StaticString) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    mutating func write(_ other: [UInt8]) {
        bytes.append(contentsOf: other)
    }

    /// `text` escaped for HTML text and quoted attributes (`HTMLEscape`).
    mutating func writeEscaped(_ text: String) {
        var text = text
        text.withUTF8 { HTMLEscape.append($0, escapedTo: &bytes) }
    }

    /// `text` as a JSON string literal (`JSONString`).
    mutating func writeJSON(_ text: String) {
        JSONString.append(text, to: &bytes)
    }

    var string: String { String(decoding: bytes, as: UTF8.self) }
}
