import Foundation
import Testing
import ThemeTokens

/// One entry of shared/reference/contrast-vectors.json (fields explained in
/// contrast-vectors.meta.json).
struct ContrastVector: Decodable, Sendable {
    var fg: String
    var fgAlpha: Double
    var bg: String
    var fgComposited8bitJS: String
    var wcag218bitAxe: Double
    var axeReported: Double

    enum CodingKeys: String, CodingKey {
        case fg
        case fgAlpha = "fg_alpha"
        case bg
        case fgComposited8bitJS = "fg_composited_8bit_js"
        case wcag218bitAxe = "wcag21_8bit_axe"
        case axeReported = "axe_reported"
    }

    var label: String { "\(fg) at \(fgAlpha) on \(bg)" }
}

/// `../shared/reference/contrast-vectors.json` from the package root. A
/// missing or unreadable file fails the calling test.
func loadContrastVectors() throws -> [ContrastVector] {
    let url = packageRoot
        .appendingPathComponent("../shared/reference/contrast-vectors.json")
        .standardizedFileURL
    try #require(FileManager.default.fileExists(atPath: url.path),
                 "contrast vectors not found at \(url.path)")
    let vectors = try JSONDecoder().decode([ContrastVector].self, from: Data(contentsOf: url))
    try #require(!vectors.isEmpty, "no contrast vectors in \(url.path)")
    return vectors
}

/// A JSON number written as JSON writes it: 8.2 -> "8.2", 8.0 -> "8".
func jsonNumberText(_ value: Double) -> String {
    let text = "\(value)"
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
}

func roundedTo4(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }

@Suite("Compositing and WCAG contrast against the reference vectors")
struct ContrastVectorTests {
    @Test("the vector file loads and has every field")
    func loads() throws {
        let vectors = try loadContrastVectors()
        #expect(vectors.count >= 19)
    }

    @Test("composited(over:) matches axe-core's 8-bit composite for every vector")
    func composite() throws {
        for vector in try loadContrastVectors() {
            let fg = try Color(hex: vector.fg).opacity(vector.fgAlpha)
            let bg = try Color(hex: vector.bg)
            let composite = fg.composited(over: bg)
            #expect(composite.hex == vector.fgComposited8bitJS, "\(vector.label)")
            #expect(composite.isOpaque, "\(vector.label)")
        }
    }

    @Test("contrastRatio(of:on:) matches wcag21_8bit_axe to 4 decimals for every vector")
    func ratio() throws {
        for vector in try loadContrastVectors() {
            let fg = try Color(hex: vector.fg).opacity(vector.fgAlpha)
            let bg = try Color(hex: vector.bg)
            let ratio = WCAG.contrastRatio(of: fg, on: bg)
            #expect(roundedTo4(ratio) == vector.wcag218bitAxe,
                    "\(vector.label): \(ratio) vs \(vector.wcag218bitAxe)")
            #expect(abs(ratio - vector.wcag218bitAxe) <= 0.00005 + 1e-12, "\(vector.label)")
        }
    }

    @Test("displayed(_:) shows what axe reports for every vector")
    func displayed() throws {
        for vector in try loadContrastVectors() {
            let fg = try Color(hex: vector.fg).opacity(vector.fgAlpha)
            let bg = try Color(hex: vector.bg)
            let shown = WCAG.displayed(WCAG.contrastRatio(of: fg, on: bg))
            #expect(shown == jsonNumberText(vector.axeReported), "\(vector.label)")
        }
    }

    @Test("the file contains the reference's worked example")
    func fileHasNamedExample() throws {
        let example = try loadContrastVectors().first {
            $0.fg == "#3C3C43" && $0.fgAlpha == 0.3 && $0.bg == "#FFFFFF"
        }
        let found = try #require(example)
        #expect(found.fgComposited8bitJS == "#C5C5C7")
        #expect(found.wcag218bitAxe == 1.7234)
    }
}

