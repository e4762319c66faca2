import ThemeTokens
import Theming

// The rows and items of the gallery's lists (`gallery.mustache`).

/// A simulated color-vision deficiency: an SVG filter and a radio button.
struct SimulationFilter: TemplateData {
    var id: String
    var label: String
    var matrix: String

    static let fields = TemplateFields<Self>([
        .text("id", "The deficiency's id, in the filter's id (`tp-cvd-ID`) and the radio button's value.") { $0.id },
        .text("label", "The deficiency's name (\"Protanopia\").") { $0.label },
        .text("matrix", "The `feColorMatrix` values that simulate it.") { $0.matrix },
    ])

    static func all() -> [SimulationFilter] {
        ColorVisionDeficiency.allCases.map { SimulationFilter(id: $0.rawValue, label: $0.label, matrix: $0.feColorMatrixValues) }
    }
}

/// A tab of the thread list's category tabs.
struct CategoryTab: TemplateData {
    var label: String
    var count: String?
    var selected: Bool

    static let fields = TemplateFields<Self>([
        .text("label", "The category's name.") { $0.label },
        .optionalText("count", "How many unread threads the tab's badge shows; false when none.") { $0.count },
        .flag("selected", "Whether the tab is the selected one.") { $0.selected },
    ])

    static func all() -> [CategoryTab] {
        SampleContent.tabs.map { CategoryTab(label: $0.label, count: $0.count > 0 ? String($0.count) : nil, selected: $0.selected) }
    }
}

/// A tab of the app's bottom tab bar.
struct BottomTab: TemplateData {
    var label: String
    var icon: String
    var selected: Bool

    static let fields = TemplateFields<Self>([
        .text("label", "The tab's name.") { $0.label },
        .text("icon", "The tab's icon, a symbol of the `icons` partial (`#icon-NAME`).") { $0.icon },
        .flag("selected", "Whether the tab is the selected one.") { $0.selected },
    ])

    static func all() -> [BottomTab] {
        SampleContent.bottomTabs.map { BottomTab(label: $0.label, icon: $0.icon, selected: $0.selected) }
    }
}

/// The sample message the message screen shows.
struct SampleMessage: TemplateData {
    var sender: String
    var initials: String
    var avatarIndex: Int
    var time: String
    var body: [String]
    var attachment: String

    static let fields = TemplateFields<Self>([
        .text("sender", "Who sent the message.") { $0.sender },
        .text("initials", "The sender's initials, shown in the avatar.") { $0.initials },
        .number("avatarIndex", "The sender's avatar color, an index into the theme's avatar palette.") { $0.avatarIndex },
        .text("time", "When it was sent.") { $0.time },
        .texts("body", "The message's paragraphs, one text each.") { $0.body },
        .text("attachment", "The attached file's name.") { $0.attachment },
    ])

    /// The message, its sender's avatar color from a palette of `avatarCount`.
    init(avatarCount: Int) {
        sender = "Maya Chen"
        initials = SampleContent.initials(sender)
        avatarIndex = AvatarPalette.index(for: sender, count: avatarCount)
        time = "9:41 AM"
        body = SampleContent.messageBody
        attachment = "Theme tokens v2.pdf"
    }
}

/// A mail category's chip and colors, in the page's theme and scheme.
struct CategoryChip: TemplateData {
    var id: String
    var name: String
    var foregroundVariable: String
    var mutedVariable: String
    var foreground: String
    var muted: String

    static let fields = TemplateFields<Self>([
        .text("id", "The category's id, for its chip's class (`vm-category-ID`).") { $0.id },
        .text("name", "The category's name.") { $0.name },
        .text("foregroundVariable", "The CSS variable of its foreground color.") { $0.foregroundVariable },
        .text("mutedVariable", "The CSS variable of its muted background color.") { $0.mutedVariable },
        .text("foreground", "Its foreground color's CSS value.") { $0.foreground },
        .text("muted", "Its muted background color's CSS value.") { $0.muted },
    ])

    static func all(_ colors: ThemeColors) -> [CategoryChip] {
        Category.allCases.map { category in
            CategoryChip(id: category.kebabName, name: category.displayName,
                         foregroundVariable: CSSVariable.category(category),
                         mutedVariable: CSSVariable.categoryMuted(category),
                         foreground: colors[category].foreground.css, muted: colors[category].muted.css)
        }
    }
}

/// A group of the settings screen.
struct SettingsSection: TemplateData {
    var title: String?
    var rows: [SettingsItem]

