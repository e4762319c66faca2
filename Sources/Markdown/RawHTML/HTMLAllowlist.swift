import Cgumbo

/// The raw HTML `rawHTML: safe` keeps: GitHub's allowlist (the elements and
/// attributes its Markdown sanitizer keeps, plus `picture` and `source`,
/// which github.com also shows), narrowed where an attribute would reach
/// into the site's own page (`class`, `style`, `tabindex`, `accesskey`).
enum HTMLAllowlist {
    /// What becomes of an element.
    enum ElementPolicy: Sendable {
        /// Written out with its allowed attributes.
        case keep
        /// Its tag is dropped, its content kept (`<center>`, `<font>`,
        /// `<section>`…), as GitHub does.
        case unwrap
        /// Dropped with everything in it: script, style sheets, frames,
        /// forms' text fields, SVG and MathML.
        case remove
    }

    static let keptElements: Set<String> = [
        "h1", "h2", "h3", "h4", "h5", "h6", "br", "b", "i", "strong", "em", "a", "pre", "code", "img", "tt",
        "div", "ins", "del", "sup", "sub", "p", "picture", "source", "ol", "ul", "table", "thead", "tbody",
        "tfoot", "caption", "colgroup", "col", "tr", "td", "th", "blockquote", "dl", "dt", "dd", "kbd", "q",
        "samp", "var", "hr", "ruby", "rt", "rp", "li", "s", "strike", "summary", "details", "figure",
        "figcaption", "abbr", "bdo", "cite", "dfn", "mark", "small", "span", "time", "wbr",
    ]

    /// Removed with their content. The first group holds text that is not
    /// markup (script, style, `<title>`…); the rest is content no docs page
    /// should run or embed.
    static let removedElements: Set<String> = [
        "script", "style", "template", "title", "textarea", "xmp", "iframe", "noembed", "noframes",
        "noscript", "plaintext", "svg", "math", "object", "embed", "applet", "frameset", "frame",
        "select", "head", "meta", "link", "base",
    ]

    /// Elements written without a closing tag.
    static let voidElements: Set<String> = ["br", "img", "hr", "wbr", "source", "col"]

    /// The policy of each `GumboTag`, by its raw value (unknown tags, such
    /// as custom elements, are unwrapped).
    static let policies: [ElementPolicy] = (0..<Int(GUMBO_TAG_LAST.rawValue)).map { raw in
        let name = String(cString: gumbo_normalized_tagname(GumboTag(UInt32(raw))))
        if keptElements.contains(name) { return .keep }
        if removedElements.contains(name) { return .remove }
        return .unwrap
    }

    /// The policy of a tag gumbo does not know, by its lowercased name.
    static func policy(ofUnknown name: String) -> ElementPolicy {
        keptElements.contains(name) ? .keep : (removedElements.contains(name) ? .remove : .unwrap)
    }

    /// Names of known tags, by raw value.
    static let names: [String] = (0..<Int(GUMBO_TAG_LAST.rawValue)).map {
        String(cString: gumbo_normalized_tagname(GumboTag(UInt32($0))))
    }

    /// How a kept attribute's value is treated.
    enum AttributeKind: Sendable {
        /// Written as it is (escaped).
        case plain
        /// A URL: kept only with a safe scheme (`http`, `https`, `mailto`
        /// for links) or none (relative).
        case url
        /// `srcset`: every candidate's URL is checked as `url`.
        case sourceSet
        /// `id`, `name`: namespaced (`user-content-…`) as GitHub does, so
        /// that no doc can take an id of the page around it.
        case identifier
    }

    /// Attributes kept on any kept element: GitHub's "all" list, less the
    /// ones that reach into the page around the doc (`tabindex`,
    /// `accesskey`, `target`) or belong to forms.
    static let globalAttributes: [String: AttributeKind] = [
        "id": .identifier, "title": .plain, "lang": .plain, "dir": .plain, "align": .plain,
        "aria-label": .plain, "aria-hidden": .plain, "role": .plain, "width": .plain, "height": .plain,
        "border": .plain, "valign": .plain, "nowrap": .plain, "hspace": .plain, "vspace": .plain, "clear": .plain,
        "color": .plain, "size": .plain, "noshade": .plain, "compact": .plain, "cellpadding": .plain,
        "cellspacing": .plain, "frame": .plain, "rules": .plain, "char": .plain, "charoff": .plain, "axis": .plain,
        "abbr": .plain, "summary": .plain, "datetime": .plain, "itemprop": .plain, "start": .plain, "span": .plain,
        "scope": .plain, "colspan": .plain, "rowspan": .plain,
    ]

