import Testing
import ThemeTokens

/// Colors in every space of the DTCG Color Module, converted to the 8-bit
/// sRGB color an sRGB display shows.
///
/// Expected values come from coloraide 8.13.1 (an independent Python
/// implementation of CSS Color 4), `Color(space, coords).convert('srgb')`,
/// and for colors outside sRGB `.fit(method='minde-chroma', jnd=0.02)`: its
/// name for CSS Color 4's gamut mapping (chroma reduced in OKLCH until
/// clipping moves the color by less than ΔEOK 0.02). The unrounded channels
/// are in the comments; none is within 0.1 of a rounding boundary.
struct ColorSpaceTests {
    static let vectors: [(ColorSpace, [Double], String, Bool)] = [
        (.displayP3, [1, 0, 0], "#FF0B0C", false),        // 255, 11.3652, 11.7126
        (.displayP3, [0, 1, 0], "#00FB29", false),        // 0, 251.3697, 40.7343
        (.displayP3, [0.25, 0.5, 0.75], "#2081C5", true), // 31.6394, 129.3732, 196.6375
        (.displayP3, [0.2, 0.4, 0.6], "#1B689D", true),   // 26.5344, 103.5128, 157.3355
        (.oklch, [0.7, 0.15, 30], "#ED7665", true),       // 236.7924, 118.1142, 100.534
        (.oklch, [0.9, 0.3, 140], "#62FF30", false),      // 98.2622, 255, 48.4279
        (.oklch, [0.5, 0.1, 250], "#32669A", true),       // 49.625, 102.3385, 153.7995
        (.oklab, [0.5, -0.1, 0.1], "#3C740A", true),      // 59.9542, 115.7241, 9.6746
        (.lab, [60.17, 93.54, -60.5], "#FF00FF", false),  // 255, 0.0097, 255 (the module's "hot pink")
        (.lch, [50, 80, 30], "#E12739", true),            // 224.9022, 38.7224, 56.8055
        (.lch, [50, 30, 200], "#1D8487", true),           // 29.3305, 132.4415, 135.4122
        (.hsl, [300, 100, 50], "#FF00FF", true),          // 255, 0, 255
        (.hsl, [210, 50, 40], "#336699", true),           // 51, 102, 153
        (.hwb, [330, 12, 7], "#ED1F86", true),            // 237.15, 30.6, 133.875
        (.hwb, [90, 22, 33], "#71AB38", true),            // 113.475, 170.85, 56.1
        (.rec2020, [1, 0, 0], "#FF494F", false),          // 255, 73.446, 78.7595
        (.rec2020, [0.3, 0.5, 0.4], "#007D5B", false),    // 0, 125.4831, 90.7439
        (.a98RGB, [1, 0, 0], "#FF5A48", false),           // 255, 89.5632, 72.083
        (.a98RGB, [0.4, 0.5, 0.6], "#59819B", true),      // 88.8983, 128.5182, 155.4289
        (.prophotoRGB, [0.5, 0.5, 0.5], "#929292", true), // 145.9382 each
        (.prophotoRGB, [0.4, 0.3, 0.2], "#93583C", true), // 146.7581, 87.7011, 59.8219
        (.xyzD65, [0.2, 0.3, 0.4], "#00A7A4", false),     // 0, 166.8309, 164.2961
        (.xyzD50, [0.2, 0.3, 0.4], "#00A8BC", false),     // 0, 167.6235, 187.5211
        (.srgbLinear, [0.5, 0.5, 0.5], "#BCBCBC", true),  // 187.516 each
        (.srgbLinear, [0.2, 0.05, 0.7], "#7C3FDA", true), // 123.5549, 63.1891, 217.848
    ]

    @Test("every color space converts to the sRGB color coloraide computes", arguments: vectors.indices)
    func conversion(_ index: Int) {
        let (space, components, hex, inGamut) = Self.vectors[index]
        let original = OriginalColor(space: space, components: components)
        #expect(original.displayed.hex == hex, "\(original.css)")
        #expect(original.isInSRGBGamut == inGamut, "\(original.css)")
        #expect(original.displayed.original == original)
        #expect(original.displayed.isOutsideSRGB == !inGamut)
    }

    @Test("every space of the DTCG Color Module has vectors")
    func coverage() {
        let covered = Set(Self.vectors.map { $0.0.rawValue }).union(["srgb"])
        #expect(covered == Set(ColorSpace.allCases.map(\.rawValue)))
        #expect(ColorSpace.allCases.map(\.rawValue) == [
            "srgb", "srgb-linear", "hsl", "hwb", "lab", "lch", "oklab", "oklch",
            "display-p3", "a98-rgb", "prophoto-rgb", "rec2020", "xyz-d65", "xyz-d50",
        ])
    }

    @Test("none reads as 0; hues are read modulo 360")
    func noneAndHues() {
        let white = OriginalColor(space: .hsl, components: [nil, 0, 100])
        #expect(white.displayed.hex == "#FFFFFF")
        #expect(white.css == "hsl(none 0% 100%)")
        #expect(OriginalColor(space: .hsl, components: [510, 50, 40]).displayed.hex
            == OriginalColor(space: .hsl, components: [150, 50, 40]).displayed.hex)
        #expect(OriginalColor(space: .oklch, components: [0.7, 0.15, -330]).displayed.hex == "#ED7665")
    }

    @Test("CSS text in each space's own notation, alpha after a slash")
    func css() {
        #expect(OriginalColor(space: .displayP3, components: [1, 0, 0]).css == "color(display-p3 1 0 0)")
        #expect(OriginalColor(space: .oklch, components: [0.7, 0.15, 30], alpha: 0.5).css == "oklch(0.7 0.15 30 / 0.5)")
        #expect(OriginalColor(space: .hwb, components: [90, 20, 30]).css == "hwb(90 20% 30%)")
        #expect(OriginalColor(space: .xyzD50, components: [0.2, 0.3, 0.4]).css == "color(xyz-d50 0.2 0.3 0.4)")
        #expect(OriginalColor(space: .lab, components: [60.17, 93.54, -60.5]).css == "lab(60.17 93.54 -60.5)")
        #expect(OriginalColor(space: .rec2020, components: [1.0 / 3, 0, 0]).css == "color(rec2020 0.333333 0 0)")
    }

    @Test("another opacity keeps the original at that opacity; derived colors have none")
    func opacity() {
        let p3 = OriginalColor(space: .displayP3, components: [1, 0, 0]).displayed
        let faded = p3.opacity(0.4)
        #expect(faded.original == OriginalColor(space: .displayP3, components: [1, 0, 0], alpha: 0.4))
        #expect(faded.hex == "#FF0B0C66")
        #expect(Color(red: 0xFF, green: 0x0B, blue: 0x0C).original == nil)
        #expect(p3 != Color(red: 0xFF, green: 0x0B, blue: 0x0C))
    }
}
