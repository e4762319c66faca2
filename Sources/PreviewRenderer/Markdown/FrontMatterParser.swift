import Yams

/// Splits a Markdown document into its YAML front matter and its body.
///
/// Front matter is a block at the very start of the file: a line `---`, YAML,
/// then a line `---` or `...`. A UTF-8 byte order mark before it and CRLF
/// line endings are accepted. Diagnostics carry lines and columns in the
/// whole file, not in the YAML block.
public enum FrontMatterParser {
    /// Keys a front matter block may hold, in the order they are suggested.
    static let knownKeys = ["title", "order", "description", "theme", "scheme"]
    static let schemes = ["light", "dark"]

    /// - Returns: The front matter (empty when the text does not start with
    ///   a `---` line) and the body: the text after the closing line, with
    ///   its line endings untouched (the whole text, less any byte order
    ///   mark, when there is no front matter).
    /// - Throws: A `BuildFailure` listing every problem in the block.
    public static func parse(_ text: String, file: String) throws(BuildFailure) -> (frontMatter: FrontMatter, body: String) {
        var content = Substring(text)
        if content.unicodeScalars.first == "\u{FEFF}" {
            content = Substring(content.unicodeScalars.dropFirst())
        }

        guard let opening = line(in: content, at: content.startIndex), isFence(opening.text, "---") else {
            return (FrontMatter(), String(content))
        }

        var yamlLines: [Substring] = []
        var position = opening.next
        var body: Substring?
        while let current = line(in: content, at: position) {
            if isFence(current.text, "---") || isFence(current.text, "...") {
                body = content[current.next...]
                break
            }
            yamlLines.append(current.text)
            position = current.next
        }
        guard let body else {
            throw BuildFailure([Diagnostic(
                file: file, line: 1, column: 1,
                message: "front matter starts with '---' but has no closing '---' line"
            )])
        }

        let yaml = yamlLines.map { $0 + "\n" }.joined()
        let frontMatter = try decode(yaml, file: file)
        return (frontMatter, String(body))
    }

    // MARK: - Splitting

    /// The line starting at `start` without its `\n` or `\r\n`, and where the
    /// next line starts; nil at the end of the text.
    private static func line(in text: Substring, at start: String.Index) -> (text: Substring, next: String.Index)? {
        guard start < text.endIndex else { return nil }
        let utf8 = text.utf8
        let newline = utf8[start...].firstIndex(of: UInt8(ascii: "\n"))
        var end = newline ?? text.endIndex
        if end > start, utf8[utf8.index(before: end)] == UInt8(ascii: "\r") {
            end = utf8.index(before: end)
        }
        return (text[start..<end], newline.map { utf8.index(after: $0) } ?? text.endIndex)
    }

    /// `line` is `fence`, allowing trailing spaces and tabs.
    private static func isFence(_ line: Substring, _ fence: String) -> Bool {
        var line = line
        while let last = line.last, last == " " || last == "\t" { line.removeLast() }
        return line == fence
    }

    // MARK: - Decoding

    /// The YAML block starts on the file's second line.
    private static let lineOffset = 1

