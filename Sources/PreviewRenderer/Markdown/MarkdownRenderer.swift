import Ccmark
import Foundation

/// Renders CommonMark to HTML with libcmark, giving every heading a stable
/// `id` and pointing relative `.md` links at the `.html` pages built from
/// them.
///
/// Holds no state: every call parses into its own cmark tree and frees it,
/// so one renderer can be used from many threads at once.
public struct MarkdownRenderer: Sendable {
    public init() {}

    public func render(_ markdown: String, options: MarkdownOptions = MarkdownOptions()) -> RenderedMarkdown {
        // No CMARK_OPT_VALIDATE_UTF8: a Swift String is valid UTF-8 already,
        // and validating it again cost a tenth of cmark's parsing time.
        // (cmark replaces NUL bytes whatever the options.)
        var cmarkOptions = CMARK_OPT_DEFAULT
        if options.smartPunctuation { cmarkOptions |= CMARK_OPT_SMART }
        if options.allowRawHTML { cmarkOptions |= CMARK_OPT_UNSAFE }

        // withCString hands over the whole UTF-8 buffer, embedded NULs
        // included; cmark reads exactly `count` bytes.
        let byteCount = markdown.utf8.count
        guard let document = markdown.withCString({ cmark_parse_document($0, byteCount, cmarkOptions) }) else {
            return RenderedMarkdown(html: "", headings: [], firstHeading: nil)
        }
        defer { cmark_node_free(document) }

        let (headingNodes, linkNodes, sectionTexts) = Self.collectHeadingsAndLinks(in: document, rawHTML: options.allowRawHTML)

        for link in linkNodes {
            guard let url = cmark_node_get_url(link).map({ String(cString: $0) }),
                  let rewritten = MarkdownLinkRewriter.rewrite(url)
            else { continue }
            cmark_node_set_url(link, rewritten)
        }

        var slugs = UniqueSlugs()
        var headings: [DocHeading] = []
        headings.reserveCapacity(headingNodes.count)
        for node in headingNodes {
            let level = Int(cmark_node_get_heading_level(node))
            let text = Self.plainText(of: node)
            let id = slugs.claim(Slug.make(from: text))
            headings.append(DocHeading(level: level, text: text, id: id))
            let anchor = options.headingAnchors && level >= 2
                ? " <a class=\"tp-anchor\" href=\"#\(id)\" aria-label=\"Copy the link to “\(HTMLEscape.text(text))”\">#</a>"
                : ""
            Self.replaceHeading(node, level: level, id: id, anchor: anchor)
        }

        guard let cString = cmark_render_html(document, cmarkOptions) else {
            return RenderedMarkdown(htmlBytes: [], headings: headings, firstHeading: nil, sectionTexts: sectionTexts)
        }
        defer { free(cString) }
        // The input is valid UTF-8 (a String) and cmark writes nothing
        // else, so its output is UTF-8: copied, not decoded.
        return RenderedMarkdown(
            htmlBytes: Array(UnsafeBufferPointer(start: UnsafeRawPointer(cString).assumingMemoryBound(to: UInt8.self),
                                                 count: strlen(cString))),
            headings: headings,
            firstHeading: headings.first { $0.level == 1 }?.text,
            sectionTexts: sectionTexts
        )
    }

