import DTCG
import ThemeTokens

/// The axes a site's themes vary along when they are a design system's
/// combinations (`brand`: Casual, Business × `color`: Green, Blue,
/// Purple), so the Appearance controls offer one choice per axis instead
/// of one list of every combination.
///
/// A light/dark axis is the scheme switch, not an axis here; when it has
/// another value (`wireframe`), it is an axis whose first value stands for
/// light and dark together (`Light / Dark`).
public struct ThemeAxes: Sendable, Hashable {
    /// One axis as the controls show it.
    public struct Axis: Sendable, Hashable {
        /// As the system names it.
        public var name: String
        /// In the system's order.
        public var values: [String]

        public init(name: String, values: [String]) {
            self.name = name
            self.values = values
        }
    }

    public var axes: [Axis]
    /// Each theme's value of every axis, in `axes` order.
    public var values: [ThemeID: [String]]
    /// The themes in the registry's order, for lookups that must not
    /// depend on a dictionary's.
    public var order: [ThemeID]
    /// How many combinations the system has (light and dark counted
    /// apart), for "6 combinations of brand × color".
    public var combinationCount: Int

    /// The axes of `system` over `themes` (made from it by `SystemThemes`).
    public init(system: DesignSystem, themes: SystemThemes) {
        var axes: [Axis] = []
        var kept: [(index: Int, folded: String?)] = []
        for (index, axis) in system.axes.enumerated() {
            if let scheme = axis.colorScheme {
                let schemeValues = [scheme.light, scheme.dark].compactMap { $0 }
                let others = axis.values.filter { !schemeValues.contains($0) }
                guard !others.isEmpty else { continue }
                let folded = schemeValues.joined(separator: " / ")
                axes.append(Axis(name: axis.name, values: [folded] + others))
                kept.append((index, folded))
            } else {
                axes.append(Axis(name: axis.name, values: axis.values))
                kept.append((index, nil))
            }
        }
        var values: [ThemeID: [String]] = [:]
        for made in themes.themes {
            values[made.theme.id] = kept.map { axis in
                let value = made.combination.values.indices.contains(axis.index) ? made.combination.values[axis.index] : ""
                if let folded = axis.folded, made.scheme != nil { return folded }
                return value
            }
        }
        self.axes = axes
        self.values = values
        self.order = themes.themes.map(\.theme.id)
        self.combinationCount = system.combinations.count
    }

    /// The theme with `theme`'s values but `value` on the axis at `axis`:
    /// the first such theme, or, when the system lacks that combination,
    /// the first theme with `value` there.
    public func theme(from theme: ThemeID, setting axis: Int, to value: String) -> ThemeID? {
        guard axes.indices.contains(axis) else { return nil }
        var wanted = values[theme] ?? []
        if wanted.indices.contains(axis) { wanted[axis] = value }
        if let exact = order.first(where: { values[$0] == wanted }) { return exact }
        return order.first { values[$0].map { $0.indices.contains(axis) && $0[axis] == value } ?? false }
    }
}
