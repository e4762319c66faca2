import Markdown

/// The callout titles of each locale's docs, in its language: the page
/// chrome's `callout…` strings (`ChromeStrings`: the site's `strings:`,
/// Docusaurus' and Starlight's interface files, Starlight's translations)
/// as the Markdown renderer takes them (`CalloutTitles`).
enum CalloutStrings {
    /// Each callout type with a title of its own, and its string.
    static let types: [(type: String, string: ChromeString)] = [
        ("note", .calloutNote), ("tip", .calloutTip), ("info", .calloutInfo), ("warning", .calloutWarning),
        ("caution", .calloutCaution), ("danger", .calloutDanger), ("important", .calloutImportant),
    ]

    /// The titles of the docs root (in `config`'s root language) and of
    /// each locale's folder.
    static func titles(_ config: SiteConfig, locales: SiteLocales?) -> CalloutTitles {
        var byFolder: [String: [String: String]] = [:]
        let folders = [("", config.locales?.root ?? config.language)] + (locales?.locales.map { ($0.folder, $0.tag) } ?? [])
        for (folder, language) in folders {
            let strings = ChromeStrings(language: language, site: config.strings)
            byFolder[folder] = Dictionary(uniqueKeysWithValues: types.map { ($0.type, strings[$0.string]) })
        }
        return CalloutTitles(byFolder)
    }
}
