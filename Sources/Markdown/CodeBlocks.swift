import Basics
import Ccmark
import Foundation
import Highlighter

/// The highlighter a build uses, as a Markdown option: two are the same
/// when they read the same catalog of definitions.
public struct CodeHighlighting: Sendable, Hashable {
    public let highlighter: Highlighter

    public init(_ highlighter: Highlighter) { self.highlighter = highlighter }

    public static func == (lhs: CodeHighlighting, rhs: CodeHighlighting) -> Bool {
        lhs.highlighter.catalog === rhs.highlighter.catalog
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(highlighter.catalog))
    }

    /// GtkSourceView's definitions where Debian installs them, or in the
    /// folder `THEME_PREVIEW_LANGUAGE_SPECS` names; read once per process.
    public static let system = CodeHighlighting(Highlighter(catalog: LanguageCatalog(directory: systemDirectory)))

    /// The folder the definitions are read from.
    public static var systemDirectory: String {
        if let folder = getenv("THEME_PREVIEW_LANGUAGE_SPECS").map({ String(cString: $0) }), !folder.isEmpty { return folder }
        return LanguageCatalog.systemDirectory
    }
}

/// Fenced code blocks highlighted, and titled when their info string says
/// so (`CodeBlockInfo`): each such block becomes a custom block holding its
/// `<pre><code>` (with spans when its language is known), in a `<figure>`
/// with the title as its caption, which cmark prints as it is.
enum CodeBlocks {
    static func render(_ blocks: [OpaquePointer], with highlighting: CodeHighlighting?, notices: inout MarkdownNotices,
                       positions: borrowing NodePositions) {
        for block in blocks {
            guard let infoPointer = cmark_node_get_fence_info(block), infoPointer.pointee != 0,
                  let literal = cmark_node_get_literal(block) else { continue }
            let info = String(cString: infoPointer)
            let name = Highlighter.languageName(fromInfo: info)
            var html: [UInt8]?
            if let highlighting {
                let result = highlighting.highlighter.highlight(String(cString: literal), info: info)
                if let notice = result.notice { notices.highlight(notice, block, positions: positions) }
                html = result.html
            }
            let annotations = CodeBlockInfo(info)
            if annotations.marksLines { notices.markedLines(block, positions: positions) }
            let title = annotations.title
            guard html != nil || title != nil else { continue }
            var enter: [UInt8] = []
            if let title {
                enter += Array("<figure class=\"tp-code-block\">\n<figcaption class=\"tp-code-title\">".utf8)
                enter += HTMLEscape.text(title).utf8
                enter += Array("</figcaption>\n".utf8)
            }
            enter += Array("<pre><code".utf8)
            if !name.isEmpty {
                enter += Array(" class=\"language-".utf8)
                enter += HTMLEscape.text(name).utf8
                enter += Array("\"".utf8)
            }
            enter += Array(">".utf8)
            enter += html ?? Array(HTMLEscape.text(String(cString: literal)).utf8)
            enter += Array("</code></pre>".utf8)
            if title != nil { enter += Array("\n</figure>".utf8) }
            enter.append(0)
            guard let custom = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else { continue }
            _ = enter.withUnsafeBufferPointer { bytes in
                bytes.withMemoryRebound(to: CChar.self) { cmark_node_set_on_enter(custom, $0.baseAddress) }
            }
            cmark_node_set_on_exit(custom, "")
            if cmark_node_replace(block, custom) != 0 {
                cmark_node_free(block)
            } else {
                cmark_node_free(custom)
            }
        }
    }
}
