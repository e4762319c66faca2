import Basics
import Ccmark
import Foundation
import Highlighter

/// Something in a doc the page does not show as its author meant: raw HTML
/// left out, or another generator's syntax left as text. Each kind is
/// counted once per doc, with where it first appears.
public struct MarkdownNotice: Sendable, Hashable {
    public enum Kind: Sendable, Hashable, CaseIterable {
        case rawHTMLOmitted
        case rawHTMLDropped
        case rawHTMLSwallowed
        case hugoShortcode
        case hugoHighlightOptions
        case hugoFigureLeftOut
        case templateTag
        case mkDocsAdmonition
        case colonBlock
        case vitePressSnippet
        case unknownCallout
        case codeGroup
        case attributeListParts
        case zolaShortcode
        case admonitionClasses
        case mdxStatement
        case mdxUnknownComponent
        case mdxMalformed
        case mdxExpression
        case mdxProp
        case starlightIcon
        case vueScript
        case vueComponent
        case footnote
        case footnoteLeftOut
        case emojiShortcode
        case unknownLanguage
        case highlightStopped
        case brokenLanguage
        case mermaid
        case markedLinesOutside
        case mdBookHiddenLines
        case npm2yarn
        case tabBlockOptions
        case headingIDTaken
        case unknownIcon
        case iconSetsMissing
        case pyMdownBlock
        case pyMdownOptions
        case pyMdownHTML
    }

    /// Kinds noted once per thing rather than once per doc: each unknown
    /// component's name, each malformed tag.
    static let listedKinds: Set<Kind> = [.mdxUnknownComponent, .mdxMalformed, .mdxProp, .starlightIcon, .vueComponent]

    public var kind: Kind
    /// 1-based, in the Markdown body (after any front matter).
    public var line: Int
    public var column: Int
    public var count: Int
    /// What exactly, where the kind needs saying (the raw HTML dropped).
    public var detail = ""

