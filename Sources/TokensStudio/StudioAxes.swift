import DTCG

/// The axes a Tokens Studio system varies along, derived from its themes,
/// and the token sets each combination of their values reads.
struct StudioAxes {
    /// One combination and the sets it reads.
    struct Combination {
        var combination: DesignCombination
        var enabled: Set<StudioSetName>
        var source: Set<StudioSetName>
    }

    var axes: [DesignAxis]
    var combinations: [Combination]

    /// - Themes with a `group`: each group is an axis, its themes' names
    ///   its values; themes of one group and name are one theme. Themes
    ///   without a group (beside grouped ones) form an axis `theme`.
    ///   Combinations are every combination of the axes' values; each reads
    ///   the sets of its values' themes.
    /// - No groups, names like "Hunt dark", "Hunt light": when every name
    ///   has two or more words and the last words include `light` or
    ///   `dark`, the rest is a `brand` axis and the last words a `mode`
    ///   axis; the combinations are the themes.
    /// - Otherwise one axis `theme` with every theme.
    /// - No themes: no axes, one combination that reads every set.
    static func derive(_ themes: [StudioTheme], allSets: [StudioSetName]) -> StudioAxes {
        guard !themes.isEmpty else {
            return StudioAxes(axes: [], combinations: [
                Combination(combination: DesignCombination([]), enabled: Set(allSets), source: []),
            ])
        }
        if themes.contains(where: { $0.group != nil }) {
            return grouped(themes)
        }
        if let split = splitNames(themes) { return split }
        return grouped(themes)
    }

    private static func grouped(_ themes: [StudioTheme]) -> StudioAxes {
        var groupOrder: [String] = []
        var byGroup: [String: [StudioTheme]] = [:]
        for theme in themes {
            let group = theme.group ?? "theme"
            if byGroup[group] == nil { groupOrder.append(group) }
            var members = byGroup[group, default: []]
            if let index = members.firstIndex(where: { $0.name == theme.name }) {
                members[index] = members[index].merged(with: theme)
            } else {
                members.append(theme)
            }
            byGroup[group] = members
        }
        var axes = groupOrder.map { DesignAxis(name: $0, values: byGroup[$0, default: []].map(\.name)) }
        markColorScheme(&axes)
        var combinations: [Combination] = [Combination(combination: DesignCombination([]), enabled: [], source: [])]
        for group in groupOrder {
            var next: [Combination] = []
            for partial in combinations {
                for theme in byGroup[group, default: []] {
                    next.append(Combination(combination: DesignCombination(partial.combination.values + [theme.name]),
                                            enabled: partial.enabled.union(theme.enabled),
                                            source: partial.source.union(theme.source)))
                }
            }
            combinations = next
        }
        for index in combinations.indices {
            combinations[index].source.subtract(combinations[index].enabled)
        }
        return StudioAxes(axes: axes, combinations: combinations)
    }

    /// "Hunt dark", "Hunt light", "Acme dark": a brand axis and a mode axis.
    private static func splitNames(_ themes: [StudioTheme]) -> StudioAxes? {
        var parts: [(brand: String, mode: String, theme: StudioTheme)] = []
        for theme in themes {
            let words = theme.name.split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "_" || $0 == "/" })
            guard words.count >= 2, let last = words.last else { return nil }
            var brand = Substring(theme.name.trimmingSpaces)
            brand = brand.dropLast(last.count)
            while let end = brand.last, end == " " || end == "-" || end == "_" || end == "/" { brand = brand.dropLast() }
            parts.append((String(brand), String(last), theme))
        }
        guard parts.contains(where: { isLight($0.mode) || isDark($0.mode) }) else { return nil }
        var brands: [String] = [], modes: [String] = []
        var byPair: [String: StudioTheme] = [:]
        for part in parts {
            if !brands.contains(part.brand) { brands.append(part.brand) }
            if !modes.contains(part.mode) { modes.append(part.mode) }
            let key = part.brand + "\u{0}" + part.mode
            byPair[key] = byPair[key].map { $0.merged(with: part.theme) } ?? part.theme
        }
        var axes = [DesignAxis(name: "brand", values: brands), DesignAxis(name: "mode", values: modes)]
        markColorScheme(&axes)
        var combinations: [Combination] = []
        for brand in brands {
            for mode in modes {
                guard let theme = byPair[brand + "\u{0}" + mode] else { continue }
                combinations.append(Combination(combination: DesignCombination([brand, mode]),
                                                enabled: theme.enabled, source: theme.source.subtracting(theme.enabled)))
            }
        }
        return StudioAxes(axes: axes, combinations: combinations)
    }

    /// The first axis with a light or a dark value is the light/dark axis;
    /// its other values (`wireframe`, `high contrast`) stay its values.
    static func markColorScheme(_ axes: inout [DesignAxis]) {
        for index in axes.indices {
            let light = axes[index].values.first(where: isLight)
            let dark = axes[index].values.first(where: isDark)
            if light != nil || dark != nil {
                axes[index].colorScheme = DesignAxis.ColorSchemeValues(light: light, dark: dark)
                return
            }
        }
    }

    static func isLight(_ value: String) -> Bool { words(value).contains("light") }
    static func isDark(_ value: String) -> Bool { words(value).contains("dark") }

    private static func words<S: StringProtocol>(_ value: S) -> [String] {
        value.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
    }
}
