import Basics
import Ccmark
import Foundation

/// Material for MkDocs' annotations, as numbered notes that work without
/// JavaScript: a block whose last line is `{ .annotate }` and whose text
/// holds `(1)`, `(2)`… markers, followed by an ordered list; or a fenced
/// code block whose comments end with such markers (`# (1)`, or `# (1)!`,
/// which drops the comment), followed by an ordered list. Each marker
/// becomes a superscript link to its note, and the list the notes (`<ol
/// class="tp-annotations">`), each with a link back to its marker.
///
/// A `{ .annotate }` line is never shown: with no list after it, the markers
/// stay text, as Material shows them without its annotations.
enum Annotations {
    /// One marker in a code block: the 1-based line it ends, its number.
    struct CodeMarker: Equatable, Sendable {
        var line: Int
        var number: Int
    }

    /// A code block's text without its markers, and the markers, when the
    /// block has some: `# (1)` keeps its comment (`#`), `# (1)!` loses it.
    static func codeMarkers(in code: String) -> (text: String, markers: [CodeMarker])? {
        guard code.contains(")") else { return nil }
        var markers: [CodeMarker] = []
        var lines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for index in lines.indices {
            guard let found = marker(in: lines[index]) else { continue }
            lines[index] = found.rest
            markers.append(CodeMarker(line: index + 1, number: found.number))
        }
        return markers.isEmpty ? nil : (lines.joined(separator: "\n"), markers)
    }

    /// The comment starts a marker may follow.
    private static let commentStarts = ["<!--", "/*", "//", "--", "#", ";", "%"]

    /// A line ending in a comment that ends with `(N)` or `(N)!` (then a
    /// `*/` or `-->` that closes the comment, if any): the number, and the
    /// line without the marker (without the comment too, for `(N)!`).
    private static func marker(in line: String) -> (number: Int, rest: String)? {
        var end = line[...]
        while end.last == " " || end.last == "\t" { end.removeLast() }
        var closer = ""
        for close in ["*/", "-->"] where end.hasSuffix(close) {
            closer = close
            end.removeLast(close.count)
            while end.last == " " || end.last == "\t" { end.removeLast() }
        }
        let strip = end.last == "!"
        if strip { end.removeLast() }
        guard end.last == ")" else { return nil }
        end.removeLast()
        let digits = end.reversed().prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count <= 3 else { return nil }
        end.removeLast(digits.count)
        guard end.last == "(", let number = Int(String(digits.reversed())), number >= 1 else { return nil }
        end.removeLast()
        var before = end
        while before.last == " " || before.last == "\t" { before.removeLast() }
        // The comment start, right before the marker or earlier on the line
        // with the comment's words between.
        guard let start = commentStarts.compactMap({ token in before.range(of: token).map { ($0, token) } })
            .min(by: { $0.0.lowerBound < $1.0.lowerBound }) else { return nil }
        if strip {
            // `(N)!` alone in its comment: the comment goes.
            guard before[start.0.upperBound...].allSatisfy({ $0 == " " || $0 == "\t" }) else { return nil }
            var kept = before[..<start.0.lowerBound]
            while kept.last == " " || kept.last == "\t" { kept.removeLast() }
            return (number, String(kept))
        }
        return (number, String(before) + (closer.isEmpty ? "" : " " + closer))
    }

    /// The marker's HTML: a superscript link to note `number` of `group`;
    /// `first` (the first marker of that note) carries the id the note
    /// links back to.
    static func markerHTML(group: Int, number: Int, first: Bool) -> String {
        let id = first ? " id=\"\(noteID(group: group, number: number))-ref\"" : ""
        return "<sup class=\"tp-annotation\"><a href=\"#\(noteID(group: group, number: number))\"\(id)"
            + " aria-label=\"Annotation \(number)\">\(number)</a></sup>"
    }

    /// The id of note `number` of the page's `group`-th annotated block.
    static func noteID(group: Int, number: Int) -> String { "annotation-\(group)-\(number)" }
}

extension Annotations: MarkdownPass {
    static let phase = MarkdownPhase.tree

    /// `.annotate` or a marker `(1)` (byte searches: most docs hold neither).
    static func mayApply(_ bytes: UnsafeRawBufferPointer) -> Bool {
        ByteSearch.firstOffset(of: ".annotate", in: bytes, from: 0) != nil || ByteSearch.firstOffset(of: "(1)", in: bytes, from: 0) != nil
    }

