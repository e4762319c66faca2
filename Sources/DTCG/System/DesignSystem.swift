import Basics
import ThemeTokens

/// A team's design system as the team keeps it: its tokens, resolved for
/// every combination of the axes it varies along (brand, color mode,
/// density...). DTCG resolver documents and Tokens Studio folders are both
/// read into this one value; the site, the contrast audit and the exports
/// read only this.
public struct DesignSystem: Sendable {
    /// The system's name (the resolver's `name`, the folder's name).
    public var name: String
    /// The axes, in the order the system declares them.
    public var axes: [DesignAxis]
    /// Every combination the system defines, the first being its default;
    /// each holds one value per axis, in `axes` order.
    public var combinations: [DesignCombination]
    /// The resolved tokens of each combination in `combinations`.
    public var tokens: [DesignCombination: DTCGTokenSet]
    /// For each combination, the tokens read only so that others can name
    /// them (Tokens Studio's `source` sets), resolved: not the system's
    /// output, but where a reference chain in `tokens` leads. Empty when
    /// the format has no such sets.
    public var sourceTokens: [DesignCombination: DTCGTokenSet]
    /// What was read with a warning (a key applied leniently, a token type
    /// read partly), located; the build prints them.
    public var warnings: [Diagnostic]

    public init(name: String, axes: [DesignAxis], combinations: [DesignCombination],
                tokens: [DesignCombination: DTCGTokenSet],
                sourceTokens: [DesignCombination: DTCGTokenSet] = [:], warnings: [Diagnostic] = []) {
        self.name = name
        self.axes = axes
        self.combinations = combinations
        self.tokens = tokens
        self.sourceTokens = sourceTokens
        self.warnings = warnings
    }
}

extension DesignSystem {
    /// The color scheme of `combination`: its value on the light/dark
    /// axis, when that is the light or the dark one (nil for `wireframe`,
    /// or a system without such an axis). The one answer the gallery's
    /// themes, the contrast audit, the token pages and the exports share.
    public func scheme(of combination: DesignCombination) -> ColorScheme? {
        guard let index = axes.firstIndex(where: { $0.colorScheme != nil }), let values = axes[index].colorScheme,
              combination.values.indices.contains(index) else { return nil }
        let value = combination.values[index]
        if value == values.light { return .light }
        if value == values.dark { return .dark }
        return nil
    }
}

/// One way a system varies, with the values it takes (`mode`: `light`,
/// `dark`, `wireframe`).
public struct DesignAxis: Sendable, Hashable {
    /// As the system names it: a Tokens Studio theme group, a resolver modifier.
    public var name: String
    public var values: [String]
    /// Which of `values` are the light and the dark color scheme, when this
    /// axis is the system's light/dark axis (found by its values).
    public var colorScheme: ColorSchemeValues?

    /// The values of a light/dark axis that are light and dark; a third
    /// value (`wireframe`) stays a value of the axis.
    public struct ColorSchemeValues: Sendable, Hashable {
        public var light: String?
        public var dark: String?
        public init(light: String?, dark: String?) {
            self.light = light
            self.dark = dark
        }
    }

    public init(name: String, values: [String], colorScheme: ColorSchemeValues? = nil) {
        self.name = name
        self.values = values
        self.colorScheme = colorScheme
    }
}

/// One value for each axis of a system, in the system's axis order.
public struct DesignCombination: Sendable, Hashable {
    public var values: [String]
    public init(_ values: [String]) { self.values = values }
}
