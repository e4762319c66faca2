import Ccmark
import Foundation

/// GitHub's extensions to CommonMark on the tree libcmark parsed: tables,
/// task list items, strikethrough, extended autolinks and alerts (see
/// `GFMTables`, `GFMTaskLists`, `GFMInlines`, `GFMAlerts`).
///
/// Each runs only when the text holds what it needs (a delimiter row, a
/// `[ ]`, a `~`, a bare URL or address, a `[!`; candidates found with
/// memchr, no loop over the bytes in Swift). Tables, task items and
/// alerts are found among the blocks alone (no walk over the inlines);
/// strikethrough and links are found by the renderer's own walk, in each
/// inline container as it enters it (`GFMInlines.Pass`), so no doc is
/// walked twice.
enum GitHubExtensions {
    /// The extensions that rewrite blocks, in the order they run. Tables
    /// come before alerts, which read block quotes' markers in the lines
    /// tables may have taken.
    static let blockExtensions: [any BlockExtension.Type] = [
        GFMTables.self,
        GFMTaskLists.self,
        GFMAlerts.self,
    ]

    struct Prepared {
        /// Where the nodes cmark parsed from other text than the doc
        /// (table cells) are in the doc.
        var positions = NodePositions()
        /// For the renderer's walk, when the doc may hold strikethrough or
        /// bare links.
        var inlines: GFMInlines.Pass?
        /// Tables to label once the walk has found their cells' inlines.
        var tables: [(block: OpaquePointer, header: [OpaquePointer])] = []
    }

    /// Builds tables and task items, and says whether the walk must look
    /// for strikethrough and links.
    static func prepare(_ document: OpaquePointer, markdown: String, cmarkOptions: Int32,
                        smartPunctuation: Bool) -> Prepared {
        var prepared = Prepared()
        // withUTF8 copies only a string that is not stored as UTF-8 already.
        var text = markdown
        let (blocks, inlines, escapedTildes) = text.withUTF8 { buffer in
            let raw = UnsafeRawBufferPointer(buffer)
            guard !raw.isEmpty else { return ([any BlockExtension.Type](), GFMInlines.Kinds(), false) }
            let inlines = GFMInlines.candidates(in: raw)
            return (blockExtensions.filter { $0.mayApply(raw) }, inlines, inlines.contains(.tildes) && hasEscapedTilde(raw))
        }

        if !blocks.isEmpty {
            var picked = Array(repeating: [OpaquePointer](), count: blocks.count)
            // Blocks only, in document order, with a stack (block quotes
            // may nest deeply).
            var stack: [OpaquePointer] = []
            func pushChildren(of parent: OpaquePointer) {
                var child = cmark_node_last_child(parent)
                while let node = child {
                    stack.append(node)
                    child = cmark_node_previous(node)
                }
            }
            pushChildren(of: document)
            while let node = stack.popLast() {
                let type = cmark_node_get_type(node)
                for (index, block) in blocks.enumerated() where block.wants(node, type: type) {
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
            var rewrite = BlockRewrite(markdown: markdown, cmarkOptions: cmarkOptions)
            for (index, block) in blocks.enumerated() {
                block.apply(to: picked[index], in: &rewrite)
            }
            prepared.positions = rewrite.positions
            prepared.tables = rewrite.tables
        }
        if !inlines.isEmpty {
            prepared.inlines = GFMInlines.Pass(kinds: inlines, smartPunctuation: smartPunctuation,
                                               source: escapedTildes ? SourceLines(markdown) : nil)
        }
        return prepared
    }

    /// Whether `bytes` holds a `\~` (each backslash found with memchr).
    private static func hasEscapedTilde(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        var offset = 0
        while offset < bytes.count, let found = memchr(base + offset, Int32(UInt8(ascii: "\\")), bytes.count - offset) {
            let index = UnsafeRawPointer(found) - base
            if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "~") { return true }
            offset = index + 1
        }
        return false
    }
}
