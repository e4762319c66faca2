extension Renderer {
    /// The page chrome's words in `language`, or, when nil, in the site's
    /// (`config.yaml`'s `language`): the site's `strings:` over Material
    /// for MkDocs' translations (see `ChromeStrings`).
    func strings(_ language: LanguageTag?) -> ChromeStrings {
        ChromeStrings(language: language ?? site.config.language, site: site.config.strings)
    }
}
