/// A JavaScript value written as plain data: JSON, and the JSON5-ish
/// object literals a `sidebars.js` holds (unquoted keys, single quotes,
/// trailing commas, `//` and `/* */` comments). Every value knows where it
/// starts (1-based line and column), for located warnings.
public indirect enum PlainJSData: Sendable, Equatable {
    case object([Member])
    case array([Located])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    public struct Member: Sendable, Equatable {
        public var key: String
        public var value: Located
    }

    /// A value and where it starts.
    public struct Located: Sendable, Equatable {
        public var value: PlainJSData
        public var line: Int
        public var column: Int
    }

    /// What could not be read, and where.
    public struct Problem: Error, Sendable, Equatable {
        public var line: Int
        public var column: Int
        public var message: String
    }

    /// The member named `key` of an object; nil for anything else.
    public subscript(key: String) -> Located? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The text of a string; nil for anything else.
    public var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// A few words on what the value is, for warnings.
    public var described: String {
        switch self {
        case .object: "an object"
        case .array: "a list"
        case .string(let text): "the string '\(text.count > 40 ? text.prefix(40) + "…" : Substring(text))'"
        case .number: "a number"
        case .bool: "true or false"
        case .null: "null"
        }
    }

    /// The value `text` holds as a whole (a JSON file).
    public static func parse(_ text: String) throws(Problem) -> Located {
        var reader = Reader(text)
        reader.skipSpace()
        let value = try reader.value()
        reader.skipSpace()
        if !reader.atEnd { throw reader.problem("expected the end of the file after the value, found `\(reader.peekWord)`") }
        return value
    }

    /// The object a JavaScript module exports as plain data:
    /// `module.exports = {…}` or `export default {…}`, perhaps by way of one
    /// `const name = {…};` (with a TypeScript type) exported by name.
    /// Anything else (a `require`, a function, a spread) is a problem.
    public static func parseModule(_ text: String) throws(Problem) -> Located {
        var reader = Reader(text)
        var named: [String: Located] = [:]
        while true {
            reader.skipSpace()
            if reader.atEnd { break }
            let (line, column) = (reader.line, reader.column)
            if reader.take("module.exports") {
                reader.skipSpace()
                guard reader.take("=") else { throw reader.problem("expected `=` after `module.exports`") }
                return try exported(&reader, named: named)
            }
            if reader.take("export default") {
                return try exported(&reader, named: named)
            }
            if reader.take("const ") || reader.take("let ") || reader.take("var ") {
                reader.skipSpace()
                let name = reader.identifier()
                guard !name.isEmpty else { throw reader.problem("expected a name after `const`") }
                reader.skipSpace()
                if reader.take(":") {
                    // A TypeScript type: up to the `=`.
                    while !reader.atEnd, reader.peek != "=" { reader.advance() }
                }
                guard reader.take("=") else { throw reader.problem("expected `=` after `const \(name)`") }
                reader.skipSpace()
                named[name] = try reader.value()
                reader.skipSpace()
                _ = reader.take(";")
                continue
            }
            if reader.take("import ") || reader.take("// @ts-check") || reader.take("'use strict'") || reader.take("\"use strict\"") {
                reader.skipLine()
                continue
            }
            throw Problem(line: line, column: column,
                          message: "expected `module.exports = {…}` or `export default {…}` with plain data, found `\(reader.peekWord)`")
        }
        throw Problem(line: 1, column: 1, message: "expected `module.exports = {…}` or `export default {…}`, found neither")
    }

    private static func exported(_ reader: inout Reader, named: [String: Located]) throws(Problem) -> Located {
        reader.skipSpace()
        let start = reader
        let name = reader.identifier()
        if !name.isEmpty, name != "true", name != "false", name != "null" {
            guard let value = named[name] else {
                throw start.problem("expected plain data after the export, found `\(name)`, which is not a `const` of this file with plain data")
            }
            return value
        }
        reader = start
        let value = try reader.value()
        reader.skipSpace()
        _ = reader.take(";")
        reader.skipSpace()
        if !reader.atEnd { throw reader.problem("expected nothing after the exported value, found `\(reader.peekWord)`") }
        return value
    }

    /// Reads values from text, counting lines and columns.
    struct Reader {
        let scalars: [Unicode.Scalar]
        var index = 0
        var line = 1
        var column = 1

        init(_ text: String) { scalars = Array(text.unicodeScalars) }

        var atEnd: Bool { index >= scalars.count }
        var peek: Unicode.Scalar? { atEnd ? nil : scalars[index] }
        /// The next few characters, for messages.
        var peekWord: String {
            var word = ""
            var at = index
            while at < scalars.count, word.unicodeScalars.count < 20, scalars[at] != "\n" {
                word.unicodeScalars.append(scalars[at])
                at += 1
            }
            return word
        }

        func problem(_ message: String) -> Problem { Problem(line: line, column: column, message: message) }

        mutating func advance() {
            guard !atEnd else { return }
            if scalars[index] == "\n" { line += 1; column = 1 } else { column += 1 }
            index += 1
        }

        /// Takes `word` when the text goes on with it.
        mutating func take(_ word: String) -> Bool {
            let wanted = Array(word.unicodeScalars)
            guard index + wanted.count <= scalars.count, Array(scalars[index..<index + wanted.count]) == wanted else { return false }
            for _ in wanted { advance() }
            return true
        }

        mutating func skipLine() {
            while let next = peek, next != "\n" { advance() }
        }

        /// Spaces, line breaks and comments.
        mutating func skipSpace() {
            while let next = peek {
                if next == " " || next == "\t" || next == "\n" || next == "\r" || next == "\u{FEFF}" {
                    advance()
                } else if take("//") {
                    skipLine()
                } else if take("/*") {
                    while !atEnd, !take("*/") { advance() }
                } else {
                    return
                }
            }
        }

        static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "_" || scalar == "$" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
        }

        mutating func identifier() -> String {
            var name = ""
            while let next = peek, Self.isIdentifierScalar(next) {
                name.unicodeScalars.append(next)
                advance()
            }
            return name
        }

        mutating func value() throws(Problem) -> Located {
            let (line, column) = (line, column)
            func located(_ value: PlainJSData) -> Located { Located(value: value, line: line, column: column) }
            guard let next = peek else { throw problem("expected a value, found the end of the file") }
            switch next {
            case "{":
                advance()
                var members: [Member] = []
                while true {
                    skipSpace()
                    if take("}") { break }
                    let key: String
                    if peek == "\"" || peek == "'" {
                        key = try quoted()
                    } else {
                        key = identifier()
                        if key.isEmpty {
                            throw problem(take("...") ? "a spread (`...`) is not plain data" : "expected a key, found `\(peekWord)`")
                        }
                    }
                    skipSpace()
                    guard take(":") else { throw problem("expected `:` after the key '\(key)', found `\(peekWord)`") }
                    skipSpace()
                    members.append(Member(key: key, value: try value()))
                    skipSpace()
                    if take(",") { continue }
                    if take("}") { break }
                    throw problem("expected `,` or `}` in an object, found `\(peekWord)`")
                }
                return located(.object(members))
            case "[":
                advance()
                var items: [Located] = []
                while true {
                    skipSpace()
                    if take("]") { break }
                    if take("...") { throw problem("a spread (`...`) is not plain data") }
                    items.append(try value())
                    skipSpace()
                    if take(",") { continue }
                    if take("]") { break }
                    throw problem("expected `,` or `]` in a list, found `\(peekWord)`")
                }
                return located(.array(items))
            case "\"", "'":
                return located(.string(try quoted()))
            case "`":
                advance()
                var text = ""
                while let scalar = peek, scalar != "`" {
                    if scalar == "$", index + 1 < scalars.count, scalars[index + 1] == "{" {
                        throw problem("a template string with `${…}` is not plain data")
                    }
                    text.unicodeScalars.append(scalar)
                    advance()
                }
                guard take("`") else { throw problem("expected the closing ` of a template string") }
                return located(.string(text))
            case "-", "+", ".", "0"..."9":
                var number = ""
                while let scalar = peek, "+-.eE0123456789xXabcdefABCDEF_".unicodeScalars.contains(scalar) {
                    number.unicodeScalars.append(scalar)
                    advance()
                }
                guard let parsed = Double(String(number.filter { $0 != "_" })) else {
                    throw Problem(line: line, column: column, message: "expected a number, found `\(number)`")
                }
                return located(.number(parsed))
            default:
                let word = identifier()
                switch word {
                case "true": return located(.bool(true))
                case "false": return located(.bool(false))
                case "null", "undefined": return located(.null)
                default:
                    throw Problem(line: line, column: column,
                                  message: word.isEmpty ? "expected a value, found `\(peekWord)`"
                                      : "expected plain data, found `\(word)`, which needs JavaScript to run")
                }
            }
        }

        /// A quoted string, its escapes read.
        mutating func quoted() throws(Problem) -> String {
            guard let quote = peek else { throw problem("expected a string") }
            let (line, column) = (line, column)
            advance()
            var text = ""
            while let scalar = peek {
                if scalar == quote { advance(); return text }
                if scalar == "\n" { break }
                advance()
                guard scalar == "\\", let escaped = peek else {
                    text.unicodeScalars.append(scalar)
                    continue
                }
                advance()
                switch escaped {
                case "n": text += "\n"
                case "t": text += "\t"
                case "r": text += "\r"
                case "b": text += "\u{8}"
                case "f": text += "\u{C}"
                case "u":
                    var hex = ""
                    while hex.count < 4, let digit = peek, digit.properties.isASCIIHexDigit {
                        hex.unicodeScalars.append(digit)
                        advance()
                    }
                    if let code = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(code) { text.unicodeScalars.append(decoded) }
                case "\n": break
                default: text.unicodeScalars.append(escaped)
                }
            }
            throw Problem(line: line, column: column, message: "expected the closing \(quote) of a string on its line")
        }
    }
}
