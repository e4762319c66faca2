import Testing
import ThemeTokens

struct SolidRow: Sendable, CustomTestStringConvertible {
    var token: ColorToken
    var light: String
    var dark: String
    var testDescription: String { token.rawValue }
}

/// NFR-ACC-03 for the default theme: each muted token composited over the
/// surface it sits on (#FFFFFF light, #1C1C1E dark), worked by hand (c = a * fg + (1 - a) * bg, rounded half up).
/// e.g. accentMuted light: #2596BE at 12% over #FFFFFF
///   R 0.12*37  + 0.88*255 = 228.84 -> 229 (E5)
///   G 0.12*150 + 0.88*255 = 242.40 -> 242 (F2)
///   B 0.12*190 + 0.88*255 = 247.20 -> 247 (F7)
/// accentMuted dark: #3DAED4 at 15% over #1C1C1E, B 0.15*212 + 0.85*30 = 57.3 -> 57 (39).
let defaultSolidRows: [SolidRow] = [
    SolidRow(token: .accentMuted, light: "#E5F2F7", dark: "#213239"),
    SolidRow(token: .surfaceSelected, light: "#EEF7FA", dark: "#202E34"),
    SolidRow(token: .destructiveMuted, light: "#FFE7E6", dark: "#3E2222"),
    SolidRow(token: .successMuted, light: "#E7F8EB", dark: "#1F3727"),
    SolidRow(token: .warningMuted, light: "#FFF2E0", dark: "#3E301B"),
]

struct SolidChipRow: Sendable, CustomTestStringConvertible {
    var category: ThemeTokens.Category
    var light: String
    var dark: String
    var testDescription: String { category.rawValue }
}

let defaultSolidChipRows: [SolidChipRow] = [
    SolidChipRow(category: .primary, light: "#E5F2F7", dark: "#213239"),
    SolidChipRow(category: .social, light: "#E7F8EB", dark: "#1F3727"),
    SolidChipRow(category: .promotions, light: "#FFF2E0", dark: "#3E301B"),
    SolidChipRow(category: .updates, light: "#F5EAFB", dark: "#34253E"),
    SolidChipRow(category: .forums, light: "#EBF8FE", dark: "#273740"),
    SolidChipRow(category: .uncategorized, light: "#EFEFF0", dark: "#242427"),
]

@Suite("NFR-ACC-04: increased contrast")
struct IncreasedContrastTests {
    @Test("text tokens become opaque: textSecondary/Tertiary light #3C3C43, dark #EBEBF5")
    func defaultTheme() {
        let light = BuiltInThemes.defaultTheme.light.increasedContrastOpacity()
        expectColor(light[.textPrimary], "#000000")
        expectColor(light[.textSecondary], "#3C3C43")
        expectColor(light[.textTertiary], "#3C3C43")
        expectColor(light[.textInverse], "#FFFFFF")

        let dark = BuiltInThemes.defaultTheme.dark.increasedContrastOpacity()
        expectColor(dark[.textPrimary], "#FFFFFF")
        expectColor(dark[.textSecondary], "#EBEBF5")
        expectColor(dark[.textTertiary], "#EBEBF5")
        expectColor(dark[.textInverse], "#000000")
    }

    @Test("every text token is opaque, every other token untouched", arguments: specCatalog)
    func everyTheme(_ entry: CatalogEntry) {
        let theme = builtIn(entry.id)
        for original in [theme.light, theme.dark] {
            let variant = original.increasedContrastOpacity()
            for token in ColorToken.allCases {
                if token.isText {
                    #expect(variant[token].isOpaque, "\(token)")
                    #expect(variant[token] == original[token].opaque, "\(token)")
                } else {
                    #expect(variant[token] == original[token], "\(token)")
                }
            }
            #expect(variant.avatarPalette == original.avatarPalette)
        }
    }

    @Test("category chips: Uncategorized text follows textTertiary, the rest untouched")
    func categories() {
        for original in [BuiltInThemes.defaultTheme.light, BuiltInThemes.defaultTheme.dark] {
            let variant = original.increasedContrastOpacity()
            #expect(variant[.uncategorized].foreground == variant[.textTertiary])
            #expect(variant[.uncategorized].foreground.isOpaque)
            #expect(variant[.uncategorized].muted == original[.uncategorized].muted)
            for category in ThemeTokens.Category.allCases where category != .uncategorized {
                #expect(variant[category] == original[category], "\(category)")
            }
        }
    }

