import ThemeTokens
import Theming

/// One axis of a design system in the Appearance controls (`brand`:
/// Casual, Business): a button per value, or on a pinned page a link to
/// the pinned page with that value.
struct AxisControl: TemplateData {
    var name: String
    var index: Int
    var values: [AxisValueChoice]

    static let fields = TemplateFields<Self>([
        .text("name", "The axis's name, as the design system names it (a Tokens Studio theme group, a resolver modifier).") { $0.name },
        .number("index", "The axis's position, from 0, for element ids and `data-axis`.") { $0.index },
        .list("values", "Its values, in the system's order.") { $0.values },
    ])

    /// Every axis of `axes` as live buttons, with `theme`'s values
    /// selected; `disabled` when the page is pinned to a theme.
    static func live(_ axes: ThemeAxes?, selected theme: ThemeID, disabled: Bool) -> [AxisControl] {
        all(axes, selected: theme) { _, _ in (nil, disabled) }
    }

    /// Every axis of `axes` as links to the pinned pages: `href` gives a
    /// theme's page, nil when it has none (the value is then disabled).
    static func pinned(_ axes: ThemeAxes?, selected theme: ThemeID, href: (ThemeID) -> String?) -> [AxisControl] {
        guard let axes else { return [] }
        return all(axes, selected: theme) { axis, value in
            let target = axes.theme(from: theme, setting: axis, to: value).flatMap(href)
            return (target, target == nil)
        }
    }

    private static func all(_ axes: ThemeAxes?, selected theme: ThemeID,
                            choice: (_ axis: Int, _ value: String) -> (href: String?, disabled: Bool)) -> [AxisControl] {
        guard let axes else { return [] }
        let current = axes.values[theme] ?? []
        return axes.axes.enumerated().map { index, axis in
            AxisControl(name: axis.name, index: index, values: axis.values.map { value in
                let (href, disabled) = choice(index, value)
                return AxisValueChoice(label: value, axis: index,
                                       selected: current.indices.contains(index) && current[index] == value,
                                       href: href, disabled: disabled)
            })
        }
    }
}

/// A value of an axis in the Appearance controls.
struct AxisValueChoice: TemplateData {
    var label: String
    var axis: Int
    var selected: Bool
    var href: String?
    var disabled: Bool

    static let fields = TemplateFields<Self>([
        .text("label", "The value, as the design system names it; also the button's `data-axis-value`.") { $0.label },
        .number("axis", "Its axis's position, from 0 (`data-axis`).") { $0.axis },
        .flag("selected", "Whether the theme shown has this value.") { $0.selected },
        .optionalText("href", "On a pinned page, the link to the pinned page with this value (and the others unchanged); false for a live button.") { $0.href },
        .flag("disabled", "Whether it cannot be chosen: the page is pinned to a theme, or the combination has no pinned page.") { $0.disabled },
    ])
}
