/// The result of rendering one Markdown document.
public struct RenderedMarkdown: Sendable, Hashable {
    /// The HTML fragment (no `<html>` or `<body>`) as UTF-8 bytes, ending in
    /// a newline unless empty. Kept as cmark wrote it: pages copy it into
    /// place without decoding it into a `String`.
    public var htmlBytes: [UInt8]
    /// All headings in document order.
    public var headings: [DocHeading]
    /// The plain text of the first level-1 heading, if any.
    public var firstHeading: String?
    /// The search index's text of each section, whole: before the first
    /// heading, then after each heading. nil for HTML not rendered from Markdown here
    /// (the index then strips the HTML).
    public var sectionTexts: [String]?
    /// The links and images that may name a file of the site, in document
    /// order, as written (see `MarkdownLink.isChecked`), for the link checker.
    public var links: [MarkdownLink] = []
    /// Ids in kept raw HTML (`<span id>`, `<a name>`), which links may name
    /// besides the headings' ids.
    public var htmlIDs: [String] = []
    /// Ids in raw HTML that was left out (`<a name="usage">` without
    /// `markdown: rawHTML: true`), for the link checker to say why a link
    /// to one is broken.
    public var omittedHTMLIDs: [String] = []
    /// What the page does not show as the author meant (see `MarkdownNotice`).
    public var notices: [MarkdownNotice] = []
    /// A code block asked for a language while no language definitions
    /// were found: the site warns once.
    public var highlightingUnavailable = false
    /// How many links were written as another generator resolves them and
    /// lead to their page (see `GeneratorLinks`): the build says so once.
    public var generatorLinks = 0
    /// Where the doc's first math is (see `GFMMath`); nil when it has none,
    /// and then its page loads no KaTeX.
    public var firstMath: MathLocation?
    /// The icon sets whose icons the page shows (`material`, `octicons`,
    /// `fontawesome`, `simple`; see `MaterialShortcodes`): the site
    /// publishes their licenses.
    public var iconSets: Set<String> = []
    /// Whether the HTML holds Docusaurus' `<DocCardList />` as
    /// `docCardListMarker`, for the page to put its folder's cards there.
    public var hasDocCardList = false

    /// What stands in the HTML for a `<DocCardList />` until the page,
    /// which knows the docs' folders, puts the cards there.
    public static let docCardListMarker: StaticString = "<div class=\"tp-doc-card-list\" data-tp-doc-card-list></div>\n"

    /// Whether the page shows math.
    public var hasMath: Bool { firstMath != nil }

    /// The HTML fragment as text.
    public var html: String { String(decoding: htmlBytes, as: UTF8.self) }

    public init(html: String, headings: [DocHeading], firstHeading: String?) {
        self.init(htmlBytes: Array(html.utf8), headings: headings, firstHeading: firstHeading)
    }

    public init(htmlBytes: [UInt8], headings: [DocHeading], firstHeading: String?, sectionTexts: [String]? = nil,
                notices: [MarkdownNotice] = []) {
        self.notices = notices
        self.htmlBytes = htmlBytes
        self.headings = headings
        self.firstHeading = firstHeading
        self.sectionTexts = sectionTexts
    }
}

/// A place in a doc's Markdown body: 1-based line, byte column.
public struct MathLocation: Sendable, Hashable {
    public var line: Int
    public var column: Int
}
