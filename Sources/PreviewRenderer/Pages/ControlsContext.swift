import ThemeTokens

/// The Appearance controls, live (buttons and radios) or pinned (links to
/// the other pinned pages, which work without JavaScript).
enum ControlsContext {
    /// Controls that switch live and persist. With `allThemesHref` and more
    /// themes than a picker shows, the theme buttons are a window of
    /// `ThemesIndex.pickerWindow` themes around `selected` and a link to the
    /// themes index: the header panel of every docs and report page would
    /// otherwise grow with the number of themes.
    static func live(registry: ThemeRegistry, selected: Theme, pinnedTheme: Theme? = nil,
                     pinnedScheme: ColorScheme? = nil, inApp: Bool, idPrefix: String,
                     allThemesHref: String? = nil) -> [String: Any] {
        var notice: [String] = []
        if let pinnedTheme { notice.append("This page is pinned to the \(pinnedTheme.displayName) theme.") }
        if let pinnedScheme { notice.append("This page is pinned to \(pinnedScheme.rawValue) mode.") }
        return base(inApp: inApp, idPrefix: idPrefix, theme: selected, preference: pinnedScheme.map { ColorSchemePreference(rawValue: $0.rawValue) ?? .system } ?? .system)
            .merging([
                "pinnedNotice": notice.isEmpty ? false : notice.joined(separator: " ") as Any,
                "themeChoices": window(registry, around: selected, when: allThemesHref != nil).map { index in
                    choice(registry.themes[index], index: index, selected: registry.themes[index].id == selected.id,
                           href: nil, disabled: pinnedTheme != nil)
                },
                "moreThemes": allThemesHref.flatMap { href in
                    ThemesIndex.isNeeded(registry) ? ["href": href, "count": registry.themes.count] as [String: Any] : nil
                } ?? false,
                "hasSchemeLinks": false,
                "appearanceOptions": ColorSchemePreference.allCases.map { preference in
                    [
                        "value": preference.rawValue,
                        "label": preference.label,
                        "checked": pinnedScheme.map { $0.rawValue == preference.rawValue } ?? (preference == .system),
                        "disabled": pinnedScheme != nil,
                    ] as [String: Any]
                },
            ]) { _, new in new }
    }

    /// Controls on a pinned page: theme and scheme are links to the sibling
    /// pinned pages; font size and variants still work in place.
    /// With many themes the links are a window of `ThemesIndex.pickerWindow`
    /// themes around this one, and `allThemesHref` leads to the rest: every
    /// pinned page stays the same size however many themes there are.
    static func pinned(registry: ThemeRegistry, theme: Theme, scheme: ColorScheme,
                       href: (Theme, ColorScheme) -> String, allThemesHref: String? = nil,
                       idPrefix: String) -> [String: Any] {
        let themes = registry.themes
        let shown = window(registry, around: theme, when: true)
        return base(inApp: true, idPrefix: idPrefix, theme: theme,
             preference: scheme == .light ? .light : .dark)
            .merging([
                "pinnedNotice": false,
                "themeChoices": shown.map { index in
                    choice(themes[index], index: index, selected: themes[index].id == theme.id,
                           href: href(themes[index], scheme), disabled: false)
                },
                "moreThemes": shown.count < themes.count
                    ? ["href": allThemesHref ?? ThemesIndex.path, "count": themes.count] as [String: Any] : false,
                "hasSchemeLinks": true,
                "schemeLinks": ColorScheme.allCases.map { candidate in
                    ["href": href(theme, candidate), "label": candidate == .light ? "Light" : "Dark",
                     "current": candidate == scheme,
                     "currentAttribute": candidate == scheme ? ControlsContext.currentAttribute : ""] as [String: Any]
                },
                "appearanceOptions": [] as [Any],
            ]) { _, new in new }
    }

    /// The indexes of the themes a picker shows: all of them, or with many
    /// themes (and `windowed`) `ThemesIndex.pickerWindow` around `theme`.
    static func window(_ registry: ThemeRegistry, around theme: Theme, when windowed: Bool) -> Range<Int> {
        let themes = registry.themes
        guard windowed, ThemesIndex.isNeeded(registry),
              let current = themes.firstIndex(where: { $0.id == theme.id }) else { return themes.indices }
        let size = ThemesIndex.pickerWindow
        let start = max(0, min(current - size / 2, themes.count - size))
        return start..<(start + size)
    }

    /// ` aria-current="page"`, for the link to the page shown.
    static let currentAttribute = " aria-current=\"page\""

    private static func base(inApp: Bool, idPrefix: String, theme: Theme,
                             preference: ColorSchemePreference) -> [String: Any] {
        [
            "inApp": inApp,
            "idPrefix": idPrefix,
            "fontSizes": FontSizeStep.allCases.map { step in
                ["value": String(step.offset), "label": step.label, "checked": step == .medium] as [String: Any]
            },
            "variants": AccessibilityVariant.allCases.map { variant in
                ["id": variant.rawValue, "label": variant.label]
            },
            "readoutPreference": preference.rawValue,
            "readoutEffective": preference.forcedScheme?.rawValue ?? "light",
            "readoutTheme": theme.id.rawValue,
        ]
    }

    private static func choice(_ theme: Theme, index: Int, selected: Bool, href: String?,
                               disabled: Bool) -> [String: Any] {
        [
            "id": theme.id.rawValue,
            "name": theme.displayName,
            "index": index,
            "selected": selected,
            // The same as text, so the picker of every page has one shape
            // whichever theme it marks (see TemplateSkeleton).
            "pressed": selected ? "true" : "false",
            "currentAttribute": selected ? ControlsContext.currentAttribute : "",
            "href": href ?? false,
            "disabled": disabled,
            "lightAccent": theme.light[.accent].opaque.css,
            "darkAccent": theme.dark[.accent].opaque.css,
        ]
    }
}
