import Ccmark

/// One of GitHub's extensions that rewrites blocks of the tree cmark
/// parsed: a table from a paragraph of pipes, a task item, an alert from a
/// block quote. `GitHubExtensions.blockExtensions` lists them in the order
/// they run, so a new one is a new file and a line there.
///
/// An extension costs nothing on a doc that cannot hold it: `mayApply`
/// looks at the bytes first (with memchr), and only then does the one walk
/// over the blocks collect what `wants` picks for it.
protocol BlockExtension: SendableMetatype {
    /// Whether `bytes` may hold what this extension rewrites. False means
    /// it certainly does not.
    static func mayApply(_ bytes: UnsafeRawBufferPointer) -> Bool

    /// Whether `block` is one this extension reads. Asked of every block
    /// the walk reaches: top-level blocks and those in lists, list items,
    /// block quotes and footnotes.
    static func wants(_ block: OpaquePointer, type: cmark_node_type) -> Bool

    /// Rewrites those of `blocks` (in document order) that are its.
    static func apply(to blocks: [OpaquePointer], in rewrite: inout BlockRewrite)
}

/// What block extensions read and leave for the renderer.
struct BlockRewrite {
    /// The text cmark parsed.
    let markdown: String
    /// The options cmark parsed with (tables parse their cells with them).
    let cmarkOptions: Int32
    /// Where nodes made from other text than the doc are in the doc.
    var positions = NodePositions()
    /// Tables to label once the renderer's walk has found their cells'
    /// inlines (see `GFMTables.label(_:)`).
    var tables: [(block: OpaquePointer, header: [OpaquePointer])] = []
}
