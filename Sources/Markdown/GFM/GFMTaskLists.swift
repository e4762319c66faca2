import Ccmark
import Foundation

/// GitHub's task list items: a list item whose first paragraph starts, on
/// the marker's line, with `[ ]`, `[x]` or `[X]` and a space or tab shows a
/// disabled checkbox in its place, as cmark-gfm writes it, named "Done" for
/// assistive technology (its state says whether it is).
enum GFMTaskLists {
    /// Whether `bytes` holds a `[ ]`, `[x]` or `[X]` (each `]` found with
    /// memchr).
    static func mayApply(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        var offset = 2
        while offset < bytes.count, let found = memchr(base + offset, Int32(UInt8(ascii: "]")), bytes.count - offset) {
            let index = UnsafeRawPointer(found) - base
            let mark = bytes[index - 1]
            if bytes[index - 2] == UInt8(ascii: "["), mark == 0x20 || mark == UInt8(ascii: "x") || mark == UInt8(ascii: "X") {
                return true
            }
            offset = index + 1
        }
        return false
    }

    /// Makes task items of those of `items` that are.
    static func apply(to items: [OpaquePointer]) {
        for item in items {
            guard let paragraph = cmark_node_first_child(item), cmark_node_get_type(paragraph) == CMARK_NODE_PARAGRAPH,
                  cmark_node_get_start_line(paragraph) == cmark_node_get_start_line(item),
                  let text = cmark_node_first_child(paragraph), cmark_node_get_type(text) == CMARK_NODE_TEXT,
                  let literal = cmark_node_get_literal(text) else { continue }
            let bytes = UnsafeRawPointer(literal).assumingMemoryBound(to: UInt8.self)
            guard bytes[0] == UInt8(ascii: "["), bytes[1] != 0, bytes[2] == UInt8(ascii: "]"),
                  bytes[3] == 0x20 || bytes[3] == 0x09 else { continue }
            let checked: Bool
            switch bytes[1] {
            case UInt8(ascii: " "): checked = false
            case UInt8(ascii: "x"), UInt8(ascii: "X"): checked = true
            default: continue
            }
            guard let box = cmark_node_new(CMARK_NODE_CUSTOM_INLINE) else { continue }
            cmark_node_set_on_enter(box, checked
                ? "<input type=\"checkbox\" checked=\"\" disabled=\"\" aria-label=\"Done\" />"
                : "<input type=\"checkbox\" disabled=\"\" aria-label=\"Done\" />")
            cmark_node_set_on_exit(box, "")
            let rest = String(cString: literal + 3)
            cmark_node_set_literal(text, rest)
            cmark_node_prepend_child(paragraph, box)
        }
    }
}

extension GFMTaskLists: BlockPass {
    static func wants(_ block: OpaquePointer, type: cmark_node_type) -> Bool { type == CMARK_NODE_ITEM }

    static func apply(to blocks: [OpaquePointer], in document: inout MarkdownDocument) { apply(to: blocks) }
}
