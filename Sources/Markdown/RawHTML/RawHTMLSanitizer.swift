import Cgumbo

/// `rawHTML: safe`: a doc's raw HTML parsed with an HTML5 parser (gumbo) and
/// written out again from `HTMLAllowlist`, the way GitHub sanitizes the HTML
/// it renders from Markdown.
///
/// The doc's raw HTML pieces (cmark's HTML blocks and inline tags) are
/// parsed as one fragment, in order, with a placeholder element between
/// them where the Markdown around them goes. So raw HTML that opens in one
/// block and closes in another (`<details>`, Markdown, `</details>`) is one
/// element, as in a browser, and Markdown inside it lands inside it. Only
/// the raw HTML is parsed; the Markdown's HTML (rendered by cmark, already
/// safe) is put where its placeholder ended up. Placeholders are known by
/// where they are in the parser's input, so raw HTML cannot forge one.
///
/// The output holds only allowed elements and attributes, every text and
/// attribute value escaped, and no element whose content a browser reads as
/// anything but markup (script, style, textarea, SVG…), so a browser parses
/// it as it was written.
struct RawHTMLSanitizer {
    /// A raw HTML node of the doc: its text, and where it starts.
    struct Piece {
        var literal: [UInt8]
        /// 1-based line, and column in Unicode scalars, of its first byte.
        var line: Int
        var column: Int
    }

    /// How kept links are written: the doc's link options, and the heading
    /// ids of the page (a `#fragment` naming a raw HTML id that is not a
    /// heading's is pointed at the namespaced id).
    var options: MarkdownOptions
    var headingIDs: Set<String>

    /// The placeholder element's name. Any element of that name the raw
    /// HTML writes itself is unwrapped like other unknown elements.
    private static let placeholder = Array("<tp-markdown-segment></tp-markdown-segment>".utf8)

    /// At most this many tags (`<`) of raw HTML in one doc are parsed.
    /// HTML5 tree building is quadratic in how deeply elements nest, so a
    /// doc of 100,000 nested `<div>`s would take half a minute; a real doc
    /// has a few hundred tags.
    static let tagLimit = 20_000

    func sanitize(_ pieces: [Piece]) -> SafeRawHTML {
        let tags = pieces.reduce(0) { total, piece in total + piece.literal.count { $0 == UInt8(ascii: "<") } }
        if tags > Self.tagLimit, let first = pieces.first {
            var result = SafeRawHTML(segmentCount: pieces.count + 1)
            for segment in 0...pieces.count { result.appendSegment(segment) }
            result.noteDropped("all of it: \(tags) tags, more than the \(Self.tagLimit) one doc may have", line: first.line, column: first.column)
            return result
        }
        var input: [UInt8] = []
        input.reserveCapacity(pieces.reduce(0) { $0 + $1.literal.count } + (pieces.count + 1) * Self.placeholder.count)
        var segmentOffsets: [Int: Int] = [:]
        var pieceStarts: [Int] = []
        for (index, piece) in pieces.enumerated() {
            segmentOffsets[input.count] = index
            input += Self.placeholder
            pieceStarts.append(input.count)
            input += piece.literal
        }
        segmentOffsets[input.count] = pieces.count
        input += Self.placeholder

        var walk = Walk(options: options, headingIDs: headingIDs, pieces: pieces, pieceStarts: pieceStarts,
                        segmentOffsets: segmentOffsets, segmentCount: pieces.count + 1)
        withGumboFragment(input) { root in
            walk.collectIDs(under: root)
            walk.write(childrenOf: root)
        }
        return walk.result
    }
}

/// One pass over gumbo's tree: the kept HTML, links, ids and what was dropped.
private struct Walk {
    let options: MarkdownOptions
    let headingIDs: Set<String>
    let pieces: [RawHTMLSanitizer.Piece]
    let pieceStarts: [Int]
    let segmentOffsets: [Int: Int]
    /// Where each segment's placeholder is in the parser's input.
    let segmentStarts: [Int]
    var result: SafeRawHTML
    /// Ids raw HTML gives, before they are namespaced.
    private var rawIDs: Set<String> = []

