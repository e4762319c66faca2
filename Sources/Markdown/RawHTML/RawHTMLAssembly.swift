/// The safe raw HTML (`RawHTMLSanitizing`) put in the HTML cmark wrote, in
/// place of its markers; where it took some Markdown with it, the headings
/// that went with it leave the table of contents and search.
enum RawHTMLAssembly: MarkdownPass {
    static let phase = MarkdownPhase.html

    /// Raw HTML starts with `<`.
    static func mayApply(_ bytes: UnsafeRawBufferPointer) -> Bool { RawHTMLPieces.mayApply(bytes) }

    static func apply(to document: inout MarkdownDocument) {
        guard let safe = document.safeHTML else { return }
        let assembled = safe.html.assemble(document.htmlBytes)
        document.htmlBytes = assembled.html
        document.notices.rawHTML(dropped: safe.html, swallowed: assembled.swallowed, pieces: safe.pieces)
        if safe.html.removedSegments > 0 || !assembled.swallowed.isEmpty {
            (document.headings, document.sectionTexts) = keepingShown(document.headings, document.sectionTexts, in: document.htmlBytes)
        }
    }

    /// The headings the page still shows, with their sections' text, when
    /// raw HTML took some Markdown with it (an element removed with its
    /// content, or left open): the table of contents and search must not
    /// point at a heading that is not there.
    private static func keepingShown(_ headings: [DocHeading], _ texts: [String], in html: [UInt8])
        -> ([DocHeading], [String]) {
        guard texts.count == headings.count + 1 else { return (headings, texts) }
        var keptHeadings: [DocHeading] = []
        var keptTexts = [texts[0]]
        // Bytes, not Characters: a heading's text may start with a
        // combining mark, which joins the tag's `>` into one Character.
        html.withUnsafeBufferPointer { page in
            for (index, heading) in headings.enumerated()
            where PlainText.find(Array("<h\(heading.level) id=\"\(heading.id)\">".utf8), in: page, from: 0) != nil {
                keptHeadings.append(heading)
                keptTexts.append(texts[index + 1])
            }
        }
        return (keptHeadings, keptTexts)
    }
}
