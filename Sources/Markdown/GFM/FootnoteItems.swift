import Ccmark

/// The items cmark made of footnote definitions (`FootnoteDefinitions`)
/// taken out of the tree before any other pass reads it (`GFMFootnotes`
/// links them later). Where cmark made no item of a definition's line, the
/// doc is prepared and parsed again with that line as written.
enum FootnoteItems: MarkdownPass {
    static let phase = MarkdownPhase.tree

    /// What `FootnoteDefinitions` left: its `[^` is gone from the lines.
    static func mayApply(_ bytes: UnsafeRawBufferPointer) -> Bool { true }

    static func apply(to document: inout MarkdownDocument) {
        var keeping: Set<Int> = []
        while !document.footnoteDefinitions.isEmpty {
            let definitions = document.footnoteDefinitions
            let items = GFMFootnotes.items(in: document.root, definitions)
            let missing = zip(definitions, items).filter { $0.1 == nil }.map(\.0.line)
            guard missing.isEmpty else {
                guard let before = document.beforeFootnotes else { return }
                keeping.formUnion(missing)
                let prepared = FootnoteDefinitions.prepared(before.text, keeping: keeping)
                document.text = prepared?.text ?? before.text
                document.shifts = before.shifts
                if let shifts = prepared?.shifts { document.shifts.merge(shifts) }
                document.footnoteDefinitions = prepared?.definitions ?? []
                // Only when out of memory does cmark not parse: the tree
                // parsed before stays, without footnotes.
                guard document.parse() else {
                    document.footnoteDefinitions = []
                    return
                }
                continue
            }
            document.footnotes = GFMFootnotes.collect(document.root, definitions: definitions, items: items.compactMap { $0 })
            return
        }
    }
}
