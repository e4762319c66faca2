/// A JSON string literal that is also safe inside an HTML `<script>`:
/// `<`, `>`, `&`, U+2028 and U+2029 are escaped.
enum JSONString {
    static func quote(_ value: String) -> String {
        var value = value
        return value.withUTF8 { bytes in
            var output: [UInt8] = [0x22]
            output.reserveCapacity(bytes.count + 16)
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case 0x22: output.append(contentsOf: #"\""#.utf8)
                case 0x5C: output.append(contentsOf: #"\\"#.utf8)
                case 0x0A: output.append(contentsOf: #"\n"#.utf8)
                case 0x0D: output.append(contentsOf: #"\r"#.utf8)
                case 0x09: output.append(contentsOf: #"\t"#.utf8)
                case 0x3C: output.append(contentsOf: #"\u003c"#.utf8)
                case 0x3E: output.append(contentsOf: #"\u003e"#.utf8)
                case 0x26: output.append(contentsOf: #"\u0026"#.utf8)
                case 0x00..<0x20:
                    output.append(contentsOf: #"\u00"#.utf8)
                    output.append(hexDigit(byte >> 4))
                    output.append(hexDigit(byte & 0xF))
                // U+2028 and U+2029 are E2 80 A8 and E2 80 A9 in UTF-8.
                case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80
                    && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                    output.append(contentsOf: (bytes[index + 2] == 0xA8 ? #"\u2028"# : #"\u2029"#).utf8)
                    index += 2
                default: output.append(byte)
                }
                index += 1
            }
            output.append(0x22)
            return String(decoding: output, as: UTF8.self)
        }
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? 0x30 + value : 0x61 + value - 10
    }
}
