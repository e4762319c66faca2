import Ccmark
import Foundation

/// GitHub's extensions to CommonMark on the tree libcmark parsed: tables,
/// task list items, strikethrough and extended autolinks (see
/// `GFMTables`, `GFMTaskLists`, `GFMInlines`).
///
/// Each runs only when the text holds what it needs (a delimiter row, a
/// `[ ]`, a `~`, a bare URL or address; candidates found with memchr, no
/// loop over the bytes in Swift), so a doc with none of them is not walked
/// again; otherwise one walk finds the paragraphs that may hold a table
/// (more than one line, a `|` in their text), the list items and the text
/// that may hold strikethrough or a link.
enum GitHubExtensions {
    /// Applies the extensions; returns where the nodes cmark parsed from
    /// other text than the doc (table cells) are in the doc.
    static func apply(to document: OpaquePointer, markdown: String, cmarkOptions: Int32,
                      smartPunctuation: Bool) -> NodePositions {
        var positions = NodePositions()
        let (pipes, tasks, inlines, escapedTildes) = markdown.utf8.withContiguousStorageIfAvailable { buffer in
            let raw = UnsafeRawBufferPointer(buffer)
            guard let base = raw.baseAddress, !raw.isEmpty else { return (false, false, false, false) }
            let pipes = GFMTables.mayHoldTable(raw)
            let tasks = ByteSearch.contains(raw, "[ ]") || ByteSearch.contains(raw, "[x]") || ByteSearch.contains(raw, "[X]")
            let inlines = GFMInlines.mayApply(raw)
            return (pipes, tasks, inlines, inlines && ByteSearch.contains(raw, "\\~"))
        } ?? (true, true, true, true)

        guard pipes || tasks || inlines else { return positions }
        // One walk: paragraphs that may hold a table, list items, and the
        // inline containers of text that may hold strikethrough or links,
        // with the paragraph (or heading) each is in.
        var paragraphs: [OpaquePointer] = []
        var items: [OpaquePointer] = []
        var containers: [(node: OpaquePointer, block: OpaquePointer?)] = []
        var seen: Set<OpaquePointer> = []
        var block: OpaquePointer?
        walk(document) { node, type, entering in
            switch type {
            case CMARK_NODE_PARAGRAPH, CMARK_NODE_HEADING:
                block = entering ? node : nil
            case CMARK_NODE_ITEM:
                if tasks, entering { items.append(node) }
            case CMARK_NODE_TEXT:
                guard let parent = cmark_node_parent(node), let literal = cmark_node_get_literal(node) else { return }
                if pipes, parent == block, parent != paragraphs.last, cmark_node_get_type(parent) == CMARK_NODE_PARAGRAPH,
                   cmark_node_get_end_line(parent) > cmark_node_get_start_line(parent),
                   strchr(literal, Int32(UInt8(ascii: "|"))) != nil {
                    paragraphs.append(parent)
                }
                if inlines, parent != containers.last?.node, GFMInlines.hasCandidate(literal), seen.insert(parent).inserted {
                    containers.append((parent, block))
                }
            default:
                break
            }
        }
        let tables = GFMTables.apply(to: paragraphs, markdown: markdown, cmarkOptions: cmarkOptions, positions: &positions)
        defer { GFMTables.label(tables.tables) }
        GFMTaskLists.apply(to: items)
        guard inlines else { return positions }
        let replaced = tables.replaced, added = tables.added
        // Containers in a paragraph that became a table are gone (or
        // emptied); the table's cells and the paragraph's new text are
        // looked at instead.
        var inlineContainers = replaced.isEmpty
            ? containers.map(\.node) : containers.filter { $0.block.map { !replaced.contains($0) } ?? true }.map(\.node)
        var seenAdded: Set<OpaquePointer> = []
        for root in added {
            walk(root) { node, type, entering in
                guard entering, type == CMARK_NODE_TEXT, let parent = cmark_node_parent(node),
                      let literal = cmark_node_get_literal(node), GFMInlines.hasCandidate(literal),
                      seenAdded.insert(parent).inserted else { return }
                inlineContainers.append(parent)
            }
        }
        GFMInlines.apply(to: inlineContainers, smartPunctuation: smartPunctuation,
                         source: escapedTildes ? SourceLines(markdown) : nil, positions: &positions)
        return positions
    }

    /// Calls `visit` with every node of `root`, its type and whether it is
    /// entered (leaves are only entered), in document order; the tree must
    /// not change meanwhile.
    private static func walk(_ root: OpaquePointer, _ visit: (OpaquePointer, cmark_node_type, Bool) -> Void) {
        guard let iterator = cmark_iter_new(root) else { return }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            visit(node, cmark_node_get_type(node), event == CMARK_EVENT_ENTER)
        }
    }
}
