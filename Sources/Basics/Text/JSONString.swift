/// A JSON string literal that is also safe inside an HTML `<script>`:
/// `<`, `>`, `&`, U+2028 and U+2029 are escaped.
public enum JSONString {
    public static func quote(_ value: String) -> String {
        var output: [UInt8] = []
        append(value, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// `quote(value)` appended to `output` as UTF-8; runs of bytes that
    /// need no escape are copied whole. Without `quoted`, only the escaped
    /// text (escaping is byte by byte, so the escapes of two strings joined
    /// are the two escapes joined).
    public static func append(_ value: String, to output: inout [UInt8], quoted: Bool = true) {
        var value = value
        value.withUTF8 { bytes in
            needsEscape.withUnsafeBufferPointer { needsEscape in
                if quoted { output.append(0x22) }
                var index = 0
                var run = 0
                func flush() {
                    if run < index { output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<index])) }
                }
                while index < bytes.count {
                    // Eight bytes at a time while none needs a look.
                    if index + 8 <= bytes.count, let base = bytes.baseAddress,
                       !JSONString.anyNeedsEscape(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) {
                        index += 8
                        continue
                    }
                    let byte = bytes[index]
                    if needsEscape[Int(byte)] == 0 {
                        index += 1
                        continue
                    }
                    let escape: StaticString?
                    switch byte {
                    case 0x22: escape = #"\""#
                    case 0x5C: escape = #"\\"#
                    case 0x0A: escape = #"\n"#
                    case 0x0D: escape = #"\r"#
                    case 0x09: escape = #"\t"#
                    case 0x3C: escape = #"\u003c"#
                    case 0x3E: escape = #"\u003e"#
                    case 0x26: escape = #"\u0026"#
                    case 0x00..<0x20:
                        flush()
                        output.append(contentsOf: #"\u00"#.utf8)
                        output.append(hexDigit(byte >> 4))
                        output.append(hexDigit(byte & 0xF))
                        index += 1
                        run = index
                        continue
                    // U+2028 and U+2029 are E2 80 A8 and E2 80 A9 in UTF-8.
                    case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80
                        && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                        flush()
                        output.append(contentsOf: (bytes[index + 2] == 0xA8 ? #"\u2028"# : #"\u2029"#).utf8)
                        index += 3
                        run = index
                        continue
                    default: escape = nil
                    }
                    if let escape {
                        flush()
                        escape.withUTF8Buffer { output.append(contentsOf: $0) }
                        run = index + 1
                    }
                    index += 1
                }
                flush()
                if quoted { output.append(0x22) }
            }
        }
    }

    /// 1 for the bytes `append` looks at: control characters, `"`, `\`,
    /// `<`, `>`, `&`, and 0xE2 (the lead byte of U+2028 and U+2029).
    private static let needsEscape: [UInt8] = (0..<256).map { byte in
        byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x3C || byte == 0x3E || byte == 0x26 || byte == 0xE2 ? 1 : 0
    }

    /// Whether any byte of `eight` is one of `needsEscape`'s (SWAR: a byte
    /// below 0x20, or a zero byte after XOR with each of the others).
    @inline(__always)
    static func anyNeedsEscape(_ eight: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, high: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func anyZero(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & high }
        let control = (eight &- ones &* 0x20) & ~eight & high
        return (control | anyZero(eight ^ (ones &* 0x22)) | anyZero(eight ^ (ones &* 0x5C)) | anyZero(eight ^ (ones &* 0x3C))
            | anyZero(eight ^ (ones &* 0x3E)) | anyZero(eight ^ (ones &* 0x26)) | anyZero(eight ^ (ones &* 0xE2))) != 0
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? 0x30 + value : 0x61 + value - 10
    }
}
