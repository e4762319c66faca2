@testable import Basics
import Foundation
@testable import PreviewRenderer
import Testing
import ThemeTokens
@testable import Theming

/// contrast.json checked against an independent recomputation written here
/// from the WCAG 2.2 text, not with ThemeTokens' own arithmetic.
struct ContrastReportTests {
    struct Independent {
        /// "#RRGGBB", "#RRGGBBAA" or "rgb(r g b / a%)" to channels and alpha.
        static func parse(_ text: String) -> (r: Double, g: Double, b: Double, a: Double)? {
            if text.hasPrefix("#") {
                let digits = Array(text.dropFirst())
                guard digits.count == 6 || digits.count == 8 else { return nil }
                func byte(_ i: Int) -> Double? { Double(Int(String(digits[i...i + 1]), radix: 16) ?? -1) }
                guard let r = byte(0), let g = byte(2), let b = byte(4), r >= 0, g >= 0, b >= 0 else { return nil }
                return (r, g, b, digits.count == 8 ? (byte(6) ?? 255) / 255 : 1)
            }
            guard text.hasPrefix("rgb("), text.hasSuffix("%)") else { return nil }
            let inner = text.dropFirst(4).dropLast(2).replacingOccurrences(of: "/", with: " ")
            let numbers = inner.split(separator: " ").compactMap { Double($0) }
            guard numbers.count == 4 else { return nil }
            return (numbers[0], numbers[1], numbers[2], numbers[3] / 100)
        }

        static func linear(_ value: Double) -> Double {
            let c = value / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }

        static func luminance(_ c: (r: Double, g: Double, b: Double)) -> Double {
            0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b)
        }

        /// Source-over per channel, rounded half up (as axe-core's Math.round).
        static func composite(_ fg: (r: Double, g: Double, b: Double, a: Double),
                              over bg: (r: Double, g: Double, b: Double, a: Double)) -> (r: Double, g: Double, b: Double) {
            func blend(_ f: Double, _ b: Double) -> Double {
                (((fg.a * f + (1 - fg.a) * b) * 1e6).rounded() / 1e6 + 0.5).rounded(.down)
            }
            return (blend(fg.r, bg.r), blend(fg.g, bg.g), blend(fg.b, bg.b))
        }