    init(options: MarkdownOptions, headingIDs: Set<String>, pieces: [RawHTMLSanitizer.Piece], pieceStarts: [Int],
         segmentOffsets: [Int: Int], segmentCount: Int) {
        self.options = options
        self.headingIDs = headingIDs
        self.pieces = pieces
        self.pieceStarts = pieceStarts
        self.segmentOffsets = segmentOffsets
        self.segmentStarts = segmentOffsets.sorted { $0.value < $1.value }.map(\.key)
        self.result = SafeRawHTML(segmentCount: segmentCount)
    }

    private enum Work {
        case node(UnsafeMutablePointer<GumboNode>)
        case close(String)
    }

    /// Every id and `<a name>` in the raw HTML, so that a `#fragment`
    /// written before its target is pointed at the namespaced id.
    mutating func collectIDs(under root: UnsafeMutablePointer<GumboNode>) {
        var stack = [root]
        while let node = stack.popLast() {
            guard node.pointee.type == GUMBO_NODE_ELEMENT else { continue }
            let element = node.pointee.v.element
            for attribute in Self.attributes(of: element) {
                let name = String(cString: attribute.pointee.name)
                if name == "id" || name == "name" {
                    let value = String(cString: attribute.pointee.value)
                    if !value.isEmpty { rawIDs.insert(value) }
                }
            }
            stack += Self.children(of: element).reversed()
        }
    }

    mutating func write(childrenOf root: UnsafeMutablePointer<GumboNode>) {
        var stack: [Work] = Self.children(of: root.pointee.v.element).reversed().map { .node($0) }
        while let work = stack.popLast() {
            switch work {
            case .close(let name):
                result.append("</\(name)>")
            case .node(let node):
                switch node.pointee.type {
                case GUMBO_NODE_TEXT, GUMBO_NODE_WHITESPACE, GUMBO_NODE_CDATA:
                    result.appendEscaped(node.pointee.v.text.text)
                case GUMBO_NODE_ELEMENT:
                    element(node, stack: &stack)
                case GUMBO_NODE_TEMPLATE:
                    drop("`<template>` and its content", at: Int(node.pointee.v.element.start_pos.offset))
                default:
                    // Comments: no page shows them, so leaving them out
                    // loses nothing.
                    break
                }
            }
        }
    }

    private mutating func element(_ node: UnsafeMutablePointer<GumboNode>, stack: inout [Work]) {
        let element = node.pointee.v.element
        let offset = Int(element.start_pos.offset)
        let raw = Int(element.tag.rawValue)
        let known = element.tag != GUMBO_TAG_UNKNOWN && raw < HTMLAllowlist.policies.count
        if !known, let segment = segmentOffsets[offset], node.pointee.parse_flags.rawValue & GUMBO_INSERTION_BY_PARSER.rawValue == 0,
           !result.hasSegment(segment) {
            result.appendSegment(segment)
            return
        }
        // Tags gumbo does not know (`picture`, custom elements) by name.
        let written = known ? HTMLAllowlist.names[raw] : Self.tagName(element)
        let name = known ? written : written.lowercased()
        let policy: HTMLAllowlist.ElementPolicy = element.tag_namespace != GUMBO_NAMESPACE_HTML
            ? .remove : (known ? HTMLAllowlist.policies[raw] : HTMLAllowlist.policy(ofUnknown: name))
        let children = Self.children(of: element)
        // Elements the parser made up (a `<tbody>`, a closing `</p>`'s
        // empty `<p>`) are written if allowed, but never counted as dropped.
        let byParser = element.original_tag.length == 0
        switch policy {
        case .remove:
            if !byParser { drop("`<\(written)>` and its content", at: offset) }
            // Markdown inside a removed element that is closed goes with
            // it, as it would on GitHub; in one left open it is reported
            // as swallowed.
            if element.original_end_tag.length > 0 {
                let end = Int(element.end_pos.offset)
                for (segment, start) in segmentStarts.enumerated() where start > offset && start < end && !result.hasSegment(segment) {
                    result.removeSegment(segment)
                }
            }
            return
        case .unwrap:
            if !byParser { drop("`<\(written)>` (its content is kept)", at: offset) }
            stack += children.reversed().map { .node($0) }
            return
        case .keep:
            break
        }
        result.append("<" + name)
        // MDX's `style={{ display: "flex" }}` is a JSX expression, which the
        // HTML parser reads as `style="{{"` and attributes `display:`,
        // `"flex"`, `}}`: one thing dropped, named as written.
        var open = 0
        for attribute in Self.attributes(of: element) {
            let original = Self.text(attribute.pointee.original_value)
            if open > 0 {
                open += Self.braceBalance(String(cString: attribute.pointee.name)) + Self.braceBalance(original)
                continue
            }
            if original.hasPrefix("{") {
                open = Self.braceBalance(original)
                let shown = RawHTMLSanitizer.displayName(String(cString: attribute.pointee.name))
                drop("`\(shown)={…}` (a JSX expression: theme-preview does not run JavaScript)", at: Int(attribute.pointee.name_start.offset))
                continue
            }
            self.attribute(attribute, on: name, elementOffset: offset)
        }
        result.append(">")
        if !HTMLAllowlist.voidElements.contains(name) {
            stack.append(.close(name))
            stack += children.reversed().map { .node($0) }
        }
    }

