import Ccmark

/// Where nodes that cmark parsed from other text than the doc (a table
/// cell's Markdown, a piece of a split text node) are in the doc: cmark
/// positions cannot be set, so the link checker and the notices look here
/// first.
struct NodePositions {
    private var positions: [OpaquePointer: (line: Int, column: Int)] = [:]

    subscript(node: OpaquePointer) -> (line: Int, column: Int)? {
        get { positions[node] }
        set { positions[node] = newValue }
    }

    /// 1-based line of `node` in the doc.
    func line(_ node: OpaquePointer) -> Int {
        if positions.isEmpty { return Int(cmark_node_get_start_line(node)) }
        return positions[node]?.line ?? Int(cmark_node_get_start_line(node))
    }

    /// 1-based byte column of `node` in the doc, as cmark counts columns.
    func column(_ node: OpaquePointer) -> Int {
        if positions.isEmpty { return Int(cmark_node_get_start_column(node)) }
        return positions[node]?.column ?? Int(cmark_node_get_start_column(node))
    }
}
