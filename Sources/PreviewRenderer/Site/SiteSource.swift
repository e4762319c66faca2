/// Everything read from the site folder, not yet interpreted.
public struct SiteSource: Sendable {
    /// The site folder as the user named it.
    public var directory: String
    public var configText: String?
    /// Markdown files under `docs/`, as paths relative to `docs/` with text.
    public var docs: [(path: String, text: String)]
    /// `templates/NAME.mustache` files.
    public var templates: [(path: String, text: String)]
    /// JSON files under `tokens/` (theme files, DTCG tokens and resolvers),
    /// with paths as shown to people (`site/tokens/ocean.theme.json`).
    public var tokenFiles: [DTCGFile] = []
    /// Files under `static/`, relative to it (copied at write time).
    public var staticFiles: [String]
    /// What was skipped while reading (symbolic links), for the summary.
    public var warnings: [Diagnostic] = []
}
