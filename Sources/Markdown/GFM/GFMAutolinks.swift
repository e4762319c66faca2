/// GitHub's extended autolinks, found in text as cmark-gfm's `autolink.c`
/// finds them: `www.` after a space, `(`, `*`, `_` or `~`;
/// `http://`, `https://` and `ftp://`; and e-mail addresses. Trailing
/// `?`, `!`, `.`, `,`, `:`, `*`, `_`, `~`, quotes, an entity-like `&x;` and
/// unbalanced `)` are left out of the link.
enum GFMAutolinks {
    struct Link: Equatable {
        /// The link's bytes in the scanned text.
        var range: Range<Int>
        /// The destination: the text, after `http://` for `www.`, after
        /// `mailto:` for an address.
        var url: String
    }

    /// The links in `text[..<end]`; bytes from `end` on are what follows
    /// the text in the source (read, never linked). `before` is the
    /// character before the text (nil at the start of a paragraph).
    static func find(in text: [UInt8], end: Int, before: Unicode.Scalar?) -> [Link] {
        var links: [Link] = []
        var index = 0
        var lastEnd = 0
        while index < end {
            let byte = text[index]
            if byte == UInt8(ascii: "w"), let link = www(text, at: index, end: end, before: before) {
                links.append(link)
                index = link.range.upperBound
                lastEnd = index
                continue
            }
            if byte == UInt8(ascii: ":"), let link = url(text, at: index, end: end, from: lastEnd) {
                links.append(link)
                index = link.range.upperBound
                lastEnd = index
                continue
            }
            index += 1
        }
        // Addresses in the text between those links.
        var result: [Link] = []
        var start = 0
        for link in links + [Link(range: end..<end, url: "")] {
            result += emails(text, in: start..<link.range.lowerBound)
            if !link.url.isEmpty { result.append(link) }
            start = link.range.upperBound
        }
        return result
    }

    private static func www(_ text: [UInt8], at index: Int, end: Int, before: Unicode.Scalar?) -> Link? {
        guard index + 4 <= end, text[index + 1] == UInt8(ascii: "w"), text[index + 2] == UInt8(ascii: "w"),
              text[index + 3] == UInt8(ascii: ".") else { return nil }
        // cmark_isspace: ASCII white space only.
        let previous: UInt8? = index > 0 ? text[index - 1] : before.map { $0.isASCII ? UInt8($0.value) : 0x80 }
        if let previous, !isSpace(previous), !"*_~(".utf8.contains(previous) { return nil }
        let domain = checkDomain(text, from: index, allowShort: false)
        guard domain > 0 else { return nil }
        var linkEnd = index + domain
        while linkEnd < end, !isSpace(text[linkEnd]), text[linkEnd] != UInt8(ascii: "<") { linkEnd += 1 }
        linkEnd = min(linkEnd, end)
        let length = trimmed(text, from: index, length: linkEnd - index)
        guard length > 0 else { return nil }
        let range = index..<(index + length)
        return Link(range: range, url: "http://" + String(decoding: text[range], as: UTF8.self))
    }

    private static func url(_ text: [UInt8], at colon: Int, end: Int, from earliest: Int) -> Link? {
        guard colon + 3 < end, text[colon + 1] == UInt8(ascii: "/"), text[colon + 2] == UInt8(ascii: "/") else { return nil }
        var start = colon
        while start > earliest, isAlpha(text[start - 1]) { start -= 1 }
        let scheme = String(decoding: text[start..<colon], as: UTF8.self).lowercased()
        // cmark-gfm links `http://🍄.ga/`: a byte of a UTF-8 sequence counts.
        guard ["http", "https", "ftp"].contains(scheme), isAlnum(text[colon + 3]) || text[colon + 3] >= 0x80 else { return nil }
        let domain = checkDomain(text, from: colon + 3, allowShort: true)
        guard domain > 0 else { return nil }
        var linkEnd = colon + 3 + domain
        while linkEnd < end, !isSpace(text[linkEnd]), text[linkEnd] != UInt8(ascii: "<") { linkEnd += 1 }
        linkEnd = min(linkEnd, end)
        let length = trimmed(text, from: colon, length: linkEnd - colon)
        guard length > 0 else { return nil }
        let range = start..<(colon + length)
        return Link(range: range, url: String(decoding: text[range], as: UTF8.self))
    }

