import Basics
/// Reads strict JSON (RFC 8259) into `DTCGNode`s that know where each value
/// and key is written, in one pass over the UTF-8 bytes: DTCG token files,
/// resolver documents and `*.theme.json` files.
///
/// RFC 8259 allows neither comments nor trailing commas: both are errors. The
/// first syntax error stops reading; its message says what was expected and
/// what was found, at its line and column (columns count Unicode scalars; a
/// leading byte order mark takes none; CRLF and lone CR end lines).
public struct JSONReader {
    /// Arrays and objects nest no deeper: a file a million brackets deep
    /// must not exhaust the stack.
    static let maximumDepth = 512
    /// In Unicode scalars.
    static let maximumKeyLength = 1_000

    struct SyntaxError: Error {
        /// In bytes from the start of the text.
        var offset: Int
        var message: String
    }

    /// The file's top-level value; nil, with a diagnostic, when the text is
    /// not JSON.
    public static func parse(_ file: DTCGFile, diagnostics: inout DTCGDiagnostics) -> DTCGNode? {
        diagnostics.register(file.path)
        var text = file.text
        let result = text.withUTF8 { bytes -> Result<DTCGNode, SyntaxError> in
            var reader = JSONReader(bytes: bytes, file: file.path)
            do throws(SyntaxError) {
                return .success(try reader.readDocument())
            } catch {
                return .failure(error)
            }
        }
        switch result {
        case .success(let node):
            return node
        case .failure(let error):
            let at = text.withUTF8 { TextInput.location(ofByte: error.offset, in: $0) }
            diagnostics.error(error.message, file: file.path, at: at)
            return nil
        }
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private let file: String
    private var offset = 0
    private var line = 1
    /// A place on the current line whose column is known, moved forward as
    /// values are located, so that locating every value of a long line
    /// costs one pass over it.
    private var markOffset = 0
    private var markColumn = 1
    /// Where each array or object being read starts, outermost first.
    private var openings: [Int] = []

    private init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
        self.bytes = bytes
        self.file = file
    }

    // MARK: - Values

