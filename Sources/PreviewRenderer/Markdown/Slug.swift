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
}
