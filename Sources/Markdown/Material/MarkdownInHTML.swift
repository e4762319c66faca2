import Basics
import Ccmark
import Foundation

/// Python-Markdown's `md_in_html`, as Material for MkDocs sites write it:
/// an HTML element whose opening tag has a `markdown` attribute
/// (`markdown`, `markdown="1"`, `"block"` or `"span"`), its opening and
/// closing tags each alone on a line, holds Markdown, with or without
/// blank lines around it:
///
/// ```
/// <div markdown>
/// **Set up** in minutes
/// </div>
/// ```
///
/// CommonMark reads such a tag line as the start of an HTML block that
/// runs to the next blank line, so the Markdown would be raw text. Before
/// cmark parses the doc, both tag lines are given to it as an HTML comment
/// (`marker`), an HTML block that ends on its own line, so the Markdown
/// between is parsed as written; `MarkdownInHTML` then puts each tag back
/// in its block, which the raw HTML sanitizer reads as any other (the
/// `markdown` attribute is dropped there). `markdown="span"`, and `markdown="1"` on
/// an element Python-Markdown reads as a span (`p`, `h1`…`h6`, `li`,
/// `td`, …), makes one paragraph inside the element its inline content,
/// without a `<p>`. Lines in fenced code are never read.
struct MarkdownInHTMLSyntax {
    /// A tag put back after parsing: its line in the doc and its text.
    struct Tag: Equatable {
        var line: Int
        var html: String
        /// An opening tag whose paragraph is its inline content.
        var span = false
    }

    /// What a tag line is given to cmark as.
    static let marker = Array("<!--md_in_html-->".utf8)

    /// Elements whose `markdown="1"` means span (Python-Markdown's).
    static let spanElements: Set<String> = ["address", "dd", "dt", "h1", "h2", "h3", "h4", "h5", "h6", "legend", "li", "p", "summary", "td", "th"]

    private static let opening = try? NSRegularExpression(
        pattern: #"^ {0,3}<([A-Za-z][A-Za-z0-9-]*)((?:\s+[A-Za-z_:][-A-Za-z0-9_:.]*(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*>[ \t\r]*$"#)
    private static let markdownAttribute = try? NSRegularExpression(
        pattern: #"(?:^|\s)markdown(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'=<>`]+))?(?=\s|$)"#)
    private static let closing = try? NSRegularExpression(pattern: #"^ {0,3}</([A-Za-z][A-Za-z0-9-]*)\s*>[ \t\r]*$"#)

    /// The text with the tag lines marked, and the tags; nil when the doc
    /// has no element with Markdown in it.
    static func prepare(_ source: String) -> (text: String, tags: [Tag])? {
        guard let opening, let markdownAttribute, let closing else { return nil }
        var lines = Lines(source)
        var fence = Lines.FenceState()
        // Open elements, by name, and whether each is marked (has `markdown`).
        var open: [(name: String, tag: Int?)] = []
        var tags: [Tag] = []
        for number in stride(from: 1, through: lines.count, by: 1) {
            let line = lines[number]
            let indent = Lines.indent(line)
            if fence.isCode(line.dropFirst(indent), indent: indent) { continue }
            guard line.contains(UInt8(ascii: "<")) else { continue }
            let text = String(decoding: line, as: UTF8.self)
            let whole = NSRange(text.startIndex..., in: text)
            if let match = opening.firstMatch(in: text, range: whole),
               let nameRange = Range(match.range(at: 1), in: text), let attributesRange = Range(match.range(at: 2), in: text) {
                let name = text[nameRange].lowercased()
                let attributes = String(text[attributesRange])
                guard let attribute = markdownAttribute.firstMatch(in: attributes, range: NSRange(attributes.startIndex..., in: attributes)) else {
                    // An element of the same name inside a marked one: its
                    // closing tag is its own.
                    if open.contains(where: { $0.name == name }) { open.append((name, nil)) }
                    continue
                }
                var value = Range(attribute.range(at: 1), in: attributes).map { String(attributes[$0]) } ?? "1"
                if value.count >= 2, let first = value.first, first == "\"" || first == "'" { value = String(value.dropFirst().dropLast()) }
                let span = value == "span" || (value != "block" && spanElements.contains(name))
                open.append((name, tags.count))
                tags.append(Tag(line: number, html: text.trimmingCharacters(in: .whitespacesAndNewlines) + "\n", span: span))
                lines[number] = Array(repeating: 0x20, count: indent) + marker
            } else if let match = closing.firstMatch(in: text, range: whole), let nameRange = Range(match.range(at: 1), in: text),
                      let index = open.lastIndex(where: { $0.name == text[nameRange].lowercased() }) {
                let element = open[index]
                open.removeSubrange(index...)
                guard element.tag != nil else { continue }
                tags.append(Tag(line: number, html: text.trimmingCharacters(in: .whitespacesAndNewlines) + "\n"))
                lines[number] = Array(repeating: 0x20, count: indent) + marker
            }
        }
        guard !tags.isEmpty else { return nil }
        return (lines.joined(), tags)
    }
}

extension MarkdownInHTMLSyntax: MarkdownPass {
    static let phase = MarkdownPhase.text

    /// A `markdown` somewhere (memmem).
    static func mayApply(_ bytes: UnsafeRawBufferPointer) -> Bool {
        ByteSearch.firstOffset(of: "markdown", in: bytes, from: 0) != nil
    }

    static func apply(to document: inout MarkdownDocument) {
        guard let prepared = prepare(document.text) else { return }
        document.text = prepared.text
        document.markdownInHTML = prepared.tags
    }
}

/// The tags `MarkdownInHTMLSyntax` marked, put back in their HTML blocks.
enum MarkdownInHTML: MarkdownPass {
    static let phase = MarkdownPhase.tree

    static func mayApply(_ bytes: UnsafeRawBufferPointer) -> Bool { true }

    static func apply(to document: inout MarkdownDocument) {
        guard !document.markdownInHTML.isEmpty else { return }
        let tags = Dictionary(document.markdownInHTML.map { ($0.line, $0) }, uniquingKeysWith: { first, _ in first })
        let blocks = BlocksInOrder.blocks(in: document.root) { node in
            cmark_node_get_type(node) == CMARK_NODE_HTML_BLOCK && tags[Int(cmark_node_get_start_line(node))] != nil
        }
        for html in blocks {
            guard let tag = tags[Int(cmark_node_get_start_line(html))], let literal = cmark_node_get_literal(html),
                  String(cString: literal).hasPrefix(String(decoding: MarkdownInHTMLSyntax.marker, as: UTF8.self)) else { continue }
            cmark_node_set_literal(html, tag.html)
            // A span: the paragraph right after is the element's inline
            // content (a custom block writes no `<p>`).
            if tag.span, let paragraph = cmark_node_next(html), cmark_node_get_type(paragraph) == CMARK_NODE_PARAGRAPH,
               let content = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) {
                cmark_node_insert_before(paragraph, content)
                while let child = cmark_node_first_child(paragraph) {
                    cmark_node_unlink(child)
                    cmark_node_append_child(content, child)
                }
                cmark_node_unlink(paragraph)
                cmark_node_free(paragraph)
            }
        }
    }
}
