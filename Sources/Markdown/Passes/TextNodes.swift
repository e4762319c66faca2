import Ccmark

/// The text nodes under a node, in document order: collected before a pass
/// replaces them (cmark's iterator does not allow changing the tree as it
/// goes).
enum TextNodes {
    static func all(under root: OpaquePointer) -> [OpaquePointer] {
        var texts: [OpaquePointer] = []
        guard let iterator = cmark_iter_new(root) else { return [] }
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            if event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator), cmark_node_get_type(node) == CMARK_NODE_TEXT {
                texts.append(node)
            }
        }
        return texts
    }
}
