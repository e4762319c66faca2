import Basics
import Markdown

/// What a folder's Docusaurus category file (`_category_.json`,
/// `_category_.yml`) says of it, its doc ids made paths: see
/// `DocusaurusCategory`.
struct FolderCategory: Sendable, Equatable {
    /// The folder's title in the sidebar and breadcrumbs (`label`).
    var title: String?
    /// Its place among its siblings (`position`), over its index doc's.
    var order: Int?
    /// Shown open in the sidebar (`collapsed: false`, `collapsible: false`).
    var startsOpen = false
    /// The doc that is the folder's page (`link: {type: doc, id}`), by
    /// path under `docs/`: a doc in the folder itself.
    var indexDoc: String?
    /// The generated page's heading, when not the title
    /// (`link: {type: generated-index, title}`).
    var pageTitle: String?
    /// Shown under the generated page's heading, and its description.
    var pageDescription: String?
    /// The folder's card's text in a `<DocCardList />` (`description`).
    var cardDescription: String?
}

/// The docs folder's category files, read: by folder (under `docs/`, ""
/// for the top), and what could not be used, located.
struct FolderCategories: Sendable {
    var byFolder: [String: FolderCategory] = [:]
    var warnings: [Diagnostic] = []

    init() {}

    /// `files`: paths under `docs/` with text, in byte order. A folder with
    /// both a `.json` and a `.yml` file reads the one Docusaurus reads
    /// first (`DocusaurusCategory.fileNames`).
    init(_ files: [(path: String, text: String)], docs: [Doc], docsDirectory: String) {
        guard !files.isEmpty else { return }
        let ids = DocusaurusDocIDs.paths(docs)
        let paths = Set(docs.map(\.sourcePath))
        let ranked = files.sorted { a, b in
            let rank = { (path: String) in DocusaurusCategory.fileNames.firstIndex(of: Self.name(path)) ?? 0 }
            return (DocsTree.folder(of: a.path), rank(a.path)) < (DocsTree.folder(of: b.path), rank(b.path))
        }
        for (path, text) in ranked {
            let folder = DocsTree.folder(of: path)
            let file = joinPath(docsDirectory, path)
            guard byFolder[folder] == nil else {
                warnings.append(.warning(file: file, "docs/\(folder.isEmpty ? "" : folder + "/")already has a category file read first (\(DocusaurusCategory.fileNames.joined(separator: ", ")) in that order); this one is not read"))
                continue
            }
            let category = DocusaurusCategory(text, file: file)
            warnings += category.problems
            var read = FolderCategory(title: category.label, order: category.position, startsOpen: category.startsOpen)
            read.cardDescription = category.description
            switch category.link {
            case .generatedIndex(let title, let description, let slug)?:
                read.pageTitle = title
                read.pageDescription = description
                if let slug {
                    warnings.append(.warning(file: file, "'link.slug' \(slug) is not used: the folder's page is published at \(DocsTree.pagePath(folder: folder))"))
                }
            case .doc(let id, let line, let column)?:
                let found = ids[id] ?? (paths.contains(id) ? id : nil)
                if let found, DocsTree.folder(of: found) == folder {
                    read.indexDoc = found
                } else if let found {
                    warnings.append(.warning(file: file, line: line, column: column,
                                             "the doc '\(id)' (docs/\(found)) is not in this folder; the folder's heading links its own page instead"))
                } else {
                    let suggestion = EditDistance.suggestion(for: id, among: ids.keys.sorted())
                    warnings.append(.warning(file: file, line: line, column: column,
                                             "no doc has the id '\(id)'\(suggestion.map { " (did you mean '\($0)'?)" } ?? ""); the folder's heading links its own page instead"))
                }
            case nil:
                break
            }
            byFolder[folder] = read
        }
        warnings.sort { ($0.file, $0.line ?? 0, $0.column ?? 0) < ($1.file, $1.line ?? 0, $1.column ?? 0) }
    }

    private static func name(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
