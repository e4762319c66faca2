import Ccmark
import Foundation

/// GitHub's footnotes, on the tree cmark parsed from the text
/// `FootnoteDefinitions` prepared, where each definition is an ordered list
/// item on its line.
///
/// As on GitHub (cmark-gfm):
/// - A reference `[^label]` whose label matches a definition's (any case)
///   becomes a superscript number linking to the footnote; the numbers
///   follow the order of the first references in the doc. A reference
///   without a definition stays text, with a warning.
/// - The footnotes go to the end of the doc, in a `section`, each with a
///   link back to each of its references (`↩`, then `↩²`…).
/// - A definition nothing refers to, or a second one with the same label,
///   is left out, with a warning.
///
/// Ids follow GitHub's: `fn-label` and `fnref-label` (`fnref-label-2` for
/// the second reference), the footnote's number in place of a label with
/// other than ASCII letters, digits, `-`, `_` and `.`.
enum GFMFootnotes {
    /// The definitions' blocks, taken out of their items and put in order
    /// at the end of the doc, before the other extensions run (tables in
    /// a footnote are found there).
    struct Collected {
        var definitions: [FootnoteDefinitions.Definition]
        /// Per definition, the custom block (a list item to be) holding
        /// its blocks.
        var blocks: [OpaquePointer]
        var section: OpaquePointer
    }

    /// The item cmark made of each definition's line (`nil` where it made
    /// none: see `FootnoteDefinitions`).
    static func items(in document: OpaquePointer, _ definitions: [FootnoteDefinitions.Definition]) -> [OpaquePointer?] {
        var byLine: [Int: Int] = [:]
        for (index, definition) in definitions.enumerated() { byLine[definition.line] = index }
        var items = [OpaquePointer?](repeating: nil, count: definitions.count)
        var stack: [OpaquePointer] = []
        var child = cmark_node_first_child(document)
        while let node = child {
            stack.append(node)
            child = cmark_node_next(node)
        }
        while let node = stack.popLast() {
            let type = cmark_node_get_type(node)
            if type == CMARK_NODE_ITEM, let index = byLine[Int(cmark_node_get_start_line(node))],
               Int(cmark_node_get_start_column(node)) == definitions[index].column {
                items[index] = node
            }
            guard type == CMARK_NODE_LIST || type == CMARK_NODE_ITEM || type == CMARK_NODE_BLOCK_QUOTE else { continue }
            var inner = cmark_node_first_child(node)
            while let next = inner {
                stack.append(next)
                inner = cmark_node_next(next)
            }
        }
        return items
    }

    /// Moves each item's blocks into a block of its own at the end of
    /// `document` and frees the items (and lists left empty).
    static func collect(_ document: OpaquePointer, definitions: [FootnoteDefinitions.Definition],
                        items: [OpaquePointer]) -> Collected? {
        guard let section = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else { return nil }
        var blocks: [OpaquePointer] = []
        for item in items {
            guard let block = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else { continue }
            while let child = cmark_node_first_child(item) {
                cmark_node_unlink(child)
                cmark_node_append_child(block, child)
            }
            cmark_node_append_child(section, block)
            blocks.append(block)
            let list = cmark_node_parent(item)
            cmark_node_free(item)
            if let list, cmark_node_first_child(list) == nil { cmark_node_free(list) }
        }
        guard blocks.count == items.count else {
            cmark_node_free(section)
            return nil
        }
        cmark_node_append_child(document, section)
        return Collected(definitions: definitions, blocks: blocks, section: section)
    }

    /// A reference found in the tree: bytes of a text node's literal.
    private struct Reference {
        var node: OpaquePointer
        var range: Range<Int>
        var definition: Int
        var line: Int
        var column: Int
    }

