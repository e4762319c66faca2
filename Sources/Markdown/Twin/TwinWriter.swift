import Cgumbo

/// `MarkdownTwin`'s one walk over gumbo's tree of a page's HTML: blocks
/// become Markdown blocks, inline elements Markdown inlines.
struct TwinWriter {
    typealias Node = UnsafeMutablePointer<GumboNode>

    /// The address a link or image takes in the twin.
    let link: (String) -> String

    // MARK: Blocks

    /// `nodes` as Markdown blocks: each block element its block, each run
    /// of text and inline elements between them a paragraph.
    mutating func blocks(_ nodes: [Node]) -> [String] {
        var result: [String] = []
        var run: [Node] = []
        func flush(_ writer: inout TwinWriter) {
            let text = Self.trimmed(writer.inlines(run))
            if !text.isEmpty { result.append(text) }
            run = []
        }
        for node in nodes {
            if let element = Self.element(node), Self.isBlock(element) {
                flush(&self)
                result += block(node, element)
            } else {
                run.append(node)
            }
        }
        flush(&self)
        return result
    }

    /// One block element's blocks (none for what the twin leaves out).
    private mutating func block(_ node: Node, _ element: GumboElement) -> [String] {
        let classes = Self.classes(element)
        switch element.tag {
        case GUMBO_TAG_P:
            let text = Self.trimmed(inlines(Self.children(of: node)))
            guard !text.isEmpty else { return [] }
            if classes.contains("tp-tab-label") || classes.contains("tp-alert-title") || classes.contains("tp-card-title") {
                return ["**" + text + "**"]
            }
            return [text]
        case GUMBO_TAG_H1, GUMBO_TAG_H2, GUMBO_TAG_H3, GUMBO_TAG_H4, GUMBO_TAG_H5, GUMBO_TAG_H6:
            let level = Int(element.tag.rawValue - GUMBO_TAG_H1.rawValue) + 1
            let text = Self.trimmed(inlines(Self.children(of: node)))
            return text.isEmpty ? [] : [String(repeating: "#", count: level) + " " + text]
        case GUMBO_TAG_UL, GUMBO_TAG_OL:
            return [list(node, ordered: element.tag == GUMBO_TAG_OL, start: Self.attribute("start", of: element).flatMap { Int($0) } ?? 1)]
        case GUMBO_TAG_BLOCKQUOTE:
            return [Self.quoted(blocks(Self.children(of: node)))]
        case GUMBO_TAG_PRE:
            return [fence(node, title: nil)]
        case GUMBO_TAG_HR:
            return ["---"]
        case GUMBO_TAG_TABLE:
            return table(node).map { [$0] } ?? []
        case GUMBO_TAG_DETAILS where classes.contains("tp-alert"), GUMBO_TAG_DIV where classes.contains("tp-alert"),
             GUMBO_TAG_ASIDE:
            let inner = blocks(Self.children(of: node))
            return inner.isEmpty ? [] : [Self.quoted(inner)]
        case GUMBO_TAG_DETAILS:
            return [Self.quoted(blocks(Self.children(of: node)))]
        case GUMBO_TAG_SUMMARY:
            let text = Self.trimmed(inlines(Self.children(of: node)))
            return text.isEmpty ? [] : ["**" + text + "**"]
        case GUMBO_TAG_FIGURE where classes.contains("tp-code-block"):
            let children = Self.children(of: node)
            let caption = children.first { Self.element($0)?.tag == GUMBO_TAG_FIGCAPTION }
            let title = caption.map { Self.trimmed(Self.text(of: $0)) }
            guard let pre = children.first(where: { Self.element($0)?.tag == GUMBO_TAG_PRE }) else { return blocks(children) }
            return [fence(pre, title: title)]
        case GUMBO_TAG_DIV where classes.contains("tp-math-display"):
            return ["$$\n" + Self.trimmed(Self.text(of: node)) + "\n$$"]
        case GUMBO_TAG_DL:
            var result: [String] = []
            for child in Self.children(of: node) {
                guard let item = Self.element(child) else { continue }
                if item.tag == GUMBO_TAG_DT {
                    let term = Self.trimmed(inlines(Self.children(of: child)))
                    if !term.isEmpty { result.append("**" + term + "**") }
                } else {
                    result += blocks(Self.children(of: child))
                }
            }
            return result
        case GUMBO_TAG_SCRIPT, GUMBO_TAG_STYLE, GUMBO_TAG_TEMPLATE, GUMBO_TAG_BUTTON, GUMBO_TAG_SVG, GUMBO_TAG_NOSCRIPT:
            return []
        default:
            // div, section, figure, header…: their content.
            return blocks(Self.children(of: node))
        }
    }

