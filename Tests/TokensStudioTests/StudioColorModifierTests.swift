import DTCG
import Testing
@testable import TokensStudio

/// Expected values from @tokens-studio/sd-transforms at 5066620,
/// test/spec/color-modifiers/transformColorModifiers.spec.ts, written as
/// colorjs.io writes them (precision 5).
struct StudioColorModifierTests {
    func modified(_ base: String, _ kind: StudioColorModifier.Kind, _ amount: Double, _ space: StudioColorModifier.Space,
                  mix: String? = nil, format: StudioColorModifier.Format? = nil) throws -> String {
        let modifier = StudioColorModifier(kind: kind, amount: amount, space: space,
                                           mixColor: try mix.map { try StudioColorText.parse($0) }, format: format)
        let result = modifier.apply(to: try StudioColorText.parse(base))
        if format == .hex { return StudioColorText.text(result) }
        return StudioColorModifier.colorJS(result).css
    }

    @Test func lighten() throws {
        #expect(try modified("#C14242", .lighten, 0.2, .hsl) == "hsl(0 50.598% 60.627%)")
        #expect(try modified("#C14242", .lighten, 0.2, .lch) == "lch(57.685 47.48 29.704)")
        #expect(try modified("#C14242", .lighten, 0.2, .p3) == "color(display-p3 0.76016 0.43532 0.42213)")
        #expect(try modified("#C14242", .lighten, 0.2, .srgb) == "rgb(80.549% 40.706% 40.706%)")
    }

    @Test func darken() throws {
        #expect(try modified("#C14242", .darken, 0.2, .hsl) == "hsl(0 50.598% 40.627%)")
        #expect(try modified("#C14242", .darken, 0.2, .lch) == "lch(37.685 47.48 29.704)")
        #expect(try modified("#C14242", .darken, 0.2, .p3) == "color(display-p3 0.56016 0.23532 0.22213)")
        #expect(try modified("#C14242", .darken, 0.2, .srgb) == "rgb(60.549% 20.706% 20.706%)")
    }

    @Test func mix() throws {
        #expect(try modified("#000000", .mix, 0.5, .hsl, mix: "#FFFFFF") == "hsl(none 0% 50%)")
        #expect(try modified("#000000", .mix, 0.5, .lch, mix: "#FFFFFF") == "lch(50 0 none)")
        #expect(try modified("#000000", .mix, 0.5, .p3, mix: "#FFFFFF") == "color(display-p3 0.5 0.5 0.5)")
        #expect(try modified("#000000", .mix, 0.5, .srgb, mix: "#FFFFFF") == "rgb(50% 50% 50%)")
        // value '0.5 + 6 * 0.04'
        #expect(try modified("#FFFFFF", .mix, 0.74, .hsl, mix: "#4477DD") == "hsl(220 51.231% 67.933%)")
        #expect(try modified("#FFFFFF", .mix, 0.74, .lch, mix: "#4477DD") == "lch(63.417 43.678 278.69)")
        #expect(try modified("#FFFFFF", .mix, 0.74, .p3, mix: "#4477DD") == "color(display-p3 0.49226 0.60164 0.88112)")
        #expect(try modified("#FFFFFF", .mix, 0.74, .srgb, mix: "#4477DD") == "rgb(45.733% 60.533% 90.133%)")
        #expect(try modified("#FFFFFF", .mix, 0.74, .srgb, mix: "#4477DD", format: .hex) == "#759ae6")
    }

    @Test func alpha() throws {
        #expect(try modified("#C14242", .alpha, 0.2, .hsl) == "hsl(0 50.598% 50.784% / 0.2)")
        #expect(try modified("#C14242", .alpha, 0.2, .lch) == "lch(47.107 59.35 29.704 / 0.2)")
        #expect(try modified("#C14242", .alpha, 0.2, .p3) == "color(display-p3 0.7002 0.29415 0.27766 / 0.2)")
        #expect(try modified("#C14242", .alpha, 0.2, .srgb) == "rgb(75.686% 25.882% 25.882% / 0.2)")
    }

    /// "allows passing an output format" and "... as an option".
    @Test func outputFormats() throws {
        #expect(try modified("#C14242", .darken, 0.2, .srgb, format: .hsl) == "hsl(0 49.035% 40.627%)")
        #expect(try modified("#C14242", .darken, 0.2, .srgb, format: .hex) == "#9a3535")
        #expect(try modified("#C14242", .darken, 0.2, .hsl, format: .hex) == "#9c3333")
        #expect(try modified("#C14242", .darken, 0.2, .lch, format: .hex) == "#983735")
        #expect(try modified("#C14242", .darken, 0.2, .p3, format: .hex) == "#9b3535")
        #expect(try modified("#C14242", .darken, 0.2, .lch, format: .hsl) == "hsl(0.84955 47.88% 40.252%)")
        #expect(try modified("#C14242", .darken, 0.2, .p3, format: .hsl) == "hsl(0.05177 48.997% 40.665%)")
        #expect(try modified("#C14242", .darken, 0.2, .hsl, format: .lch) == "lch(37.824 50.982 29.805)")
        #expect(try modified("#C14242", .darken, 0.2, .p3, format: .lch) == "lch(37.854 49.384 29.403)")
        #expect(try modified("#C14242", .darken, 0.2, .srgb, format: .lch) == "lch(37.805 49.408 29.373)")
        #expect(try modified("#C14242", .darken, 0.2, .hsl, format: .p3) == "color(display-p3 0.56519 0.23007 0.21637)")
        #expect(try modified("#C14242", .darken, 0.2, .lch, format: .p3) == "color(display-p3 0.5509 0.24058 0.22405)")
        #expect(try modified("#C14242", .darken, 0.2, .srgb, format: .p3) == "color(display-p3 0.55975 0.23469 0.22176)")
        #expect(try modified("#C14242", .darken, 0.2, .hsl, format: .srgb) == "rgb(61.184% 20.071% 20.071%)")
        #expect(try modified("#C14242", .darken, 0.2, .lch, format: .srgb) == "rgb(59.525% 21.525% 20.979%)")
        #expect(try modified("#C14242", .darken, 0.2, .p3, format: .srgb) == "rgb(60.59% 20.775% 20.741%)")
    }

    /// test/integration/color-modifier-references.test.ts: the CSS the
    /// fixture builds to (format hex).
    @Test func integrationHexResults() throws {
        #expect(try modified("#FFFFFF", .alpha, 0.3, .srgb, format: .hex) == "#ffffff4d")
        #expect(try modified("#000000", .alpha, 0.3, .srgb, format: .hex) == "#0000004d")
        #expect(try modified("#FFFFFF", .mix, 0.5, .srgb, mix: "#4477DD", format: .hex) == "#a1bbee")
        #expect(try modified("#202D3B", .mix, 0.74, .srgb, mix: "#4477DD", format: .hex) == "#3b64b3")
        #expect(try modified("#202D3B", .alpha, 0.74, .srgb, format: .hex) == "#202d3bbd")
        #expect(try modified("#202D3B", .lighten, 0.74, .srgb, format: .hex) == "#c5c8cc")
        #expect(try modified("#FFFFFF", .darken, 0.74, .srgb, format: .hex) == "#424242")
    }
}
