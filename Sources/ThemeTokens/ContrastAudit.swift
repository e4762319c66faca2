/// The palette variant a contrast result was measured on.
public enum PaletteVariant: String, CaseIterable, Hashable, Sendable {
    case standard
    case increasedContrast = "increased-contrast"
}

/// One measured pair.
public struct ContrastResult: Hashable, Sendable {
    public var theme: ThemeID
    public var scheme: ColorScheme
    public var variant: PaletteVariant
    public var pair: ContrastPair
    /// The foreground token's value, alpha kept.
    public var foregroundColor: Color
    /// The opaque background actually painted.
    public var backgroundColor: Color
    /// The foreground as painted over the background.
    public var composite: Color
    /// Unrounded WCAG ratio.
    public var ratio: Double
    public var requirement: ContrastRequirement
    /// Advisory APCA Lc of the composite on the background.
    public var apcaLc: Double
    /// For a failure: a color passing against this background, nearest in
    /// OKLCH lightness to the painted foreground.
    public var suggestion: Color?

    public var passes: Bool { ratio >= requirement.ratio }
}

/// Measures every pair of `ContrastPair.all` in a theme.
public enum ContrastAudit {
    /// Both schemes, standard and increased-contrast palettes, in that order.
    public static func audit(_ theme: Theme, level: ConformanceLevel = .aa,
                             memo: NearestPassingColor.Memo? = nil) -> [ContrastResult] {
        var results: [ContrastResult] = []
        for scheme in ColorScheme.allCases {
            let standard = theme.colors(for: scheme)
            results += measure(standard, theme: theme, scheme: scheme, variant: .standard, level: level, memo: memo)
            results += measure(standard.increasedContrast(scheme, typography: theme.typography, memo: memo), theme: theme,
                               scheme: scheme, variant: .increasedContrast, level: level, memo: memo)
        }
        return results
    }

    public static func measure(_ colors: ThemeColors, theme: Theme, scheme: ColorScheme,
                               variant: PaletteVariant, level: ConformanceLevel,
                               memo: NearestPassingColor.Memo? = nil) -> [ContrastResult] {
        ContrastPair.all.map { pair in
            let requirement = ContrastRequirement.of(pair, in: theme.typography, level: level)
            let background = pair.paintedBackground(in: colors)
            let foreground = pair.foreground.color(in: colors)
            let composite = foreground.composited(over: background)
            let ratio = WCAG.contrastRatio(composite, background)
            let passes = ratio >= requirement.ratio
            return ContrastResult(
                theme: theme.id, scheme: scheme, variant: variant, pair: pair,
                foregroundColor: foreground, backgroundColor: background, composite: composite, ratio: ratio,
                requirement: requirement,
                apcaLc: APCA.lightnessContrast(text: composite, background: background),
                suggestion: passes ? nil : NearestPassingColor.find(for: composite, on: background,
                                                                    target: requirement.ratio, memo: memo))
        }
    }
}

extension ThemeColors {
    /// Re-derives the colors FR-BT-03 derives from the accent (accentMuted,
    /// accentHover, surfaceSelected, unreadDot, the Primary category).
    public mutating func rederiveAccentFamily(from accent: Color, _ scheme: ColorScheme) {
        self[.accentHover] = AccentDerivation.hover(accent, scheme)
        self[.accentMuted] = AccentDerivation.muted(accent, scheme)
        self[.surfaceSelected] = AccentDerivation.surfaceSelected(accent, scheme)
        self[.unreadDot] = accent
        self[.primary] = CategoryColors(foreground: accent, muted: self[.accentMuted])
    }

    /// NFR-ACC-04 and more: text at full opacity, and wherever that is not
    /// enough for a pair to pass WCAG AA, the nearest passing color the
    /// search finds, so the increased-contrast palette passes every pair.
    /// Syntax colors derived from a text color follow it (comments from
    /// `textSecondary` at full opacity), as do those derived from a color
    /// the search moves (keywords from the accent). Borders also widen to
    /// 2px (`BorderWidth.increasedContrast`).
    public func increasedContrast(_ scheme: ColorScheme, typography: ThemeTypography = .standard,
                                  memo: NearestPassingColor.Memo? = nil) -> ThemeColors {
        var result = increasedContrastOpacity()
        // A few rounds: fixing one token can change a background another pair sits on.
        for _ in 0..<4 {
            var changed = false
            for pair in ContrastPair.all {
                let requirement = ContrastRequirement.of(pair, in: typography, level: .aa)
                let background = pair.paintedBackground(in: result)
                let foreground = pair.foreground.color(in: result)
                guard WCAG.contrastRatio(of: foreground, on: background) < requirement.ratio else { continue }
                // Labels on the accent are already white or black: move the accent instead.
                let adjustForeground = pair.foreground != .token(.textInverse)
                let slot = adjustForeground ? pair.foreground : (pair.background.last ?? .token(.accent))
                let others = ContrastPair.all.filter { other in
                    adjustForeground ? other.foreground == slot : other.background.last == slot
                }
                var replacement: Color?
                if adjustForeground {
                    let backgrounds = others.map { $0.paintedBackground(in: result) }
                    let target = others.map { ContrastRequirement.of($0, in: typography, level: .aa).ratio }.max() ?? requirement.ratio
                    replacement = NearestPassingColor.find(for: foreground.composited(over: background), onAll: backgrounds,
                                                           target: target, memo: memo)
                } else {
                    let painted = slot.color(in: result).composited(over: result[.background])
                    replacement = NearestPassingColor.find(for: painted, on: foreground.opaque, target: requirement.ratio, memo: memo)
                }
                if let replacement, replacement != slot.color(in: result) {
                    slot.set(replacement, in: &result)
                    if slot == .token(.accent) { result.rederiveAccentFamily(from: replacement, scheme) }
                    changed = true
                }
            }
            if !changed { break }
        }
        result.rederiveSyntax(following: self, scheme, memo: memo)
        return result
    }
}