    /// Addresses in `text[range]`, as cmark-gfm's `postprocess_text`.
    private static func emails(_ text: [UInt8], in range: Range<Int>) -> [Link] {
        var links: [Link] = []
        var offset = range.lowerBound
        while offset < range.upperBound {
            guard let at = text[offset..<range.upperBound].firstIndex(of: UInt8(ascii: "@")) else { break }
            var start = at
            while start > offset, isAlnum(text[start - 1]) || ".+-_".utf8.contains(text[start - 1]) { start -= 1 }
            guard start < at else {
                offset = at + 1
                continue
            }
            var linkEnd = 0
            var ats = 0, dots = 0
            let size = range.upperBound - at
            while linkEnd < size {
                let byte = text[at + linkEnd]
                if isAlnum(byte) {
                    // part of the address
                } else if byte == UInt8(ascii: "@") {
                    ats += 1
                } else if byte == UInt8(ascii: "."), linkEnd < size - 1, isAlnum(text[at + linkEnd + 1]) {
                    dots += 1
                } else if byte != UInt8(ascii: "-"), byte != UInt8(ascii: "_") {
                    break
                }
                linkEnd += 1
            }
            guard linkEnd >= 2, ats == 1, dots > 0,
                  isAlpha(text[at + linkEnd - 1]) || text[at + linkEnd - 1] == UInt8(ascii: ".") else {
                offset = at + 1
                continue
            }
            let length = trimmed(text, from: at, length: linkEnd)
            guard length > 0 else {
                offset = at + 1
                continue
            }
            let linkRange = start..<(at + length)
            links.append(Link(range: linkRange, url: "mailto:" + String(decoding: text[linkRange], as: UTF8.self)))
            offset = linkRange.upperBound
        }
        return links
    }

    /// cmark-gfm's `check_domain`: the length of the domain at `start`
    /// (0 when an underscore is in one of its last two labels, or, unless
    /// `allowShort`, it has no dot).
    private static func checkDomain(_ text: [UInt8], from start: Int, allowShort: Bool) -> Int {
        let size = text.count - start
        var index = 1
        var dots = 0, underscores = 0, lastUnderscores = 0
        while index < size - 1 {
            if text[start + index] == UInt8(ascii: "\\"), index < size - 2 { index += 1 }
            let byte = text[start + index]
            if byte == UInt8(ascii: "_") {
                underscores += 1
            } else if byte == UInt8(ascii: ".") {
                lastUnderscores = underscores
                underscores = 0
                dots += 1
            } else if !isHostCharacter(text, at: start + index), byte != UInt8(ascii: "-") {
                break
            }
            index += 1
        }
        if (lastUnderscores > 0 || underscores > 0) && dots <= 10 { return 0 }
        return allowShort || dots > 0 ? index : 0
    }

    /// Not white space or punctuation; a byte inside a UTF-8 sequence is
    /// not one (cmark-gfm reads the text a byte at a time here).
    private static func isHostCharacter(_ text: [UInt8], at index: Int) -> Bool {
        guard let scalar = scalar(in: text, at: index) else { return false }
        return !GFMCharacters.isSpace(scalar) && !GFMCharacters.isPunctuation(scalar)
    }

    /// The scalar whose UTF-8 encoding starts at `index`.
    static func scalar(in text: [UInt8], at index: Int) -> Unicode.Scalar? {
        let lead = text[index]
        let length: Int
        switch lead {
        case 0x00...0x7F: return Unicode.Scalar(lead)
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return nil
        }
        guard index + length <= text.count else { return nil }
        var decoder = UTF8()
        var iterator = text[index..<(index + length)].makeIterator()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return nil
    }

    /// cmark-gfm's `autolink_delim`: the link's length without trailing
    /// punctuation, unbalanced `)` and an entity-like `&name;`.
    private static func trimmed(_ text: [UInt8], from start: Int, length: Int) -> Int {
        var linkEnd = length
        var opening = 0, closing = 0
        for index in 0..<linkEnd {
            let byte = text[start + index]
            if byte == UInt8(ascii: "<") {
                linkEnd = index
                break
            } else if byte == UInt8(ascii: "(") {
                opening += 1
            } else if byte == UInt8(ascii: ")") {
                closing += 1
            }
        }
        while linkEnd > 0 {
            switch text[start + linkEnd - 1] {
            case UInt8(ascii: ")"):
                if closing <= opening { return linkEnd }
                closing -= 1
                linkEnd -= 1
            case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ":"),
                 UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "'"), UInt8(ascii: "\""):
                linkEnd -= 1
            case UInt8(ascii: ";"):
                guard linkEnd >= 2 else {
                    linkEnd -= 1
                    continue
                }
                var newEnd = linkEnd - 2
                while newEnd > 0, isAlpha(text[start + newEnd]) { newEnd -= 1 }
                if newEnd < linkEnd - 2, text[start + newEnd] == UInt8(ascii: "&") {
                    linkEnd = newEnd
                } else {
                    linkEnd -= 1
                }
            default:
                return linkEnd
            }
        }
        return linkEnd
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    private static func isAlpha(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static func isAlnum(_ byte: UInt8) -> Bool {
        isAlpha(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}

/// cmark's classes of characters, for delimiter runs and domains.
enum GFMCharacters {
    /// `cmark_utf8proc_is_space`: ASCII white space and Unicode Zs.
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0C, 0x0D, 0x20: return true
        default: return scalar.value > 0x7F && scalar.properties.generalCategory == .spaceSeparator
        }
    }

    /// `cmark_utf8proc_is_punctuation`: ASCII punctuation and Unicode P*.
    static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value
            return (0x21...0x2F).contains(value) || (0x3A...0x40).contains(value) || (0x5B...0x60).contains(value)
                || (0x7B...0x7E).contains(value)
        }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
             .finalPunctuation, .otherPunctuation:
            return true
        default:
            return false
        }
    }
}