    private mutating func readDocument() throws(SyntaxError) -> DTCGNode {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            offset = 3
            markOffset = 3
        }
        skipWhitespace()
        guard offset < bytes.count else { throw SyntaxError(offset: 0, message: Self.invalid("the file is empty")) }
        let value = try readValue()
        skipWhitespace()
        if offset < bytes.count {
            throw unexpected { "unexpected \($0) after the end of the JSON value" }
        }
        return value
    }

    /// The value at `offset`, white space already skipped.
    private mutating func readValue() throws(SyntaxError) -> DTCGNode {
        guard offset < bytes.count else { throw endOfFile() }
        let at = location()
        switch bytes[offset] {
        case UInt8(ascii: "{"): return try readObject(at: at)
        case UInt8(ascii: "["): return try readArray(at: at)
        case UInt8(ascii: "\""): return DTCGNode(.string(try readString()), file: file, location: at)
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return DTCGNode(.number(try readNumber()), file: file, location: at)
        case let byte where Self.isWordByte(byte):
            let start = offset
            let word = self.word(at: start)
            switch word {
            case "true": offset += 4; return DTCGNode(.bool(true), file: file, location: at)
            case "false": offset += 5; return DTCGNode(.bool(false), file: file, location: at)
            case "null": offset += 4; return DTCGNode(.null, file: file, location: at)
            default: throw SyntaxError(offset: start, message: Self.invalid(Self.invalidWord(word)))
            }
        default:
            throw unexpected { "expected a value, found \($0)" }
        }
    }

    private mutating func readObject(at start: SourceLocation) throws(SyntaxError) -> DTCGNode {
        try open()
        var members: [DTCGMember] = []
        /// Members by key, once there are too many to search.
        var index: [String: Int] = [:]
        skipWhitespace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
            return close(.object(members), at: start)
        }
        while true {
            guard offset < bytes.count else { throw endOfFile() }
            guard bytes[offset] == UInt8(ascii: "\"") else {
                // After a comma only a key may follow: '}' there is a trailing comma.
                let expected = members.isEmpty ? "a key in double quotes or '}'" : "a key in double quotes"
                let hint = Self.isWordByte(bytes[offset]) ? "; write \"\(DTCGNode.shortened(word(at: offset)))\"" : ""
                throw unexpected { "expected \(expected), found \($0)" + hint }
            }
            let keyOffset = offset
            let keyLocation = location()
            let key = try readString()
            if offset - keyOffset - 2 > Self.maximumKeyLength, key.unicodeScalars.count > Self.maximumKeyLength {
                throw SyntaxError(offset: keyOffset, message: "a key of \(key.unicodeScalars.count) characters ('\(DTCGNode.shortened(key))'): keys may be at most \(Self.maximumKeyLength) characters long")
            }
            let first = members.count < 16 ? members.firstIndex(where: { $0.key == key }) : index[key]
            if let first, let firstAt = members[first].keyLocation {
                throw SyntaxError(offset: keyOffset, message: "duplicate key '\(DTCGNode.shortened(key))' (first at line \(firstAt.line), column \(firstAt.column))")
            }
            skipWhitespace()
            guard offset < bytes.count else { throw endOfFile() }
            guard bytes[offset] == UInt8(ascii: ":") else {
                throw unexpected { "expected ':' after the key \"\(DTCGNode.shortened(key))\", found \($0)" }
            }
            offset += 1
            skipWhitespace()
            let value = try readValue()
            members.append(DTCGMember(key: key, keyLocation: keyLocation, value: value))
            if members.count == 16 {
                for (position, member) in members.enumerated() { index[member.key] = position }
            } else if members.count > 16 {
                index[key] = members.count - 1
            }
            guard try separator(closing: UInt8(ascii: "}"), what: "member") else { break }
        }
        return close(.object(members), at: start)
    }

    private mutating func readArray(at start: SourceLocation) throws(SyntaxError) -> DTCGNode {
        try open()
        var elements: [DTCGNode] = []
        skipWhitespace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
            return close(.array(elements), at: start)
        }
        while true {
            elements.append(try readValue())
            guard try separator(closing: UInt8(ascii: "]"), what: "item") else { break }
        }
        return close(.array(elements), at: start)
    }

    /// Reads the `,` between members or items (true) or the closing
    /// bracket (false, not consumed).
    private mutating func separator(closing: UInt8, what: String) throws(SyntaxError) -> Bool {
        skipWhitespace()
        guard offset < bytes.count else { throw endOfFile() }
        let close = Character(Unicode.Scalar(closing))
        switch bytes[offset] {
        case UInt8(ascii: ","):
            let comma = offset
            offset += 1
            skipWhitespace()
            if offset < bytes.count, bytes[offset] == closing {
                throw SyntaxError(offset: comma, message: Self.invalid("trailing comma before '\(close)': JSON allows no comma after the last \(what); remove it"))
            }
            return true
        case closing:
            return false
        case let byte:
            // The start of another value or key.
            let missing = byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") || Self.isWordByte(byte)
            throw unexpected { "expected ',' or '\(close)', found \($0)" + (missing ? "; is a ',' missing?" : "") }
        }
    }

    private mutating func open() throws(SyntaxError) {
        openings.append(offset)
        if openings.count > Self.maximumDepth {
            throw SyntaxError(offset: offset, message: Self.invalid("arrays and objects are nested more than \(Self.maximumDepth) levels deep"))
        }
        offset += 1
    }

    /// The array or object just read; `offset` is at its closing bracket.
    private mutating func close(_ kind: DTCGNode.Kind, at start: SourceLocation) -> DTCGNode {
        offset += 1
        openings.removeLast()
        return DTCGNode(kind, file: file, location: start)
    }

    // MARK: - Strings

    /// The string starting at `offset` (its opening quote), escapes decoded.
    private mutating func readString() throws(SyntaxError) -> String {
        let start = offset
        offset += 1
        let contentStart = offset
        // Most strings have no escape: they are their bytes.
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                offset += 1
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[contentStart..<(offset - 1)]), as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            offset += 1
        }
        var decoded = Array(bytes[contentStart..<offset])
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                return String(decoding: decoded, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try readEscape(into: &decoded, stringStart: start)
            case 0x0A, 0x0D:
                throw SyntaxError(offset: start, message: Self.invalid("line break in a string: write \\n, or close the string with '\"'"))
            case 0..<0x20:
                throw SyntaxError(offset: offset, message: Self.invalid("unescaped control character in a string (write \\n, \\t or \\u00XX)"))
            default:
                decoded.append(byte)
                offset += 1
            }
        }
        throw SyntaxError(offset: start, message: Self.invalid("unterminated string: the closing '\"' is missing"))
    }

    /// The escape at `offset` (its backslash), decoded into `decoded`.
    private mutating func readEscape(into decoded: inout [UInt8], stringStart: Int) throws(SyntaxError) {
        let backslash = offset
        guard backslash + 1 < bytes.count else {
            throw SyntaxError(offset: stringStart, message: Self.invalid("unterminated string: the closing '\"' is missing"))
        }
        let escaped = bytes[backslash + 1]
        let simple: UInt8? = switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): escaped
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        default: nil
        }
        if let simple {
            decoded.append(simple)
            offset += 2
            return
        }
        guard escaped == UInt8(ascii: "u") else {
            if escaped == 0x0A || escaped == 0x0D {
                throw SyntaxError(offset: stringStart, message: Self.invalid("line break in a string: write \\n, or close the string with '\"'"))
            }
            throw SyntaxError(offset: backslash, message: Self.invalid("invalid escape sequence '\\\(scalar(at: backslash + 1))'"))
        }
        let value = try hexEscape(at: backslash)
        offset += 6
        var scalar = value
        if (0xD800...0xDBFF).contains(value) {
            // A high surrogate needs a low one right after it.
            guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u"),
                  let low = try? hexEscape(at: offset), (0xDC00...0xDFFF).contains(low) else {
                throw SyntaxError(offset: backslash, message: Self.invalid("unpaired surrogate escape '\(escapeText(at: backslash))'"))
            }
            scalar = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
            offset += 6
        } else if (0xDC00...0xDFFF).contains(value) {
            throw SyntaxError(offset: backslash, message: Self.invalid("unpaired surrogate escape '\(escapeText(at: backslash))'"))
        }
        // Surrogates are excluded above, so every value is a scalar.
        UTF8.encode(Unicode.Scalar(scalar) ?? "\u{FFFD}") { decoded.append($0) }
    }

    /// The value of `\uXXXX` at `backslash`.
    private func hexEscape(at backslash: Int) throws(SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for position in (backslash + 2)..<(backslash + 6) {
            guard position < bytes.count, let digit = Self.hexDigit(bytes[position]) else {
                throw SyntaxError(offset: backslash, message: Self.invalid("invalid escape sequence '\(escapeText(at: backslash))'"))
            }
            value = value << 4 | digit
        }
        return value
    }

    /// `\u` and the hex digits after it, at most 4, as written.
    private func escapeText(at backslash: Int) -> String {
        var end = backslash + 2
        while end < bytes.count, end < backslash + 6, Self.hexDigit(bytes[end]) != nil { end += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[backslash..<end]), as: UTF8.self)
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    // MARK: - Numbers

    /// The number at `offset`: `-? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?`,
    /// and not followed by more letters or digits.
    private mutating func readNumber() throws(SyntaxError) -> Double {
        let start = offset
        let end = wordEnd(from: start)
        guard let value = Self.number(UnsafeBufferPointer(rebasing: bytes[start..<end])) else {
            throw SyntaxError(offset: start, message: Self.invalid("invalid number '\(DTCGNode.shortened(word(at: start)))'"))
        }
        guard value.isFinite else {
            throw SyntaxError(offset: start, message: Self.invalid("number '\(DTCGNode.shortened(word(at: start)))' is out of range: numbers must fit a 64-bit floating-point number (at most about 1.8e308)"))
        }
        offset = end
        return value
    }

    /// The value of a JSON number; nil when `text` is not one.
    static func number(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        var index = 0
        // Up to 15 significant digits fit a Double exactly; with a power of
        // ten up to 22 (also exact), one multiplication or division rounds
        // correctly. Other numbers go to the standard library's parser.
        var significand: UInt64 = 0
        var significantDigits = 0
        var scale = 0
        func isDigit() -> Bool {
            index < text.count && text[index] >= UInt8(ascii: "0") && text[index] <= UInt8(ascii: "9")
        }
        /// Reads digits; how many.
        func digits(fraction: Bool) -> Int {
            let start = index
            while isDigit() {
                let digit = UInt64(text[index] - UInt8(ascii: "0"))
                if significand != 0 || digit != 0 {
                    significantDigits += 1
                    if significantDigits <= 15 { significand = significand * 10 + digit }
                }
                if fraction { scale -= 1 }
                index += 1
            }
            return index - start
        }
        let negative = index < text.count && text[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        guard isDigit() else { return nil }
        if text[index] == UInt8(ascii: "0") {
            index += 1
            if isDigit() { return nil }
        } else {
            _ = digits(fraction: false)
        }
        if index < text.count, text[index] == UInt8(ascii: ".") {
            index += 1
            guard digits(fraction: true) > 0 else { return nil }
        }
        if index < text.count, text[index] == UInt8(ascii: "e") || text[index] == UInt8(ascii: "E") {
            index += 1
            var exponentNegative = false
            if index < text.count, text[index] == UInt8(ascii: "+") || text[index] == UInt8(ascii: "-") {
                exponentNegative = text[index] == UInt8(ascii: "-")
                index += 1
            }
            guard isDigit() else { return nil }
            var exponent = 0
            while isDigit() {
                exponent = min(exponent * 10 + Int(text[index] - UInt8(ascii: "0")), 1_000_000)
                index += 1
            }
            scale += exponentNegative ? -exponent : exponent
        }
        guard index == text.count else { return nil }
        if significantDigits <= 15, (-22...22).contains(scale) {
            let magnitude = scale < 0 ? Double(significand) / powersOfTen[-scale] : Double(significand) * powersOfTen[scale]
            return negative ? -magnitude : magnitude
        }
        return Double(String(decoding: text, as: UTF8.self))
    }

    private static let powersOfTen: [Double] = (0...22).map { exponent in
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }

    // MARK: - White space and positions

    /// Skips spaces, tabs and line breaks, counting lines.
    private mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                offset += 1
            case 0x0A:
                offset += 1
                newLine()
            case 0x0D:
                offset += 1
                if offset < bytes.count, bytes[offset] == 0x0A { offset += 1 }
                newLine()
            default:
                return
            }
        }
    }

    private mutating func newLine() {
        line += 1
        markOffset = offset
        markColumn = 1
    }

    /// Where `offset` is; `offset` never moves back to an earlier line.
    private mutating func location() -> SourceLocation {
        while markOffset < offset {
            if bytes[markOffset] & 0xC0 != 0x80 { markColumn += 1 }
            markOffset += 1
        }
        return SourceLocation(line: line, column: markColumn)
    }

    // MARK: - What was found

    /// The error for what is at `offset` where something else was
    /// expected; `expectation` words it from the description of what was
    /// found. Comments, single quotes and capitalized literals say so
    /// whatever was expected.
    private func unexpected(_ expectation: (String) -> String) -> SyntaxError {
        let byte = bytes[offset]
        if byte == UInt8(ascii: "/"), offset + 1 < bytes.count,
           bytes[offset + 1] == UInt8(ascii: "/") || bytes[offset + 1] == UInt8(ascii: "*") {
            let comment = bytes[offset + 1] == UInt8(ascii: "/") ? "//" : "/* */"
            return SyntaxError(offset: offset, message: Self.invalid("comments are not allowed in JSON; remove the '\(comment)' comment"))
        }
        if byte == UInt8(ascii: "'") {
            return SyntaxError(offset: offset, message: Self.invalid("unexpected '''; strings and keys need double quotes"))
        }
        if Self.isWordByte(byte) {
            let word = self.word(at: offset)
            if Self.literals.contains(word.lowercased()) && !Self.literals.contains(word) {
                return SyntaxError(offset: offset, message: Self.invalid("unexpected '\(word)'; write \(word.lowercased())"))
            }
        }
        return SyntaxError(offset: offset, message: Self.invalid(expectation(found())))
    }

    /// What is at `offset`, for a message: `the string "b"`, `'2'`, `'}'`.
    private func found() -> String {
        let byte = bytes[offset]
        if byte == UInt8(ascii: "\"") {
            var end = offset + 1
            while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != 0x0A, bytes[end] != 0x0D {
                end += bytes[end] == UInt8(ascii: "\\") && end + 1 < bytes.count ? 2 : 1
            }
            let raw = String(decoding: UnsafeBufferPointer(rebasing: bytes[(offset + 1)..<min(end, bytes.count)]), as: UTF8.self)
            return "the string \"\(DTCGNode.shortened(raw))\""
        }
        if Self.isWordByte(byte) {
            return "'\(DTCGNode.shortened(word(at: offset)))'"
        }
        let character = scalar(at: offset)
        if character.properties.isWhitespace || character.properties.generalCategory == .control
            || character.properties.generalCategory == .format {
            let hex = String(character.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
        return "'\(character)'"
    }

    /// The Unicode scalar that starts at `position`.
    private func scalar(at position: Int) -> Unicode.Scalar {
        var iterator = UnsafeBufferPointer(rebasing: bytes[position...]).makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return "\u{FFFD}"
    }

    private static let literals = ["true", "false", "null"]

    /// A run of letters, digits, `+`, `-`, `.` and `_`: a number or a
    /// literal, valid or not.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"): true
        default: false
        }
    }

    private func wordEnd(from start: Int) -> Int {
        var end = start
        while end < bytes.count, Self.isWordByte(bytes[end]) { end += 1 }
        return end
    }

    private func word(at start: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<wordEnd(from: start)]), as: UTF8.self)
    }

    private static func invalidWord(_ word: String) -> String {
        if literals.contains(word.lowercased()) {
            return "unexpected '\(word)'; write \(word.lowercased())"
        }
        if literals.contains(where: { $0.hasPrefix(word) }) {
            return "invalid value '\(word)'"
        }
        return "unexpected '\(DTCGNode.shortened(word))'; text needs double quotes"
    }

    /// The end of the file inside an array or object: said at the end of
    /// the last thing written, naming the innermost bracket left open.
    private func endOfFile() -> SyntaxError {
        var end = bytes.count
        while end > 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[end - 1]) { end -= 1 }
        guard let open = openings.last else {
            return SyntaxError(offset: end, message: Self.invalid("unexpected end of file: expected a value"))
        }
        let at = TextInput.location(ofByte: open, in: bytes)
        let bracket = bytes[open] == UInt8(ascii: "{") ? "{" : "["
        return SyntaxError(offset: end, message: Self.invalid("unexpected end of file: the '\(bracket)' at line \(at.line), column \(at.column) is never closed"))
    }

    private static func invalid(_ message: String) -> String {
        "invalid JSON: " + message
    }
}
