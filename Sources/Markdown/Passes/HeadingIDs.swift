import Basics
import Ccmark
import Foundation

/// Each heading's id (GitHub's slug of its text, or its explicit `{#id}`),
/// its second id (`HeadingAliases`) and its anchor, none of them one the
/// page has already (its layout's, footnotes', raw HTML's); each heading
/// node is swapped for its HTML with those ids.
enum HeadingIDs: MarkdownPass {
    static let phase = MarkdownPhase.tree

    static func mayApply(_ bytes: UnsafeRawBufferPointer) -> Bool { true }

    static func apply(to document: inout MarkdownDocument) {
        let nodes = document.headingNodes
        let lists = nodes.map(takeAttributeList(from:))
        let explicitIDs = lists.map { $0?.id }
        for (node, list) in zip(nodes, lists) {
            guard let list else { continue }
            let unused = list.dropped + list.classes.map { "." + $0 } + list.size.map { "\($0.name)=…" }
            if !unused.isEmpty {
                let line = document.positions.line(node)
                let column = document.shifts.fileColumn(line: line, column: document.positions.column(node))
                document.notices.located(.attributeListParts, line: line, column: column,
                                         detail: unused.map { "`\($0)`" }.joined(separator: ", "))
            }
        }
        // Ids the doc's HTML has besides its headings, which no heading
        // takes: footnotes', PyMdown `html` blocks', annotations', and raw HTML's (`user-content-…`), read first
        // only when a heading's id or second id could be one of them.
        document.pageIDs = Set(document.footnoteIDs + document.elementIDs + document.annotationIDs)
        var named = headingIDs(nodes, explicitIDs, pageIDs: document.pageIDs, in: document.text, options: document.options,
                               positions: document.positions, shifts: document.shifts)
        if !document.rawPieces.isEmpty, named.mayMeetRawIDs {
            let sanitizer = RawHTMLSanitizer(options: document.options, headingIDs: Set(named.headings.map(\.id)))
            document.pageIDs.formUnion(sanitizer.sanitize(document.rawPieces).ids.map { "user-content-" + $0 })
            named = headingIDs(nodes, explicitIDs, pageIDs: document.pageIDs, in: document.text, options: document.options,
                               positions: document.positions, shifts: document.shifts)
        }
        document.headings = named.headings
        // `data-toc-label`: the heading's name in the table of contents.
        for (index, list) in lists.enumerated() where index < document.headings.count {
            if let label = list?.tocLabel { document.headings[index].text = label }
        }
        document.notices.add(named.notices)
        for heading in named.replaced {
            replaceHeading(heading.node, level: heading.level, id: heading.id, alias: heading.alias, anchor: heading.anchor)
        }
        document.attributeIDs = named.replaced.compactMap(\.alias)
    }


    /// Each heading's id, its second id (`HeadingAliases`) and its anchor,
    /// none of them one of `pageIDs` or the page's own (`reservedIDs`).
    private struct NamedHeadings {
        var headings: [DocHeading] = []
        var replaced: [(node: OpaquePointer, level: Int, id: String, alias: String?, anchor: String)] = []
        /// An explicit id the page has already, numbered instead.
        var notices: [MarkdownNotice] = []

        /// Whether an id or second id has raw HTML's form (`user-content-…`).
        var mayMeetRawIDs: Bool {
            replaced.contains { $0.id.hasPrefix("user-content-") || $0.alias?.hasPrefix("user-content-") == true }
        }
    }

