import Basics
extension JSONValue {
    /// Indented JSON for files people read and diff; arrays of scalars stay
    /// on one line. Deterministic.
    public func prettyPrinted() -> String {
        String(decoding: prettyPrintedBytes(), as: UTF8.self)
    }

    /// `prettyPrinted()` as UTF-8 bytes.
    public func prettyPrintedBytes() -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(4096)
        writePretty(to: &bytes, indent: 0)
        return bytes
    }

    /// `prettyPrinted()` and a line break, as UTF-8 pieces of about
    /// `pieceBytes` each: `tokens.json` for a thousand themes is tens of
    /// megabytes, and one growing buffer would hold it up to twice over.
    public func prettyPrintedPieces(pieceBytes: Int = 1 << 18) -> [[UInt8]] {
        var pieces: [[UInt8]] = []
        var bytes: [UInt8] = []
        bytes.reserveCapacity(pieceBytes + 4096)
        writePretty(to: &bytes, indent: 0) { bytes in
            guard bytes.count >= pieceBytes else { return }
            pieces.append(bytes)
            bytes = []
            bytes.reserveCapacity(pieceBytes + 4096)
        }
        bytes.append(UInt8(ascii: "\n"))
        pieces.append(bytes)
        return pieces
    }

    /// Written as bytes; `flush` may take what is written so far after each
    /// member and element.
    private func writePretty(to bytes: inout [UInt8], indent: Int, flush: (inout [UInt8]) -> Void = { _ in }) {
        switch self {
        case .array(let values) where values.allSatisfy(\.isScalar):
            bytes.append(UInt8(ascii: "["))
            for (index, value) in values.enumerated() {
                if index > 0 { bytes.append(contentsOf: ", ".utf8) }
                value.writeScalar(to: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        case .array(let values):
            if values.isEmpty { bytes.append(contentsOf: "[]".utf8); return }
            bytes.append(contentsOf: "[\n".utf8)
            for (index, value) in values.enumerated() {
                if index > 0 { bytes.append(contentsOf: ",\n".utf8) }
                JSONValue.pad(&bytes, indent + 1)
                value.writePretty(to: &bytes, indent: indent + 1, flush: flush)
                flush(&bytes)
            }
            bytes.append(UInt8(ascii: "\n"))
            JSONValue.pad(&bytes, indent)
            bytes.append(UInt8(ascii: "]"))
        case .object(let members):
            if members.isEmpty { bytes.append(contentsOf: "{}".utf8); return }
            bytes.append(contentsOf: "{\n".utf8)
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { bytes.append(contentsOf: ",\n".utf8) }
                JSONValue.pad(&bytes, indent + 1)
                JSONString.append(key, to: &bytes)
                bytes.append(contentsOf: ": ".utf8)
                value.writePretty(to: &bytes, indent: indent + 1, flush: flush)
                flush(&bytes)
            }
            bytes.append(UInt8(ascii: "\n"))
            JSONValue.pad(&bytes, indent)
            bytes.append(UInt8(ascii: "}"))
        default:
            writeScalar(to: &bytes)
        }
    }

    /// A scalar as JSON, compact or pretty alike.
    func writeScalar(to bytes: inout [UInt8]) {
        switch self {
        case .null: bytes.append(contentsOf: "null".utf8)
        case .bool(let value): bytes.append(contentsOf: (value ? "true" : "false").utf8)
        case .number(let value): bytes.append(contentsOf: JSONValue.number(value).utf8)
        case .string(let value): JSONString.append(value, to: &bytes)
        default: bytes.append(contentsOf: serialized().utf8)
        }
    }

    private static func pad(_ bytes: inout [UInt8], _ level: Int) {
        var count = 2 * level
        while count > 0 {
            let run = min(count, spaces.count)
            spaces.withUnsafeBufferPointer { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<run])) }
            count -= run
        }
    }

    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)

    var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }
}
