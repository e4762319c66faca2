/// The docs sidebar's tree and the breadcrumbs as the pages of one folder
/// see them (links are relative, so they differ by folder). Each section's
/// items are made once per folder, closed and none current, in a
/// `SharedList` whose rendering the folder's pages share; a page replaces
/// only the items on its own way down: the folders above it, open, and
/// itself, marked current. So a page costs the depth of its folder, not
/// the number of docs.
struct DocsSidebar: Sendable {
    let tree: DocsTree
    let docs: [DocListing]
    /// The folder whose pages these are.
    let folder: Int
    /// A page of the folder, for relative links.
    let from: String
    /// Whether the site bar links the token pages.
    let hasDesignSystem: Bool
    /// The words of the pages' language.
    let strings: ChromeStrings
    /// The folders from `docs/` down to `folder`.
    let chain: [Int]
    /// Whether every folder's items are in the page (the site has up to
    /// `DocsNavigation.fullListLimit` docs).
    let isFull: Bool
    /// Each listed folder's items, by folder.
    private let lists: [Int: SharedList]
    /// The same items, typed, for the page's own to be copied.
    private let typedLists: [Int: [DocsTreeItem]]

    /// `from`: a page of the folder (links are relative to its folder);
    /// the folder's own page when nil. The docs of a `SUMMARY.md` chapter
    /// may be in several folders, each with its own sidebar. `wholeTree`:
    /// every folder's items, however many docs (the shared tree,
    /// `SharedNavigation`).
    init(tree: DocsTree, docs: [DocListing], folder: Int, from page: String? = nil, hasDesignSystem: Bool = false,
         strings: ChromeStrings = .english, wholeTree: Bool = false) {
        self.hasDesignSystem = hasDesignSystem
        self.strings = strings
        self.tree = tree
        self.docs = docs
        self.folder = folder
        let from = page ?? tree.folders[folder].pagePath
        self.from = from
        chain = tree.chain(folder)
        let isFull = wholeTree || !DocsNavigation.isWindowed(count: docs.count)
        self.isFull = isFull
        var lists: [Int: SharedList] = [:]
        var typed: [Int: [DocsTreeItem]] = [:]
        func list(_ folder: Int, shown: Range<Int>? = nil) -> SharedList {
            if let found = lists[folder] { return found }
            let items = tree.listedEntries(folder).enumerated().map { position, entry -> DocsTreeItem in
                // Outside the window a page shows, an item is never read:
                // a section of hundreds of folders would otherwise cost
                // each of them every sibling's link.
                if let shown, !shown.contains(position) { return DocsTreeItem(href: "", title: "") }
                switch entry {
                case .doc(let index):
                    var item = DocsTreeItem(href: PagePaths.relative(from: from, to: docs[index].outputPath),
                                            title: docs[index].navigationTitle ?? docs[index].title)
                    item.hidden = docs[index].hiddenFromSidebar
                    return item
                case .folder(let index):
                    var item = DocsTreeItem(href: tree.hasPage(index) ? PagePaths.relative(from: from, to: tree.pagePath(index, docs: docs)) : "",
                                            title: tree.folders[index].title, hasPage: tree.hasPage(index), isFolder: true,
                                            expandable: isFull, open: tree.folders[index].startsOpen,
                                            children: isFull ? list(index).all : .empty)
                    item.pagesLabel = strings.text(.folderPages, ["folder": item.title])
                    return item
                case .part(let title):
                    return DocsTreeItem(href: "", title: title, hasPage: false, isPart: true)
                case .unwritten(let title):
                    return DocsTreeItem(href: "", title: title, hasPage: false)
                case .link(let title, let url):
                    return DocsTreeItem(href: url, title: title)
                }
            }
            let made = SharedList(items)
            lists[folder] = made
            typed[folder] = items
            return made
        }
        if isFull {
            for folder in tree.folders.indices { _ = list(folder) }
        } else {
            // An enclosing folder's section is shown around the folder
            // below it, the same window for every page of this folder.
            for (level, folder) in chain.enumerated() {
                let below: Int? = level + 1 < chain.count ? tree.positionOfFolder[chain[level + 1]] : nil
                _ = list(folder, shown: below.map { DocsNavigation.shown(count: tree.listedEntries(folder).count, around: $0) })
            }
        }
        self.lists = lists
        typedLists = typed
    }