    /// Links the references, numbers the footnotes and writes their HTML.
    /// `markdown` is the text cmark parsed. Returns the ids given, and the
    /// blocks left out, taken out of the tree: the caller frees them once
    /// nothing points into them (a table's cells in one, found before).
    static func apply(_ collected: Collected, in document: OpaquePointer, markdown: String, positions: inout NodePositions,
                      notices: inout MarkdownNotices) -> (ids: [String], leftOut: [OpaquePointer]) {
        var byLabel: [String: Int] = [:]
        for (index, definition) in collected.definitions.enumerated() {
            let key = key(definition.label)
            if byLabel[key] == nil {
                byLabel[key] = index
            }
        }
        let source = SourceLines(markdown)
        var references = findReferences(in: document, byLabel: byLabel, source: source, positions: positions)
        references.sort { ($0.line, $0.column) < ($1.line, $1.column) }

        // Numbers in the order of first references.
        var numbers = [Int?](repeating: nil, count: collected.definitions.count)
        var referenceCounts = [Int](repeating: 0, count: collected.definitions.count)
        var order: [Int] = []
        for reference in references where numbers[reference.definition] == nil {
            order.append(reference.definition)
            numbers[reference.definition] = order.count
        }
        let ids = collected.definitions.indices.map { index in
            id(for: collected.definitions[index].label, number: numbers[index] ?? 0)
        }
        var given: [String] = []
        var links: [String] = []
        for reference in references {
            let definition = reference.definition
            referenceCounts[definition] += 1
            let count = referenceCounts[definition]
            let refID = "fnref-\(ids[definition])" + (count > 1 ? "-\(count)" : "")
            given.append(refID)
            links.append("<sup class=\"footnote-ref\"><a href=\"#fn-\(ids[definition])\" id=\"\(refID)\" data-footnote-ref>"
                + "\(numbers[definition] ?? 0)</a></sup>")
        }
        // Each text node with references, split (in document order, the
        // references of one node being consecutive).
        var index = 0
        while index < references.count {
            let node = references[index].node
            var end = index
            while end < references.count, references[end].node == node { end += 1 }
            split(node, at: Array(references[index..<end].map(\.range)), links: Array(links[index..<end]),
                  line: references[index].line, positions: &positions)
            index = end
        }

        var leftOut: [OpaquePointer] = []
        for (index, block) in collected.blocks.enumerated() {
            cmark_node_unlink(block)
            if numbers[index] == nil {
                notices.footnoteLeftOut(collected.definitions[index])
                leftOut.append(block)
            }
        }
        for definition in order {
            let block = collected.blocks[definition]
            let id = ids[definition]
            var backrefs = ""
            for count in 1...referenceCounts[definition] {
                let suffix = count > 1 ? "-\(count)" : ""
                let label = "\(numbers[definition] ?? 0)\(suffix)"
                backrefs += (count > 1 ? " " : "")
                    + "<a href=\"#fnref-\(id)\(suffix)\" class=\"footnote-backref\" data-footnote-backref"
                    + " aria-label=\"Back to reference \(label)\">↩"
                    + (count > 1 ? "<sup class=\"footnote-ref\">\(count)</sup>" : "") + "</a>"
            }
            cmark_node_set_on_enter(block, "<li id=\"fn-\(id)\">")
            if let last = cmark_node_last_child(block), cmark_node_get_type(last) == CMARK_NODE_PARAGRAPH,
               let inline = cmark_node_new(CMARK_NODE_CUSTOM_INLINE) {
                cmark_node_set_on_enter(inline, " " + backrefs)
                cmark_node_set_on_exit(inline, "")
                cmark_node_append_child(last, inline)
                cmark_node_set_on_exit(block, "</li>")
            } else {
                cmark_node_set_on_exit(block, backrefs + "\n</li>")
            }
            cmark_node_append_child(collected.section, block)
            given.append("fn-\(id)")
        }
        if order.isEmpty {
            cmark_node_unlink(collected.section)
            leftOut.append(collected.section)
        } else {
            cmark_node_set_on_enter(collected.section, "<section class=\"footnotes\" data-footnotes aria-label=\"Footnotes\">\n<ol>")
            cmark_node_set_on_exit(collected.section, "</ol>\n</section>")
        }
        return (given, leftOut)
    }

    /// What labels are matched by: any case, and what smart punctuation
    /// made of a reference's label read as it was typed.
    static func key(_ label: String) -> String {
        var key = label.lowercased()
        guard key.utf8.contains(0xE2) else { return key }
        for (smart, typed) in [("‘", "'"), ("’", "'"), ("“", "\""), ("”", "\""), ("—", "---"), ("–", "--"), ("…", "...")] {
            key = key.replacingOccurrences(of: smart, with: typed)
        }
        return key
    }

