/// The docs sidebar's list items for the pages of one folder (links are
/// relative, so they differ by folder), written once; each page gets a copy
/// with its own item marked `aria-current="page"`.
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

    /// Every item's `<li>`, one after another.
    let bytes: [UInt8]
    /// For each item, where its `<li>` starts, and the end of the last one.
    let itemOffsets: [Int]
    /// For each item, where its `<a href="…"` ends (where the mark goes).
    let markOffsets: [Int]

    /// `items`: each doc's relative link and title, unescaped.
    init(_ items: [(href: String, title: String)]) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(items.count * 80)
        var starts: [Int] = []
        starts.reserveCapacity(items.count + 1)
        var offsets: [Int] = []
        offsets.reserveCapacity(items.count)
        for item in items {
            starts.append(bytes.count)
            bytes.append(contentsOf: "      <li><a href=\"".utf8)
            HTMLEscape.append(item.href, to: &bytes)
            bytes.append(UInt8(ascii: "\""))
            offsets.append(bytes.count)
            bytes.append(UInt8(ascii: ">"))
            HTMLEscape.append(item.title, to: &bytes)
            bytes.append(contentsOf: "</a></li>\n".utf8)
        }
        starts.append(bytes.count)
        self.bytes = bytes
        itemOffsets = starts
        markOffsets = offsets
    }

    /// How many docs there are.
    var count: Int { markOffsets.count }

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

    /// The items shown with item `current`, when it is one of them, marked
    /// as the page shown.
    func html(current: Int) -> HTMLBytes {
        let range = shown(around: current)
        let start = itemOffsets[range.lowerBound], end = itemOffsets[range.upperBound]
        guard range.contains(current) else { return HTMLBytes(Array(bytes[start..<end])) }
        let mark = " aria-current=\"page\"".utf8
        var output: [UInt8] = []
        output.reserveCapacity(end - start + mark.count)
        let offset = markOffsets[current]
        output.append(contentsOf: bytes[start..<offset])
        output.append(contentsOf: mark)
        output.append(contentsOf: bytes[offset..<end])
        return HTMLBytes(output)
    }

    /// Every item, none marked (the docs index's list).
    var all: HTMLBytes { HTMLBytes(bytes) }
}