    /// Every item of the top section, each folder with all of its own,
    /// none current (made with `wholeTree`).
    var wholeTreeItems: [DocsTreeItem] { typedLists[chain[0]] ?? [] }

    /// Where a page of this folder finds the whole tree, when it lists a
    /// window of it: `page` is the page's path from the site root.
    func sharedNavigation(page: String) -> SharedNavigation? {
        guard !isFull else { return nil }
        let top = tree.folders[chain[0]].path
        return SharedNavigation(src: href(SharedNavigation.path(folder: top)), key: top, page: page)
    }

    /// The link to `path` from this folder's pages.
    func href(_ path: String) -> String { PagePaths.relative(from: from, to: path) }

    /// The link to the docs home (`docs/index.html`, or the locale's:
    /// `docs/fr/index.html`).
    var homeHref: String { href(tree.folders[chain[0]].pagePath) }

    /// The top section's items for the page of doc `page` (a doc of this
    /// folder, not its index), or of the folder's own page (nil), with the
    /// window the top section lists when it is too long.
    func items(page: Int?) -> (items: SharedSlice, window: DocsWindow?) {
        let page = ownPage(page)
        var below: DocsTreeItem?
        for (level, folder) in chain.enumerated().reversed() {
            guard let list = lists[folder], let listed = typedLists[folder] else { break }
            var focus: (position: Int, item: DocsTreeItem)?
            if let below, level + 1 < chain.count {
                focus = (tree.positionOfFolder[chain[level + 1]], below)
            } else if let page, let position = tree.positionOfDoc[page] {
                var own = listed[position]
                own.current = true
                focus = (position, own)
            }
            let range = DocsNavigation.shown(count: list.items.count, around: focus?.position)
            var slice = SharedSlice(list: list, range: range)
            if let focus, range.contains(focus.position) { slice.replacement = (focus.position, focus.item) }
            let listsAll = tree.folders[folder].index == nil && folder != 0
            let window = DocsNavigation.isWindowed(count: list.items.count)
                ? DocsWindow(first: range.lowerBound + 1, last: range.upperBound, count: list.items.count,
                             indexHref: href(listsAll ? tree.folders[folder].pagePath : DocsIndexPage.path),
                             indexCount: listsAll ? list.items.count : docs.count, top: level == 0, strings: strings)
                : nil
            if level == 0 { return (slice, window) }
            below = DocsTreeItem(href: tree.hasPage(folder) ? href(tree.pagePath(folder, docs: docs)) : "", title: tree.folders[folder].title,
                                 current: folder == self.folder && page == nil, hasPage: tree.hasPage(folder), isFolder: true, expandable: true,
                                 open: true, children: slice, window: window,
                                 pagesLabel: strings.text(.folderPages, ["folder": tree.folders[folder].title]))
        }
        return (.empty, nil)
    }

    /// `page`, or nil when it is the folder's index doc (the folder's page).
    private func ownPage(_ page: Int?) -> Int? {
        page.flatMap { tree.positionOfDoc[$0] == nil ? nil : $0 }
    }

    /// The way from the docs home down to the page of doc `page` (or of the
    /// folder, nil), the page itself last and current; empty on the docs
    /// home.
    func breadcrumbs(page: Int?) -> [DocLink] {
        let page = ownPage(page)
        var links = chain.filter(tree.hasPage).map { folder in
            // `docs/` without a title of its own is "Docs" in the site's language.
            let title = folder == 0 && tree.folders[0].title == DocsTree.topTitle ? strings[.navDocs] : tree.folders[folder].title
            return DocLink(href: href(tree.pagePath(folder, docs: docs)), title: title)
        }
        if let page {
            links.append(DocLink(href: href(docs[page].outputPath), title: docs[page].navigationTitle ?? docs[page].title))
        }
        guard links.count > 1 else { return [] }
        links[links.count - 1].current = true
        return links
    }
}
