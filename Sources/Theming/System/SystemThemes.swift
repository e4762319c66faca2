import Basics
import DTCG
import ThemeTokens

/// A combination of a design system as a VaultMail theme, so the gallery,
/// the lab and `compare` can show it.
public struct SystemTheme: Sendable, Hashable {
    public var combination: DesignCombination
    /// The combination's value of the system's light/dark axis as a
    /// scheme; nil when the system has no such axis or the value is neither
    /// (`wireframe`).
    public var scheme: ColorScheme?
    /// The built-in theme with the mapped slots set: the scheme of the
    /// combination from its tokens, the other scheme from the combination
    /// that differs only in the light/dark value (or, when there is none,
    /// from the same tokens).
    public var theme: Theme
}

/// Every combination of a system as a theme, through a `SystemSlotMapping`.
public struct SystemThemes: Sendable {
    /// One theme per combination, in the system's order, except that a
    /// light and a dark combination that differ only on the light/dark
    /// axis are one theme with both schemes (at the light one's place).
    public var themes: [SystemTheme]
    /// Mapped tokens a combination lacks, or whose value the gallery
    /// cannot show (a unit other than px and rem, an unknown color space):
    /// the slot keeps the built-in value there. Each located at the token.
    public var warnings: [Diagnostic]

    /// Applies `mapping` to each combination of `system` over `parent`
    /// (the default built-in theme unless given), as theme files and DTCG
    /// token sets apply: colors by slot with `ThemeColors.applying`, so an
    /// accent brings its derived family (FR-BT-03) and the syntax colors
    /// follow.
    ///
    /// - Parameter folder: Where the system's files are (`tokens`), for
    ///   the warning about a token a combination lacks.
    public init(system: DesignSystem, mapping: SystemSlotMapping, parent: Theme = BuiltInThemes.defaultTheme,
                folder: String) {
        var builder = Builder(system: system, mapping: mapping, parent: parent, folder: folder)
        var themes: [SystemTheme] = []
        var usedIDs = Set<ThemeID>()
        for (index, combination) in system.combinations.enumerated() {
            let scheme = system.scheme(of: combination)
            // A dark combination is the dark side of its light counterpart's theme.
            if scheme == .dark, builder.counterpart(of: combination) != nil { continue }
            let shown = SystemThemes.shownValues(of: combination, in: system)
            var id = SystemThemes.id(for: DesignCombination(shown), index: index)
            if shown.isEmpty { id = SystemThemes.id(for: DesignCombination([system.name]), index: index) }
            id = SystemThemes.uniqueID(id, among: &usedIDs)
            var made = builder.theme(combination, id: id)
            made.theme.displayName = shown.isEmpty ? system.name : shown.joined(separator: " · ")
            themes.append(made)
        }
        self.themes = themes
        self.warnings = builder.warnings
    }

    /// The values of `combination` that tell its theme from the others:
    /// all but a light or dark value of the light/dark axis, which the
    /// scheme switch shows instead (`wireframe` stays).
    static func shownValues(of combination: DesignCombination, in system: DesignSystem) -> [String] {
        guard let axis = system.axes.firstIndex(where: { $0.colorScheme != nil }),
              system.scheme(of: combination) != nil else { return combination.values }
        var values = combination.values
        if values.indices.contains(axis) { values.remove(at: axis) }
        return values
    }

    /// The theme id of `combination`: its slug (`DesignCombination.slug`).
    static func id(for combination: DesignCombination, index: Int) -> ThemeID {
        ThemeID(combination.slug(index: index))
    }

    static func uniqueID(_ id: ThemeID, among used: inout Set<ThemeID>) -> ThemeID {
        var candidate = id
        var number = 2
        while !used.insert(candidate).inserted {
            candidate = ThemeID("\(id.rawValue)-\(number)")
            number += 1
        }
        return candidate
    }

    /// The combination with the other scheme's value on the light/dark
    /// axis and every other value the same, when the system has it.
    static func counterpart(of combination: DesignCombination, in system: DesignSystem) -> DesignCombination? {
        guard let axis = system.axes.firstIndex(where: { $0.colorScheme != nil }),
              let values = system.axes[axis].colorScheme, let light = values.light, let dark = values.dark,
              combination.values.indices.contains(axis) else { return nil }
        var swapped = combination
        switch combination.values[axis] {
        case light: swapped.values[axis] = dark
        case dark: swapped.values[axis] = light
        default: return nil
        }
        return system.tokens[swapped] == nil ? nil : swapped
    }


    struct Builder {
        let system: DesignSystem
        let mapping: SystemSlotMapping
        let parent: Theme
        let folder: String
        var warnings: [Diagnostic] = []
        private var reported = Set<String>()

        init(system: DesignSystem, mapping: SystemSlotMapping, parent: Theme, folder: String) {
            self.system = system
            self.mapping = mapping
            self.parent = parent
            self.folder = folder
        }

        mutating func theme(_ combination: DesignCombination, id: ThemeID) -> SystemTheme {
            var theme = parent
            theme.id = id
            theme.displayName = combination.values.joined(separator: " · ")
            let scheme = system.scheme(of: combination)
            let own = scheme ?? .light
            let other: ColorScheme = own == .light ? .dark : .light
            let counterpart = self.counterpart(of: combination) ?? combination
            let ownColors = colors(combination, over: parent.colors(for: own), own)
            let otherColors = colors(counterpart, over: parent.colors(for: other), other)
            theme.light = own == .light ? ownColors : otherColors
            theme.dark = own == .dark ? ownColors : otherColors
            applyScales(combination, to: &theme)
            let ownShadows = shadows(combination, over: parent.shapes.shadows(for: own))
            let otherShadows = shadows(counterpart, over: parent.shapes.shadows(for: other))
            theme.shapes.lightShadows = own == .light ? ownShadows : otherShadows
            theme.shapes.darkShadows = own == .dark ? ownShadows : otherShadows
            return SystemTheme(combination: combination, scheme: scheme, theme: theme)
        }

