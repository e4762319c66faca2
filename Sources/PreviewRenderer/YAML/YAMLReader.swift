import Yams

/// Reads a YAML mapping with typed accessors that collect diagnostics with
/// file, line and column instead of stopping at the first problem.
struct YAMLReader {
    let file: String
    /// Added to every line Yams reports (front matter starts below `---`).
    let lineOffset: Int
    private(set) var diagnostics: [Diagnostic] = []

    init(file: String, lineOffset: Int = 0) {
        self.file = file
        self.lineOffset = lineOffset
    }

    /// Parses `text` into its top-level mapping; nil (with a diagnostic) when
    /// the YAML is malformed or not a mapping. Empty text is an empty mapping.
    mutating func mapping(_ text: String, describing: String) -> Node.Mapping? {
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            diagnostics.append(diagnostic(for: error))
            return nil
        } catch {
            diagnostics.append(Diagnostic(file: file, line: lineOffset + 1, column: 1,
                                          message: "cannot read the YAML: \(error)"))
            return nil
        }
        guard let node else { return Node.Mapping([]) }
        guard case .mapping(let mapping) = node else {
            report(node, "expected a mapping of \(describing), found \(YAMLReader.describe(node))")
            return nil
        }
        return mapping
    }

    mutating func report(_ node: Node?, _ message: String) {
        let mark = node?.mark
        diagnostics.append(Diagnostic(file: file, line: mark.map { $0.line + lineOffset },
                                      column: mark?.column, message: message))
    }

    /// Checks every key is known; unknown keys are errors with a suggestion.
    mutating func checkKeys(_ mapping: Node.Mapping, known: [String], context: String) {
        for (key, _) in mapping {
            guard let name = key.string else {
                report(key, "expected a key name, found \(YAMLReader.describe(key))")
                continue
            }
            if !known.contains(name) {
                var message = "unknown \(context) key '\(name)'"
                if let suggestion = Suggestion.closest(to: name, in: known) {
                    message += "; did you mean '\(suggestion)'?"
                } else {
                    message += " (known keys: \(known.joined(separator: ", ")))"
                }
                report(key, message)
            }
        }
    }

    /// Any scalar reads as text (`title: 2024` is the text "2024").
    mutating func string(_ mapping: Node.Mapping, _ key: String) -> String? {
        guard let node = mapping[key] else { return nil }
        guard case .scalar(let scalar) = node else {
            report(node, "expected '\(key)' to be text, found \(YAMLReader.describe(node))")
            return nil
        }
        return scalar.string
    }

    mutating func int(_ mapping: Node.Mapping, _ key: String) -> Int? {
        guard let node = mapping[key] else { return nil }
        guard case .scalar = node, let value = node.int else {
            report(node, "expected '\(key)' to be a whole number, found \(YAMLReader.describe(node))")
            return nil
        }
        return value
    }

    mutating func bool(_ mapping: Node.Mapping, _ key: String) -> Bool? {
        guard let node = mapping[key] else { return nil }
        guard case .scalar = node, let value = node.bool else {
            report(node, "expected '\(key)' to be true or false, found \(YAMLReader.describe(node))")
            return nil
        }
        return value
    }

    mutating func nestedMapping(_ mapping: Node.Mapping, _ key: String) -> Node.Mapping? {
        guard let node = mapping[key] else { return nil }
        guard case .mapping(let nested) = node else {
            report(node, "expected '\(key)' to be a mapping, found \(YAMLReader.describe(node))")
            return nil
        }
        return nested
    }

    static func describe(_ node: Node) -> String {
        switch node {
        case .scalar(let scalar):
            let text = scalar.string.count > 40 ? String(scalar.string.prefix(40)) + "…" : scalar.string
            return text.isEmpty ? "an empty value" : "'\(text)'"
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        }
    }

    private func diagnostic(for error: YamlError) -> Diagnostic {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _):
            var message = "invalid YAML: \(problem)"
            if let context { message += " \(context.text)" }
            return Diagnostic(file: file, line: mark.line + lineOffset, column: mark.column, message: message)
        case .composer(let context, let problem, let mark, _):
            var message = "invalid YAML: \(problem)"
            if let context { message += " \(context.text)" }
            return Diagnostic(file: file, line: mark.line + lineOffset, column: mark.column, message: message)
        default:
            return Diagnostic(file: file, line: lineOffset + 1, column: 1, message: "invalid YAML: \(error)")
        }
    }
}