    /// The warning's text.
    public var message: String {
        let more = count > 1 ? " (\(count) in this doc; the first is here)" : ""
        switch kind {
        case .rawHTMLOmitted:
            return "raw HTML left out\(more): cmark writes `<!-- raw HTML omitted -->` in its place; `markdown: rawHTML: true` in config.yaml keeps it (see the security page)"
        case .rawHTMLDropped:
            return "raw HTML that GitHub also leaves out was dropped\(more): \(detail); `markdown: rawHTML: true` in config.yaml keeps all raw HTML (see the security page)"
        case .rawHTMLSwallowed:
            let what = count > 1 ? "\(count) parts of this doc's Markdown are" : "the Markdown after it is"
            return "this raw HTML leaves an element or a quoted attribute open, so \(what) inside it and left out with it (the first is here); close it, as GitHub would show the same"
        case .hugoShortcode:
            return "a Hugo shortcode `{{< … >}}` is left as text\(more): theme-preview runs only Hugo's own `figure`, `details` and `highlight` (`figure` and `details` on lines of their own) and `ref`/`relref` as link destinations, not a site's shortcodes"
        case .hugoHighlightOptions:
            return "a Hugo `highlight` shortcode's options \(detail) are not honoured\(more): theme-preview shows the code highlighted without them (`hl_lines` is kept)"
        case .hugoFigureLeftOut:
            return "part of a Hugo `figure` shortcode is left out\(more): \(detail)"
        case .templateTag:
            return "a template tag `{% … %}` (Jekyll, Liquid, MkDocs macros) is left as text\(more): theme-preview does not run them"
        case .mkDocsAdmonition:
            return "an MkDocs admonition `!!! …` (or `??? …`, `???+ …`) is left as text\(more): a GitHub alert (`> [!NOTE]`, `> [!TIP]`…) shows it as a callout"
        case .mdxStatement:
            return "an MDX `import` or `export` line is left as text\(more): theme-preview does not run MDX; remove it and its components"
        case .mdxUnknownComponent:
            return "the MDX component \(detail) is not one theme-preview knows, so its content is shown without it\(more): Docusaurus' Tabs, TabItem, Admonition, CodeBlock, DocCardList and TOCInline, and Starlight's Aside, Tabs, TabItem, Steps, Card, CardGrid, LinkCard, LinkButton, FileTree, Badge, Icon and Code are shown as their generators show them"
        case .mdxMalformed:
            return "malformed MDX: \(detail)"
        case .starlightIcon:
            return "the Starlight icon \(detail) is left out: it is not one theme-preview draws; Starlight's interface icons, brand logos and a few `seti:` file icons are drawn with the icon sets Material for MkDocs bundles"
        case .mdxProp:
            return "an MDX component's prop is not used: \(detail)"
        case .vueScript:
            return "VitePress' `<script setup>` block is left out: it is Vue code, run in the browser, and theme-preview does not run Vue; the components it imports are warned about where they are used"
        case .vueComponent:
            return "the Vue component \(detail) is not shown: theme-preview does not run Vue, so its content (the text between its tags) is shown without it"
        case .mdxExpression:
            return "an MDX expression `{…}` is shown as text\(more): theme-preview does not run JavaScript; write the text itself, or escape the brace (`\\{`)"
        case .footnote:
            return "a footnote reference `[^…]` that no definition matches is left as text\(more), as on GitHub; a definition is a line of its own that starts with `[^label]:`"
        case .footnoteLeftOut:
            return "a footnote definition that nothing refers to (or a second one with the same label) is left out\(more), as on GitHub; refer to it with `[^label]` or remove it"
        case .emojiShortcode:
            return "an emoji shortcode `:…:` is left as text\(more): no emoji of that name is in the emoji index (PyMdown Extensions' Twemoji and GitHub names, which Material for MkDocs uses), or the index is not installed (`scripts/setup` installs it; `theme-preview --version` says where it is read from)"
        case .unknownIcon:
            return "an icon shortcode \(detail) names no icon of its set, so it is left as text\(more); the names are Material for MkDocs' (`:material-…:`, `:octicons-…:`, `:fontawesome-brands-…:`, `:simple-…:`)"
        case .iconSetsMissing:
            return "an icon shortcode `:…:` is left as text\(more): the icon sets Material for MkDocs bundles were not found in \(detail); `scripts/setup` installs them there, or set THEME_PREVIEW_ICONS to a folder that has them"
        case .unknownLanguage:
            return "a code block's language \(detail) is not one theme-preview knows, so the block is not highlighted\(more); `theme-preview languages` lists the names it knows"
        case .highlightStopped:
            return "a code block is left unhighlighted\(more): \(detail)"
        case .brokenLanguage:
            return "a code block's language definition `\(detail)` could not be read, so the block is not highlighted\(more)"
        case .markedLinesOutside:
            return "a code block marks lines it does not have\(more): \(detail); lines count from 1 at the line after the fence, and the lines the block has are marked"
        case .npm2yarn:
            return "a code block's `npm2yarn` is not run\(more): Docusaurus' npm2yarn plugin shows the command for npm, Yarn and pnpm in tabs; theme-preview shows it as written, for npm alone (a Tabs block with a TabItem for each shows all three)"
        case .tabBlockOptions:
            return "a code block's `tab` options are not all used\(more): \(detail); Docusaurus' tab blocks plugin reads `tab={\"span\":2,\"label\":\"Name\"}`: `span`, how many code blocks the tab holds, and `label`, its name"
        case .mdBookHiddenLines:
            return "a Rust code block's lines that mdBook hides are shown\(more): \(detail) starting with `# ` (or `#` alone), shown as GitHub shows them, since theme-preview has no button to show and hide them; remove the lines only rustdoc needs, or keep them shown"
        case .headingIDTaken:
            return "a heading's id \(detail) is one the page has already (its layout's, a footnote's or raw HTML's), so the heading is numbered instead\(more); choose another id"
        case .mermaid:
            return "a Mermaid diagram is shown as its source code\(more): GitHub draws it, theme-preview does not; an image of the diagram shows it everywhere"
        case .unknownCallout:
            return "a callout of type \(detail) is shown as a note\(more): GitHub, MkDocs, VitePress and Docusaurus have no such type; note, tip, important, warning and caution are GitHub's, and info, danger, details and MkDocs' others map to them"
        case .admonitionClasses:
            return "an MkDocs admonition's classes \(detail) are not used\(more): the callout is shown full width, as its type makes it"
        case .zolaShortcode:
            return "a Zola shortcode `{{ name(…) }}` is left as text\(more): theme-preview does not run Zola shortcodes; replace it with Markdown (an image, a link)"
        case .attributeListParts:
            return "part of an attribute list (`{ #id .class key=value }`, MkDocs' attr_list) is not used: \(detail)\(more); theme-preview applies its id, the classes the site styles (\(StyledClasses.allowed.sorted().joined(separator: ", "))), a heading's `data-toc-label` and an image's `width` and `height`"
        case .pyMdownBlock:
            return "a PyMdown block \(detail) is left as text\(more): theme-preview has PyMdown's `admonition`, `details`, `tab`, `html` and `caption` blocks, and the callout types (`/// tip`)"
        case .pyMdownOptions:
            return "a PyMdown block's options \(detail) are not used\(more): theme-preview reads `type`, `open`, `new` and `select`"
        case .pyMdownHTML:
            return "part of a PyMdown `html` block is left out (\(detail))\(more): its Markdown shows; the elements kept are \(PyMdownBlocks.allowedElements.sorted().joined(separator: ", ")), with an id and the classes the site styles (\(StyledClasses.allowed.sorted().joined(separator: ", ")))"
        case .codeGroup:
            return "a VitePress code group that holds more than code blocks shows what it holds one after another\(more), not as tabs; each block's label (```` ```js [config.js] ````) is its title"
        case .vitePressSnippet:
            return "a VitePress code snippet import `<<< …` is left as text\(more): theme-preview does not read VitePress' imports; a fenced code block holding `{{#include path/to/file}}` (mdBook's include, the path from the doc) shows the file"
        case .colonBlock:
            return "a `::: …` block (a VitePress container, a Docusaurus `:::note`, an mkdocstrings reference) is left as text\(more): theme-preview does not run it; a GitHub alert (`> [!NOTE]`, `> [!TIP]`…) shows a note or tip as a callout"
        }
    }
}

