extension DesignAxis {
    /// Which of `values` are the light and the dark scheme: the values
    /// named `light` and `dark` (any case); nil when neither is there.
    public static func colorSchemeValues(of values: [String]) -> ColorSchemeValues? {
        let light = values.first { $0.lowercased() == "light" }
        let dark = values.first { $0.lowercased() == "dark" }
        return light == nil && dark == nil ? nil : ColorSchemeValues(light: light, dark: dark)
    }

    /// `axes` with the light/dark axis marked (`colorScheme`): the first
    /// axis with both a light and a dark value, else the first with
    /// either. Other values of that axis (`wireframe`) stay its values.
    /// Axes already marked are kept as they are.
    public static func findingColorScheme(_ axes: [DesignAxis]) -> [DesignAxis] {
        guard !axes.contains(where: { $0.colorScheme != nil }) else { return axes }
        let found = axes.map { colorSchemeValues(of: $0.values) }
        let index = found.firstIndex { $0?.light != nil && $0?.dark != nil } ?? found.firstIndex { $0 != nil }
        var axes = axes
        if let index { axes[index].colorScheme = found[index] }
        return axes
    }
}
