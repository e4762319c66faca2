/// The docs sidebar's links for the pages of one folder (links are relative,
/// so they differ by folder), made once; each page takes the ones it shows
/// with its own marked as the page shown.
///
/// Up to `fullListLimit` docs every page lists every doc. A larger set lists
/// the `window` docs around the page's own and links to the docs index
/// (`DocsIndex`): 547 docs each listing all 547 would be 60 KB of links on
/// every page, 33 MB for the site, and a list nobody scrolls.
struct DocsNavigation: Sendable {
    /// Up to this many docs, every page lists every doc.
    static let fullListLimit = 100
    /// How many docs a page lists beyond that.
    static let window = 50

    /// Every doc's link, in navigation order, none marked.
    let all: [DocLink]
    /// The same, shared by the folder's pages (each renders once).
    let shared: SharedList

    /// `items`: each doc's relative link and title, unescaped.
    init(_ items: [(href: String, title: String)]) {
        all = items.map { DocLink(href: $0.href, title: $0.title) }
        shared = SharedList(all)
    }

    /// How many docs there are.
    var count: Int { all.count }

    /// Whether pages list a window of the docs rather than all of them.
    var isWindowed: Bool { DocsNavigation.isWindowed(count: count) }

    static func isWindowed(count: Int) -> Bool { count > fullListLimit }

    /// The items a page lists: all of them, or `window` of them around
    /// `current`, moved inward at either end so there are always `window`.
    func shown(around current: Int) -> Range<Int> {
        guard isWindowed else { return 0..<count }
        let start = min(max(0, current - DocsNavigation.window / 2), count - DocsNavigation.window)
        return start..<(start + DocsNavigation.window)
    }

    /// The links the page of doc `current` lists, its own marked current.
    func links(current: Int) -> SharedSlice {
        let range = shown(around: current)
        var slice = SharedSlice(list: shared, range: range)
        if range.contains(current) {
            var own = all[current]
            own.current = true
            slice.replacement = (current, own)
        }
        return slice
    }
}
