import Basics
import Yams

extension YAMLReader {
    /// A text value with where it is written.
    public struct LocatedText: Sendable, Hashable {
        public var text: String
        public var location: SourceLocation?
    }

    /// A mapping of text keys to text values (`slots: {accent: color.brand}`),
    /// in the order written, each key and value with its place; nil (with
    /// a problem reported) when `key` holds something else. A key or value
    /// that is not text is reported and left out.
    public mutating func textMapping(_ mapping: Node.Mapping, _ key: String) -> [(key: LocatedText, value: LocatedText)]? {
        guard let nested = nestedMapping(mapping, key) else { return nil }
        var result: [(key: LocatedText, value: LocatedText)] = []
        for (name, value) in nested {
            guard case .scalar(let nameScalar) = name, name.tag != Tag(.null) else {
                report(name, "expected each key of '\(key)' to be a name, found \(YAMLReader.describe(name))")
                continue
            }
            guard case .scalar(let valueScalar) = value, value.tag != Tag(.null), !valueScalar.string.isEmpty else {
                report(value, "expected '\(key): \(YAMLReader.shortened(nameScalar.string))' to be text, found \(YAMLReader.describe(value))")
                continue
            }
            result.append((LocatedText(text: nameScalar.string, location: location(of: name)),
                           LocatedText(text: valueScalar.string, location: location(of: value))))
        }
        return result
    }

    /// A mapping of names to mappings of text (`strings: {fr: {next:
    /// Suivant}}`), in the order written, each name with its place; nil
    /// (with a problem reported) when `key` holds something else. An entry
    /// that is not a name holding a mapping of text is reported and left out.
    public mutating func textMappings(_ mapping: Node.Mapping, _ key: String)
        -> [(key: LocatedText, entries: [(key: LocatedText, value: LocatedText)])]? {
        guard let nested = nestedMapping(mapping, key) else { return nil }
        var result: [(key: LocatedText, entries: [(key: LocatedText, value: LocatedText)])] = []
        for (name, _) in nested {
            guard case .scalar(let nameScalar) = name, name.tag != Tag(.null) else {
                report(name, "expected each key of '\(key)' to be a name, found \(YAMLReader.describe(name))")
                continue
            }
            guard let entries = textMapping(nested, nameScalar.string) else { continue }
            result.append((LocatedText(text: nameScalar.string, location: location(of: name)), entries))
        }
        return result
    }

    /// A list of lists of text (`pairs: [[a, b], [c, d, non-text]]`), each
    /// inner list with where it starts; nil (with a problem reported) when
    /// `key` holds something else. An item that is not a list of text is
    /// reported and left out.
    public mutating func textLists(_ mapping: Node.Mapping, _ key: String) -> [(items: [String], location: SourceLocation?)]? {
        guard let node = mapping[key] else { return nil }
        guard case .sequence(let sequence) = node else {
            report(node, "expected '\(key)' to be a list of lists such as [a, b], found \(YAMLReader.describe(node))")
            return nil
        }
        var result: [(items: [String], location: SourceLocation?)] = []
        for item in sequence {
            guard case .sequence(let inner) = item else {
                report(item, "expected each item of '\(key)' to be a list such as [a, b], found \(YAMLReader.describe(item))")
                continue
            }
            var texts: [String] = []
            var fine = true
            for element in inner {
                guard case .scalar(let scalar) = element, element.tag != Tag(.null), !scalar.string.isEmpty else {
                    report(element, "expected each item of '\(key)' to hold text, found \(YAMLReader.describe(element))")
                    fine = false
                    continue
                }
                texts.append(scalar.string)
            }
            if fine { result.append((texts, location(of: item))) }
        }
        return result
    }

    /// Reports `message` at `location` (the whole file when nil).
    public mutating func report(at location: SourceLocation?, _ message: String) {
        appendProblem(Diagnostic(file: file, at: location, message: message))
    }
}
