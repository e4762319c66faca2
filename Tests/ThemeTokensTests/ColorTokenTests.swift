import Testing
import ThemeTokens

/// One row of the FR-CO-01 tables for the default (VaultMail) theme, as the
/// spec writes it, with the CSS value each side must produce.
struct ColorRow: Sendable, CustomTestStringConvertible {
    var token: ColorToken
    var light: String
    var lightAlpha: Double
    var lightCSS: String
    var dark: String
    var darkAlpha: Double
    var darkCSS: String

    var testDescription: String { token.rawValue }

    init(_ token: ColorToken,
         _ light: String, _ lightAlpha: Double, _ lightCSS: String,
         _ dark: String, _ darkAlpha: Double, _ darkCSS: String) {
        self.token = token
        self.light = light
        self.lightAlpha = lightAlpha
        self.lightCSS = lightCSS
        self.dark = dark
        self.darkAlpha = darkAlpha
        self.darkCSS = darkCSS
    }
}

/// FR-CO-01, every token, in the spec's table order. Derived rows are
/// resolved with the default accents (#2596BE light, #3DAED4 dark).
let defaultColorRows: [ColorRow] = [
    // Backgrounds
    ColorRow(.background, "#FFFFFF", 1, "#FFFFFF", "#000000", 1, "#000000"),
    ColorRow(.surface, "#FFFFFF", 1, "#FFFFFF", "#1C1C1E", 1, "#1C1C1E"),
    ColorRow(.surfaceElevated, "#F2F2F7", 1, "#F2F2F7", "#2C2C2E", 1, "#2C2C2E"),
    ColorRow(.surfaceSelected, "#2596BE", 0.08, "rgb(37 150 190 / 8%)",
             "#3DAED4", 0.12, "rgb(61 174 212 / 12%)"),
    // Text
    ColorRow(.textPrimary, "#000000", 1, "#000000", "#FFFFFF", 1, "#FFFFFF"),
    ColorRow(.textSecondary, "#3C3C43", 0.6, "#3C3C4399", "#EBEBF5", 0.6, "#EBEBF599"),
    ColorRow(.textTertiary, "#3C3C43", 0.3, "rgb(60 60 67 / 30%)",
             "#EBEBF5", 0.3, "rgb(235 235 245 / 30%)"),
    ColorRow(.textInverse, "#FFFFFF", 1, "#FFFFFF", "#000000", 1, "#000000"),
    // Accent
    ColorRow(.accent, "#2596BE", 1, "#2596BE", "#3DAED4", 1, "#3DAED4"),
    ColorRow(.accentMuted, "#2596BE", 0.12, "rgb(37 150 190 / 12%)",
             "#3DAED4", 0.15, "rgb(61 174 212 / 15%)"),
    ColorRow(.accentHover, "#1E7FA3", 1, "#1E7FA3", "#4BC2E8", 1, "#4BC2E8"),
    // Semantic status
    ColorRow(.destructive, "#FF3B30", 1, "#FF3B30", "#FF453A", 1, "#FF453A"),
    ColorRow(.destructiveMuted, "#FF3B30", 0.12, "rgb(255 59 48 / 12%)",
             "#FF453A", 0.15, "rgb(255 69 58 / 15%)"),
    ColorRow(.success, "#34C759", 1, "#34C759", "#30D158", 1, "#30D158"),
    ColorRow(.successMuted, "#34C759", 0.12, "rgb(52 199 89 / 12%)",
             "#30D158", 0.15, "rgb(48 209 88 / 15%)"),
    ColorRow(.warning, "#FF9500", 1, "#FF9500", "#FF9F0A", 1, "#FF9F0A"),
    ColorRow(.warningMuted, "#FF9500", 0.12, "rgb(255 149 0 / 12%)",
             "#FF9F0A", 0.15, "rgb(255 159 10 / 15%)"),
    // UI chrome
    ColorRow(.separator, "#3C3C43", 0.12, "rgb(60 60 67 / 12%)",
             "#545458", 0.30, "rgb(84 84 88 / 30%)"),
    ColorRow(.border, "#3C3C43", 0.18, "rgb(60 60 67 / 18%)",
             "#545458", 0.40, "#54545866"),
    ColorRow(.disabled, "#3C3C43", 0.18, "rgb(60 60 67 / 18%)",
             "#545458", 0.30, "rgb(84 84 88 / 30%)"),
    ColorRow(.shimmer, "#3C3C43", 0.08, "rgb(60 60 67 / 8%)",
             "#545458", 0.15, "rgb(84 84 88 / 15%)"),
    // Specialized
    ColorRow(.unreadDot, "#2596BE", 1, "#2596BE", "#3DAED4", 1, "#3DAED4"),
    ColorRow(.starred, "#FFD60A", 1, "#FFD60A", "#FFD60A", 1, "#FFD60A"),
]