/// Collects `MarkdownNotice`s while the renderer walks a doc's tree.
struct MarkdownNotices {
    private var found: [MarkdownNotice.Kind: MarkdownNotice] = [:]

    /// The columns noted so far in the file's terms, where
    /// `FootnoteDefinitions` changed the text cmark parsed.
    mutating func shift(_ shifts: ColumnShifts) {
        guard !shifts.isEmpty else { return }
        for (kind, notice) in found {
            found[kind]?.column = shifts.fileColumn(line: notice.line, column: notice.column)
        }
    }

    /// `offset`: bytes into the node's literal, where the text is as
    /// written.
    private mutating func note(_ kind: MarkdownNotice.Kind, _ node: OpaquePointer, _ positions: borrowing NodePositions,
                               offset: Int = 0) {
        if found[kind] != nil {
            found[kind]?.count += 1
        } else {
            found[kind] = MarkdownNotice(kind: kind, line: positions.line(node), column: positions.column(node) + offset, count: 1)
        }
    }

    /// Callouts whose type no generator has (`CalloutSyntax`), by line and
    /// column in the parsed text.
    mutating func unknownCallouts(_ unknown: [(line: Int, column: Int, type: String)]) {
        guard let first = unknown.min(by: { ($0.line, $0.column) < ($1.line, $1.column) }) else { return }
        var detail = "`\(first.type)`"
        if let suggestion = EditDistance.suggestion(for: first.type, among: Callouts.styles.keys.sorted()) { detail += " (did you mean `\(suggestion)`?)" }
        found[.unknownCallout] = MarkdownNotice(kind: .unknownCallout, line: first.line, column: first.column, count: unknown.count,
                                                detail: detail)
    }

    /// Something located in the parsed text already: counted, the first
    /// kept with its detail.
    /// The first by place in the file is kept, whichever pass notes it first.
    mutating func located(_ kind: MarkdownNotice.Kind, line: Int, column: Int, detail: String = "") {
        if let noted = found[kind] {
            found[kind]?.count += 1
            if (line, column) < (noted.line, noted.column) {
                found[kind]?.line = line
                found[kind]?.column = column
                found[kind]?.detail = detail
            }
        } else {
            found[kind] = MarkdownNotice(kind: kind, line: line, column: column, count: 1, detail: detail)
        }
    }

