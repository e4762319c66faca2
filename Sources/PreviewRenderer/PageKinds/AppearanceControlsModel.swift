import ThemeTokens
import Theming

/// What `appearance-controls.mustache` shows: the Appearance controls, live
/// (buttons and radios that switch in place and persist) or on a pinned
/// page (links to the other pinned pages, which work without JavaScript).
struct AppearanceControlsModel: TemplateModel {
    var inApp: Bool
    var idPrefix: String
    var pinnedNotice: String?
    var themeChoices: [ThemeChoice]
    var axes: [AxisControl]
    var combinations: String?
    var moreThemes: MoreThemesLink?
    var pinnedPage: Bool
    var schemeLinks: [NavLink]
    var appearanceOptions: [RadioOption]
    var fontSizes: [RadioOption]
    var variants: [VariantSwitch]
    var readoutPreference: String
    var readoutEffective: String
    var readoutTheme: String
    var strings: ChromeStrings

    static let fields = TemplateFields<Self>([
        .flag("inApp", "Whether the controls sit in the gallery's Appearance screen (styled as the app), not in the header's panel.") { $0.inApp },
        .text("idPrefix", "Put in front of every element id, so two sets of controls on one page do not clash (\"app-\", \"panel-\").") { $0.idPrefix },
        .optionalText("pinnedNotice", "Why some controls are disabled, on a page pinned to a theme or scheme; false otherwise.") { $0.pinnedNotice },
        .list("themeChoices", "The themes the picker shows: all of them, or with many themes a window around the selected one; with `axes`, only the themes that are no combination of the design system (theme files).") { $0.themeChoices },
        .optionalText("combinations", "With `axes`, how many combinations the design system has and of which axes (\"6 combinations of brand × mode\"); false otherwise.") { $0.combinations },
        .list("axes", "When the themes are a design system's combinations, one choice per axis (brand, color mode...) instead of `themeChoices`; empty otherwise.") { $0.axes },
        .object("moreThemes", "The link to the themes index when the picker shows only some themes, or with `axes` when the site has more themes than a picker shows; false otherwise.") { $0.moreThemes },
        .flag("pinnedPage", "Whether these are a pinned page's controls: theme and scheme are links to the other pinned pages (`href`, `schemeLinks`), not live controls (`appearanceOptions`).") { $0.pinnedPage },
        .list("schemeLinks", "On a pinned page, the links to this theme's light and dark pages; empty otherwise.") { $0.schemeLinks },
        .list("appearanceOptions", "The live color scheme choices (System, Light, Dark); empty on a pinned page.") { $0.appearanceOptions },
        .list("fontSizes", "The font size steps.") { $0.fontSizes },
        .list("variants", "The accessibility variants' switches.") { $0.variants },
        .text("readoutPreference", "The scheme preference the state readout starts with (\"system\", \"light\", \"dark\").") { $0.readoutPreference },
        .text("readoutEffective", "The scheme the state readout starts with (\"light\", \"dark\").") { $0.readoutEffective },
        .text("readoutTheme", "The theme id the state readout starts with.") { $0.readoutTheme },
        .object("strings", "The words of the controls in the page's language (`{{strings.fontSize}}`), always there: see `ChromeStrings`.") { $0.strings },
    ])

    /// Controls that switch live and persist. With `allThemesHref` and more
    /// themes than a picker shows, the controls link to the themes index, and
    /// when `windowed` the theme buttons are a window of
    /// `ThemesIndexPage.pickerWindow` themes around `selected`: the header panel
    /// of every docs and report page would otherwise grow with the number of
    /// themes.
    static func live(registry: ThemeRegistry, selected: Theme, pinnedTheme: Theme? = nil,
                     pinnedScheme: ColorScheme? = nil, inApp: Bool, idPrefix: String,
                     allThemesHref: String? = nil, windowed: Bool = true,
                     system: SystemThemeSet? = nil, strings: ChromeStrings = .english) -> AppearanceControlsModel {
        let axes = system?.axes
        var notice: [String] = []
        if let pinnedTheme { notice.append(strings.text(.pinnedToTheme, ["theme": pinnedTheme.displayName])) }
        if let pinnedScheme { notice.append(strings[pinnedScheme == .dark ? .pinnedToDark : .pinnedToLight]) }
        let preference = pinnedScheme.map { ColorSchemePreference(rawValue: $0.rawValue) ?? .system } ?? .system
        return AppearanceControlsModel(
            inApp: inApp, idPrefix: idPrefix, theme: selected, preference: preference, strings: strings,
            pinnedNotice: notice.isEmpty ? nil : notice.joined(separator: " "),
            themeChoices: window(registry, around: selected, when: windowed && allThemesHref != nil && axes == nil)
                .filter { axes?.values[registry.themes[$0].id] == nil }.map { index in
                ThemeChoice(registry.themes[index], index: index, selected: registry.themes[index].id == selected.id,
                            href: nil, disabled: pinnedTheme != nil)
            },
            axes: AxisControl.live(axes, selected: selected.id, disabled: pinnedTheme != nil),
            combinations: system?.combinationsText,
            // With axes the picker holds no combination; the index still lists every theme.
            moreThemes: allThemesHref.flatMap { href in
                ThemesIndexPage.isNeeded(registry) ? MoreThemesLink(href: href, count: registry.themes.count) : nil
            },
            pinnedPage: false, schemeLinks: [],
            appearanceOptions: ColorSchemePreference.allCases.map { preference in
                RadioOption(value: preference.rawValue, label: strings[preference.chromeString],
                            checked: pinnedScheme.map { $0.rawValue == preference.rawValue } ?? (preference == .system),
                            disabled: pinnedScheme != nil)
            })
    }