    private static func headingIDs(_ nodes: [OpaquePointer], _ explicitIDs: [String?], pageIDs: Set<String>, in markdown: String,
                                   options: MarkdownOptions, positions: borrowing NodePositions, shifts: ColumnShifts) -> NamedHeadings {
        var named = NamedHeadings()
        var slugs = UniqueSlugs(page: options.reservedIDs, forbidding: pageIDs)
        slugs.reserve(explicitIDs.compactMap { $0 })
        named.headings.reserveCapacity(nodes.count)
        var taken: [(explicit: String, line: Int, column: Int)] = []
        for (node, explicitID) in zip(nodes, explicitIDs) {
            let level = Int(cmark_node_get_heading_level(node))
            let (text, hasImage) = MarkdownRenderer.plainTextNotingImages(of: node)
            let withoutImages = hasImage ? MarkdownRenderer.plainText(of: node, skippingImages: true) : text
            if let explicitID, slugs.isForbidden(explicitID) {
                let line = positions.line(node)
                taken.append((explicitID, line, shifts.fileColumn(line: line, column: positions.column(node))))
            }
            let id = explicitID.map { slugs.claimExplicit($0) }
                ?? slugs.claim(Slug.make(from: Self.slugText(of: node, plain: withoutImages, in: markdown, options: options)))
            let shown = Self.shownText(withoutImages: withoutImages, text: text)
            named.headings.append(DocHeading(level: level, text: shown, id: id))
            let anchor = options.headingAnchors && level >= 2
                ? " <a class=\"tp-anchor\" href=\"#\(id)\" aria-label=\"Copy the link to “\(HTMLEscape.text(shown))”\">#</a>"
                : ""
            named.replaced.append((node, level, id, nil, anchor))
        }
        // The ids VitePress, Zola and MkDocs give the same headings, where
        // they differ (`withBase <Badge/>` is `#withbase`, `get_page` is
        // `#get-page`): links written for them lead to the heading too.
        var aliases = HeadingAliases(ids: named.headings.map(\.id), page: options.reservedIDs, forbidden: pageIDs)
        for index in named.replaced.indices {
            named.replaced[index].alias = aliases.claim(for: named.replaced[index].id)
        }
        if let first = taken.first {
            named.notices.append(MarkdownNotice(kind: .headingIDTaken, line: first.line, column: first.column, count: taken.count,
                                                detail: "`{#\(first.explicit)}`"))
        }
        return named
    }

    /// The text GitHub makes the heading's id from: as `plainText`, without
    /// images' alt text (GitHub reads the heading's text content) and
    /// without smart punctuation, which GitHub does not do. Smart quotes
    /// and ellipses are removed from ids like the characters they replace;
    /// only dashes differ (`--` keeps two hyphens, `–` none). cmark merges
    /// text nodes, so where a smart dash may have come from hyphens (the
    /// heading's lines hold `--`), those lines are parsed again without
    /// smart punctuation. (A reference link defined elsewhere in the
    /// document reads as text there; such headings are rare.)
    /// `plain` is the heading's text without images' alt text.
    private static func slugText(of node: OpaquePointer, plain: String, in markdown: String,
                                 options: MarkdownOptions) -> String {
        guard options.smartPunctuation,
              plain.unicodeScalars.contains(where: { $0 == "\u{2013}" || $0 == "\u{2014}" }) else { return plain }
        let first = Int(cmark_node_get_start_line(node)), last = Int(cmark_node_get_end_line(node))
        guard first >= 1, last >= first else { return plain }
        // Split by bytes: by Characters a CR LF is one Character, not a line feed, so text with
        // Windows line endings was one line here. (A build's loader turns CR LF into LF first;
        // the renderer given such text directly gave its headings other ids.)
        let lines = markdown.utf8.split(separator: UInt8(ascii: "\n"), maxSplits: last, omittingEmptySubsequences: false)
        guard last <= lines.count else { return plain }
        let source = lines[(first - 1)..<last].map { String(Substring($0)) }.joined(separator: "\n")
        guard source.contains("--") else { return plain }
        let byteCount = source.utf8.count
        guard let document = source.withCString({ cmark_parse_document($0, byteCount, CMARK_OPT_DEFAULT) }) else {
            return plain
        }
        defer { cmark_node_free(document) }
        guard let heading = firstHeading(in: document) else { return plain }
        var reparsed = MarkdownRenderer.plainText(of: heading, skippingImages: true)
        // A `{#id}` is split off before; here it is still text, and its
        // heading does not use this text anyway.
        if let split = ExplicitHeadingID.split(reparsed) { reparsed = split.text }
        return reparsed
    }

