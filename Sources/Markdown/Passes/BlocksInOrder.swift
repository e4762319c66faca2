import Ccmark

/// The blocks of a tree in document order, looking inside lists, their
/// items, block quotes and custom blocks (with a stack: quotes may nest
/// deeply), for the tree passes that look for blocks of one kind.
enum BlocksInOrder {
    /// The blocks under `root` for which `keep` is true, in document order.
    static func blocks(in root: OpaquePointer, where keep: (OpaquePointer) -> Bool) -> [OpaquePointer] {
        var found: [OpaquePointer] = []
        var stack: [OpaquePointer] = []
        func push(_ parent: OpaquePointer) {
            var child = cmark_node_last_child(parent)
            while let node = child {
                stack.append(node)
                child = cmark_node_previous(node)
            }
        }
        push(root)
        while let node = stack.popLast() {
            if keep(node) { found.append(node) }
            switch cmark_node_get_type(node) {
            case CMARK_NODE_ITEM, CMARK_NODE_BLOCK_QUOTE, CMARK_NODE_LIST, CMARK_NODE_CUSTOM_BLOCK: push(node)
            default: break
            }
        }
        return found
    }
}
