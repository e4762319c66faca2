import Ccmark

/// The one walk over the whole tree: headings and links in document order,
/// the nodes the link checker reads, code blocks, and the search index's
/// text of each section (before the first heading, then after each one: see
/// `SectionText`). What must look at every inline rides along, so no doc
/// is walked twice: GitHub's strikethrough and bare links (`GFMInlines`,
/// in each inline container as the walk enters it), the notices about text
/// (`MarkdownNotices.text`), and Hugo's escaped shortcodes shown as Hugo
/// shows them (`HugoEscapes`).
///
/// The tree is only read here, but for those inlines; cmark allows
/// changing nodes during iteration only in narrow cases, so later passes
/// change the rest.
enum DocumentWalk: MarkdownPass {
    static let phase = MarkdownPhase.tree

    static func mayApply(_ bytes: UnsafeRawBufferPointer) -> Bool { true }

    static func apply(to document: inout MarkdownDocument) {
        guard let iterator = cmark_iter_new(document.root) else { return }
        defer { cmark_iter_free(iterator) }
        let rawHTML = document.options.rawHTML
        var section = SectionText()
        let lookForInlines = document.inlines != nil
        // A heading's text is not its section's, nor is an image's (its
        // alt text is an attribute in the HTML).
        var skipping: OpaquePointer?
        var escapes = HugoEscapes.State()
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(node)
            if lookForInlines, event == CMARK_EVENT_ENTER, isInlineContainer(type),
               document.inlines?.process(node, positions: &document.positions) == true {
                // Its children changed: the walk goes on from the new ones.
                cmark_iter_reset(iterator, node, CMARK_EVENT_ENTER)
            }
            if event == CMARK_EVENT_ENTER {
                if type == CMARK_NODE_LINK {
                    document.linkNodes.append(node)
                    document.checkedNodes.append(node)
                } else if type == CMARK_NODE_IMAGE || type == CMARK_NODE_HTML_INLINE || type == CMARK_NODE_HTML_BLOCK {
                    document.checkedNodes.append(node)
                }
            }
            if type == CMARK_NODE_TEXT, let literal = cmark_node_get_literal(node) {
                document.notices.text(node, literal: literal, positions: document.positions)
            }
            // Hugo's escaped shortcodes shown as Hugo shows them (after
            // the notices, which leave them be).
            if type == CMARK_NODE_PARAGRAPH || type == CMARK_NODE_HEADING {
                escapes = HugoEscapes.State()
            } else if type == CMARK_NODE_TEXT {
                HugoEscapes.unescape(node, state: &escapes)
            } else if type == CMARK_NODE_CODE || type == CMARK_NODE_CODE_BLOCK {
                var own = HugoEscapes.State()
                HugoEscapes.unescape(node, state: &own)
            }
            if rawHTML == .omitted && event == CMARK_EVENT_ENTER && (type == CMARK_NODE_HTML_BLOCK || type == CMARK_NODE_HTML_INLINE) {
                document.notices.html(node, positions: document.positions)
            }
            if let skipped = skipping {
                if event == CMARK_EVENT_EXIT && skipped == node { skipping = nil }
                continue
            }
            switch type {
            case CMARK_NODE_HEADING:
                guard event == CMARK_EVENT_ENTER else { continue }
                document.headingNodes.append(node)
                document.sectionTexts.append(section.text())
                section.reset()
                skipping = node
            case CMARK_NODE_IMAGE:
                if event == CMARK_EVENT_ENTER { skipping = node }
            case CMARK_NODE_TEXT, CMARK_NODE_CODE:
                if let literal = cmark_node_get_literal(node) { section.appendText(literal) }
            case CMARK_NODE_CODE_BLOCK:
                document.codeBlocks.append(node)
                section.space()
                if let literal = cmark_node_get_literal(node) { section.appendText(literal) }
                section.space()
            case CMARK_NODE_HTML_BLOCK, CMARK_NODE_HTML_INLINE:
                // Without raw HTML, cmark writes a comment in its place.
                if type == CMARK_NODE_HTML_BLOCK { section.space() }
                if rawHTML != .omitted, let literal = cmark_node_get_literal(node) { section.appendHTML(literal) }
                if type == CMARK_NODE_HTML_BLOCK { section.space() }
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK, CMARK_NODE_PARAGRAPH, CMARK_NODE_LIST, CMARK_NODE_ITEM,
                 CMARK_NODE_BLOCK_QUOTE, CMARK_NODE_THEMATIC_BREAK, CMARK_NODE_DOCUMENT, CMARK_NODE_CUSTOM_BLOCK:
                section.space()
            default:
                break
            }
        }
        document.sectionTexts.append(section.text())
    }

    /// Nodes whose children are inlines, where GitHub's strikethrough and
    /// bare links are looked for.
    private static func isInlineContainer(_ type: cmark_node_type) -> Bool {
        switch type {
        case CMARK_NODE_PARAGRAPH, CMARK_NODE_HEADING, CMARK_NODE_EMPH, CMARK_NODE_STRONG, CMARK_NODE_LINK, CMARK_NODE_IMAGE,
             CMARK_NODE_CUSTOM_INLINE:
            return true
        default:
            return false
        }
    }
}
