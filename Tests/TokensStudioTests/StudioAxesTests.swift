import DTCG
import Testing
@testable import TokensStudio

struct StudioAxesTests {
    /// Groups are axes; themes of one group and name are one theme (their
    /// sets merged); combinations are every combination of the values,
    /// each reading its values' sets.
    @Test func groupsAreAxesAndSameNamedThemesMerge() throws {
        let system = try readStudio(##"""
        {
          "light": {"bg": {"value": "#ffffff", "type": "color"}},
          "dark": {"bg": {"value": "#000000", "type": "color"}},
          "wire": {"bg": {"value": "#cccccc", "type": "color"}},
          "mobile": {"gap": {"value": "4", "type": "spacing"}},
          "desktop": {"gap": {"value": "8", "type": "spacing"}},
          "desktopExtra": {"wide": {"value": "1200", "type": "sizing"}},
          "$themes": [
            {"name": "Light", "group": "mode", "selectedTokenSets": {"light": "enabled"}},
            {"name": "Dark", "group": "mode", "selectedTokenSets": {"dark": "enabled"}},
            {"name": "Wireframe", "group": "mode", "selectedTokenSets": {"wire": "enabled"}},
            {"name": "Mobile", "group": "size", "selectedTokenSets": {"mobile": "enabled"}},
            {"name": "Desktop", "group": "size", "selectedTokenSets": {"desktop": "enabled"}},
            {"name": "Desktop", "group": "size", "selectedTokenSets": {"desktopExtra": "enabled"}}
          ]
        }
        """##)
        #expect(system.axes == [
            DesignAxis(name: "mode", values: ["Light", "Dark", "Wireframe"],
                       colorScheme: DesignAxis.ColorSchemeValues(light: "Light", dark: "Dark")),
            DesignAxis(name: "size", values: ["Mobile", "Desktop"]),
        ])
        #expect(system.combinations.map(\.values) == [
            ["Light", "Mobile"], ["Light", "Desktop"], ["Dark", "Mobile"], ["Dark", "Desktop"],
            ["Wireframe", "Mobile"], ["Wireframe", "Desktop"],
        ])
        let darkDesktop = system.tokens[DesignCombination(["Dark", "Desktop"])]
        #expect(darkDesktop?.tokens.map(\.name) == ["bg", "gap", "wide"])
        #expect(darkDesktop?["gap"]?.value == .dimension(DTCGDimension(value: 8, unit: "px")))
        #expect(system.tokens[DesignCombination(["Wireframe", "Mobile"])]?["bg"]?.value
            == .color(DTCGColor(colorSpace: "srgb", components: [0.8, 0.8, 0.8], hex: "#cccccc")))
    }

    /// Without groups, "Hunt dark" and "Hunt light" are a brand axis and a
    /// light/dark axis; a third mode stays a value of that axis; the
    /// combinations are the themes there are.
    @Test func ungroupedNamesSplitIntoBrandAndMode() throws {
        let system = try readStudio(##"""
        {
          "hunt": {"a": {"value": "#111111", "type": "color"}},
          "acme": {"a": {"value": "#222222", "type": "color"}},
          "$themes": [
            {"name": "Hunt light", "selectedTokenSets": {"hunt": "enabled"}},
            {"name": "Hunt dark", "selectedTokenSets": {"hunt": "enabled"}},
            {"name": "Hunt wireframe", "selectedTokenSets": {"hunt": "enabled"}},
            {"name": "Acme light", "selectedTokenSets": {"acme": "enabled"}}
          ]
        }
        """##)
        #expect(system.axes == [
            DesignAxis(name: "brand", values: ["Hunt", "Acme"]),
            DesignAxis(name: "mode", values: ["light", "dark", "wireframe"],
                       colorScheme: DesignAxis.ColorSchemeValues(light: "light", dark: "dark")),
        ])
        #expect(system.combinations.map(\.values) == [["Hunt", "light"], ["Hunt", "dark"], ["Hunt", "wireframe"], ["Acme", "light"]])
    }

    @Test func namesWithoutAModeAreOneAxis() throws {
        let system = try readStudio(##"""
        {"a": {"x": {"value": "1", "type": "number"}},
         "$themes": [{"name": "Brand One", "selectedTokenSets": {"a": "enabled"}},
                     {"name": "Brand Two", "selectedTokenSets": {"a": "enabled"}}]}
        """##)
        #expect(system.axes == [DesignAxis(name: "theme", values: ["Brand One", "Brand Two"])])
        #expect(system.combinations.count == 2)
    }

    @Test func themeProblemsAreLocated() {
        #expect(problems { try readStudio(##"""
        {"a": {"x": {"value": "1", "type": "number"}},
         "$themes": [{"name": "T", "selectedTokenSets": {"a": "enabeld", "b": "enabled"}}, {"group": "g"}]}
        """##) } == [
            "tokens.json:2:55: error: the token set 'a' of the theme 'T' is 'enabeld': write \"enabled\", \"source\" or \"disabled\" (did you mean 'enabled'?)",
            "tokens.json:2:66: error: the theme 'T' selects the token set 'b', which is neither a token set nor a folder of them (did you mean 'a'?)",
            "tokens.json:2:84: error: a theme needs a \"name\"",
        ])
    }
}