    @Test("the full variant passes every audited pair at AA in every theme and scheme")
    func fullVariantPassesEveryPair() {
        for theme in BuiltInThemes.all {
            for scheme in ColorScheme.allCases {
                let colors = theme.colors(for: scheme).increasedContrast(scheme, typography: theme.typography)
                let results = ContrastAudit.measure(colors, theme: theme, scheme: scheme,
                                                    variant: .increasedContrast, level: .aa)
                for result in results where !result.passes {
                    Issue.record("\(theme.id) \(scheme) \(result.pair.foreground.name) on \(result.pair.backgroundName): \(result.ratio)")
                }
                #expect(results.count == ContrastPair.all.count)
            }
        }
    }

    @Test("the full variant keeps text opaque and changes only what fails")
    func fullVariantChangesOnlyFailingTokens() {
        let original = BuiltInThemes.defaultTheme.light
        let variant = original.increasedContrast(.light)
        // textPrimary already passes opaque; the accent is darkened for white labels.
        #expect(variant[.textPrimary] == original[.textPrimary])
        #expect(variant[.background] == original[.background])
        #expect(variant[.surfaceElevated] == original[.surfaceElevated])
        #expect(variant[.accent].hex == "#0080A8")
        #expect(variant[.textSecondary].isOpaque && variant[.textTertiary].isOpaque)
        // The colors derived from the accent follow it (FR-BT-03).
        let accent = variant[.accent]
        #expect(variant[.accentHover] == AccentDerivation.hover(accent, .light))
        #expect(OKLCH(variant[.accentHover]).lightness < OKLCH(accent).lightness - 0.05)
        #expect(variant[.unreadDot] == accent)
        #expect(variant[.surfaceSelected] == accent.opacity(0.08))
        #expect(variant[.accentMuted] == accent.opacity(0.12))
        #expect(variant[.primary].muted == variant[.accentMuted])
    }

    @Test("borders widen from 1 to 2")
    func borderWidth() {
        #expect(BorderWidth.standard == 1)
        #expect(BorderWidth.increasedContrast == 2)
    }
}

@Suite("NFR-ACC-03: reduced transparency")
struct ReducedTransparencyTests {
    @Test("default theme muted tokens become the hand-composited solid colors",
          arguments: defaultSolidRows)
    func defaultTokens(_ row: SolidRow) {
        let theme = BuiltInThemes.defaultTheme
        expectColor(theme.light.reducedTransparency()[row.token], row.light)
        expectColor(theme.dark.reducedTransparency()[row.token], row.dark)
    }

    @Test("default theme chip backgrounds become solid", arguments: defaultSolidChipRows)
    func defaultChips(_ row: SolidChipRow) {
        let theme = BuiltInThemes.defaultTheme
        let light = theme.light.reducedTransparency()[row.category]
        let dark = theme.dark.reducedTransparency()[row.category]
        expectColor(light.muted, row.light)
        expectColor(dark.muted, row.dark)
        #expect(light.foreground == theme.light[row.category].foreground)
        #expect(dark.foreground == theme.dark[row.category].foreground)
    }

    @Test("Forest: accentMuted light #059669 at 12% over white is #E1F2ED")
    func forest() {
        expectColor(builtIn(.forest).light.reducedTransparency()[.accentMuted], "#E1F2ED")
    }

    @Test("the muted tokens are the five NFR-ACC-03 names")
    func mutedTokens() {
        #expect(ThemeColors.mutedTokens
            == [.accentMuted, .destructiveMuted, .successMuted, .warningMuted, .surfaceSelected])
    }

    @Test("muted tokens are opaque and equal their composite over the surface; the rest untouched",
          arguments: specCatalog)
    func everyTheme(_ entry: CatalogEntry) {
        let theme = builtIn(entry.id)
        for original in [theme.light, theme.dark] {
            let variant = original.reducedTransparency()
            let background = original[.surface].composited(over: original[.background])
            for token in ColorToken.allCases {
                if ThemeColors.mutedTokens.contains(token) {
                    #expect(variant[token].isOpaque, "\(token)")
                    #expect(variant[token] == original[token].composited(over: background), "\(token)")
                } else {
                    #expect(variant[token] == original[token], "\(token)")
                }
            }
            for category in ThemeTokens.Category.allCases {
                #expect(variant[category].muted.isOpaque, "\(category)")
                #expect(variant[category].muted
                    == original[category].muted.composited(over: background), "\(category)")
                #expect(variant[category].foreground == original[category].foreground, "\(category)")
            }
            #expect(variant[.primary].muted == variant[.accentMuted])
        }
    }

    @Test("variant identifiers")
    func rawValues() {
        #expect(AccessibilityVariant.allCases == [.increasedContrast, .reduceTransparency])
        #expect(AccessibilityVariant.increasedContrast.rawValue == "increased-contrast")
        #expect(AccessibilityVariant.reduceTransparency.rawValue == "reduce-transparency")
    }
}
