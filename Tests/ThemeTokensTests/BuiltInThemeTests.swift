import Testing
import ThemeTokens

@Suite("FR-BT-01/02: built-in theme catalog")
struct BuiltInThemeTests {
    @Test("six themes in display order with the spec's ids and names")
    func catalog() {
        #expect(BuiltInThemes.all.count == 6)
        #expect(BuiltInThemes.all.map(\.id.rawValue)
            == ["default", "midnight", "forest", "sunset", "lavender", "rose"])
        #expect(BuiltInThemes.all.map(\.displayName)
            == ["VaultMail", "Midnight", "Forest", "Sunset", "Lavender", "Rose"])
        #expect(BuiltInThemes.all.map(\.id) == specCatalog.map(\.id))
    }

    @Test("the ThemeID constants spell the spec's ids")
    func idConstants() {
        #expect(ThemeID.default.rawValue == "default")
        #expect(ThemeID.midnight.rawValue == "midnight")
        #expect(ThemeID.forest.rawValue == "forest")
        #expect(ThemeID.sunset.rawValue == "sunset")
        #expect(ThemeID.lavender.rawValue == "lavender")
        #expect(ThemeID.rose.rawValue == "rose")
        #expect(ThemeID("x") == ThemeID(rawValue: "x"))
        #expect(ThemeID.forest.description == "forest")
    }

    @Test("each theme's light and dark accent, opaque", arguments: specCatalog)
    func accents(_ entry: CatalogEntry) {
        let theme = builtIn(entry.id)
        #expect(theme.displayName == entry.displayName)
        expectColor(theme.light[.accent], entry.lightAccent)
        expectColor(theme.dark[.accent], entry.darkAccent)
    }

    @Test("previewColor is the light accent", arguments: specCatalog)
    func previewColor(_ entry: CatalogEntry) {
        #expect(builtIn(entry.id).previewColor.hex == entry.lightAccent)
    }

    @Test("the default theme is VaultMail, first in the list")
    func defaultTheme() {
        #expect(BuiltInThemes.defaultTheme.id == .default)
        #expect(BuiltInThemes.defaultTheme.displayName == "VaultMail")
        #expect(BuiltInThemes.defaultTheme == BuiltInThemes.all[0])
    }

    @Test("FR-BT-02: every theme shares the background and surface system",
          arguments: specCatalog)
    func sharedBackgrounds(_ entry: CatalogEntry) {
        let theme = builtIn(entry.id)
        expectColor(theme.light[.background], "#FFFFFF")
        expectColor(theme.light[.surface], "#FFFFFF")
        expectColor(theme.light[.surfaceElevated], "#F2F2F7")
        expectColor(theme.dark[.background], "#000000")
        expectColor(theme.dark[.surface], "#1C1C1E")
        expectColor(theme.dark[.surfaceElevated], "#2C2C2E")
    }

    @Test("FR-BT-03: everything outside the accent family is the default theme's",
          arguments: specCatalog)
    func onlyAccentFamilyDiffers(_ entry: CatalogEntry) {
        let theme = builtIn(entry.id)
        let reference = BuiltInThemes.defaultTheme
        let accentFamily: Set<ColorToken> = [.accent, .accentMuted, .accentHover, .surfaceSelected, .unreadDot]
        for token in ColorToken.allCases where !accentFamily.contains(token) {
            #expect(theme.light[token] == reference.light[token], "\(token) light")
            #expect(theme.dark[token] == reference.dark[token], "\(token) dark")
        }
        for category in ThemeTokens.Category.allCases where category != .primary {
            #expect(theme.light[category] == reference.light[category], "\(category) light")
            #expect(theme.dark[category] == reference.dark[category], "\(category) dark")
        }
        #expect(theme.typography == .standard)
        #expect(theme.spacing == .standard)
        #expect(theme.shapes == .standard)
    }

    @Test("themes differ from one another in their accents")
    func accentsDistinct() {
        #expect(Set(BuiltInThemes.all.map { $0.light[.accent] }).count == 6)
        #expect(Set(BuiltInThemes.all.map { $0.dark[.accent] }).count == 6)
    }

    @Test("accentTheme builds a theme from any accent pair with the shared palette")
    func customAccentTheme() throws {
        let theme = BuiltInThemes.accentTheme(id: "ocean", displayName: "Ocean",
                                              light: try Color(hex: "#0066CC"),
                                              dark: try Color(hex: "#66AAFF"))
        #expect(theme.id.rawValue == "ocean")
        #expect(theme.displayName == "Ocean")
        expectColor(theme.light[.accent], "#0066CC")
        expectColor(theme.dark[.accent], "#66AAFF")
        expectColor(theme.light[.accentMuted], "#0066CC", alpha: 0.12)
        expectColor(theme.dark[.surfaceSelected], "#66AAFF", alpha: 0.12)
        #expect(theme.light[.textSecondary] == BuiltInThemes.defaultTheme.light[.textSecondary])
        #expect(BuiltInThemes.colors(.light, accent: try Color(hex: "#2596BE"))
            == BuiltInThemes.defaultTheme.light)
        #expect(BuiltInThemes.colors(.dark, accent: try Color(hex: "#3DAED4"))
            == BuiltInThemes.defaultTheme.dark)
    }
}