@Suite("FR-CO-01: default theme color tokens")
struct ColorTokenTests {
    @Test("the table above covers every token, in the spec's order")
    func tableIsComplete() {
        #expect(defaultColorRows.map(\.token) == ColorToken.allCases)
        #expect(ColorToken.allCases.count == 23)
    }

    @Test("light value and exact opacity", arguments: defaultColorRows)
    func light(_ row: ColorRow) {
        let actual = BuiltInThemes.defaultTheme.light[row.token]
        expectColor(actual, row.light, alpha: row.lightAlpha)
        #expect(actual == spec(row.light, row.lightAlpha))
    }

    @Test("dark value and exact opacity", arguments: defaultColorRows)
    func dark(_ row: ColorRow) {
        let actual = BuiltInThemes.defaultTheme.dark[row.token]
        expectColor(actual, row.dark, alpha: row.darkAlpha)
        #expect(actual == spec(row.dark, row.darkAlpha))
    }

    @Test("CSS value, light and dark", arguments: defaultColorRows)
    func css(_ row: ColorRow) {
        #expect(BuiltInThemes.defaultTheme.light[row.token].css == row.lightCSS)
        #expect(BuiltInThemes.defaultTheme.dark[row.token].css == row.darkCSS)
    }

    @Test("the spec's worked examples: textSecondary and textTertiary")
    func namedExamples() {
        let light = BuiltInThemes.defaultTheme.light
        #expect(light[.textSecondary].hexRGB == "#3C3C43")
        #expect(light[.textSecondary].alpha == 0.6)
        #expect(light[.textSecondary].css == "#3C3C4399")
        #expect(light[.textTertiary].css == "rgb(60 60 67 / 30%)")
    }

    @Test("colors(for:) picks the scheme's palette")
    func colorsForScheme() {
        let theme = BuiltInThemes.defaultTheme
        #expect(theme.colors(for: .light) == theme.light)
        #expect(theme.colors(for: .dark) == theme.dark)
        #expect(theme.light != theme.dark)
    }

    @Test("the subscript writes through to the token table")
    func subscriptSetter() {
        var colors = BuiltInThemes.defaultTheme.light
        colors[.starred] = Color.black
        #expect(colors[.starred] == Color.black)
        #expect(colors.tokens[.starred] == Color.black)
        #expect(colors[.accent] == BuiltInThemes.defaultTheme.light[.accent])
    }

    @Test("tokens sit under the spec's table headings")
    func groups() {
        func tokens(in group: ColorTokenGroup) -> [ColorToken] {
            ColorToken.allCases.filter { $0.group == group }
        }
        #expect(tokens(in: .backgrounds) == [.background, .surface, .surfaceElevated, .surfaceSelected])
        #expect(tokens(in: .text) == [.textPrimary, .textSecondary, .textTertiary, .textInverse])
        #expect(tokens(in: .accent) == [.accent, .accentMuted, .accentHover])
        #expect(tokens(in: .status) == [.destructive, .destructiveMuted, .success, .successMuted,
                                        .warning, .warningMuted])
        #expect(tokens(in: .chrome) == [.separator, .border, .disabled, .shimmer])
        #expect(tokens(in: .specialized) == [.unreadDot, .starred])
        #expect(ColorTokenGroup.allCases.map(\.rawValue)
            == ["Backgrounds", "Text", "Accent", "Semantic Status", "UI Chrome", "Specialized"])
    }

    @Test("isText is exactly the Text group")
    func isText() {
        #expect(ColorToken.allCases.filter(\.isText)
            == [.textPrimary, .textSecondary, .textTertiary, .textInverse])
    }

    @Test("purposes follow the spec's Purpose column")
    func purposes() {
        #expect(ColorToken.background.purpose == "Root screen background")
        #expect(ColorToken.textTertiary.purpose == "Timestamps, captions, snippets")
        #expect(ColorToken.accent.purpose == "Primary brand — buttons, links, active states")
        #expect(ColorToken.starred.purpose == "Star/flag icon")
        #expect(Set(ColorToken.allCases.map(\.purpose)).count == ColorToken.allCases.count)
    }
}
