import Basics
import Yams

/// What a build reads of a Docusaurus `_category_.json` or
/// `_category_.yml`: how the folder it is in shows in the sidebar
/// Docusaurus generates. `label` names the folder, `position` places it,
/// `collapsed: false` or `collapsible: false` shows it open, and `link`
/// gives it a page: `{type: generated-index, title, description, slug}`
/// (a list of its docs) or `{type: doc, id}` (that doc). `description` is
/// what the folder's card says in a `<DocCardList />` (Docusaurus 3's
/// sidebar item description; the generated page's is `link.description`).
/// `className` and
/// `customProps` are styling and data for Docusaurus' own components:
/// ignored without a word. Anything else is a located warning.
public struct DocusaurusCategory: Sendable, Equatable {
    /// The names Docusaurus reads, in the order it looks for them.
    public static let fileNames = ["_category_.json", "_category_.yml", "_category_.yaml"]

    /// Whether the file at `path` (any folder) is a category file.
    public static func isCategoryFile(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return fileNames.contains(name)
    }

    /// The page the category's heading links.
    public enum Link: Sendable, Equatable {
        /// A generated page listing the folder's docs, with its title and
        /// description when given, and the path Docusaurus publishes it at.
        case generatedIndex(title: String?, description: String?, slug: String?)
        /// The doc with this id; where the id is written, for a warning
        /// when it names no doc.
        case doc(id: String, line: Int, column: Int)
    }

    /// The folder's title in the sidebar.
    public var label: String?
    /// The folder's place among its siblings.
    public var position: Int?
    /// `collapsed: false`, or `collapsible: false`: the folder is shown
    /// open.
    public var startsOpen = false
    public var link: Link?
    /// The folder's card's text in a `<DocCardList />` (`description`).
    public var description: String?
    /// What could not be read, located in `file`.
    public var problems: [Diagnostic] = []

    /// The keys read, then those ignored silently.
    static let keys = ["label", "position", "description", "collapsed", "collapsible", "link"]
    static let ignoredKeys = ["className", "customProps"]

    /// `file`: its name decides how it is read (`.json` as JSON, else as
    /// YAML); messages name it.
    public init(_ text: String, file: String) {
        let root: PlainJSData.Located
        if file.hasSuffix(".json") {
            do throws(PlainJSData.Problem) {
                root = try PlainJSData.parse(text)
            } catch {
                problems.append(.warning(file: file, line: error.line, column: error.column,
                                         "\(error.message); this category file is not read, and the folder is shown by its name"))
                return
            }
        } else {
            var reader = YAMLReader(file: file, subject: "category file")
            guard let mapping = reader.mapping(text, describing: "keys such as label and position") else {
                problems = reader.diagnostics.map { problem in
                    var problem = problem
                    problem.severity = .warning
                    problem.message += "; this category file is not read, and the folder is shown by its name"
                    return problem
                }
                return
            }
            root = PlainJSData.Located(value: Self.data(mapping), line: 1, column: 1)
        }
        guard case .object(let members) = root.value else {
            warn(file, root, "expected the category file to be an object of keys such as label and position, found \(root.value.described); it is not read")
            return
        }
        for member in members {
            let value = member.value
            switch member.key {
            case "label":
                if let text = value.value.string, !text.isEmpty { label = text } else {
                    warn(file, value, "expected 'label' (the folder's title in the sidebar) to be text, found \(value.value.described); it is ignored")
                }
            case "position":
                if case .number(let number) = value.value, let whole = Int(exactly: number.rounded(.down)) {
                    position = whole
                    if number != number.rounded(.down) {
                        warn(file, value, "'position' \(number) is read as \(whole): the sidebar places folders by whole numbers")
                    }
                } else {
                    warn(file, value, "expected 'position' (the folder's place in the sidebar) to be a number, found \(value.value.described); it is ignored")
                }
            case "description":
                if let text = value.value.string { description = text } else {
                    warn(file, value, "expected 'description' (the folder's card's text in a DocCardList) to be text, found \(value.value.described); it is ignored")
                }
            case "collapsed", "collapsible":
                if case .bool(let flag) = value.value {
                    if !flag { startsOpen = true }
                } else {
                    warn(file, value, "expected '\(member.key)' to be true or false, found \(value.value.described); it is ignored")
                }
            case "link":
                readLink(value, file: file)
            case let key where Self.ignoredKeys.contains(key):
                continue
            default:
                let suggestion = EditDistance.suggestion(for: member.key, among: Self.keys + Self.ignoredKeys)
                warn(file, value, "unknown category key '\(member.key)'\(suggestion.map { "; did you mean '\($0)'?" } ?? "; it is ignored (read: \(Self.keys.joined(separator: ", ")))")")
            }
        }
    }

    private mutating func readLink(_ value: PlainJSData.Located, file: String) {
        if case .null = value.value { return }
        guard case .object = value.value, let type = value.value["type"] else {
            warn(file, value, "expected 'link' to be an object with a 'type' (generated-index or doc), found \(value.value.described); it is ignored")
            return
        }
        func text(_ key: String) -> String? {
            guard let found = value.value[key] else { return nil }
            guard let text = found.value.string else {
                warn(file, found, "expected 'link.\(key)' to be text, found \(found.value.described); it is ignored")
                return nil
            }
            return text
        }
        switch type.value.string {
        case "generated-index":
            link = .generatedIndex(title: text("title"), description: text("description"), slug: text("slug"))
            if let key = unknownKey(value, known: ["type", "title", "description", "slug", "keywords", "image"]) {
                warn(file, key.value, "unknown key 'link.\(key.key)' of a generated-index link; it is ignored")
            }
        case "doc":
            guard let id = value.value["id"], let name = id.value.string, !name.isEmpty else {
                warn(file, value, "expected a 'link' of type doc to have an 'id' naming a doc; it is ignored")
                return
            }
            link = .doc(id: name, line: id.line, column: id.column)
            if let key = unknownKey(value, known: ["type", "id"]) {
                warn(file, key.value, "unknown key 'link.\(key.key)' of a doc link; it is ignored")
            }
        default:
            warn(file, type, "expected 'link.type' to be generated-index or doc, found \(type.value.described); the link is ignored")
        }
    }

    private func unknownKey(_ value: PlainJSData.Located, known: [String]) -> PlainJSData.Member? {
        guard case .object(let members) = value.value else { return nil }
        return members.first { !known.contains($0.key) }
    }

    private mutating func warn(_ file: String, _ value: PlainJSData.Located, _ message: String) {
        problems.append(.warning(file: file, line: value.line, column: value.column, message))
    }

    /// A YAML mapping as the plain data JSON would have given, each value
    /// where it is written.
    static func data(_ mapping: Node.Mapping) -> PlainJSData {
        .object(mapping.compactMap { key, value -> PlainJSData.Member? in
            guard let name = key.string else { return nil }
            return PlainJSData.Member(key: name, value: located(value))
        })
    }

    static func located(_ node: Node) -> PlainJSData.Located {
        let value: PlainJSData
        switch node {
        case .mapping(let mapping): value = data(mapping)
        case .sequence(let sequence): value = .array(sequence.map(located))
        case .scalar(let scalar):
            if scalar.style == .plain, ["", "~", "null", "Null", "NULL"].contains(scalar.string) {
                value = .null
            } else if scalar.style == .plain, let flag = node.bool {
                value = .bool(flag)
            } else if scalar.style == .plain, let number = node.float {
                value = .number(number)
            } else {
                value = .string(scalar.string)
            }
        case .alias: value = .null
        }
        return PlainJSData.Located(value: value, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
    }
}
