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

    /// The fallback for unknown ids.
    public var defaultTheme: Theme { themes[index[.default] ?? 0] }

    /// The theme with `id`, if the registry has one.
    public func theme(exactly id: ThemeID) -> Theme? {
        index[id].map { themes[$0] }
    }

    /// The theme with `id`, or the default theme with a warning saying so;
    /// never a crash.
    public func theme(for id: String) -> ThemeLookup {
        if let theme = theme(exactly: ThemeID(id)) {
            return ThemeLookup(theme: theme, warning: nil)
        }
        let known = themes.map(\.id.rawValue).joined(separator: ", ")
        return ThemeLookup(
            theme: defaultTheme,
            warning: "unknown theme id '\(id)'; using '\(defaultTheme.id)' instead (known themes: \(known))"
        )
    }
}

/// The result of a lookup by id: the theme, and a warning when it is the
/// fallback rather than the theme asked for.
public struct ThemeLookup: Sendable {
    public let theme: Theme
    public let warning: String?

    public var didFallBack: Bool { warning != nil }
}
