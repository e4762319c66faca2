import Ccmark

/// Renders CommonMark to HTML with libcmark, giving every heading a stable
/// `id` and pointing relative `.md` links at the `.html` pages built from
/// them.
///
/// Holds no state: every call parses into its own cmark tree and frees it,
/// so one renderer can be used from many threads at once.
public struct MarkdownRenderer: Sendable {
    public init() {}

    /// The doc's HTML, headings, links and notices: the text passes of
    /// `MarkdownPasses.all`, cmark's parse, the tree passes, cmark's HTML,
    /// the HTML passes (see `MarkdownPass`).
    public func render(_ source: String, options: MarkdownOptions = MarkdownOptions()) -> RenderedMarkdown {
        var document = MarkdownDocument(source, options: options)
        document.run(.text)
        guard document.parse() else { return RenderedMarkdown(html: "", headings: [], firstHeading: nil) }
        defer { document.freeTree() }
        document.run(.tree)
        document.writeHTML()
        if document.wroteHTML { document.run(.html) }
        return document.rendered()
    }

    /// Text and code spans of `node`, with line breaks as spaces; raw HTML
    /// and other markup dropped.
    static func plainText(of node: OpaquePointer, skippingImages: Bool = false) -> String {
        var hasImage = false
        return plainText(of: node, skippingImages: skippingImages, hasImage: &hasImage)
    }

    /// `plainText(of:)`, and whether `node` holds an image, in one walk.
    static func plainTextNotingImages(of node: OpaquePointer) -> (text: String, hasImage: Bool) {
        var hasImage = false
        let text = plainText(of: node, skippingImages: false, hasImage: &hasImage)
        return (text, hasImage)
    }

    private static func plainText(of node: OpaquePointer, skippingImages: Bool, hasImage: inout Bool) -> String {
        var text = ""
        guard let iterator = cmark_iter_new(node) else { return text }
        defer { cmark_iter_free(iterator) }
        var imageDepth = 0
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let child = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(child)
            if type == CMARK_NODE_IMAGE { hasImage = true }
            if skippingImages, type == CMARK_NODE_IMAGE {
                imageDepth += event == CMARK_EVENT_ENTER ? 1 : -1
                continue
            }
            guard event == CMARK_EVENT_ENTER, imageDepth == 0 else { continue }
            switch type {
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

    /// `text` without the spaces and tabs at either end: what
    /// `trimmingCharacters(in: .whitespaces)` leaves (tab, the space
    /// separators and U+200B, as Foundation counts them), without its
    /// bridging, once per heading.
    static func trimmingSpaces(_ text: String) -> String {
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0x09, 0x20, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: return true
            default: return false
            }
        }
        let scalars = text.unicodeScalars
        guard let first = scalars.first, let last = scalars.last, isSpace(first) || isSpace(last) else { return text }
        guard let start = scalars.firstIndex(where: { !isSpace($0) }),
              let end = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(scalars[start...end])
    }
}
