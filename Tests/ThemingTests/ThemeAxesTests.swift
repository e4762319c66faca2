import DTCG
import Foundation
import Testing
import ThemeTokens
import Theming

/// A system's axes as the Appearance controls offer them: the light/dark
/// values are the scheme switch, another value of that axis (`wireframe`)
/// stays a choice, and moving along one axis keeps the others.
struct ThemeAxesTests {
    /// brand (acme, nova) × mode (light, dark, wireframe), each combination
    /// with its own background.
    static func brandsAndModes(brands: [String] = ["acme", "nova"]) -> DesignSystem {
        let modes = ["light", "dark", "wireframe"]
        var tokens: [DesignCombination: DTCGTokenSet] = [:]
        var combinations: [DesignCombination] = []
        for (b, brand) in brands.enumerated() {
            for (m, mode) in modes.enumerated() {
                let combination = DesignCombination([brand, mode])
                combinations.append(combination)
                let grey = String(format: "%02x", 250 - b * 40 - m * 20)
                tokens[combination] = DTCGTokenSet(tokens: [token("color.bg.canvas", hex("#" + grey + grey + grey))])
            }
        }
        return DesignSystem(name: "Acme", axes: [
            DesignAxis(name: "brand", values: brands),
            DesignAxis(name: "mode", values: modes, colorScheme: DesignAxis.ColorSchemeValues(light: "light", dark: "dark")),
        ], combinations: combinations, tokens: tokens)
    }

    @Test func lightAndDarkAreOneThemeAndWireframeIsAValueOfTheModeAxis() throws {
        let system = Self.brandsAndModes()
        let themes = SystemThemes(system: system, mapping: SystemSlotMapping(system: system, folder: "tokens"), folder: "tokens")
        #expect(themes.themes.map(\.theme.id) == ["acme", "acme-wireframe", "nova", "nova-wireframe"])
        #expect(themes.themes.map(\.theme.displayName) == ["acme", "acme · wireframe", "nova", "nova · wireframe"])
        // The light theme's dark side is the dark combination's background.
        #expect(themes.themes[0].theme.light[.background].hexRGB == "#FAFAFA")
        #expect(themes.themes[0].theme.dark[.background].hexRGB == "#E6E6E6")
        // Wireframe has no counterpart: both sides are its own tokens.
        #expect(themes.themes[1].theme.light[.background].hexRGB == "#D2D2D2")
        #expect(themes.themes[1].theme.dark[.background].hexRGB == "#D2D2D2")
        #expect(themes.themes[2].theme.light[.background].hexRGB == "#D2D2D2")

        let axes = ThemeAxes(system: system, themes: themes)
        #expect(axes.axes == [ThemeAxes.Axis(name: "brand", values: ["acme", "nova"]),
                              ThemeAxes.Axis(name: "mode", values: ["light / dark", "wireframe"])])
        #expect(axes.values["acme-wireframe"] == ["acme", "wireframe"])
        #expect(axes.values["nova"] == ["nova", "light / dark"])
        #expect(axes.combinationCount == 6)
        #expect(axes.theme(from: "acme", setting: 1, to: "wireframe") == "acme-wireframe")
        #expect(axes.theme(from: "acme-wireframe", setting: 0, to: "nova") == "nova-wireframe")
        #expect(axes.theme(from: "nova-wireframe", setting: 1, to: "light / dark") == "nova")
        #expect(axes.theme(from: "nova", setting: 2, to: "x") == nil)
    }

    /// A light/dark axis with only those values is the scheme switch alone.
    @Test func aPureLightDarkAxisIsNoAxisOfTheControls() {
        let system = acme()
        let themes = SystemThemes(system: system, mapping: SystemSlotMapping(system: system, folder: "tokens"), folder: "tokens")
        let axes = ThemeAxes(system: system, themes: themes)
        #expect(axes.axes.isEmpty)
        #expect(axes.values["acme"] == [])
    }
}
