/// Case changes of ASCII letters only, for token names and CSS keywords
/// (ASCII by definition). `String.lowercased()` and `Character.isUppercase`
/// map all of Unicode, and their tables (about 50 KB) would otherwise be
/// linked into the theme lab's engine.
enum ASCIICase {
    /// `text` with A-Z made a-z; every other byte as it is.
    static func lowercased(_ text: some StringProtocol) -> String {
        String(decoding: text.utf8.map { isUpper($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    /// `text` with its first byte made upper case when it is a-z.
    static func capitalized(_ text: String) -> String {
        var bytes = Array(text.utf8)
        if let first = bytes.first, first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z") { bytes[0] = first & ~0x20 }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
}
