/// `MarkdownTwin`'s one walk over the tree of a page's HTML (`TwinTree`),
/// appending the twin to one byte buffer: blocks become Markdown blocks,
/// inline elements Markdown inlines. A block is written where it goes and
/// edited there (trimmed, quoted, indented, taken back when it shows
/// nothing), so no string is made per block or inline.
struct TwinWriter {
    typealias Node = Int

    /// The page's HTML.
    let tree: TwinTree
    /// The address a link or image takes in the twin.
    let link: (String) -> String
    /// The ids a Markdown reader gives the headings so far (`explicitID`).
    var headingSlugs = UniqueSlugs()

    // MARK: Blocks

    /// `nodes` as Markdown blocks appended to `out`, separated as `run`
    /// says: each block element its block, each run of text and inline
    /// elements between them a paragraph.
    mutating func blocks(_ nodes: TwinTree.Siblings, _ run: inout BlockRun, _ out: inout [UInt8]) {
        // The first of the inline nodes since the last block, if any.
        var inlineStart: Node?
        func flush(upTo end: Int, _ writer: inout TwinWriter) {
            guard let first = inlineStart else { return }
            let undo = run.begin(&out)
            let start = out.count
            writer.inlines(nodes.run(from: first, upTo: end), &out)
            Self.trim(&out, from: start)
            if out.count == start { run.cancel(undo, &out) }
            inlineStart = nil
        }
        for node in nodes {
            if let tag = tree.tag(node), tag.isBlock {
                flush(upTo: node, &self)
                block(node, tag, &run, &out)
            } else if inlineStart == nil {
                inlineStart = node
            }
        }
        flush(upTo: nodes.end, &self)
    }

    /// `nodes` as blocks separated by a blank line, in a run of their own.
    /// Returns whether there was any.
    @discardableResult
    mutating func blocks(_ nodes: TwinTree.Siblings, _ out: inout [UInt8]) -> Bool {
        var run = BlockRun.blankLine
        blocks(nodes, &run, &out)
        return run.started
    }

    /// Inline content as one block: `prefix`, the trimmed text, `suffix`;
    /// none when the text is empty.
    private mutating func textBlock(_ nodes: TwinTree.Siblings, prefix: StaticString = "", suffix: StaticString = "",
                                    _ run: inout BlockRun, _ out: inout [UInt8]) {
        let undo = run.begin(&out)
        Self.append(prefix, to: &out)
        let start = out.count
        inlines(nodes, &out)
        Self.trim(&out, from: start)
        if out.count == start { return run.cancel(undo, &out) }
        Self.append(suffix, to: &out)
    }

    /// One block element's blocks (none for what the twin leaves out).
    private mutating func block(_ node: Node, _ tag: TwinTag, _ run: inout BlockRun, _ out: inout [UInt8]) {
        switch tag {
        case .p:
            if tree.hasClass("tp-tab-label", node) || tree.hasClass("tp-alert-title", node) || tree.hasClass("tp-card-title", node) {
                textBlock(tree.children(of: node), prefix: "**", suffix: "**", &run, &out)
            } else {
                textBlock(tree.children(of: node), &run, &out)
            }
        case .h1, .h2, .h3, .h4, .h5, .h6:
            let level = tag.headingLevel ?? 1
            let undo = run.begin(&out)
            out.append(contentsOf: repeatElement(UInt8(ascii: "#"), count: level))
            out.append(UInt8(ascii: " "))
            let start = out.count
            inlines(tree.children(of: node), &out)
            Self.trim(&out, from: start)
            if out.count == start { return run.cancel(undo, &out) }
            out.append(contentsOf: explicitID(ofHeading: node).utf8)
        case .ul, .ol:
            _ = run.begin(&out)
            list(node, ordered: tag == .ol, start: tree.attribute("start", of: node).flatMap { Int($0) } ?? 1, &out)
        case .blockquote,
             .details where !tree.hasClass("tp-alert", node):
            _ = run.begin(&out)
            let start = out.count
            blocks(tree.children(of: node), &out)
            Self.quote(&out, from: start)
        case .pre:
            _ = run.begin(&out)
            fence(node, title: nil, &out)
        case .hr:
            _ = run.begin(&out)
            Self.append("---", to: &out)
        case .table:
            table(node, &run, &out)
        case .details,
             .div where tree.hasClass("tp-alert", node),
             .aside:
            let undo = run.begin(&out)
            let start = out.count
            guard blocks(tree.children(of: node), &out) else { return run.cancel(undo, &out) }
            Self.quote(&out, from: start)
        case .summary:
            textBlock(tree.children(of: node), prefix: "**", suffix: "**", &run, &out)
        case .figure where tree.hasClass("tp-code-block", node):
            let children = tree.children(of: node)
            guard let pre = children.first(where: { tree.tag($0) == .pre }) else { return blocks(children, &run, &out) }
            let caption = children.first { tree.tag($0) == .figcaption }
            let title = caption.map { Self.trimmed(tree.text(of: $0)) }
            _ = run.begin(&out)
            fence(pre, title: title, &out)
        case .div where tree.hasClass("tp-math-display", node):
            _ = run.begin(&out)
            out.append(contentsOf: ("$$\n" + Self.trimmed(tree.text(of: node)) + "\n$$").utf8)
        case .dl:
            for child in tree.children(of: node) {
                guard let item = tree.tag(child) else { continue }
                if item == .dt {
                    textBlock(tree.children(of: child), prefix: "**", suffix: "**", &run, &out)
                } else {
                    blocks(tree.children(of: child), &run, &out)
                }
            }
        case .script, .style, .template, .button, .svg, .noscript:
            return
        default:
            // div, section, figure, header…: their content.
            blocks(tree.children(of: node), &run, &out)
        }
    }

