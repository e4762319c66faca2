/// An id written after a heading's text, as Hugo, Docusaurus, MkDocs
/// (attr_list) and kramdown read it: `## Installing {#install}` or
/// `## Installing { #install }`. The id is used as written, so links to it
/// survive any change to the heading's words.
enum ExplicitHeadingID {
    /// The text before the `{#id}` (trailing spaces removed) and the id;
    /// nil when `text` does not end with one. An id is letters, marks,
    /// digits, `-`, `_`, `:` and `.`, so it never needs escaping; anything
    /// else leaves the braces as text.
    static func split(_ text: String) -> (text: String, id: String)? {
        var scalars = Substring(text).unicodeScalars
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        guard scalars.last == "}" else { return nil }
        scalars.removeLast()
        guard let open = scalars.lastIndex(of: "{") else { return nil }
        var inside = scalars[scalars.index(after: open)...]
        while let first = inside.first, first == " " { inside.removeFirst() }
        while let last = inside.last, last == " " { inside.removeLast() }
        guard inside.first == "#" else { return nil }
        let id = inside.dropFirst()
        guard !id.isEmpty, id.allSatisfy(isIDScalar) else { return nil }
        var before = scalars[..<open]
        while let last = before.last, last == " " || last == "\t" { before.removeLast() }
        return (String(String.UnicodeScalarView(before)), String(String.UnicodeScalarView(id)))
    }

    static func isIDScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "-", "_", ":", ".": return true
        default:
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                 .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber:
                return true
            default:
                return false
            }
        }
    }
}
