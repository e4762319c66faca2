import Basics
import Markdown

extension DocsTree {
    /// The docs in reading order and their tree as an mdBook's `SUMMARY.md`
    /// lists them, not as their folders hold them: its chapters in its
    /// order and nesting, with its titles in the sidebar, its part titles
    /// between them, and its draft chapters listed without a page. The docs
    /// home (`docs/index.html`) stays the tree's top page. Docs it does not
    /// list come after its chapters, by file name, with one warning.
    /// `file`: the summary's path, for warnings.
    static func make(_ docs: [Doc], summary: BookSummary, file: String) -> (docs: [Doc], tree: DocsTree, warnings: [Diagnostic]) {
        var docs = docs
        var tree = DocsTree()
        // The summary's file name, as warnings name it (`SUMMARY.md`, `mkdocs.yml`).
        let name = file.split(separator: "/").last.map(String.init) ?? file
        func label(_ chapter: BookSummary.Chapter) -> String { chapter.title.isEmpty ? chapter.path ?? "" : chapter.title }
        var warnings: [Diagnostic] = []
        var byPath: [String: Int] = [:]
        for (index, doc) in docs.enumerated() where byPath[doc.sourcePath] == nil { byPath[doc.sourcePath] = index }
        let home = docs.indices.first { docs[$0].outputPath == pagePath(folder: "") }
        var listed: Set<Int> = []
        var folderOfDoc = [Int](repeating: 0, count: docs.count)
        if let home {
            listed.insert(home)
            tree.folders[0].index = home
            tree.folders[0].title = docs[home].navigationTitle ?? docs[home].title
        }

        func add(_ chapter: BookSummary.Chapter, to folder: Int) {
            var doc: Int?
            if let path = chapter.path {
                if let found = byPath[path], found == home {
                    // The docs home is the tree's top page, not an entry.
                    if !chapter.title.isEmpty {
                        docs[found].navigationTitle = chapter.title
                        tree.folders[0].title = chapter.title
                    }
                    chapter.children.forEach { add($0, to: folder) }
                    return
                } else if let found = byPath[path], !listed.contains(found) {
                    doc = found
                    listed.insert(found)
                    // A bare `- page.md` of MkDocs' nav keeps the page's title.
                    if !chapter.title.isEmpty { docs[found].navigationTitle = chapter.title }
                } else if byPath[path] != nil {
                    warnings.append(.warning(file: file, line: chapter.line, column: chapter.column,
                                             "'\(label(chapter))' lists \(path) again; a page is listed once, where \(name) first names it"))
                    chapter.children.forEach { add($0, to: folder) }
                    return
                } else {
                    warnings.append(.warning(file: file, line: chapter.line, column: chapter.column,
                                             name == BookSummary.fileName
                                                ? "'\(chapter.title)' names \(path), which is not a doc in the docs folder; it is listed without a page (write the file, or make it a draft with `[\(chapter.title)]()`)"
                                                : "'\(label(chapter))' names \(path), which is not a doc in the docs folder; it is listed without a page"))
                }
            }
            guard !chapter.children.isEmpty else {
                if let doc {
                    tree.folders[folder].entries.append(.doc(doc))
                    folderOfDoc[doc] = folder
                } else if let url = chapter.url {
                    tree.folders[folder].entries.append(.link(chapter.title, url: url))
                } else {
                    tree.folders[folder].entries.append(.unwritten(label(chapter)))
                }
                return
            }
            tree.folders.append(Folder(path: doc.map { DocsTree.folder(of: docs[$0].sourcePath) } ?? "", title: chapter.title,
                                       index: doc, parent: folder, isChapter: true))
            let section = tree.folders.count - 1
            tree.folders[folder].entries.append(.folder(section))
            if let doc { folderOfDoc[doc] = section }
            chapter.children.forEach { add($0, to: section) }
        }

        for item in summary.items {
            switch item {
            case .chapter(let chapter): add(chapter, to: 0)
            case .part(let title): tree.folders[0].entries.append(.part(title))
            }
        }
        let unlisted = docs.indices.filter { !listed.contains($0) }.sorted { a, b in
            let x = docs[a].sourcePath, y = docs[b].sourcePath
            return x != y && NaturalOrder.precedes(x, y)
        }
        if !unlisted.isEmpty {
            let names = unlisted.prefix(5).map { docs[$0].sourcePath }.joined(separator: ", ") + (unlisted.count > 5 ? ", …" : "")
            warnings.append(.warning(file: file,
                                     "\(unlisted.count) doc\(unlisted.count == 1 ? " is" : "s are") not in \(name == BookSummary.fileName ? name : name + "'s nav") and \(unlisted.count == 1 ? "is" : "are") listed after its \(name == BookSummary.fileName ? "chapters" : "pages"): \(names); add \(unlisted.count == 1 ? "it" : "them") to \(name == BookSummary.fileName ? name : "the nav") to place \(unlisted.count == 1 ? "it" : "them")"))
            tree.folders[0].entries += unlisted.map { Entry.doc($0) }
        }
        let (ordered, made) = finish(tree, docs: docs, folderOfDoc: folderOfDoc)
        return (ordered, made, warnings)
    }
}