    static let fields = TemplateFields<Self>([
        .optionalText("title", "The group's header; false for a group without one.") { $0.title },
        .list("rows", "The group's rows.") { $0.rows },
    ])

    static func all() -> [SettingsSection] {
        SampleContent.settingsSections.map { section in
            SettingsSection(title: section.title.isEmpty ? nil : section.title, rows: section.rows.map { row in
                SettingsItem(label: row.label, detail: row.detail, icon: row.icon,
                             chevron: row.chevron, destructive: row.destructive)
            })
        }
    }
}

/// A row of the settings screen.
struct SettingsItem: TemplateData {
    var label: String
    var detail: String?
    var icon: String?
    var chevron: Bool
    var destructive: Bool

    static let fields = TemplateFields<Self>([
        .text("label", "The row's label.") { $0.label },
        .optionalText("detail", "The text under the label; false when none.") { $0.detail },
        .optionalText("icon", "The row's icon, a symbol of the `icons` partial; false when none.") { $0.icon },
        .flag("chevron", "Whether the row leads to another screen (shows a chevron).") { $0.chevron },
        .flag("destructive", "Whether the row is destructive (Sign Out).") { $0.destructive },
    ])
}

/// One state of the profile form.
struct ProfileFormState: TemplateData {
    var index: Int
    var state: String
    var firstName: String
    var lastName: String
    var invalid: Bool
    var saving: Bool
    var saved: Bool
    var empty: Bool

    static let fields = TemplateFields<Self>([
        .number("index", "The state's position, from 0, for element ids.") { $0.index },
        .text("state", "The state's name (\"Error\", \"Saving\").") { $0.state },
        .text("firstName", "The first-name field's value.") { $0.firstName },
        .text("lastName", "The last-name field's value.") { $0.lastName },
        .flag("invalid", "Whether the first name is marked invalid, with its error message.") { $0.invalid },
        .flag("saving", "Whether the form is saving (fields and button disabled, a spinner).") { $0.saving },
        .flag("saved", "Whether the form shows its saved confirmation.") { $0.saved },
        .flag("empty", "Whether the form is empty (the button disabled).") { $0.empty },
    ])

    static func all() -> [ProfileFormState] {
        SampleContent.profileStates.enumerated().map { index, state in
            ProfileFormState(index: index, state: state.state, firstName: state.firstName, lastName: state.lastName,
                             invalid: state.invalid, saving: state.saving, saved: state.saved, empty: state.empty)
        }
    }
}

/// A group of color tokens and their values in the page's theme and scheme.
struct ColorGroup: TemplateData {
    var name: String
    var tokens: [ColorTokenRow]

    static let fields = TemplateFields<Self>([
        .text("name", "The group's name (\"Backgrounds\").") { $0.name },
        .list("tokens", "The group's tokens.") { $0.tokens },
    ])

    /// The spec's groups, then the syntax colors.
    static func all(_ colors: ThemeColors) -> [ColorGroup] {
        ColorTokenGroup.allCases.map { group in
            ColorGroup(name: group.rawValue, tokens: ColorToken.allCases.filter { $0.group == group }.map { token in
                ColorTokenRow(name: token.name, cssVariable: CSSVariable.color(token),
                              value: colors[token].css, purpose: token.purpose)
            })
        } + [syntax(colors)]
    }

    /// The colors of highlighted code.
    static func syntax(_ colors: ThemeColors) -> ColorGroup {
        ColorGroup(name: syntaxName, tokens: SyntaxToken.allCases.map { token in
            ColorTokenRow(name: token.qualifiedName, cssVariable: CSSVariable.syntax(token),
                          value: colors[syntax: token].css, purpose: token.purpose)
        })
    }

    /// The syntax group's heading.
    static let syntaxName = "Syntax Highlighting"
}

/// A color token.
struct ColorTokenRow: TemplateData {
    var name: String
    var cssVariable: String
    var value: String
    var purpose: String

    static let fields = TemplateFields<Self>([
        .text("name", "The token's name.") { $0.name },
        .text("cssVariable", "Its CSS variable.") { $0.cssVariable },
        .text("value", "Its CSS value in the page's theme and scheme.") { $0.value },
        .text("purpose", "What the app uses it for.") { $0.purpose },
    ])
}

/// A color of the avatar palette.
struct AvatarSwatch: TemplateData {
    var index: Int
    var name: String
    var initials: String
    var cssVariable: String

