/// Text compared by its UTF-8 bytes.
///
/// `String`'s `==`, `hasPrefix` and hashing compare by Unicode canonical
/// equivalence, which links normalization code and tables (about 50 KB)
/// into the theme lab's engine. The text compared here (CSS names and
/// values, color keywords, token paths) is ASCII or compared as CSS
/// compares it, code point by code point, so its bytes are its identity.
public enum UTF8Text {
    /// Whether `text` and `other` have the same UTF-8 bytes.
    public static func equal(_ text: some StringProtocol, _ other: some StringProtocol) -> Bool {
        text.utf8.elementsEqual(other.utf8)
    }

    /// Whether `text` is exactly `literal`'s bytes.
    public static func equal(_ text: some StringProtocol, _ literal: StaticString) -> Bool {
        literal.withUTF8Buffer { text.utf8.elementsEqual($0) }
    }

    /// Whether `text` begins with `literal`'s bytes.
    public static func hasPrefix(_ text: some StringProtocol, _ literal: StaticString) -> Bool {
        literal.withUTF8Buffer { text.utf8.starts(with: $0) }
    }

    /// A set or dictionary key for text: hashed and compared by bytes.
    public static func key(_ text: some StringProtocol) -> [UInt8] { Array(text.utf8) }
}
