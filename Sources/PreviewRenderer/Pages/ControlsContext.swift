import ThemeTokens

/// The Appearance controls, live (buttons and radios) or pinned (links to
/// the other pinned pages, which work without JavaScript).
enum ControlsContext {
    /// Controls that switch live and persist.
    static func live(registry: ThemeRegistry, selected: Theme, pinnedTheme: Theme? = nil,
                     pinnedScheme: ColorScheme? = nil, inApp: Bool, idPrefix: String) -> [String: Any] {
        var notice: [String] = []
        if let pinnedTheme { notice.append("This page is pinned to the \(pinnedTheme.displayName) theme.") }
        if let pinnedScheme { notice.append("This page is pinned to \(pinnedScheme.rawValue) mode.") }
        return base(inApp: inApp, idPrefix: idPrefix, theme: selected, preference: pinnedScheme.map { ColorSchemePreference(rawValue: $0.rawValue) ?? .system } ?? .system)
            .merging([
                "pinnedNotice": notice.isEmpty ? false : notice.joined(separator: " ") as Any,
                "themeChoices": registry.themes.enumerated().map { index, theme in
                    choice(theme, index: index, selected: theme.id == selected.id, href: nil,
                           disabled: pinnedTheme != nil)
                },
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
        var shown = themes.indices
        if ThemesIndex.isNeeded(registry), let current = themes.firstIndex(where: { $0.id == theme.id }) {
            let size = ThemesIndex.pickerWindow
            let start = max(0, min(current - size / 2, themes.count - size))
            shown = start..<(start + size)
        }
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
                     "current": candidate == scheme] as [String: Any]
                },
                "appearanceOptions": [] as [Any],
            ]) { _, new in new }
    }

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
            "href": href ?? false,
            "disabled": disabled,
            "lightAccent": theme.light[.accent].opaque.css,
            "darkAccent": theme.dark[.accent].opaque.css,
        ]
    }
}
