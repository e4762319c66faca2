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

    @Test("lookup by a known id returns that theme",
          arguments: ["default", "midnight", "forest", "sunset", "lavender", "rose"])
    func knownID(_ id: String) {
        #expect(ThemeRegistry.builtIn.theme(exactly: ThemeID(id))?.id.rawValue == id)
    }

    @Test("an unknown id finds nothing", arguments: ["neon", "", "midnight-blue", "unknown theme", "Default"])
    func unknownID(_ id: String) {
        #expect(ThemeRegistry.builtIn.theme(exactly: ThemeID(id)) == nil)
    }

    @Test("a registry without a 'default' theme uses its first theme as the default")
    func defaultIsFirstWithoutDefault() {
        let registry = ThemeRegistry(themes: [builtIn(.forest), builtIn(.rose)])
        #expect(registry.defaultTheme.id == .forest)
        #expect(registry.theme(exactly: .default) == nil)
        #expect(registry.theme(exactly: .rose)?.id == .rose)
    }

    @Test("a registry's 'default' theme is the default wherever it sits")
    func defaultAnywhere() {
        let registry = ThemeRegistry(themes: [builtIn(.rose), builtIn(.default), builtIn(.forest)])
        #expect(registry.defaultTheme.id == .default)
        #expect(registry.defaultTheme == BuiltInThemes.defaultTheme)
    }

    @Test("with duplicate ids the first theme wins")
    func duplicateIDs() {
        var copy = builtIn(.rose)
        copy.displayName = "Rose Copy"
        let registry = ThemeRegistry(themes: [builtIn(.default), builtIn(.rose), copy])
        #expect(registry.theme(exactly: .rose)?.displayName == "Rose")
        #expect(registry.themes.count == 3)
    }
}