    static func apply(to document: inout MarkdownDocument) {
        var group = 0
        let annotated = Set(document.annotatedCallouts)
        for block in candidates(in: document.root, annotated: annotated) {
            let type = cmark_node_get_type(block)
            if annotated.contains(block) {
                // `!!! note annotate`: its markers, the list after it.
                guard let list = cmark_node_next(block), isOrderedList(list) else { continue }
                group += 1
                var seen = Set<Int>()
                guard replaceMarkers(in: block, group: group, count: itemCount(list), seen: &seen) else {
                    group -= 1
                    continue
                }
                makeNotes(list, group: group, marked: seen, document: &document)
            } else if type == CMARK_NODE_CODE_BLOCK {
                guard let list = cmark_node_next(block), isOrderedList(list),
                      let literal = cmark_node_get_literal(block),
                      let found = codeMarkers(in: String(cString: literal)) else { continue }
                let count = itemCount(list)
                let markers = found.markers.filter { $0.number <= count }
                guard markers.contains(where: { $0.number == 1 }) else { continue }
                group += 1
                var text = found.text
                // Markers past the list's end stay as they were written.
                for marker in found.markers where marker.number > count {
                    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                    let original = String(cString: literal).split(separator: "\n", omittingEmptySubsequences: false)
                    lines[marker.line - 1] = String(original[marker.line - 1])
                    text = lines.joined(separator: "\n")
                }
                cmark_node_set_literal(block, text)
                var seen = Set<Int>()
                document.codeAnnotations[block] = markers.map { marker in
                    (marker.line, markerHTML(group: group, number: marker.number, first: seen.insert(marker.number).inserted))
                }
                makeNotes(list, group: group, marked: seen, document: &document)
            } else {
                // A paragraph whose last line is `{ .annotate }`.
                guard let standalone = takeAnnotateLine(from: block, document: &document) else { continue }
                let target = standalone ? cmark_node_previous(block) : block
                let next = cmark_node_next(block) ?? (standalone ? nil : listAfterLastItem(of: block))
                if standalone {
                    cmark_node_unlink(block)
                    cmark_node_free(block)
                }
                guard let target, let list = next, isOrderedList(list) else { continue }
                let count = itemCount(list)
                group += 1
                var seen = Set<Int>()
                guard replaceMarkers(in: target, group: group, count: count, seen: &seen) else {
                    group -= 1
                    continue
                }
                makeNotes(list, group: group, marked: seen, document: &document)
            }
        }
    }

    /// Paragraphs that may end with `{ .annotate }`, fenced code blocks and
    /// the admonitions `annotated`, in document order (a stack: block quotes may nest deeply).
    private static func candidates(in root: OpaquePointer, annotated: Set<OpaquePointer>) -> [OpaquePointer] {
        BlocksInOrder.blocks(in: root) { node in
            let type = cmark_node_get_type(node)
            return type == CMARK_NODE_PARAGRAPH || type == CMARK_NODE_CODE_BLOCK || annotated.contains(node)
        }
    }

    /// Takes a last line `{ .annotate }` (an attribute list with the class
    /// `annotate`) out of `paragraph`; `standalone` when it was the whole
    /// paragraph, which then annotates the block before it. Other parts of
    /// the list are noted.
    private static func takeAnnotateLine(from paragraph: OpaquePointer, document: inout MarkdownDocument) -> Bool? {
        guard let last = cmark_node_last_child(paragraph), cmark_node_get_type(last) == CMARK_NODE_TEXT,
              let literal = cmark_node_get_literal(last), strstr(literal, "}") != nil else { return nil }
        cmark_consolidate_text_nodes(paragraph)
        guard let merged = cmark_node_last_child(paragraph), cmark_node_get_type(merged) == CMARK_NODE_TEXT,
              let text = cmark_node_get_literal(merged).map({ String(cString: $0) }) else { return nil }
        let previous = cmark_node_previous(merged)
        let standalone = previous == nil
        guard standalone || cmark_node_get_type(previous) == CMARK_NODE_SOFTBREAK else { return nil }
        var line = text[...]
        while line.last == " " || line.last == "\t" { line.removeLast() }
        while line.first == " " || line.first == "\t" { line.removeFirst() }
        guard line.first == "{", line.last == "}",
              let list = AttributeList(line.dropFirst().dropLast()), list.dropped.contains(".annotate") else { return nil }
        var unused: [String] = list.dropped.filter { $0 != ".annotate" }
        if let id = list.id { unused.append("#" + id) }
        unused += list.classes.map { "." + $0 }
        unused += list.size.map { "\($0.name)=…" }
        if !unused.isEmpty {
            document.notices.attributeListParts(merged, positions: document.positions,
                                                detail: unused.map { "`\($0)`" }.joined(separator: ", "))
        }
        if let previous { cmark_node_free(previous) }
        if !standalone { cmark_node_free(merged) }
        return standalone
    }

    /// A paragraph that ends the last item of a list (`- Item (1)` and
    /// `{ .annotate }` on the next line, as Material sites write it in
    /// lists): the block after that list, where its notes are.
    private static func listAfterLastItem(of paragraph: OpaquePointer) -> OpaquePointer? {
        guard cmark_node_next(paragraph) == nil, let item = cmark_node_parent(paragraph),
              cmark_node_get_type(item) == CMARK_NODE_ITEM, cmark_node_next(item) == nil,
              let list = cmark_node_parent(item) else { return nil }
        return cmark_node_next(list)
    }

