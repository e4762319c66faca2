import Basics
import Ccmark

/// Components inside a paragraph, a heading or a table cell, which cmark
/// reads as raw HTML tags: `text <Badge text="New" /> more`,
/// `<Icon name="star" />`, `<Highlight color="red">text</Highlight>`.
///
/// - Starlight's `Badge` is its badge, and `Icon` its icon
///   (`StarlightIcons`), as Starlight shows them in the text;
/// - any other component's tags are left out and its text kept, with one
///   located warning per name (a known block component, `<Card>`, is
///   warned about as malformed: it belongs on lines of its own).
///
/// In a `.md` file that is not MDX (no `import` line), only the names
/// theme-preview knows are components; other capitalized tags are HTML.
enum MDXInlineComponents: MarkdownPass {
    static let phase = MarkdownPhase.tree

    /// Whether `bytes` has a `<` before a capital letter, or `</` before one.
    static func mayApply(_ bytes: UnsafeRawBufferPointer) -> Bool {
        JSXTag.mayHoldComponentTag(bytes)
    }

    static func apply(to document: inout MarkdownDocument) {
        let isMDX = document.options.mdx || document.mdx?.isMDX == true
        var tags: [(node: OpaquePointer, tag: JSXTag)] = []
        guard let iterator = cmark_iter_new(document.root) else { return }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator), cmark_node_get_type(node) == CMARK_NODE_HTML_INLINE,
                  let literal = cmark_node_get_literal(node) else { continue }
            let bytes = Array(String(cString: literal).utf8)
            guard bytes.count > 2, let tag = JSXTag.read(bytes, at: 0), tag.end == bytes.count,
                  isMDX || MDXComponents.kind(of: tag.name) != nil else { continue }
            tags.append((node, tag))
        }
        cmark_iter_free(iterator)
        guard !tags.isEmpty else { return }
        // Names `MDXSyntax` warned about already.
        var warned = Set((document.mdx?.components ?? []).filter { MDXComponents.kind(of: $0.name) == nil }.map(\.name))
        let catalog = document.options.shortcodes?.catalog
        var iconsWarned: Set<String> = document.mdx?.iconsWarned ?? []
        for (node, tag) in tags {
            let line = document.positions.line(node)
            let column = document.shifts.fileColumn(line: line, column: document.positions.column(node))
            var html = ""
            switch MDXComponents.kind(of: tag.name) {
            case .badge? where !tag.closing:
                html = badge(tag)
            case .icon? where !tag.closing:
                let name = tag.string("name") ?? ""
                if let icon = StarlightIcons.html(name, label: tag.string("label"), size: tag.string("size"), catalog: catalog) {
                    html = icon.html
                    document.iconSets.insert(icon.set)
                } else if iconsWarned.insert(name).inserted {
                    document.fileNotices.append(StarlightIcons.notice(name, line: line, column: column, catalog: catalog))
                }
            case .badge?, .icon?, .fragment?:
                break
            case nil:
                if !tag.closing, warned.insert(tag.name).inserted {
                    document.fileNotices.append(MarkdownNotice(kind: .mdxUnknownComponent, line: line, column: column, count: 1,
                                                               detail: "`<\(tag.name)>`"))
                }
            case _?:
                if !tag.closing {
                    document.fileNotices.append(MarkdownNotice(kind: .mdxMalformed, line: line, column: column, count: 1,
                                                               detail: "`<\(tag.name)>` is inside a paragraph, so only its text is shown: write its tags on lines of their own"))
                }
            }
            if let inline = cmark_node_new(CMARK_NODE_CUSTOM_INLINE) {
                cmark_node_set_on_enter(inline, html)
                cmark_node_set_on_exit(inline, "")
                cmark_node_insert_before(node, inline)
                document.positions[inline] = (line, document.positions.column(node))
            }
            cmark_node_unlink(node)
            cmark_node_free(node)
        }
    }

    /// Starlight's badge in the text.
    static func badge(_ tag: JSXTag) -> String {
        let text = HTMLEscape.text(tag.string("text") ?? "")
        let variant = tag.string("variant").map { " tp-badge-" + HTMLEscape.text($0) } ?? ""
        return "<span class=\"tp-badge\(variant)\">\(text)</span>"
    }
}
