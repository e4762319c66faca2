import Ccmark
import Foundation

/// A doc while the passes render it (see `MarkdownPass`): its text, the
/// tree cmark parsed from it, the HTML written from the tree, and what
/// passes leave for later ones, in one value.
///
/// `MarkdownRenderer.render` makes one for each call and frees its tree
/// (`freeTree()`), so renders share nothing.
struct MarkdownDocument {
    let options: MarkdownOptions
    /// The options cmark parses and writes with.
    let cmarkOptions: Int32

    // MARK: The text

    /// The text cmark parses: the source as text passes rewrote it.
    var text: String
    /// Where text passes moved columns within a line.
    var shifts = ColumnShifts()
    /// `HugoShortcodes`' figures, for `HugoFigure`.
    var figures: [HugoFigure] = []
    /// `MDXSyntax`'s components, for `MDXComponents`.
    var mdx: MDXSyntax?
    /// `CalloutSyntax`'s callouts, for `Callouts`.
    var callouts: CalloutSyntax?
    /// `MarkdownInHTMLSyntax`'s tags, for `MarkdownInHTML`.
    var markdownInHTML: [MarkdownInHTMLSyntax.Tag] = []
    /// Admonitions written `!!! note annotate`, for `Annotations`.
    var annotatedCallouts: [OpaquePointer] = []
    /// The lines whose `:` `DefinitionListSyntax` made a list item's `+`.
    var definitionLines: Set<Int> = []
    /// The text and shifts before `FootnoteDefinitions`, for
    /// `FootnoteItems` to prepare again.
    var beforeFootnotes: (text: String, shifts: ColumnShifts)?
    /// The footnote definitions made list items.
    var footnoteDefinitions: [FootnoteDefinitions.Definition] = []

    // MARK: The tree

    /// The tree cmark parsed (set by `parse()`, which tree and HTML passes
    /// run after).
    var root: OpaquePointer!
    /// Where nodes cmark parsed from other text than the doc are in it.
    var positions = NodePositions()
    /// What the page does not show as the author meant, located in the
    /// text cmark parsed until `NoticeColumns`.
    var notices = MarkdownNotices()
    /// Notices located in the file already, added by `NoticeColumns`.
    var fileNotices: [MarkdownNotice] = []
    /// The blocks each `BlockPass` wants, picked by one walk.
    private var pickedBlocks: [ObjectIdentifier: [OpaquePointer]]?
    /// Tables to label once the walk has found their cells' inlines.
    var tables: [(block: OpaquePointer, header: [OpaquePointer])] = []
    /// The footnotes' blocks, taken out of their items.
    var footnotes: GFMFootnotes.Collected?
    /// The ids footnotes give.
    var footnoteIDs: [String] = []
    /// The ids PyMdown `html` blocks give their elements (`/// html |
    /// div#intro`), for links to lead to.
    var elementIDs: [String] = []
    /// The ids annotations' notes and markers give (`Annotations`).
    var annotationIDs: [String] = []
    /// Code blocks' annotation markers: the line each ends, its HTML.
    var codeAnnotations: [OpaquePointer: [(line: Int, html: String)]] = [:]
    /// Footnotes left out, freed with the tree.
    var leftOutBlocks: [OpaquePointer] = []
    /// Where the first math is, in the text cmark parsed.
    var firstMath: GFMMath.Location?
    /// Strikethrough and bare links, for `DocumentWalk`.
    var inlines: GFMInlines.Pass?
    /// Found by `DocumentWalk`, in document order: headings, links, the
    /// nodes the link checker reads (links, images, raw HTML), code blocks.
    var headingNodes: [OpaquePointer] = []
    var linkNodes: [OpaquePointer] = []
    var checkedNodes: [OpaquePointer] = []
    var codeBlocks: [OpaquePointer] = []
    /// Raw HTML nodes to make safe, and their text.
    var rawNodes: [OpaquePointer] = []
    var rawPieces: [RawHTMLSanitizer.Piece] = []
    /// Raw HTML made safe, put in place in the HTML (`RawHTMLAssembly`).
    var safeHTML: (html: SafeRawHTML, pieces: [RawHTMLSanitizer.Piece])?

    // MARK: What the page gets

