import Ccmark

/// Raw HTML made safe (`RawHTMLMode.safe`): each raw HTML node becomes a
/// marker cmark prints as it is, for `RawHTMLAssembly` to put the sanitized
/// HTML in its place; `#id` links to a raw HTML id lead to its namespaced
/// form; the links and ids the sanitizer read in it are the page's.
enum RawHTMLSanitizing: MarkdownPass {
    static let phase = MarkdownPhase.tree

    /// Raw HTML starts with `<`.
    static func mayApply(_ bytes: UnsafeRawBufferPointer) -> Bool { RawHTMLPieces.mayApply(bytes) }

    static func apply(to document: inout MarkdownDocument) {
        guard !document.rawNodes.isEmpty else { return }
        let headingIDs = Set(document.headings.map(\.id))
        let kept = RawHTMLSanitizer(options: document.options, headingIDs: headingIDs).sanitize(document.rawPieces)
        replaceWithMarkers(document.rawNodes)
        pointFragments(document.linkNodes, at: Set(kept.ids), headingIDs: headingIDs)
        document.links += kept.links
        document.generatorLinks += kept.links.filter { $0.written != nil }.count
        document.htmlIDs = kept.ids
        document.pageIDs.formUnion(kept.ids.map { "user-content-" + $0 })
        document.safeHTML = (kept, document.rawPieces)
    }

    /// Swaps each raw HTML node for a custom node of the same kind (block
    /// or inline) whose text is its marker (`SafeRawHTML.marker`), which
    /// cmark prints as it is; the sanitized HTML goes there afterwards.
    private static func replaceWithMarkers(_ nodes: [OpaquePointer]) {
        for (index, node) in nodes.enumerated() {
            let isBlock = cmark_node_get_type(node) == CMARK_NODE_HTML_BLOCK
            guard let custom = cmark_node_new(isBlock ? CMARK_NODE_CUSTOM_BLOCK : CMARK_NODE_CUSTOM_INLINE) else { continue }
            cmark_node_set_on_enter(custom, SafeRawHTML.marker(index))
            cmark_node_set_on_exit(custom, "")
            if cmark_node_replace(node, custom) != 0 {
                cmark_node_free(node)
            } else {
                cmark_node_free(custom)
            }
        }
    }

    /// Points `#id` links at a raw HTML id's namespaced form
    /// (`#user-content-id`) when no heading has that id.
    private static func pointFragments(_ links: [OpaquePointer], at rawIDs: Set<String>, headingIDs: Set<String>) {
        guard !rawIDs.isEmpty else { return }
        for link in links {
            guard let url = cmark_node_get_url(link), url.pointee == CChar(UInt8(ascii: "#")) else { continue }
            let fragment = String(cString: url + 1)
            guard rawIDs.contains(fragment), !headingIDs.contains(fragment) else { continue }
            cmark_node_set_url(link, "#user-content-" + fragment)
        }
    }
}
