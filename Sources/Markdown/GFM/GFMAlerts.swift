import Basics
import Ccmark
import Foundation

/// GitHub's alerts: a block quote whose first line is `[!NOTE]`, `[!TIP]`,
/// `[!IMPORTANT]`, `[!WARNING]` or `[!CAUTION]` (any case, trailing white
/// space allowed, nothing else on the line) and that holds something after
/// it shows as a callout with the kind's icon and title instead of a quote.
///
/// As on GitHub: a marker alone (`> [!NOTE]` and nothing more) stays a
/// quote, as do other words (`[!INFO]`), a marker with text after it on its
/// line, and a marker in a block quote inside another block quote; an
/// alert in a list item is an alert.
///
/// The quote becomes a custom block whose on-enter text is the callout's
/// opening `<div>` and title, and the quote's blocks move into it, so the
/// search index, the link check and the headings see its content like any
/// other (the title is not text of the doc).
enum GFMAlerts {
    /// The five kinds, in GitHub's order.
    enum Kind: String, CaseIterable, Sendable {
        case note, tip, important, warning, caution

        /// The title GitHub shows.
        var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

        /// A 16-point outline icon drawn with `currentColor` (the title's).
        var iconPaths: String {
            switch self {
            case .note:
                // A circled "i".
                "<circle cx=\"8\" cy=\"8\" r=\"6.25\"/><path d=\"M8 7.25v4M8 4.75v.01\"/>"
            case .tip:
                // A light bulb.
                "<path d=\"M8 1.75a4.25 4.25 0 0 0-2.6 7.6c.5.4.85.95.85 1.6v1.3h3.5v-1.3c0-.65.35-1.2.85-1.6A4.25 4.25 0 0 0 8 1.75zM6.5 14.5h3\"/>"
            case .important:
                // A speech bubble with "!".
                "<path d=\"M2.75 2.75h10.5v8h-5.5l-3 2.5v-2.5h-2z\"/><path d=\"M8 4.75v3M8 9.5v.01\"/>"
            case .warning:
                // A triangle with "!".
                "<path d=\"M8 1.9l6.4 11.35H1.6z\"/><path d=\"M8 6v3.25M8 11.25v.01\"/>"
            case .caution:
                // An octagon with "!".
                "<path d=\"M5.5 1.75h5l3.75 3.75v5l-3.75 3.75h-5L1.75 10.5v-5z\"/><path d=\"M8 4.75v4M8 11v.01\"/>"
            }
        }

        /// The callout's opening HTML, title included. `role="note"` for
        /// every kind: `alert` is for live interruptions, and a warning in
        /// a doc is read where it stands.
        /// With `title` (plain text) for the kind's own (a translation).
        func openingHTML(title: String? = nil) -> String {
            "<div class=\"tp-alert tp-alert-\(rawValue)\" role=\"note\">\n<p class=\"tp-alert-title\">" + iconHTML
                + (title.map(HTMLEscape.text) ?? self.title) + "</p>"
        }

        /// The kind's icon, hidden from assistive technology (the title
        /// says the kind).
        var iconHTML: String {
            "<svg class=\"tp-alert-icon\" viewBox=\"0 0 16 16\" width=\"16\" height=\"16\" fill=\"none\" stroke=\"currentColor\""
                + " stroke-width=\"1.5\" stroke-linecap=\"round\" stroke-linejoin=\"round\" aria-hidden=\"true\" focusable=\"false\">"
                + iconPaths + "</svg>"
        }

        /// The kind a marker's text names (`[!note]`), any case.
        init?(marker: some BidirectionalCollection<UInt8>) {
            guard marker.count >= 5, marker.first == UInt8(ascii: "["), marker.dropFirst().first == UInt8(ascii: "!"),
                  marker.last == UInt8(ascii: "]") else { return nil }
            let word = String(decoding: marker.dropFirst(2).dropLast(), as: UTF8.self).lowercased()
            self.init(rawValue: word)
        }
    }

    /// Whether `bytes` holds a `[!` at all (found with memmem).
    static func mayApply(_ bytes: UnsafeRawBufferPointer) -> Bool {
        ByteSearch.firstOffset(of: "[!", in: bytes, from: 0) != nil
    }

    /// Makes callouts of those of `quotes` that are alerts. `quotes` may
    /// hold nested quotes: which are alerts is decided for all of them
    /// before any changes.
    /// `titles`: the doc's callout titles by type (`CalloutTitles`).
    static func apply(to quotes: [OpaquePointer], markdown: String, positions: inout NodePositions, titles: [String: String] = [:]) {
        let candidates = quotes.filter { !isInsideQuote($0) && startsWithMarkerText($0) }
        guard !candidates.isEmpty else { return }
        let source = SourceLines(markdown)
        let alerts = candidates.compactMap { quote in alert(quote, source: source).map { (quote, $0) } }
        for (quote, found) in alerts { replace(quote, with: found, title: titles[found.kind.rawValue], positions: &positions) }
    }