    /// MkDocs admonitions with classes after their types (`inline end`).
    mutating func admonitionClasses(_ found: [(line: Int, column: Int, classes: String)]) {
        guard let first = found.min(by: { ($0.line, $0.column) < ($1.line, $1.column) }) else { return }
        self.found[.admonitionClasses] = MarkdownNotice(kind: .admonitionClasses, line: first.line, column: first.column,
                                                        count: found.count, detail: "`\(first.classes)`")
    }

    /// An attribute list with more than an id (`AttributeLists`).
    mutating func attributeListParts(_ node: OpaquePointer, positions: borrowing NodePositions, detail: String) {
        located(.attributeListParts, line: positions.line(node), column: positions.column(node), detail: detail)
    }

    /// VitePress' `::: code-group`s, by where their types are.
    mutating func codeGroups(_ places: [(line: Int, column: Int)]) {
        guard let first = places.min(by: { ($0.line, $0.column) < ($1.line, $1.column) }) else { return }
        found[.codeGroup] = MarkdownNotice(kind: .codeGroup, line: first.line, column: first.column, count: places.count)
    }

    /// A code block that marks lines it does not have (`outside`, as
    /// written: past its `lineCount` lines, or line 0).
    mutating func markedLinesOutside(_ outside: [ClosedRange<Int>], lineCount: Int, _ node: OpaquePointer,
                                     positions: borrowing NodePositions) {
        if found[.markedLinesOutside] != nil {
            found[.markedLinesOutside]?.count += 1
            return
        }
        let shown = 3
        var lines = outside.prefix(shown).map { $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound)-\($0.upperBound)" }
        if outside.count > shown { lines.append("\(outside.count - shown) more") }
        let words = lines.count == 1 && outside[0].count == 1 ? "line " + lines[0]
            : "lines " + (lines.count == 1 ? lines[0] : lines.dropLast().joined(separator: ", ") + " and " + (lines.last ?? ""))
        let block = lineCount == 1 ? "1 line" : "\(lineCount) lines"
        found[.markedLinesOutside] = MarkdownNotice(kind: .markedLinesOutside, line: positions.line(node), column: positions.column(node),
                                                    count: 1, detail: "\(words) of a block of \(block)")
    }

    /// An icon shortcode whose set has no such icon (`MaterialShortcodes`),
    /// `offset` bytes into `node`'s literal.
    mutating func unknownIcon(_ name: String, suggestion: String?, _ node: OpaquePointer, offset: Int,
                              positions: borrowing NodePositions) {
        if found[.unknownIcon] != nil {
            found[.unknownIcon]?.count += 1
            return
        }
        var detail = "`:\(name):`"
        if let suggestion { detail += " (did you mean `:\(suggestion):`?)" }
        found[.unknownIcon] = MarkdownNotice(kind: .unknownIcon, line: positions.line(node), column: positions.column(node) + offset,
                                             count: 1, detail: detail)
    }

    /// An icon shortcode on a machine without the icon sets (in `directory`).
    mutating func iconSetsMissing(_ node: OpaquePointer, offset: Int, positions: borrowing NodePositions, directory: String) {
        if found[.iconSetsMissing] != nil {
            found[.iconSetsMissing]?.count += 1
            return
        }
        found[.iconSetsMissing] = MarkdownNotice(kind: .iconSetsMissing, line: positions.line(node),
                                                 column: positions.column(node) + offset, count: 1, detail: directory)
    }

    /// What was found before cmark parsed the doc (`HugoShortcodes`),
    /// located in the file: after `shift(_:)`.
    mutating func add(_ notices: [MarkdownNotice]) {
        for notice in notices {
            if MarkdownNotice.listedKinds.contains(notice.kind) { listed.append(notice) } else { found[notice.kind] = notice }
        }
    }

    /// Notices of kinds that are each their own (`MarkdownNotice.listedKinds`).
    private var listed: [MarkdownNotice] = []

