/// The YAML block at the top of a Markdown document:
///
///     ---
///     title: Getting started
///     order: 2
///     scheme: dark
///     ---
public struct FrontMatter: Sendable, Hashable {
    /// Page title; pages without one use their first level-1 heading.
    public var title: String?
    /// Position in navigation, lowest first.
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