    /// What makes a quote an alert: its kind, and the marker's nodes to
    /// remove from its first paragraph (with the line break after them).
    struct Found {
        var kind: Kind
        var paragraph: OpaquePointer
        var markerNodes: [OpaquePointer]
        /// Nothing of the paragraph is left once the marker goes.
        var paragraphEmpties: Bool
    }

    private static func isInsideQuote(_ node: OpaquePointer) -> Bool {
        var parent = cmark_node_parent(node)
        while let current = parent {
            if cmark_node_get_type(current) == CMARK_NODE_BLOCK_QUOTE { return true }
            parent = cmark_node_parent(current)
        }
        return false
    }

    /// A cheap test: the quote's first block is a paragraph whose first
    /// inline is text starting with `[`.
    private static func startsWithMarkerText(_ quote: OpaquePointer) -> Bool {
        guard let paragraph = cmark_node_first_child(quote), cmark_node_get_type(paragraph) == CMARK_NODE_PARAGRAPH,
              let text = cmark_node_first_child(paragraph), cmark_node_get_type(text) == CMARK_NODE_TEXT,
              let literal = cmark_node_get_literal(text) else { return false }
        return UInt8(bitPattern: literal.pointee) == UInt8(ascii: "[")
    }

    private static func alert(_ quote: OpaquePointer, source: SourceLines) -> Found? {
        guard let paragraph = cmark_node_first_child(quote),
              cmark_node_get_start_line(paragraph) == cmark_node_get_start_line(quote) else { return nil }
        // The line as written, from where the paragraph starts: `[!TIP]`
        // and white space only (so `[\!TIP]` or `[!TIP]\` are not markers).
        let column = Int(cmark_node_get_start_column(paragraph))
        guard let line = source.line(Int(cmark_node_get_start_line(paragraph))), column >= 1,
              column - 1 <= line.count else { return nil }
        var written = line.dropFirst(column - 1)
        while let last = written.last, last == 0x20 || last == 0x09 { written = written.dropLast() }
        guard let kind = Kind(marker: written) else { return nil }

        // The same marker in the tree: text nodes (not a link to a
        // `[!note]:` definition), then a line break or the paragraph's end.
        var markerNodes: [OpaquePointer] = []
        var text: [UInt8] = []
        var next = cmark_node_first_child(paragraph)
        while let node = next, cmark_node_get_type(node) == CMARK_NODE_TEXT {
            if let literal = cmark_node_get_literal(node) {
                text += UnsafeBufferPointer(start: UnsafeRawPointer(literal).assumingMemoryBound(to: UInt8.self), count: strlen(literal))
            }
            markerNodes.append(node)
            next = cmark_node_next(node)
        }
        while let last = text.last, last == 0x20 || last == 0x09 { text.removeLast() }
        guard Kind(marker: text) == kind else { return nil }
        var paragraphEmpties = true
        if let lineBreak = next {
            let type = cmark_node_get_type(lineBreak)
            guard type == CMARK_NODE_SOFTBREAK || type == CMARK_NODE_LINEBREAK else { return nil }
            markerNodes.append(lineBreak)
            paragraphEmpties = cmark_node_next(lineBreak) == nil
        }
        // A marker with nothing after it stays a quote, as on GitHub.
        guard !paragraphEmpties || cmark_node_next(paragraph) != nil else { return nil }
        return Found(kind: kind, paragraph: paragraph, markerNodes: markerNodes, paragraphEmpties: paragraphEmpties)
    }

    /// Nodes freed here are forgotten by `positions`, so that a node made
    /// later at the same address is not placed where they were.
    private static func replace(_ quote: OpaquePointer, with found: Found, title: String?, positions: inout NodePositions) {
        guard let block = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else { return }
        cmark_node_set_on_enter(block, found.kind.openingHTML(title: title))
        cmark_node_set_on_exit(block, "</div>")
        // A custom block may stand wherever a block quote may; should the
        // swap fail, the quote stays as it is.
        guard cmark_node_replace(quote, block) != 0 else {
            cmark_node_free(block)
            return
        }
        for node in found.markerNodes { positions[node] = nil }
        if found.paragraphEmpties {
            cmark_node_free(found.paragraph)
        } else {
            for node in found.markerNodes { cmark_node_free(node) }
        }
        while let child = cmark_node_first_child(quote) {
            cmark_node_unlink(child)
            cmark_node_append_child(block, child)
        }
        cmark_node_free(quote)
    }
}

extension GFMAlerts: BlockPass {
    static func wants(_ block: OpaquePointer, type: cmark_node_type) -> Bool { type == CMARK_NODE_BLOCK_QUOTE }

    static func apply(to blocks: [OpaquePointer], in document: inout MarkdownDocument) {
        apply(to: blocks, markdown: document.text, positions: &document.positions,
              titles: document.options.calloutTitles.titles(in: document.options.sourceFolder))
    }
}