    /// What the highlighter said of a code block.
    mutating func highlight(_ notice: Highlighter.Notice, _ node: OpaquePointer, positions: borrowing NodePositions) {
        let kind: MarkdownNotice.Kind
        var detail: String
        switch notice {
        case .unknownLanguage(let name, let suggestion):
            kind = .unknownLanguage
            detail = "`\(name)`" + (suggestion.map { " (did you mean `\($0)`?)" } ?? "")
        case .workLimit:
            kind = .highlightStopped
            detail = "it needs more work than a block may take (a pattern that backtracks, or a very large block)"
        case .longLine(let line):
            kind = .highlightStopped
            detail = "its line \(line) is longer than \(HighlightLimits().longestLine) bytes"
        case .brokenDefinition(let id):
            kind = .brokenLanguage
            detail = id
        case .diagram:
            note(.mermaid, node, positions)
            return
        case .definitionsMissing:
            highlightingUnavailable = true
            return
        }
        if found[kind] != nil {
            found[kind]?.count += 1
        } else {
            found[kind] = MarkdownNotice(kind: kind, line: positions.line(node), column: positions.column(node), count: 1, detail: detail)
        }
    }

    /// Some code block asked for highlighting and no definitions exist on
    /// this machine (the site says so once).
    private(set) var highlightingUnavailable = false

    /// A footnote definition left out (see `GFMFootnotes`).
    mutating func footnoteLeftOut(_ definition: FootnoteDefinitions.Definition) {
        if found[.footnoteLeftOut] != nil {
            found[.footnoteLeftOut]?.count += 1
        } else {
            found[.footnoteLeftOut] = MarkdownNotice(kind: .footnoteLeftOut, line: definition.line, column: definition.column, count: 1)
        }
    }

    /// Raw HTML, when the site leaves it out. A comment is no loss: no
    /// page shows one.
    mutating func html(_ node: OpaquePointer, positions: borrowing NodePositions) {
        if let literal = cmark_node_get_literal(node) {
            var text = UnsafeRawPointer(literal).assumingMemoryBound(to: UInt8.self)
            while text.pointee == 0x20 || text.pointee == 0x09 || text.pointee == 0x0A { text += 1 }
            if text[0] == UInt8(ascii: "<"), text[1] == UInt8(ascii: "!"), text[2] == UInt8(ascii: "-"),
               text[3] == UInt8(ascii: "-") { return }
        }
        note(.rawHTMLOmitted, node, positions)
    }

