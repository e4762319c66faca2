/// What a fence's info string says besides the language: a title, as
/// MkDocs and Docusaurus write it (```` ```py title="app.py" ````) or
/// VitePress labels a block (```` ```js [config.js] ````), and the lines to
/// mark.
struct CodeBlockInfo: Equatable {
    /// Shown in a bar above the block; nil for none.
    var title: String?

    /// The lines to mark, 1-based, as written (`4-6` is `4...6`, `6-4`
    /// too), in the order written: VitePress and Docusaurus write them in
    /// braces (```` ```js{1,4-6} ````, ```` ```js {1,4-6} ````), MkDocs as
    /// `hl_lines="2 3"` or `hl_lines="2-4 7"`, Hugo as `hl_lines=[2, "4-6"]`.
    /// Numbers past `LineNumbers.largest` count as it, so a hostile
    /// `{1-99999999999999999999}` is one range like any other.
    var marks: [ClosedRange<Int>] = []

    /// Whether the info string names no language: it starts with the
    /// braces of its marks (```` ```{1,3} ````) or with an option, as
    /// PyMdown's SuperFences reads ```` ```hl_lines="17" ````.
    var namesNoLanguage = false

    /// Docusaurus' `npm2yarn` after the language (```` ```bash npm2yarn ````):
    /// its plugin's npm, Yarn and pnpm tabs, which theme-preview does not make.
    var npm2yarn = false

    /// `title="…"` or `title='…'` anywhere after the language; the first
    /// `{…}` of numbers, commas, `-` and spaces, and `hl_lines=`.
    init(_ info: String) {
        let braced = Self.bracedMarks(info)
        marks = braced.marks + Self.hlLines(info)
        namesNoLanguage = (braced.first && !braced.marks.isEmpty) || Self.startsWithOption(info)
        if let value = Self.value(of: "title=", in: info) {
            title = value.quoted ? String(value.text) : String(value.text.prefix { $0 != " " && $0 != "\t" && $0 != "}" })
        } else if let label = Self.bracketLabel(info) {
            title = label
        }
        if title?.isEmpty == true { title = nil }
        let words = info.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst()
        npm2yarn = words.contains("npm2yarn")
    }

    /// Whether the first word is an option (`name=`, the name a letter
    /// then letters, digits and `_`): a language name has no `=`.
    private static func startsWithOption(_ info: String) -> Bool {
        let word = info.drop { $0 == " " || $0 == "\t" }.prefix { $0 != " " && $0 != "\t" }
        guard let equals = word.firstIndex(of: "="), let first = word.first, first.isASCII, first.isLetter else { return false }
        return word[..<equals].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }

    /// VitePress' label in brackets after the language (```` ```js [config.js] ````,
    /// a code group's tab name).
    static func bracketLabel(_ info: String) -> String? {
        bracketLabelRange(info).map { String(info[info.index(after: $0.lowerBound)..<info.index(before: $0.upperBound)]) }
    }

    /// `info` without its bracketed label (```` ```js [config.js] {2} ```` is
    /// ```` ```js  {2} ````): a code group's label names its tab instead.
    static func withoutBracketLabel(_ info: String) -> String {
        guard let range = bracketLabelRange(info) else { return info }
        return String(info[..<range.lowerBound] + info[range.upperBound...])
    }

    /// Where the bracketed label is, brackets included.
    private static func bracketLabelRange(_ info: String) -> Range<String.Index>? {
        guard let open = info.firstIndex(of: "["), let close = info[open...].firstIndex(of: "]") else { return nil }
        let before = info[..<open]
        guard before.isEmpty || before.last == " " || before.last == "\t" || !before.contains(" ") else { return nil }
        guard !info[info.index(after: open)..<close].contains("=") else { return nil }
        return open..<info.index(after: close)
    }

