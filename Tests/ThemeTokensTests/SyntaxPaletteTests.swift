import Testing
import ThemeTokens

/// The syntax colors (issue 32): tokens of every theme and scheme, derived
/// from the theme, each passing 4.5:1 on the background it is drawn on.
struct SyntaxPaletteTests {
    /// Every built-in theme x scheme x palette (standard, increased contrast).
    static var palettes: [(name: String, colors: ThemeColors)] {
        BuiltInThemes.all.flatMap { theme in
            ColorScheme.allCases.flatMap { scheme in
                let standard = theme.colors(for: scheme)
                return [("\(theme.id) \(scheme.rawValue) standard", standard),
                        ("\(theme.id) \(scheme.rawValue) increased-contrast",
                         standard.increasedContrast(scheme, typography: theme.typography))]
            }
        }
    }

    @Test func theCSSNamesAreTheHighlightersContract() {
        #expect(SyntaxToken.allCases.count == 23)
        #expect(SyntaxToken.allCases.map(\.kebabName) == [
            "background", "text", "comment", "keyword", "string", "escape", "constant", "type", "function", "variable",
            "operator", "tag", "attribute", "builtin", "preprocessor", "heading", "inserted", "inserted-background",
            "deleted", "deleted-background", "prompt", "output", "marked-background",
        ])
        #expect(SyntaxToken.insertedBackground.qualifiedName == "syntaxInsertedBackground")
    }

    @Test func everyForegroundIsAuditedOnItsBackground() {
        let pairs = ContrastPair.syntax
        // 19 foregrounds on their backgrounds, then the 17 drawn on the
        // code background on a marked line's.
        #expect(pairs.count == 36)
        let marked = pairs.filter { $0.background == [.syntax(.background), .syntax(.markedBackground)] }
        #expect(marked.map(\.foreground) == SyntaxToken.allCases.filter { $0.drawnOn == .background }.map(ColorSlot.syntax))
        #expect(marked.first { $0.foreground == .syntax(.comment) }?.purpose == "Comments in marked lines")
        #expect(pairs.allSatisfy { ContrastPair.all.contains($0) })
        #expect(Set(pairs.map(\.foreground)) == Set(SyntaxToken.allCases.filter(\.isText).map(ColorSlot.syntax)))
        let inserted = pairs.first { $0.foreground == .syntax(.inserted) }
        #expect(inserted?.background == [.syntax(.background), .syntax(.insertedBackground)])
        #expect(pairs.first { $0.foreground == .syntax(.keyword) }?.background == [.syntax(.background)])
        for level in ConformanceLevel.allCases {
            let ratios = Set(pairs.map { ContrastRequirement.of($0, in: .standard, level: level).ratio })
            #expect(ratios == [level == .aa ? 4.5 : 7])
        }
    }

    @Test func everyBuiltInPalettePassesAAForEverySyntaxPair() {
        for palette in Self.palettes {
            for pair in ContrastPair.syntax {
                let ratio = WCAG.contrastRatio(of: pair.foreground.color(in: palette.colors),
                                               on: pair.paintedBackground(in: palette.colors))
                #expect(ratio >= 4.5, "\(palette.name): \(pair.foreground.name) is \(ratio):1")
            }
        }
    }

    /// Marked lines (`{1,4-6}`, `hl_lines`): in every built-in theme,
    /// scheme and palette, every foreground drawn on the code background
    /// reaches 4.5:1 on `markedBackground` too, which is opaque and tinted
    /// apart from the code background. The lowest, Forest dark's headings,
    /// is 4.5017:1.
    @Test func everyForegroundPassesOnMarkedLines() {
        var lowest = Double.infinity
        for palette in Self.palettes {
            let colors = palette.colors
            let marked = colors[syntax: .markedBackground]
            #expect(marked.isOpaque, "\(palette.name)")
            let apart = OKLab(marked).distance(to: OKLab(colors[syntax: .background]))
            #expect(apart >= 0.01, "\(palette.name): the marked background is \(apart) from the code background")
            for token in SyntaxToken.allCases where token.drawnOn == .background {
                let ratio = WCAG.contrastRatio(of: colors[syntax: token], on: marked)
                #expect(ratio >= 4.5, "\(palette.name): \(token) is \(ratio):1 on marked lines")
                lowest = min(lowest, ratio)
            }
        }
        #expect(abs(lowest - 4.5017) < 0.00005, "\(lowest)")
    }

    /// The default theme's marked lines: `accentMuted` (#2596BE at 12%,
    /// #3DAED4 at 15% dark) over the code background is #D9E7F0 light,
    /// #2F4047 dark;
    /// moved along OKLCH lightness until every foreground passes, #E6F5FE
    /// (lighter than the code, under dark text) and #1E2F35 (darker, under
    /// light text).
    @Test func theDefaultMarkedBackgroundExactly() {
        let theme = BuiltInThemes.defaultTheme
        #expect(theme.light[.accentMuted].composited(over: theme.light[syntax: .background]).hex == "#D9E7F0")
        #expect(theme.light[syntax: .markedBackground].hex == "#E6F5FE")
        #expect(theme.dark[.accentMuted].composited(over: theme.dark[syntax: .background]).hex == "#2F4047")
        #expect(theme.dark[syntax: .markedBackground].hex == "#1E2F35")
        // Keywords (#00789E, 4.5019:1 on the code) bound it in light.
        #expect(abs(WCAG.contrastRatio(theme.light[syntax: .keyword], theme.light[syntax: .markedBackground]) - 4.5108) < 0.00005)
    }

    /// A theme's own code background and foregrounds carry the marked
    /// background along; one it sets itself is kept.
    @Test func theMarkedBackgroundFollowsTheColorsItIsDrawnUnder() {
        let parent = BuiltInThemes.defaultTheme.light
        var colors = parent
        colors[syntax: .background] = spec("#FFFBE6")
        colors[syntax: .string] = spec("#6A5A00")
        colors.rederiveSyntax(following: parent, .light, except: [.background, .string])
        #expect(colors[syntax: .markedBackground] != parent[syntax: .markedBackground])
        #expect(colors[syntax: .markedBackground] == SyntaxPalette.markedBackground(in: colors.syntax, tokens: colors.tokens))
        #expect(WCAG.contrastRatio(of: colors[syntax: .string], on: colors[syntax: .markedBackground]) >= 4.5)
        var own = parent
        own[syntax: .markedBackground] = spec("#FFF8C5")
        own[.accent] = spec("#059669")
        own.rederiveSyntax(following: parent, .light, except: [.markedBackground])
        #expect(own[syntax: .markedBackground].hex == "#FFF8C5")
    }

    /// The default theme, light: the code background is surfaceElevated
    /// #F2F2F7; the accent #2596BE (3.28:1 there) moved along OKLCH
    /// lightness to #00789E, 4.5019:1.
    @Test func theDefaultLightPaletteExactly() {
        let colors = BuiltInThemes.defaultTheme.light
        let expected: [(SyntaxToken, String)] = [
            (.background, "#F2F2F7"), (.text, "#000000"), (.comment, "#6F6E74"), (.keyword, "#00789E"),
            (.string, "#0A3069"), (.escape, "#116329"), (.constant, "#0550AE"), (.type, "#BF3989"),
            (.function, "#8250DF"), (.variable, "#953800"), (.operator, "#000000"), (.tag, "#116329"),
            (.attribute, "#0550AE"), (.builtin, "#0550AE"), (.preprocessor, "#CF222E"), (.heading, "#0550AE"),
            (.inserted, "#007A12"), (.insertedBackground, "#DBEDE4"), (.deleted, "#CC0000"),
            (.deletedBackground, "#F4DCDF"), (.prompt, "#116329"), (.output, "#6F6E74"),
        ]
        for (token, hex) in expected {
            #expect(colors[syntax: token].hex == hex, "\(token)")
        }
        let keyword = WCAG.contrastRatio(colors[syntax: .keyword], colors[syntax: .background])
        #expect(abs(keyword - 4.5019) < 0.00005)
        #expect(WCAG.contrastRatio(colors[.accent], colors[syntax: .background]) < 4.5)
        let inserted = WCAG.contrastRatio(colors[syntax: .inserted], colors[syntax: .insertedBackground])
        #expect(abs(inserted - 4.5473) < 0.00005)
    }

    @Test func theDefaultDarkKeepsItsAccentAndPrimersColors() {
        let colors = BuiltInThemes.defaultTheme.dark
        #expect(colors[syntax: .background].hex == "#2C2C2E")
        #expect(colors[syntax: .keyword] == colors[.accent])
        #expect(abs(WCAG.contrastRatio(colors[syntax: .keyword], colors[syntax: .background]) - 5.4443) < 0.00005)
        #expect(colors[syntax: .string].hex == "#A5D6FF")
        #expect(colors[syntax: .deleted].hex == "#FF7565")
        #expect(colors[syntax: .deletedBackground].hex == "#4C3030")
    }

    /// The accent takes the place of the role whose hue it shares, in both
    /// schemes alike; Rose's red is Primer's own keyword hue.
    @Test func theAccentDisplacesTheRoleOfItsHue() {
        let displaced: [ThemeID: SyntaxToken?] = [.default: .type, .midnight: .function, .forest: .escape,
                                                  .sunset: .variable, .lavender: .function, .rose: nil]
        for theme in BuiltInThemes.all {
            for scheme in ColorScheme.allCases {
                #expect(SyntaxPalette.displacedRole(by: theme.colors(for: scheme)[.accent]) == displaced[theme.id],
                        "\(theme.id) \(scheme)")
            }
        }
        #expect(builtIn(.forest).light[syntax: .escape].hex == "#BF3989")
        #expect(builtIn(.forest).light[syntax: .type].hex == "#0A7B84")
        #expect(SyntaxPalette.displacedRole(by: spec("#808080")) == nil)
    }

    /// Keywords, strings, constants, types, functions, variables, comments
    /// and plain text stay apart: at least 0.075 in OKLab (Primer's own
    /// dark string and constant colors are 0.080 apart). Under increased
    /// contrast, dark comments follow textSecondary to #EBEBF5, next to
    /// white text, as the app's secondary text does.
    @Test func theMainRolesCanBeToldApart() {
        let roles: [SyntaxToken] = [.text, .comment, .keyword, .string, .constant, .type, .function, .variable, .escape]
        for palette in Self.palettes {
            for (index, first) in roles.enumerated() {
                for second in roles[(index + 1)...]
                where !(palette.name.hasSuffix("increased-contrast") && first == .text && second == .comment) {
                    let distance = OKLab(palette.colors[syntax: first]).distance(to: OKLab(palette.colors[syntax: second]))
                    #expect(distance >= 0.075, "\(palette.name): \(first) and \(second) are \(distance) apart")
                }
            }
        }
    }

    /// Increased contrast: comments and console output follow textSecondary
    /// to full opacity; keywords follow the accent where the variant moves it.
    @Test func increasedContrastFollowsTheColorsSyntaxComesFrom() {
        let theme = BuiltInThemes.defaultTheme
        let light = theme.light.increasedContrast(.light, typography: theme.typography)
        #expect(light[syntax: .comment].hex == "#3C3C43")
        #expect(light[syntax: .output].hex == "#3C3C43")
        #expect(light[.accent] != theme.light[.accent])
        #expect(light[syntax: .keyword] == SyntaxPalette.derive(from: light.tokens, .light)[.keyword])
        #expect(light[syntax: .keyword].hex == "#00779F")
        #expect(light[syntax: .string] == theme.light[syntax: .string])
    }

    @Test func aTranslucentSyntaxColorBecomesOpaqueAndPassesUnderIncreasedContrast() {
        var colors = BuiltInThemes.defaultTheme.light
        colors[syntax: .comment] = spec("#3C3C43", 0.3)
        let increased = colors.increasedContrast(.light)
        #expect(increased[syntax: .comment].isOpaque)
        #expect(WCAG.contrastRatio(increased[syntax: .comment], increased[syntax: .background]) >= 4.5)
    }

    @Test func changedColorsCarryTheDerivedSyntaxAlongButNotTheExplicitOnes() {
        let parent = BuiltInThemes.defaultTheme.light
        var colors = parent
        colors[.accent] = spec("#059669")
        colors[syntax: .string] = spec("#123456")
        colors.rederiveSyntax(following: parent, .light, except: [.string])
        #expect(colors[syntax: .keyword].hex == "#007F54")
        #expect(colors[syntax: .escape].hex == "#BF3989")
        #expect(colors[syntax: .type].hex == "#0A7B84")
        #expect(colors[syntax: .string].hex == "#123456")
        // A grandchild keeps what its parent set by hand.
        var child = colors
        child[.accent] = spec("#6366F1")
        child.rederiveSyntax(following: colors, .light)
        #expect(child[syntax: .string].hex == "#123456")
        #expect(child[syntax: .keyword].hex == "#5C5DE7")
    }

    @Test func aThemesOwnCodeBackgroundMovesTheDerivedForegrounds() {
        let parent = BuiltInThemes.defaultTheme.light
        var colors = parent
        colors[syntax: .background] = spec("#FFFBE6")
        colors.rederiveSyntax(following: parent, .light, except: [.background])
        #expect(colors[syntax: .background].hex == "#FFFBE6")
        for pair in ContrastPair.syntax {
            #expect(WCAG.contrastRatio(of: pair.foreground.color(in: colors), on: pair.paintedBackground(in: colors)) >= 4.5,
                    "\(pair.foreground.name)")
        }
    }
}