    /// A text node: other generators' syntax in it. (Code spans and code
    /// blocks are other nodes: syntax shown as code is meant as code.)
    mutating func text(_ node: OpaquePointer, literal: UnsafePointer<CChar>, positions: borrowing NodePositions) {
        let bytes = UnsafeRawPointer(literal).assumingMemoryBound(to: UInt8.self)
        let length = strlen(literal)
        // Only a `{` can start the syntax looked for here: memchr finds
        // each (most text has none) without a loop over every byte.
        var index = 0
        while index < length, let found = memchr(bytes + index, Int32(UInt8(ascii: "{")), length - index) {
            index = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - bytes
            if index + 1 < length {
                let next = bytes[index + 1]
                if next == UInt8(ascii: "{"), index + 2 < length {
                    let third = bytes[index + 2]
                    // An escaped one (`{{</* … */>}}`) is shown as Hugo shows it.
                    if third == UInt8(ascii: "<") || third == UInt8(ascii: "%"), !HugoEscapes.isEscapedOpening(bytes, length, at: index) {
                        note(.hugoShortcode, node, positions)
                    }
                    if isCall(bytes, length, at: index + 2) { note(.zolaShortcode, node, positions) }
                    // `{{%` is Hugo's, not a `{%` tag.
                    index += 2
                    continue
                } else if next == UInt8(ascii: "%") {
                    note(.templateTag, node, positions)
                }
            }
            index += 1
        }
        // `:name:`, an emoji shortcode (not after a word that cmark ended
        // the text node before, as at `\_:by:`), but not in a `:::` block
        // left as text: its option lines (mkdocs-click's `:module:`) are
        // the block's, warned with it.
        var colon = inColonBlock(node) ? length : 0
        if length > 0, bytes[0] == UInt8(ascii: ":"), let previous = cmark_node_previous(node),
           cmark_node_get_type(previous) == CMARK_NODE_TEXT, let before = cmark_node_get_literal(previous) {
            let count = strlen(before)
            if count > 0, isNameByte(UInt8(bitPattern: before[count - 1])) { colon = 1 }
        }
        while colon < length, let found = memchr(bytes + colon, Int32(UInt8(ascii: ":")), length - colon) {
            colon = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - bytes
            if let end = emojiShortcodeEnd(bytes, length, at: colon) {
                // An icon's is noted by `MaterialShortcodes`.
                let name = String(decoding: UnsafeBufferPointer(start: bytes + colon + 1, count: end - colon - 1), as: UTF8.self)
                if ShortcodeCatalog.iconPlace(name) == nil { note(.emojiShortcode, node, positions) }
                colon = end
            }
            colon += 1
        }
        // A footnote `[^1]`: in one text node, or (when cmark splits text
        // at the bracket) the text `[`, then `^1`…
        var footnote = false
        var bracket = 0
        while !footnote, bracket + 2 < length, let found = memchr(bytes + bracket, Int32(UInt8(ascii: "[")), length - bracket - 2) {
            bracket = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - bytes
            bracket += 1
            guard bytes[bracket] == UInt8(ascii: "^") else { continue }
            var end = bracket + 1
            while end < length, bytes[end] != 0x20, bytes[end] != 0x09, bytes[end] != UInt8(ascii: "]") { end += 1 }
            footnote = end > bracket + 1 && end < length && bytes[end] == UInt8(ascii: "]")
        }
        if footnote {
            // At its `[`, unless the text before it may be written other
            // than cmark gives it (an entity, smart punctuation, a bracket),
            // then at the text's start. (A backslash escape before it
            // puts the column one byte early.)
            let before = UnsafeBufferPointer(start: bytes, count: bracket - 1)
            let asWritten = !before.contains { $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "&") || $0 >= 0x80 }
            note(.footnote, node, positions, offset: asWritten ? bracket - 1 : 0)
        } else if length == 1, bytes[0] == UInt8(ascii: "["), let next = cmark_node_next(node), cmark_node_get_type(next) == CMARK_NODE_TEXT,
           let rest = cmark_node_get_literal(next), rest[0] == CChar(UInt8(ascii: "^")), rest[1] != 0, rest[1] != CChar(UInt8(ascii: " ")) {
            note(.footnote, node, positions)
        }
        // Admonitions and containers open a paragraph: the text is the
        // paragraph's first child.
        guard let parent = cmark_node_parent(node), cmark_node_get_type(parent) == CMARK_NODE_PARAGRAPH,
              cmark_node_first_child(parent) == node else { return }
        if isAdmonition(bytes, length) { note(.mkDocsAdmonition, node, positions) }
        if matches(bytes, length, at: 0, ":::") { note(.colonBlock, node, positions) }
        if matches(bytes, length, at: 0, "<<< ") { note(.vitePressSnippet, node, positions) }
        if (matches(bytes, length, at: 0, "import ") && strstr(literal, " from ") != nil)
            || matches(bytes, length, at: 0, "export const ") || matches(bytes, length, at: 0, "export default ") {
            note(.mdxStatement, node, positions)
        }
    }

    /// Whether the text is in a paragraph that starts with `:::`.
    private func inColonBlock(_ node: OpaquePointer) -> Bool {
        guard let parent = cmark_node_parent(node), cmark_node_get_type(parent) == CMARK_NODE_PARAGRAPH,
              let first = cmark_node_first_child(parent), cmark_node_get_type(first) == CMARK_NODE_TEXT,
              let text = cmark_node_get_literal(first) else { return false }
        return strncmp(text, ":::", 3) == 0
    }

    /// Whether a call `name(` (after spaces) starts at `start`: what a
    /// Zola shortcode in `{{ … }}` is.
    private func isCall(_ bytes: UnsafePointer<UInt8>, _ length: Int, at start: Int) -> Bool {
        var index = start
        while index < length, bytes[index] == 0x20 { index += 1 }
        let nameStart = index
        while index < length, isLetter(bytes[index]) || bytes[index] == UInt8(ascii: "_") || (index > nameStart && isDigit(bytes[index])) {
            index += 1
        }
        guard index > nameStart else { return false }
        while index < length, bytes[index] == 0x20 { index += 1 }
        return index < length && bytes[index] == UInt8(ascii: "(")
    }

    /// Where the shortcode starting at the `:` at `start` ends (its closing
    /// `:`): letters, digits, `_`, `+`, `-` with at least one letter, not
    /// inside a word or a time (`10:30:00`).
    private func emojiShortcodeEnd(_ bytes: UnsafePointer<UInt8>, _ length: Int, at start: Int) -> Int? {
        if start > 0, isNameByte(bytes[start - 1]) || bytes[start - 1] == UInt8(ascii: ":") { return nil }
        var index = start + 1
        var letters = 0
        while index < length {
            let byte = bytes[index]
            if isLetter(byte) { letters += 1 } else if !(isDigit(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "+")
                                                        || byte == UInt8(ascii: "-")) { break }
            index += 1
        }
        let thumbs = index - start == 3 && (bytes[start + 1] == UInt8(ascii: "+") || bytes[start + 1] == UInt8(ascii: "-"))
            && bytes[start + 2] == UInt8(ascii: "1")
        guard index < length, bytes[index] == UInt8(ascii: ":"), index - start >= 3, letters > 0 || thumbs else { return nil }
        if index + 1 < length, isLetter(bytes[index + 1]) || isDigit(bytes[index + 1]) || bytes[index + 1] == UInt8(ascii: ":") { return nil }
        return index
    }

    private func isNameByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    private func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }

    /// `!!!`, `???` or `???+`, at most one space, then the type and the
    /// rest of the line as MkDocs' admonition and details extensions read
    /// them: words of letters, digits, `-` and `_` apart by spaces, then
    /// the end of the line or a `"` title (`!!! note`, `???+ tip "Open"`,
    /// `!!!warning`; not `!!! Wow.`). The text node ends at the line's end
    /// or at a character cmark parses on its own (a smart quote).
    private func isAdmonition(_ bytes: UnsafePointer<UInt8>, _ length: Int) -> Bool {
        var index: Int
        if matches(bytes, length, at: 0, "!!!") {
            index = 3
        } else if matches(bytes, length, at: 0, "???") {
            index = matches(bytes, length, at: 3, "+") ? 4 : 3
        } else {
            return false
        }
        if index < length, bytes[index] == 0x20 { index += 1 }
        func isWord(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
                || byte >= 0x80
        }
        guard index < length, isWord(bytes[index]) else { return false }
        while index < length, bytes[index] != 0x0A {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { return true }
            guard isWord(byte) || byte == 0x20 else { return false }
            index += 1
        }
        return true
    }

    private func matches(_ bytes: UnsafePointer<UInt8>, _ length: Int, at start: Int, _ word: StaticString) -> Bool {
        guard start + word.utf8CodeUnitCount <= length else { return false }
        for offset in 0..<word.utf8CodeUnitCount where bytes[start + offset] != word.utf8Start[offset] { return false }
        return true
    }

    /// What `rawHTML: safe` dropped from the doc's raw HTML, and the
    /// Markdown segments raw HTML swallowed (each is after the piece
    /// before it).
    mutating func rawHTML(dropped html: SafeRawHTML, swallowed: [Int], pieces: [RawHTMLSanitizer.Piece]) {
        if let first = html.firstDrop {
            let detail = html.dropped.map { $0.count > 1 ? "\($0.what) ×\($0.count)" : $0.what }.joined(separator: ", ")
            found[.rawHTMLDropped] = MarkdownNotice(kind: .rawHTMLDropped, line: first.line, column: first.column,
                                                    count: html.droppedCount, detail: detail)
        }
        if let segment = swallowed.first, segment > 0, segment - 1 < pieces.count {
            let piece = pieces[segment - 1]
            found[.rawHTMLSwallowed] = MarkdownNotice(kind: .rawHTMLSwallowed, line: piece.line, column: piece.column,
                                                      count: swallowed.count)
        }
    }

    /// What was found, in a fixed order.
    var notices: [MarkdownNotice] {
        MarkdownNotice.Kind.allCases.compactMap { found[$0] } + listed
    }
}
