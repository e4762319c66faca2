/// Output built as UTF-8 bytes, for output of thousands of lines
/// (`contrast.json`): appending string literals and values this way skips
/// the temporaries of string interpolation.
public struct ByteWriter {
    public private(set) var bytes: [UInt8] = []

    public init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    mutating func write(_ literal: StaticString) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    public mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    mutating func write(_ other: [UInt8]) {
        bytes.append(contentsOf: other)
    }

    /// `text` as a JSON string literal (`JSONString`).
    public mutating func writeJSON(_ text: String) {
        JSONString.append(text, to: &bytes)
    }

    var string: String { String(decoding: bytes, as: UTF8.self) }
}
