import DTCG
import Testing
@testable import TokensStudio

/// Every Tokens Studio type, read into DTCG values; the values of the
/// wrong type, math that does not compute and unknown modifiers, located.
struct StudioValueReaderTests {
    func token(_ type: String, _ value: String, extra: String = "") throws -> DTCGToken? {
        onlyTokens(try readStudio("{\"t\": {\"value\": \(value), \"type\": \"\(type)\"\(extra)}}"))["t"]
    }

    @Test func dimensions() throws {
        for type in ["sizing", "spacing", "dimension", "borderRadius", "borderWidth", "fontSizes", "letterSpacing", "paragraphSpacing"] {
            #expect(try token(type, "\"16\"")?.value == .dimension(DTCGDimension(value: 16, unit: "px")), "\(type)")
            #expect(try token(type, "12")?.value == .dimension(DTCGDimension(value: 12, unit: "px")), "\(type)")
            #expect(try token(type, "\"1.5rem\"")?.value == .dimension(DTCGDimension(value: 1.5, unit: "rem")), "\(type)")
            #expect(try token(type, "\"16\"")?.type == .dimension)
            #expect(try token(type, "\"16\"")?.sourceType == type)
        }
        #expect(try token("letterSpacing", "\"-2%\"")?.value == .other(.string("-2%")))
        #expect(try token("sizing", "\"100%\"")?.value == .other(.string("100%")))
        #expect(try token("spacing", "\"4px 8px\"")?.value == .other(.string("4px 8px")))
        #expect(try token("sizing", "\"roundTo(16px / 3, 1)\"")?.value == .dimension(DTCGDimension(value: 5.3, unit: "px")))
    }

    @Test func numbersAndOpacity() throws {
        #expect(try token("opacity", "\"50%\"")?.value == .number(0.5))
        #expect(try token("opacity", "0.25")?.value == .number(0.25))
        #expect(try token("number", "\"2 * 3\"")?.value == .number(6))
        #expect(try token("number", "\"2 * 3\"")?.type == .number)
        #expect(try token("lineHeights", "\"150%\"")?.value == .number(1.5))
        #expect(try token("lineHeights", "1.2")?.value == .number(1.2))
        #expect(try token("lineHeights", "\"24px\"")?.value == .dimension(DTCGDimension(value: 24, unit: "px")))
        #expect(try token("lineHeights", "\"AUTO\"")?.value == .other(.string("AUTO")))
    }

    @Test func fonts() throws {
        #expect(try token("fontFamilies", "\"Inter, 'Helvetica Neue', sans-serif\"")?.value == .fontFamily(["Inter", "Helvetica Neue", "sans-serif"]))
        #expect(try token("fontFamilies", "[\"Inter\", \"Arial\"]")?.value == .fontFamily(["Inter", "Arial"]))
        #expect(try token("fontWeights", "\"Semi Bold\"")?.value == .fontWeight(600))
        #expect(try token("fontWeights", "\"700\"")?.value == .fontWeight(700))
        let italic = try token("fontWeights", "\"Regular Italic\"")
        #expect(italic?.value == .fontWeight(400))
        #expect(italic?.extensions == .object([("studio.tokens", .object([("fontStyle", .string("italic"))]))]))
    }

    @Test func textLikeTypesKeepTheirJSON() throws {
        for (type, value, json) in [("textCase", "\"uppercase\"", JSONValue.string("uppercase")),
                                    ("textDecoration", "\"underline\"", .string("underline")),
                                    ("text", "\"Hello\"", .string("Hello")),
                                    ("other", "42", .number(42)),
                                    ("asset", "\"https://example.com/logo.svg\"", .string("https://example.com/logo.svg")),
                                    ("boolean", "true", .bool(true)),
                                    ("boolean", "\"false\"", .bool(false))] {
            let read = try token(type, value)
            #expect(read?.value == .other(json), "\(type)")
            #expect(read?.type == .other, "\(type)")
            #expect(read?.sourceType == type, "\(type)")
        }
    }

