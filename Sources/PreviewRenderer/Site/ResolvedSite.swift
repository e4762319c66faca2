import ThemeTokens

/// A Markdown document ready to be laid out.
public struct Doc: Sendable {
    /// Path under `docs/` in the site folder, e.g. `guide/setup.md`.
    public var sourcePath: String
    /// Path in the output, e.g. `docs/guide/setup.html`.
    public var outputPath: String
    public var title: String
    public var order: Int?
    public var description: String?
    /// Set when the front matter pins the page to a theme.
    public var pinnedTheme: Theme?
    /// Set when the front matter pins the page to a color scheme.
    public var pinnedScheme: ColorScheme?
    public var rendered: RenderedMarkdown
}

/// Step 2's result: the whole site understood, in memory.
public struct ResolvedSite: Sendable {
    public var directory: String
    public var config: SiteConfig
    public var registry: ThemeRegistry
    /// Docs in navigation order.
    public var docs: [Doc]
    public var templates: TemplateSet
    public var staticFiles: [String]
    /// Non-fatal notes for the build summary.
    public var warnings: [Diagnostic]
    /// Where each theme came from (built in, or which file).
    public var themeOrigins: [ThemeOrigin] = []
}
