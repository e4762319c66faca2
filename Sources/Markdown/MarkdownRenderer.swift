import Basics
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

    public func render(_ source: String, options: MarkdownOptions = MarkdownOptions()) -> RenderedMarkdown {
        // No CMARK_OPT_VALIDATE_UTF8: a Swift String is valid UTF-8 already,
        // and validating it again cost a tenth of cmark's parsing time.
        // (cmark replaces NUL bytes whatever the options.)
        var cmarkOptions = CMARK_OPT_DEFAULT
        if options.smartPunctuation { cmarkOptions |= CMARK_OPT_SMART }
        if options.rawHTML == .kept { cmarkOptions |= CMARK_OPT_UNSAFE }

        // What cmark parses, and every position below is read from: the
        // source with its footnote definitions made list items; the
        // columns reported are the file's.
        guard let parsed = Self.parse(source, cmarkOptions: cmarkOptions) else {
            return RenderedMarkdown(html: "", headings: [], firstHeading: nil)
        }
        let markdown = parsed.markdown, document = parsed.document, shifts = parsed.shifts
        defer { cmark_node_free(document) }

        var notices = MarkdownNotices()
        if let callouts = parsed.callouts {
            var unknown: [(line: Int, column: Int, type: String)] = []
            Callouts.apply(callouts, to: document, smartPunctuation: options.smartPunctuation, unknown: &unknown)
            notices.unknownCallouts(unknown)
            notices.codeGroups(callouts.callouts.filter { $0.type == "code-group" }.map { ($0.opening, $0.typeColumn) })
            notices.admonitionClasses(callouts.callouts.compactMap { callout in
                callout.classes.map { (callout.opening, callout.typeColumn + callout.type.utf8.count + 1, $0) }
            })
        }
        // Located in the file already: added after the others are shifted.
        var fileNotices = parsed.shortcodes?.notices ?? []
        var figureLinks: [MarkdownLink] = []
        if let figures = parsed.shortcodes?.figures, !figures.isEmpty {
            let placed = HugoFigure.apply(figures, to: document, options: options)
            figureLinks = placed.links
            fileNotices += placed.notices
        }
        var github = GitHubExtensions.prepare(document, markdown: markdown, cmarkOptions: cmarkOptions,
                                              smartPunctuation: options.smartPunctuation)
        let math = GFMMath.apply(to: document, markdown: markdown, positions: &github.positions)
        var footnoteIDs: [String] = []
        var leftOut: [OpaquePointer] = []
        if let collected = parsed.footnotes {
            (footnoteIDs, leftOut) = GFMFootnotes.apply(collected, in: document, markdown: markdown, positions: &github.positions,
                                                        notices: &notices)
        }
        defer { for block in leftOut { cmark_node_free(block) } }
        var codeBlocks: [OpaquePointer] = []
        let (headingNodes, linkNodes, checked, collectedTexts) = Self.collectHeadingsAndLinks(in: document, rawHTML: options.rawHTML,
                                                                                           github: &github, notices: &notices,
                                                                                           codeBlocks: &codeBlocks)
        if !codeBlocks.isEmpty {
            CodeBlocks.render(codeBlocks, with: options.highlighting, notices: &notices, positions: github.positions)
        }
        notices.shift(shifts)
        notices.add(fileNotices)
        var sectionTexts = collectedTexts
        GFMTables.label(github.tables)
        let positions = github.positions
        var (links, htmlIDs) = Self.links(checked, in: SourceColumns(markdown, shifts: shifts), rawHTML: options.rawHTML,
                                          positions: positions)
        if let base = options.linkBase {
            for index in links.indices {
                links[index].destination = MarkdownLinkRewriter.rebase(links[index].destination, from: base.file, to: base.docs)
            }
        }
        // Links written as other generators resolve them are checked, and
        // counted, as the `.md` links they mean.
        // Hugo's refs relative to the page; those from the content folder
        // (`@/`) are counted below with the others.
        var generatorLinks = parsed.hugoRefs
        // What each such destination means, for the link nodes below.
        var meanings: [String: String] = [:]
        if !options.docPaths.isEmpty {
            for index in links.indices where links[index].kind == .link {
                guard let meant = GeneratorLinks.markdownLink(links[index].destination, options: options) else { continue }
                meanings[links[index].destination] = meant
                links[index].written = links[index].destination
                links[index].destination = meant
                generatorLinks += 1
            }
        }
        // Figures' links, rebased and written as their pages have them.
        links += figureLinks

        if let base = options.linkBase {
            // Images are not rewritten, only rebased (links are below).
            for node in checked where cmark_node_get_type(node) == CMARK_NODE_IMAGE {
                guard let url = cmark_node_get_url(node).map({ String(cString: $0) }), MarkdownLink.isChecked(url) else { continue }
                cmark_node_set_url(node, MarkdownLinkRewriter.rebase(url, from: base.file, to: base.docs))
            }
        }
        for link in linkNodes {
            guard var url = cmark_node_get_url(link).map({ String(cString: $0) }) else { continue }
            if let base = options.linkBase, MarkdownLink.isChecked(url) {
                url = MarkdownLinkRewriter.rebase(url, from: base.file, to: base.docs)
                cmark_node_set_url(link, url)
            }
            if let meant = meanings[url] { url = meant }
            guard let rewritten = MarkdownLinkRewriter.rewrite(url, options: options) else { continue }
            cmark_node_set_url(link, rewritten)
        }

        let explicitIDs = headingNodes.map(Self.takeExplicitID(from:))
        let rawNodes = options.rawHTML != .safe ? [] : checked.filter {
            cmark_node_get_type($0) == CMARK_NODE_HTML_BLOCK || cmark_node_get_type($0) == CMARK_NODE_HTML_INLINE
        }
        let rawPieces = rawNodes.isEmpty ? [] : Self.rawPieces(rawNodes, in: SourceColumns(markdown, shifts: shifts), positions: positions)
        // Ids the doc's HTML has besides its headings, which no heading
        // takes: footnotes', and raw HTML's (`user-content-…`), read first
        // only when a heading's id or second id could be one of them.
        var pageIDs = Set(footnoteIDs)
        var named = Self.headingIDs(headingNodes, explicitIDs, pageIDs: pageIDs, in: markdown, options: options,
                                    positions: positions, shifts: shifts)
        if !rawPieces.isEmpty, named.mayMeetRawIDs {
            let raw = RawHTMLSanitizer(options: options, headingIDs: Set(named.headings.map(\.id))).sanitize(rawPieces).ids
            pageIDs.formUnion(raw.map { "user-content-" + $0 })
            named = Self.headingIDs(headingNodes, explicitIDs, pageIDs: pageIDs, in: markdown, options: options,
                                    positions: positions, shifts: shifts)
        }
        var headings = named.headings
        notices.add(named.notices)
        for heading in named.replaced {
            Self.replaceHeading(heading.node, level: heading.level, id: heading.id, alias: heading.alias, anchor: heading.anchor)
        }
        var attributeIDs: [String] = named.replaced.compactMap(\.alias)

        var safe: (html: SafeRawHTML, pieces: [RawHTMLSanitizer.Piece])?
        if !rawNodes.isEmpty {
            let sanitizer = RawHTMLSanitizer(options: options, headingIDs: Set(headings.map(\.id)))
            let kept = sanitizer.sanitize(rawPieces)
            Self.replaceWithMarkers(rawNodes)
            Self.pointFragments(linkNodes, at: Set(kept.ids), headingIDs: Set(headings.map(\.id)))
            links += kept.links
            generatorLinks += kept.links.filter { $0.written != nil }.count
            htmlIDs = kept.ids
            pageIDs.formUnion(kept.ids.map { "user-content-" + $0 })
            safe = (kept, rawPieces)
        }

        // MkDocs' `**term**{ #id }`: ids links lead to.
        if Self.mayHoldAttributeLists(markdown) {
            let applied = AttributeLists.apply(Self.textNodes(in: document), taken: Set(headings.map(\.id) + attributeIDs).union(pageIDs),
                                               page: options.reservedIDs)
            attributeIDs += applied.ids
            for node in applied.dropped { notices.attributeListParts(node, positions: positions) }
        }

        guard let cString = cmark_render_html(document, cmarkOptions) else {
            var rendered = RenderedMarkdown(htmlBytes: [], headings: headings, firstHeading: nil, sectionTexts: sectionTexts,
                                            notices: notices.notices)
            rendered.links = links
            rendered.generatorLinks = generatorLinks
            rendered.htmlIDs = (options.rawHTML != .omitted ? htmlIDs : []) + footnoteIDs + attributeIDs
            rendered.omittedHTMLIDs = options.rawHTML != .omitted ? [] : htmlIDs
            rendered.highlightingUnavailable = notices.highlightingUnavailable
            return rendered
        }
        defer { free(cString) }
        // The input is valid UTF-8 (a String) and cmark writes nothing
        // else, so its output is UTF-8: copied, not decoded.
        var htmlBytes = Array(UnsafeBufferPointer(start: UnsafeRawPointer(cString).assumingMemoryBound(to: UInt8.self),
                                                  count: strlen(cString)))
        if let safe {
            let assembled = safe.html.assemble(htmlBytes)
            htmlBytes = assembled.html
            notices.rawHTML(dropped: safe.html, swallowed: assembled.swallowed, pieces: safe.pieces)
            if safe.html.removedSegments > 0 || !assembled.swallowed.isEmpty {
                (headings, sectionTexts) = Self.keepingShown(headings, sectionTexts, in: htmlBytes)
            }
        }
        var rendered = RenderedMarkdown(
            htmlBytes: htmlBytes,
            headings: headings,
            firstHeading: headings.first { $0.level == 1 }?.text,
            sectionTexts: sectionTexts,
            notices: notices.notices
        )
        rendered.links = links
        rendered.generatorLinks = generatorLinks
        rendered.htmlIDs = (options.rawHTML != .omitted ? htmlIDs : []) + footnoteIDs + attributeIDs
        rendered.omittedHTMLIDs = options.rawHTML != .omitted ? [] : htmlIDs
        rendered.highlightingUnavailable = notices.highlightingUnavailable
        rendered.firstMath = math.map { MathLocation(line: $0.line, column: shifts.fileColumn(line: $0.line, column: $0.column)) }
        return rendered
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
            let (text, hasImage) = Self.plainTextNotingImages(of: node)
            let withoutImages = hasImage ? Self.plainText(of: node, skippingImages: true) : text
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

    /// A doc as cmark parsed it, with its footnote definitions' blocks
    /// collected (see `FootnoteDefinitions`, `GFMFootnotes`).
    private struct Parsed {
        /// The text cmark parsed.
        var markdown: String
        var document: OpaquePointer
        var shifts: ColumnShifts
        var footnotes: GFMFootnotes.Collected?
        /// Other generators' callouts, whose lines cmark parsed as breaks.
        var callouts: CalloutSyntax?
        /// Hugo `ref` and `relref` shortcodes made links relative to the
        /// page (`HugoRefs`).
        var hugoRefs = 0
        /// Hugo's `highlight` and `figure` shortcodes.
        var shortcodes: HugoShortcodes?
    }

    /// Parses `source`; where cmark made no item of a footnote definition's
    /// line, parses again with that line as written.
    private static func parse(_ source: String, cmarkOptions: Int32) -> Parsed? {
        var keeping: Set<Int> = []
        let refs = HugoRefs.rewrite(source)
        let linked = refs?.text ?? source
        let shortcodes = HugoShortcodes.prepare(linked)
        let callouts = CalloutSyntax.prepare(shortcodes?.text ?? linked)
        let text = callouts?.text ?? shortcodes?.text ?? linked
        while true {
            let prepared = FootnoteDefinitions.prepared(text, keeping: keeping)
            let markdown = prepared?.text ?? text
            var shifts = shortcodes?.shifts ?? ColumnShifts()
            if let calloutShifts = callouts?.shifts { shifts.merge(calloutShifts) }
            if let footnoteShifts = prepared?.shifts { shifts.merge(footnoteShifts) }
            // withCString hands over the whole UTF-8 buffer, embedded NULs
            // included; cmark reads exactly `count` bytes.
            let byteCount = markdown.utf8.count
            guard let document = markdown.withCString({ cmark_parse_document($0, byteCount, cmarkOptions) }) else { return nil }
            guard let prepared, !prepared.definitions.isEmpty else {
                return Parsed(markdown: markdown, document: document, shifts: shifts, callouts: callouts, hugoRefs: refs?.relative ?? 0,
                              shortcodes: shortcodes)
            }
            let items = GFMFootnotes.items(in: document, prepared.definitions)
            let missing = zip(prepared.definitions, items).filter { $0.1 == nil }.map(\.0.line)
            guard missing.isEmpty else {
                cmark_node_free(document)
                keeping.formUnion(missing)
                continue
            }
            let collected = GFMFootnotes.collect(document, definitions: prepared.definitions, items: items.compactMap { $0 })
            return Parsed(markdown: markdown, document: document, shifts: shifts, footnotes: collected, callouts: callouts,
                          hugoRefs: refs?.relative ?? 0, shortcodes: shortcodes)
        }
    }

    /// The destinations of `nodes` (links, images, and with `rawHTML` the
    /// links of raw HTML) that may name a file of the site, with where they
    /// are written, and the ids raw HTML gives (kept or not); read before
    /// links are rewritten.
    private static func links(_ nodes: [OpaquePointer], in columns: SourceColumns, rawHTML: RawHTMLMode,
                               positions: NodePositions) -> (links: [MarkdownLink], ids: [String]) {
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
            guard let url = cmark_node_get_url(node).map({ String(cString: $0) }), MarkdownLink.isChecked(url) else { continue }
            let isImage = type == CMARK_NODE_IMAGE
            let column = columns.column(line: line, byteColumn: byteColumn,
                                        marker: isImage ? UInt8(ascii: "!") : UInt8(ascii: "["))
            links.append(MarkdownLink(destination: url, kind: isImage ? .image : .link, line: line, column: column))
        }
        return (links, ids)
    }

    /// Headings and links in document order, and the search index's text of
    /// each section (before the first heading, then after each one: see
    /// `SectionText`). The tree is only read here; cmark allows changing
    /// nodes during iteration only in narrow cases, so the changes happen
    /// afterwards.
    private static func collectHeadingsAndLinks(in document: OpaquePointer, rawHTML: RawHTMLMode, github: inout GitHubExtensions.Prepared,
                                                notices: inout MarkdownNotices, codeBlocks: inout [OpaquePointer])
        -> (headings: [OpaquePointer], links: [OpaquePointer], checked: [OpaquePointer], sectionTexts: [String]) {
        var headings: [OpaquePointer] = []
        var links: [OpaquePointer] = []
        // Links, images and (kept) raw HTML, for the link checker.
        var checked: [OpaquePointer] = []
        var texts: [String] = []
        guard let iterator = cmark_iter_new(document) else { return ([], [], [], []) }
        defer { cmark_iter_free(iterator) }
        var section = SectionText()
        let lookForInlines = github.inlines != nil
        // A heading's text is not its section's, nor is an image's (its
        // alt text is an attribute in the HTML).
        var skipping: OpaquePointer?
        var escapes = HugoEscapes.State()
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(node)
            if lookForInlines, event == CMARK_EVENT_ENTER, Self.isInlineContainer(type),
               github.inlines?.process(node, positions: &github.positions) == true {
                // Its children changed: the walk goes on from the new ones.
                cmark_iter_reset(iterator, node, CMARK_EVENT_ENTER)
            }
            if event == CMARK_EVENT_ENTER {
                if type == CMARK_NODE_LINK {
                    links.append(node)
                    checked.append(node)
                } else if type == CMARK_NODE_IMAGE || type == CMARK_NODE_HTML_INLINE || type == CMARK_NODE_HTML_BLOCK {
                    checked.append(node)
                }
            }
            if type == CMARK_NODE_TEXT, let literal = cmark_node_get_literal(node) { notices.text(node, literal: literal, positions: github.positions) }
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
                notices.html(node, positions: github.positions)
            }
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
                codeBlocks.append(node)
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
        texts.append(section.text())
        return (headings, links, checked, texts)
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

    /// The raw HTML nodes' text and where each starts, for the sanitizer.
    private static func rawPieces(_ nodes: [OpaquePointer], in columns: SourceColumns,
                                  positions: NodePositions) -> [RawHTMLSanitizer.Piece] {
        var columns = columns
        return nodes.map { node in
            let line = positions.line(node)
            let column = columns.column(line: line, byteColumn: positions.column(node), marker: UInt8(ascii: "<"))
            var literal: [UInt8] = []
            if let text = cmark_node_get_literal(node) {
                literal = Array(UnsafeBufferPointer(start: UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self),
                                                    count: strlen(text)))
            }
            return RawHTMLSanitizer.Piece(literal: literal, line: line, column: column)
        }
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

    /// Nodes whose children are inlines, where GitHub's strikethrough and
    /// bare links are looked for.
    /// Whether `markdown` holds `{#`, `{ #` or `{:` (byte searches: most
    /// docs hold none).
    private static func mayHoldAttributeLists(_ markdown: String) -> Bool {
        var markdown = markdown
        return markdown.withUTF8 { buffer in
            let bytes = UnsafeRawBufferPointer(buffer)
            return ByteSearch.firstOffset(of: "{#", in: bytes, from: 0) != nil || ByteSearch.firstOffset(of: "{ #", in: bytes, from: 0) != nil
                || ByteSearch.firstOffset(of: "{:", in: bytes, from: 0) != nil
        }
    }

    /// Every text node of `document`, in order.
    private static func textNodes(in document: OpaquePointer) -> [OpaquePointer] {
        var nodes: [OpaquePointer] = []
        guard let iterator = cmark_iter_new(document) else { return nodes }
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            if event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator), cmark_node_get_type(node) == CMARK_NODE_TEXT {
                nodes.append(node)
            }
        }
        return nodes
    }

    private static func isInlineContainer(_ type: cmark_node_type) -> Bool {
        switch type {
        case CMARK_NODE_PARAGRAPH, CMARK_NODE_HEADING, CMARK_NODE_EMPH, CMARK_NODE_STRONG, CMARK_NODE_LINK, CMARK_NODE_IMAGE,
             CMARK_NODE_CUSTOM_INLINE:
            return true
        default:
            return false
        }
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
        let lines = markdown.split(separator: "\n", maxSplits: last, omittingEmptySubsequences: false)
        guard last <= lines.count else { return plain }
        let source = lines[(first - 1)..<last].joined(separator: "\n")
        guard source.contains("--") else { return plain }
        let byteCount = source.utf8.count
        guard let document = source.withCString({ cmark_parse_document($0, byteCount, CMARK_OPT_DEFAULT) }) else {
            return plain
        }
        defer { cmark_node_free(document) }
        guard let heading = firstHeading(in: document) else { return plain }
        var reparsed = plainText(of: heading, skippingImages: true)
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
        let trimmed = trimmingSpaces(words)
        return trimmed.isEmpty ? trimmingSpaces(text) : trimmed
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

    /// Removes a trailing `{#id}` from the heading's text and returns the
    /// id (see `ExplicitHeadingID`). cmark splits text at punctuation, so
    /// the heading's text nodes are merged first, only when the last one
    /// ends with `}`.
    private static func takeExplicitID(from heading: OpaquePointer) -> String? {
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
        guard let merged = lastText(), let split = ExplicitHeadingID.split(String(cString: merged.literal)) else { return nil }
        cmark_node_set_literal(merged.node, split.text)
        return split.id
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
