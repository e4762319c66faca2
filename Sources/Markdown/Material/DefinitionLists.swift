import Basics
import Ccmark
import Foundation

/// Python-Markdown's definition lists (`def_list`, which Material for
/// MkDocs enables): a term's line, then `:   definition` lines (with
/// Markdown, and more indented lines and paragraphs in them) make a
/// `<dl>` of `<dt>` and `<dd>`.
///
/// Before cmark parses the doc, each definition line's `:` is made a `+`,
/// so cmark parses the definitions as the items of a list, with all the
/// Markdown an item may hold (`DefinitionListSyntax`); then the paragraph
/// of terms and that list are made the `<dl>` (`DefinitionLists`).
enum DefinitionListSyntax: MarkdownPass {
    static let phase = MarkdownPhase.text

    /// `\n:` (a byte search: most docs hold none).
    static func mayApply(_ bytes: UnsafeRawBufferPointer) -> Bool {
        ByteSearch.firstOffset(of: "\n:", in: bytes, from: 0) != nil
    }

    static func apply(to document: inout MarkdownDocument) {
        let marked = definitionLines(in: document.text)
        guard !marked.isEmpty else { return }
        var lines = document.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for number in marked {
            var line = lines[number - 1]
            if let colon = line.firstIndex(of: ":") { line.replaceSubrange(colon...colon, with: "+") }
            lines[number - 1] = line
        }
        document.text = lines.joined(separator: "\n")
        document.definitionLines = Set(marked)
    }

    /// The 1-based lines that start a definition: up to three spaces, `:`,
    /// then one to three spaces or a tab and text, not in fenced code,
    /// right after a term's line (or one blank line after it), or after a
    /// definition.
    static func definitionLines(in text: String) -> [Int] {
        var fences = Lines.FenceState()
        var found: [Int] = []
        // The last lines: whether each was blank, a term's, a definition's.
        var previous: (blank: Bool, term: Bool) = (true, false)
        var beforePrevious: (blank: Bool, term: Bool) = (true, false)
        var inDefinition = false
        for (index, line) in ByteLines.split(text, omittingEmpty: false).enumerated() {
            let bytes = Array(line.utf8)
            let indent = bytes.prefix { $0 == 0x20 }.count
            let rest = bytes[indent...]
            let blank = rest.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
            if fences.isCode(rest, indent: indent) {
                previous = (false, false)
                beforePrevious = previous
                inDefinition = false
                continue
            }
            var isDefinition = false
            if indent <= 3, rest.first == UInt8(ascii: ":") {
                let after = rest.dropFirst()
                let spaces = after.prefix { $0 == 0x20 }.count
                let tab = after.first == 0x09
                let content = after.dropFirst(tab ? 1 : spaces)
                if tab || (1...3).contains(spaces), let first = content.first, first != 0x20, first != 0x0D,
                   inDefinition || previous.term || (previous.blank && beforePrevious.term) {
                    isDefinition = true
                    found.append(index + 1)
                }
            }
            if isDefinition {
                inDefinition = true
            } else if !blank && indent < 4 && previous.blank {
                // A paragraph of its own after a blank line ends them.
                inDefinition = false
            }
            beforePrevious = previous
            previous = (blank, !blank && !isDefinition && indent <= 3 && isTermStart(rest))
        }
        return found
    }

    /// Whether a line may be a term: not a list item, heading, quote,
    /// table row or HTML.
    private static func isTermStart(_ rest: ArraySlice<UInt8>) -> Bool {
        guard let first = rest.first else { return false }
        if [UInt8(ascii: "#"), UInt8(ascii: ">"), UInt8(ascii: "|"), UInt8(ascii: "<"), UInt8(ascii: ":")].contains(first) { return false }
        if [UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "+")].contains(first), rest.dropFirst().first == 0x20 { return false }
        let digits = rest.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        if !digits.isEmpty, let next = rest.dropFirst(digits.count).first, next == UInt8(ascii: ".") || next == UInt8(ascii: ")") {
            return false
        }
        return true
    }
}

