import Basics
import Foundation
import Yams

/// What a build reads of an MkDocs site's `mkdocs.yml` (in the docs
/// folder's parent): `docs_dir`, to know the file is this docs folder's,
/// and `nav`, the sidebar, read as an mdBook `SUMMARY.md` is
/// (`BookSummary`), so the docs tree has one path for both.
///
/// Nav entries: `- Title: page.md`, `- page.md` (the page's own title),
/// `- Title: https://…` (a link elsewhere, listed without a page here),
/// `- Section: [ … ]` nested at any depth, and a section's `index.md` as
/// its first entry made the section's page (Material's
/// `navigation.indexes`). Tags YAML cannot resolve (`!!python/name:…`,
/// `!ENV`) are read as the text they tag.
public struct MkDocsNav: Sendable, Equatable {
    /// The file MkDocs reads, beside the docs folder.
    public static let fileName = "mkdocs.yml"

    /// `docs_dir`, as written (`docs` when it is not).
    public var docsDir = "docs"
    /// The nav as a summary; nil when there is no `nav` (MkDocs then
    /// orders pages by file name, as theme-preview does).
    public var summary: BookSummary?
    /// What could not be read, located in the file.
    public var problems: [BookSummary.Problem] = []

    public init(_ text: String, file: String) {
        var reader = YAMLReader(file: file, subject: "mkdocs.yml")
        guard let mapping = reader.mapping(text, describing: "MkDocs settings such as nav") else {
            problems = reader.diagnostics.map { BookSummary.Problem(line: $0.line ?? 1, column: $0.column ?? 1, message: $0.message) }
            return
        }
        if case .scalar(let dir)? = mapping["docs_dir"], !dir.string.isEmpty { docsDir = dir.string }
        guard let nav = mapping["nav"] else { return }
        guard case .sequence(let entries) = nav else {
            problem(nav, "expected `nav` to be a list of pages and sections, found \(YAMLReader.describe(nav)); the pages are listed by file name")
            return
        }
        var summary = BookSummary("")
        summary.items = entries.compactMap { chapter($0) }.map(BookSummary.Item.chapter)
        self.summary = summary
    }

    private mutating func problem(_ node: Node, _ message: String) {
        let mark = node.mark
        problems.append(BookSummary.Problem(line: mark?.line ?? 1, column: mark?.column ?? 1, message: message))
    }

    /// One nav entry as a chapter; nil (with a problem) when it is none.
    private mutating func chapter(_ node: Node) -> BookSummary.Chapter? {
        let line = node.mark?.line ?? 1, column = node.mark?.column ?? 1
        switch node {
        case .scalar(let scalar):
            // A bare page: its own title (an empty title keeps the doc's).
            guard let path = Self.page(scalar.string) else {
                problem(node, "a nav entry without a title names `\(scalar.string)`, not a page; write `- Title: \(scalar.string)`")
                return nil
            }
            return BookSummary.Chapter(title: "", path: path, line: line, column: column)
        case .mapping(let mapping) where mapping.count == 1:
            guard let (key, value) = mapping.first, case .scalar(let title) = key else { break }
            switch value {
            case .scalar(let target):
                // A page, or a link to another site.
                var chapter = BookSummary.Chapter(title: title.string, path: Self.page(target.string), line: line, column: column)
                if chapter.path == nil, !target.string.isEmpty { chapter.url = target.string }
                return chapter
            case .sequence(let entries):
                var children = entries.compactMap { chapter($0) }
                var section = BookSummary.Chapter(title: title.string, path: nil, line: line, column: column)
                if let first = children.first, first.children.isEmpty, let path = first.path,
                   path == "index.md" || path.hasSuffix("/index.md") || path == "README.md" || path.hasSuffix("/README.md") {
                    section.path = path
                    children.removeFirst()
                }
                section.children = children
                return section
            default:
                break
            }
        default:
            break
        }
        problem(node, "a nav entry is \(YAMLReader.describe(node)), not `- Title: page.md`, `- page.md` or `- Section: [...]`; it is left out of the sidebar")
        return nil
    }

    /// The doc a nav target names, relative to the docs folder; nil for a
    /// link elsewhere (`https://…`, `mailto:…`, `/absolute`).
    static func page(_ target: String) -> String? {
        var path = target.trimmingCharacters(in: .whitespaces)
        if path.contains("://") || path.hasPrefix("mailto:") || path.hasPrefix("/") || path.hasPrefix("#") || path.isEmpty { return nil }
        while path.hasPrefix("./") { path.removeFirst(2) }
        return path
    }
}