@Suite("Compositing and WCAG contrast: worked examples")
struct CompositingTests {
    @Test("#3C3C43 at 30% over white is #C5C5C7 (196.5 rounds half up), ratio 1.7234")
    func tertiaryOverWhite() {
        let tertiary = spec("#3C3C43", 0.3)
        #expect(tertiary.composited(over: .white).hex == "#C5C5C7")
        let ratio = WCAG.contrastRatio(of: tertiary, on: .white)
        #expect(roundedTo4(ratio) == 1.7234)
        // Unrounded compositing would give 1.7323; the 8-bit rule must win.
        #expect(abs(ratio - 1.7323) > 0.005)
        #expect(WCAG.displayed(ratio) == "1.72")
    }

    @Test("textSecondary over its backgrounds: #8A8A8E (3.4389) light, #8D8D93 (6.3638) dark")
    func secondary() {
        let theme = BuiltInThemes.defaultTheme
        #expect(theme.light[.textSecondary].composited(over: theme.light[.background]).hex == "#8A8A8E")
        #expect(theme.dark[.textSecondary].composited(over: theme.dark[.background]).hex == "#8D8D93")
        #expect(roundedTo4(WCAG.contrastRatio(of: theme.light[.textSecondary], on: .white)) == 3.4389)
        #expect(roundedTo4(WCAG.contrastRatio(of: theme.dark[.textSecondary], on: .black)) == 6.3638)
    }

    @Test("an opaque color composites to itself; a transparent one to the background")
    func edges() {
        let accent = spec("#2596BE")
        #expect(accent.composited(over: .black) == accent)
        #expect(spec("#2596BE", 0).composited(over: spec("#1C1C1E")) == spec("#1C1C1E"))
        #expect(spec("#FFFFFF", 0.5).composited(over: .black).hex == "#808080") // 127.5 -> 128
    }

    @Test("the background is treated as opaque")
    func translucentBackground() {
        let fg = spec("#3C3C43", 0.3)
        #expect(fg.composited(over: spec("#FFFFFF", 0.2)) == fg.composited(over: .white))
        #expect(WCAG.contrastRatio(of: fg, on: spec("#FFFFFF", 0.2))
            == WCAG.contrastRatio(of: fg, on: .white))
    }

    @Test("relative luminance: white 1, black 0, WCAG coefficients")
    func luminance() {
        #expect(WCAG.relativeLuminance(.white) == 1 || abs(WCAG.relativeLuminance(.white) - 1) < 1e-12)
        #expect(WCAG.relativeLuminance(.black) == 0)
        #expect(abs(WCAG.relativeLuminance(spec("#FF0000")) - 0.2126) < 1e-12)
        #expect(abs(WCAG.relativeLuminance(spec("#00FF00")) - 0.7152) < 1e-12)
        #expect(abs(WCAG.relativeLuminance(spec("#0000FF")) - 0.0722) < 1e-12)
    }

    @Test("sRGB decoding uses the 0.04045 threshold")
    func linear() {
        #expect(WCAG.linear(0) == 0)
        #expect(abs(WCAG.linear(255) - 1) < 1e-15)
        #expect(abs(WCAG.linear(10) - 10.0 / 255 / 12.92) < 1e-15)      // 0.0392 <= 0.04045
        #expect(abs(WCAG.linear(11) - pow((11.0 / 255 + 0.055) / 1.055, 2.4)) < 1e-15)
    }

    @Test("contrast ratio: 21 for black on white, 1 for equal colors, symmetric")
    func ratioBasics() {
        #expect(abs(WCAG.contrastRatio(.black, .white) - 21) < 1e-12)
        #expect(WCAG.contrastRatio(spec("#2596BE"), spec("#2596BE")) == 1)
        #expect(WCAG.contrastRatio(spec("#2596BE"), .white) == WCAG.contrastRatio(.white, spec("#2596BE")))
    }

    @Test("displayed truncates to two decimals, never rounding up")
    func displayedTruncates() {
        #expect(WCAG.displayed(4.4999) == "4.49")
        #expect(WCAG.displayed(4.5) == "4.5")
        #expect(WCAG.displayed(3.0) == "3")
        #expect(WCAG.displayed(21) == "21")
        #expect(WCAG.displayed(6.6467) == "6.64")
        #expect(WCAG.displayed(1.999999) == "1.99")
    }
}
