import Basics
import Yams

/// Reads a YAML front matter block into fields.
enum FrontMatterYAML {
    /// The fields of the block's mapping, or the problems that stop it
    /// being read (malformed YAML, not a mapping, keys that are not names).
    static func fields(_ yaml: String, file: String, lineOffset: Int) -> Result<[FrontMatterField], BuildFailure> {
        var reader = YAMLReader(file: file, subject: "front matter", lineOffset: lineOffset)
        guard let mapping = reader.mapping(yaml, describing: "keys such as title and order") else {
            return .failure(BuildFailure(reader.diagnostics))
        }
        var fields: [FrontMatterField] = []
        for (key, node) in mapping {
            guard case .scalar(let name) = key else {
                reader.report(key, "expected a front matter key name, found \(YAMLReader.describe(key))")
                continue
            }
            var field = FrontMatterField(name: name.string, value: value(of: node), text: nil,
                                         found: YAMLReader.describe(node),
                                         keyLocation: reader.location(of: key), valueLocation: reader.location(of: node))
            if case .scalar(let scalar) = node, node.tag != Tag(.null) {
                field.text = scalar.string
                field.overflows = node.tag == Tag(.int) && Int.construct(from: scalar) == nil
            } else {
                innerLocations(of: node, path: "", reader: reader, into: &field.innerLocations)
            }
            fields.append(field)
        }
        let problems = reader.diagnostics
        return problems.isEmpty ? .success(fields) : .failure(BuildFailure(problems))
    }

    /// Where each key (its key's place) and list item inside `node` is
    /// written, by path (`image.dark`, `actions.0.icon`).
    private static func innerLocations(of node: Node, path: String, reader: YAMLReader, into locations: inout [String: SourceLocation]) {
        func joined(_ name: String) -> String { path.isEmpty ? name : path + "." + name }
        switch node {
        case .mapping(let mapping):
            for (key, value) in mapping {
                guard case .scalar(let name) = key else { continue }
                let inner = joined(name.string)
                locations[inner] = reader.location(of: key)
                innerLocations(of: value, path: inner, reader: reader, into: &locations)
            }
        case .sequence(let sequence):
            for (index, item) in sequence.enumerated() {
                let inner = joined(String(index))
                locations[inner] = reader.location(of: item)
                innerLocations(of: item, path: inner, reader: reader, into: &locations)
            }
        default:
            break
        }
    }

    /// The value YAML's core schema gives `node`; nil for null (dropped
    /// from lists and tables too).
    static func value(of node: Node) -> FrontMatterValue? {
        switch node {
        case .scalar(let scalar):
            switch node.tag {
            case Tag(.null): return nil
            case Tag(.int): return Int.construct(from: scalar).map(FrontMatterValue.integer) ?? .string(scalar.string)
            case Tag(.float): return Double.construct(from: scalar).map(FrontMatterValue.number) ?? .string(scalar.string)
            case Tag(.bool): return Bool.construct(from: scalar).map(FrontMatterValue.bool) ?? .string(scalar.string)
            default: return .string(scalar.string)
            }
        case .sequence(let sequence):
            return .list(sequence.compactMap(value(of:)))
        case .mapping(let mapping):
            var table = FrontMatterTable()
            for (key, value) in mapping {
                guard case .scalar(let name) = key, let converted = self.value(of: value) else { continue }
                table[name.string] = converted
            }
            return .table(table)
        case .alias:
            return nil
        }
    }
}
