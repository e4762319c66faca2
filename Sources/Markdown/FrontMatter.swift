import Basics
/// The block at the top of a Markdown document, YAML between `---` lines
/// or TOML between `+++` lines:
///
///     ---
///     title: Getting started
///     order: 2
///     scheme: dark
///     ---
///
/// Keys written for other generators are understood where they mean the
/// same thing (`weight` is `order`, `linkTitle` the sidebar's title) and
/// kept as `params` otherwise.
public struct FrontMatter: Sendable, Hashable {
    /// Page title; pages without one use their first level-1 heading.
    public var title: String?
    /// Position in navigation, lowest first. Also read from `weight`,
    /// `nav_order` and `sidebar_position` (`order` wins, in that order).
    public var order: Int?
    /// One-line summary, for `<meta name="description">` and listings.
    public var description: String?
    /// Name of the theme to preview on this page.
    public var theme: String?
    /// `light` or `dark`.
    public var scheme: String?

    /// Where the `theme` value is written in the file, for diagnostics of
    /// later steps (an unknown theme id).
    public var themeLocation: SourceLocation?
    /// Where the `scheme` value is written in the file.
    public var schemeLocation: SourceLocation?

    /// The page's title in the sidebar, when shorter than its title:
    /// `linkTitle` (Hugo) or `sidebar_label` (Docusaurus).
    public var navigationTitle: String?
    /// `draft: true`: the page is left out unless drafts are asked for.
    public var isDraft = false
    /// Hugo's `aliases`: other paths the page was published at, as written.
    public var aliases: [String] = []
    /// When the page was last updated, as the front matter says: `lastmod`
    /// (Hugo), `last_update` (Docusaurus, its `date`) or `date`, the first
    /// of them that is a date. It wins over the date of the last commit.
    public var lastUpdated: DocDate?
    /// How the page is shown: its title heading, its place in the
    /// sidebar, its table of contents and its pager (`PageDisplay`).
    public var display = PageDisplay()
    /// Starlight's `template: splash`, `hero` and `banner`.
    public var splash = StarlightSplash()
    /// Every key the tool does not use, with its value, for templates; the
    /// entries of a `params` table are params themselves.
    public var params = FrontMatterTable()
    /// The top-level keys kept in `params` (not the misspelt ones, which
    /// have a warning each), for the build's summary.
    public var unusedKeys: [String] = []
    /// Located warnings: misspelt keys, equivalents with values that do
    /// not fit.
    public var warnings: [Diagnostic] = []

    public init(title: String? = nil, order: Int? = nil, description: String? = nil,
                theme: String? = nil, scheme: String? = nil,
                themeLocation: SourceLocation? = nil, schemeLocation: SourceLocation? = nil) {
        self.title = title
        self.order = order
        self.description = description
        self.theme = theme
        self.scheme = scheme
        self.themeLocation = themeLocation
        self.schemeLocation = schemeLocation
    }
}
