import Basics
import ThemeTokens

extension Renderer {
    /// What `ResolvedInput.themeLook` stands for, as bytes to compare between
    /// two builds: what every page shows of the themes. `serve` marks it
    /// changed only when these differ, so a token edit that leaves the
    /// default theme's stylesheet and the Appearance panel as they were
    /// does not render every doc page again.
    struct ThemeLook: Sendable, Equatable {
        var defaultTheme: ThemeID
        /// The default theme's live stylesheet (in the site's CSS, for pages
        /// read without JavaScript).
        var stylesheet: String
        /// Whether the bar links the token pages.
        var hasDesignSystem: Bool
        /// The Appearance panel as pages without a pinned theme have it,
        /// for no pinned scheme, light and dark (the pinned theme's pages
        /// read their doc, which a token edit makes again).
        var panels: [[UInt8]]
    }

    /// The site's `ThemeLook`.
    func themeLook() throws(BuildFailure) -> ThemeLook {
        let theme = site.defaultTheme
        var panels: [[UInt8]] = []
        for scheme in [nil, ColorScheme.light, .dark] {
            panels.append(try appearancePanel(selected: theme, root: "", pinnedScheme: scheme).bytes)
        }
        return ThemeLook(defaultTheme: theme.id, stylesheet: liveStylesheet(theme), hasDesignSystem: site.hasDesignSystem,
                         panels: panels)
    }
}