    @Test func colors() throws {
        #expect(try token("color", "\"#abc\"")?.value == .color(DTCGColor(colorSpace: "srgb", components: [170.0 / 255, 187.0 / 255, 204.0 / 255], hex: "#aabbcc")))
        #expect(try token("color", "\"#aabbcc80\"")?.value == .color(DTCGColor(colorSpace: "srgb", components: [170.0 / 255, 187.0 / 255, 204.0 / 255], alpha: 128.0 / 255, hex: "#aabbcc")))
        #expect(try token("color", "\"rgba(255, 0, 0, 0.5)\"")?.value == .color(DTCGColor(colorSpace: "srgb", components: [1, 0, 0], alpha: 0.5, hex: "#ff0000")))
        #expect(try token("color", "\"hsl(120, 50%, 25%)\"")?.value == .color(DTCGColor(colorSpace: "hsl", components: [120, 50, 25])))
        #expect(try token("color", "\"hsla(120deg 50% 25% / 40%)\"")?.value == .color(DTCGColor(colorSpace: "hsl", components: [120, 50, 25], alpha: 0.4)))
        #expect(try token("color", "{\"colorSpace\": \"display-p3\", \"components\": [1, 0.5, \"none\"], \"alpha\": 0.8}")?.value
            == .color(DTCGColor(colorSpace: "display-p3", components: [1, 0.5, 0], alpha: 0.8, noneComponents: [2])))
        #expect(try token("color", "\"linear-gradient(90deg, #000 0%, #fff 100%)\"")?.type == .gradient)
    }

    /// A color modifier, its amount from math and references (sd-transforms'
    /// color-modifier-references fixture: color7 is #3b64b3).
    @Test func colorModifierWithReferences() throws {
        let tokens = onlyTokens(try readStudio(##"""
        {"treshhold": {"value": 0.5, "type": "number"}, "increment": {"value": 0.04, "type": "number"},
         "baseColor": {"value": "#202D3B", "type": "color"}, "mixColor": {"value": "#4477DD", "type": "color"},
         "color7": {"type": "color", "value": "{baseColor}", "$extensions": {"studio.tokens": {"modify": {
           "type": "mix", "value": "({treshhold} + 6 * {increment})", "space": "srgb", "color": "{mixColor}", "format": "hex"}}}}}
        """##))
        #expect(tokens["color7"]?.value.colorText == "#3b64b3")
        #expect(tokens["color7"]?.references == ["baseColor", "treshhold", "increment", "mixColor"])
    }

    @Test func compositesRead() throws {
        let border = try token("border", "{\"color\": \"#ff0000\", \"width\": \"2\", \"style\": \"dashed\"}")
        #expect(border?.type == .border)
        #expect(border?.value == .other(.object([
            ("color", .object([("colorSpace", .string("srgb")), ("components", .array([.number(1), .number(0), .number(0)])),
                               ("alpha", .number(1)), ("hex", .string("#ff0000"))])),
            ("width", .object([("value", .number(2)), ("unit", .string("px"))])),
            ("style", .string("dashed")),
        ])))
        let shadows = try token("boxShadow", "[{\"x\": 0, \"y\": 1, \"blur\": 2, \"spread\": 0, \"color\": \"#000\", \"type\": \"innerShadow\"}, {\"x\": 0, \"y\": \"2 * 2\", \"blur\": 8, \"spread\": 1, \"color\": \"#0000001a\"}]")
        guard case .shadow(let list)? = shadows?.value else { Issue.record("not a shadow"); return }
        #expect(list.count == 2)
        #expect(list[0].inset && !list[1].inset)
        #expect(list[1].offsetY == DTCGDimension(value: 4, unit: "px"))
        let typography = try token("typography", "{\"fontFamily\": \"Inter\", \"fontSize\": \"20\", \"fontWeight\": \"Medium\", \"lineHeight\": \"30px\", \"letterSpacing\": \"5%\", \"textCase\": \"uppercase\"}")
        #expect(typography?.value == .typography(DTCGTypography(fontFamily: ["Inter"], fontSize: DTCGDimension(value: 20, unit: "px"), fontWeight: 500,
                                                                letterSpacing: DTCGDimension(value: 1, unit: "px"), lineHeight: 1.5)))
        #expect(typography?.extensions == .object([("studio.tokens", .object([("typography", .object([("textCase", .string("uppercase"))]))]))]))
    }

    @Test func compositionIsReadWithAWarning() throws {
        let system = try readStudio("{\"card\": {\"value\": {\"fill\": \"#fff\"}, \"type\": \"composition\"}}")
        #expect(onlyTokens(system)["card"]?.value == .other(.object([("fill", .string("#fff"))])))
        #expect(system.warnings.map(\.description) == [
            "tokens.json:1:2: warning: 'card' is a composition token: Tokens Studio applies its properties to Figma layers; it is read as its properties' values, not shown as one value",
        ])
    }

    @Test func wrongTypesAndBadMathAreLocatedErrors() {
        #expect(problems { try readStudio(##"""
        {"a": {"value": "auto", "type": "sizing"},
         "b": {"value": "{c} * ", "type": "spacing"},
         "c": {"value": "4", "type": "spacing"},
         "d": {"value": "Bolt", "type": "fontWeights"},
         "e": {"value": {"x": 1}, "type": "color"},
         "f": {"value": "4em + 2rem", "type": "sizing"},
         "g": {"value": "maybe", "type": "boolean"},
         "h": {"value": "Inter", "type": "typography"}}
        """##) } == [
            "tokens.json:1:17: error: expected a dimension such as 16, 16px or 1rem, found 'auto'",
            "tokens.json:2:17: error: cannot compute '4px * ': expected a number, found the end",
            "tokens.json:4:17: error: 'Bolt' is not a font weight (a number from 1 to 1000, or a name such as Regular or Bold); did you mean 'bold'?",
            "tokens.json:5:17: error: a color object needs \"colorSpace\" and \"components\"",
            "tokens.json:6:17: error: cannot compute '4em + 2rem': it mixes the units em and rem, which cannot be computed without knowing their sizes",
            "tokens.json:7:17: error: a boolean token's value must be true or false, found 'maybe'",
            "tokens.json:8:17: error: a typography token's value must be an object (fontFamily, fontSize, fontWeight, ...), found 'Inter'",
        ])
    }

    @Test func unknownTypeIsReadAsOtherWithADidYouMean() throws {
        let system = try readStudio("{\"i\": {\"value\": \"#fff\", \"type\": \"colour\"}}")
        #expect(onlyTokens(system)["i"]?.value == .other(.string("#fff")))
        #expect(system.warnings.map(\.description) == [
            "tokens.json:1:2: warning: 'colour' is not a Tokens Studio token type: read as 'other' (its value kept as written); did you mean 'color'?",
        ])
    }

    @Test func modifierProblems() {
        #expect(problems { try readStudio(##"""
        {"a": {"value": "#fff", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "lightn", "value": "0.2", "space": "srgb"}}}},
         "b": {"value": "#fff", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "mix", "value": "0.2", "space": "oklab"}}}},
         "c": {"value": "#fff", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "darken", "value": "a lot", "space": "hsl"}}}},
         "d": {"value": "#fff", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "mix", "value": "0.5", "space": "hsl"}}}}}
        """##) } == [
            "tokens.json:1:95: error: 'lightn' is not a color modifier type; did you mean 'lighten'?",
            "tokens.json:2:127: error: 'oklab' is not a color modifier space (srgb, hsl, lch, p3)",
            "tokens.json:3:114: error: expected a modifier amount (0 to 1), found 'a lot'",
            "tokens.json:4:86: error: a mix modifier needs the \"color\" to mix in",
        ])
    }
}

extension DTCGValue {
    /// A color's hex or CSS text, for comparing with published values.
    var colorText: String? {
        if case .color(let color) = self { return StudioColorText.text(color) }
        return nil
    }
}
