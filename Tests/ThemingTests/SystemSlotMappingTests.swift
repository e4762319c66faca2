import Basics
import DTCG
import Testing
import ThemeTokens
@testable import Theming

/// Guessing which token of a system fills each gallery slot.
struct SystemSlotMappingTests {
    /// `slot | token | why` for each guess, as the table lists them.
    func rows(_ mapping: SystemSlotMapping) -> [String] {
        mapping.guesses.map { "\($0.slot.name) | \($0.token ?? "-") | \($0.reason)" }
    }

    @Test func guessesFromNamesNotVaultMailsWithReasons() {
        let mapping = SystemSlotMapping(system: acme(), folder: "tokens")
        #expect(rows(mapping).filter { !$0.hasSuffix("no token fits; built in") } == [
            "background | color.bg.canvas | name has 'bg' and 'canvas'",
            "surface | color.surface.card | name has 'surface' and 'card'",
            "surfaceElevated | color.bg.raised | name has 'bg' and 'raised'",
            "surfaceSelected | - | derived from the accent",
            "textPrimary | color.fg.default | name has 'fg' and 'default'",
            "textSecondary | color.fg.muted | name has 'fg' and 'muted'",
            "textTertiary | color.fg.muted | no textTertiary token; the textSecondary's",
            "textInverse | color.fg.on-emphasis | name has 'fg' and 'on'",
            "accent | color.brand.emphasis | name has 'brand'; vivid (chroma 0.19)",
            "accentMuted | color.brand.subtle | name has 'brand' and 'subtle'",
            "accentHover | - | derived from the accent",
            "destructive | color.danger.fg | name has 'danger' and 'fg'",
            "destructiveMuted | color.danger.subtle | name has 'danger' and 'subtle'",
            "success | color.success.fg | name has 'success' and 'fg'",
            "warning | color.attention.fg | name has 'attention' and 'fg'",
            "separator | color.border.default | no separator token; the border's",
            "border | color.border.default | name has 'border' and 'default'",
            "unreadDot | - | derived from the accent",
            "radius.medium | size.radius.md | name has 'radius' and 'md'",
            "spacing.sm | size.space.sm | name has 'space' and 'sm'",
            "typography.titleLarge | font.heading.lg | name has 'heading' and 'lg'",
            "typography.bodyMedium | font.body | name has 'body'; 14px, near the slot's 15px",
            "shadow.elevated | elevation.shadow.overlay | name has 'elevation', 'shadow' and 'overlay'",
        ])
        #expect(mapping.guesses.map(\.slot) == GallerySlot.guessed)
        #expect(mapping[.color(.token(.separator))]?.origin == .borrowed(from: .color(.token(.border))))
        #expect(mapping[.color(.token(.accentHover))]?.origin == .derived)
        #expect(mapping.errors.isEmpty)
    }

    /// A mapping made from the last one's candidates (`serve` after a
    /// token edit) is the mapping made from nothing, whatever changed.
    @Test func reusingTheLastMappingChangesNothing() {
        let first = SystemSlotMapping(system: acme(), folder: "tokens")
        var edited = acme()
        let dark = DesignCombination(["dark"])
        var tokens = edited.tokens[dark]?.tokens ?? []
        for index in tokens.indices where tokens[index].name == "color.brand.subtle" { tokens[index].value = hex("#1f6feb") }
        for index in tokens.indices where tokens[index].name == "color.bg.canvas" { tokens[index].value = hex("#ff0000") }
        edited.tokens[dark] = DTCGTokenSet(tokens: tokens)
        let reused = SystemSlotMapping(system: edited, folder: "tokens", reusing: first)
        let fresh = SystemSlotMapping(system: edited, folder: "tokens")
        #expect(rows(reused) == rows(fresh))
        #expect(reused.guesses == fresh.guesses)
        let back = SystemSlotMapping(system: acme(), folder: "tokens", reusing: reused)
        #expect(back.guesses == first.guesses)
    }

    @Test func aMutedGuessThatIsItsBaseColorSomewhereIsDropped() {
        // Acme's dark mode makes its soft brand color the accent (as
        // examples/design-system does): a chip's accent label would vanish.
        var system = acme()
        let dark = DesignCombination(["dark"])
        var tokens = system.tokens[dark]?.tokens ?? []
        for index in tokens.indices where tokens[index].name == "color.brand.subtle" { tokens[index].value = hex("#1f6feb") }
        system.tokens[dark] = DTCGTokenSet(tokens: tokens)
        let mapping = SystemSlotMapping(system: system, folder: "tokens")
        #expect(mapping[.color(.token(.accentMuted))]
            == SlotGuess(slot: .color(.token(.accentMuted)), token: nil,
                         reason: "'color.brand.subtle' is nearly the accent in dark (1:1); derived from the accent", origin: .derived))
        let themes = SystemThemes(system: system, mapping: mapping, folder: "tokens")
        #expect(themes.themes[0].theme.dark[.accentMuted] != themes.themes[0].theme.dark[.accent])
        // The same for a status color, which then keeps the built-in muted color.
        var danger = acme()
        var light = danger.tokens[DesignCombination(["light"])]?.tokens ?? []
        for index in light.indices where light[index].name == "color.danger.subtle" { light[index].value = hex("#d1242f") }
        danger.tokens[DesignCombination(["light"])] = DTCGTokenSet(tokens: light)
        #expect(rows(SystemSlotMapping(system: danger, folder: "tokens")).contains(
            "destructiveMuted | - | 'color.danger.subtle' is nearly the destructive in light (1:1); built in"))
        // Unchanged, the guesses stand (see the first test).
        #expect(SystemSlotMapping(system: acme(), folder: "tokens")[.color(.token(.accentMuted))]?.token == "color.brand.subtle")
    }

    @Test func aSlotNothingFillsKeepsItsValueWithOneWarningNamingIt() {
        let mapping = SystemSlotMapping(system: acme(), folder: "tokens")
        let unfilled = mapping.guesses.filter { $0.origin == .builtIn }.map(\.slot.name)
        #expect(unfilled.prefix(5) == ["successMuted", "warningMuted", "disabled", "shimmer", "starred"])
        #expect(mapping.warnings.count == unfilled.count)
        #expect(mapping.warnings.first?.description
            == "tokens: warning: no token of the design system 'Acme' fits the gallery slot 'successMuted', so the gallery keeps its built-in value; name one in config.yaml (system: slots: successMuted: <token>)")
        // The two combinations do not warn twice.
        #expect(Set(mapping.warnings).count == mapping.warnings.count)
        let themes = SystemThemes(system: acme(), mapping: mapping, folder: "tokens")
        #expect(themes.themes[0].theme.light[.successMuted] == BuiltInThemes.defaultTheme.light[.successMuted])
        #expect(themes.warnings.isEmpty)
    }

    @Test func configOverridesAGuessAndNamesSlotsNotGuessed() {
        let overrides = [
            SlotOverride(slot: .color(.token(.accent)), token: "color.danger.fg", file: "site/config.yaml",
                         location: SourceLocation(line: 3, column: 13)),
            SlotOverride(slot: .color(.syntax(.keyword)), token: "color.brand.emphasis", file: "site/config.yaml"),
            SlotOverride(slot: .color(.token(.successMuted)), token: "color.sucess.subtle", file: "site/config.yaml",
                         location: SourceLocation(line: 5, column: 19)),
            SlotOverride(slot: .radius(.small), token: "color.bg.canvas", file: "site/config.yaml",
                         location: SourceLocation(line: 6, column: 19)),
            SlotOverride(slot: .color(.token(.starred)), token: "color.brand.subtel", file: "site/config.yaml",
                         location: SourceLocation(line: 7, column: 14)),
        ]
        let mapping = SystemSlotMapping(system: acme(), overrides: overrides, folder: "tokens")
        #expect(mapping[.color(.token(.accent))] == SlotGuess(slot: .color(.token(.accent)), token: "color.danger.fg",
                                                             reason: "set in config.yaml", origin: .configured))
        // Not a guessed slot: listed after them.
        #expect(mapping.guesses.last == SlotGuess(slot: .color(.syntax(.keyword)), token: "color.brand.emphasis",
                                                  reason: "set in config.yaml", origin: .configured))
        #expect(mapping.errors.map(\.description) == [
            "site/config.yaml:5:19: error: no token 'color.sucess.subtle' in the design system 'Acme' for the gallery slot 'successMuted'",
            "site/config.yaml:6:19: error: expected 'color.bg.canvas' for the gallery slot 'radius.small' to be a dimension token, found a color token",
            "site/config.yaml:7:14: error: no token 'color.brand.subtel' in the design system 'Acme' for the gallery slot 'starred'; did you mean 'color.brand.subtle'?",
        ])
        let theme = SystemThemes(system: acme(), mapping: mapping, folder: "tokens").themes[0].theme
        #expect(theme.light[.accent].hexRGB == "#D1242F")
        #expect(theme.light[syntax: .keyword].hexRGB == "#0969DA")
    }

    @Test func eachCombinationIsAThemeInItsScheme() throws {
        let system = acme()
        let mapping = SystemSlotMapping(system: system, folder: "tokens")
        let themes = SystemThemes(system: system, mapping: mapping, folder: "tokens")
        // The light and the dark combination are one theme with both schemes,
        // named after the system (its only axis is the scheme switch).
        #expect(themes.themes.map(\.theme.id) == ["acme"])
        #expect(themes.themes.map(\.scheme) == [.light])
        let light = try #require(themes.themes.first).theme
        // The light combination's own scheme, and the dark one's from its counterpart.
        #expect(light.light[.background].hexRGB == "#FFFFFF")
        #expect(light.dark[.background].hexRGB == "#0D1117")
        #expect(light.light[.accent].hexRGB == "#0969DA")
        #expect(light.dark[.accent].hexRGB == "#1F6FEB")
        // Only the accent given: its family derived as for a theme file.
        let accent = light.light[.accent]
        #expect(light.light[.accentHover] == AccentDerivation.hover(accent, .light))
        #expect(light.light[.surfaceSelected] == AccentDerivation.surfaceSelected(accent, .light))
        // accentMuted has a token of its own, which wins.
        #expect(light.light[.accentMuted].hexRGB == "#DDF4FF")
        #expect(light.shapes.radii[.medium] == .points(6))
        #expect(light.spacing[.sm] == 8)
        #expect(light.typography[.titleLarge] == TypeStyle(size: 24, weight: .semibold))
        #expect(light.typography[.bodyMedium] == TypeStyle(size: 14, weight: .regular))
        #expect(light.typography[.labelLarge] == ThemeTypography.standard[.labelLarge])
        #expect(light.displayName == "Acme")
        #expect(light.shapes.lightShadows[.shadowElevated] == ShadowStyle(color: Color(red: 0, green: 0, blue: 0, alpha: 0x3d / 255.0),
                                                                          radius: 24, x: 0, y: 8))
        #expect(light.shapes.darkShadows[.shadowElevated] == light.shapes.lightShadows[.shadowElevated])
        #expect(light.shapes.lightShadows[.shadowSubtle] == ThemeShapes.standard.lightShadows[.shadowSubtle])
    }

    @Test func aTokenOneCombinationLacksKeepsTheBuiltInThereWithAWarning() {
        var system = acme()
        let dark = DesignCombination(["dark"])
        system.tokens[dark]?.tokens.removeAll { $0.name == "color.brand.emphasis" }
        let mapping = SystemSlotMapping(system: system, folder: "tokens")
        let themes = SystemThemes(system: system, mapping: mapping, folder: "tokens")
        #expect(themes.warnings.map(\.description) == [
            "tokens: warning: the token 'color.brand.emphasis' (gallery slot 'accent') is not defined in the combination dark of 'Acme'; there the slot keeps its built-in value",
        ])
        #expect(themes.themes[0].theme.dark[.accent] == BuiltInThemes.defaultTheme.dark[.accent])
    }

    @Test func theGuessTable() {
        let system = acme()
        let table = GuessTable.text(SystemSlotMapping(system: system, folder: "tokens"), system: system)
        let lines = table.split(separator: "\n").map(String.init)
        #expect(Array(lines.prefix(3)) == [
            "Acme: gallery slots (values in light)",
            "slot                    | token                    | value                  | why",
            "background              | color.bg.canvas          | #FFFFFF                | name has 'bg' and 'canvas'",
        ])
        #expect(lines.contains("accent                  | color.brand.emphasis     | #0969DA                | name has 'brand'; vivid (chroma 0.19)"))
        #expect(lines.contains("typography.bodyMedium   | font.body                | 14px 400 Inter         | name has 'body'; 14px, near the slot's 15px"))
        #expect(lines.last == "shadow.elevated         | elevation.shadow.overlay | 0px 8px 24px #0000003D | name has 'elevation', 'shadow' and 'overlay'")
        #expect(lines.count == 2 + GallerySlot.guessed.count)
    }

    /// Material's names: on-surface is the text, primary the accent, the
    /// containers the muted colors.
    @Test func materialNames() {
        let colors: [(String, String)] = [
            ("md.sys.color.primary", "#6750a4"), ("md.sys.color.on-primary", "#ffffff"),
            ("md.sys.color.primary-container", "#eaddff"), ("md.sys.color.background", "#fef7ff"),
            ("md.sys.color.on-surface", "#1d1b20"), ("md.sys.color.on-surface-variant", "#49454f"),
            ("md.sys.color.surface", "#fef7ff"), ("md.sys.color.surface-container-high", "#ece6f0"),
            ("md.sys.color.error", "#b3261e"), ("md.sys.color.error-container", "#f9dedc"),
            ("md.sys.color.outline", "#79747e"), ("md.sys.color.outline-variant", "#cac4d0"),
        ]
        let only = DesignCombination([])
        let system = DesignSystem(name: "M3", axes: [], combinations: [only],
                                  tokens: [only: DTCGTokenSet(tokens: colors.map { token($0.0, hex($0.1)) })])
        let mapping = SystemSlotMapping(system: system, folder: "tokens")
        let chosen = mapping.guesses.filter { $0.origin == .guessed }.map { "\($0.slot.name): \($0.token ?? "-")" }
        #expect(chosen == [
            "background: md.sys.color.background",
            "surface: md.sys.color.surface",
            "surfaceElevated: md.sys.color.surface-container-high",
            "textPrimary: md.sys.color.on-surface",
            "textInverse: md.sys.color.on-primary",
            "accent: md.sys.color.primary",
            "accentMuted: md.sys.color.primary-container",
            "destructive: md.sys.color.error",
            "destructiveMuted: md.sys.color.error-container",
            "border: md.sys.color.outline",
        ])
    }
}
