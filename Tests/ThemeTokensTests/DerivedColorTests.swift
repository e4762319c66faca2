import Testing
import ThemeTokens

@Suite("FR-BT-03: colors derived from each theme's accent")
struct DerivedColorTests {
    @Test("accentMuted is the accent at 12% (light) / 15% (dark)", arguments: specCatalog)
    func accentMuted(_ entry: CatalogEntry) {
        let theme = builtIn(entry.id)
        expectColor(theme.light[.accentMuted], entry.lightAccent, alpha: 0.12)
        expectColor(theme.dark[.accentMuted], entry.darkAccent, alpha: 0.15)
    }

    @Test("surfaceSelected is the accent at 8% (light) / 12% (dark)", arguments: specCatalog)
    func surfaceSelected(_ entry: CatalogEntry) {
        let theme = builtIn(entry.id)
        expectColor(theme.light[.surfaceSelected], entry.lightAccent, alpha: 0.08)
        expectColor(theme.dark[.surfaceSelected], entry.darkAccent, alpha: 0.12)
    }

    @Test("unreadDot is the accent", arguments: specCatalog)
    func unreadDot(_ entry: CatalogEntry) {
        let theme = builtIn(entry.id)
        #expect(theme.light[.unreadDot] == theme.light[.accent])
        #expect(theme.dark[.unreadDot] == theme.dark[.accent])
        expectColor(theme.light[.unreadDot], entry.lightAccent)
        expectColor(theme.dark[.unreadDot], entry.darkAccent)
    }

    @Test("the Primary category is accent / accentMuted", arguments: specCatalog)
    func categoryPrimary(_ entry: CatalogEntry) {
        let theme = builtIn(entry.id)
        for colors in [theme.light, theme.dark] {
            #expect(colors[.primary].foreground == colors[.accent])
            #expect(colors[.primary].muted == colors[.accentMuted])
        }
        expectColor(theme.light[.primary].foreground, entry.lightAccent)
        expectColor(theme.dark[.primary].muted, entry.darkAccent, alpha: 0.15)
    }

    @Test("default theme accentHover is exactly the spec's #1E7FA3 / #4BC2E8")
    func defaultHover() {
        let theme = BuiltInThemes.defaultTheme
        expectColor(theme.light[.accentHover], "#1E7FA3")
        expectColor(theme.dark[.accentHover], "#4BC2E8")
        #expect(AccentDerivation.hover(spec("#2596BE"), .light).hex == "#1E7FA3")
        #expect(AccentDerivation.hover(spec("#3DAED4"), .dark).hex == "#4BC2E8")
    }

    @Test("accentHover: light is darker than the accent, dark lighter (OKLCH L), opaque",
          arguments: specCatalog)
    func hoverDirection(_ entry: CatalogEntry) {
        let theme = builtIn(entry.id)
        let lightAccent = OKLCH(theme.light[.accent])
        let lightHover = OKLCH(theme.light[.accentHover])
        let darkAccent = OKLCH(theme.dark[.accent])
        let darkHover = OKLCH(theme.dark[.accentHover])

        #expect(lightHover.lightness < lightAccent.lightness,
                "light hover \(theme.light[.accentHover].hex) is not darker than \(entry.lightAccent)")
        #expect(darkHover.lightness > darkAccent.lightness,
                "dark hover \(theme.dark[.accentHover].hex) is not lighter than \(entry.darkAccent)")
        #expect(theme.light[.accentHover].isOpaque)
        #expect(theme.dark[.accentHover].isOpaque)
    }

    @Test("accentHover stays in the accent's hue family (within 10° of OKLCH hue)",
          arguments: specCatalog)
    func hoverKeepsHue(_ entry: CatalogEntry) {
        let theme = builtIn(entry.id)
        for colors in [theme.light, theme.dark] {
            let accent = OKLCH(colors[.accent]).hue
            let hover = OKLCH(colors[.accentHover]).hue
            var turn = abs(hover - accent)
            if turn > 180 { turn = 360 - turn }
            #expect(turn < 10, "\(entry.id): \(colors[.accent].hex) -> \(colors[.accentHover].hex)")
        }
    }

    @Test("the AccentDerivation helpers match the spec's percentages for any accent")
    func helpers() {
        let accent = spec("#E11D48")
        #expect(AccentDerivation.muted(accent, .light) == spec("#E11D48", 0.12))
        #expect(AccentDerivation.muted(accent, .dark) == spec("#E11D48", 0.15))
        #expect(AccentDerivation.surfaceSelected(accent, .light) == spec("#E11D48", 0.08))
        #expect(AccentDerivation.surfaceSelected(accent, .dark) == spec("#E11D48", 0.12))
    }
}
