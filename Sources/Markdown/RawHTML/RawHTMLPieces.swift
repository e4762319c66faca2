import Ccmark
import Foundation

/// Raw HTML to make safe (`RawHTMLMode.safe`): its nodes and their text,
/// with where each starts, for `HeadingIDs` (whose ids raw HTML's must not
/// meet) and `RawHTMLSanitizing`.
enum RawHTMLPieces: MarkdownPass {
    static let phase = MarkdownPhase.tree

    /// Raw HTML starts with `<`.
    static func mayApply(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return false }
        return memchr(base, Int32(UInt8(ascii: "<")), bytes.count) != nil
    }

    static func apply(to document: inout MarkdownDocument) {
        guard document.options.rawHTML == .safe else { return }
        document.rawNodes = document.checkedNodes.filter {
            cmark_node_get_type($0) == CMARK_NODE_HTML_BLOCK || cmark_node_get_type($0) == CMARK_NODE_HTML_INLINE
        }
        guard !document.rawNodes.isEmpty else { return }
        document.rawPieces = pieces(document.rawNodes, in: SourceColumns(document.text, shifts: document.shifts),
                                    positions: document.positions)
    }

    /// The raw HTML nodes' text and where each starts, for the sanitizer.
    private static func pieces(_ nodes: [OpaquePointer], in columns: SourceColumns,
                                  positions: NodePositions) -> [RawHTMLSanitizer.Piece] {
        var columns = columns
        return nodes.map { node in
            let line = positions.line(node)
            let column = columns.column(line: line, byteColumn: positions.column(node), marker: UInt8(ascii: "<"))
            var literal: [UInt8] = []
            if let text = cmark_node_get_literal(node) {
                literal = Array(UnsafeBufferPointer(start: UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self),
                                                    count: strlen(text)))
            }
            return RawHTMLSanitizer.Piece(literal: literal, line: line, column: column)
        }
    }
}