/// The paragraph of terms and the list of definitions `DefinitionListSyntax`
/// marked, made a `<dl>`; consecutive terms and definitions make one.
enum DefinitionLists: MarkdownPass {
    static let phase = MarkdownPhase.tree

    static func mayApply(_ bytes: UnsafeRawBufferPointer) -> Bool { true }

    static func apply(to document: inout MarkdownDocument) {
        guard !document.definitionLines.isEmpty else { return }
        let lists = BlocksInOrder.blocks(in: document.root) { node in
            guard cmark_node_get_type(node) == CMARK_NODE_LIST, isDefinitions(node, lines: document.definitionLines),
                  let terms = cmark_node_previous(node) else { return false }
            return cmark_node_get_type(terms) == CMARK_NODE_PARAGRAPH
        }
        var open: OpaquePointer?
        for list in lists {
            guard let terms = cmark_node_previous(list) else { continue }
            let dl: OpaquePointer
            if let current = open, cmark_node_previous(terms) == current {
                dl = current
            } else {
                guard let made = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else { continue }
                cmark_node_set_on_enter(made, "<dl>")
                cmark_node_set_on_exit(made, "</dl>")
                cmark_node_insert_before(terms, made)
                dl = made
            }
            open = dl
            // Each line of the paragraph is a term.
            var line: [OpaquePointer] = []
            func term() {
                guard !line.isEmpty else { return }
                if let dt = wrapped(line, tag: "dt") { cmark_node_append_child(dl, dt) }
                line = []
            }
            while let child = cmark_node_first_child(terms) {
                cmark_node_unlink(child)
                if cmark_node_get_type(child) == CMARK_NODE_SOFTBREAK || cmark_node_get_type(child) == CMARK_NODE_LINEBREAK {
                    cmark_node_free(child)
                    term()
                } else {
                    line.append(child)
                }
            }
            term()
            cmark_node_unlink(terms)
            cmark_node_free(terms)
            let tight = cmark_node_get_list_tight(list) != 0
            while let item = cmark_node_first_child(list) {
                cmark_node_unlink(item)
                if tight, let only = cmark_node_first_child(item), cmark_node_next(only) == nil,
                   cmark_node_get_type(only) == CMARK_NODE_PARAGRAPH {
                    var inlines: [OpaquePointer] = []
                    while let child = cmark_node_first_child(only) {
                        cmark_node_unlink(child)
                        inlines.append(child)
                    }
                    if let dd = wrapped(inlines, tag: "dd") { cmark_node_append_child(dl, dd) }
                } else if let dd = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) {
                    cmark_node_set_on_enter(dd, "<dd>")
                    cmark_node_set_on_exit(dd, "</dd>")
                    while let child = cmark_node_first_child(item) {
                        cmark_node_unlink(child)
                        cmark_node_append_child(dd, child)
                    }
                    cmark_node_append_child(dl, dd)
                }
                cmark_node_free(item)
            }
            cmark_node_unlink(list)
            cmark_node_free(list)
        }
    }

    /// Whether every item of `list` starts on a definition line.
    private static func isDefinitions(_ list: OpaquePointer, lines: Set<Int>) -> Bool {
        var item = cmark_node_first_child(list)
        guard item != nil else { return false }
        while let node = item {
            guard lines.contains(Int(cmark_node_get_start_line(node))) else { return false }
            item = cmark_node_next(node)
        }
        return true
    }

    /// `inlines` in `<tag>…</tag>`, as a block: a custom block holding a
    /// custom inline that carries the tags (as `HeadingIDs` writes headings).
    private static func wrapped(_ inlines: [OpaquePointer], tag: String) -> OpaquePointer? {
        guard let block = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else {
            for child in inlines { cmark_node_free(child) }
            return nil
        }
        cmark_node_set_on_enter(block, "")
        cmark_node_set_on_exit(block, "")
        if let inline = cmark_node_new(CMARK_NODE_CUSTOM_INLINE) {
            cmark_node_set_on_enter(inline, "<\(tag)>")
            cmark_node_set_on_exit(inline, "</\(tag)>")
            for child in inlines { cmark_node_append_child(inline, child) }
            cmark_node_append_child(block, inline)
        }
        return block
    }
}
