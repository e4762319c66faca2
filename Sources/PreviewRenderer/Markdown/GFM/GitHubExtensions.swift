import Ccmark
import Foundation

/// GitHub's extensions to CommonMark on the tree libcmark parsed: tables,
/// task list items, strikethrough and extended autolinks (see
/// `GFMTables`, `GFMTaskLists`, `GFMInlines`).
///
/// Each runs only when the text holds what it needs (found with memchr, no
/// loop over the bytes in Swift), so a doc with none of them is not walked
/// again; otherwise one walk finds the paragraphs that may hold a table
/// (more than one line, a `|` in their text) and the list items, and one
/// more, after the tables are built, the text that may hold strikethrough
/// or a link.
enum GitHubExtensions {
    /// Applies the extensions; returns where the nodes cmark parsed from
    /// other text than the doc (table cells) are in the doc.
    static func apply(to document: OpaquePointer, markdown: String, cmarkOptions: Int32,
                      smartPunctuation: Bool) -> NodePositions {
        var positions = NodePositions()
        let (pipes, tasks, inlines, escapedTildes) = markdown.utf8.withContiguousStorageIfAvailable { buffer in
            let raw = UnsafeRawBufferPointer(buffer)
            guard let base = raw.baseAddress, !raw.isEmpty else { return (false, false, false, false) }
            let pipes = memchr(base, Int32(UInt8(ascii: "|")), raw.count) != nil
            let tasks = ByteSearch.contains(raw, "[ ]") || ByteSearch.contains(raw, "[x]") || ByteSearch.contains(raw, "[X]")
            let inlines = GFMInlines.mayApply(raw)
            return (pipes, tasks, inlines, inlines && ByteSearch.contains(raw, "\\~"))
        } ?? (true, true, true, true)

        if pipes || tasks {
            var paragraphs: [OpaquePointer] = []
            var items: [OpaquePointer] = []
            walk(document) { node, type in
                if tasks, type == CMARK_NODE_ITEM {
                    items.append(node)
                } else if pipes, type == CMARK_NODE_TEXT, let parent = cmark_node_parent(node),
                          parent != paragraphs.last, cmark_node_get_type(parent) == CMARK_NODE_PARAGRAPH,
                          cmark_node_get_end_line(parent) > cmark_node_get_start_line(parent),
                          let literal = cmark_node_get_literal(node), strchr(literal, Int32(UInt8(ascii: "|"))) != nil {
                    paragraphs.append(parent)
                }
            }
            GFMTables.apply(to: paragraphs, markdown: markdown, cmarkOptions: cmarkOptions, positions: &positions)
            GFMTaskLists.apply(to: items)
        }
        if inlines {
            var containers: [OpaquePointer] = []
            var seen: Set<OpaquePointer> = []
            walk(document) { node, type in
                guard type == CMARK_NODE_TEXT, let parent = cmark_node_parent(node), parent != containers.last,
                      let literal = cmark_node_get_literal(node), GFMInlines.hasCandidate(literal),
                      seen.insert(parent).inserted else { return }
                containers.append(parent)
            }
            GFMInlines.apply(to: containers, smartPunctuation: smartPunctuation,
                             source: escapedTildes ? SourceLines(markdown) : nil, positions: &positions)
        }
        return positions
    }

    /// Calls `visit` with every node of `root` and its type, in document
    /// order; the tree must not change meanwhile.
    private static func walk(_ root: OpaquePointer, _ visit: (OpaquePointer, cmark_node_type) -> Void) {
        guard let iterator = cmark_iter_new(root) else { return }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            visit(node, cmark_node_get_type(node))
        }
    }
}
