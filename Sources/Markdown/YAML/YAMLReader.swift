import Basics
import Yams

/// Reads a YAML mapping (a site's `config.yaml`, a doc's front matter) with
/// typed accessors that collect every problem as a diagnostic with file,
/// line and column instead of stopping at the first one.
///
/// Messages say what was expected and what was found:
/// `expected 'order' to be a whole number, found 'first'`.
public struct YAMLReader {
    public let file: String
    /// What is being read, as messages name it: `config`, `front matter`.
    let subject: String
    /// Added to every line Yams reports, so locations are in the whole file
    /// (front matter starts below its `---` line).
    let lineOffset: Int
    private var problems: [Diagnostic] = []

    public init(file: String, subject: String, lineOffset: Int = 0) {
        self.file = file
        self.subject = subject
        self.lineOffset = lineOffset
    }

    /// Every problem found so far, in the order they appear in the file.
    public var diagnostics: [Diagnostic] {
        // Stable: problems at the same place keep the order they were found.
        problems.enumerated().sorted { a, b in
            let left = (a.element.line ?? .max, a.element.column ?? .max, a.offset)
            let right = (b.element.line ?? .max, b.element.column ?? .max, b.offset)
            return left < right
        }.map(\.element)
    }

    // MARK: - Parsing

    /// Parses `text` into its top-level mapping; nil (with a diagnostic) when
    /// the YAML is malformed or not a mapping. Empty text is an empty mapping.
    ///
    /// - Parameter describing: What the mapping holds, for the message when
    ///   it is something else: `keys such as title and order`.
    public mutating func mapping(_ text: String, describing: String) -> Node.Mapping? {
        if let alias = YAMLAliasCheck.expansion(of: text) {
            problems.append(Diagnostic(file: file, line: alias.line + 1 + lineOffset, column: alias.column + 1,
                                       message: "invalid YAML in \(subject): the alias '*\(YAMLReader.shortened(alias.alias))' makes the \(subject) stand for more than \(YAMLAliasCheck.limit) values; write the values out instead of repeating aliases of aliases"))
            return nil
        }
        let root: Node?
        do {
            // UTF-8 named here: Yams' default reads the whole environment
            // on every call, 3% of a build with front matter on every doc.
            root = try Yams.compose(yaml: text, .default, .default, .utf8)
        } catch {
            problems.append(syntaxDiagnostic(for: error, yaml: text))
            return nil
        }
        guard let root else { return Node.Mapping([]) }
        guard case .mapping(let mapping) = root else {
            report(root, "expected a mapping of \(describing), found \(YAMLReader.describe(root))")
            return nil
        }
        return mapping
    }

    // MARK: - Keys

    /// Checks every key is a known name; unknown keys are errors with a
    /// did-you-mean suggestion, or the list of known keys.
    ///
    /// - Parameter context: How messages name the keys (`unknown markdown
    ///   key`); the subject by default.
    public mutating func checkKeys(_ mapping: Node.Mapping, known: [String], context: String? = nil) {
        let context = context ?? subject
        for (key, _) in mapping {
            guard case .scalar(let scalar) = key else {
                report(key, "expected a \(context) key name, found \(YAMLReader.describe(key))")
                continue
            }
            let name = scalar.string
            guard !known.contains(name) else { continue }
            var message = "unknown \(context) key '\(YAMLReader.shortened(name))'"
            if let suggestion = EditDistance.suggestion(for: name, among: known) {
                message += "; did you mean '\(suggestion)'?"
            } else {
                message += " (known keys: \(known.joined(separator: ", ")))"
            }
            report(key, message)
        }
    }

    // MARK: - Typed values

    /// Longest text a value may have unless a caller allows more: a title
    /// is read in a tab, a header and the navigation, so anything longer is
    /// a mistake (and would be written into every page).
    public static let maximumTextLength = 1_000
    /// A description is a sentence or two.
    public static let maximumDescriptionLength = 5_000

    /// Any non-null scalar reads as text (`title: 2024` is the text "2024"),
    /// of at most `maximumLength` characters.
    public mutating func string(_ mapping: Node.Mapping, _ key: String,
                         maximumLength: Int = YAMLReader.maximumTextLength) -> String? {
        guard let node = mapping[key] else { return nil }
        guard case .scalar(let scalar) = node, !YAMLReader.isNull(node) else {
            report(node, "expected '\(key)' to be text, found \(YAMLReader.describe(node))")
            return nil
        }
        // Counting stops just past the limit: a huge value costs no more.
        let length = scalar.string.prefix(maximumLength + 1).count
        guard length <= maximumLength else {
            report(node, "expected '\(key)' to be at most \(maximumLength) characters, found \(scalar.string.count) characters ('\(YAMLReader.shortened(scalar.string))')")
            return nil
        }
        return scalar.string
    }