    private static func decode(_ yaml: String, file: String) throws(BuildFailure) -> FrontMatter {
        let root: Node?
        do {
            root = try Yams.compose(yaml: yaml)
        } catch {
            throw BuildFailure([syntaxDiagnostic(for: error, yaml: yaml, file: file)])
        }
        guard let root else { return FrontMatter() }  // an empty block

        func diagnostic(at node: Node, _ message: String) -> Diagnostic {
            Diagnostic(file: file, line: node.mark.map { $0.line + lineOffset },
                       column: node.mark?.column, message: message)
        }

        guard case .mapping(let mapping) = root else {
            throw BuildFailure([diagnostic(
                at: root, "expected a mapping of keys such as title and order, found \(describe(root))"
            )])
        }

        var frontMatter = FrontMatter()
        var diagnostics: [Diagnostic] = []

        func string(_ key: String, _ value: Node) -> String? {
            if case .scalar(let scalar) = value, !isNull(value) {
                return scalar.string
            }
            diagnostics.append(diagnostic(
                at: value, "front matter key '\(key)' expects a string, found \(describe(value))"
            ))
            return nil
        }

        for (keyNode, value) in mapping {
            guard case .scalar(let keyScalar) = keyNode else {
                diagnostics.append(diagnostic(
                    at: keyNode, "front matter keys must be names such as title and order, found \(describe(keyNode))"
                ))
                continue
            }
            let key = keyScalar.string
            switch key {
            case "title":
                frontMatter.title = string(key, value)
            case "description":
                frontMatter.description = string(key, value)
            case "theme":
                frontMatter.theme = string(key, value)
            case "order":
                if case .scalar(let scalar) = value, value.tag == Tag(.int), let order = Int.construct(from: scalar) {
                    frontMatter.order = order
                } else {
                    diagnostics.append(diagnostic(
                        at: value, "front matter key 'order' expects an integer, found \(describe(value))"
                    ))
                }
            case "scheme":
                if case .scalar(let scalar) = value, !isNull(value), schemes.contains(scalar.string) {
                    frontMatter.scheme = scalar.string
                } else {
                    diagnostics.append(diagnostic(
                        at: value, "front matter key 'scheme' expects 'light' or 'dark', found \(describe(value))"
                    ))
                }
            default:
                var message = "unknown front matter key '\(key)'"
                if let suggestion = EditDistance.suggestion(for: key, among: knownKeys) {
                    message += "; did you mean '\(suggestion)'?"
                } else {
                    message += " (known keys: \(knownKeys.joined(separator: ", ")))"
                }
                diagnostics.append(diagnostic(at: keyNode, message))
            }
        }

        guard diagnostics.isEmpty else { throw BuildFailure(diagnostics) }
        return frontMatter
    }

    private static func isNull(_ node: Node) -> Bool {
        node.tag == Tag(.null)
    }

    /// How a value reads in a message: `'first'`, `the quoted string '3'`,
    /// `nothing`, `a list`, `a mapping`.
    private static func describe(_ node: Node) -> String {
        switch node {
        case .scalar(let scalar):
            if isNull(node) { return scalar.string.isEmpty ? "nothing" : "null ('\(scalar.string)')" }
            if scalar.style != .plain && scalar.style != .any { return "the quoted string '\(scalar.string)'" }
            return "'\(scalar.string)'"
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        }
    }

    private static func syntaxDiagnostic(for error: any Error, yaml: String, file: String) -> Diagnostic {
        func located(_ mark: Mark?, _ message: String) -> Diagnostic {
            located((mark?.line, mark?.column), message)
        }
        func located(_ position: (line: Int?, column: Int?), _ message: String) -> Diagnostic {
            Diagnostic(file: file, line: position.line.map { $0 + lineOffset }, column: position.column,
                       message: message)
        }
        func withContext(_ problem: String, _ context: YamlError.Context?) -> String {
            var message = "invalid YAML in front matter: \(problem)"
            if let context {
                message += " (\(context.text), from line \(context.mark.line + lineOffset))"
            }
            return message
        }
        guard let error = error as? YamlError else {
            return located(nil, "invalid YAML in front matter: \(error)")
        }
        switch error {
        case .scanner(let context, let problem, let mark, _),
             .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            return located(mark, withContext(problem, context))
        case .reader(let problem, let offset, _, _):
            let where_ = offset.map { position(atCharacterOffset: $0, in: yaml) }
            return located((where_?.line, where_?.column), "invalid YAML in front matter: \(problem)")
        case .duplicatedKeysInMapping(let duplicates, let context):
            let keys = duplicates.map { "'\($0)'" }.joined(separator: ", ")
            let message = duplicates.count == 1
                ? "front matter key \(keys) appears more than once"
                : "front matter keys \(keys) appear more than once"
            return located(context.mark, message)
        default:
            return located(nil, "invalid YAML in front matter: \(error)")
        }
    }

    /// 1-based line and column (in Unicode scalars, as libyaml counts) of a
    /// character offset.
    private static func position(atCharacterOffset offset: Int, in text: String) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for character in text.prefix(offset) {
            if character == "\n" || character == "\r\n" {
                line += 1
                column = 1
            } else {
                column += character.unicodeScalars.count
            }
        }
        return (line, column)
    }
}
