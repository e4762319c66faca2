import Basics
import TOMLKit

/// Reads a TOML front matter block (Hugo's and Zola's `+++`) into fields,
/// with TOMLKit.
enum FrontMatterTOML {
    /// The block's top-level keys, or its syntax error located in the file.
    /// TOMLKit gives keys in key order and no positions, so each key's line
    /// and column are found in the text (`TOMLKeyLocator`).
    static func fields(_ toml: String, file: String, lineOffset: Int) -> Result<[FrontMatterField], BuildFailure> {
        let table: TOMLTable
        do {
            table = try TOMLTable(string: toml)
        } catch let error as TOMLParseError {
            let line = error.source.begin.line > 0 ? error.source.begin.line + lineOffset : nil
            let column = error.source.begin.column > 0 ? error.source.begin.column : nil
            return .failure(BuildFailure([Diagnostic(file: file, line: line, column: line == nil ? nil : column,
                                                     message: "invalid TOML in front matter: \(error.description)")]))
        } catch {
            return .failure(BuildFailure([Diagnostic(file: file, line: 1, column: 1,
                                                     message: "invalid TOML in front matter: \(error)")]))
        }
        let locations = TOMLKeyLocator.locations(in: toml, lineOffset: lineOffset)
        var fields: [FrontMatterField] = []
        for (name, node) in zip(table.keys, table.values) {
            let located = locations[name]
            fields.append(FrontMatterField(name: name, value: value(of: node), text: text(of: node), found: describe(node),
                                           keyLocation: located?.key, valueLocation: located?.value ?? located?.key))
        }
        return .success(fields)
    }

    static func value(of node: TOMLValue) -> FrontMatterValue? {
        switch node.type {
        case .string: return node.string.map(FrontMatterValue.string)
        case .int: return node.int.map(FrontMatterValue.integer)
        case .double: return node.double.map(FrontMatterValue.number)
        case .bool: return node.bool.map(FrontMatterValue.bool)
        case .date, .time, .dateTime: return .string(node.debugDescription)
        case .array:
            guard let array = node.array else { return nil }
            return .list(array.compactMap { value(of: $0.tomlValue) })
        case .table:
            guard let nested = node.table else { return nil }
            var table = FrontMatterTable()
            for (key, child) in zip(nested.keys, nested.values) {
                if let converted = value(of: child) { table[key] = converted }
            }
            return .table(table)
        }
    }

    /// Strings, numbers, booleans and dates as text (`title = 2024` reads
    /// as "2024", as in YAML).
    static func text(of node: TOMLValue) -> String? {
        switch node.type {
        case .string: node.string
        case .int, .double, .bool, .date, .time, .dateTime: node.debugDescription
        case .array, .table: nil
        }
    }

    static func describe(_ node: TOMLValue) -> String {
        switch node.type {
        case .string: "the string '\(YAMLReader.shortened(node.string ?? ""))'"
        case .array: "a list"
        case .table: "a table"
        default: "'\(YAMLReader.shortened(node.debugDescription))'"
        }
    }
}
