import Testing
import ThemeTokens

// How the pages apply these choices (saved values, the OS scheme, seed 003's
// behaviour matrix) ships in JavaScript and is tested in the browser:
// browser-tests/test_system_scheme.py and test_gallery.py.

@Suite("Seeds 000/002: ColorSchemePreference")
struct ColorSchemePreferenceTests {
    @Test("forcedScheme (preferredColorScheme): nil for system, else the scheme")
    func forcedScheme() {
        #expect(ColorSchemePreference.system.forcedScheme == nil)
        #expect(ColorSchemePreference.light.forcedScheme == .light)
        #expect(ColorSchemePreference.dark.forcedScheme == .dark)
    }

    @Test("labels and stored raw values")
    func labelsAndRawValues() {
        #expect(ColorSchemePreference.allCases == [.system, .light, .dark])
        #expect(ColorSchemePreference.allCases.map(\.label) == ["System Default", "Light", "Dark"])
        #expect(ColorSchemePreference.allCases.map(\.rawValue) == ["system", "light", "dark"])
        #expect(ColorScheme.allCases.map(\.rawValue) == ["light", "dark"])
    }
}

@Suite("Seed 002: FontSizeStep")
struct FontSizeStepTests {
    @Test("four steps with offsets -2/0/2/4 and their labels")
    func steps() {
        #expect(FontSizeStep.allCases == [.small, .medium, .large, .extraLarge])
        #expect(FontSizeStep.allCases.map(\.offset) == [-2, 0, 2, 4])
        #expect(FontSizeStep.allCases.map(\.rawValue) == [-2, 0, 2, 4])
        #expect(FontSizeStep.allCases.map(\.label) == ["Small", "Medium", "Large", "Extra Large"])
    }
}
