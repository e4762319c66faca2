/// Percent-encoding of URLs the site publishes (sitemap.xml, canonical
/// links, Open Graph), as RFC 3986 says: every byte of the UTF-8 text that
/// may not stand as itself becomes `%XX` (upper-case hex), so a page
/// `docs/My Notes/日本語.html` is
/// `docs/My%20Notes/%E6%97%A5%E6%9C%AC%E8%AA%9E.html`.
public enum PercentEncoding {
    /// A path made from file names: unreserved characters, `/`, and the
    /// sub-delimiters, `:` and `@` that a path segment may hold stay;
    /// everything else is encoded, `%` too (a file name is never encoded
    /// already: `100%.md` is `100%25.html`), as are `?` and `#`, which
    /// would end the path.
    public static func path(_ text: String) -> String {
        encode(text, keepingEncoded: false) { isUnreserved($0) || isSubDelimiter($0) || "/:@".utf8.contains($0) }
    }

    /// A whole URL the user wrote (the base URL): its delimiters stay, and
    /// so does a `%XX` already in it; spaces, non-ASCII characters and any
    /// other `%` are encoded.
    public static func url(_ text: String) -> String {
        encode(text, keepingEncoded: true) { isUnreserved($0) || isSubDelimiter($0) || ":/?#[]@".utf8.contains($0) }
    }

    private static func encode(_ text: String, keepingEncoded: Bool, keeps: (UInt8) -> Bool) -> String {
        let bytes = Array(text.utf8)
        guard !bytes.allSatisfy(keeps) else { return text }
        let hex = Array("0123456789ABCDEF".utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count * 3)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if keepingEncoded, byte == UInt8(ascii: "%"), index + 2 < bytes.count,
               isHexDigit(bytes[index + 1]), isHexDigit(bytes[index + 2]) {
                result.append(contentsOf: bytes[index...(index + 2)])
                index += 3
                continue
            }
            if keeps(byte) {
                result.append(byte)
            } else {
                result.append(contentsOf: [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]])
            }
            index += 1
        }
        return String(decoding: result, as: UTF8.self)
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
             UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    private static func isSubDelimiter(_ byte: UInt8) -> Bool {
        "!$&'()*+,;=".utf8.contains(byte)
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "F"),
             UInt8(ascii: "a")...UInt8(ascii: "f"):
            return true
        default:
            return false
        }
    }
}
