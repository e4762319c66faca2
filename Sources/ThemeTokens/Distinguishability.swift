/// Colors that carry meaning only if they can be told apart: checked in
/// OKLab under each simulated color-vision deficiency.
public enum Distinguishability {
    /// Pairs closer than this (ΔE OK, about five just-noticeable differences
    /// of 0.02) are flagged as collapsing. Under normal vision only the dark
    /// Midnight and Lavender accents (0.094) come that close; under
    /// deuteranopia Forest and Rose fall to 0.058.
    public static let threshold = 0.1

    public struct Pair: Hashable, Sendable {
        public var group: String
        public var first: (name: String, color: Color)
        public var second: (name: String, color: Color)

        public static func == (lhs: Pair, rhs: Pair) -> Bool {
            lhs.group == rhs.group && lhs.first.name == rhs.first.name && lhs.first.color == rhs.first.color
                && lhs.second.name == rhs.second.name && lhs.second.color == rhs.second.color
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(group)
            hasher.combine(first.name)
            hasher.combine(second.name)
        }
    }

    public struct Result: Hashable, Sendable {
        public var pair: Pair
        public var scheme: ColorScheme
        /// nil for normal vision.
        public var deficiency: ColorVisionDeficiency?
        public var distance: Double

        public var collapses: Bool { distance < Distinguishability.threshold }
    }

    /// The pairs that must stay apart in `registry` for `scheme`: success vs
    /// destructive, the category colors of the default theme, and the
    /// accents in the picker (see `accentPairs`).
    public static func pairs(_ registry: ThemeRegistry, _ scheme: ColorScheme) -> [Pair] {
        var pairs: [Pair] = []
        let colors = registry.defaultTheme.colors(for: scheme)
        pairs.append(Pair(group: "Status", first: ("success", colors[.success]),
                          second: ("destructive", colors[.destructive])))
        pairs.append(Pair(group: "Status", first: ("warning", colors[.warning]),
                          second: ("destructive", colors[.destructive])))
        let categories = Category.allCases.filter { $0 != .uncategorized }
        for (index, first) in categories.enumerated() {
            for second in categories[(index + 1)...] {
                pairs.append(Pair(group: "Categories",
                                  first: (first.displayName, colors[first].foreground),
                                  second: (second.displayName, colors[second].foreground)))
            }
        }
        let accents = registry.themes.map { ($0.displayName, $0.colors(for: scheme)[.accent]) }
        for (first, second) in accentPairs(accents.map { $0.1 }) {
            pairs.append(Pair(group: "Accents", first: accents[first], second: accents[second]))
        }
        return pairs
    }

    /// Up to this many themes, every two accents are a pair; beyond it each
    /// accent is paired with its nearest neighbour only, so the report grows
    /// with the number of themes, not with its square.
    public static let allAccentPairsLimit = 12

    /// Index pairs of `accents` to check, in order: all of them for a small
    /// picker; else each accent with the one closest to it under normal
    /// vision or any simulated deficiency, each pair once.
    public static func accentPairs(_ accents: [Color]) -> [(Int, Int)] {
        let count = accents.count
        guard count > allAccentPairsLimit else {
            return (0..<count).flatMap { first in ((first + 1)..<count).map { (first, $0) } }
        }
        let visions: [ColorVisionDeficiency?] = [nil] + ColorVisionDeficiency.allCases.map { $0 }
        let points = visions.map { deficiency in
            accents.map { OKLab((deficiency?.simulate($0) ?? $0).opaque) }
        }
        var chosen = Set<[Int]>()
        var result: [(Int, Int)] = []
        for first in 0..<count {
            var nearest = -1
            var nearestDistance = Double.infinity
            for second in 0..<count where second != first {
                for vision in points.indices {
                    let distance = points[vision][first].distance(to: points[vision][second])
                    if distance < nearestDistance {
                        nearestDistance = distance
                        nearest = second
                    }
                }
            }
            guard nearest >= 0 else { continue }
            let pair = [min(first, nearest), max(first, nearest)]
            if chosen.insert(pair).inserted { result.append((pair[0], pair[1])) }
        }
        return result
    }

    /// Every pair under normal vision and each deficiency, light then dark.
    public static func check(_ registry: ThemeRegistry) -> [Result] {
        var results: [Result] = []
        for scheme in ColorScheme.allCases {
            for pair in pairs(registry, scheme) {
                let visions: [ColorVisionDeficiency?] = [nil] + ColorVisionDeficiency.allCases.map { $0 }
                for deficiency in visions {
                    let a = deficiency?.simulate(pair.first.color) ?? pair.first.color
                    let b = deficiency?.simulate(pair.second.color) ?? pair.second.color
                    results.append(Result(pair: pair, scheme: scheme, deficiency: deficiency,
                                          distance: OKLab(a.opaque).distance(to: OKLab(b.opaque))))
                }
            }
        }
        return results
    }
}