    /// Attributes kept on particular elements.
    static let elementAttributes: [String: [String: AttributeKind]] = [
        "a": ["href": .url, "name": .identifier, "rel": .plain, "hreflang": .plain],
        "img": ["src": .url, "alt": .plain, "width": .plain, "height": .plain, "srcset": .sourceSet,
                "sizes": .plain, "hspace": .plain, "vspace": .plain, "border": .plain, "loading": .plain],
        "source": ["srcset": .sourceSet, "media": .plain, "type": .plain, "width": .plain, "height": .plain,
                   "sizes": .plain],
        "div": ["itemscope": .plain, "itemtype": .plain],
        "blockquote": ["cite": .url], "q": ["cite": .url], "del": ["cite": .url, "datetime": .plain],
        "ins": ["cite": .url, "datetime": .plain], "time": ["datetime": .plain],
        "details": ["open": .plain],
        "ol": ["start": .plain, "type": .plain, "reversed": .plain], "ul": ["type": .plain],
        "li": ["value": .plain, "type": .plain],
        "table": ["border": .plain, "cellpadding": .plain, "cellspacing": .plain, "width": .plain, "summary": .plain],
        "td": ["colspan": .plain, "rowspan": .plain, "valign": .plain, "width": .plain, "height": .plain,
               "nowrap": .plain, "headers": .plain],
        "th": ["colspan": .plain, "rowspan": .plain, "valign": .plain, "width": .plain, "height": .plain,
               "nowrap": .plain, "scope": .plain, "abbr": .plain, "headers": .plain],
        "tr": ["valign": .plain], "thead": ["valign": .plain], "tbody": ["valign": .plain], "tfoot": ["valign": .plain],
        "col": ["span": .plain, "width": .plain], "colgroup": ["span": .plain, "width": .plain],
        "hr": ["width": .plain, "size": .plain, "noshade": .plain],
        "abbr": ["title": .plain], "dfn": ["title": .plain], "bdo": ["dir": .plain],
    ]

    /// The kind of `attribute` on `element`, or nil when it is dropped.
    static func kind(of attribute: String, on element: String) -> AttributeKind? {
        globalAttributes[attribute] ?? elementAttributes[element]?[attribute]
    }

    /// Whether `url` may be kept: no scheme (relative, `#fragment`,
    /// `//host`) or `http`/`https`, and for links `mailto`. Read as browsers
    /// read it: tabs and line breaks anywhere are ignored, and leading and
    /// trailing spaces and control characters.
    static func isSafeURL(_ url: String, link: Bool) -> Bool {
        // A control character inside is no URL a doc means, and a reader
        // less strict than the URL standard might skip it (`jav\u{18}ascript:`).
        if url.utf8.drop(while: { $0 <= 0x20 }).contains(where: { ($0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D) || $0 == 0x7F }) {
            return false
        }
        // Nor is a script scheme with spaces inside (`jav&#x09;ascript :x`):
        // the URL standard reads no scheme there, a laxer reader might.
        if scriptSchemes.contains(squeezedScheme(url)) { return false }
        // The URL standard's scheme state: a letter, then letters, digits,
        // `+`, `-`, `.` up to a `:`. Anything else first: no scheme.
        var scheme: [UInt8] = []
        var started = false
        for byte in url.utf8 {
            if byte == 0x09 || byte == 0x0A || byte == 0x0D { continue }
            if !started {
                if byte <= 0x20 { continue }
                started = true
            }
            let lower = byte | 0x20
            let isLetter = lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")
            if scheme.isEmpty && !isLetter { return true }
            if byte == UInt8(ascii: ":") {
                let name = String(decoding: scheme, as: UTF8.self)
                return name == "http" || name == "https" || (link && name == "mailto")
            }
            guard isLetter || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") else { return true }
            scheme.append(isLetter ? lower : byte)
        }
        return true
    }

    /// Schemes that run or embed something, never kept however written.
    static let scriptSchemes: Set<String> = ["javascript", "vbscript", "data", "file"]

    /// The letters before the first `:` of `url` with every space and
    /// control character left out, lowercased; "" when another byte comes
    /// first.
    static func squeezedScheme(_ url: String) -> String {
        var scheme: [UInt8] = []
        for byte in url.utf8 where byte > 0x20 {
            if byte == UInt8(ascii: ":") { return String(decoding: scheme, as: UTF8.self) }
            let lower = byte | 0x20
            guard lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z"), scheme.count < 16 else { return "" }
            scheme.append(lower)
        }
        return ""
    }

    /// The URLs of a `srcset` value's candidates, read as the HTML standard
    /// reads them: separated by commas, each URL followed by optional
    /// descriptors (`2x`, `640w`).
    static func sourceSetURLs(_ value: String) -> [String] {
        let bytes = Array(value.utf8)
        var urls: [String] = []
        var index = 0
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D }
        while index < bytes.count {
            while index < bytes.count, isSpace(bytes[index]) || bytes[index] == UInt8(ascii: ",") { index += 1 }
            guard index < bytes.count else { break }
            let start = index
            while index < bytes.count, !isSpace(bytes[index]) { index += 1 }
            var end = index
            var endsCandidate = false
            while end > start, bytes[end - 1] == UInt8(ascii: ",") { end -= 1; endsCandidate = true }
            urls.append(String(decoding: bytes[start..<end], as: UTF8.self))
            guard !endsCandidate else { continue }
            // Descriptors, up to a comma outside parentheses.
            var depth = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "(") { depth += 1 }
                if byte == UInt8(ascii: ")") { depth = max(0, depth - 1) }
                index += 1
                if byte == UInt8(ascii: ","), depth == 0 { break }
            }
        }
        return urls
    }
}
