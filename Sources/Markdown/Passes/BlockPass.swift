import Ccmark

/// A tree pass that rewrites some of the doc's blocks: a table from a
/// paragraph of pipes, a task item, an alert from a block quote.
///
/// The block passes that may apply share one walk over the blocks (top
/// level, and in lists, list items, block quotes and footnotes), made when
/// the first of them runs, before any of them changes the tree: each gets
/// the blocks its `wants` picked, in document order.
protocol BlockPass: MarkdownPass {
    /// Whether `block` is one this pass reads.
    static func wants(_ block: OpaquePointer, type: cmark_node_type) -> Bool

    /// Rewrites those of `blocks` (in document order) that are its.
    static func apply(to blocks: [OpaquePointer], in document: inout MarkdownDocument)
}

extension BlockPass {
    static var phase: MarkdownPhase { .tree }

    static func apply(to document: inout MarkdownDocument) {
        let blocks = document.blocks(for: Self.self)
        apply(to: blocks, in: &document)
    }
}

/// The walk the block passes share (see `BlockPass`).
enum BlockWalk {
    /// The blocks each of `passes` wants, by pass, in document order. A
    /// stack, not recursion: block quotes may nest deeply.
    static func pick(in root: OpaquePointer, for passes: [any BlockPass.Type]) -> [ObjectIdentifier: [OpaquePointer]] {
        var picked = Array(repeating: [OpaquePointer](), count: passes.count)
        var stack: [OpaquePointer] = []
        func pushChildren(of parent: OpaquePointer) {
            var child = cmark_node_last_child(parent)
            while let node = child {
                stack.append(node)
                child = cmark_node_previous(node)
            }
        }
        pushChildren(of: root)
        while let node = stack.popLast() {
            let type = cmark_node_get_type(node)
            for (index, pass) in passes.enumerated() where pass.wants(node, type: type) {
                picked[index].append(node)
            }
            switch type {
            case CMARK_NODE_ITEM, CMARK_NODE_BLOCK_QUOTE, CMARK_NODE_LIST, CMARK_NODE_CUSTOM_BLOCK:
                // Custom blocks here hold footnotes (`GFMFootnotes`).
                pushChildren(of: node)
            default:
                break
            }
        }
        var byPass: [ObjectIdentifier: [OpaquePointer]] = [:]
        for (index, pass) in passes.enumerated() { byPass[ObjectIdentifier(pass)] = picked[index] }
        return byPass
    }
}