    /// A list, each item's blocks indented under its marker, items on
    /// lines of their own.
    private mutating func list(_ node: Node, ordered: Bool, start: Int, _ out: inout [UInt8]) {
        var number = start
        var first = true
        for child in tree.children(of: node) {
            guard tree.tag(child) == .li else { continue }
            if !first { out.append(UInt8(ascii: "\n")) }
            first = false
            var children = tree.children(of: child)
            let marker = ordered ? "\(number). " : "- "
            number += 1
            out.append(contentsOf: marker.utf8)
            let itemStart = out.count
            // A task item's checkbox (first, maybe inside its paragraph).
            if let first = children.head, tree.tag(first) == .input {
                Self.append(tree.attributeRange("checked", of: first) != nil ? "[x] " : "[ ] ", to: &out)
                children = children.droppingFirst()
            } else if let first = children.head, tree.tag(first) == .p,
                      let inner = tree.children(of: first).head, tree.tag(inner) == .input {
                Self.append(tree.attributeRange("checked", of: inner) != nil ? "[x] " : "[ ] ", to: &out)
            }
            // A tight item (no paragraphs) stays tight: its text and a nested list on the next line.
            let tight = !children.contains { tree.tag($0) == .p }
            var run = tight ? BlockRun(separator: "\n") : .blankLine
            blocks(children, &run, &out)
            Self.indent(&out, from: itemStart, by: marker.utf8.count)
        }
    }

    /// A code block as a fence longer than any run of backticks in it.
    /// (The code is written in place after a fence of three; a longer run
    /// of backticks in it lengthens the opening fence afterwards.)
    private func fence(_ pre: Node, title: String?, _ out: inout [UInt8]) {
        var info = ""
        if let codeElement = tree.children(of: pre).first(where: { tree.tag($0) == .code }) {
            info = tree.classSuffix("language-", codeElement) ?? ""
        }
        if let title, !title.isEmpty {
            info += (info.isEmpty ? "" : " ") + "title=\"" + title.replacingAll("\"", with: "'") + "\""
        }
        let opening = out.count
        Self.append("```", to: &out)
        out.append(contentsOf: info.utf8)
        out.append(UInt8(ascii: "\n"))
        let start = out.count
        tree.appendText(of: pre, skipping: .button, to: &out)
        // One line feed less at the end (a carriage return before it would make them one character).
        let count = out.count - start
        if count > 0, out.last == UInt8(ascii: "\n"), count < 2 || out[out.count - 2] != UInt8(ascii: "\r") { out.removeLast() }
        let ticks = max(3, Self.longestBacktickRun(out[start...]) + 1)
        if ticks > 3 { out.insert(contentsOf: repeatElement(UInt8(ascii: "`"), count: ticks - 3), at: opening) }
        out.append(UInt8(ascii: "\n"))
        out.append(contentsOf: repeatElement(UInt8(ascii: "`"), count: ticks))
    }