    private static func isOrderedList(_ node: OpaquePointer) -> Bool {
        cmark_node_get_type(node) == CMARK_NODE_LIST && cmark_node_get_list_type(node) == CMARK_ORDERED_LIST
    }

    private static func itemCount(_ list: OpaquePointer) -> Int {
        var count = 0
        var item = cmark_node_first_child(list)
        while let node = item {
            count += 1
            item = cmark_node_next(node)
        }
        return count
    }

    /// Replaces each `(N)` (N from 1 to `count`) in the text of `block` with
    /// its marker; false when there is none.
    private static func replaceMarkers(in block: OpaquePointer, group: Int, count: Int, seen: inout Set<Int>) -> Bool {
        let texts = TextNodes.all(under: block)
        var replaced = false
        for node in texts {
            guard let literal = cmark_node_get_literal(node) else { continue }
            let text = String(cString: literal)
            guard text.contains("(") else { continue }
            var pieces: [(text: String, number: Int?)] = []
            var rest = text[...]
            while let open = rest.firstIndex(of: "(") {
                let after = rest[rest.index(after: open)...]
                let digits = after.prefix { $0.isASCII && $0.isNumber }
                if !digits.isEmpty, digits.count <= 3, let closing = after.dropFirst(digits.count).first, closing == ")",
                   let number = Int(digits), number >= 1, number <= count {
                    pieces.append((String(rest[..<open]), nil))
                    pieces.append(("", number))
                    rest = after[after.index(after.startIndex, offsetBy: digits.count + 1)...]
                    // `(1)!` in text is the same marker.
                    if rest.first == "!" { rest = rest.dropFirst() }
                } else {
                    pieces.append((String(rest[...open]), nil))
                    rest = after
                }
            }
            guard pieces.contains(where: { $0.number != nil }) else { continue }
            pieces.append((String(rest), nil))
            for piece in pieces {
                if let number = piece.number {
                    guard let inline = cmark_node_new(CMARK_NODE_CUSTOM_INLINE) else { continue }
                    cmark_node_set_on_enter(inline, markerHTML(group: group, number: number, first: seen.insert(number).inserted))
                    cmark_node_set_on_exit(inline, "")
                    cmark_node_insert_before(node, inline)
                } else if !piece.text.isEmpty, let textNode = cmark_node_new(CMARK_NODE_TEXT) {
                    cmark_node_set_literal(textNode, piece.text)
                    cmark_node_insert_before(node, textNode)
                }
            }
            cmark_node_unlink(node)
            cmark_node_free(node)
            replaced = true
        }
        return replaced
    }

    /// The ordered list made the notes: `<ol class="tp-annotations">`, each
    /// item an `<li id>` with a link back to its first marker (those
    /// `marked`).
    private static func makeNotes(_ list: OpaquePointer, group: Int, marked: Set<Int>, document: inout MarkdownDocument) {
        guard let notes = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else { return }
        cmark_node_set_on_enter(notes, "<ol class=\"tp-annotations\" aria-label=\"Annotations\">")
        cmark_node_set_on_exit(notes, "</ol>")
        var number = 0
        while let item = cmark_node_first_child(list) {
            number += 1
            cmark_node_unlink(item)
            guard let note = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else {
                cmark_node_free(item)
                continue
            }
            let id = noteID(group: group, number: number)
            let back = marked.contains(number)
                ? "<a href=\"#\(id)-ref\" class=\"tp-annotation-back\" aria-label=\"Back to annotation \(number)\">↩</a>" : ""
            cmark_node_set_on_enter(note, "<li id=\"\(id)\">")
            while let child = cmark_node_first_child(item) {
                cmark_node_unlink(child)
                cmark_node_append_child(note, child)
            }
            cmark_node_free(item)
            if !back.isEmpty, let last = cmark_node_last_child(note), cmark_node_get_type(last) == CMARK_NODE_PARAGRAPH,
               let inline = cmark_node_new(CMARK_NODE_CUSTOM_INLINE) {
                cmark_node_set_on_enter(inline, " " + back)
                cmark_node_set_on_exit(inline, "")
                cmark_node_append_child(last, inline)
                cmark_node_set_on_exit(note, "</li>")
            } else {
                cmark_node_set_on_exit(note, (back.isEmpty ? "" : back + "\n") + "</li>")
            }
            cmark_node_append_child(notes, note)
            document.annotationIDs.append(id)
            if marked.contains(number) { document.annotationIDs.append(id + "-ref") }
        }
        if cmark_node_replace(list, notes) != 0 {
            cmark_node_free(list)
        } else {
            cmark_node_free(notes)
        }
    }
}
