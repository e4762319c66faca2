import Basics
import Yams

/// What a build reads of `mkdocs.yml`'s `markdown_extensions`: the
/// extensions a site turns on where theme-preview's reading depends on
/// them, and `pymdownx.snippets`' `auto_append` files.
///
/// Entries are written `- pymdownx.tilde` or, with settings,
/// `- pymdownx.snippets: { auto_append: [includes/abbreviations.md] }`
/// (a mapping of one name). Anything else is skipped: MkDocs reports it.
public struct MkDocsExtensions: Sendable, Equatable {
    /// The extensions listed, by name (`pymdownx.tilde`, `abbr`).
    public var names: Set<String> = []
    /// `pymdownx.snippets`' `auto_append`: files, relative to the snippets'
    /// folder (see `BookIncludes.snippetBase`), added to the end of every
    /// page, as written.
    public var autoAppend: [String] { appended.map(\.path) }
    /// `autoAppend`, each with where it is written in `mkdocs.yml`.
    public var appended: [Appended] = []

    /// A file `auto_append` names, and where.
    public struct Appended: Sendable, Equatable {
        public var path: String
        public var line: Int
        public var column: Int
    }

    /// PyMdown's tilde (`~sub~` subscript, `~~del~~`) is on: a single
    /// tilde pair is `<sub>`, not GitHub's `<del>`.
    public var tildeSubscript: Bool { names.contains("pymdownx.tilde") }

    public init() {}

    public init(_ text: String, file: String) {
        var reader = YAMLReader(file: file, subject: "mkdocs.yml")
        guard let mapping = reader.mapping(text, describing: "MkDocs settings"),
              case .sequence(let entries)? = mapping["markdown_extensions"] else { return }
        for entry in entries {
            switch entry {
            case .scalar(let name):
                names.insert(name.string)
            case .mapping(let settings) where settings.count == 1:
                guard let (key, value) = settings.first, case .scalar(let name) = key else { continue }
                names.insert(name.string)
                if name.string == "pymdownx.snippets", case .mapping(let options) = value {
                    appended = Self.strings(options["auto_append"])
                }
            default:
                continue
            }
        }
    }

    /// A list of texts, or one text, as Python-Markdown's settings take it.
    private static func strings(_ node: Node?) -> [Appended] {
        func appended(_ item: Node) -> Appended? {
            guard case .scalar(let scalar) = item, !scalar.string.isEmpty else { return nil }
            return Appended(path: scalar.string, line: item.mark?.line ?? 1, column: item.mark?.column ?? 1)
        }
        switch node {
        case .scalar?: return node.flatMap(appended).map { [$0] } ?? []
        case .sequence(let items)?: return items.compactMap(appended)
        default: return []
        }
    }
}
