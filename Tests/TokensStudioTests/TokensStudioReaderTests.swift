import Basics
import DTCG
import Testing
@testable import TokensStudio

struct TokensStudioReaderTests {
    @Test func detection() {
        func file(_ path: String, _ text: String) -> DTCGFile { DTCGFile(path: path, text: text) }
        #expect(TokensStudioReader.isTokensStudio(files: [file("t/$themes.json", "[]"), file("t/a.json", "{}")]))
        #expect(TokensStudioReader.isTokensStudio(files: [file("t/$metadata.json", "{}")]))
        #expect(TokensStudioReader.isTokensStudio(files: [file("a.json", ##"{"$themes": [], "global": {}}"##)]))
        #expect(TokensStudioReader.isTokensStudio(files: [file("a.json", ##"{"global": {"red": {"value": "#f00", "type": "color"}}}"##)]))
        #expect(!TokensStudioReader.isTokensStudio(files: [file("a.json", ##"{"red": {"$value": "#f00", "$type": "color"}}"##)]))
        #expect(!TokensStudioReader.isTokensStudio(files: [file("a.json", "not json")]))
        #expect(!TokensStudioReader.isTokensStudio(files: [file("a.json", "{}"), file("b.json", "{}")]))
    }

    /// One file: sets as top-level keys; `$metadata.tokenSetOrder` orders
    /// them (the later set wins); no `$themes` is one combination of every
    /// set.
    @Test func singleFileLayoutAndSetOrder() throws {
        let system = try readStudio("""
        {
          "base": {"size": {"value": "4", "type": "sizing"}, "gap": {"value": "{size} * 2", "type": "spacing"}},
          "override": {"size": {"value": "8", "type": "sizing"}},
          "$metadata": {"tokenSetOrder": ["override", "base"]}
        }
        """)
        #expect(system.name == "tokens")
        #expect(system.axes.isEmpty)
        #expect(system.combinations == [DesignCombination([])])
        let tokens = onlyTokens(system)
        #expect(tokens.tokens.map(\.name) == ["size", "gap"])
        #expect(tokens["size"]?.value == .dimension(DTCGDimension(value: 4, unit: "px")))
        #expect(tokens["gap"]?.value == .dimension(DTCGDimension(value: 8, unit: "px")))
        #expect(tokens["gap"]?.references == ["size"])
        #expect(tokens["gap"]?.sourceType == "spacing")
    }