    /// A GitHub table; none when it has no rows.
    private mutating func table(_ node: Node, _ run: inout BlockRun, _ out: inout [UInt8]) {
        var rows: [[Node]] = []
        var stack: [Node] = tree.children(of: node).reversed()
        while let child = stack.popLast() {
            guard let tag = tree.tag(child) else { continue }
            if tag == .tr {
                rows.append(tree.children(of: child).filter { tree.tag($0) == .td || tree.tag($0) == .th })
            } else if tag != .table {
                stack += tree.children(of: child).reversed()
            }
        }
        guard let header = rows.first else { return }
        let width = rows.map(\.count).max() ?? header.count
        let undo = run.begin(&out)
        for (number, cells) in rows.enumerated() {
            if number > 0 { out.append(UInt8(ascii: "\n")) }
            Self.append("| ", to: &out)
            for column in 0..<width {
                if column > 0 { Self.append(" | ", to: &out) }
                if column < cells.count { cell(cells[column], &out) }
            }
            Self.append(" |", to: &out)
            if number == 0 {
                out.append(contentsOf: "\n|".utf8)
                for _ in 0..<width { Self.append(" --- |", to: &out) }
            }
        }
        // (Its cells were written all the same: a heading in one claims its id, as on the page.)
        if header.isEmpty { run.cancel(undo, &out) }
    }

    /// A table cell's text, trimmed, its pipes escaped.
    private mutating func cell(_ node: Node, _ out: inout [UInt8]) {
        let start = out.count
        inlines(tree.children(of: node), &out)
        Self.trim(&out, from: start)
        guard out[start...].contains(UInt8(ascii: "|")) else { return }
        let text = Array(out[start...])
        out.removeSubrange(start...)
        if text.indices.contains(where: { text[$0] == UInt8(ascii: "|") && (($0 > 0 && text[$0 - 1] >= 0x80) || ($0 + 1 < text.count && text[$0 + 1] >= 0x80)) }) {
            // A mark joined to the pipe: as characters read it.
            out.append(contentsOf: String(decoding: text, as: UTF8.self).replacingAll("|", with: "\\|").utf8)
            return
        }
        for byte in text {
            if byte == UInt8(ascii: "|") { out.append(UInt8(ascii: "\\")) }
            out.append(byte)
        }
    }

    /// ` {#id}` when the heading's id is not the one a Markdown reader
    /// makes from its text (GitHub's slug, numbered when an earlier
    /// heading has it): an id written by hand, or one the page renumbered.
    /// Links to the heading then still find it in the twin. Empty otherwise,
    /// and for an id that `{#…}` cannot hold.
    private mutating func explicitID(ofHeading node: Node) -> String {
        guard let idRange = tree.attributeRange("id", of: node) else { return "" }
        var words: [UInt8] = []
        var child = tree.nodes[node].firstChild
        while child >= 0 {
            if !(tree.tag(child) == .a && tree.hasClass("tp-anchor", child)) { tree.appendText(of: child, to: &words) }
            child = tree.nodes[child].nextSibling
        }
        // (By bytes for ASCII text, as `trimmed` and `Slug.make` read it: this runs for every heading.)
        let ascii = !words.contains { $0 >= 0x80 || $0 == UInt8(ascii: "\r") }
        let slug = ascii ? Self.trimmedRange(words, 0..<words.count).flatMap { Slug.makeASCII(bytes: words[$0]) } : nil
        var made = headingSlugs.claim(slug ?? Slug.make(from: Self.trimmed(String(decoding: words, as: UTF8.self))))
        let same = made.utf8.count == idRange.count
            && made.withUTF8 { made in tree.bytes.withUnsafeBufferPointer { made.elementsEqual($0[idRange]) } }
        if same { return "" }
        let id = tree.string(idRange)
        guard !id.isEmpty, id.unicodeScalars.allSatisfy(ExplicitHeadingID.isIDScalar) else { return "" }
        return " {#" + id + "}"
    }
}
