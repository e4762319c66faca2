import Basics
import Ccmark
import Foundation

/// MkDocs' (attr_list) and kramdown's attribute lists after an inline
/// element: `**locale**{ #mkdocs-locale }` gives the element an id that
/// links lead to, `[Start](start.md){ .md-button }` a class the site
/// styles, `![Logo](logo.png){ width="120" }` a size. An id wraps the
/// element in a `<span id>` (cmark nodes carry no attributes); a link with
/// classes and an image with classes or a size are written here. The
/// braces are taken out of the text; what the list holds besides
/// (`AttributeList.dropped`) is noted where it is.
enum AttributeLists {
    struct Applied {
        var ids: [String] = []
        /// Text nodes whose lists held parts not applied, with those parts.
        var dropped: [(node: OpaquePointer, parts: [String])] = []
    }

    /// Applies every list that follows an emphasis, strong emphasis, code
    /// span, link or image. A doc without `{` in its text costs a walk.
    static func apply(_ nodes: [OpaquePointer], taken: Set<String>, page: ReservedIDs = ReservedIDs()) -> Applied {
        var applied = Applied()
        var taken = taken
        for text in nodes where cmark_node_get_type(text) == CMARK_NODE_TEXT {
            guard let literal = cmark_node_get_literal(text), literal.pointee == CChar(UInt8(ascii: "{")),
                  var element = cmark_node_previous(text), isElement(cmark_node_get_type(element)) else { continue }
            let string = String(cString: literal)
            guard let close = string.firstIndex(of: "}"),
                  let list = AttributeList(string[string.index(after: string.startIndex)..<close]) else { continue }
            if let id = list.id {
                guard !page.contains(id), taken.insert(id).inserted else { continue }
            }
            var dropped = list.dropped
            let type = cmark_node_get_type(element)
            let written = type == CMARK_NODE_IMAGE && (!list.size.isEmpty || !list.classes.isEmpty)
                || type == CMARK_NODE_LINK && !list.classes.isEmpty
            if written, let made = write(element, list) {
                element = made
            } else {
                dropped += list.classes.map { "." + $0 } + list.size.map { "\($0.name)=…" }
            }
            if let id = list.id, let span = cmark_node_new(CMARK_NODE_CUSTOM_INLINE) {
                cmark_node_set_on_enter(span, "<span id=\"\(id)\">")
                cmark_node_set_on_exit(span, "</span>")
                cmark_node_insert_before(element, span)
                cmark_node_append_child(span, element)
                applied.ids.append(id)
            }
            let rest = String(string[string.index(after: close)...])
            cmark_node_set_literal(text, rest)
            if !dropped.isEmpty { applied.dropped.append((text, dropped)) }
        }
        return applied
    }

    /// The link or image written with the list's classes and size, in
    /// place of `element`; nil (and `element` kept) when its destination
    /// is not one a page may lead to (`javascript:`, which cmark leaves out).
    private static func write(_ element: OpaquePointer, _ list: AttributeList) -> OpaquePointer? {
        let url = cmark_node_get_url(element).map { String(cString: $0) } ?? ""
        guard isSafe(url), let made = cmark_node_new(CMARK_NODE_CUSTOM_INLINE) else { return nil }
        let title = cmark_node_get_title(element).map { String(cString: $0) } ?? ""
        let titleAttribute = title.isEmpty ? "" : " title=\"\(HTMLEscape.text(title))\""
        if cmark_node_get_type(element) == CMARK_NODE_IMAGE {
            let alt = MarkdownRenderer.plainText(of: element)
            let size = list.size.map { " \($0.name)=\"\($0.value)\"" }.joined()
            cmark_node_set_on_enter(made, "<img src=\"\(HTMLEscape.text(url))\" alt=\"\(HTMLEscape.text(alt))\"\(titleAttribute)\(list.classAttribute)\(size) />")
            cmark_node_set_on_exit(made, "")
        } else {
            cmark_node_set_on_enter(made, "<a href=\"\(HTMLEscape.text(url))\"\(titleAttribute)\(list.classAttribute)>")
            cmark_node_set_on_exit(made, "</a>")
            while let child = cmark_node_first_child(element) {
                cmark_node_unlink(child)
                cmark_node_append_child(made, child)
            }
        }
        guard cmark_node_replace(element, made) != 0 else {
            cmark_node_free(made)
            return nil
        }
        cmark_node_free(element)
        return made
    }

    /// A destination without a scheme, or with one a page may lead to.
    private static func isSafe(_ url: String) -> Bool {
        guard let colon = url.firstIndex(of: ":") else { return true }
        let scheme = url[..<colon]
        if scheme.contains("/") || scheme.contains("?") || scheme.contains("#") { return true }
        return ["http", "https", "mailto"].contains(scheme.lowercased())
    }

    private static func isElement(_ type: cmark_node_type) -> Bool {
        type == CMARK_NODE_EMPH || type == CMARK_NODE_STRONG || type == CMARK_NODE_CODE || type == CMARK_NODE_LINK
            || type == CMARK_NODE_IMAGE
    }

    /// Whether `id` is one of letters, digits, `-`, `_`, `:` and `.` only.
    static func isID(_ id: String) -> Bool { !id.isEmpty && id.unicodeScalars.allSatisfy(isIDScalar) }

    /// Letters, digits, `-`, `_`, `:` and `.`: an id that needs no escaping.
    private static func isIDScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "-" || scalar == "_" || scalar == ":" || scalar == "." || scalar.properties.isAlphabetic
            || scalar.properties.numericType == .decimal
    }
}

extension AttributeLists: MarkdownPass {
    static let phase = MarkdownPhase.tree

    /// `){`, `*{`, `_{` or `` `{ `` (an element's end, then a list): each
    /// `{` found, the byte before it looked at (one pass, not one search
    /// for each of the four; most docs hold none).
    static func mayApply(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var from = 1
        while let brace = ByteSearch.firstOffset(of: "{", in: bytes, from: from) {
            switch bytes[brace - 1] {
            case UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "`"): return true
            default: from = brace + 1
            }
        }
        return false
    }

    /// Gives ids no heading, footnote or raw HTML has.
    static func apply(to document: inout MarkdownDocument) {
        let applied = apply(textNodes(in: document.root),
                            taken: Set(document.headings.map(\.id) + document.attributeIDs).union(document.pageIDs),
                            page: document.options.reservedIDs)
        document.attributeIDs += applied.ids
        for (node, parts) in applied.dropped {
            document.notices.attributeListParts(node, positions: document.positions, detail: parts.map { "`\($0)`" }.joined(separator: ", "))
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
}
