import Basics
@testable import PreviewRenderer
import Testing
import ThemeTokens
import Theming

/// `config.yaml`'s `system:` section: gallery slots and contrast pairs.
struct SystemConfigTests {
    func errors(_ text: String) -> [String] {
        do {
            let config = try SiteConfig.parse(text, file: "site/config.yaml")
            Issue.record("expected a failure, got \(config)")
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test func readsSlotsAndPairs() throws {
        let config = try SiteConfig.parse("""
            system:
              slots:
                accent: color.brand.primary
                radius.medium: size.radius.md
                typography.bodyMedium: font.body
              pairs:
                - [color.text.default, color.background.default]
                - [color.icon.danger, color.background.danger, non-text]
            """, file: "site/config.yaml")
        #expect(config.systemSlots == [
            SlotOverride(slot: .color(.token(.accent)), token: "color.brand.primary", file: "site/config.yaml",
                         location: SourceLocation(line: 3, column: 13)),
            SlotOverride(slot: .radius(.medium), token: "size.radius.md", file: "site/config.yaml",
                         location: SourceLocation(line: 4, column: 20)),
            SlotOverride(slot: .type(.bodyMedium), token: "font.body", file: "site/config.yaml",
                         location: SourceLocation(line: 5, column: 28)),
        ])
        #expect(config.systemPairs == [
            SystemPairRequest(foreground: "color.text.default", background: "color.background.default", file: "site/config.yaml",
                              location: SourceLocation(line: 7, column: 7)),
            SystemPairRequest(foreground: "color.icon.danger", background: "color.background.danger", use: .nonText,
                              file: "site/config.yaml", location: SourceLocation(line: 8, column: 7)),
        ])
    }

    @Test func unknownSlotsKeysAndUsesAreLocatedWithTheNearestName() {
        #expect(errors("""
            system:
              slot: {}
              slots:
                acent: color.brand
                textPrimary: color.fg
                bogus: x
                background: [a]
              pairs:
                - [a]
                - [a, b, nontext]
                - x
            """) == [
            "site/config.yaml:2:3: error: unknown system key 'slot'; did you mean 'slots'?",
            "site/config.yaml:4:5: error: unknown gallery slot 'acent'; did you mean 'accent'?",
            "site/config.yaml:6:5: error: unknown gallery slot 'bogus' (slots are color slots such as accent, background, textPrimary and syntax.keyword, radius.small to radius.full, spacing.xxs to spacing.xxxl, typography.displayLarge to typography.captionMono, and shadow.subtle, shadow.medium and shadow.elevated)",
            "site/config.yaml:7:17: error: expected 'slots: background' to be text, found a list",
            "site/config.yaml:9:7: error: expected each contrast pair to be [foreground, background] or [foreground, background, use], found 1 item",
            "site/config.yaml:10:7: error: unknown use 'nontext' for the contrast pair [a, b]; did you mean 'non-text'?",
            "site/config.yaml:11:7: error: expected each item of 'pairs' to be a list such as [a, b], found 'x'",
        ])
    }
}
