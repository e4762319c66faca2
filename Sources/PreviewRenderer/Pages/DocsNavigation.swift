/// The docs sidebar's list items for the pages of one folder (links are
/// relative, so they differ by folder), written once; each page gets a copy
/// with its own item marked `aria-current="page"`.
struct DocsNavigation: Sendable {
    /// Every item's `<li>`, one after another.
    let bytes: [UInt8]
    /// For each item, where its `<a href="…"` ends (where the mark goes).
    let markOffsets: [Int]

    /// `items`: each doc's relative link and title, unescaped.
    init(_ items: [(href: String, title: String)]) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(items.count * 80)
        var offsets: [Int] = []
        offsets.reserveCapacity(items.count)
        for item in items {
            bytes.append(contentsOf: "      <li><a href=\"".utf8)
            bytes.append(contentsOf: HTMLEscape.text(item.href).utf8)
            bytes.append(UInt8(ascii: "\""))
            offsets.append(bytes.count)
            bytes.append(UInt8(ascii: ">"))
            bytes.append(contentsOf: HTMLEscape.text(item.title).utf8)
            bytes.append(contentsOf: "</a></li>\n".utf8)
        }
        self.bytes = bytes
        markOffsets = offsets
    }

    /// The items with item `current` marked as the page shown.
    func html(current: Int) -> HTMLBytes {
        guard markOffsets.indices.contains(current) else { return HTMLBytes(bytes) }
        let mark = " aria-current=\"page\"".utf8
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + mark.count)
        let offset = markOffsets[current]
        output.append(contentsOf: bytes[..<offset])
        output.append(contentsOf: mark)
        output.append(contentsOf: bytes[offset...])
        return HTMLBytes(output)
    }
}
