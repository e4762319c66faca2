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

/// Fenced code blocks highlighted, titled and with lines marked when their
/// info string says so (`CodeBlockInfo`): each such block becomes a custom
/// block holding its `<pre><code>` (with spans when its language is known,
/// each marked line in `<span class="tp-line-marked">`), in a `<figure>`
/// with the title as its caption, which cmark prints as it is.
enum CodeBlocks {
    /// `annotations`: the blocks' annotation markers (`Annotations`), put
    /// at the end of the lines they end.
    /// `mdBook`: the docs are an mdBook, whose Rust blocks hide some lines
    /// (`mdBookHiddenLines`).
    static func render(_ blocks: [OpaquePointer], with highlighting: CodeHighlighting?,
                       annotations: [OpaquePointer: [(line: Int, html: String)]] = [:], mdBook: Bool = false,
                       notices: inout MarkdownNotices, positions: borrowing NodePositions) {
        for block in blocks {
            let markers = annotations[block] ?? []
            guard let infoPointer = cmark_node_get_fence_info(block), infoPointer.pointee != 0 || !markers.isEmpty,
                  let literal = cmark_node_get_literal(block) else { continue }
            let annotations = CodeBlockInfo(String(cString: infoPointer))
            // ```{1,3} and ```hl_lines="2" name no language.
            let info = annotations.namesNoLanguage ? "" : String(cString: infoPointer)
            let name = Highlighter.languageName(fromInfo: info)
            let marks = lineMarks(annotations.marks, in: literal, block, notices: &notices, positions: positions)
            if annotations.npm2yarn {
                notices.located(.npm2yarn, line: positions.line(block), column: positions.column(block))
            }
            if mdBook, name == "rust" {
                let hidden = mdBookHiddenLines(String(cString: literal))
                if hidden > 0 {
                    notices.located(.mdBookHiddenLines, line: positions.line(block), column: positions.column(block),
                                    detail: hidden == 1 ? "1 line" : "\(hidden) lines")
                }
            }
            var html: [UInt8]?
            if let highlighting {
                let result = highlighting.highlighter.highlight(String(cString: literal), info: info, marks: marks)
                if let notice = result.notice { notices.highlight(notice, block, positions: positions) }
                html = result.html
            }
            if html == nil, !marks.isEmpty { html = Highlighter.plain(String(cString: literal), marks: marks) }
            let title = annotations.title
            guard html != nil || title != nil || !markers.isEmpty else { continue }
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
            enter += withMarkers(markers, in: html ?? Array(HTMLEscape.text(String(cString: literal)).utf8))
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

    /// `html` with each marker's HTML at the end of its line (before the
    /// line's newline).
    static func withMarkers(_ markers: [(line: Int, html: String)], in html: [UInt8]) -> [UInt8] {
        guard !markers.isEmpty else { return html }
        var byLine: [Int: String] = [:]
        for marker in markers { byLine[marker.line, default: ""] += marker.html }
        var result: [UInt8] = []
        result.reserveCapacity(html.count + markers.count * 120)
        var line = 1
        for byte in html {
            if byte == 0x0A, let marker = byLine.removeValue(forKey: line) { result += Array(marker.utf8) }
            if byte == 0x0A { line += 1 }
            result.append(byte)
        }
        if let marker = byLine[line] { result += Array(marker.utf8) }
        return result
    }

    /// The marks the block's lines can take (a range is cut at the block's
    /// last line, a mark wholly past it is dropped), with a warning that
    /// says which were past the end or at line 0.
    static func lineMarks(_ requested: [ClosedRange<Int>], in literal: UnsafePointer<CChar>, _ block: OpaquePointer,
                          notices: inout MarkdownNotices, positions: borrowing NodePositions) -> LineMarks {
        guard !requested.isEmpty else { return .none }
        let count = lineCount(literal)
        let outside = requested.filter { $0.lowerBound < 1 || $0.upperBound > count }
        if !outside.isEmpty { notices.markedLinesOutside(outside, lineCount: count, block, positions: positions) }
        return LineMarks(requested.compactMap { range in
            let low = max(range.lowerBound, 1), high = min(range.upperBound, count)
            return low <= high ? low...high : nil
        })
    }

    /// How many lines of a Rust block mdBook hides, as rustdoc does: those
    /// that, after their indentation, start with `# ` or are `#` alone
    /// (`##` is an escaped `#`, shown).
    static func mdBookHiddenLines(_ code: String) -> Int {
        code.split(separator: "\n", omittingEmptySubsequences: false).count { line in
            let rest = line.drop { $0 == " " || $0 == "\t" }
            return rest == "#" || rest.hasPrefix("# ")
        }
    }

    /// The lines of a code block's text: its newlines, and a last line
    /// without one.
    static func lineCount(_ literal: UnsafePointer<CChar>) -> Int {
        let length = strlen(literal)
        guard length > 0 else { return 0 }
        let bytes = UnsafeRawPointer(literal).assumingMemoryBound(to: UInt8.self)
        var count = 0
        var index = 0
        while index < length, let found = memchr(bytes + index, 0x0A, length - index) {
            count += 1
            index = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - bytes + 1
        }
        return bytes[length - 1] == 0x0A ? count : count + 1
    }
}

extension CodeBlocks: MarkdownPass {
    static let phase = MarkdownPhase.tree

    /// Indented code needs no marker: it renders those `DocumentWalk` found.
    static func mayApply(_ bytes: UnsafeRawBufferPointer) -> Bool { true }

    static func apply(to document: inout MarkdownDocument) {
        guard !document.codeBlocks.isEmpty else { return }
        render(document.codeBlocks, with: document.options.highlighting, annotations: document.codeAnnotations,
               mdBook: document.options.mdBook, notices: &document.notices, positions: document.positions)
    }
}
