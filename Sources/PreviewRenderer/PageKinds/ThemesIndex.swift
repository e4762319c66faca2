import ThemeTokens

/// `themes/index.html`: every theme with links to its pinned pages, for
/// sites with more themes than a picker can show.
enum ThemesIndex {
    /// Up to this many themes every pinned page links to every other one.
    static let pickerWindow = 24
    static let path = "themes/index.html"

    static func isNeeded(_ registry: ThemeRegistry) -> Bool {
        registry.themes.count > pickerWindow
    }
}
