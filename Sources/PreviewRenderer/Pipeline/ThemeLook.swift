import Basics
import ThemeTokens

extension Renderer {
    /// What `ResolvedInput.themeLook` stands for, as bytes to compare between
    /// two builds: what every page shows of the themes. `serve` marks it
    /// changed only when these differ, so a token edit that leaves the
    /// default theme and the Appearance panel as they were does not render
    /// every doc page again. The default theme's stylesheet is not part of
    /// it: a page following the reader inlines none (the site's CSS and
    /// `assets/themes.js` carry it), and a page that inlines a stylesheet
    /// reads `.themes` (`Renderer.liveStylesheet(_:)`).
    struct ThemeLook: Sendable, Equatable {
        var defaultTheme: ThemeID
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
        return ThemeLook(defaultTheme: theme.id, hasDesignSystem: site.hasDesignSystem, panels: panels)
    }
}
