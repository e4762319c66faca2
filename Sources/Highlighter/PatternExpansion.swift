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
    var regexes: [String: RegexSource]
    /// Each language's `<keyword-char-class>`.
    var keywordCharClasses: [String: String]

    /// Why a regex could not be expanded.
    struct Failure: Error, Sendable {
        var message: String
    }

    func expand(_ source: RegexSource) throws(Failure) -> ExpandedPattern {
        var visiting: Set<String> = []
        var pieces: [ExpandedPattern.Piece] = []
        try expand(source, into: &pieces, visiting: &visiting)
        // Adjacent text pieces joined.
        var joined: [ExpandedPattern.Piece] = []
        for piece in pieces {
            if case .text(let text) = piece, case .text(let previous)? = joined.last {
                joined[joined.count - 1] = .text(previous + text)
            } else {
                joined.append(piece)
            }
        }
        return ExpandedPattern(pieces: joined)
    }

    private func expand(_ source: RegexSource, into pieces: inout [ExpandedPattern.Piece], visiting: inout Set<String>) throws(Failure) {
        // The regex's own options, whatever surrounds it: `(?^` resets them.
        pieces.append(.text("(?^" + (source.extended ? "x" : "") + (source.caseInsensitive ? "i" : "") + ":"))
        var text = ""
        let scalars = Array(source.pattern.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "\\", index + 1 < scalars.count else {
                text.unicodeScalars.append(scalar)
                index += 1
                continue
            }
            let next = scalars[index + 1]
            guard next == "%", index + 2 < scalars.count else {
                text.unicodeScalars.append(scalar)
                text.unicodeScalars.append(next)
                index += 2
                continue
            }
            let kind = scalars[index + 2]
            switch kind {
            case "[":
                text += wordStart(language: source.language)
                index += 3
            case "]":
                text += wordEnd(language: source.language)
                index += 3
            case "{":
                guard let close = scalars[(index + 3)...].firstIndex(of: "}") else {
                    throw Failure(message: "`\\%{` without its `}`")
                }
                let name = String(String.UnicodeScalarView(scalars[(index + 3)..<close]))
                index = close + 1
                if let at = name.firstIndex(of: "@") {
                    guard name[name.index(after: at)...] == "start" else { throw Failure(message: "unknown reference `\\%{\(name)}`") }
                    pieces.append(.text(text))
                    text = ""
                    pieces.append(.startGroup(String(name[..<at])))
                    continue
                }
                let id = name.utf8.contains(UInt8(ascii: ":")) ? name : source.language + ":" + name
                guard let referenced = regexes[id] else { throw Failure(message: "no regex `\(name)` is defined") }
                guard visiting.insert(id).inserted else { throw Failure(message: "the regex `\(name)` refers to itself") }
                pieces.append(.text(text))
                text = ""
                try expand(referenced, into: &pieces, visiting: &visiting)
                visiting.remove(id)
            default:
                text.unicodeScalars.append(scalar)
                text.unicodeScalars.append(next)
                index += 2
            }
        }
        // In extended mode a comment runs to the end of the line: end it
        // before the group closes.
        pieces.append(.text(text + (source.extended ? "\n)" : ")")))
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
