import Basics
import Ccmark
import Foundation

/// Python-Markdown's abbreviations (`abbr`, which Material for MkDocs
/// enables): a paragraph of definitions `*[HTML]: Hyper Text Markup
/// Language` is taken out, and every whole-word `HTML` in the doc's text
/// (not in code, nor in a link's destination) becomes `<abbr
/// title="Hyper Text Markup Language">HTML</abbr>`.
enum Abbreviations {
    /// One definition: the abbreviation and its title.
    struct Definition: Equatable, Sendable {
        var abbreviation: String
        var title: String
    }

    /// The definition a line holds (`*[HTML]: title`), or nil.
    static func definition(_ line: Substring) -> Definition? {
        var rest = line
        while rest.last == " " || rest.last == "\t" || rest.last == "\r" { rest.removeLast() }
        guard rest.hasPrefix("*["), let close = rest.firstIndex(of: "]") else { return nil }
        let abbreviation = rest[rest.index(rest.startIndex, offsetBy: 2)..<close]
        var after = rest[rest.index(after: close)...]
        if after.first == " " { after = after.dropFirst() }
        guard after.first == ":", !abbreviation.isEmpty, !abbreviation.contains("\\"),
              abbreviation.first != " ", abbreviation.last != " " else { return nil }
        let title = after.dropFirst().drop { $0 == " " || $0 == "\t" }
        return Definition(abbreviation: String(abbreviation), title: String(title))
    }

    /// `text` cut where an abbreviation stands as a whole word: the text
    /// between, and each abbreviation found (nil when there is none).
    static func split(_ text: String, _ definitions: [Definition]) -> [(text: String, definition: Definition?)]? {
        let scalars = Array(text.unicodeScalars)
        var pieces: [(text: String, definition: Definition?)] = []
        var plain = String.UnicodeScalarView()
        var index = 0
        let candidates = definitions.map { (Array($0.abbreviation.unicodeScalars), $0) }
        func isWord(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "_" || scalar.properties.isAlphabetic || scalar.properties.numericType != nil
        }
        var found = false
        while index < scalars.count {
            if index == 0 || !isWord(scalars[index - 1]) {
                let match = candidates.first { candidate in
                    let end = index + candidate.0.count
                    return end <= scalars.count && Array(scalars[index..<end]) == candidate.0
                        && (end == scalars.count || !isWord(scalars[end]))
                }
                if let match {
                    pieces.append((String(plain), nil))
                    plain = String.UnicodeScalarView()
                    pieces.append((match.1.abbreviation, match.1))
                    index += match.0.count
                    found = true
                    continue
                }
            }
            plain.append(scalars[index])
            index += 1
        }
        guard found else { return nil }
        pieces.append((String(plain), nil))
        return pieces.filter { !$0.text.isEmpty }
    }
}

extension Abbreviations: MarkdownPass {
    static let phase = MarkdownPhase.tree

    /// `*[` at a line's start (a byte search: most docs hold none).
    static func mayApply(_ bytes: UnsafeRawBufferPointer) -> Bool {
        ByteSearch.firstOffset(of: "\n*[", in: bytes, from: 0) != nil
            || (bytes.count > 1 && bytes[0] == UInt8(ascii: "*") && bytes[1] == UInt8(ascii: "["))
    }

    static func apply(to document: inout MarkdownDocument) {
        let lines = document.text.split(separator: "\n", omittingEmptySubsequences: false)
        var definitions: [Definition] = []
        var paragraphs: [OpaquePointer] = []
        // Paragraphs whose every line is a definition (in the text cmark
        // parsed, where lines are the file's).
        for node in BlocksInOrder.blocks(in: document.root, where: { cmark_node_get_type($0) == CMARK_NODE_PARAGRAPH }) {
            let first = Int(cmark_node_get_start_line(node)), last = Int(cmark_node_get_end_line(node))
            guard first >= 1, last >= first, last <= lines.count else { continue }
            let column = max(Int(cmark_node_get_start_column(node)) - 1, 0)
            let found = lines[(first - 1)..<last].map { line in
                definition(line.dropFirst(min(column, line.prefix { $0 == " " || $0 == ">" }.count)))
            }
            guard found.allSatisfy({ $0 != nil }) else { continue }
            definitions += found.compactMap { $0 }
            paragraphs.append(node)
        }
        for paragraph in paragraphs {
            cmark_node_unlink(paragraph)
            cmark_node_free(paragraph)
        }
        // A later definition of the same abbreviation wins; longer ones
        // are looked for first. An empty title removes one.
        var byName: [String: Definition] = [:]
        for definition in definitions { byName[definition.abbreviation] = definition }
        let used = byName.values.filter { !$0.title.isEmpty }.sorted {
            ($0.abbreviation.count, $0.abbreviation) > ($1.abbreviation.count, $1.abbreviation)
        }
        guard !used.isEmpty else { return }
        let texts = TextNodes.all(under: document.root)
        for node in texts {
            guard let literal = cmark_node_get_literal(node), let pieces = split(String(cString: literal), used) else { continue }
            for piece in pieces {
                let text = cmark_node_new(CMARK_NODE_TEXT)
                cmark_node_set_literal(text, piece.text)
                if let definition = piece.definition, let abbr = cmark_node_new(CMARK_NODE_CUSTOM_INLINE) {
                    cmark_node_set_on_enter(abbr, "<abbr title=\"\(HTMLEscape.text(definition.title))\">")
                    cmark_node_set_on_exit(abbr, "</abbr>")
                    cmark_node_append_child(abbr, text)
                    cmark_node_insert_before(node, abbr)
                } else {
                    cmark_node_insert_before(node, text)
                }
            }
            cmark_node_unlink(node)
            cmark_node_free(node)
        }
    }
}
