/// A definition's regex made a PCRE2 pattern: `\%{id}` replaced by the
/// named `<define-regex>`, `\%[` and `\%]` by word boundaries, the regex's
/// own options put inside it. An end regex may refer to what its start
/// matched (`\%{name@start}`); such a pattern is finished per match.
struct ExpandedPattern: Sendable, Hashable {
    enum Piece: Sendable, Hashable {
        case text(String)
        /// A group of the start match, by number or name.
        case startGroup(String)
    }

    var pieces: [Piece]

    var isDynamic: Bool { pieces.contains { if case .startGroup = $0 { true } else { false } } }

    /// The pattern, with nothing to fill in.
    var text: String {
        pieces.map { if case .text(let text) = $0 { text } else { "" } }.joined()
    }

    /// The pattern with each start group's text, quoted.
    func filled(_ group: (String) -> String) -> String {
        var result = ""
        for piece in pieces {
            switch piece {
            case .text(let text): result += text
            case .startGroup(let name): result += Self.quote(group(name))
            }
        }
        return result
    }

    /// `text` matched literally, as GLib's `g_regex_escape_string` does.
    static func quote(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x80, !(scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)) {
                if scalar == "\0" { result += "\\0"; continue }
                result.append("\\")
            }
            result.unicodeScalars.append(scalar)
        }
        return result
    }
}

/// Expands regexes against the definitions loaded for one language.
struct PatternExpander {
    /// Every `<define-regex>` loaded, by qualified id.
    let regexes: [String: RegexSource]
    /// Each language's `<keyword-char-class>`.
    let keywordCharClasses: [String: String]
    /// The classes among them that hold every ASCII letter, digit and `_`.
    private let wordCharacterClasses: Set<String>

    init(regexes: [String: RegexSource], keywordCharClasses: [String: String]) {
        self.regexes = regexes
        self.keywordCharClasses = keywordCharClasses
        let sample = KeywordTrie.wordBytes
        wordCharacterClasses = Set(Set(keywordCharClasses.values).filter { characters in
            guard let pattern = try? CompiledPattern("^(?:" + characters + ")+$", jit: false) else { return false }
            let scratch = MatchScratch(matchLimit: 10_000, jitStack: false)
            return sample.withUnsafeBufferPointer { pattern.match($0, from: 0, scratch: scratch) == .found }
        })
    }

    /// Why a regex could not be expanded.
    struct Failure: Error, Sendable {
        var message: String
    }

    func expand(_ source: RegexSource) throws(Failure) -> ExpandedPattern {
        var visiting: Set<String> = []
        var pieces: [ExpandedPattern.Piece] = []
        try expand(source, into: &pieces, visiting: &visiting)
        // Adjacent text pieces joined, each run appended to one string (not
        // a new string for every piece added to it).
        var joined: [ExpandedPattern.Piece] = []
        var text: String?
        for piece in pieces {
            switch piece {
            case .text(let part):
                if text == nil { text = part } else { text?.append(part) }
            case .startGroup:
                if let run = text { joined.append(.text(run)) }
                text = nil
                joined.append(piece)
            }
        }
        if let run = text { joined.append(.text(run)) }
        return ExpandedPattern(pieces: joined)
    }

