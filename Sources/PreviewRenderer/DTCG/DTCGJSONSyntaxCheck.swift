/// Finds where JSON that Foundation rejected goes wrong, and says what was
/// expected there: Foundation's messages say little ("Invalid value around
/// character 12"). Used only to locate errors; values are read by Yams.
///
/// Trailing commas are accepted, as Foundation on Linux accepts them.
struct DTCGJSONSyntaxCheck {
    struct Token {
        enum Kind: Equatable {
            /// The characters between the quotes, escapes as written.
            case string(raw: String, closed: Bool)
            case punctuation(Unicode.Scalar)
            /// A run of letters, digits, `+`, `-` and `.`: a number or a
            /// literal, valid or not.
            case word(String)
            case other(Unicode.Scalar)
        }

        var kind: Kind
        var location: SourceLocation
        /// From the start of the text, in UTF-8 bytes, as Foundation counts.
        var utf8Offset: Int
        /// A string cut by a line break.
        var cutByLineBreak = false
    }

    /// Foundation reads no deeper than this.
    static let maximumDepth = 512
    static let tooDeep = "arrays and objects are nested more than \(maximumDepth) levels deep"

    let tokens: [Token]
    /// Just after the last character that is not white space.
    let end: SourceLocation

    init(_ text: String) {
        var tokens: [Token] = []
        let scalars = Array(text.unicodeScalars)
        var index = 0
        var line = 1
        var column = 1
        var offset = 0
        var end = SourceLocation(line: 1, column: 1)

        func advance() {
            let scalar = scalars[index]
            offset += UTF8.width(scalar)
            index += 1
            if scalar == "\n" || (scalar == "\r" && (index >= scalars.count || scalars[index] != "\n")) {
                line += 1
                column = 1
            } else if scalar != "\r" {
                column += 1
            }
        }

        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{FEFF}" {
                advance()
                continue
            }
            let start = SourceLocation(line: line, column: column)
            let startOffset = offset
            if scalar == "\"" {
                advance()
                var raw = String.UnicodeScalarView()
                var closed = false
                var cut = false
                while index < scalars.count {
                    let current = scalars[index]
                    if current == "\"" {
                        advance()
                        closed = true
                        break
                    }
                    if current == "\n" || current == "\r" {
                        cut = true
                        break
                    }
                    raw.append(current)
                    advance()
                    if current == "\\", index < scalars.count, scalars[index] != "\n", scalars[index] != "\r" {
                        raw.append(scalars[index])
                        advance()
                    }
                }
                tokens.append(Token(kind: .string(raw: String(raw), closed: closed), location: start,
                                    utf8Offset: startOffset, cutByLineBreak: cut))
            } else if "{}[]:,".unicodeScalars.contains(scalar) {
                advance()
                tokens.append(Token(kind: .punctuation(scalar), location: start, utf8Offset: startOffset))
            } else if DTCGJSONSyntaxCheck.isWordScalar(scalar) {
                var word = String.UnicodeScalarView()
                while index < scalars.count, DTCGJSONSyntaxCheck.isWordScalar(scalars[index]) {
                    word.append(scalars[index])
                    advance()
                }
                tokens.append(Token(kind: .word(String(word)), location: start, utf8Offset: startOffset))
            } else {
                advance()
                tokens.append(Token(kind: .other(scalar), location: start, utf8Offset: startOffset))
            }
            end = SourceLocation(line: line, column: column)
        }
        self.tokens = tokens
        self.end = end
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "+", "-", ".", "_": true
        default: false
        }
    }

    // MARK: - The first problem

    /// The first syntax error, with where it is; nil when none is found.
    func firstProblem() -> (location: SourceLocation, message: String)? {
        enum Expect { case value, key, colon, commaOrEnd, nothing }
        var containers: [(scalar: Unicode.Scalar, location: SourceLocation)] = []
        var expect = Expect.value
        var lastKey = ""

        func closeValue() {
            expect = containers.isEmpty ? .nothing : .commaOrEnd
        }

        func unexpected(_ token: Token, expect: Expect, lastKey: String) -> String {
            let found = DTCGJSONSyntaxCheck.describe(token)
            if let hint = DTCGJSONSyntaxCheck.hint(for: token) {
                return "unexpected \(found); \(hint)"
            }
            switch expect {
            case .value:
                return "expected a value, found \(found)"
            case .key:
                return "expected a key in double quotes or '}', found \(found)"
            case .colon:
                return "expected ':' after the key \"\(lastKey)\", found \(found)"
            case .commaOrEnd:
                let close = containers.last?.scalar == "{" ? "}" : "]"
                return "expected ',' or '\(close)', found \(found); is a ',' missing?"
            case .nothing:
                return "unexpected \(found) after the end of the JSON value"
            }
        }

        for token in tokens {
            if case .string(let raw, let closed) = token.kind {
                guard closed else {
                    if token.cutByLineBreak {
                        return (token.location, "line break in a string: write \\n, or close the string with '\"'")
                    }
                    return (token.location, "unterminated string: the closing '\"' is missing")
                }
                if let problem = DTCGJSONSyntaxCheck.escapeProblem(in: raw, at: token.location) {
                    return problem
                }
            }
            if case .word(let word) = token.kind, expect == .value {
                guard DTCGJSONSyntaxCheck.isValidWord(word) else {
                    return (token.location, DTCGJSONSyntaxCheck.invalidWord(word))
                }
                if let number = Double(word), !number.isFinite {
                    return (token.location, "number '\(DTCGNode.shortened(word))' is out of range: numbers must fit a 64-bit floating-point number (at most about 1.8e308)")
                }
            }
            switch (expect, token.kind) {
            case (.value, .string), (.value, .word):
                closeValue()
            case (.value, .punctuation(let p)) where p == "{" || p == "[":
                containers.append((p, token.location))
                if containers.count > DTCGJSONSyntaxCheck.maximumDepth {
                    return (token.location, DTCGJSONSyntaxCheck.tooDeep)
                }
                expect = p == "{" ? .key : .value
            case (.value, .punctuation("]")) where containers.last?.scalar == "[":
                containers.removeLast()
                closeValue()
            case (.key, .string(let raw, _)):
                lastKey = raw
                expect = .colon
            case (.key, .punctuation("}")):
                containers.removeLast()
                closeValue()
            case (.colon, .punctuation(":")):
                expect = .value
            case (.commaOrEnd, .punctuation(",")):
                expect = containers.last?.scalar == "{" ? .key : .value
            case (.commaOrEnd, .punctuation(let p)) where (p == "}" && containers.last?.scalar == "{")
                || (p == "]" && containers.last?.scalar == "["):
                containers.removeLast()
                closeValue()
            default:
                return (token.location, unexpected(token, expect: expect, lastKey: lastKey))
            }
        }
        if let open = containers.last {
            return (end, "unexpected end of file: the '\(open.scalar)' at line \(open.location.line), column \(open.location.column) is never closed")
        }
        if expect == .value {
            return (end, "the file holds no JSON value")
        }
        return nil
    }

    private static func describe(_ token: Token) -> String {
        switch token.kind {
        case .string(let raw, _): "the string \"\(DTCGNode.shortened(raw))\""
        case .punctuation(let scalar), .other(let scalar): "'\(scalar)'"
        case .word(let word): "'\(word)'"
        }
    }

    /// What to do about things JSON does not allow but people write.
    private static func hint(for token: Token) -> String? {
        switch token.kind {
        case .other("'"): return "strings and keys need double quotes"
        case .other("/"): return "JSON has no comments"
        case .word(let word) where ["true", "false", "null"].contains(word.lowercased()) && !isValidWord(word):
            return "write \(word.lowercased())"
        default: return nil
        }
    }

    private static func invalidWord(_ word: String) -> String {
        if let first = word.first, first.isNumber || first == "-" || first == "+" || first == "." {
            return "invalid number '\(word)'"
        }
        if ["true", "false", "null"].contains(word.lowercased()) {
            return "unexpected '\(word)'; write \(word.lowercased())"
        }
        if "true".hasPrefix(word) || "false".hasPrefix(word) || "null".hasPrefix(word) {
            return "invalid value '\(word)'"
        }
        return "unexpected '\(word)'; text needs double quotes"
    }

    /// `true`, `false`, `null` or a JSON number.
    static func isValidWord(_ word: String) -> Bool {
        if word == "true" || word == "false" || word == "null" { return true }
        var scalars = Substring(word).unicodeScalars[...]
        func digits() -> Int {
            var count = 0
            while let first = scalars.first, ("0"..."9").contains(first) {
                scalars.removeFirst()
                count += 1
            }
            return count
        }
        if scalars.first == "-" { scalars.removeFirst() }
        if scalars.first == "0" {
            scalars.removeFirst()
            if let first = scalars.first, ("0"..."9").contains(first) { return false }
        } else if digits() == 0 {
            return false
        }
        if scalars.first == "." {
            scalars.removeFirst()
            if digits() == 0 { return false }
        }
        if scalars.first == "e" || scalars.first == "E" {
            scalars.removeFirst()
            if scalars.first == "+" || scalars.first == "-" { scalars.removeFirst() }
            if digits() == 0 { return false }
        }
        return scalars.isEmpty
    }

    /// A bad escape or an unpaired surrogate in a string's raw text.
    private static func escapeProblem(in raw: String, at start: SourceLocation) -> (SourceLocation, String)? {
        let scalars = Array(raw.unicodeScalars)
        var index = 0
        var pendingHigh: (index: Int, text: String)?
        func location(_ index: Int) -> SourceLocation {
            SourceLocation(line: start.line, column: start.column + 1 + index)
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar.value < 0x20 {
                return (location(index), "unescaped control character in a string (write \\n, \\t or \\u00XX)")
            }
            guard scalar == "\\" else {
                if let high = pendingHigh { return (location(high.index), "unpaired surrogate escape '\(high.text)'") }
                index += 1
                continue
            }
            guard index + 1 < scalars.count else { return (location(index), "invalid escape sequence '\\'") }
            let escaped = scalars[index + 1]
            if escaped == "u" {
                let hex = String(String.UnicodeScalarView(scalars[(index + 2)..<min(index + 6, scalars.count)]))
                guard hex.count == 4, let value = UInt32(hex, radix: 16) else {
                    return (location(index), "invalid escape sequence '\\u\(hex)'")
                }
                let text = "\\u" + hex
                if (0xD800...0xDBFF).contains(value) {
                    if let high = pendingHigh { return (location(high.index), "unpaired surrogate escape '\(high.text)'") }
                    pendingHigh = (index, text)
                } else if (0xDC00...0xDFFF).contains(value) {
                    guard pendingHigh != nil else { return (location(index), "unpaired surrogate escape '\(text)'") }
                    pendingHigh = nil
                } else if let high = pendingHigh {
                    return (location(high.index), "unpaired surrogate escape '\(high.text)'")
                }
                index += 6
                continue
            }
            if let high = pendingHigh { return (location(high.index), "unpaired surrogate escape '\(high.text)'") }
            guard "\"\\/bfnrt".unicodeScalars.contains(escaped) else {
                return (location(index), "invalid escape sequence '\\\(escaped)'")
            }
            index += 2
        }
        if let high = pendingHigh { return (location(high.index), "unpaired surrogate escape '\(high.text)'") }
        return nil
    }

    // MARK: - Positions

    /// The 1-based line and column (in Unicode scalars) of a UTF-8 offset.
    static func location(ofUTF8Offset target: Int, in text: String) -> SourceLocation {
        var line = 1
        var column = 1
        var offset = 0
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if offset >= target { break }
            if scalar == "\n" {
                if previous != "\r" { line += 1 }
                column = 1
            } else if scalar == "\r" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            previous = scalar
            offset += UTF8.width(scalar)
        }
        return SourceLocation(line: line, column: column)
    }

    // MARK: - Long keys

    /// The first object key longer than `limit` characters.
    func firstKey(longerThan limit: Int) -> (text: String, length: Int, location: SourceLocation)? {
        for (index, token) in tokens.enumerated() where index + 1 < tokens.count && tokens[index + 1].kind == .punctuation(":") {
            guard case .string(let raw, _) = token.kind, raw.unicodeScalars.count > limit else { continue }
            return (raw, raw.unicodeScalars.count, token.location)
        }
        return nil
    }

    // MARK: - Duplicate keys

    /// Where `key` is written a second time in the object whose key at
    /// `first` is its first occurrence.
    func duplicate(of key: String, firstAt first: SourceLocation) -> SourceLocation? {
        guard let start = tokens.firstIndex(where: { $0.location == first }) else { return nil }
        var depth = 0
        var index = start + 1
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .punctuation("{"), .punctuation("["):
                depth += 1
            case .punctuation("}"), .punctuation("]"):
                if depth == 0 { return nil }
                depth -= 1
            case .string(let raw, _) where depth == 0:
                if index + 1 < tokens.count, tokens[index + 1].kind == .punctuation(":"),
                   DTCGJSONSyntaxCheck.unescape(raw) == key {
                    return token.location
                }
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// The text of a JSON string's raw contents.
    static func unescape(_ raw: String) -> String {
        var result = String.UnicodeScalarView()
        let scalars = Array(raw.unicodeScalars)
        var index = 0
        var high: UInt32?
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "\\", index + 1 < scalars.count else {
                result.append(scalar)
                index += 1
                continue
            }
            let escaped = scalars[index + 1]
            index += 2
            switch escaped {
            case "b": result.append("\u{08}")
            case "f": result.append("\u{0C}")
            case "n": result.append("\n")
            case "r": result.append("\r")
            case "t": result.append("\t")
            case "u":
                let hex = String(String.UnicodeScalarView(scalars[index..<min(index + 4, scalars.count)]))
                index += 4
                guard let value = UInt32(hex, radix: 16) else { continue }
                if (0xD800...0xDBFF).contains(value) {
                    high = value
                } else if (0xDC00...0xDFFF).contains(value), let first = high {
                    let combined = 0x10000 + ((first - 0xD800) << 10) + (value - 0xDC00)
                    if let character = Unicode.Scalar(combined) { result.append(character) }
                    high = nil
                } else if let character = Unicode.Scalar(value) {
                    result.append(character)
                }
            default: result.append(escaped)
            }
        }
        return String(result)
    }
}
