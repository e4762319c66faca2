import Basics
import DTCG
import Foundation
import Testing
import ThemeTokens
@testable import Theming

/// A system's audit as `check` and `contrast.json` give it: located lines,
/// suggestions, counts, and the `"system"` member written by the report's
/// own JSON writer.
struct SystemContrastReportTests {
    /// The pair system at AAA: three failures, each with the nearest
    /// passing color (or none: white can get no lighter), located at the
    /// foreground token.
    @Test func failuresAreLocatedAtTheForegroundWithASuggestion() throws {
        let audit = SystemContrastAudit(system: pairSystem(), level: .aaa).withSuggestions()
        #expect(audit.failures.map { audit.locatedLine(for: $0) } == [
            "tokens/acme.json:9:3: Pairs: color.on-primary on color.primary is 6.44:1, needs 7:1 (WCAG 2.2 SC 1.4.6 AAA, normal text)",
            "tokens/acme.json:10:3: Pairs: button.primary.fg on button.primary.bg is 5.19:1, needs 7:1 (WCAG 2.2 SC 1.4.6 AAA, normal text)",
            "tokens/acme.json:14:3: Pairs: chip.primary-fg on chip.primary-bg is 4.51:1, needs 7:1 (WCAG 2.2 SC 1.4.6 AAA, normal text); try #794900 (7.04:1)",
        ])
        let last = try #require(audit.failures.last?.suggestion)
        #expect(WCAG.contrastRatio(last, try #require(audit.failures.last).backgroundColor) >= 7)
        #expect(audit.results.filter(\.passes).allSatisfy { $0.suggestion == nil })
        #expect(audit.summaryLine == "7 checks of the design system 'Pairs' (7 pairs x 1 combination) at AAA: 4 passed, 3 failed")
        #expect(SystemContrastAudit(system: acme()).summaryLine
            == "0 checks of the design system 'Acme' (0 pairs x 2 combinations of mode) at AA: 0 passed, 0 failed")
    }

    /// Combinations are named by axis, and each one's results found.
    @Test func combinationsAreNamedByAxisAndGrouped() {
        let light = DesignCombination(["Casual", "Light"]), dark = DesignCombination(["Casual", "Dark"])
        let tokens = [token("text", hex("#111111")), token("surface", hex("#fafafa"))]
        let system = DesignSystem(name: "Two", axes: [DesignAxis(name: "brand", values: ["Casual"]),
                                                      DesignAxis(name: "mode", values: ["Light", "Dark"])],
                                  combinations: [light, dark],
                                  tokens: [light: DTCGTokenSet(tokens: tokens), dark: DTCGTokenSet(tokens: [tokens[1]])])
        let audit = SystemContrastAudit(system: system)
        #expect(audit.label(light) == "brand = Casual, mode = Light")
        #expect(SystemContrastAudit(system: pairSystem()).label(DesignCombination([])) == "Pairs")
        // Dark has no `text`: the pair has no result there, and the
        // combination is still listed.
        #expect(audit.resultsByCombination.map(\.combination) == [light, dark])
        #expect(audit.resultsByCombination.map(\.range) == [0..<1, 1..<1])
        #expect(audit.summaryLine == "1 check of the design system 'Two' (1 pair x 2 combinations of brand x mode) at AA: 1 passed, 0 failed")
    }

    /// `contrast.json` with a system is the report's document with the
    /// `"system"` member before its closing brace, one result a line.
    @Test func theSystemIsAMemberOfContrastJSON() throws {
        let report = ContrastReport(registry: ThemeRegistry(themes: [BuiltInThemes.all[0]]))
        let plain = report.json(generator: "t")
        let audit = SystemContrastAudit(system: pairSystem(), level: .aaa).withSuggestions()
        let json = report.json(generator: "t", system: audit)
        #expect(json.hasPrefix(String(plain.dropLast(2))))
        let member = String(json.dropFirst(plain.count - 2))
        let lines = member.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 13)
        #expect(lines.prefix(3) == [
            ",",
            ##" "system": {"name": "Pairs", "axes": [], "pairs": 7, "combinations": 1,"##,
            ##" "results": ["##,
        ])
        #expect(lines[3] == ##"  {"combination": {}, "scheme": null, "foreground": "color.text.default", "background": "color.background.default", "use": "text", "origin": "inferred", "reason": "'text' over 'background'", "foregroundColor": "#1F2328", "backgroundColor": "#FFFFFF", "composite": "#1F2328", "ratio": 15.7976, "required": 7, "criterion": "WCAG 2.2 SC 1.4.6 AAA, normal text", "pass": true, "apcaLc": 102.76, "suggestion": null},"##)
        #expect(lines[9] == ##"  {"combination": {}, "scheme": null, "foreground": "chip.primary-fg", "background": "chip.primary-bg", "use": "text", "origin": "inferred", "reason": "'primary-fg' over 'primary-bg'", "foregroundColor": "#9A6700", "backgroundColor": "#FFF8C5", "composite": "#9A6700", "ratio": 4.5166, "required": 7, "criterion": "WCAG 2.2 SC 1.4.6 AAA, normal text", "pass": false, "apcaLc": 68.27, "suggestion": "#794900"}"##)
        #expect(lines.suffix(3) == [" ],", ##" "summary": {"total": 7, "passed": 4, "failed": 3}}}"##, ""])
        // Still one JSON document.
        let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        #expect((parsed?["system"] as? [String: Any])?["pairs"] as? Int == 7)
    }
}
