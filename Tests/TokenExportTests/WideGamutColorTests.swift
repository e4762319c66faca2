import Basics
@testable import DTCG
@testable import PreviewRenderer
import Testing
import ThemeTokens
@testable import Theming
@testable import TokenExport

/// A color given outside sRGB, through the exports and the contrast report.
struct WideGamutColorTests {
    /// color(display-p3 1 0 0): shown in sRGB as #FF0B0C (coloraide 8.13's
    /// CSS gamut mapping gives 255, 11.37, 11.71).
    static let p3Red = OriginalColor(space: .displayP3, components: [1, 0, 0]).displayed
    static let oklchBlue = OriginalColor(space: .oklch, components: [0.5, 0.1, nil]).displayed

    static var theme: Theme {
        var theme = BuiltInThemes.all[0]
        theme.id = "vivid"
        theme.light = theme.light.applying(accent: nil, overrides: [ThemeEdit.Override(.token(.accent), p3Red)], .light)
        return theme
    }

    @Test func theDTCGExportKeepsTheOriginalSpaceAndComponents() {
        #expect(DTCGExport.color(Self.p3Red) == .object([
            ("colorSpace", .string("display-p3")),
            ("components", .array([.number(1), .number(0), .number(0)])),
            ("hex", .string("#ff0b0c")),
        ]))
        #expect(DTCGExport.color(Self.oklchBlue.opacity(0.5)) == .object([
            ("colorSpace", .string("oklch")),
            ("components", .array([.number(0.5), .number(0.1), .string("none")])),
            ("alpha", .number(0.5)),
            ("hex", .string(Self.oklchBlue.hexRGB.lowercased())),
        ]))
    }

    @Test func theSwiftExportKeepsDisplayP3AndWritesOtherSpacesInSRGB() {
        #expect(SwiftExport.color(Self.p3Red) == "RGBAColor(red: 1, green: 0, blue: 0, space: .displayP3)")
        #expect(SwiftExport.color(Self.p3Red.opacity(0.6)) == "RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.6, space: .displayP3)")
        #expect(SwiftExport.hexComment(Self.p3Red) == "color(display-p3 1 0 0), outside sRGB, shown in sRGB as #FF0B0C")
        let blue = Self.oklchBlue
        #expect(SwiftExport.color(blue) == SwiftExport.color(Color(red: blue.red, green: blue.green, blue: blue.blue)))
    }

    @Test func theAssetCatalogKeepsDisplayP3AndWritesOtherSpacesInSRGB() {
        func components(_ alpha: String, _ blue: String, _ green: String, _ red: String) -> JSONValue {
            .object([("alpha", .string(alpha)), ("blue", .string(blue)), ("green", .string(green)), ("red", .string(red))])
        }
        let p3 = OriginalColor(space: .displayP3, components: [0.2, 0.4567, nil]).displayed.opacity(0.6)
        #expect(AssetCatalogExport.colorValue(p3) == .object([
            ("color-space", .string("display-p3")), ("components", components("0.600", "0.000", "0.457", "0.200")),
        ]))
        #expect(AssetCatalogExport.colorValue(Self.p3Red) == .object([
            ("color-space", .string("display-p3")), ("components", components("1.000", "0.000", "0.000", "1.000")),
        ]))
        let blue = Self.oklchBlue
        #expect(AssetCatalogExport.colorValue(blue) == .object([
            ("color-space", .string("srgb")),
            ("components", components("1.000", "0x" + PlatformNames.hexByte(blue.blue),
                                      "0x" + PlatformNames.hexByte(blue.green), "0x" + PlatformNames.hexByte(blue.red))),
        ]))
        // The whole catalog of a theme with a display-p3 accent: its light entries in display-p3.
        let files = AssetCatalogExport.files(registry: ThemeRegistry(themes: [Self.theme]), generator: "test")
        let accent = files.first { $0.path.hasSuffix("/Vivid/accent.colorset/Contents.json") }?.text ?? ""
        #expect(accent.contains(#""color-space" : "display-p3""#))
        #expect(accent.contains(#""red" : "1.000""#))
    }

    @Test func theContrastReportMarksColorsOutsideSRGBAndGivesBothValues() throws {
        let report = ContrastReport(registry: ThemeRegistry(themes: [Self.theme]))
        let accent = try #require(report.results.first {
            $0.scheme == .light && $0.variant == .standard && $0.pair.foreground == .token(.accent)
                && $0.pair.backgroundName == "background"
        })
        #expect(accent.foregroundColor.hex == "#FF0B0C")
        #expect(ContrastReport.outsideSRGB(accent.foregroundColor) == "color(display-p3 1 0 0)")
        let row = ContrastPairRow(accent)
        #expect(row.foregroundColor == "#FF0B0C")
        #expect(row.foregroundOriginal == "color(display-p3 1 0 0)")
        #expect(row.backgroundOriginal == nil)
        var out = ByteWriter(capacity: 512)
        ContrastReport.json(accent, into: &out)
        let line = String(decoding: out.bytes, as: UTF8.self)
        #expect(line.contains(##""foregroundColor": "#FF0B0C", "foregroundOriginal": "color(display-p3 1 0 0)", "backgroundColor": "#FFFFFF", "backgroundOriginal": null, "##))
        // The ratio is the gamut-mapped color's: #FF0B0C on white.
        #expect(accent.ratio == WCAG.contrastRatio(Color(red: 0xFF, green: 0x0B, blue: 0x0C), .white))
    }
}