    private mutating func attribute(_ attribute: UnsafeMutablePointer<GumboAttribute>, on element: String, elementOffset: Int) {
        let name = String(cString: attribute.pointee.name)
        let value = String(cString: attribute.pointee.value)
        let offset = Int(attribute.pointee.name_start.offset)
        // md_in_html's `markdown`, `markdown="1"`, `"block"`, `"span"`: what
        // it asks for is done already, as the element's Markdown (between
        // blank lines) is parsed as Markdown; it is no attribute to keep.
        if name == "markdown" { return }
        guard let kind = HTMLAllowlist.kind(of: name, on: element) else {
            let shown = RawHTMLSanitizer.displayName(name)
            drop(name.hasPrefix("on") ? "event handler `\(shown)=`" : "`\(shown)=`", at: offset)
            return
        }
        var written = value
        switch kind {
        case .plain:
            break
        case .identifier:
            guard !value.isEmpty else { return }
            written = "user-content-" + value
            result.ids.append(value)
        case .url:
            guard HTMLAllowlist.isSafeURL(value, link: element == "a") else {
                drop("`\(name)=` with an unsafe URL (`\(RawHTMLSanitizer.scheme(of: value)):`)", at: offset)
                return
            }
            written = link(value, name: name, element: element, elementOffset: elementOffset)
        case .sourceSet:
            guard HTMLAllowlist.sourceSetURLs(value).allSatisfy({ HTMLAllowlist.isSafeURL($0, link: false) }) else {
                drop("`\(name)=` with an unsafe URL", at: offset)
                return
            }
        }
        result.append(" " + name + "=\"")
        result.appendEscaped(written)
        result.append("\"")
    }

    /// A kept `href` or `src`: noted for the link checker, then written as
    /// Markdown links are (rebased, `.md` pointed at its page).
    private mutating func link(_ value: String, name: String, element: String, elementOffset: Int) -> String {
        let isLink = element == "a" && name == "href"
        let isImage = element == "img" && name == "src"
        guard isLink || isImage, MarkdownLink.isChecked(value) else { return value }
        let (line, column) = location(of: elementOffset)
        var url = value
        if let base = options.linkBase { url = MarkdownLinkRewriter.rebase(url, from: base.file, to: base.docs) }
        var noted = MarkdownLink(destination: url, kind: isLink ? .link : .image, line: line, column: column)
        // Written as another generator resolves it (`getting-started/`): the `.md` link it means.
        if isLink, let meant = GeneratorLinks.markdownLink(url, options: options) {
            noted.written = url
            noted.destination = meant
            url = meant
        }
        result.links.append(noted)
        guard isLink else { return url }
        if url.utf8.first == UInt8(ascii: "#") {
            let fragment = String(url.dropFirst())
            if rawIDs.contains(fragment), !headingIDs.contains(fragment) { return "#user-content-" + fragment }
            return url
        }
        return MarkdownLinkRewriter.rewrite(url, options: options) ?? url
    }