    /// Controls on a pinned page: theme and scheme are links to the sibling
    /// pinned pages; font size and variants still work in place.
    /// With many themes the links are a window of `ThemesIndexPage.pickerWindow`
    /// themes around this one, and `allThemesHref` leads to the rest: every
    /// pinned page stays the same size however many themes there are.
    /// `indexed` is every theme of the site, which the themes index lists
    /// (`registry` may hold only the pinned ones); it defaults to `registry`.
    static func pinned(registry: ThemeRegistry, indexed: ThemeRegistry? = nil, theme: Theme, scheme: ColorScheme,
                       system: SystemThemeSet? = nil,
                       href: (Theme, ColorScheme) -> String, allThemesHref: String? = nil,
                       idPrefix: String, strings: ChromeStrings = .english) -> AppearanceControlsModel {
        let axes = system?.axes
        let themes = registry.themes
        let indexed = indexed ?? registry
        // With axes, the picker holds only the themes that are no combination (theme files).
        let shown = window(registry, around: theme, when: axes == nil).filter { axes?.values[themes[$0].id] == nil }
        return AppearanceControlsModel(
            inApp: true, idPrefix: idPrefix, theme: theme, preference: scheme == .light ? .light : .dark, strings: strings,
            pinnedNotice: nil,
            themeChoices: shown.map { index in
                ThemeChoice(themes[index], index: index, selected: themes[index].id == theme.id,
                            href: href(themes[index], scheme), disabled: false)
            },
            axes: AxisControl.pinned(axes, selected: theme.id) { id in
                registry.theme(exactly: id).map { href($0, scheme) }
            },
            combinations: system?.combinationsText,
            // With axes the picker holds no combination; the index still lists every theme.
            moreThemes: (axes == nil ? shown.count < themes.count : ThemesIndexPage.isNeeded(indexed))
                ? MoreThemesLink(href: allThemesHref ?? ThemesIndexPage.path, count: indexed.themes.count) : nil,
            pinnedPage: true,
            schemeLinks: ColorScheme.allCases.map { candidate in
                NavLink(href: href(theme, candidate), label: strings[candidate == .light ? .lightScheme : .darkScheme],
                        current: candidate == scheme)
            },
            appearanceOptions: [])
    }

    private init(inApp: Bool, idPrefix: String, theme: Theme, preference: ColorSchemePreference, strings: ChromeStrings,
                 pinnedNotice: String?, themeChoices: [ThemeChoice], axes: [AxisControl], combinations: String?,
                 moreThemes: MoreThemesLink?,
                 pinnedPage: Bool, schemeLinks: [NavLink], appearanceOptions: [RadioOption]) {
        self.inApp = inApp
        self.idPrefix = idPrefix
        self.pinnedNotice = pinnedNotice
        self.themeChoices = themeChoices.map { choice in
            var choice = choice
            choice.hint = strings.text(.appliesTheme, ["theme": choice.name])
            return choice
        }
        self.axes = axes
        self.combinations = combinations
        self.moreThemes = moreThemes.map { link in
            var link = link
            link.label = strings.text(.allThemes, ["count": String(link.count)])
            return link
        }
        self.strings = strings
        self.pinnedPage = pinnedPage
        self.schemeLinks = schemeLinks
        self.appearanceOptions = appearanceOptions
        fontSizes = FontSizeStep.allCases.map { step in
            RadioOption(value: String(step.offset), label: strings[step.chromeString], checked: step == .medium, disabled: false)
        }
        variants = AccessibilityVariant.allCases.map { VariantSwitch(id: $0.rawValue, label: strings[$0.chromeString]) }
        readoutPreference = preference.rawValue
        readoutEffective = preference.forcedScheme?.rawValue ?? "light"
        readoutTheme = theme.id.rawValue
    }

    /// The indexes of the themes a picker shows: all of them, or with many
    /// themes (and `windowed`) `ThemesIndexPage.pickerWindow` around `theme`.
    static func window(_ registry: ThemeRegistry, around theme: Theme, when windowed: Bool) -> Range<Int> {
        let themes = registry.themes
        guard windowed, ThemesIndexPage.isNeeded(registry),
              let current = themes.firstIndex(where: { $0.id == theme.id }) else { return themes.indices }
        let size = ThemesIndexPage.pickerWindow
        let start = max(0, min(current - size / 2, themes.count - size))
        return start..<(start + size)
    }
}

extension AppearanceControlsModel {
    static let template = PageTemplate(name: "appearance-controls", data: [AppearanceControlsModel.self],
                                       summary: "The Appearance controls: in the gallery (live), on pinned pages (links) and in the header panel of the other pages.")
}

extension ColorSchemePreference {
    /// The string of its label in the Appearance controls.
    var chromeString: ChromeString {
        switch self {
        case .system: .systemScheme
        case .light: .lightScheme
        case .dark: .darkScheme
        }
    }
}

extension FontSizeStep {
    /// The string of its label in the Appearance controls.
    var chromeString: ChromeString {
        switch self {
        case .small: .fontSmall
        case .medium: .fontMedium
        case .large: .fontLarge
        case .extraLarge: .fontExtraLarge
        }
    }
}

extension AccessibilityVariant {
    /// The string of its switch's label in the Appearance controls.
    var chromeString: ChromeString {
        switch self {
        case .increasedContrast: .increaseContrast
        case .reduceTransparency: .reduceTransparency
        }
    }
}
