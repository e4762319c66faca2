import Ccmark

/// The thematic breaks that stand for lines the renderer rewrote before
/// cmark parsed the doc (a callout's opening and closing lines, a Hugo
/// figure's), found by their lines wherever a block may be.
enum MarkerBreaks {
    /// The thematic breaks starting on one of `lines`, by line.
    static func find(_ lines: Set<Int>, in document: OpaquePointer) -> [Int: OpaquePointer] {
        var breaks: [Int: OpaquePointer] = [:]
        var stack: [OpaquePointer] = [document]
        while let node = stack.popLast() {
            var child = cmark_node_first_child(node)
            while let current = child {
                switch cmark_node_get_type(current) {
                case CMARK_NODE_THEMATIC_BREAK:
                    let line = Int(cmark_node_get_start_line(current))
                    if lines.contains(line) { breaks[line] = current }
                case CMARK_NODE_BLOCK_QUOTE, CMARK_NODE_LIST, CMARK_NODE_ITEM, CMARK_NODE_CUSTOM_BLOCK:
                    stack.append(current)
                default:
                    break
                }
                child = cmark_node_next(current)
            }
        }
        return breaks
    }
}
