import Testing
import ThemeTokens

/// A row of FR-CO-02 with a fixed foreground (Social ... Forums).
struct ChipRow: Sendable, CustomTestStringConvertible {
    var category: ThemeTokens.Category
    var light: String
    var dark: String
    var testDescription: String { category.rawValue }
}

let fixedChipRows: [ChipRow] = [
    ChipRow(category: .social, light: "#34C759", dark: "#30D158"),
    ChipRow(category: .promotions, light: "#FF9500", dark: "#FF9F0A"),
    ChipRow(category: .updates, light: "#AF52DE", dark: "#BF5AF2"),
    ChipRow(category: .forums, light: "#5AC8FA", dark: "#64D2FF"),
]

@Suite("FR-CO-02: AI category colors")
struct CategoryColorTests {
    @Test("categories in the spec's order with display names")
    func order() {
        #expect(ThemeTokens.Category.allCases
            == [.primary, .social, .promotions, .updates, .forums, .uncategorized])
        #expect(ThemeTokens.Category.allCases.map(\.displayName)
            == ["Primary", "Social", "Promotions", "Updates", "Forums", "Uncategorized"])
    }

    @Test("fixed chips: foreground, muted = foreground at 12% (light) / 15% (dark)",
          arguments: fixedChipRows)
    func fixedChip(_ row: ChipRow) {
        let theme = BuiltInThemes.defaultTheme
        expectColor(theme.light[row.category].foreground, row.light)
        expectColor(theme.light[row.category].muted, row.light, alpha: 0.12)
        expectColor(theme.dark[row.category].foreground, row.dark)
        expectColor(theme.dark[row.category].muted, row.dark, alpha: 0.15)
    }

    @Test("Primary is accent / accentMuted")
    func primary() {
        let theme = BuiltInThemes.defaultTheme
        expectColor(theme.light[.primary].foreground, "#2596BE")
        expectColor(theme.light[.primary].muted, "#2596BE", alpha: 0.12)
        expectColor(theme.dark[.primary].foreground, "#3DAED4")
        expectColor(theme.dark[.primary].muted, "#3DAED4", alpha: 0.15)
        for colors in [theme.light, theme.dark] {
            #expect(colors[.primary].foreground == colors[.accent])
            #expect(colors[.primary].muted == colors[.accentMuted])
        }
    }

    @Test("Uncategorized is textTertiary / shimmer")
    func uncategorized() {
        let theme = BuiltInThemes.defaultTheme
        expectColor(theme.light[.uncategorized].foreground, "#3C3C43", alpha: 0.3)
        expectColor(theme.light[.uncategorized].muted, "#3C3C43", alpha: 0.08)
        expectColor(theme.dark[.uncategorized].foreground, "#EBEBF5", alpha: 0.3)
        expectColor(theme.dark[.uncategorized].muted, "#545458", alpha: 0.15)
        for colors in [theme.light, theme.dark] {
            #expect(colors[.uncategorized].foreground == colors[.textTertiary])
            #expect(colors[.uncategorized].muted == colors[.shimmer])
        }
    }

    @Test("category colors are part of ThemeColors and can be overridden")
    func overridable() {
        var colors = BuiltInThemes.defaultTheme.light
        let custom = CategoryColors(foreground: Color.black, muted: Color.white)
        colors[.social] = custom
        #expect(colors[.social] == custom)
        #expect(colors.categories[.social] == custom)
        #expect(colors[.forums] == BuiltInThemes.defaultTheme.light[.forums])
    }
}

@Suite("FR-CO-03: avatar palette")
struct AvatarPaletteTests {
    @Test("ten colors in both schemes of every built-in theme, opaque and distinct")
    func tenColors() {
        for theme in BuiltInThemes.all {
            for colors in [theme.light, theme.dark] {
                #expect(colors.avatarPalette.count == 10, "\(theme.id)")
                let allOpaque = colors.avatarPalette.allSatisfy { $0.isOpaque }
                #expect(allOpaque, "\(theme.id)")
                #expect(Set(colors.avatarPalette).count == 10, "\(theme.id)")
            }
        }
    }

    @Test("the palette keeps the existing ten names, in order")
    func names() {
        #expect(AvatarPalette.names
            == ["blue", "green", "orange", "purple", "pink", "red", "teal", "indigo", "mint", "cyan"])
    }

    @Test("the palette is the same for every theme (OQ-3: constant)")
    func constantAcrossThemes() {
        let reference = BuiltInThemes.defaultTheme
        for theme in BuiltInThemes.all {
            #expect(theme.light.avatarPalette == reference.light.avatarPalette, "\(theme.id)")
            #expect(theme.dark.avatarPalette == reference.dark.avatarPalette, "\(theme.id)")
        }
    }

    @Test("assignment is a stable FNV-1a hash of the name's UTF-8 bytes")
    func deterministicIndex() {
        // FNV-1a 32-bit: "" = 0x811C9DC5, "a" = 0xE40C292C,
        // "Alice" = 0x2CDD8587, "bob@example.com" = 0xB61FACB9.
        #expect(AvatarPalette.index(for: "", count: 10) == 0x811C_9DC5 % 10)
        #expect(AvatarPalette.index(for: "a", count: 10) == 0xE40C_292C % 10)
        #expect(AvatarPalette.index(for: "Alice", count: 10) == 0x2CDD_8587 % 10)
        #expect(AvatarPalette.index(for: "bob@example.com", count: 10) == 0xB61F_ACB9 % 10)
        #expect(AvatarPalette.index(for: "anything", count: 0) == 0)
    }
}
