import Basics
import DTCG

/// Names of a design system's tokens in one format, made from the tokens'
/// paths as words (`colors.bg.default` -> `colors`, `bg`, `default`) and
/// spelled as the platform spells names (`--colors-bg-default`,
/// `colorsBgDefault`, `colors_bg_default`), each distinct: a name already
/// taken, by an earlier token or by the file itself, gets `2`, `3`... as a
/// last word, and a warning at the token says so.
struct ExportNameTable {
    let format: String
    let caseInsensitive: Bool
    /// Who has each name (lower-cased when `caseInsensitive`).
    private var owners: [String: String] = [:]
    private(set) var warnings: [Diagnostic] = []

    /// - Parameters:
    ///   - reserved: Names the file uses itself, each with who has it
    ///     (`a Kotlin keyword`).
    ///   - caseInsensitive: Names become file names (asset catalogs).
    init(format: String, reserved: [String: String] = [:], caseInsensitive: Bool = false) {
        self.format = format
        self.caseInsensitive = caseInsensitive
        for (name, owner) in reserved { owners[caseInsensitive ? name.lowercased() : name] = owner }
    }

    /// The name of `token` (or a part of it: `words` may add to the
    /// path's), `spell(words)` when free.
    mutating func name(for token: DTCGToken, words: [String], spell: ([String]) -> String) -> String {
        let wanted = spell(words)
        var name = wanted
        var number = 2
        while owners[key(name)] != nil {
            name = spell(words + [String(number)])
            number += 1
        }
        if let owner = owners[key(wanted)], name != wanted {
            warnings.append(Diagnostic(file: token.file, at: token.location, severity: .warning,
                                       message: "'\(token.name)' is written \(name) by --format \(format): \(wanted) is taken by \(owner)"))
        }
        owners[key(name)] = "'\(token.name)'"
        return name
    }

    private func key(_ name: String) -> String { caseInsensitive ? name.lowercased() : name }

    /// A path's words: each group name split at anything but letters and
    /// digits and where a lower-case letter meets an upper-case one
    /// (`fontSizes` -> `font`, `sizes`), lower-cased; `$root` (a group's own
    /// token) left out. With `asciiOnly`, letters outside ASCII separate
    /// words too (Android's resource names); else a letter outside ASCII
    /// that may start an identifier (`é`, `色`) is kept. Never empty:
    /// `token` when nothing is left; a first word starting with a digit
    /// gets `token` before it when `letterFirst` (identifiers).
    static func words(_ path: [String], asciiOnly: Bool = false, letterFirst: Bool = false) -> [String] {
        var words: [String] = []
        for segment in path where segment != "$root" {
            var word = ""
            var previousWasLower = false
            for scalar in segment.unicodeScalars {
                let isUpper = ("A"..."Z").contains(scalar)
                let isLower = ("a"..."z").contains(scalar)
                let isDigit = ("0"..."9").contains(scalar)
                let isOther = !scalar.isASCII && !asciiOnly && scalar.properties.isXIDStart
                if isUpper, previousWasLower, !word.isEmpty {
                    words.append(word)
                    word = ""
                }
                if isUpper || isLower || isDigit || isOther {
                    word += isUpper || isOther ? String(scalar).lowercased() : String(scalar)
                } else if !word.isEmpty {
                    words.append(word)
                    word = ""
                }
                previousWasLower = isLower || (isOther && scalar.properties.isLowercase)
            }
            if !word.isEmpty { words.append(word) }
        }
        if words.isEmpty { return ["token"] }
        if letterFirst, let first = words[0].unicodeScalars.first, ("0"..."9").contains(first) { words.insert("token", at: 0) }
        return words
    }
}
