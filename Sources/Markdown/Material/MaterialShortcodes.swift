import Basics
import Ccmark
import Foundation

/// Material for MkDocs' icon and emoji shortcodes, in text (never in code
/// spans, code blocks, raw HTML or image descriptions: those are other
/// nodes, and a shortcode written as code is meant as code):
///
/// - `:material-check:`, `:octicons-mark-github-16:`,
///   `:fontawesome-brands-github:` (`-regular-`, `-solid-`) and
///   `:simple-python:` become the icon's SVG inline, from the sets
///   Material bundles (`ShortcodeCatalog`), hidden from assistive
///   technology and sized to the text (`1.2em`, filled with the text's
///   color). Only the icons a page uses are in it. A name the set lacks
///   stays text with a located warning and the nearest name.
/// - `:smile:` becomes its Unicode emoji, from PyMdown Extensions' index
///   (Twemoji's names, then GitHub's); a name it lacks stays text (and
///   `MarkdownNotices.text` notes it).
///
/// Material's `{ .class }` after an icon is an attribute list, another
/// pass's.
enum MaterialShortcodes: MarkdownPass {
    static let phase = MarkdownPhase.tree

    /// Whether `bytes` has a `:name:` (letters, digits, `-`, `_`, `+`)
    /// anywhere: each `:` is found with memchr.
    static func mayApply(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return false }
        var index = 0
        while index < bytes.count, let found = memchr(base + index, Int32(UInt8(ascii: ":")), bytes.count - index) {
            index = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base + 1
            var end = index
            while end < bytes.count, ShortcodeCatalog.isNameByte(base[end]) { end += 1 }
            if end > index, end < bytes.count, base[end] == UInt8(ascii: ":") { return true }
        }
        return false
    }

    static func apply(to document: inout MarkdownDocument) {
        let catalog = document.options.shortcodes?.catalog
        // The containers of text that may hold a shortcode, found before
        // any node changes (cmark's iterator allows no changes).
        var containers: [OpaquePointer] = []
        var seen: Set<OpaquePointer> = []
        guard let iterator = cmark_iter_new(document.root) else { return }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator),
                  cmark_node_get_type(node) == CMARK_NODE_TEXT, let literal = cmark_node_get_literal(node),
                  strchr(literal, Int32(UInt8(ascii: ":"))) != nil,
                  let parent = cmark_node_parent(node), !isInImage(parent), seen.insert(parent).inserted else { continue }
            containers.append(parent)
        }
        cmark_iter_free(iterator)
        for container in containers {
            replace(in: container, catalog: catalog, document: &document)
        }
    }

    private static func isInImage(_ node: OpaquePointer) -> Bool {
        var ancestor: OpaquePointer? = node
        while let current = ancestor {
            if cmark_node_get_type(current) == CMARK_NODE_IMAGE { return true }
            ancestor = cmark_node_parent(current)
        }
        return false
    }

    /// One found shortcode: its bytes in a run of text, and what it
    /// becomes.
    private enum Found {
        case icon(String, set: String)
        case emoji(String)
    }

    /// Replaces the shortcodes in each run of adjacent text children of
    /// `container` (cmark leaves an unmatched `_` or `*` as a text node of
    /// its own, so `:white_check_mark:` may be three).
    private static func replace(in container: OpaquePointer, catalog: ShortcodeCatalog?, document: inout MarkdownDocument) {
        var runs: [[OpaquePointer]] = []
        var run: [OpaquePointer] = []
        var child = cmark_node_first_child(container)
        while let node = child {
            if cmark_node_get_type(node) == CMARK_NODE_TEXT {
                run.append(node)
            } else if !run.isEmpty {
                runs.append(run)
                run = []
            }
            child = cmark_node_next(node)
        }
        if !run.isEmpty { runs.append(run) }
        for run in runs {
            replace(run, catalog: catalog, document: &document)
        }
    }

    private static func replace(_ run: [OpaquePointer], catalog: ShortcodeCatalog?, document: inout MarkdownDocument) {
        // The run's text, and where each node's literal starts in it.
        var text: [UInt8] = []
        var starts: [Int] = []
        for node in run {
            starts.append(text.count)
            if let literal = cmark_node_get_literal(node) {
                text += UnsafeBufferPointer(start: UnsafeRawPointer(literal).assumingMemoryBound(to: UInt8.self), count: strlen(literal))
            }
        }
        var pieces: [(range: Range<Int>, found: Found)] = []
        for range in shortcodes(in: text) {
            let name = String(decoding: text[(range.lowerBound + 1)..<(range.upperBound - 1)], as: UTF8.self)
            // Where it is: the node it starts in, and the bytes before it there.
            let index = (starts.lastIndex { $0 <= range.lowerBound }) ?? 0
            let (node, offset) = (run[index], range.lowerBound - starts[index])
            if let place = ShortcodeCatalog.iconPlace(name) {
                guard let catalog, catalog.hasIcons else {
                    document.notices.iconSetsMissing(node, offset: offset, positions: document.positions,
                                                     directory: catalog?.directory ?? ShortcodeCatalog.directoryInUse)
                    continue
                }
                if let svg = catalog.icon(name) {
                    pieces.append((range, .icon(markup(svg, name: name), set: place.set)))
                } else {
                    document.notices.unknownIcon(name, suggestion: catalog.suggestion(forIcon: name), node, offset: offset,
                                                 positions: document.positions)
                }
            } else if let emoji = catalog?.emoji(name) {
                pieces.append((range, .emoji(emoji)))
            }
        }
        guard !pieces.isEmpty, let first = run.first else { return }
        let line = document.positions.line(first), column = document.positions.column(first)
        var position = 0
        var pendingText: [UInt8] = []
        var pendingStart = 0
        func flush() {
            guard !pendingText.isEmpty, let node = cmark_node_new(CMARK_NODE_TEXT) else { return }
            cmark_node_set_literal(node, String(decoding: pendingText, as: UTF8.self))
            cmark_node_insert_before(first, node)
            if line > 0 { document.positions[node] = (line, column + pendingStart) }
            pendingText = []
        }
        func addText(_ range: Range<Int>) {
            guard !range.isEmpty else { return }
            if pendingText.isEmpty { pendingStart = range.lowerBound }
            pendingText += text[range]
        }
        for (range, found) in pieces {
            addText(position..<range.lowerBound)
            position = range.upperBound
            switch found {
            case .emoji(let emoji):
                // Text, with the text around it: the search index and
                // the heading ids read it as the author's.
                if pendingText.isEmpty { pendingStart = range.lowerBound }
                pendingText += Array(emoji.utf8)
            case .icon(let html, let set):
                flush()
                guard let node = cmark_node_new(CMARK_NODE_CUSTOM_INLINE) else { continue }
                cmark_node_set_on_enter(node, html)
                cmark_node_set_on_exit(node, "")
                cmark_node_insert_before(first, node)
                if line > 0 { document.positions[node] = (line, column + range.lowerBound) }
                document.iconSets.insert(set)
            }
        }
        addText(position..<text.count)
        flush()
        for node in run {
            cmark_node_unlink(node)
            cmark_node_free(node)
        }
    }

    /// The ranges of `:name:` shortcodes in `text`, colons included: a
    /// name of letters, digits, `-`, `_` and `+`, not inside a word or a
    /// time (`10:30:00`), as `MarkdownNotices` reads them.
    static func shortcodes(in text: [UInt8]) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var index = 0
        while index < text.count {
            guard text[index] == UInt8(ascii: ":") else {
                index += 1
                continue
            }
            if index > 0, ShortcodeCatalog.isNameByte(text[index - 1]) || text[index - 1] == UInt8(ascii: ":") {
                index += 1
                continue
            }
            var end = index + 1
            while end < text.count, ShortcodeCatalog.isNameByte(text[end]) { end += 1 }
            guard end > index + 1, end < text.count, text[end] == UInt8(ascii: ":") else {
                index = max(end, index + 1)
                continue
            }
            if end + 1 < text.count, ShortcodeCatalog.isNameByte(text[end + 1]) || text[end + 1] == UInt8(ascii: ":") {
                index = end
                continue
            }
            found.append(index..<(end + 1))
            index = end + 1
        }
        return found
    }

    /// The icon as the page has it: Material's `twemoji` span around the
    /// set's SVG, which is hidden from assistive technology (it has no
    /// title: the text around it says what it means), sized to the text
    /// and filled with its color (attributes, so it keeps its size where
    /// the site's stylesheet is not loaded).
    static func markup(_ svg: String, name: String) -> String {
        guard svg.hasPrefix("<svg"), let close = svg.firstIndex(of: ">") else { return HTMLEscape.text(":\(name):") }
        let tag = svg[..<close]
        var added = ""
        for (attribute, value) in [("aria-hidden", "true"), ("focusable", "false"), ("width", "1.2em"), ("height", "1.2em"),
                                   ("fill", "currentColor")] where !tag.contains(" \(attribute)=") {
            added += " \(attribute)=\"\(value)\""
        }
        let opened = "<svg" + added + String(svg.dropFirst(4))
        return "<span class=\"tp-icon twemoji\">" + opened + "</span>"
    }
}
