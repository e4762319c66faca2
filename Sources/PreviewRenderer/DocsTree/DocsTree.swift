import Basics
import Markdown
/// The docs' folders as the site's sections: each folder under `docs/` that
/// holds a doc (at any depth) is a section, with its page (its `index.md`,
/// `_index.md` or `README.md`, else a generated list of what it holds) and
/// its docs and sub-folders in order (`order`, then the file name, numbers
/// compared as numbers, then the path). Reading order (the docs' order in `ResolvedSite`, the pager,
/// the docs index) is the tree's, depth first, each folder's page first.
public struct DocsTree: Sendable, Equatable {
    /// A docs or folder entry of a section.
    enum Entry: Hashable, Sendable {
        /// A doc, by index in the site's docs.
        case doc(Int)
        /// A folder, by index in `folders`.
        case folder(Int)
        /// A part's title in an mdBook's `SUMMARY.md`, before its chapters.
        case part(String)
        /// A draft chapter of `SUMMARY.md` (`[Title]()`): listed, no page.
        case unwritten(String)
        /// A link to another site in an MkDocs nav (`- GitHub: https://…`):
        /// its title and address.
        case link(String, url: String)
    }

    /// One folder under `docs/`, or a chapter of `SUMMARY.md` with
    /// chapters under it.
    struct Folder: Sendable, Equatable {
        /// Under `docs/`, without a trailing `/`; "" for `docs/` itself.
        var path: String
        /// The sidebar's title: the index doc's, else the folder's name made readable.
        var title: String
        /// The index doc's `order`; without one, the smallest of its entries'.
        var order: Int?
        /// The doc whose page is the folder's page; nil when it is generated.
        var index: Int?
        /// The folder above; nil for `docs/`.
        var parent: Int?
        /// Its docs (not the index doc) and folders, in order.
        var entries: [Entry] = []
        /// A chapter of `SUMMARY.md`: its page is its doc's, and without
        /// one (a draft) it has none; no page is generated for it.
        var isChapter = false
        /// Shown open in the sidebar, whichever page is shown (a Docusaurus
        /// category with `collapsed: false`).
        var startsOpen = false
        /// The generated page's heading and description, when a category
        /// file gives them (`title` otherwise, and a sentence).
        var pageTitle: String?
        var pageDescription: String?
        /// The folder's card's text in a `<DocCardList />`, when its
        /// category file gives one (`description`).
        var cardDescription: String?
        /// The folder's page in the output: `docs/<path>/index.html`.
        var pagePath: String { DocsTree.pagePath(folder: path) }
        /// The folders above and this one, from `docs/` down.
        var depth: Int { path.isEmpty ? 0 : path.utf8.reduce(1) { $1 == UInt8(ascii: "/") ? $0 + 1 : $0 } }
    }

    /// `folders[0]` is `docs/`.
    /// (Set only while the tree is made: `make`.)
    var folders: [Folder]
    /// The folder each doc is in, by doc index (an index doc: the folder it is the page of).
    private(set) var folderOfDoc: [Int]
    /// Where each doc is in its folder's entries, by doc index; nil for an index doc.
    private(set) var positionOfDoc: [Int?] = []
    /// Where each folder is in its parent's entries; 0 for `docs/`.
    private(set) var positionOfFolder: [Int] = [0]
    /// The folders at the top of a locale's site (`fr/`, `zh-cn/`; see
    /// `SiteLocales`): last among the top folder's entries, never listed in
    /// its sidebar, and the top of their pages' sidebar and breadcrumbs.
    private(set) var localeRoots: Set<Int> = []

    /// No docs: the top folder alone.
    init() {
        folders = [Folder(path: "", title: DocsTree.topTitle, parent: nil)]
        folderOfDoc = []
    }

    /// The title of `docs/` when it has no index page.
    static let topTitle = "Docs"

    /// The page of the folder at `folder` (under `docs/`).
    static func pagePath(folder: String) -> String {
        folder.isEmpty ? "docs/index.html" : "docs/" + folder + "/index.html"
    }

    /// The last component of a path, without `.md` for a doc: what the
    /// docs are listed by when they give no order.
    static func fileName(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return DocFileName.stem(name)
    }

