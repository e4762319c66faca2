import Basics
import DTCG
import Testing
import ThemeTokens
@testable import Theming

/// A system's own contrast pairs: inferred from names, listed in config,
/// audited in every combination.
struct SystemContrastAuditTests {
    @Test func pairsInferredFromNames() {
        let pairs = SystemPairInference.pairs(in: pairSystem())
        #expect(pairs.map { "\($0.foreground) over \($0.background) (\($0.use.rawValue))" } == [
            "color.text.default over color.background.default (text)",
            "color.text.default over color.surface.default (text)",
            "color.icon.danger over color.background.danger (non-text)",
            "color.on-primary over color.primary (text)",
            "button.primary.fg over button.primary.bg (text)",
            "card-foreground over card (text)",
            "chip.primary-fg over chip.primary-bg (text)",
        ])
        #expect(pairs.map(\.origin) == [
            .inferred(reason: "'text' over 'background'"), .inferred(reason: "'text' over 'surface'"),
            .inferred(reason: "'icon' over 'background'"), .inferred(reason: "'on-primary' over 'primary'"),
            .inferred(reason: "'fg' over 'bg'"), .inferred(reason: "'card-foreground' over 'card'"),
            .inferred(reason: "'primary-fg' over 'primary-bg'"),
        ])
    }

    /// Ratios checked against WCAG 2.2's formula computed separately
    /// (Python, doubles): truncated for display, compared unrounded.
    @Test func everyPairAuditedWithExactRatios() throws {
        let audit = SystemContrastAudit(system: pairSystem())
        #expect(audit.results.map(\.ratio) == [15.797619425332647, 15.116965587756253, 4.572894341983124, 6.441234821149803,
                                               5.192060987927794, 19.79814571052481, 4.516628216397631])
        #expect(audit.results.map { WCAG.displayed($0.ratio) } == ["15.79", "15.11", "4.57", "6.44", "5.19", "19.79", "4.51"])
        #expect(audit.results.map { NumberFormat.decimal($0.apcaLc, maxFractionDigits: 2) }
            == ["102.76", "99.68", "64.85", "-86.88", "-80.34", "105.85", "68.27"])
        #expect(audit.results.map(\.requirement.ratio) == [4.5, 4.5, 3, 4.5, 4.5, 4.5, 4.5])
        #expect(audit.results[2].requirement.criterion == "WCAG 2.2 SC 1.4.11 AA, non-text contrast")
        #expect(audit.failures.isEmpty)
        // At AAA, body text needs 7:1.
        let strict = SystemContrastAudit(system: pairSystem(), level: .aaa)
        #expect(strict.failures.map(\.pair.foreground) == ["color.on-primary", "button.primary.fg", "chip.primary-fg"])
        let failure = try #require(strict.failures.first)
        #expect(strict.line(for: failure)
            == "Pairs: color.on-primary on color.primary is 6.44:1, needs 7:1 (WCAG 2.2 SC 1.4.6 AAA, normal text)")
        // White can get no lighter: no suggestion. The dark yellow can get darker.
        #expect(strict.suggestion(for: failure) == nil)
        let last = try #require(strict.failures.last)
        let suggestion = try #require(strict.suggestion(for: last))
        #expect(WCAG.contrastRatio(suggestion, last.backgroundColor) >= 7)
    }

    @Test func configuredPairsJoinTheInferredOnes() {
        let requests = [
            SystemPairRequest(foreground: "color.text.default", background: "color.background.subtle", file: "site/config.yaml",
                              location: SourceLocation(line: 4, column: 7)),
            SystemPairRequest(foreground: "button.primary.fg", background: "button.primary.bg", use: .largeText,
                              file: "site/config.yaml", location: SourceLocation(line: 5, column: 7)),
            SystemPairRequest(foreground: "color.text.defualt", background: "card", file: "site/config.yaml",
                              location: SourceLocation(line: 6, column: 7)),
        ]
        let audit = SystemContrastAudit(system: pairSystem(), configured: requests)
        #expect(audit.pairs.count == 8)
        #expect(audit.pairs[4] == SystemContrastPair(foreground: "button.primary.fg", background: "button.primary.bg", use: .largeText,
                                                     origin: .configured(file: "site/config.yaml", location: SourceLocation(line: 5, column: 7))))
        #expect(audit.pairs[7].foreground == "color.text.default")
        #expect(audit.pairs[7].background == "color.background.subtle")
        #expect(audit.results[4].requirement.criterion == "WCAG 2.2 SC 1.4.3 AA, large text")
        #expect(audit.errors.map(\.description) == [
            "site/config.yaml:6:7: error: no token 'color.text.defualt' in the design system 'Pairs' for the contrast pair [color.text.defualt, card]; did you mean 'color.text.default'?",
        ])
    }

    @Test func translucentColorsAreMeasuredAsPainted() throws {
        let light = DesignCombination(["light"])
        let dark = DesignCombination(["dark"])
        let veil = DTCGValue.color(DTCGColor(colorSpace: "srgb", components: [0, 0, 0], alpha: 0.5))
        let tokens = [token("color.on-scrim", hex("#ffffff")), token("color.scrim", veil)]
        let system = DesignSystem(name: "Veil", axes: [DesignAxis(name: "mode", values: ["light", "dark"],
                                                                  colorScheme: .init(light: "light", dark: "dark"))],
                                  combinations: [light, dark],
                                  tokens: [light: DTCGTokenSet(tokens: tokens), dark: DTCGTokenSet(tokens: tokens)])
        let audit = SystemContrastAudit(system: system)
        // Half black over white is #808080; over black, black.
        #expect(audit.results.map(\.backgroundColor.hexRGB) == ["#808080", "#000000"])
        #expect(audit.results.map(\.scheme) == [.light, .dark])
        #expect(String(decoding: Array(audit.jsonList().joined()), as: UTF8.self)
            .contains("{\"combination\": {\"mode\": \"dark\"}, \"scheme\": \"dark\", \"foreground\": \"color.on-scrim\""))
    }
}
