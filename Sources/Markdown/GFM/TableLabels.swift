/// Each table's accessible name, from its header cells' text, once
/// `DocumentWalk` has found their inlines (see `GFMTables.label(_:)`).
enum TableLabels: MarkdownPass {
    static let phase = MarkdownPhase.tree

    static func mayApply(_ bytes: UnsafeRawBufferPointer) -> Bool { GFMTables.mayHoldTable(bytes) }

    static func apply(to document: inout MarkdownDocument) {
        GFMTables.label(document.tables)
    }
}