    /// The label itself when it is made of ASCII letters, digits, `-`,
    /// `_` and `.`; else the number.
    static func id(for label: String, number: Int) -> String {
        let plain = label.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
        }
        return plain ? label : String(number)
    }

    /// Every `[^label]` in the text of the tree whose label a definition
    /// has, not inside a link or image, its `[` not written `\\[`.
    private static func findReferences(in document: OpaquePointer, byLabel: [String: Int], source: SourceLines,
                                       positions: NodePositions) -> [Reference] {
        var references: [Reference] = []
        guard let iterator = cmark_iter_new(document) else { return [] }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator),
                  cmark_node_get_type(node) == CMARK_NODE_TEXT, let pointer = cmark_node_get_literal(node),
                  strstr(pointer, "[^") != nil, !isInsideLink(node) else { continue }
            let literal = Array(UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self),
                                                    count: strlen(pointer)))
            let line = positions.line(node), column = positions.column(node)
            var escaped: Set<Int> = []
            if let text = source.line(line), text.contains(UInt8(ascii: "\\")) {
                escaped = escapedBrackets(literal, in: text, from: column)
            }
            var open = 0
            while open + 3 < literal.count {
                guard literal[open] == UInt8(ascii: "["), literal[open + 1] == UInt8(ascii: "^"), !escaped.contains(open) else {
                    open += 1
                    continue
                }
                var end = open + 2
                while end < literal.count, literal[end] != UInt8(ascii: "]"), literal[end] != 0x20, literal[end] != 0x09,
                      literal[end] != UInt8(ascii: "[") { end += 1 }
                guard end > open + 2, end < literal.count, literal[end] == UInt8(ascii: "]"),
                      let definition = byLabel[key(String(decoding: literal[(open + 2)..<end], as: UTF8.self))] else {
                    open += 1
                    continue
                }
                references.append(Reference(node: node, range: open..<(end + 1), definition: definition, line: line,
                                            column: column + open))
                open = end + 1
            }
        }
        return references
    }

    /// The offsets of `literal` (a text node's, starting at byte `column`
    /// of `line`) whose `[` is written `\\[` there: the literal is read
    /// along the line, past backslash escapes, entities and what smart
    /// punctuation made. Empty where the two part ways.
    static func escapedBrackets(_ literal: [UInt8], in line: ArraySlice<UInt8>, from column: Int) -> Set<Int> {
        var escaped: Set<Int> = []
        var at = min(line.startIndex + max(column - 1, 0), line.endIndex)
        // Indentation cmark stripped and did not count.
        if let first = literal.first, first != 0x20, first != 0x09 {
            while at < line.endIndex, line[at] == 0x20 || line[at] == 0x09 { at += 1 }
        }
        var index = 0
        while index < literal.count {
            guard at < line.endIndex else { return [] }
            let byte = literal[index], written = line[at]
            if written == byte {
                at += 1
                index += 1
            } else if written == UInt8(ascii: "\\"), at + 1 < line.endIndex, line[at + 1] == byte {
                if byte == UInt8(ascii: "[") { escaped.insert(index) }
                at += 2
                index += 1
            } else if written == UInt8(ascii: "&"), let semicolon = line[at...].prefix(40).firstIndex(of: UInt8(ascii: ";")) {
                // An entity: one character.
                at = semicolon + 1
                index += byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
            } else if byte == 0xE2, written == UInt8(ascii: "-") {
                // Dashes from hyphens.
                while at < line.endIndex, line[at] == UInt8(ascii: "-") { at += 1 }
                while index + 2 < literal.count, literal[index] == 0xE2, literal[index + 1] == 0x80,
                      literal[index + 2] == 0x93 || literal[index + 2] == 0x94 { index += 3 }
                while index < literal.count, literal[index] == UInt8(ascii: "-") { index += 1 }
            } else if byte == 0xE2, written == UInt8(ascii: "."), line[at...].starts(with: [0x2E, 0x2E, 0x2E]) {
                at += 3
                index += 3
            } else if byte == 0xE2, written == UInt8(ascii: "'") || written == UInt8(ascii: "\"") {
                at += 1
                index += 3
            } else {
                return []
            }
        }
        return escaped
    }

    /// Replaces `node` with its text around `ranges`, each of which
    /// becomes the custom inline of its link.
    private static func split(_ node: OpaquePointer, at ranges: [Range<Int>], links: [String], line: Int,
                              positions: inout NodePositions) {
        guard let pointer = cmark_node_get_literal(node) else { return }
        let literal = Array(UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self),
                                                count: strlen(pointer)))
        let column = positions.column(node)
        func insert(_ new: OpaquePointer, at offset: Int) {
            cmark_node_insert_before(node, new)
            if line > 0 { positions[new] = (line, column + offset) }
        }
        var position = 0
        for (range, link) in zip(ranges, links) {
            if range.lowerBound > position, let text = cmark_node_new(CMARK_NODE_TEXT) {
                cmark_node_set_literal(text, String(decoding: literal[position..<range.lowerBound], as: UTF8.self))
                insert(text, at: position)
            }
            if let inline = cmark_node_new(CMARK_NODE_CUSTOM_INLINE) {
                cmark_node_set_on_enter(inline, link)
                cmark_node_set_on_exit(inline, "")
                insert(inline, at: range.lowerBound)
            }
            position = range.upperBound
        }
        if position < literal.count, let text = cmark_node_new(CMARK_NODE_TEXT) {
            cmark_node_set_literal(text, String(decoding: literal[position...], as: UTF8.self))
            insert(text, at: position)
        }
        positions[node] = nil
        cmark_node_free(node)
    }

    private static func isInsideLink(_ node: OpaquePointer) -> Bool {
        var parent = cmark_node_parent(node)
        while let current = parent {
            let type = cmark_node_get_type(current)
            if type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE { return true }
            parent = cmark_node_parent(current)
        }
        return false
    }
}

extension GFMFootnotes: MarkdownPass {
    static let phase = MarkdownPhase.tree

    /// It links what `FootnoteItems` collected.
    static func mayApply(_ bytes: UnsafeRawBufferPointer) -> Bool { true }

    static func apply(to document: inout MarkdownDocument) {
        guard let collected = document.footnotes else { return }
        (document.footnoteIDs, document.leftOutBlocks) = apply(collected, in: document.root, markdown: document.text,
                                                               positions: &document.positions, notices: &document.notices)
    }
}
