import Testing
import ThemeTokens

@Suite("FR-TH-03: ThemeRegistry")
struct RegistryTests {
    @Test("the built-in registry holds the six themes in display order")
    func builtInRegistry() {
        let registry = ThemeRegistry.builtIn
        #expect(registry.themes.map(\.id.rawValue)
            == ["default", "midnight", "forest", "sunset", "lavender", "rose"])
        #expect(registry.themes == BuiltInThemes.all)
        #expect(registry.defaultTheme.id == .default)
    }

    @Test("lookup by a known id returns that theme with no warning",
          arguments: ["default", "midnight", "forest", "sunset", "lavender", "rose"])
    func knownID(_ id: String) {
        let lookup = ThemeRegistry.builtIn.theme(for: id)
        #expect(lookup.theme.id.rawValue == id)
        #expect(lookup.warning == nil)
        #expect(!lookup.didFallBack)
        #expect(ThemeRegistry.builtIn.theme(exactly: ThemeID(id))?.id.rawValue == id)
    }

    @Test("an unknown id falls back to the default theme with a warning naming the id",
          arguments: ["neon", "", "midnight-blue", "unknown theme"])
    func unknownID(_ id: String) throws {
        let lookup = ThemeRegistry.builtIn.theme(for: id)
        #expect(lookup.theme.id == .default)
        #expect(lookup.theme == BuiltInThemes.defaultTheme)
        #expect(lookup.didFallBack)
        let warning = try #require(lookup.warning)
        #expect(warning.contains("'\(id)'"), "warning: \(warning)")
        #expect(warning.contains("default"), "warning: \(warning)")
        #expect(ThemeRegistry.builtIn.theme(exactly: ThemeID(id)) == nil)
    }

    @Test("the warning lists the known themes")
    func warningListsKnownThemes() throws {
        let warning = try #require(ThemeRegistry.builtIn.theme(for: "neon").warning)
        for id in ["default", "midnight", "forest", "sunset", "lavender", "rose"] {
            #expect(warning.contains(id), "warning: \(warning)")
        }
    }

    @Test("a registry without a 'default' theme falls back to its first theme")
    func fallbackToFirst() throws {
        let forest = builtIn(.forest), rose = builtIn(.rose)
        let registry = ThemeRegistry(themes: [forest, rose])
        #expect(registry.defaultTheme.id == .forest)
        let lookup = registry.theme(for: "default")
        #expect(lookup.theme.id == .forest)
        let warning = try #require(lookup.warning)
        #expect(warning.contains("'default'"))
        #expect(registry.theme(for: "rose").theme.id == .rose)
    }

    @Test("a registry's 'default' theme is the fallback wherever it sits")
    func fallbackToDefaultAnywhere() {
        let registry = ThemeRegistry(themes: [builtIn(.rose), builtIn(.default), builtIn(.forest)])
        #expect(registry.defaultTheme.id == .default)
        #expect(registry.theme(for: "unknown").theme.id == .default)
    }

    @Test("with duplicate ids the first theme wins")
    func duplicateIDs() {
        var copy = builtIn(.rose)
        copy.displayName = "Rose Copy"
        let registry = ThemeRegistry(themes: [builtIn(.default), builtIn(.rose), copy])
        #expect(registry.theme(for: "rose").theme.displayName == "Rose")
        #expect(registry.themes.count == 3)
    }
}
