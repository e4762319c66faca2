extension TwinWriter {
    /// `nodes` as Markdown inlines appended to `out`: white space
    /// collapsed, as the page shows it.
    mutating func inlines(_ nodes: TwinTree.Siblings, _ out: inout [UInt8]) {
        let start = out.count
        for node in nodes {
            let piece = out.count
            inline(node, &out)
            // After a hard break, the next line starts at its text.
            if Self.endsWithHardBreak(out, from: start, to: piece) {
                var end = piece
                while end < out.count, Self.isSpaceCharacter(out, at: end, end: out.count) { end += 1 }
                out.removeSubrange(piece..<end)
            }
        }
    }

    private mutating func inline(_ node: Node, _ out: inout [UInt8]) {
        switch tree.nodes[node].kind {
        case .text:
            // (Through the tree's buffer: no slice retained and released for each text node.)
            let range = tree.nodes[node].range
            tree.bytes.withUnsafeBufferPointer { bytes in
                if !Self.appendCollapsed(bytes, range, escaping: true, to: &out) {
                    let text = UnsafeBufferPointer(rebasing: bytes[range])
                    out.append(contentsOf: Self.escaped(Self.collapsed(String(decoding: text, as: UTF8.self))).utf8)
                }
            }
            return
        case .ignored:
            return
        case .element:
            break
        }
        let tag = tree.nodes[node].tag
        switch tag {
        case .a:
            // Headings' `#` anchors and footnotes' `↩` back links are the page's chrome.
            if tree.hasClass("tp-anchor", node) || tree.hasClass("footnote-backref", node) { return }
            guard let href = tree.attribute("href", of: node) else {
                let start = out.count
                inlines(tree.children(of: node), &out)
                return Self.trim(&out, from: start)
            }
            out.append(UInt8(ascii: "["))
            let start = out.count
            inlines(tree.children(of: node), &out)
            Self.trim(&out, from: start)
            Self.append("](", to: &out)
            Self.appendDestination(link(href), to: &out)
            out.append(UInt8(ascii: ")"))
        case .img:
            guard let src = tree.attribute("src", of: node) else { return }
            Self.append("![", to: &out)
            out.append(contentsOf: Self.escaped(tree.attribute("alt", of: node) ?? "").utf8)
            Self.append("](", to: &out)
            Self.appendDestination(link(src), to: &out)
            out.append(UInt8(ascii: ")"))
        case .em, .i:
            wrappedInlines(node, in: "*", &out)
        case .strong, .b:
            wrappedInlines(node, in: "**", &out)
        case .del, .s:
            wrappedInlines(node, in: "~~", &out)
        case .code, .kbd:
            code(node, &out)
        case .sup where tree.hasClass("footnote-ref", node):
            // A footnote's number: its link, as before the footnotes' list.
            inlines(tree.children(of: node), &out)
        case .sub, .sup:
            // GitHub, Docusaurus and MkDocs read both tags as HTML; their text stays Markdown.
            Self.append(tag == .sub ? "<sub>" : "<sup>", to: &out)
            inlines(tree.children(of: node), &out)
            Self.append(tag == .sub ? "</sub>" : "</sup>", to: &out)
        case .br:
            Self.append("\\\n", to: &out)
        case .span where tree.hasClass("tp-math-inline", node):
            out.append(UInt8(ascii: "$"))
            tree.appendText(of: node, to: &out)
            out.append(UInt8(ascii: "$"))
        case .span where tree.hasClass("tp-math-display", node):
            Self.append("$$", to: &out)
            tree.appendText(of: node, to: &out)
            Self.append("$$", to: &out)
        case .script, .style, .svg, .button, .input, .template:
            return
        default:
            if tag.isBlock {
                // A block inside inline content (a link card's parts): its text.
                out.append(UInt8(ascii: " "))
                let start = out.count
                var run = BlockRun(separator: " ")
                blocks(tree.children(of: node), &run, &out)
                Self.trim(&out, from: start)
                out.append(UInt8(ascii: " "))
                return
            }
            inlines(tree.children(of: node), &out)
        }
    }

    /// The element's inlines with emphasis around them (`wrapped`).
    private mutating func wrappedInlines(_ node: Node, in marker: StaticString, _ out: inout [UInt8]) {
        let start = out.count
        inlines(tree.children(of: node), &out)
        Self.wrap(&out, from: start, in: marker)
    }

    /// Inline code: its text collapsed, in more backticks than any run in it.
    private func code(_ node: Node, _ out: inout [UInt8]) {
        let first = tree.nodes[node].firstChild
        if first >= 0, first == tree.nodes[node].lastChild, tree.nodes[first].kind == .text,
           Self.appendPlainCode(tree.bytes[tree.nodes[first].range], to: &out) {
            return
        }
        var bytes: [UInt8] = []
        tree.appendText(of: node, to: &bytes)
        var code: [UInt8] = []
        if !Self.appendCollapsed(bytes[...], escaping: false, to: &code) {
            code = Array(Self.collapsed(bytes).utf8)
        }
        if Self.backtickTouchesNonASCII(code[...]) {
            // As characters read it.
            let text = String(decoding: code, as: UTF8.self)
            let ticks = String(repeating: "`", count: Self.longestRun(of: "`", in: text) + 1)
            let padded = text.hasPrefix("`") || text.hasSuffix("`") ? " " + text + " " : text
            out.append(contentsOf: (ticks + padded + ticks).utf8)
            return
        }
        let ticks = Self.longestBacktickRun(code[...]) + 1
        let padded = code.first == UInt8(ascii: "`") || code.last == UInt8(ascii: "`")
        out.append(contentsOf: repeatElement(UInt8(ascii: "`"), count: ticks))
        if padded { out.append(UInt8(ascii: " ")) }
        out.append(contentsOf: code)
        if padded { out.append(UInt8(ascii: " ")) }
        out.append(contentsOf: repeatElement(UInt8(ascii: "`"), count: ticks))
    }

    /// Inline code of one text with no backtick in it, collapsed, in
    /// single backticks, appended to `out`; false, with `out` as it was,
    /// for any other (`code` writes it then).
    private static func appendPlainCode(_ text: ArraySlice<UInt8>, to out: inout [UInt8]) -> Bool {
        guard !text.contains(UInt8(ascii: "`")) else { return false }
        let opening = out.count
        out.append(UInt8(ascii: "`"))
        guard appendCollapsed(text, escaping: false, to: &out) else {
            out.removeSubrange(opening...)
            return false
        }
        out.append(UInt8(ascii: "`"))
        return true
    }
}
