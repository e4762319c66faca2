import DTCG
import Testing
@testable import TokensStudio

struct StudioResolverTests {
    /// References inside composites and text, the reference chain of each
    /// token (its first step; each named token holds the next).
    @Test func referencesAnywhere() throws {
        let tokens = onlyTokens(try readStudio(##"""
        {
          "color": {"black": {"value": "#000000", "type": "color"},
                    "shade": {"value": "rgba({color.black}, 0.5)", "type": "color"},
                    "ink": {"value": "{color.shade}", "type": "color"}},
          "space": {"sm": {"value": "4", "type": "spacing"}, "md": {"value": "{space.sm} * 2", "type": "spacing"},
                    "pad": {"value": "{space.sm} {space.md}", "type": "spacing"}},
          "font": {"body": {"value": "Inter", "type": "fontFamilies"}},
          "type": {"body": {"value": {"fontFamily": "{font.body}", "fontSize": "{space.md} * 2", "fontWeight": "Bold",
                                      "lineHeight": "150%"}, "type": "typography"}},
          "shadow": {"value": {"x": "0", "y": "{space.sm}", "blur": "8", "spread": "0", "color": "{color.shade}",
                               "type": "dropShadow"}, "type": "boxShadow"}
        }
        """##))
        #expect(tokens["color.shade"]?.value == .color(DTCGColor(colorSpace: "srgb", components: [0, 0, 0], alpha: 0.5, hex: "#000000")))
        #expect(tokens["color.shade"]?.references == ["color.black"])
        #expect(tokens["color.ink"]?.references == ["color.shade"])
        #expect(tokens["color.ink"]?.value == tokens["color.shade"]?.value)
        #expect(tokens["space.md"]?.value == .dimension(DTCGDimension(value: 8, unit: "px")))
        #expect(tokens["space.pad"]?.value == .other(.string("4px 8px")))
        #expect(tokens["space.pad"]?.type == .dimension)
        #expect(tokens["space.pad"]?.references == ["space.sm", "space.md"])
        #expect(tokens["type.body"]?.value == .typography(DTCGTypography(fontFamily: ["Inter"], fontSize: DTCGDimension(value: 16, unit: "px"),
                                                                           fontWeight: 700, lineHeight: 1.5)))
        #expect(tokens["type.body"]?.references == ["font.body", "space.md"])
        #expect(tokens["shadow"]?.value == .shadow([DTCGShadow(
            color: DTCGColor(colorSpace: "srgb", components: [0, 0, 0], alpha: 0.5, hex: "#000000"),
            offsetX: DTCGDimension(value: 0, unit: "px"), offsetY: DTCGDimension(value: 4, unit: "px"),
            blur: DTCGDimension(value: 8, unit: "px"), spread: DTCGDimension(value: 0, unit: "px"))]))
    }

    @Test func missingReferenceSaysWhatItMeant() {
        #expect(problems { try readStudio(##"""
        {"color": {"green": {"value": "#00ff00", "type": "color"},
                   "bg": {"value": "{color.gren}", "type": "color"}}}
        """##) } == [
            "tokens.json:2:28: error: reference '{color.gren}' points to nothing: there is no token 'color.gren'; did you mean 'color.green'?",
        ])
    }

    @Test func referenceToASetTheThemeDoesNotRead() {
        #expect(problems { try readStudio(##"""
        {"core": {"blue": {"value": "#0000ff", "type": "color"}},
         "brand": {"accent": {"value": "{blue}", "type": "color"}},
         "$themes": [{"name": "A", "selectedTokenSets": {"brand": "enabled"}}]}
        """##) } == [
            "tokens.json:2:32: error: reference '{blue}' names a token of the set 'core', which the themes A do not read (their \"selectedTokenSets\" leave it out)",
        ])
    }

    @Test func cyclesAreReportedOnce() {
        #expect(problems { try readStudio(##"""
        {"a": {"value": "{b}", "type": "color"},
         "b": {"value": "{c}", "type": "color"},
         "c": {"value": "{a}", "type": "color"},
         "d": {"value": "{d} * 2", "type": "sizing"}}
        """##) } == [
            "tokens.json:3:17: error: reference cycle: a -> b -> c -> a",
            "tokens.json:4:17: error: reference cycle: d -> d",
        ])
    }
}