    /// The folder of a path under `docs/` ("" for the top).
    static func folder(of path: String) -> String {
        path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(path[..<$0]) } ?? ""
    }

    /// The page of every folder that holds one of `docs` (`docs/index.html`
    /// and `docs/<folder>/index.html`), generated or not.
    static func folderPages(_ docs: [Doc]) -> Set<String> {
        var folders: Set<String> = docs.isEmpty ? [] : [""]
        for doc in docs {
            var folder = folder(of: doc.sourcePath)
            while !folder.isEmpty, folders.insert(folder).inserted { folder = self.folder(of: folder) }
        }
        return Set(folders.map { pagePath(folder: $0) })
    }

    /// The folders that have no index doc: their pages are generated.
    var generatedFolders: [Int] { folders.indices.filter { folders[$0].index == nil && !folders[$0].isChapter } }

    /// Whether the folder has a page (a draft chapter has none).
    func hasPage(_ folder: Int) -> Bool { folders[folder].index != nil || !folders[folder].isChapter }

    /// The folder's ancestors and itself, from the top of its locale's site
    /// (`docs/`, or a locale's folder) down.
    func chain(_ folder: Int) -> [Int] {
        var result = [folder]
        while !localeRoots.contains(result[0]), let parent = folders[result[0]].parent { result.insert(parent, at: 0) }
        return result
    }

    /// The entries of `folder` its sidebar lists: all but the locale folders.
    /// (They are the top folder's last entries, so positions stay.)
    func listedEntries(_ folder: Int) -> ArraySlice<Entry> {
        let entries = folders[folder].entries
        guard folder == 0, !localeRoots.isEmpty else { return entries[...] }
        let end = entries.firstIndex { if case .folder(let index) = $0 { localeRoots.contains(index) } else { false } } ?? entries.endIndex
        return entries[..<end]
    }

    /// The page of the folder, whichever doc or generated page it is.
    func pagePath(_ folder: Int, docs: [DocListing]) -> String {
        folders[folder].index.map { docs[$0].outputPath } ?? folders[folder].pagePath
    }

    /// The docs in reading order, and their tree (with indexes into that
    /// order). Index docs must already have their folder's page as output
    /// path (`assignIndexPages`).
    /// `localeFolders`: the folders at the top of `docs/` that are each a
    /// locale's site (`SiteLocales.localeFolders`).
    /// `categories`: the folders' Docusaurus category files, by folder:
    /// their titles, order, open state and index docs win over the rest.
    static func make(_ docs: [Doc], localeFolders: Set<String> = [],
                     categories: [String: FolderCategory] = [:]) -> (docs: [Doc], tree: DocsTree) {
        var tree = DocsTree()
        var byPath = ["": 0]
        func folderIndex(_ path: String) -> Int {
            if let found = byPath[path] { return found }
            let parent = folderIndex(folder(of: path))
            let name = path.split(separator: "/").last.map(String.init) ?? path
            tree.folders.append(Folder(path: path, title: DocTitle.humanised(name), parent: parent))
            let index = tree.folders.count - 1
            byPath[path] = index
            tree.folders[parent].entries.append(.folder(index))
            return index
        }
        var folderOfDoc = [Int](repeating: 0, count: docs.count)
        for (index, doc) in docs.enumerated() {
            let folder = folderIndex(folder(of: doc.sourcePath))
            folderOfDoc[index] = folder
            let category = categories[tree.folders[folder].path]
            let isIndex = category?.indexDoc.map { $0 == doc.sourcePath }
                ?? (doc.outputPath == pagePath(folder: tree.folders[folder].path))
            if isIndex, tree.folders[folder].index == nil {
                tree.folders[folder].index = index
                tree.folders[folder].title = doc.navigationTitle ?? doc.title
                tree.folders[folder].order = doc.order
            } else {
                tree.folders[folder].entries.append(.doc(index))
            }
        }
        for (path, category) in categories {
            guard let folder = byPath[path] else { continue }
            if let title = category.title { tree.folders[folder].title = title }
            if let order = category.order { tree.folders[folder].order = order }
            tree.folders[folder].startsOpen = category.startsOpen
            tree.folders[folder].pageTitle = category.pageTitle
            tree.folders[folder].pageDescription = category.pageDescription
            tree.folders[folder].cardDescription = category.cardDescription
        }
        // A folder whose index doc has no order (or that has no index doc)
        // takes the smallest order of what it holds (folders come after
        // their parents, so from the end).
        for folder in tree.folders.indices.reversed() where tree.folders[folder].order == nil {
            tree.folders[folder].order = tree.folders[folder].entries.compactMap { entry -> Int? in
                switch entry {
                case .doc(let index): docs[index].order
                case .folder(let index): tree.folders[index].order
                case .part, .unwritten, .link: nil
                }
            }.min()
        }
        // Sort each folder's entries: by order, then by file name as
        // GitHub, MkDocs and Docusaurus list files (numbers as numbers).
        func key(_ entry: Entry) -> (order: Int?, name: String, path: String) {
            switch entry {
            case .doc(let index): (docs[index].order, fileName(docs[index].sourcePath), docs[index].sourcePath)
            case .folder(let index): (tree.folders[index].order, fileName(tree.folders[index].path), tree.folders[index].path)
            case .part(let title), .unwritten(let title), .link(let title, _): (nil, title, title)
            }
        }
        tree.localeRoots = Set(localeFolders.compactMap { byPath[$0] })
        // A locale's folder is its site's top, not a section named after
        // the folder ("Fr"): without a home of its own, it is titled as
        // the docs' top is.
        for root in tree.localeRoots where tree.folders[root].index == nil && categories[tree.folders[root].path]?.title == nil {
            tree.folders[root].title = tree.folders[0].title
        }
        func isLocaleRoot(_ entry: Entry) -> Bool {
            if case .folder(let index) = entry { tree.localeRoots.contains(index) } else { false }
        }
        for folder in tree.folders.indices {
            tree.folders[folder].entries = tree.folders[folder].entries.sorted { a, b in
                // Locale folders last, by path.
                switch (isLocaleRoot(a), isLocaleRoot(b)) {
                case (true, false): return false
                case (false, true): return true
                case (true, true): return key(a).path < key(b).path
                case (false, false): break
                }
                let x = key(a), y = key(b)
                switch (x.order, y.order) {
                case let (p?, q?) where p != q: return p < q
                case (.some, nil): return true
                case (nil, .some): return false
                default:
                    if x.name != y.name { return NaturalOrder.precedes(x.name, y.name) }
                    return x.path < y.path
                }
            }
        }
        return finish(tree, docs: docs, folderOfDoc: folderOfDoc)
    }

    /// Reading order, depth first, a folder's page before what it holds,
    /// and the tree's indexes made that order's.
    static func finish(_ tree: DocsTree, docs: [Doc], folderOfDoc: [Int]) -> (docs: [Doc], tree: DocsTree) {
        var tree = tree
        var order: [Int] = []
        order.reserveCapacity(docs.count)
        func visit(_ folder: Int) {
            if let index = tree.folders[folder].index { order.append(index) }
            for entry in tree.folders[folder].entries {
                switch entry {
                case .doc(let index): order.append(index)
                case .folder(let index): visit(index)
                case .part, .unwritten, .link: break
                }
            }
        }
        visit(0)
        var newIndex = [Int](repeating: 0, count: docs.count)
        for (position, old) in order.enumerated() { newIndex[old] = position }
        for folder in tree.folders.indices {
            tree.folders[folder].index = tree.folders[folder].index.map { newIndex[$0] }
            tree.folders[folder].entries = tree.folders[folder].entries.map { entry in
                if case .doc(let index) = entry { return .doc(newIndex[index]) }
                return entry
            }
        }
        tree.folderOfDoc = order.map { folderOfDoc[$0] }
        tree.positionOfDoc = Array(repeating: nil, count: docs.count)
        tree.positionOfFolder = Array(repeating: 0, count: tree.folders.count)
        for folder in tree.folders {
            for (position, entry) in folder.entries.enumerated() {
                switch entry {
                case .doc(let index): tree.positionOfDoc[index] = position
                case .folder(let index): tree.positionOfFolder[index] = position
                case .part, .unwritten, .link: break
                }
            }
        }
        return (order.map { docs[$0] }, tree)
    }

    /// Gives each folder's index doc the folder's page (`guide/README.md`
    /// is `docs/guide/index.html`): `index.md`, else `_index.md`, else
    /// `README.md` (any case). The others keep their own pages, with a
    /// warning each. A doc published at its `slug` (in `slugged`, by
    /// source path) is no folder's page.
    static func assignIndexPages(_ docs: inout [Doc], docsDirectory: String, slugged: [String: String] = [:]) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        let paths = docs.map { slugged[$0.sourcePath] == nil ? $0.sourcePath : "" }
        for (folder, ranked) in indexCandidates(paths) {
            let winner = ranked[0]
            docs[winner].outputPath = pagePath(folder: folder)
            for other in ranked.dropFirst() {
                let doc = docs[other]
                warnings.append(.warning(
                    file: doc.file(in: docsDirectory),
                    "docs/\(docs[winner].sourcePath) is already the page of \(folder.isEmpty ? "docs/" : "docs/" + folder + "/") (index.md comes first, then _index.md, then README.md); this file is published as \(doc.outputPath)"))
            }
        }
        return warnings
    }

    /// The docs named as a folder's page (by index in `paths`, paths under
    /// `docs/`), by folder, the one that is the page first; sorted by folder.
    static func indexCandidates(_ paths: [String]) -> [(folder: String, ranked: [Int])] {
        var candidates: [String: [(rank: Int, path: Int)]] = [:]
        for (index, path) in paths.enumerated() {
            let name = path.split(separator: "/").last.map { DocFileName.stem(String($0)).lowercased() } ?? ""
            guard let rank = IndexPageNames.ranked.firstIndex(of: name) else { continue }
            candidates[folder(of: path), default: []].append((rank, index))
        }
        return candidates.sorted { $0.key < $1.key }.map { folder, found in
            (folder, found.sorted { ($0.rank, paths[$0.path]) < ($1.rank, paths[$1.path]) }.map(\.path))
        }
    }
}