    /// A list, each item's blocks indented under its marker.
    private mutating func list(_ node: Node, ordered: Bool, start: Int) -> String {
        var items: [String] = []
        var number = start
        for child in Self.children(of: node) {
            guard Self.element(child)?.tag == GUMBO_TAG_LI else { continue }
            var children = Self.children(of: child)
            var box = ""
            // A task item's checkbox (first, maybe inside its paragraph).
            if let first = children.first, let input = Self.element(first), input.tag == GUMBO_TAG_INPUT {
                box = Self.attribute("checked", of: input) != nil ? "[x] " : "[ ] "
                children.removeFirst()
            } else if let first = children.first, Self.element(first)?.tag == GUMBO_TAG_P,
                      let inner = Self.children(of: first).first, let input = Self.element(inner), input.tag == GUMBO_TAG_INPUT {
                box = Self.attribute("checked", of: input) != nil ? "[x] " : "[ ] "
            }
            let marker = ordered ? "\(number). " : "- "
            number += 1
            // A tight item (no paragraphs) stays tight: its text and a nested list on the next line.
            let tight = !children.contains { Self.element($0)?.tag == GUMBO_TAG_P }
            let content = blocks(children).joined(separator: tight ? "\n" : "\n\n")
            let indent = String(repeating: " ", count: marker.count)
            let lines = (box + content).split(separator: "\n", omittingEmptySubsequences: false)
            var item = marker + (lines.first.map(String.init) ?? "")
            for line in lines.dropFirst() { item += "\n" + (line.isEmpty ? "" : indent + line) }
            items.append(item)
        }
        return items.joined(separator: "\n")
    }

    /// A code block as a fence longer than any run of backticks in it.
    private func fence(_ pre: Node, title: String?) -> String {
        var code = Self.text(of: pre, skipping: [GUMBO_TAG_BUTTON])
        if code.hasSuffix("\n") { code.removeLast() }
        var language = ""
        if let codeElement = Self.children(of: pre).compactMap(Self.element).first(where: { $0.tag == GUMBO_TAG_CODE }) {
            language = Self.classes(codeElement).first { $0.hasPrefix("language-") }.map { String($0.dropFirst(9)) } ?? ""
        }
        let ticks = String(repeating: "`", count: max(3, Self.longestRun(of: "`", in: code) + 1))
        var info = language
        if let title, !title.isEmpty {
            info += (info.isEmpty ? "" : " ") + "title=\"" + title.replacingAll("\"", with: "'") + "\""
        }
        return ticks + info + "\n" + code + "\n" + ticks
    }

    /// A GitHub table; nil when it has no rows.
    private mutating func table(_ node: Node) -> String? {
        var rows: [[String]] = []
        var stack: [Node] = Self.children(of: node).reversed()
        while let child = stack.popLast() {
            guard let element = Self.element(child) else { continue }
            if element.tag == GUMBO_TAG_TR {
                let cells = Self.children(of: child).filter {
                    Self.element($0).map { $0.tag == GUMBO_TAG_TD || $0.tag == GUMBO_TAG_TH } ?? false
                }
                rows.append(cells.map { cell in
                    Self.trimmed(inlines(Self.children(of: cell))).replacingAll("|", with: "\\|")
                })
            } else if element.tag != GUMBO_TAG_TABLE {
                stack += Self.children(of: child).reversed()
            }
        }
        guard let header = rows.first, !header.isEmpty else { return nil }
        let width = rows.map(\.count).max() ?? header.count
        func row(_ cells: [String]) -> String {
            "| " + (cells + Array(repeating: "", count: width - cells.count)).joined(separator: " | ") + " |"
        }
        var lines = [row(header), "|" + Array(repeating: " --- |", count: width).joined()]
        lines += rows.dropFirst().map(row)
        return lines.joined(separator: "\n")
    }

    // MARK: Inlines

    /// `nodes` as Markdown inlines: white space collapsed, as the page
    /// shows it.
    private mutating func inlines(_ nodes: [Node]) -> String {
        var result = ""
        for node in nodes {
            var piece = inline(node)
            // After a hard break, the next line starts at its text.
            if result.hasSuffix("\\\n") { while piece.first == " " { piece.removeFirst() } }
            result += piece
        }
        return result
    }

