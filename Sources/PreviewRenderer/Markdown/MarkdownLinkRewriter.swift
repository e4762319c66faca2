/// Points links between Markdown sources at the pages built from them:
/// `guide/setup.md#install` becomes `guide/setup.html#install`.
enum MarkdownLinkRewriter {
    /// The rewritten destination, or nil when `url` is left as it is:
    /// absolute URLs (with a scheme such as `https:` or `mailto:`),
    /// root-relative (`/`), protocol-relative (`//`) and fragment-only (`#`)
    /// links, and paths that do not end in `.md` (any case).
    static func rewrite(_ url: String) -> String? {
        guard let first = url.utf8.first, first != UInt8(ascii: "/"), first != UInt8(ascii: "#"),
              !hasScheme(url)
        else { return nil }
        let pathEnd = url.utf8.firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? url.endIndex
        let extension_ = Array(url[..<pathEnd].utf8.suffix(3))
        guard extension_.count == 3, extension_[0] == UInt8(ascii: "."),
              extension_[1] | 0x20 == UInt8(ascii: "m"), extension_[2] | 0x20 == UInt8(ascii: "d")
        else { return nil }
        // The last three bytes are ASCII, so this index is a character boundary.
        let extStart = url.utf8.index(pathEnd, offsetBy: -3)
        return String(url[..<extStart]) + ".html" + String(url[pathEnd...])
    }

    /// RFC 3986: `ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) ":"` before any
    /// `/`, `?` or `#`.
    static func hasScheme(_ url: String) -> Bool {
        var isFirst = true
        for byte in url.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
                break
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
                if isFirst { return false }
            case UInt8(ascii: ":"):
                return !isFirst
            default:
                return false
            }
            isFirst = false
        }
        return false
    }
}
