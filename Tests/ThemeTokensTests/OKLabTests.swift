import Foundation
import Testing
import ThemeTokens

@Suite("OKLab / OKLCH")
struct OKLabTests {
    @Test("white is L = 1 with no chroma, black is L = 0")
    func endpoints() {
        let white = OKLab(Color.white)
        #expect(abs(white.lightness - 1) < 1e-6)
        #expect(abs(white.a) < 1e-6)
        #expect(abs(white.b) < 1e-6)

        let black = OKLab(Color.black)
        #expect(black.lightness == 0)
        #expect(black.a == 0)
        #expect(black.b == 0)
        #expect(abs(white.distance(to: black) - 1) < 1e-6)
    }

    @Test("sRGB red is Ottosson's published OKLab (0.62796, 0.22486, 0.12585)")
    func red() {
        let red = OKLab(spec("#FF0000"))
        #expect(abs(red.lightness - 0.62796) < 1e-5)
        #expect(abs(red.a - 0.22486) < 1e-5)
        #expect(abs(red.b - 0.12585) < 1e-5)
    }

    @Test("OKLCH of the brand accent #2596BE: L 0.6305, C 0.1123, h 227.43°")
    func brandAccent() {
        let lch = OKLCH(spec("#2596BE"))
        #expect(abs(lch.lightness - 0.63049) < 1e-4)
        #expect(abs(lch.chroma - 0.11227) < 1e-4)
        #expect(abs(lch.hue - 227.428) < 1e-2)
    }

    @Test("the spec's hover pairs differ in OKLCH lightness in the stated direction")
    func hoverPairs() {
        #expect(OKLCH(spec("#1E7FA3")).lightness < OKLCH(spec("#2596BE")).lightness)
        #expect(OKLCH(spec("#4BC2E8")).lightness > OKLCH(spec("#3DAED4")).lightness)
    }

    @Test("hue is in 0..<360")
    func hueRange() {
        for hex in ["#E11D48", "#FF0000", "#FB7185", "#6366F1", "#059669", "#000000"] {
            let hue = OKLCH(spec(hex)).hue
            #expect(hue >= 0 && hue < 360, "\(hex): \(hue)")
        }
        #expect(abs(OKLCH(spec("#E11D48")).hue - 17.585) < 1e-2)
    }

    @Test("color -> OKLCH -> gamutMapped() returns the same color",
          arguments: ["#2596BE", "#E11D48", "#3DAED4", "#1E7FA3", "#4BC2E8", "#6366F1", "#818CF8",
                      "#059669", "#34D399", "#EA580C", "#FB923C", "#9333EA", "#C084FC", "#FB7185",
                      "#FFFFFF", "#000000", "#FF0000", "#00FF00", "#0000FF", "#3C3C43", "#FFD60A"])
    func roundTrip(_ hex: String) {
        #expect(OKLCH(spec(hex)).gamutMapped().hex == hex)
    }

    @Test("OKLCH -> OKLab -> linear sRGB round-trips")
    func labRoundTrip() {
        let lab = OKLab(spec("#9333EA"))
        let back = OKLCH(lab).lab
        #expect(abs(back.lightness - lab.lightness) < 1e-12)
        #expect(abs(back.a - lab.a) < 1e-12)
        #expect(abs(back.b - lab.b) < 1e-12)
        let rgb = lab.linearRGB
        #expect(abs(rgb.red - WCAG.linear(0x93)) < 1e-6)
        #expect(abs(rgb.green - WCAG.linear(0x33)) < 1e-6)
        #expect(abs(rgb.blue - WCAG.linear(0xEA)) < 1e-6)
    }

    @Test("gamutMapped keeps the requested alpha")
    func alpha() {
        #expect(OKLCH(spec("#2596BE")).gamutMapped(alpha: 0.12) == spec("#2596BE", 0.12))
    }

    @Test("out-of-gamut colors lose chroma at fixed lightness and hue")
    func outOfGamut() {
        let wanted = OKLCH(lightness: 0.7, chroma: 0.4, hue: 150)
        let mapped = wanted.gamutMapped()
        #expect(mapped.isOpaque)
        let got = OKLCH(mapped)
        #expect(abs(got.lightness - 0.7) < 0.01, "\(mapped.hex)")
        #expect(abs(got.hue - 150) < 3, "\(mapped.hex)")
        #expect(got.chroma < 0.4)
        #expect(got.chroma > 0.1)
    }

    @Test("lightness beyond 0...1 clamps to white and black")
    func clampLightness() {
        #expect(OKLCH(lightness: 1.3, chroma: 0, hue: 0).gamutMapped().hex == "#FFFFFF")
        #expect(OKLCH(lightness: -0.2, chroma: 0, hue: 0).gamutMapped().hex == "#000000")
    }

    @Test("reference: Forest #059669 and Rose #E11D48 are 0.335 apart in OKLab")
    func forestRoseDistance() {
        // color-science.md gives 0.335 for normal vision (0.058 under
        // deuteranopia; CVD simulation is not part of ThemeTokens).
        let distance = OKLab(spec("#059669")).distance(to: OKLab(spec("#E11D48")))
        #expect(abs(distance - 0.335) < 0.0005)
    }
}