    var headings: [DocHeading] = []
    var sectionTexts: [String] = []
    var links: [MarkdownLink] = []
    /// Figures' links, rebased and written as their pages have them.
    var figureLinks: [MarkdownLink] = []
    var generatorLinks = 0
    /// Ids raw HTML gives (kept or not).
    var htmlIDs: [String] = []
    /// Ids the page has besides its headings: footnotes', raw HTML's.
    var pageIDs: Set<String> = []
    /// Headings' second ids and attribute lists' ids.
    var attributeIDs: [String] = []
    var htmlBytes: [UInt8] = []
    /// The icon sets whose icons the doc shows (`material`, `fontawesome`…).
    var iconSets: Set<String> = []
    /// Whether a `<DocCardList />` left its marker (`RenderedMarkdown.hasDocCardList`).
    var hasDocCardList = false
    /// Whether cmark wrote the HTML (the HTML passes run only then).
    private(set) var wroteHTML = false

    init(_ source: String, options: MarkdownOptions) {
        self.options = options
        // No CMARK_OPT_VALIDATE_UTF8: a Swift String is valid UTF-8 already,
        // and validating it again cost a tenth of cmark's parsing time.
        // (cmark replaces NUL bytes whatever the options.)
        var cmarkOptions = CMARK_OPT_DEFAULT
        if options.smartPunctuation { cmarkOptions |= CMARK_OPT_SMART }
        if options.rawHTML == .kept { cmarkOptions |= CMARK_OPT_UNSAFE }
        self.cmarkOptions = cmarkOptions
        text = source
    }

    /// Runs the passes of `phase` that may apply, in their order.
    mutating func run(_ phase: MarkdownPhase) {
        for pass in MarkdownPasses.all where pass.phase == phase && mayApply(pass) {
            pass.apply(to: &self)
        }
    }

    /// `pass.mayApply` of the text as it stands.
    func mayApply(_ pass: any MarkdownPass.Type) -> Bool {
        // withUTF8 copies only a string not stored as UTF-8 already.
        var text = text
        return text.withUTF8 { pass.mayApply(UnsafeRawBufferPointer($0), options: options) }
    }

    /// Parses `text` into `root` (a tree parsed before is freed); false
    /// when cmark could not.
    mutating func parse() -> Bool {
        // withCString hands over the whole UTF-8 buffer, embedded NULs
        // included; cmark reads exactly `count` bytes.
        let byteCount = text.utf8.count
        let options = cmarkOptions
        guard let parsed = text.withCString({ cmark_parse_document($0, byteCount, options) }) else { return false }
        if let root { cmark_node_free(root) }
        root = parsed
        return true
    }

    /// The blocks `pass` wants: the first block pass to ask walks the tree
    /// once for every block pass that may apply.
    mutating func blocks(for pass: any BlockPass.Type) -> [OpaquePointer] {
        if pickedBlocks == nil {
            let passes = MarkdownPasses.all.compactMap { $0 as? any BlockPass.Type }.filter { mayApply($0) }
            pickedBlocks = BlockWalk.pick(in: root, for: passes)
        }
        return pickedBlocks?[ObjectIdentifier(pass)] ?? []
    }

    /// Writes the tree's HTML into `htmlBytes`.
    mutating func writeHTML() {
        guard let cString = cmark_render_html(root, cmarkOptions) else { return }
        defer { free(cString) }
        // The input is valid UTF-8 (a String) and cmark writes nothing
        // else, so its output is UTF-8: copied, not decoded.
        htmlBytes = Array(UnsafeBufferPointer(start: UnsafeRawPointer(cString).assumingMemoryBound(to: UInt8.self),
                                              count: strlen(cString)))
        wroteHTML = true
    }

    /// What the page gets.
    func rendered() -> RenderedMarkdown {
        var rendered = RenderedMarkdown(htmlBytes: htmlBytes, headings: headings,
                                        firstHeading: wroteHTML ? headings.first { $0.level == 1 }?.text : nil,
                                        sectionTexts: sectionTexts, notices: notices.notices)
        rendered.links = links
        rendered.generatorLinks = generatorLinks
        rendered.htmlIDs = (options.rawHTML != .omitted ? htmlIDs : []) + footnoteIDs + elementIDs + annotationIDs + attributeIDs
        rendered.omittedHTMLIDs = options.rawHTML != .omitted ? [] : htmlIDs
        rendered.highlightingUnavailable = notices.highlightingUnavailable
        rendered.iconSets = iconSets
        rendered.hasDocCardList = hasDocCardList
        if wroteHTML {
            rendered.firstMath = firstMath.map { MathLocation(line: $0.line, column: shifts.fileColumn(line: $0.line, column: $0.column)) }
        }
        return rendered
    }

    /// Frees the tree, and the footnotes left out of it.
    func freeTree() {
        for block in leftOutBlocks { cmark_node_free(block) }
        if let root { cmark_node_free(root) }
    }
}