    /// A YAML integer only: `"3"` (a quoted string) and `1.5` are errors.
    mutating func int(_ mapping: Node.Mapping, _ key: String) -> Int? {
        guard let node = mapping[key] else { return nil }
        guard case .scalar(let scalar) = node, node.tag == Tag(.int) else {
            report(node, "expected '\(key)' to be a whole number, found \(YAMLReader.describe(node))")
            return nil
        }
        guard let value = Int.construct(from: scalar) else {
            report(node, "expected '\(key)' to be a whole number from \(Int.min) to \(Int.max), found \(YAMLReader.describe(node))")
            return nil
        }
        return value
    }

    /// A YAML boolean only (`true`, `false`, `yes`, `no`, ...): `"true"` (a
    /// quoted string) is an error.
    public mutating func bool(_ mapping: Node.Mapping, _ key: String) -> Bool? {
        guard let node = mapping[key] else { return nil }
        guard case .scalar(let scalar) = node, node.tag == Tag(.bool), let value = Bool.construct(from: scalar) else {
            report(node, "expected '\(key)' to be true or false, found \(YAMLReader.describe(node))")
            return nil
        }
        return value
    }

    /// `true`, `false` (YAML booleans) or `safe`.
    public mutating func rawHTMLMode(_ mapping: Node.Mapping, _ key: String) -> RawHTMLMode? {
        guard let node = mapping[key] else { return nil }
        if case .scalar(let scalar) = node {
            if node.tag == Tag(.bool), let value = Bool.construct(from: scalar) { return value ? .kept : .omitted }
            if node.tag == Tag(.str), scalar.style == .plain, scalar.string == "safe" { return .safe }
        }
        report(node, "expected '\(key)' to be safe, true or false, found \(YAMLReader.describe(node))")
        return nil
    }

    public mutating func nestedMapping(_ mapping: Node.Mapping, _ key: String) -> Node.Mapping? {
        guard let node = mapping[key] else { return nil }
        guard case .mapping(let nested) = node else {
            report(node, "expected '\(key)' to be a mapping, found \(YAMLReader.describe(node))")
            return nil
        }
        return nested
    }

    /// The value of `key` when it is a mapping; nil (and no problem
    /// reported) for anything else, which the caller reads another way.
    public func mappingIfPresent(_ mapping: Node.Mapping, _ key: String) -> Node.Mapping? {
        if case .mapping(let nested)? = mapping[key] { return nested }
        return nil
    }

    /// A list of text values (`[v1.0, v2.0]`, or one item a line), each with
    /// where it is written; a single text value is a list of one.
    public mutating func texts(_ mapping: Node.Mapping, _ key: String) -> [(text: String, location: SourceLocation?)]? {
        guard let node = mapping[key] else { return nil }
        let items: [Node]
        switch node {
        case .sequence(let sequence): items = Array(sequence)
        case .scalar where !YAMLReader.isNull(node): items = [node]
        default:
            report(node, "expected '\(key)' to be a list of text, found \(YAMLReader.describe(node))")
            return nil
        }
        var texts: [(text: String, location: SourceLocation?)] = []
        for item in items {
            guard case .scalar(let scalar) = item, !YAMLReader.isNull(item) else {
                report(item, "expected each item of '\(key)' to be text, found \(YAMLReader.describe(item))")
                continue
            }
            texts.append((scalar.string, location(of: item)))
        }
        return texts
    }

    /// One of `allowed`, spelt exactly (case matters).
    public mutating func oneOf(_ mapping: Node.Mapping, _ key: String, allowed: [String]) -> String? {
        guard let node = mapping[key] else { return nil }
        guard case .scalar(let scalar) = node, !YAMLReader.isNull(node), allowed.contains(scalar.string) else {
            report(node, "expected '\(key)' to be \(YAMLReader.alternatives(allowed)), found \(YAMLReader.describe(node))")
            return nil
        }
        return scalar.string
    }

    /// Where the value of `key` is written, in the whole file.
    func location(_ mapping: Node.Mapping, _ key: String) -> SourceLocation? {
        mapping[key].flatMap(location(of:))
    }

    func location(of node: Node) -> SourceLocation? {
        node.mark.map { SourceLocation(line: $0.line + lineOffset, column: $0.column) }
    }

    // MARK: - Reporting

    public mutating func report(_ node: Node?, _ message: String) {
        problems.append(Diagnostic(file: file, at: node.flatMap(location(of:)), message: message))
    }

