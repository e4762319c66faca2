import Foundation
import Yams

/// Reads a JSON file into `DTCGNode`s that know where each value is
/// written.
///
/// Foundation's `JSONSerialization` checks the text is JSON; Yams (JSON is
/// YAML) then reads it again with line and column marks. Where the two
/// languages differ the text is adjusted first without moving any column:
/// tabs (white space in JSON, never inside its strings) become spaces, and
/// surrogate-pair escapes (`\ud83d\ude00`, which libyaml rejects) become
/// `\U0001F600`, columns after them corrected.
enum DTCGJSONParser {
    /// The file's top-level value; nil, with a diagnostic, when it is not
    /// JSON.
    static func parse(_ file: DTCGFile, diagnostics: inout DTCGDiagnostics) -> DTCGNode? {
        diagnostics.register(file.path)
        if let problem = syntaxProblem(file.text) {
            diagnostics.error("invalid JSON: \(problem.message)", file: file.path, at: problem.location)
            return nil
        }
        let prepared = prepare(file.text)
        let root: Node?
        do {
            root = try Yams.compose(yaml: prepared.text)
        } catch {
            // libyaml reads no key longer than 1024 characters.
            if let key = DTCGJSONSyntaxCheck(file.text).firstKey(longerThan: 1_000) {
                diagnostics.error("a key of \(key.length) characters ('\(DTCGNode.shortened(key.text))'): keys may be at most 1000 characters long",
                                  file: file.path, at: key.location)
                return nil
            }
            let problem = yamlProblem(error, text: file.text, shifts: prepared.shifts)
            diagnostics.error(problem.message, file: file.path, at: problem.location)
            return nil
        }
        guard let root else {
            diagnostics.error("invalid JSON: the file holds no JSON value", file: file.path, at: SourceLocation(line: 1, column: 1))
            return nil
        }
        return node(root, file: file.path, shifts: prepared.shifts)
    }

    // MARK: - Checking

    /// Nil when Foundation reads `text` as JSON.
    private static func syntaxProblem(_ text: String) -> (location: SourceLocation?, message: String)? {
        if text.allSatisfy({ $0.isWhitespace }) {
            return (SourceLocation(line: 1, column: 1), "the file is empty")
        }
        do {
            _ = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
            return nil
        } catch {
            if let problem = DTCGJSONSyntaxCheck(text).firstProblem() {
                return (problem.location, problem.message)
            }
            return foundationProblem(error, text: text)
        }
    }