    /// A heading's text for its title, the table of contents and search:
    /// without its images' alt text (a README's `# ![logo](logo.png) Name`
    /// is "Name"; alone, an image's alt text is the heading's), and trimmed
    /// (raw HTML such as a logo `<img>` leaves a space before the words).
    /// The id is made from `text` as it is, as GitHub makes it.
    private static func shownText(withoutImages words: String, text: String) -> String {
        let trimmed = MarkdownRenderer.trimmingSpaces(words)
        return trimmed.isEmpty ? MarkdownRenderer.trimmingSpaces(text) : trimmed
    }

    private static func firstHeading(in document: OpaquePointer) -> OpaquePointer? {
        firstNode(in: document) { cmark_node_get_type($0) == CMARK_NODE_HEADING }
    }

    private static func firstNode(in root: OpaquePointer, where matches: (OpaquePointer) -> Bool) -> OpaquePointer? {
        guard let iterator = cmark_iter_new(root) else { return nil }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { return nil }
            if event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator), matches(node) { return node }
        }
    }

    /// Removes a trailing `{#id}` or attribute list (`{ #id
    /// data-toc-label="Short" }`) from the heading's text and returns it
    /// (see `ExplicitHeadingID`, `AttributeList`). cmark splits text at punctuation, so
    /// the heading's text nodes are merged first, only when the last one
    /// ends with `}`.
    private static func takeAttributeList(from heading: OpaquePointer) -> AttributeList? {
        func lastText() -> (node: OpaquePointer, literal: UnsafePointer<CChar>)? {
            guard let last = cmark_node_last_child(heading), cmark_node_get_type(last) == CMARK_NODE_TEXT,
                  let literal = cmark_node_get_literal(last) else { return nil }
            return (last, literal)
        }
        // The last byte that is not a space or tab, read in cmark's literal
        // (most headings end otherwise: no String is made for them).
        guard let candidate = lastText() else { return nil }
        var end = strlen(candidate.literal)
        while end > 0 && (candidate.literal[end - 1] == 0x20 || candidate.literal[end - 1] == 0x09) { end -= 1 }
        guard end > 0, candidate.literal[end - 1] == UInt8(ascii: "}") else { return nil }
        cmark_consolidate_text_nodes(heading)
        guard let merged = lastText() else { return nil }
        let literal = String(cString: merged.literal)
        if let split = ExplicitHeadingID.split(literal) {
            cmark_node_set_literal(merged.node, split.text)
            return AttributeList(id: split.id)
        }
        guard let split = AttributeList.trailing(literal) else { return nil }
        cmark_node_set_literal(merged.node, split.text)
        return split.list
    }

    /// Swaps the heading for a custom block holding a custom inline whose
    /// literal on-enter/on-exit text is `<hN id="…">`/`</hN>`, and moves the
    /// heading's children into that inline. cmark prints custom node text
    /// verbatim, in safe mode too. The inline (not the block itself) carries
    /// the tags because the HTML renderer puts a newline after a custom
    /// block's on-enter text and before its on-exit text; inside an inline
    /// the output matches what cmark prints for a plain heading. `anchor`
    /// (escaped HTML) goes just before the closing tag.
    private static func replaceHeading(_ heading: OpaquePointer, level: Int, id: String, alias: String?, anchor: String) {
        guard let block = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else { return }
        guard let inline = cmark_node_new(CMARK_NODE_CUSTOM_INLINE) else {
            cmark_node_free(block)
            return
        }
        // `id` holds only letters, marks, numbers, '-', '_' (and in an
        // explicit id ':' and '.'): nothing to escape.
        cmark_node_set_on_enter(inline, "<h\(level) id=\"\(id)\">" + (alias.map { "<span id=\"\($0)\"></span>" } ?? ""))
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
