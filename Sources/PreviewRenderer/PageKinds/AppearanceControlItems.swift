import ThemeTokens

// The items of the Appearance controls' lists (`appearance-controls.mustache`).

/// A theme of the theme picker: a live button, or on a pinned page a link
/// to that theme's pinned page.
struct ThemeChoice: TemplateData {
    var id: String
    var name: String
    var index: Int
    var selected: Bool
    var href: String?
    var disabled: Bool
    var lightAccent: String
    var darkAccent: String
    /// Its description for screen readers ("Applies the Ocean theme").
    var hint = ""

    static let fields = TemplateFields<Self>([
        .text("id", "The theme's id.") { $0.id },
        .text("name", "The theme's name.") { $0.name },
        .number("index", "The theme's position among all themes, from 0, for element ids.") { $0.index },
        .flag("selected", "Whether it is the theme shown.") { $0.selected },
        .optionalText("href", "On a pinned page, the link to the theme's pinned page in the same scheme; false for a live button.") { $0.href },
        .flag("disabled", "Whether the button is disabled (the page is pinned to a theme).") { $0.disabled },
        .text("lightAccent", "The theme's accent color in light mode, opaque, for its swatch.") { $0.lightAccent },
        .text("darkAccent", "The theme's accent color in dark mode, opaque, for its swatch.") { $0.darkAccent },
        .text("hint", "The button's description for screen readers, in the page's language (`strings.appliesTheme`).") { $0.hint },
    ])

    init(_ theme: Theme, index: Int, selected: Bool, href: String?, disabled: Bool) {
        id = theme.id.rawValue
        name = theme.displayName
        self.index = index
        self.selected = selected
        self.href = href
        self.disabled = disabled
        lightAccent = theme.light[.accent].opaque.css
        darkAccent = theme.dark[.accent].opaque.css
    }
}

/// The link to the themes index under a picker that shows only some themes.
struct MoreThemesLink: TemplateData {
    var href: String
    var count: Int
    /// The link's text ("All 12 themes").
    var label = ""

    static let fields = TemplateFields<Self>([
        .text("href", "The link to the themes index (`themes/index.html`).") { $0.href },
        .number("count", "How many themes the site has.") { $0.count },
        .text("label", "The link's text, in the page's language (`strings.allThemes`).") { $0.label },
    ])
}

/// A radio button: a color scheme choice or a font size step.
struct RadioOption: TemplateData {
    var value: String
    var label: String
    var checked: Bool
    var disabled: Bool

    static let fields = TemplateFields<Self>([
        .text("value", "The radio button's value.") { $0.value },
        .text("label", "Its label.") { $0.label },
        .flag("checked", "Whether it starts checked.") { $0.checked },
        .flag("disabled", "Whether it is disabled (the page is pinned to a scheme).") { $0.disabled },
    ])
}

/// An accessibility variant's switch (increased contrast, reduce transparency…).
struct VariantSwitch: TemplateData {
    var id: String
    var label: String

    static let fields = TemplateFields<Self>([
        .text("id", "The variant's id, in `data-variant` and element ids.") { $0.id },
        .text("label", "The variant's name.") { $0.label },
    ])
}

/// A link of a navigation list: the header's site links, a pinned page's
/// scheme links.
struct NavLink: TemplateData {
    var href: String
    var label: String
    var current: Bool

    static let fields = TemplateFields<Self>([
        .text("href", "Where it leads.") { $0.href },
        .text("label", "Its text.") { $0.label },
        .flag("current", "Whether it leads to the page shown (marked `aria-current=\"page\"`).") { $0.current },
    ])
}