    private mutating func inline(_ node: Node) -> String {
        switch node.pointee.type {
        case GUMBO_NODE_TEXT, GUMBO_NODE_WHITESPACE, GUMBO_NODE_CDATA:
            return Self.escaped(Self.collapsed(String(cString: node.pointee.v.text.text)))
        case GUMBO_NODE_ELEMENT, GUMBO_NODE_TEMPLATE:
            break
        default:
            return ""
        }
        let element = node.pointee.v.element
        let children = Self.children(of: node)
        let classes = Self.classes(element)
        switch element.tag {
        case GUMBO_TAG_A:
            // Headings' `#` anchors and footnotes' `↩` back links are the page's chrome.
            if classes.contains("tp-anchor") || classes.contains("footnote-backref") { return "" }
            let text = Self.trimmed(inlines(children))
            guard let href = Self.attribute("href", of: element) else { return text }
            return "[" + text + "](" + Self.destination(link(href)) + ")"
        case GUMBO_TAG_IMG:
            guard let src = Self.attribute("src", of: element) else { return "" }
            let alt = Self.escaped(Self.attribute("alt", of: element) ?? "")
            return "![" + alt + "](" + Self.destination(link(src)) + ")"
        case GUMBO_TAG_EM, GUMBO_TAG_I:
            return Self.wrapped(inlines(children), in: "*")
        case GUMBO_TAG_STRONG, GUMBO_TAG_B:
            return Self.wrapped(inlines(children), in: "**")
        case GUMBO_TAG_DEL, GUMBO_TAG_S:
            return Self.wrapped(inlines(children), in: "~~")
        case GUMBO_TAG_CODE, GUMBO_TAG_KBD:
            let code = Self.collapsed(Self.text(of: node))
            let ticks = String(repeating: "`", count: Self.longestRun(of: "`", in: code) + 1)
            let padded = code.hasPrefix("`") || code.hasSuffix("`") ? " " + code + " " : code
            return ticks + padded + ticks
        case GUMBO_TAG_BR:
            return "\\\n"
        case GUMBO_TAG_SPAN where classes.contains("tp-math-inline"):
            return "$" + Self.text(of: node) + "$"
        case GUMBO_TAG_SPAN where classes.contains("tp-math-display"):
            return "$$" + Self.text(of: node) + "$$"
        case GUMBO_TAG_SCRIPT, GUMBO_TAG_STYLE, GUMBO_TAG_SVG, GUMBO_TAG_BUTTON, GUMBO_TAG_INPUT, GUMBO_TAG_TEMPLATE:
            return ""
        default:
            if Self.isBlock(element) {
                // A block inside inline content (a link card's parts): its text.
                return " " + Self.trimmed(blocks(children).joined(separator: " ")) + " "
            }
            return inlines(children)
        }
    }

    // MARK: Reading gumbo's tree

    static func children(of node: Node) -> [Node] {
        guard node.pointee.type == GUMBO_NODE_ELEMENT || node.pointee.type == GUMBO_NODE_TEMPLATE else { return [] }
        let list = node.pointee.v.element.children
        return (0..<Int(list.length)).compactMap { list.data[$0]?.assumingMemoryBound(to: GumboNode.self) }
    }

    static func element(_ node: Node) -> GumboElement? {
        node.pointee.type == GUMBO_NODE_ELEMENT ? node.pointee.v.element : nil
    }

    static func attribute(_ name: String, of element: GumboElement) -> String? {
        // The pointer is used inside the closure only (see `GallerySections`).
        withUnsafePointer(to: element.attributes) { attributes in
            gumbo_get_attribute(attributes, name).map { String(cString: $0.pointee.value) }
        }
    }

    static func classes(_ element: GumboElement) -> [Substring] {
        guard let value = attribute("class", of: element) else { return [] }
        return Array(value.split(separator: " "))
    }

    /// The text under `node`, as written (code keeps its lines).
    static func text(of node: Node, skipping: Set<UInt32> = []) -> String {
        switch node.pointee.type {
        case GUMBO_NODE_TEXT, GUMBO_NODE_WHITESPACE, GUMBO_NODE_CDATA:
            return String(cString: node.pointee.v.text.text)
        case GUMBO_NODE_ELEMENT:
            if skipping.contains(node.pointee.v.element.tag.rawValue) { return "" }
            return children(of: node).map { text(of: $0, skipping: skipping) }.joined()
        default:
            return ""
        }
    }

    static func text(of node: Node, skipping tags: [GumboTag]) -> String {
        text(of: node, skipping: Set(tags.map(\.rawValue)))
    }

