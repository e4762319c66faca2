import Basics
import Ccmark
import Foundation

/// A short piece of Markdown given outside the doc's own text (a Hugo
/// figure's caption, a details' summary), as Hugo's `markdownify` renders
/// it: emphasis, code, links, without the paragraph around it. Raw HTML
/// in it is shown as text, and cmark's safe mode leaves out link
/// destinations that run script (`javascript:`).
enum InlineMarkdown {
    /// The HTML, and the text without markup (an image's `alt` made from
    /// a caption, as Hugo's `plainify` gives it).
    static func render(_ markdown: String, smartPunctuation: Bool) -> (html: String, plain: String) {
        var options = CMARK_OPT_DEFAULT
        if smartPunctuation { options |= CMARK_OPT_SMART }
        let byteCount = markdown.utf8.count
        guard let document = markdown.withCString({ cmark_parse_document($0, byteCount, options) }) else {
            return (HTMLEscape.text(markdown), markdown)
        }
        defer { cmark_node_free(document) }
        showRawHTMLAsText(in: document)
        let plain = MarkdownRenderer.trimmingSpaces(MarkdownRenderer.plainText(of: document))
        guard let rendered = cmark_render_html(document, options) else { return (HTMLEscape.text(markdown), plain) }
        defer { free(rendered) }
        var html = String(cString: rendered)
        // One paragraph: its content only.
        if let only = cmark_node_first_child(document), cmark_node_next(only) == nil, cmark_node_get_type(only) == CMARK_NODE_PARAGRAPH,
           html.hasPrefix("<p>"), html.hasSuffix("</p>\n") {
            html = String(html.dropFirst(3).dropLast(5))
        } else if html.hasSuffix("\n") {
            html.removeLast()
        }
        return (html, plain)
    }

    /// Each raw HTML node made a text node with the same text (a block
    /// one in a paragraph), which cmark escapes.
    private static func showRawHTMLAsText(in document: OpaquePointer) {
        var raw: [OpaquePointer] = []
        guard let iterator = cmark_iter_new(document) else { return }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(node)
            if type == CMARK_NODE_HTML_INLINE || type == CMARK_NODE_HTML_BLOCK { raw.append(node) }
        }
        cmark_iter_free(iterator)
        for node in raw {
            let isBlock = cmark_node_get_type(node) == CMARK_NODE_HTML_BLOCK
            var literal = cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
            if isBlock, literal.hasSuffix("\n") { literal.removeLast() }
            guard let text = cmark_node_new(CMARK_NODE_TEXT) else { continue }
            cmark_node_set_literal(text, literal)
            var replacement = text
            if isBlock {
                guard let paragraph = cmark_node_new(CMARK_NODE_PARAGRAPH) else {
                    cmark_node_free(text)
                    continue
                }
                cmark_node_append_child(paragraph, text)
                replacement = paragraph
            }
            if cmark_node_replace(node, replacement) != 0 {
                cmark_node_free(node)
            } else {
                cmark_node_free(replacement)
            }
        }
    }
}
