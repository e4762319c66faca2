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

    /// The context of `themes.mustache`, for a page at `path`.
    static func context(_ registry: ThemeRegistry) -> [String: Any] {
        [
            "count": registry.themes.count,
            "themes": registry.themes.map { theme in
                [
                    "id": theme.id.rawValue,
                    "name": theme.displayName,
                    "lightAccent": theme.light[.accent].opaque.css,
                    "darkAccent": theme.dark[.accent].opaque.css,
                    "lightHref": PagePaths.relative(from: path, to: PagePaths.pinned(theme.id, .light)),
                    "darkHref": PagePaths.relative(from: path, to: PagePaths.pinned(theme.id, .dark)),
                    "contrastHref": PagePaths.relative(from: path, to: ContrastPage.path(theme.id)),
                ] as [String: Any]
            },
        ]
    }
}