        static func hex(_ c: (r: Double, g: Double, b: Double)) -> String {
            String(format: "#%02X%02X%02X", Int(c.r), Int(c.g), Int(c.b))
        }
    }

    func builtReport() throws -> [String: Any] {
        let fileSystem = InMemoryFileSystem(files: ["site/docs/a.md": "# A\n"])
        try FullBuilder(fileSystem: fileSystem, generator: "theme-preview test").build(siteDirectory: "site", output: "out")
        let data = try fileSystem.contents(of: "out/contrast.json")
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func contrastJSONMatchesAnIndependentRecomputation() throws {
        let json = try builtReport()
        #expect(json["generator"] as? String == "theme-preview test")
        let results = try #require(json["results"] as? [[String: Any]])
        #expect(results.count == 6 * 2 * 2 * ContrastPair.all.count)
        var failed = 0
        for result in results {
            let fg = try #require(Independent.parse(result["foregroundColor"] as? String ?? ""), "\(result)")
            let bg = try #require(Independent.parse(result["backgroundColor"] as? String ?? ""), "\(result)")
            #expect(bg.a == 1)
            let painted = Independent.composite(fg, over: bg)
            #expect(Independent.hex(painted) == result["composite"] as? String, "\(result)")
            let a = Independent.luminance(painted), b = Independent.luminance((bg.r, bg.g, bg.b))
            let ratio = (max(a, b) + 0.05) / (min(a, b) + 0.05)
            let reported = try #require(result["ratio"] as? Double)
            #expect(abs(ratio - reported) < 0.00006, "\(result)")
            let required = try #require(result["required"] as? Double)
            let pass = try #require(result["pass"] as? Bool)
            #expect(pass == (ratio >= required), "\(result)")
            if !pass {
                failed += 1
                let suggestion = try #require(Independent.parse(result["suggestion"] as? String ?? ""), "\(result)")
                let s = Independent.luminance((suggestion.r, suggestion.g, suggestion.b))
                #expect((max(s, b) + 0.05) / (min(s, b) + 0.05) >= required, "\(result)")
            } else {
                #expect(result["suggestion"] is NSNull)
            }
        }
        let summary = try #require(json["summary"] as? [String: Int])
        #expect(summary == ["total": results.count, "passed": results.count - failed, "failed": failed])
    }

    @Test func theSpecsOwnExampleRowIsExact() throws {
        let results = try #require(try builtReport()["results"] as? [[String: Any]])
        let row = try #require(results.first {
            $0["theme"] as? String == "default" && $0["scheme"] as? String == "light"
                && $0["variant"] as? String == "standard" && $0["foreground"] as? String == "textSecondary"
                && $0["background"] as? String == "background"
        })
        #expect(row["foregroundColor"] as? String == "#3C3C4399")
        #expect(row["backgroundColor"] as? String == "#FFFFFF")
        #expect(row["composite"] as? String == "#8A8A8E")
        #expect(row["ratio"] as? Double == 3.4389)
        #expect(row["required"] as? Double == 4.5)
        #expect(row["criterion"] as? String == "WCAG 2.2 SC 1.4.3 AA, normal text")
        #expect(row["pass"] as? Bool == false)
        #expect(row["apcaLc"] as? Double == 61.94)
        let tertiary = try #require(results.first {
            $0["theme"] as? String == "default" && $0["scheme"] as? String == "light"
                && $0["variant"] as? String == "standard" && $0["foreground"] as? String == "textTertiary"
                && $0["background"] as? String == "background"
        })
        #expect(tertiary["foregroundColor"] as? String == "rgb(60 60 67 / 30%)")
        #expect(tertiary["composite"] as? String == "#C5C5C7")
        #expect(tertiary["ratio"] as? Double == 1.7234)
        #expect((tertiary["note"] as? String)?.contains("below this, so WCAG applies") == true)
        let primary = try #require(results.first {
            $0["foreground"] as? String == "textPrimary" && $0["variant"] as? String == "standard"
        })
        #expect(primary["required"] as? Double == 7)
        #expect(primary["criterion"] as? String == "VaultMail spec FR-CO-01 Min Contrast 7:1")
    }

    @Test func whiteLabelsFailOnFourOfTheSixLightAccents() throws {
        let results = try #require(try builtReport()["results"] as? [[String: Any]])
        let failing = results.filter {
            $0["scheme"] as? String == "light" && $0["variant"] as? String == "standard"
                && $0["foreground"] as? String == "textInverse" && $0["background"] as? String == "accent"
                && $0["pass"] as? Bool == false
        }.compactMap { $0["theme"] as? String }
        #expect(failing == ["default", "midnight", "forest", "sunset"])
    }

    @Test func increasedContrastPalettePassesEverything() throws {
        let results = try #require(try builtReport()["results"] as? [[String: Any]])
        let increased = results.filter { $0["variant"] as? String == "increased-contrast" }
        #expect(increased.count == 6 * 2 * ContrastPair.all.count)
        #expect(increased.allSatisfy { $0["pass"] as? Bool == true })
    }

    @Test func aPassingPaletteHasNoFailuresAndTheBuiltInOneDoes() {
        let builtIn = ContrastReport(registry: .builtIn)
        #expect(!builtIn.failures.isEmpty)
        let base = BuiltInThemes.defaultTheme
        let repaired = Theme(id: "accessible", displayName: "Accessible",
                             light: base.light.increasedContrast(.light), dark: base.dark.increasedContrast(.dark))
        let passing = ContrastReport(registry: ThemeRegistry(themes: [repaired]))
        #expect(passing.failures.isEmpty)
        #expect(passing.results.count == 2 * 2 * ContrastPair.all.count)
    }

    /// One memo shared by every theme's audit (and stylesheets) changes no
    /// result: it only skips searches already done with the same inputs.
    @Test func theSharedNearestColorMemoChangesNoResult() {
        let memo = NearestPassingColor.Memo()
        let shared = ContrastReport(registry: .builtIn, memo: memo)
        let alone = ThemeRegistry.builtIn.themes.flatMap { ContrastAudit.audit($0) }
        #expect(shared.results == alone)
        for theme in ThemeRegistry.builtIn.themes {
            for scheme in ColorScheme.allCases {
                #expect(theme.colors(for: scheme).increasedContrast(scheme, memo: memo)
                        == theme.colors(for: scheme).increasedContrast(scheme))
            }
        }
    }

    @Test func failureLinesSayWhatToChange() {
        let report = ContrastReport(registry: .builtIn)
        let line = report.failures.map(report.line(for:)).first { $0.hasPrefix("default light: accent on background") }
        #expect(line == "default light: accent on background is 3.39:1, needs 4.5:1 (WCAG 2.2 SC 1.4.3 AA, normal text); try #0080A8 (4.51:1)")
    }

    @Test func aaaRaisesNormalTextToSeven() {
        let report = ContrastReport(registry: ThemeRegistry(themes: [BuiltInThemes.defaultTheme]), level: .aaa)
        let accent = report.results.first { $0.pair.foreground == .token(.accent) && $0.pair.use != .nonText }
        #expect(accent?.requirement.ratio == 7)
        #expect(accent?.requirement.criterion == "WCAG 2.2 SC 1.4.6 AAA, normal text")
        let border = report.results.first { $0.pair.foreground == .token(.border) }
        #expect(border?.requirement.ratio == 3)
    }

    @Test func distinguishabilityFlagsForestAndRoseUnderDeuteranopia() {
        let results = Distinguishability.check(.builtIn)
        func distance(_ a: String, _ b: String, _ deficiency: ColorVisionDeficiency?) -> Double? {
            results.first {
                $0.scheme == .light && $0.deficiency == deficiency && $0.pair.first.name == a && $0.pair.second.name == b
            }?.distance
        }
        #expect(abs((distance("Forest", "Rose", nil) ?? 0) - 0.335) < 0.001)
        #expect(abs((distance("Forest", "Rose", .deuteranopia) ?? 1) - 0.058) < 0.001)
        // Under normal vision only the dark Midnight and Lavender accents are this close.
        let normalCollapses = results.filter { $0.deficiency == nil && $0.collapses }
        #expect(normalCollapses.map { "\($0.scheme) \($0.pair.first.name)/\($0.pair.second.name)" } == ["dark Midnight/Lavender"])
        #expect(results.contains { $0.deficiency == .deuteranopia && $0.collapses && $0.pair.first.name == "success" })
    }
}
