import Testing
@testable import TokensStudio

/// colorjs.io 0.5's conversions and number writing, against values it
/// writes (sd-transforms' transformColorModifiers.spec.ts: #C14242 with
/// only its alpha changed, in each space).
struct ColorJSColorTests {
    let red = ColorJSColor(.srgb, [193.0 / 255, 66.0 / 255, 66.0 / 255])

    @Test func conversionsMatchColorJS() {
        #expect(red.to(.hsl).css == "hsl(0 50.598% 50.784%)")
        #expect(red.to(.lch).css == "lch(47.107 59.35 29.704)")
        #expect(red.to(.p3).css == "color(display-p3 0.7002 0.29415 0.27766)")
        #expect(red.css == "rgb(75.686% 25.882% 25.882%)")
    }

    /// A gray has no hue: sRGB to HSL goes directly, not through XYZ.
    @Test func grayHasNoHue() {
        let gray = ColorJSColor(.srgb, [0.5, 0.5, 0.5])
        #expect(gray.to(.hsl).coords[0].isNaN)
        #expect(gray.to(.lch).coords[2].isNaN)
        #expect(gray.to(.hsl).css == "hsl(none 0% 50%)")
    }

    @Test func roundTrips() {
        for space in [ColorJSColor.Space.hsl, .lch, .p3, .lab, .xyzD50] {
            let back = red.to(space).to(.srgb)
            for index in 0..<3 {
                #expect(abs(back.coords[index] - red.coords[index]) < 1e-12, "\(space)")
            }
        }
    }

    /// colorjs's `toPrecision(n, 5)`: five significant digits.
    @Test func precision() {
        #expect(ColorJSColor.toPrecision(80.548_999) == 80.549)
        #expect(ColorJSColor.toPrecision(0.700_199) == 0.7002)
        #expect(ColorJSColor.toPrecision(278.6912) == 278.69)
        #expect(ColorJSColor.toPrecision(0) == 0)
    }
}
