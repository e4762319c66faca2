/// Turns heading text into the `id` GitHub gives the heading, so links
/// written against a README on GitHub (or its generated table of contents)
/// keep working.
///
/// The rule is github-slugger's, which reproduces GitHub's: lowercase the
/// text, remove every character that is punctuation other than `_`
/// (connector punctuation) and `-`, a symbol (emoji among them), a
/// separator other than the space, a control, format or private-use
/// character, or an unassigned code point, unless it is alphabetic (a
/// circled letter); then turn each space into `-`. Letters, marks and
/// numbers of every script stay: `## 一、事务` gives `一事务`, and
/// ``Where's the `?` operator`` gives `wheres-the--operator` (the removed
/// `?` leaves its two spaces). Nothing is collapsed or trimmed.
///
/// One deviation: a heading with nothing left (`## !!!`) gets `section`
/// rather than an empty id, which HTML does not allow. The result never
/// contains characters that need escaping in an HTML attribute.
enum Slug {
    static let fallback = "section"

    static func make(from text: String) -> String {
        makeASCII(text) ?? makeFromScalars(text)
    }

    /// The rule, scalar by scalar, for any text.
    static func makeFromScalars(_ text: String) -> String {
        // A capital sigma is lowercased by its neighbours (`lowercased`): the text as a whole then.
        guard !text.unicodeScalars.contains("\u{3A3}") else {
            var slug = String.UnicodeScalarView()
            for scalar in lowercased(text) {
                if scalar == " " {
                    slug.append("-")
                } else if keeps(scalar) {
                    slug.append(scalar)
                }
            }
            return slug.isEmpty ? fallback : String(slug)
        }
        // Else each scalar alone, as `lowercased()` maps them, into UTF-8 bytes; ASCII by `makeASCII`'s rule.
        var slug: [UInt8] = []
        slug.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                appendASCII(UInt8(scalar.value), to: &slug)
                continue
            }
            for lower in scalar.properties.lowercaseMapping.unicodeScalars where keeps(lower) {
                slug.append(contentsOf: lower.utf8)
            }
        }
        return slug.isEmpty ? fallback : String(decoding: slug, as: UTF8.self)
    }

    /// Whether `scalar` (already lowercased, not a space) stays in a slug.
    static func keeps(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        switch properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark,
             .decimalNumber, .letterNumber, .connectorPunctuation:
            return true
        default:
            return scalar == "-" || properties.isAlphabetic
        }
    }

    /// `text` lowercased as JavaScript's `toLowerCase` does: Swift's
    /// `lowercased()` maps each scalar alone, so a capital sigma at the end
    /// of a word is made final (`ς`) here, as Unicode's Final_Sigma rule
    /// says: after a cased letter and not before one (case-ignorable
    /// characters such as apostrophes in between are skipped).
    static func lowercased(_ text: String) -> [Unicode.Scalar] {
        let scalars = Array(text.unicodeScalars)
        guard scalars.contains("\u{3A3}") else { return Array(text.lowercased().unicodeScalars) }
        var result: [Unicode.Scalar] = []
        result.reserveCapacity(scalars.count)
        for (index, scalar) in scalars.enumerated() {
            guard scalar == "\u{3A3}" else {
                result.append(contentsOf: String(scalar).lowercased().unicodeScalars)
                continue
            }
            let before = scalars[..<index].reversed().first { !$0.properties.isCaseIgnorable }
            let after = scalars[(index + 1)...].first { !$0.properties.isCaseIgnorable }
            let final = before?.properties.isCased == true && after?.properties.isCased != true
            result.append(final ? "\u{3C2}" : "\u{3C3}")
        }
        return result
    }

    /// The same rule for text that is all ASCII, byte by byte: letters
    /// (lowercased), digits, `_` and `-` are kept, a space becomes `-`,
    /// every other character is removed. `nil` for any other text.
    static func makeASCII(_ text: String) -> String? {
        var text = text
        return text.withUTF8 { makeASCII(bytes: $0) }
    }

    /// `makeASCII` of text given as its UTF-8 bytes.
    static func makeASCII(bytes: some Collection<UInt8>) -> String? {
        var slug: [UInt8] = []
        slug.reserveCapacity(bytes.count)
        for byte in bytes {
            guard byte < 0x80 else { return nil }
            appendASCII(byte, to: &slug)
        }
        return slug.isEmpty ? fallback : String(decoding: slug, as: UTF8.self)
    }

    /// An ASCII character by the rule: a letter lowercased, a digit, `_`
    /// or `-` kept, a space as `-`, any other left out.
    @inline(__always)
    private static func appendASCII(_ byte: UInt8, to slug: inout [UInt8]) {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): slug.append(byte | 0x20)
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "-"):
            slug.append(byte)
        case UInt8(ascii: " "): slug.append(UInt8(ascii: "-"))
        default: break
        }
    }
}