    mutating func appendProblem(_ problem: Diagnostic) {
        problems.append(problem)
    }

    /// How a value reads in a message: `'first'`, `the quoted string '3'`,
    /// `nothing`, `null ('~')`, `a list`, `a mapping`.
    static func describe(_ node: Node) -> String {
        switch node {
        case .scalar(let scalar):
            if isNull(node) { return scalar.string.isEmpty ? "nothing" : "null ('\(scalar.string)')" }
            let text = shortened(scalar.string)
            switch scalar.style {
            case .singleQuoted, .doubleQuoted: return "the quoted string '\(text)'"
            case .literal, .folded: return "the block of text '\(text)'"
            case .any, .plain: return "'\(text)'"
            }
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        }
    }

    /// `'a'`, `'a' or 'b'`, `'a', 'b' or 'c'`.
    static func alternatives(_ values: [String]) -> String {
        let quoted = values.map { "'\($0)'" }
        guard let last = quoted.last else { return "nothing" }
        return quoted.count == 1 ? last : quoted.dropLast().joined(separator: ", ") + " or " + last
    }

    private static func isNull(_ node: Node) -> Bool {
        node.tag == Tag(.null)
    }

    /// One line of at most 40 characters.
    public static func shortened(_ text: String) -> String {
        // Only the start matters: a multi-megabyte value is not copied whole.
        var text = String(text.prefix(200))
        if text.hasSuffix("\n") { text.removeLast() }
        text = text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\\n")
        return text.count > 40 ? String(text.prefix(40)) + "…" : text
    }

    // MARK: - Syntax errors

    private func syntaxDiagnostic(for error: any Error, yaml: String) -> Diagnostic {
        func located(_ position: (line: Int, column: Int)?, _ message: String) -> Diagnostic {
            Diagnostic(file: file, at: position.map { SourceLocation(line: $0.line + lineOffset, column: $0.column) },
                       message: message)
        }
        func invalid(_ problem: String, _ context: YamlError.Context? = nil) -> String {
            var message = "invalid YAML in \(subject): \(problem)"
            if let context {
                message += " (\(context.text), from line \(context.mark.line + lineOffset))"
            }
            return message
        }
        guard let error = error as? YamlError else {
            return located(nil, invalid("\(error)"))
        }
        switch error {
        case .scanner(let context, let problem, let mark, _),
             .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            if problem.hasPrefix("Maximum nesting level reached") {
                // libyaml's words name its C API; say what it means.
                return located((mark.line, mark.column),
                               "invalid YAML in \(subject): lists and mappings are nested more than 1000 levels deep")
            }
            if mark.column > 1024, problem == "mapping values are not allowed in this context"
                || problem == "could not find expected ':'" {
                return located((mark.line, mark.column),
                               "invalid YAML in \(subject): a key may be at most 1024 characters long")
            }
            if problem == "mapping values are not allowed in this context" {
                return located((mark.line, mark.column), invalid(problem + " (is this line indented deeper than the key above it, or does an unquoted value contain ': '? then quote the value)"))
            }
            if problem.hasPrefix("found character that cannot start any token"),
               YAMLReader.scalar(atLine: mark.line, column: mark.column, in: yaml) == "\t" {
                return located((mark.line, mark.column), "invalid YAML in \(subject): a tab where YAML allows only spaces; indent with spaces")
            }
            return located((mark.line, mark.column), invalid(problem, context))
        case .reader(let problem, let offset, _, _):
            return located(offset.map { YAMLReader.position(atCharacterOffset: $0, in: yaml) }, invalid(problem))
        case .duplicatedKeysInMapping(let duplicates, let context):
            let keys = duplicates.map { "'\($0)'" }.joined(separator: ", ")
            let message = duplicates.count == 1
                ? "\(subject) key \(keys) appears more than once"
                : "\(subject) keys \(keys) appear more than once"
            return located((context.mark.line, context.mark.column), message)
        default:
            return located(nil, invalid("\(error)"))
        }
    }

    /// The scalar at a 1-based line and column (in Unicode scalars).
    private static func scalar(atLine line: Int, column: Int, in text: String) -> Unicode.Scalar? {
        var current = 1
        var scalars = text.unicodeScalars[...]
        while current < line, let newline = scalars.firstIndex(of: "\n") {
            scalars = scalars[scalars.index(after: newline)...]
            current += 1
        }
        guard current == line, column >= 1 else { return nil }
        return scalars.dropFirst(column - 1).first
    }

    /// 1-based line and column (in Unicode scalars, as libyaml counts) of a
    /// character offset, as Yams reports reader errors.
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