    /// Headings and links in document order, and the search index's text of
    /// each section (before the first heading, then after each one: see
    /// `SectionText`). The tree is only read here; cmark allows changing
    /// nodes during iteration only in narrow cases, so the changes happen
    /// afterwards.
    private static func collectHeadingsAndLinks(in document: OpaquePointer, rawHTML: Bool)
        -> (headings: [OpaquePointer], links: [OpaquePointer], sectionTexts: [String]) {
        var headings: [OpaquePointer] = []
        var links: [OpaquePointer] = []
        var texts: [String] = []
        guard let iterator = cmark_iter_new(document) else { return ([], [], []) }
        defer { cmark_iter_free(iterator) }
        var section = SectionText()
        // A heading's text is not its section's, nor is an image's (its
        // alt text is an attribute in the HTML).
        var skipping: OpaquePointer?
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(node)
            if type == CMARK_NODE_LINK && event == CMARK_EVENT_ENTER { links.append(node) }
            if let skipped = skipping {
                if event == CMARK_EVENT_EXIT && skipped == node { skipping = nil }
                continue
            }
            switch type {
            case CMARK_NODE_HEADING:
                guard event == CMARK_EVENT_ENTER else { continue }
                headings.append(node)
                texts.append(section.text())
                section.reset()
                skipping = node
            case CMARK_NODE_IMAGE:
                if event == CMARK_EVENT_ENTER { skipping = node }
            case CMARK_NODE_TEXT, CMARK_NODE_CODE:
                if let literal = cmark_node_get_literal(node) { section.appendText(literal) }
            case CMARK_NODE_CODE_BLOCK:
                section.space()
                if let literal = cmark_node_get_literal(node) { section.appendText(literal) }
                section.space()
            case CMARK_NODE_HTML_BLOCK, CMARK_NODE_HTML_INLINE:
                // Without raw HTML, cmark writes a comment in its place.
                if type == CMARK_NODE_HTML_BLOCK { section.space() }
                if rawHTML, let literal = cmark_node_get_literal(node) { section.appendHTML(literal) }
                if type == CMARK_NODE_HTML_BLOCK { section.space() }
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK, CMARK_NODE_PARAGRAPH, CMARK_NODE_LIST, CMARK_NODE_ITEM,
                 CMARK_NODE_BLOCK_QUOTE, CMARK_NODE_THEMATIC_BREAK, CMARK_NODE_DOCUMENT:
                section.space()
            default:
                break
            }
        }
        texts.append(section.text())
        return (headings, links, texts)
    }

    /// Text and code spans of `node`, with line breaks as spaces; raw HTML
    /// and other markup dropped.
    private static func plainText(of node: OpaquePointer) -> String {
        var text = ""
        guard let iterator = cmark_iter_new(node) else { return text }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let child = cmark_iter_get_node(iterator) else { continue }
            switch cmark_node_get_type(child) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE:
                if let literal = cmark_node_get_literal(child) { text += String(cString: literal) }
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                text += " "
            default:
                break
            }
        }
        return text
    }

    /// Swaps the heading for a custom block holding a custom inline whose
    /// literal on-enter/on-exit text is `<hN id="…">`/`</hN>`, and moves the
    /// heading's children into that inline. cmark prints custom node text
    /// verbatim, in safe mode too. The inline (not the block itself) carries
    /// the tags because the HTML renderer puts a newline after a custom
    /// block's on-enter text and before its on-exit text; inside an inline
    /// the output matches what cmark prints for a plain heading. `anchor`
    /// (escaped HTML) goes just before the closing tag.
    private static func replaceHeading(_ heading: OpaquePointer, level: Int, id: String, anchor: String) {
        guard let block = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else { return }
        guard let inline = cmark_node_new(CMARK_NODE_CUSTOM_INLINE) else {
            cmark_node_free(block)
            return
        }
        // `id` holds only letters, marks, digits and '-': nothing to escape.
        cmark_node_set_on_enter(inline, "<h\(level) id=\"\(id)\">")
        cmark_node_set_on_exit(inline, anchor + "</h\(level)>")
        cmark_node_set_on_enter(block, "")
        cmark_node_set_on_exit(block, "")
        while let child = cmark_node_first_child(heading) {
            cmark_node_unlink(child)
            cmark_node_append_child(inline, child)
        }
        cmark_node_append_child(block, inline)
        // A custom block may stand wherever a heading may, so this succeeds;
        // should it not, the detached block is freed instead.
        if cmark_node_replace(heading, block) != 0 {
            cmark_node_free(heading)
        } else {
            cmark_node_free(block)
        }
    }
}