    static let fields = TemplateFields<Self>([
        .number("index", "Its position in the palette, from 0 (`vm-avatar-N`).") { $0.index },
        .text("name", "A sample name shown with it.") { $0.name },
        .text("initials", "The sample name's initials.") { $0.initials },
        .text("cssVariable", "Its CSS variable.") { $0.cssVariable },
    ])

    static func all(count: Int) -> [AvatarSwatch] {
        (0..<count).map { index in
            let name = AvatarPalette.names[index % AvatarPalette.names.count]
            return AvatarSwatch(index: index, name: name, initials: String(name.prefix(2)).uppercased(),
                                cssVariable: CSSVariable.avatar(index))
        }
    }
}

/// A type token.
struct TypeTokenRow: TemplateData {
    var name: String
    var cssVariable: String
    var size: String
    var weight: String
    var monospaced: Bool
    var usage: String
    var sample: String

    static let fields = TemplateFields<Self>([
        .text("name", "The token's name.") { $0.name },
        .text("cssVariable", "Its CSS variable (a `font` shorthand).") { $0.cssVariable },
        .text("size", "Its size in points.") { $0.size },
        .text("weight", "Its weight's name (\"semibold\").") { $0.weight },
        .flag("monospaced", "Whether it is monospaced.") { $0.monospaced },
        .text("usage", "What the app uses it for.") { $0.usage },
        .text("sample", "Sample text set in it.") { $0.sample },
    ])

    static func all(_ theme: Theme) -> [TypeTokenRow] {
        TypeToken.allCases.map { token in
            let style = theme.typography[token]
            return TypeTokenRow(name: token.name, cssVariable: CSSVariable.font(token),
                                size: NumberFormat.decimal(style.size, maxFractionDigits: 2),
                                weight: style.weight.rawValue, monospaced: style.design == .monospaced,
                                usage: token.usage, sample: SampleContent.typeSamples[token] ?? token.name)
        }
    }
}

/// A spacing token.
struct SpacingTokenRow: TemplateData {
    var name: String
    var cssVariable: String
    var value: String
    var usage: String

    static let fields = TemplateFields<Self>([
        .text("name", "The token's name.") { $0.name },
        .text("cssVariable", "Its CSS variable.") { $0.cssVariable },
        .text("value", "Its value (\"16px\").") { $0.value },
        .text("usage", "What the app uses it for.") { $0.usage },
    ])

    static func all(_ theme: Theme) -> [SpacingTokenRow] {
        SpacingToken.allCases.map { token in
            SpacingTokenRow(name: token.name, cssVariable: CSSVariable.space(token),
                            value: TokenDeclarations.px(theme.spacing[token]), usage: token.usage)
        }
    }
}

/// A corner radius token.
struct RadiusTokenRow: TemplateData {
    var name: String
    var cssVariable: String
    var value: String
    var usage: String

    static let fields = TemplateFields<Self>([
        .text("name", "The token's name.") { $0.name },
        .text("cssVariable", "Its CSS variable.") { $0.cssVariable },
        .text("value", "Its value (\"12px\", or \"capsule\").") { $0.value },
        .text("usage", "What the app uses it for.") { $0.usage },
    ])

    static func all(_ theme: Theme) -> [RadiusTokenRow] {
        RadiusToken.allCases.map { token in
            let value: String = switch theme.shapes.radii[token] {
            case .points(let points): TokenDeclarations.px(points)
            case .capsule: "capsule"
            }
            return RadiusTokenRow(name: token.name, cssVariable: CSSVariable.radius(token), value: value, usage: token.usage)
        }
    }
}

/// A shadow token.
struct ShadowTokenRow: TemplateData {
    var name: String
    var cssVariable: String
    var usage: String
    var value: String

    static let fields = TemplateFields<Self>([
        .text("name", "The token's name.") { $0.name },
        .text("cssVariable", "Its CSS variable.") { $0.cssVariable },
        .text("usage", "What the app uses it for.") { $0.usage },
        .text("value", "Its light-mode shadow in words (color, radius, offset); none in dark mode.") { $0.value },
    ])

    static func all(_ theme: Theme) -> [ShadowTokenRow] {
        ShadowToken.allCases.map { token in
            let light = theme.shapes.lightShadows[token]
            let percent = NumberFormat.decimal(light.color.alpha * 100, maxFractionDigits: 1)
            return ShadowTokenRow(
                name: token.name, cssVariable: CSSVariable.shadow(token), usage: token.usage,
                value: "black at \(percent)%, radius \(NumberFormat.decimal(light.radius, maxFractionDigits: 1)), y \(NumberFormat.decimal(light.y, maxFractionDigits: 1)); none in dark")
        }
    }
}
