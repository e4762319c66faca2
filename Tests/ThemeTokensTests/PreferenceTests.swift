import Testing
import ThemeTokens

struct ResolveCase: Sendable, CustomTestStringConvertible {
    var preference: ColorSchemePreference
    var system: ColorScheme
    var expected: ColorScheme
    var testDescription: String { "\(preference) on \(system) OS -> \(expected)" }
}

/// Every preference x OS scheme combination (seed 002 "Theme Application
/// Logic", seed 003 9.1).
let resolveCases: [ResolveCase] = [
    ResolveCase(preference: .system, system: .light, expected: .light),
    ResolveCase(preference: .system, system: .dark, expected: .dark),
    ResolveCase(preference: .light, system: .light, expected: .light),
    ResolveCase(preference: .light, system: .dark, expected: .light),
    ResolveCase(preference: .dark, system: .light, expected: .dark),
    ResolveCase(preference: .dark, system: .dark, expected: .dark),
]

@Suite("Seeds 000/002: ColorSchemePreference")
struct ColorSchemePreferenceTests {
    @Test("resolve(system:) for every combination", arguments: resolveCases)
    func resolve(_ item: ResolveCase) {
        #expect(item.preference.resolve(system: item.system) == item.expected)
    }

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

    @Test("stored values 'system', 'light', 'dark' parse")
    func storedKnown() {
        #expect(ColorSchemePreference(storedValue: "system") == .system)
        #expect(ColorSchemePreference(storedValue: "light") == .light)
        #expect(ColorSchemePreference(storedValue: "dark") == .dark)
    }

    @Test("a missing or unknown stored value is .system",
          arguments: [nil, "", "auto", "Dark", "LIGHT", " light", "1"] as [String?])
    func storedUnknown(_ stored: String?) {
        #expect(ColorSchemePreference(storedValue: stored) == .system)
    }
}

@Suite("Seed 002: FontSizeStep and PreferenceKey")
struct FontSizeStepTests {
    @Test("four steps with offsets -2/0/2/4 and their labels")
    func steps() {
        #expect(FontSizeStep.allCases == [.small, .medium, .large, .extraLarge])
        #expect(FontSizeStep.allCases.map(\.offset) == [-2, 0, 2, 4])
        #expect(FontSizeStep.allCases.map(\.rawValue) == [-2, 0, 2, 4])
        #expect(FontSizeStep.allCases.map(\.label) == ["Small", "Medium", "Large", "Extra Large"])
    }

    @Test("stored offsets parse to their step")
    func storedKnown() {
        #expect(FontSizeStep(storedValue: -2) == .small)
        #expect(FontSizeStep(storedValue: 0) == .medium)
        #expect(FontSizeStep(storedValue: 2) == .large)
        #expect(FontSizeStep(storedValue: 4) == .extraLarge)
    }

    @Test("a missing or unknown stored offset is .medium",
          arguments: [nil, 1, 3, -4, 6, 100, Int.min] as [Int?])
    func storedUnknown(_ stored: Int?) {
        #expect(FontSizeStep(storedValue: stored) == .medium)
    }

    @Test("preference keys are named exactly as the seeds name them")
    func keys() {
        #expect(PreferenceKey.selectedThemeId.rawValue == "selectedThemeId")
        #expect(PreferenceKey.themePreference.rawValue == "app_theme_preference")
        #expect(PreferenceKey.fontSizeOffset.rawValue == "app_font_size_offset")
        #expect(PreferenceKey.allCases.count == 3)
    }
}

@Suite("Seed 003: AppearanceState behaviour matrix")
struct AppearanceStateTests {
    @Test("a new state follows the system by default")
    func defaults() {
        let state = AppearanceState(systemScheme: .dark)
        #expect(state.preference == .system)
        #expect(state.systemScheme == .dark)
        #expect(state.effectiveScheme == .dark)
    }

    @Test("launch: effective scheme for every preference x OS scheme", arguments: resolveCases)
    func launch(_ item: ResolveCase) {
        let state = AppearanceState(preference: item.preference, systemScheme: item.system)
        #expect(state.effectiveScheme == item.expected)
    }

    @Test("9.1 .system: the app follows every OS change in real time")
    func systemFollowsOS() {
        var state = AppearanceState(preference: .system, systemScheme: .light)
        state.applySystemAppearance(.dark)
        #expect(state.effectiveScheme == .dark)
        state.applySystemAppearance(.light)
        #expect(state.effectiveScheme == .light)
        state.applySystemAppearance(.dark)
        #expect(state.effectiveScheme == .dark)
    }

    @Test("9.1 .light / .dark: OS changes do not affect the app",
          arguments: [ColorSchemePreference.light, .dark])
    func forcedIgnoresOS(_ preference: ColorSchemePreference) {
        let forced: ColorScheme = preference == .light ? .light : .dark
        for start in ColorScheme.allCases {
            var state = AppearanceState(preference: preference, systemScheme: start)
            #expect(state.effectiveScheme == forced)
            for change in [ColorScheme.dark, .light, .dark, .light] {
                state.applySystemAppearance(change)
                #expect(state.effectiveScheme == forced)
                #expect(state.preference == preference)
            }
        }
    }

    @Test("9.2 Auto -> Light / Dark: switches at once, then ignores the OS")
    func autoToForced() {
        var state = AppearanceState(preference: .system, systemScheme: .dark)
        state.setPreference(.light)
        #expect(state.effectiveScheme == .light)
        state.applySystemAppearance(.light)
        state.applySystemAppearance(.dark)
        #expect(state.effectiveScheme == .light)

        var other = AppearanceState(preference: .system, systemScheme: .light)
        other.setPreference(.dark)
        #expect(other.effectiveScheme == .dark)
        other.applySystemAppearance(.dark)
        other.applySystemAppearance(.light)
        #expect(other.effectiveScheme == .dark)
    }

    @Test("9.2 Light/Dark -> Auto: snaps to the current OS scheme, even one that changed while forced",
          arguments: [ColorSchemePreference.light, .dark])
    func forcedToAutoSnaps(_ preference: ColorSchemePreference) {
        for (before, during) in [(ColorScheme.light, ColorScheme.dark), (.dark, .light),
                                 (.light, .light), (.dark, .dark)] {
            var state = AppearanceState(preference: preference, systemScheme: before)
            state.applySystemAppearance(during)   // OS changes while forced
            state.setPreference(.system)
            #expect(state.effectiveScheme == during, "\(preference): OS \(before) -> \(during)")
            #expect(state.systemScheme == during)
            // ... and follows the OS from then on.
            let next: ColorScheme = during == .light ? .dark : .light
            state.applySystemAppearance(next)
            #expect(state.effectiveScheme == next)
        }
    }

    @Test("Light <-> Dark switch directly, regardless of the OS")
    func forcedToForced() {
        var state = AppearanceState(preference: .light, systemScheme: .light)
        state.setPreference(.dark)
        #expect(state.effectiveScheme == .dark)
        state.setPreference(.light)
        #expect(state.effectiveScheme == .light)
    }

    @Test("11.2: applying the same OS scheme twice is harmless")
    func idempotent() {
        var state = AppearanceState(preference: .system, systemScheme: .light)
        state.applySystemAppearance(.dark)
        let once = state
        state.applySystemAppearance(.dark)
        #expect(state == once)
        #expect(state.effectiveScheme == .dark)
    }
}