    static func isBlock(_ element: GumboElement) -> Bool {
        switch element.tag {
        case GUMBO_TAG_P, GUMBO_TAG_DIV, GUMBO_TAG_UL, GUMBO_TAG_OL, GUMBO_TAG_LI, GUMBO_TAG_BLOCKQUOTE, GUMBO_TAG_PRE,
             GUMBO_TAG_H1, GUMBO_TAG_H2, GUMBO_TAG_H3, GUMBO_TAG_H4, GUMBO_TAG_H5, GUMBO_TAG_H6, GUMBO_TAG_HR,
             GUMBO_TAG_TABLE, GUMBO_TAG_DETAILS, GUMBO_TAG_SUMMARY, GUMBO_TAG_FIGURE, GUMBO_TAG_FIGCAPTION,
             GUMBO_TAG_SECTION, GUMBO_TAG_ASIDE, GUMBO_TAG_DL, GUMBO_TAG_DT, GUMBO_TAG_DD, GUMBO_TAG_HEADER,
             GUMBO_TAG_FOOTER, GUMBO_TAG_NAV, GUMBO_TAG_ARTICLE, GUMBO_TAG_SCRIPT, GUMBO_TAG_STYLE, GUMBO_TAG_NOSCRIPT:
            true
        default:
            false
        }
    }

    // MARK: Text

    /// Runs of white space as one space.
    static func collapsed(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var inSpace = false
        for character in text {
            if character == " " || character == "\n" || character == "\t" || character == "\r" {
                if !inSpace { result.append(" ") }
                inSpace = true
            } else {
                result.append(character)
                inSpace = false
            }
        }
        return result
    }

    /// Text with the characters that would start Markdown escaped.
    static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: mayNeedEscaping) else { return text }
        var result = ""
        var previous: Character = " "
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            switch character {
            case "\\", "`", "*", "[", "]", "<":
                result.append("\\")
            case "_":
                // Inside a word (snake_case) an underscore is no emphasis.
                let next = index + 1 < characters.count ? characters[index + 1] : " "
                if !(previous.isLetter || previous.isNumber) || !(next.isLetter || next.isNumber) { result.append("\\") }
            default:
                break
            }
            result.append(character)
            previous = character
        }
        return result
    }

    /// Whether `byte` is one `escaped` may escape: a backslash, backtick,
    /// star, bracket, `<` or underscore (a switch: this runs on every byte
    /// of the page's text).
    static func mayNeedEscaping(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "["), UInt8(ascii: "]"),
             UInt8(ascii: "<"), UInt8(ascii: "_"): true
        default: false
        }
    }

    /// `text` without white space at either end, lines kept.
    static func trimmed(_ text: String) -> String {
        var slice = Substring(text)
        while let first = slice.first, first == " " || first == "\n" { slice.removeFirst() }
        while let last = slice.last, last == " " || last == "\n" {
            // Keep a hard break's backslash… but not a dangling one.
            slice.removeLast()
        }
        if slice.hasSuffix("\\") && text.hasSuffix("\\\n") { slice.removeLast() }
        return String(slice)
    }

    /// Emphasis around `text`, its spaces outside the markers (`**a **`
    /// would not be emphasis).
    static func wrapped(_ text: String, in marker: String) -> String {
        let inner = trimmed(text)
        guard !inner.isEmpty else { return text }
        return (text.hasPrefix(" ") ? " " : "") + marker + inner + marker + (text.hasSuffix(" ") ? " " : "")
    }

    /// A link destination, in `<…>` when it has spaces or parentheses.
    static func destination(_ url: String) -> String {
        guard url.contains(where: { $0 == " " || $0 == "(" || $0 == ")" || $0 == "<" || $0 == ">" }) else { return url }
        return "<" + url.replacingAll("<", with: "%3C").replacingAll(">", with: "%3E") + ">"
    }

    static func longestRun(of character: Character, in text: String) -> Int {
        var longest = 0
        var current = 0
        for each in text {
            current = each == character ? current + 1 : 0
            longest = max(longest, current)
        }
        return longest
    }

    /// Blocks inside a blockquote.
    static func quoted(_ blocks: [String]) -> String {
        blocks.joined(separator: "\n\n").split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? ">" : "> " + $0 }.joined(separator: "\n")
    }
}

extension String {
    /// Every `target` replaced, without Foundation.
    func replacingAll(_ target: Character, with replacement: String) -> String {
        guard contains(target) else { return self }
        var result = ""
        for character in self { if character == target { result += replacement } else { result.append(character) } }
        return result
    }
}
