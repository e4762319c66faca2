import Ccmark

/// The doc's links: those that may name a file of the site, with where
/// they are written, for the link checker (and the ids raw HTML gives);
/// then each link node rebased (`MarkdownOptions.linkBase`), a link written
/// as another generator resolves it made the `.md` link it means
/// (`GeneratorLinks`), and a `.md` link pointed at its `.html` page
/// (`MarkdownLinkRewriter`). Images are rebased only.
enum LinkDestinations: MarkdownPass {
    static let phase = MarkdownPhase.tree

    static func mayApply(_ bytes: UnsafeRawBufferPointer) -> Bool { true }

    static func apply(to document: inout MarkdownDocument) {
        let options = document.options
        // Root-relative links are not checked, unless they name a doc as
        // Starlight and Docusaurus write them (`GeneratorLinks`).
        let namesADoc = { (url: String) in !options.docPaths.isEmpty && GeneratorLinks.markdownLink(url, options: options) != nil }
        var (links, htmlIDs) = found(document.checkedNodes, in: SourceColumns(document.text, shifts: document.shifts),
                                     rawHTML: options.rawHTML, positions: document.positions, namesADoc: namesADoc)
        if let base = options.linkBase {
            for index in links.indices {
                links[index].destination = MarkdownLinkRewriter.rebase(links[index].destination, from: base.file, to: base.docs)
            }
        }
        // Links written as other generators resolve them are checked, and
        // counted, as the `.md` links they mean. (Hugo's refs relative to
        // the page are counted already; those from the content folder,
        // `@/`, are counted here with the others.)
        // What each such destination means, for the link nodes below.
        var meanings: [String: String] = [:]
        if !options.docPaths.isEmpty {
            for index in links.indices where links[index].kind == .link {
                guard let meant = GeneratorLinks.markdownLink(links[index].destination, options: options) else { continue }
                meanings[links[index].destination] = meant
                links[index].written = links[index].destination
                links[index].destination = meant
                document.generatorLinks += 1
            }
        }
        // Figures' links, rebased and written as their pages have them.
        links += document.figureLinks
        document.links = links
        document.htmlIDs = htmlIDs

        if let base = options.linkBase {
            // Images are not rewritten, only rebased (links are below).
            for node in document.checkedNodes where cmark_node_get_type(node) == CMARK_NODE_IMAGE {
                guard let url = cmark_node_get_url(node).map({ String(cString: $0) }), MarkdownLink.isChecked(url) else { continue }
                cmark_node_set_url(node, MarkdownLinkRewriter.rebase(url, from: base.file, to: base.docs))
            }
        }
        for link in document.linkNodes {
            guard var url = cmark_node_get_url(link).map({ String(cString: $0) }) else { continue }
            if let base = options.linkBase, MarkdownLink.isChecked(url) {
                url = MarkdownLinkRewriter.rebase(url, from: base.file, to: base.docs)
                cmark_node_set_url(link, url)
            }
            if let meant = meanings[url] { url = meant }
            guard let rewritten = MarkdownLinkRewriter.rewrite(url, options: options) else { continue }
            cmark_node_set_url(link, rewritten)
        }
    }

    /// The destinations of `nodes` (links, images, and with `rawHTML` the
    /// links of raw HTML) that may name a file of the site, with where they
    /// are written, and the ids raw HTML gives (kept or not); read before
    /// links are rewritten.
    private static func found(_ nodes: [OpaquePointer], in columns: SourceColumns, rawHTML: RawHTMLMode,
                              positions: NodePositions, namesADoc: (String) -> Bool) -> (links: [MarkdownLink], ids: [String]) {
        guard !nodes.isEmpty else { return ([], []) }
        var columns = columns
        var links: [MarkdownLink] = []
        var ids: [String] = []
        for node in nodes {
            let type = cmark_node_get_type(node)
            let line = positions.line(node)
            let byteColumn = positions.column(node)
            if type == CMARK_NODE_HTML_BLOCK || type == CMARK_NODE_HTML_INLINE {
                // Kept safe raw HTML: its links and ids come from the
                // sanitizer, which reads it as a browser does.
                guard rawHTML != .safe, let literal = cmark_node_get_literal(node) else { continue }
                let html = String(cString: literal)
                let found = RawHTMLLinks.scan(html)
                ids += found.ids
                guard rawHTML == .kept, !found.links.isEmpty else { continue }
                let bytes = Array(html.utf8)
                let first = columns.column(line: line, byteColumn: byteColumn, marker: UInt8(ascii: "<"))
                for link in found.links where MarkdownLink.isChecked(link.value) {
                    // Lines and scalars of the literal before the tag.
                    let before = bytes[..<link.offset]
                    let newlines = before.count { $0 == UInt8(ascii: "\n") }
                    let lineStart = (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 }) ?? 0
                    let scalars = bytes[lineStart..<link.offset].count { $0 & 0xC0 != 0x80 }
                    links.append(MarkdownLink(destination: link.value, kind: link.kind, line: line + newlines,
                                              column: newlines == 0 ? first + scalars : scalars + 1))
                }
                continue
            }
            let isImage = type == CMARK_NODE_IMAGE
            guard let url = cmark_node_get_url(node).map({ String(cString: $0) }),
                  MarkdownLink.isChecked(url) || !isImage && url.hasPrefix("/") && namesADoc(url) else { continue }
            let column = columns.column(line: line, byteColumn: byteColumn,
                                        marker: isImage ? UInt8(ascii: "!") : UInt8(ascii: "["))
            links.append(MarkdownLink(destination: url, kind: isImage ? .image : .link, line: line, column: column))
        }
        return (links, ids)
    }
}
