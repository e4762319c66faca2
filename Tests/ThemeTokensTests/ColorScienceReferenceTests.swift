import Testing
import ThemeTokens

/// The reference's APCA vectors, nearest-passing results and color-vision
/// facts (../shared/reference/color-science.md).
struct ColorScienceReferenceTests {
    func color(_ hex: String) throws -> Color { try Color(hex: hex) }

    @Test(arguments: [
        ("#888888", "#FFFFFF", 63.0565),
        ("#FFFFFF", "#888888", -68.5415),
        ("#000000", "#AAAAAA", 58.1463),
        ("#112233", "#DDEEFF", 91.6683),
        ("#DDEEFF", "#112233", -93.0677),
    ])
    func apcaMatchesTheReferenceVectors(text: String, background: String, expected: Double) throws {
        let lc = APCA.lightnessContrast(text: try color(text), background: try color(background))
        #expect(abs(lc - expected) < 0.0001, "\(text) on \(background): \(lc)")
    }

    @Test func apcaIsZeroForNearlyEqualColors() throws {
        #expect(APCA.lightnessContrast(text: try color("#777777"), background: try color("#777777")) == 0)
    }

    @Test(arguments: [
        ("#2596BE", "#FFFFFF", 4.5, "#0080A8"),
        ("#059669", "#FFFFFF", 4.5, "#00875C"),
        ("#EA580C", "#FFFFFF", 4.5, "#D54400"),
        ("#2596BE", "#1C1C1E", 7.0, "#48B2DB"),
    ])
    func nearestPassingColorMatchesTheReference(foreground: String, background: String, target: Double,
                                                expected: String) throws {
        let found = try #require(NearestPassingColor.find(for: try color(foreground), on: try color(background), target: target))
        #expect(found.hex == expected)
        #expect(WCAG.contrastRatio(found, try color(background)) >= target)
    }

    @Test func theReferenceSuggestionReachesItsRatio() throws {
        let found = try #require(NearestPassingColor.find(for: try color("#2596BE"), on: .white, target: 4.5))
        #expect(abs(WCAG.contrastRatio(found, .white) - 4.5131) < 0.0001)
    }

    @Test func aPassingColorIsItsOwnSuggestion() throws {
        #expect(NearestPassingColor.find(for: .black, on: .white, target: 7) == .black)
    }

    @Test func deuteranopiaCollapsesForestAndRose() throws {
        let forest = try color("#059669"), rose = try color("#E11D48")
        #expect(abs(OKLab(forest).distance(to: OKLab(rose)) - 0.335) < 0.001)
        let simulated = ColorVisionDeficiency.deuteranopia
        let distance = OKLab(simulated.simulate(forest)).distance(to: OKLab(simulated.simulate(rose)))
        #expect(abs(distance - 0.058) < 0.001)
    }

    @Test func chromiumsRoundedMatricesAreTheFilterValues() {
        #expect(ColorVisionDeficiency.deuteranopia.feColorMatrixValues
            == "0.367 0.861 -0.228 0 0 0.28 0.673 0.047 0 0 -0.012 0.043 0.969 0 0 0 0 0 1 0")
        #expect(ColorVisionDeficiency.achromatopsia.feColorMatrixValues
            == "0.213 0.715 0.072 0 0 0.213 0.715 0.072 0 0 0.213 0.715 0.072 0 0 0 0 0 1 0")
    }
}
