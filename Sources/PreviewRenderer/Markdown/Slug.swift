/// Turns heading text into an `id` usable in a URL fragment.
///
/// Lowercased; letters (any script), combining marks following them and
/// decimal digits are kept; every run of anything else (spaces,
/// punctuation, symbols) becomes a single `-`; leading and trailing `-` are
/// dropped; an empty result becomes `section`. The result never contains
/// characters that need escaping in an HTML attribute.
enum Slug {
    static let fallback = "section"

    static func make(from text: String) -> String {
        makeASCII(text) ?? makeFromScalars(text)
    }

    /// The rule, scalar by scalar, for any text.
    static func makeFromScalars(_ text: String) -> String {
        var slug = String.UnicodeScalarView()
        var pendingSeparator = false
        var afterKept = false
        for scalar in text.lowercased().unicodeScalars {
            let keep: Bool
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter,
                 .modifierLetter, .otherLetter, .decimalNumber:
                keep = true
            case .nonspacingMark, .spacingMark, .enclosingMark:
                // Accents and vowel signs belong to the letter before them.
                keep = afterKept
            default:
                keep = false
            }
            if keep {
                if pendingSeparator && !slug.isEmpty { slug.append("-") }
                pendingSeparator = false
                slug.append(scalar)
                afterKept = true
            } else {
                pendingSeparator = true
                afterKept = false
            }
        }
        return slug.isEmpty ? fallback : String(slug)
    }

    /// The same rule for text that is all ASCII, byte by byte: letters
    /// (lowercased) and digits are kept, there are no combining marks.
    /// `nil` for any other text.
    static func makeASCII(_ text: String) -> String? {
        var text = text
        return text.withUTF8 { bytes -> String? in
            var slug: [UInt8] = []
            slug.reserveCapacity(bytes.count)
            var pendingSeparator = false
            for byte in bytes {
                guard byte < 0x80 else { return nil }
                let lower = byte | 0x20
                if (lower >= 0x61 && lower <= 0x7A) || (byte >= 0x30 && byte <= 0x39) {
                    if pendingSeparator && !slug.isEmpty { slug.append(UInt8(ascii: "-")) }
                    pendingSeparator = false
                    slug.append(byte >= 0x30 && byte <= 0x39 ? byte : lower)
                } else {
                    pendingSeparator = true
                }
            }
            return slug.isEmpty ? fallback : String(decoding: slug, as: UTF8.self)
        }
    }
}