    /// The value of `key` (`title=`, `hl_lines=`) where it starts an
    /// attribute (after a space, a tab, `{` or `,`, not `subtitle=`):
    /// the text between quotes, or unquoted, the rest of the string; nil
    /// for no such attribute or an unclosed quote.
    private static func value(of key: String, in info: String) -> (text: Substring, quoted: Bool)? {
        var searched = info[...]
        while let found = searched.range(of: key) {
            searched = info[found.upperBound...]
            if let last = info[..<found.lowerBound].last, !(last == " " || last == "\t" || last == "{" || last == ",") { continue }
            let rest = info[found.upperBound...]
            guard let quote = rest.first else { return nil }
            if quote == "\"" || quote == "'" {
                let value = rest.dropFirst()
                guard let close = value.firstIndex(of: quote) else { return nil }
                return (value[..<close], true)
            }
            return (rest, false)
        }
        return nil
    }

    /// The first `{…}` that holds only digits, commas, `-` and spaces, and
    /// at least one digit (not Pandoc's `{.python}`, nor Hugo's
    /// `{hl_lines=…}`, read by `hlLines`).
    /// `first`: the braces are the info string's first word.
    private static func bracedMarks(_ info: String) -> (marks: [ClosedRange<Int>], first: Bool) {
        // (Most info strings have no brace: splitting them by Characters was 15 M instructions on the proposals.)
        guard info.utf8.contains(UInt8(ascii: "{")) else { return ([], false) }
        let parts = info.split(separator: "{", omittingEmptySubsequences: false)
        for (index, part) in parts.enumerated().dropFirst() {
            guard let close = part.firstIndex(of: "}") else { continue }
            let inside = part[..<close]
            guard inside.contains(where: \.isASCIIDigit),
                  inside.allSatisfy({ $0.isASCIIDigit || $0 == "," || $0 == "-" || $0 == " " }) else { continue }
            return (LineNumbers.ranges(inside), index == 1 && parts[0].allSatisfy { $0 == " " || $0 == "\t" })
        }
        return ([], false)
    }

    /// MkDocs' `hl_lines="2 3"`, `hl_lines="2-4 7"`, Hugo's
    /// `hl_lines=[2, "4-6"]` and `hl_lines=2`.
    private static func hlLines(_ info: String) -> [ClosedRange<Int>] {
        guard let value = value(of: "hl_lines=", in: info) else { return [] }
        var text = value.text
        if !value.quoted, text.first == "[" {
            text = text.dropFirst().prefix { $0 != "]" }
        } else if !value.quoted {
            text = text.prefix { $0.isASCIIDigit || $0 == "-" }
        }
        return LineNumbers.ranges(text.filter { $0 != "\"" && $0 != "'" }[...])
    }
}

/// Line numbers and ranges as generators write them: `1,4-6`, `2 3`.
enum LineNumbers {
    /// Numbers are read up to this; larger ones count as it (no block has
    /// that many lines, and no number overflows).
    static let largest = 1_000_000_000

    /// Each number or range `a-b` between commas and spaces; pieces that
    /// are neither (`-`, `3-`, `x`) are left out.
    static func ranges(_ text: Substring) -> [ClosedRange<Int>] {
        text.split { $0 == "," || $0 == " " || $0 == "\t" }.compactMap { piece in
            let bounds = piece.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
            guard let first = bounds.first, let low = number(first) else { return nil }
            guard bounds.count == 2 else { return low...low }
            guard let high = number(bounds[1]) else { return nil }
            return min(low, high)...max(low, high)
        }
    }

    /// Decimal digits only, at least one; saturated at `largest`.
    private static func number(_ digits: Substring) -> Int? {
        guard !digits.isEmpty else { return nil }
        var value = 0
        for character in digits {
            guard let digit = character.asciiDigitValue else { return nil }
            value = min(value * 10 + digit, largest)
        }
        return value
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { asciiDigitValue != nil }

    fileprivate var asciiDigitValue: Int? {
        guard let ascii = asciiValue, ascii >= UInt8(ascii: "0"), ascii <= UInt8(ascii: "9") else { return nil }
        return Int(ascii - UInt8(ascii: "0"))
    }
}
