import DTCG
import Theming
import ThemeTokens

/// A team's design system as every export format reads it: each
/// combination with its id (`casual-green`), its display name, its color
/// scheme when the system has a light/dark axis, and its tokens with their
/// values in the shapes the formats write (`ExportValue`).
///
/// The tokens are the system's own (`DesignSystem.tokens`): Tokens Studio's
/// `source` sets, read only so that references resolve, are not exported,
/// as Tokens Studio does not export them.
public struct SystemExport: Sendable {
    /// One combination of the system's axes, the first being the default.
    public struct Combination: Sendable {
        public var combination: DesignCombination
        /// Lower-case letters, digits and `-` (`casual-green`), distinct:
        /// the id the site's theme picker and `data-theme` use.
        public var id: String
        /// The values joined with ` · ` (`Casual · Green`).
        public var title: String
        /// The scheme of the system's light/dark axis value, when it is
        /// one of the two.
        public var scheme: ColorScheme?
        /// In the system's order.
        public var tokens: [ExportToken]
    }

    public var system: DesignSystem
    /// Where the system is read from (its `$themes.json` or resolver), as
    /// shown to people: warnings about the whole system point there.
    public var file: String
    /// In the system's order, the default first.
    public var combinations: [Combination]

    public init(_ system: DesignSystem, file: String) {
        self.system = system
        self.file = file
        // Never empty: the formats name the default combination.
        let all = system.combinations.isEmpty ? [DesignCombination(system.axes.map { $0.values.first ?? "" })] : system.combinations
        let ids = SystemExport.combinationIDs(all)
        combinations = zip(all, ids).map { combination, id in
            Combination(combination: combination, id: id, title: combination.values.joined(separator: " · "),
                        scheme: system.scheme(of: combination),
                        tokens: (system.tokens[combination]?.tokens ?? []).map(ExportToken.init))
        }
    }

    /// Every token name of any combination, each once, in the order first met.
    var tokenNames: [String] {
        var seen = Set<String>()
        return combinations.flatMap(\.tokens).map(\.token.name).filter { seen.insert($0).inserted }
    }

    /// The first token of each name, in `tokenNames` order.
    var firstTokens: [ExportToken] {
        var seen = Set<String>()
        return combinations.flatMap(\.tokens).filter { seen.insert($0.token.name).inserted }
    }

    /// `the design system 'Lion' (6 combinations)`: what an export holds,
    /// for its summary line.
    public var summary: String {
        let count = combinations.count
        return "the design system '\(system.name)' (\(count) combination\(count == 1 ? "" : "s"))"
    }

    // MARK: Ids

    /// `casual-green` for [Casual, Green]: each combination's slug
    /// (`DesignCombination.slug`, as the site's theme ids start), a
    /// repeated one with `-2`, `-3`... Unlike a theme id, it keeps the
    /// light/dark value: an export has one entry per combination.
    public static func combinationIDs(_ combinations: [DesignCombination]) -> [String] {
        var used = Set<String>()
        return combinations.enumerated().map { index, combination in
            let base = combination.slug(index: index)
            var id = base
            var number = 2
            while !used.insert(id).inserted {
                id = "\(base)-\(number)"
                number += 1
            }
            return id
        }
    }


    // MARK: Light and dark pairs

    /// Combinations as platforms with a dark mode of their own (asset
    /// catalogs, Android's `values-night`) hold them: a light combination
    /// with the dark one that differs only in the light/dark value; every
    /// other combination (`wireframe`, a system without a light/dark
    /// axis) alone.
    struct Appearance {
        /// The combination's id, or for a pair the ids' common part
        /// (`acme` for `acme-light` and `acme-dark`).
        var id: String
        var title: String
        var light: Combination
        var dark: Combination?
    }

    var appearances: [Appearance] {
        guard let axis = system.axes.firstIndex(where: { $0.colorScheme?.light != nil && $0.colorScheme?.dark != nil }) else {
            return combinations.map { Appearance(id: $0.id, title: $0.title, light: $0, dark: nil) }
        }
        var paired = Set<Int>()
        var result: [Appearance] = []
        for (index, combination) in combinations.enumerated() where !paired.contains(index) {
            guard combination.scheme == .light,
                  let darkIndex = combinations.indices.first(where: { other in
                      !paired.contains(other) && combinations[other].scheme == .dark
                          && combinations[other].combination.values.enumerated().allSatisfy { $0.offset == axis || $0.element == combination.combination.values[$0.offset] }
                  }) else {
                result.append(Appearance(id: combination.id, title: combination.title, light: combination, dark: nil))
                continue
            }
            paired.insert(index)
            paired.insert(darkIndex)
            var others = combination.combination.values
            others.remove(at: axis)
            let title = others.isEmpty ? system.name : others.joined(separator: " · ")
            let id = SystemExport.combinationIDs([DesignCombination(others.isEmpty ? [system.name] : others)])[0]
            result.append(Appearance(id: id, title: title, light: combination, dark: combinations[darkIndex]))
        }
        return result
    }
}

/// One token of a combination and its value in the shape formats write.
public struct ExportToken: Sendable {
    public var token: DTCGToken
    public var value: ExportValue

    init(_ token: DTCGToken) {
        self.token = token
        self.value = ExportValue(token)
    }

    /// How warnings name the token's kind: its DTCG type (`typography`),
    /// or the type the file wrote when DTCG has none (`textCase`,
    /// `boolean`, `composition`).
    var kind: String {
        switch value {
        case .text, .keyword, .bool, .json:
            if let sourceType = token.sourceType { return sourceType }
            return token.type == .other ? "other" : token.type.rawValue
        default:
            return token.type == .other ? (token.sourceType ?? "other") : token.type.rawValue
        }
    }
}
