/// The themes a site offers, in display order, with lookup by id (FR-TH-03).
public struct ThemeRegistry: Sendable {
    public let themes: [Theme]
    private let index: [ThemeID: Int]

    /// A registry of `themes` in the given order. The first theme with the id
    /// `default`, or else the first theme, is the fallback.
    public init(themes: [Theme]) {
        precondition(!themes.isEmpty, "a registry needs at least one theme")
        self.themes = themes
        var index: [ThemeID: Int] = [:]
        for (position, theme) in themes.enumerated() where index[theme.id] == nil {
            index[theme.id] = position
        }
        self.index = index
    }

    /// The six built-in themes.
    public static let builtIn = ThemeRegistry(themes: BuiltInThemes.all)

    /// The theme a page shows when none is chosen, and the one the browser
    /// falls back to for a saved id it does not know.
    public var defaultTheme: Theme { themes[index[.default] ?? 0] }

    /// The theme with `id`, if the registry has one.
    public func theme(exactly id: ThemeID) -> Theme? {
        index[id].map { themes[$0] }
    }
}