    private func expand(_ source: RegexSource, into pieces: inout [ExpandedPattern.Piece], visiting: inout Set<String>) throws(Failure) {
        // The regex's own options, whatever surrounds it: `(?^` resets them.
        pieces.append(.text("(?^" + (source.extended ? "x" : "") + (source.caseInsensitive ? "i" : "") + ":"))
        if let words = KeywordTrie.words(source.pattern), wordCharactersAreKeywordCharacters(source.language) {
            pieces.append(.text(wordStart(language: source.language) + "(" + KeywordTrie.pattern(words) + ")"
                                + wordEnd(language: source.language) + (source.extended ? "\n)" : ")")))
            return
        }
        // Bytes: every character looked for is ASCII, which UTF-8 never
        // uses inside another character.
        let bytes = Array(source.pattern.utf8)
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count)
        func flush() {
            pieces.append(.text(String(decoding: text, as: UTF8.self)))
            text.removeAll(keepingCapacity: true)
        }
        var index = 0
        while index < bytes.count {
            // Up to the next backslash in one copy.
            let backslash = bytes[index...].firstIndex(of: UInt8(ascii: "\\")) ?? bytes.count
            if backslash > index {
                text += bytes[index..<backslash]
                index = backslash
                continue
            }
            let byte = bytes[index]
            guard index + 1 < bytes.count else {
                text.append(byte)
                index += 1
                continue
            }
            let next = bytes[index + 1]
            guard next == UInt8(ascii: "%"), index + 2 < bytes.count else {
                text.append(byte)
                text.append(next)
                index += 2
                continue
            }
            switch bytes[index + 2] {
            case UInt8(ascii: "["):
                text += wordStart(language: source.language).utf8
                index += 3
            case UInt8(ascii: "]"):
                text += wordEnd(language: source.language).utf8
                index += 3
            case UInt8(ascii: "{"):
                guard let close = bytes[(index + 3)...].firstIndex(of: UInt8(ascii: "}")) else {
                    throw Failure(message: "`\\%{` without its `}`")
                }
                let name = String(decoding: bytes[(index + 3)..<close], as: UTF8.self)
                index = close + 1
                if let at = name.utf8.firstIndex(of: UInt8(ascii: "@")) {
                    guard name[name.index(after: at)...] == "start" else { throw Failure(message: "unknown reference `\\%{\(name)}`") }
                    flush()
                    pieces.append(.startGroup(String(name[..<at])))
                    continue
                }
                let id = name.utf8.contains(UInt8(ascii: ":")) ? name : source.language + ":" + name
                guard let referenced = regexes[id] else { throw Failure(message: "no regex `\(name)` is defined") }
                guard visiting.insert(id).inserted else { throw Failure(message: "the regex `\(name)` refers to itself") }
                flush()
                try expand(referenced, into: &pieces, visiting: &visiting)
                visiting.remove(id)
            default:
                text.append(byte)
                text.append(next)
                index += 2
            }
        }
        // In extended mode a comment runs to the end of the line: end it
        // before the group closes.
        text += (source.extended ? "\n)" : ")").utf8
        flush()
    }

    /// Whether `\%[` and `\%]` take every ASCII letter, digit and `_` as
    /// part of a word in `language` (`\b` does; so do the classes Debian's
    /// definitions set).
    private func wordCharactersAreKeywordCharacters(_ language: String) -> Bool {
        keywordCharClasses[language].map(wordCharacterClasses.contains) ?? true
    }

    private func wordStart(language: String) -> String {
        guard let characters = keywordCharClasses[language] else { return "\\b" }
        return "(?<!" + characters + ")(?=" + characters + ")"
    }

    private func wordEnd(language: String) -> String {
        guard let characters = keywordCharClasses[language] else { return "\\b" }
        return "(?<=" + characters + ")(?!" + characters + ")"
    }
}

/// A `<keyword>` list as a trie of alternatives: `\%[(Int|Int16|Int32)\%]`
/// becomes `\%[(Int(?:16|32)?)\%]`. PCRE2 tries a plain list one word
/// after another at every word start (Swift's library types are 250
/// words); the trie tries a character once. Between word boundaries, with
/// words of word characters only, a match is the whole word at that
/// place, so which of the words matches, and where it ends, cannot differ.
enum KeywordTrie {
    /// Every ASCII letter, digit and `_`.
    static let wordBytes: [UInt8] = (0..<128).map(UInt8.init).filter(isWordByte)

    /// The words of `\%[(word|word…)\%]`, when each is letters, digits and
    /// `_`; nil for any other pattern.
    static func words(_ pattern: String) -> [String]? {
        guard pattern.hasPrefix("\\%[("), pattern.hasSuffix(")\\%]") else { return nil }
        let inner = pattern.dropFirst(4).dropLast(4)
        let words = inner.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        guard words.count > 1,
              words.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy(isWordByte) }) else { return nil }
        return words
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"): true
        default: false
        }
    }

    /// The alternatives of `words` with shared beginnings taken once.
    static func pattern(_ words: [String]) -> String {
        // Sorted: the words that share a beginning are next to each other,
        // a word before those it begins.
        let sorted = Set(words.map { Array($0.utf8) }).sorted { $0.lexicographicallyPrecedes($1) }
        var output: [UInt8] = []
        output.reserveCapacity(sorted.reduce(0) { $0 + $1.count + 1 })
        _ = alternatives(sorted, sorted.indices, depth: 0, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Writes the words of `range` (all longer than `depth`, all alike
    /// before it) from byte `depth` on as alternatives, one per next byte;
    /// returns how many.
    private static func alternatives(_ words: [[UInt8]], _ range: Range<Int>, depth: Int, into output: inout [UInt8]) -> Int {
        var branches = 0
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = words[index][depth]
            var next = index
            while next < range.upperBound, words[next][depth] == byte { next += 1 }
            if branches > 0 { output.append(UInt8(ascii: "|")) }
            branches += 1
            output.append(byte)
            // A word that ends here sorts first.
            let endsHere = words[index].count == depth + 1
            let longer = (endsHere ? index + 1 : index)..<next
            if !longer.isEmpty {
                var inner: [UInt8] = []
                let innerBranches = alternatives(words, longer, depth: depth + 1, into: &inner)
                if innerBranches == 1 && !endsHere {
                    output += inner
                } else {
                    output += "(?:".utf8
                    output += inner
                    output += (endsHere ? ")?" : ")").utf8
                }
            }
            index = next
        }
        return branches
    }
}