    /// Foundation's own words, at the character it names: `Invalid value
    /// around character 12.`
    private static func foundationProblem(_ error: any Error, text: String) -> (location: SourceLocation?, message: String) {
        let nsError = error as NSError
        var reason = (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? nsError.localizedDescription
        var location: SourceLocation?
        if let range = reason.range(of: " around character ") {
            let digits = reason[range.upperBound...].prefix { $0.isNumber }
            if let offset = Int(digits) {
                location = DTCGJSONSyntaxCheck.location(ofUTF8Offset: offset, in: text)
            }
            reason = String(reason[..<range.lowerBound])
        }
        if reason.hasSuffix(".") { reason.removeLast() }
        if let first = reason.first { reason = first.lowercased() + reason.dropFirst() }
        // Foundation's words that say nothing about the text.
        if reason.hasPrefix("too many nested") {
            reason = DTCGJSONSyntaxCheck.tooDeep
        } else if reason.contains("couldn’t be read") || reason.contains("couldn't be read") || reason.count > 200 {
            reason = "not a JSON value that can be read here"
        }
        return (location, reason)
    }

    private static func yamlProblem(_ error: any Error, text: String, shifts: [Int: [Shift]]) -> (location: SourceLocation?, message: String) {
        guard let error = error as? YamlError else { return (nil, "invalid JSON: \(error)") }
        switch error {
        case .duplicatedKeysInMapping(let duplicates, let context):
            let key = duplicates.first ?? ""
            let first = location(context.mark, shifts: shifts)
            let second = DTCGJSONSyntaxCheck(text).duplicate(of: key, firstAt: first)
            var message = "duplicate key '\(key)'"
            if second != nil {
                message += " (first at line \(first.line), column \(first.column))"
            }
            return (second ?? first, message)
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
            return (location(mark, shifts: shifts), "invalid JSON: \(problem)")
        default:
            return (nil, "invalid JSON: \(error)")
        }
    }

    // MARK: - Adjusting the text

    /// A place where the adjusted text is shorter than the original: from
    /// `column` (in the adjusted text) on, columns are `delta` more in the
    /// original.
    struct Shift {
        var column: Int
        var delta: Int
    }

    private static func prepare(_ text: String) -> (text: String, shifts: [Int: [Shift]]) {
        guard text.contains("\t") || text.contains("\\u") else { return (text, [:]) }
        let scalars = Array(text.unicodeScalars)
        var output = String.UnicodeScalarView()
        var shifts: [Int: [Shift]] = [:]
        var line = 1
        var column = 1
        var inString = false
        var index = 0
        func emit(_ scalar: Unicode.Scalar) {
            output.append(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
            } else if scalar == "\r" {
                if index + 1 >= scalars.count || scalars[index + 1] != "\n" {
                    line += 1
                    column = 1
                }
            } else {
                column += 1
            }
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if !inString {
                if scalar == "\"" { inString = true }
                emit(scalar == "\t" ? " " : scalar)
                index += 1
                continue
            }
            if scalar == "\"" {
                inString = false
                emit(scalar)
                index += 1
                continue
            }
            if scalar == "\\", index + 1 < scalars.count {
                if scalars[index + 1] == "u", let pair = surrogatePair(scalars, at: index) {
                    let escape = "\\U" + String(repeating: "0", count: 8 - pair.count) + pair
                    let start = column
                    for character in escape.unicodeScalars { emit(character) }
                    shifts[line, default: []].append(Shift(column: start + escape.unicodeScalars.count, delta: 2))
                    index += 12
                    continue
                }
                emit(scalar)
                emit(scalars[index + 1])
                index += 2
                continue
            }
            emit(scalar)
            index += 1
        }
        return (String(output), shifts)
    }

    /// The code point, in hex, of `\uD83D\uDE00` at `index`.
    private static func surrogatePair(_ scalars: [Unicode.Scalar], at index: Int) -> String? {
        guard index + 12 <= scalars.count, scalars[index + 6] == "\\", scalars[index + 7] == "u" else { return nil }
        let high = String(String.UnicodeScalarView(scalars[(index + 2)..<(index + 6)]))
        let low = String(String.UnicodeScalarView(scalars[(index + 8)..<(index + 12)]))
        guard let first = UInt32(high, radix: 16), (0xD800...0xDBFF).contains(first),
              let second = UInt32(low, radix: 16), (0xDC00...0xDFFF).contains(second) else { return nil }
        let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
        return String(value, radix: 16)
    }

    private static func location(_ mark: Mark, shifts: [Int: [Shift]]) -> SourceLocation {
        var column = mark.column
        for shift in shifts[mark.line] ?? [] where mark.column >= shift.column {
            column += shift.delta
        }
        return SourceLocation(line: mark.line, column: column)
    }

    // MARK: - Nodes

    private static func node(_ node: Node, file: String, shifts: [Int: [Shift]]) -> DTCGNode {
        let at = node.mark.map { location($0, shifts: shifts) }
        switch node {
        case .scalar(let scalar):
            // JSON strings are always quoted; everything else is a literal
            // or a number.
            if scalar.style == .doubleQuoted || scalar.style == .singleQuoted {
                return DTCGNode(.string(scalar.string), file: file, location: at)
            }
            switch scalar.string {
            case "true": return DTCGNode(.bool(true), file: file, location: at)
            case "false": return DTCGNode(.bool(false), file: file, location: at)
            case "null": return DTCGNode(.null, file: file, location: at)
            default:
                if let number = Double(scalar.string) {
                    return DTCGNode(.number(number), file: file, location: at)
                }
                return DTCGNode(.string(scalar.string), file: file, location: at)
            }
        case .mapping(let mapping):
            let members = mapping.map { key, value in
                DTCGMember(key: key.string ?? "", keyLocation: key.mark.map { location($0, shifts: shifts) },
                           value: self.node(value, file: file, shifts: shifts))
            }
            return DTCGNode(.object(members), file: file, location: at)
        case .sequence(let sequence):
            return DTCGNode(.array(sequence.map { self.node($0, file: file, shifts: shifts) }), file: file, location: at)
        case .alias:
            return DTCGNode(.null, file: file, location: at)
        }
    }
}
