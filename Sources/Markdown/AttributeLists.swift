import Basics
import Ccmark
import Foundation

/// MkDocs' (attr_list) and kramdown's attribute lists after an inline
/// element: `**locale**{ #mkdocs-locale }` gives the element an id that
/// links lead to. The element is wrapped in a `<span id>` (cmark nodes
/// carry no attributes) and the braces are taken out of the text. Classes
/// and other attributes in the list are not used: `dropped` says where.
enum AttributeLists {
    struct Applied {
        var ids: [String] = []
        /// Text nodes whose lists held more than an id (classes, `key=value`).
        var dropped: [OpaquePointer] = []
    }

    /// Applies every list that follows an emphasis, strong emphasis, code
    /// span, link or image. A doc without `{` in its text costs a walk.
    static func apply(_ nodes: [OpaquePointer], taken: Set<String>, page: ReservedIDs = ReservedIDs()) -> Applied {
        var applied = Applied()
        var taken = taken
        for text in nodes where cmark_node_get_type(text) == CMARK_NODE_TEXT {
            guard let literal = cmark_node_get_literal(text), literal.pointee == CChar(UInt8(ascii: "{")),
                  let element = cmark_node_previous(text), isElement(cmark_node_get_type(element)) else { continue }
            let string = String(cString: literal)
            guard let close = string.firstIndex(of: "}") else { continue }
            var inside = string[string.index(after: string.startIndex)..<close]
            if inside.first == ":" { inside = inside.dropFirst() }
            let parts = inside.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let idPart = parts.first(where: { $0.hasPrefix("#") }), idPart.count > 1,
                  parts.allSatisfy({ $0.hasPrefix("#") || $0.hasPrefix(".") || $0.contains("=") }) else { continue }
            let id = String(idPart.dropFirst())
            guard id.unicodeScalars.allSatisfy(isIDScalar), !page.contains(id), taken.insert(id).inserted,
                  let span = cmark_node_new(CMARK_NODE_CUSTOM_INLINE) else { continue }
            cmark_node_set_on_enter(span, "<span id=\"\(id)\">")
            cmark_node_set_on_exit(span, "</span>")
            cmark_node_insert_before(element, span)
            cmark_node_append_child(span, element)
            let rest = String(string[string.index(after: close)...])
            cmark_node_set_literal(text, rest)
            applied.ids.append(id)
            if parts.count > 1 { applied.dropped.append(text) }
        }
        return applied
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

    /// `{#`, `{ #` or `{:` (byte searches: most docs hold none).
    static func mayApply(_ bytes: UnsafeRawBufferPointer) -> Bool {
        ByteSearch.firstOffset(of: "{#", in: bytes, from: 0) != nil || ByteSearch.firstOffset(of: "{ #", in: bytes, from: 0) != nil
            || ByteSearch.firstOffset(of: "{:", in: bytes, from: 0) != nil
    }

    /// Gives ids no heading, footnote or raw HTML has.
    static func apply(to document: inout MarkdownDocument) {
        let applied = apply(textNodes(in: document.root),
                            taken: Set(document.headings.map(\.id) + document.attributeIDs).union(document.pageIDs),
                            page: document.options.reservedIDs)
        document.attributeIDs += applied.ids
        for node in applied.dropped { document.notices.attributeListParts(node, positions: document.positions) }
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