    private mutating func drop(_ what: String, at offset: Int) {
        let (line, column) = location(of: offset)
        result.noteDropped(what, line: line, column: column)
    }

    /// The doc's line and column of a byte of the parser's input.
    private func location(of offset: Int) -> (line: Int, column: Int) {
        // The last piece starting at or before `offset`.
        var low = 0, high = pieceStarts.count
        while low < high {
            let middle = (low + high) / 2
            if pieceStarts[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return (pieces.first?.line ?? 1, pieces.first?.column ?? 1) }
        let piece = pieces[low - 1]
        let within = min(max(offset - pieceStarts[low - 1], 0), piece.literal.count)
        let before = piece.literal[..<within]
        let newlines = before.count { $0 == UInt8(ascii: "\n") }
        let lineStart = (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 }) ?? 0
        let scalars = piece.literal[lineStart..<within].count { $0 & 0xC0 != 0x80 }
        return (piece.line + newlines, newlines == 0 ? piece.column + scalars : scalars + 1)
    }

    /// The text of a piece of the parser's input.
    private static func text(_ piece: GumboStringPiece) -> String {
        guard piece.length > 0, let data = piece.data else { return "" }
        return String(decoding: UnsafeRawBufferPointer(start: data, count: piece.length), as: UTF8.self)
    }

    /// How many more `{` than `}` a piece of a JSX expression has.
    private static func braceBalance(_ text: String) -> Int {
        text.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "{") ? 1 : $1 == UInt8(ascii: "}") ? -1 : 0) }
    }

    /// An unknown element's name as written (`Badge`, a Vue component).
    private static func tagName(_ element: GumboElement) -> String {
        guard element.original_tag.length > 1, let data = element.original_tag.data else { return "unknown" }
        var bytes: [UInt8] = []
        let raw = UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self)
        for index in 1..<element.original_tag.length {
            let byte = raw[index]
            guard byte != 0x20, byte != 0x09, byte != 0x0A, byte != 0x0C, byte != 0x0D, byte != UInt8(ascii: "/"),
                  byte != UInt8(ascii: ">") else { break }
            bytes.append(byte)
            if bytes.count == 40 { break }
        }
        return RawHTMLSanitizer.displayName(String(decoding: bytes, as: UTF8.self))
    }

    private static func children(of element: GumboElement) -> [UnsafeMutablePointer<GumboNode>] {
        (0..<Int(element.children.length)).compactMap {
            element.children.data[$0]?.assumingMemoryBound(to: GumboNode.self)
        }
    }

    private static func attributes(of element: GumboElement) -> [UnsafeMutablePointer<GumboAttribute>] {
        (0..<Int(element.attributes.length)).compactMap {
            element.attributes.data[$0]?.assumingMemoryBound(to: GumboAttribute.self)
        }
    }
}

extension RawHTMLSanitizer {
    /// A URL's scheme as a warning shows it.
    static func scheme(of url: String) -> String {
        displayName(String(decoding: url.utf8.filter { $0 > 0x20 }.prefix { $0 != UInt8(ascii: ":") }, as: UTF8.self).lowercased())
    }

    /// A name from the doc as a warning shows it: letters, digits and
    /// `-_:.` only (a terminal must not be sent control characters), at
    /// most 40 of them.
    static func displayName(_ name: String) -> String {
        var shown = ""
        for scalar in name.unicodeScalars.prefix(40) {
            let byte = scalar.value
            let plain = (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
                || scalar == "-" || scalar == "_" || scalar == ":" || scalar == "."
            shown.unicodeScalars.append(plain ? scalar : "?")
        }
        return shown.isEmpty ? "?" : shown
    }
}