        /// The combination with the other scheme's value on the light/dark
        /// axis and every other value the same, when the system has it.
        func counterpart(of combination: DesignCombination) -> DesignCombination? {
            SystemThemes.counterpart(of: combination, in: system)
        }

        /// Whether `combination` has a counterpart in the other scheme.
        static func hasCounterpart(_ combination: DesignCombination, in system: DesignSystem) -> Bool {
            SystemThemes.counterpart(of: combination, in: system) != nil
        }

        mutating func token(_ name: String, for slot: GallerySlot, in combination: DesignCombination) -> DTCGToken? {
            if let token = system.tokens[combination]?[name] ?? system.sourceTokens[combination]?[name] { return token }
            warnOnce(key: "missing \(name) \(combination.values)", file: folder, location: nil,
                     "the token '\(name)' (gallery slot '\(slot.name)') is not defined in the combination \(combination.values.joined(separator: " · ")) of '\(system.name)'; there the slot keeps its built-in value")
            return nil
        }

        mutating func colors(_ combination: DesignCombination, over base: ThemeColors, _ scheme: ColorScheme) -> ThemeColors {
            var overrides: [ThemeEdit.Override] = []
            for guess in mapping.guesses {
                guard case .color(let slot) = guess.slot, let name = guess.token,
                      let token = token(name, for: guess.slot, in: combination) else { continue }
                guard case .color(let value) = token.value, let color = value.srgb else {
                    warnOnce(key: "color \(token.name)", file: token.file, location: token.location,
                             "the token '\(token.name)' (gallery slot '\(guess.slot.name)') has no color the gallery can show; the slot keeps its built-in value")
                    continue
                }
                overrides.append(ThemeEdit.Override(slot, color))
            }
            return base.applying(accent: nil, overrides: overrides, scheme)
        }

        mutating func applyScales(_ combination: DesignCombination, to theme: inout Theme) {
            for guess in mapping.guesses {
                guard let name = guess.token else { continue }
                switch guess.slot {
                case .color, .shadow: continue
                case .radius(let radius):
                    guard let token = token(name, for: guess.slot, in: combination), let value = points(token, guess.slot) else { continue }
                    theme.shapes.radii[radius] = value >= TokenPaths.capsuleRadius ? .capsule : .points(value)
                case .spacing(let space):
                    guard let token = token(name, for: guess.slot, in: combination), let value = points(token, guess.slot) else { continue }
                    theme.spacing[space] = value
                case .type(let type):
                    guard let token = token(name, for: guess.slot, in: combination), let style = typeStyle(token, guess.slot) else { continue }
                    theme.typography[type] = style
                }
            }
        }

        /// The shadows of `combination` over `base`: each mapped token's
        /// first shadow (a drop shadow's color, blur and offsets; spread is
        /// not drawn by the gallery).
        mutating func shadows(_ combination: DesignCombination,
                              over base: TokenTable<ShadowToken, ShadowStyle>) -> TokenTable<ShadowToken, ShadowStyle> {
            var result = base
            for guess in mapping.guesses {
                guard case .shadow(let shadow) = guess.slot, let name = guess.token,
                      let token = token(name, for: guess.slot, in: combination),
                      case .shadow(let layers) = token.value, let layer = layers.first else { continue }
                guard let color = layer.color.srgb else {
                    warnOnce(key: "color \(token.name)", file: token.file, location: token.location,
                             "the token '\(token.name)' (gallery slot '\(guess.slot.name)') has no color the gallery can show; the slot keeps its built-in value")
                    continue
                }
                guard let blur = points(layer.blur, token, guess.slot), let x = points(layer.offsetX, token, guess.slot),
                      let y = points(layer.offsetY, token, guess.slot) else { continue }
                result[shadow] = ShadowStyle(color: color, radius: blur, x: x, y: y)
            }
            return result
        }

        /// px as points 1:1; rem at 16px.
        mutating func points(_ token: DTCGToken, _ slot: GallerySlot) -> Double? {
            guard case .dimension(let dimension) = token.value else { return nil }
            return points(dimension, token, slot)
        }

        mutating func points(_ dimension: DTCGDimension, _ token: DTCGToken, _ slot: GallerySlot) -> Double? {
            switch dimension.unit {
            case "px": return dimension.value
            case "rem": return dimension.value * 16
            default:
                warnOnce(key: "unit \(token.name)", file: token.file, location: token.location,
                         "the token '\(token.name)' (gallery slot '\(slot.name)') is in '\(dimension.unit)', which the gallery cannot show; px and rem can be shown, and the slot keeps its built-in value")
                return nil
            }
        }

        /// The app's weight nearest the token's (400, 500, 600 or 700),
        /// monospaced when the first family names a mono font.
        mutating func typeStyle(_ token: DTCGToken, _ slot: GallerySlot) -> TypeStyle? {
            guard case .typography(let typography) = token.value,
                  let size = points(typography.fontSize, token, slot) else { return nil }
            let weight = FontWeight.allCases.min { abs($0.cssWeight - typography.fontWeight) < abs($1.cssWeight - typography.fontWeight) }
                ?? .regular
            let first = typography.fontFamily.first?.lowercased() ?? ""
            return TypeStyle(size: size, weight: weight, design: first.contains("mono") ? .monospaced : .default)
        }

        mutating func warnOnce(key: String, file: String, location: SourceLocation?, _ message: String) {
            guard reported.insert(key).inserted else { return }
            warnings.append(Diagnostic(file: file, at: location, severity: .warning, message: message))
        }
    }
}
