/// The words of a token's name as the guesses read them: every path part
/// split at `-`, `_`, spaces and camelCase humps, lower-cased
/// (`color.backgroundBrand-bold` is color, background, brand, bold).
struct TokenWords: Sendable, Hashable {
    /// The words of each path part, in order.
    var parts: [[String]]

    init(path: [String]) {
        parts = path.map(TokenWords.split)
    }

    /// Every word, path order.
    var all: [String] { parts.flatMap { $0 } }

    /// Splits one path part into lower-cased words: at `-`, `_`, space and
    /// `/`, before an upper-case letter that follows a lower-case one, and
    /// between letters and digits.
    static func split(_ part: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in part {
            if character == "-" || character == "_" || character == " " || character == "/" {
                if !current.isEmpty { words.append(current) }
                current = ""
                previous = nil
                continue
            }
            if let previous, !current.isEmpty {
                let hump = character.isUppercase && previous.isLowercase
                let digitEdge = character.isNumber != previous.isNumber
                if hump || digitEdge {
                    words.append(current)
                    current = ""
                }
            }
            current += character.lowercased()
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// Words that say nothing about a slot (`color.…`, `sys.…`): not
    /// counted against a candidate that does not explain them.
    static let generic: Set<String> = ["color", "colors", "colour", "colours", "token", "tokens", "sys", "ref", "semantic",
                                       "theme", "value", "palette", "global", "alias", "$root", "font", "fonts", "typography", "size", "sizes",
                                       "dimension", "scale"]
}
