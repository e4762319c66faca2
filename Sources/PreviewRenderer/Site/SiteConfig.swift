/// The site's options, from `config.yaml` in the site folder.
public struct SiteConfig: Sendable, Hashable {
    /// Shown in the header and page titles.
    public var title: String
    /// One sentence for the home page and meta description.
    public var description: String
    /// Let raw HTML and unsafe links in Markdown through (off by default:
    /// only for docs whose every author you trust).
    public var allowRawHTML: Bool

    public init(title: String = "Design tokens",
                description: String = "Every component and token of the app, in every theme.",
                allowRawHTML: Bool = false) {
        self.title = title
        self.description = description
        self.allowRawHTML = allowRawHTML
    }

    /// The file name looked for in the site folder.
    public static let fileName = "config.yaml"

    /// Reads the config text; every problem is reported, with its location.
    public static func parse(_ text: String, file: String) throws(BuildFailure) -> SiteConfig {
        var reader = YAMLReader(file: file, subject: "config")
        var config = SiteConfig()
        guard let mapping = reader.mapping(text, describing: "site options such as title") else {
            throw BuildFailure(reader.diagnostics)
        }
        reader.checkKeys(mapping, known: ["title", "description", "markdown"])
        if let title = reader.string(mapping, "title") { config.title = title }
        if let description = reader.string(mapping, "description") { config.description = description }
        if let markdown = reader.nestedMapping(mapping, "markdown") {
            reader.checkKeys(markdown, known: ["rawHTML"], context: "markdown")
            if let raw = reader.bool(markdown, "rawHTML") { config.allowRawHTML = raw }
        }
        let diagnostics = reader.diagnostics
        if !diagnostics.isEmpty { throw BuildFailure(diagnostics) }
        return config
    }
}
