/// How much of a section the docs sidebar lists.
///
/// Up to `fullListLimit` docs in the site, every page shows the whole tree,
/// each folder a disclosure (open when it holds the page). A larger site
/// shows the folders above the page open and the others as links to their
/// pages; and a section of more than `fullListLimit` items lists the
/// `window` around the page's own and links to a page with all of them:
/// 547 docs each listing all 547 would be 60 KB of links on every page,
/// 33 MB for the site. That is what the page holds without JavaScript; with
/// it, the whole tree comes from a file the pages share
/// (`SharedNavigation`), so a page's navigation does not grow with the site.
enum DocsNavigation {
    /// Up to this many docs (in the site, or items in a section), all are listed.
    static let fullListLimit = 100
    /// How many items a windowed section lists: the page's neighbours, for
    /// its first paint and for readers without JavaScript.
    static let window = 10

    static func isWindowed(count: Int) -> Bool { count > fullListLimit }

    /// The items a section lists: all of them, or `window` of them around
    /// `focus` (from the start without one), moved inward at either end so
    /// there are always `window`.
    static func shown(count: Int, around focus: Int?) -> Range<Int> {
        guard isWindowed(count: count) else { return 0..<count }
        let start = min(max(0, (focus ?? 0) - window / 2), count - window)
        return start..<(start + window)
    }
}
