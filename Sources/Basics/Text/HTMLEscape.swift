/// Text escaped for HTML text and quoted attribute values.
public enum HTMLEscape {
    /// `&`, `<`, `>`, `"` and `'` as character references; one pass over
    /// the UTF-8 bytes, and no copy at all when there is nothing to escape.
    public static func text(_ value: String) -> String {
        var value = value
        return value.withUTF8 { bytes in
            guard bytes.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else {
                return nil
            }
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count + 32)
            append(bytes, escapedTo: &output)
            return String(decoding: output, as: UTF8.self)
        } ?? value
    }

    /// `bytes` appended to `output`, escaped as `text(_:)` escapes.
    public static func append(_ bytes: UnsafeBufferPointer<UInt8>, escapedTo output: inout [UInt8]) {
        var start = 0
        for (index, byte) in bytes.enumerated() {
            let replacement: StaticString
            switch byte {
            case 0x26: replacement = "&amp;"
            case 0x3C: replacement = "&lt;"
            case 0x3E: replacement = "&gt;"
            case 0x22: replacement = "&quot;"
            case 0x27: replacement = "&#39;"
            default: continue
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
            replacement.withUTF8Buffer { output.append(contentsOf: $0) }
            start = index + 1
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
    }
}