    /// A folder: each file a set named by its path; `source` sets are read
    /// for references only, `disabled` ones not at all; a folder name
    /// selects the sets under it.
    @Test func folderLayoutAndSelectedTokenSets() throws {
        let system = try readStudioFolder([
            "$themes.json": """
            [{"name": "Light", "selectedTokenSets": {"core": "source", "brand": "enabled", "unused": "disabled"}}]
            """,
            "core.json": ##"{"blue": {"value": "#0000ff", "type": "color"}}"##,
            "brand/casual.json": ##"{"accent": {"value": "{blue}", "type": "color"}}"##,
            "brand/extra.json": ##"{"radius": {"value": "4px", "type": "borderRadius"}}"##,
            "unused.json": ##"{"broken": {"value": "{nothing}", "type": "color"}}"##,
        ])
        #expect(system.name == "tokens")
        #expect(system.axes == [DesignAxis(name: "theme", values: ["Light"],
                                           colorScheme: DesignAxis.ColorSchemeValues(light: "Light", dark: nil))])
        let combination = DesignCombination(["Light"])
        #expect(system.tokens[combination]?.tokens.map(\.name) == ["accent", "radius"])
        #expect(system.tokens[combination]?["accent"]?.value == .color(DTCGColor(colorSpace: "srgb", components: [0, 0, 1], hex: "#0000ff")))
        #expect(system.tokens[combination]?["accent"]?.references == ["blue"])
        #expect(system.tokens[combination]?["accent"]?.file == "tokens/brand/casual.json")
        #expect(system.sourceTokens[combination]?.tokens.map(\.name) == ["blue"])
    }

    /// Enabled sets win over source sets whatever their order, as
    /// sd-transforms hands them to Style Dictionary (`include`, then
    /// `source`).
    @Test func enabledSetsOverrideSourceSets() throws {
        let system = try readStudio("""
        {
          "brand": {"accent": {"value": "#111111", "type": "color"}},
          "core": {"accent": {"value": "#222222", "type": "color"}, "text": {"value": "{accent}", "type": "color"}},
          "$themes": [{"name": "A", "selectedTokenSets": {"brand": "enabled", "core": "source"}}],
          "$metadata": {"tokenSetOrder": ["brand", "core"]}
        }
        """)
        let combination = DesignCombination(["A"])
        #expect(system.tokens[combination]?["accent"]?.value == .color(DTCGColor(colorSpace: "srgb", components: [17.0 / 255, 17.0 / 255, 17.0 / 255], hex: "#111111")))
        #expect(system.sourceTokens[combination]?["text"]?.references == ["accent"])
        #expect(system.tokens[combination]?["text"] == nil)
    }

    @Test func tokenSetOrderNamesThatAreNoSetAreOneWarning() throws {
        let system = try readStudioFolder([
            "$metadata.json": ##"{"tokenSetOrder": ["globl", "other"]}"##,
            "global.json": ##"{"a": {"value": "1", "type": "number"}}"##,
        ])
        #expect(system.warnings.map(\.description) == [
            "tokens/$metadata.json:1:19: warning: \"tokenSetOrder\" names 2 sets that are not among the token sets ('globl', 'other'); ignored, and the sets it does not name keep the order they were read in",
        ])
    }

    /// `alpha` beside a color's value (a DTCG system writes it so): applied,
    /// with one warning for every token that has one. (Without `$themes`,
    /// `$metadata` or references, a file's top-level keys are groups.)
    @Test func alphaBesideAColorIsAppliedWithOneWarning() throws {
        let system = try readStudio("""
        {
          "set": {
            "a": {"value": "#ff0000", "type": "color", "alpha": 0.5},
            "b": {"value": "#00ff00", "type": "color", "alpha": 0.25}
          }
        }
        """)
        #expect(onlyTokens(system)["set.a"]?.value == .color(DTCGColor(colorSpace: "srgb", components: [1, 0, 0], alpha: 0.5, hex: "#ff0000")))
        #expect(onlyTokens(system)["set.b"]?.value == .color(DTCGColor(colorSpace: "srgb", components: [0, 1, 0], alpha: 0.25, hex: "#00ff00")))
        #expect(system.warnings.map(\.description) == [
            "tokens.json:3:57: warning: \"alpha\" beside a color's value is not Tokens Studio's format; applied as the color's opacity (and in 1 more token)",
        ])
    }

    @Test func alphaBesideAnotherTypeIsAnError() {
        #expect(problems { try readStudio(##"{"s": {"gap": {"value": "4", "type": "spacing", "alpha": 0.5}}}"##) } == [
            "tokens.json:1:58: error: \"alpha\" beside the value is applied to color tokens only; 's.gap' is a spacing token: remove the key",
        ])
    }

    /// Every problem of every file is reported, in file then position order.
    @Test func everyProblemIsReported() {
        #expect(problems { try readStudioFolder([
            "a.json": ##"{"x": {"value": "{nope}", "type": "color"}}"##,
            "b.json": ##"{"y": {"value": "2 *", "type": "sizing"}, "z": {"value": "#12", "type": "color"}}"##,
            "c.json": "{,}",
        ]) } == [
            "tokens/a.json:1:17: error: reference '{nope}' points to nothing: there is no token 'nope'",
            "tokens/b.json:1:17: error: cannot compute '2 *': expected a number, found the end",
            "tokens/b.json:1:58: error: '#12' is not a hex color (#rgb, #rgba, #rrggbb or #rrggbbaa)",
            "tokens/c.json:1:2: error: invalid JSON: expected a key in double quotes or '}', found ','",
        ])
    }
}

extension TokensStudioReaderTests {
    /// `$value`, `$type` and `$description` (Tokens Studio's DTCG mode),
    /// a group's `$type` inherited, `$extensions` kept.
    @Test func dollarKeys() throws {
        let tokens = onlyTokens(try readStudio(##"""
        {"$themes": [], "core": {"space": {"$type": "spacing",
           "sm": {"$value": "4", "$description": "The smallest gap"},
           "md": {"$value": "{space.sm} * 2", "$extensions": {"com.example": true}}}}}
        """##))
        #expect(tokens["space.sm"]?.value == .dimension(DTCGDimension(value: 4, unit: "px")))
        #expect(tokens["space.sm"]?.description == "The smallest gap")
        #expect(tokens["space.md"]?.value == .dimension(DTCGDimension(value: 8, unit: "px")))
        #expect(tokens["space.md"]?.sourceType == "spacing")
        #expect(tokens["space.md"]?.extensions == .object([("com.example", .bool(true))]))
    }

    /// Both forms of a key in one token: which one is meant is unclear.
    @Test func bothFormsOfAKeyAreAnError() {
        #expect(problems { try readStudio(##"{"$themes": [], "s": {"a": {"value": "1", "$value": "2", "type": "number"}}}"##) } == [
            "tokens.json:1:43: error: 'a' has both \"value\" and \"$value\": keep one (Tokens Studio writes \"value\", its DTCG mode \"$value\")",
        ])
    }
}
