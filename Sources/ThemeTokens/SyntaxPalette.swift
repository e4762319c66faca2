/// Derives a theme's syntax colors (`SyntaxToken`) from its color tokens.
///
/// The hues follow GitHub's Primer syntax colors (light and dark): navy
/// strings, blue constants, green escapes and tags, purple functions,
/// orange variables, plus teal types. The theme supplies the rest:
///
/// - `background` is `surfaceElevated` painted over `background` (where
///   code sat before syntax colors existed), `text` and `operator` are
///   `textPrimary`, `comment` and `output` are `textSecondary`;
/// - `keyword` is the accent. The role whose hue the accent shares (Forest's
///   green is the escapes' hue) takes Primer's pink instead, so no two roles
///   look alike (`displacedRole(by:)`). An accent without a hue (OKLCH
///   chroma under 0.03) leaves keywords in Primer's red;
/// - the diff lines come from the status family: `insertedBackground` is
///   `successMuted` painted over the code background and `inserted` is
///   `success`; `deleted` and `deletedBackground` are the same from
///   `destructive`.
///
/// Every foreground is then moved to the nearest OKLCH lightness that
/// reaches 4.5:1 (WCAG AA for normal text) on the background it is drawn
/// on (`NearestPassingColor`), so a derived palette passes wherever it can.
///
/// Last, `markedBackground` (marked lines) is `accentMuted` painted over
/// the code background, moved to the nearest OKLCH lightness on which every
/// foreground drawn on the code background keeps 4.5:1
/// (`markedBackground(in:tokens:memo:)`): the foregrounds stay as they are.
public enum SyntaxPalette {
    /// The contrast every derived foreground reaches on its background.
    public static let target = 4.5

    /// The syntax colors of one scheme, derived from `tokens`.
    public static func derive(from tokens: TokenTable<ColorToken, Color>, _ scheme: ColorScheme,
                              memo: NearestPassingColor.Memo? = nil) -> TokenTable<SyntaxToken, Color> {
        let derived = backgrounds(from: tokens)
        return derive(from: tokens, scheme, on: { derived[$0] }, memo: memo)
    }

    /// The three backgrounds: the code block's and the diff lines' (each
    /// opaque, a diff line's painted over the code block's).
    public static func backgrounds(from tokens: TokenTable<ColorToken, Color>) -> [SyntaxToken: Color] {
        let code = tokens[.surfaceElevated].composited(over: tokens[.background].opaque)
        return [
            .background: code,
            .insertedBackground: tokens[.successMuted].composited(over: code),
            .deletedBackground: tokens[.destructiveMuted].composited(over: code),
        ]
    }

    /// The syntax colors derived from `tokens`, each foreground made to pass
    /// on the background `background` gives for its `drawnOn` role (a
    /// theme's own backgrounds, when it sets them).
    public static func derive(from tokens: TokenTable<ColorToken, Color>, _ scheme: ColorScheme,
                              on background: (SyntaxToken) -> Color?,
                              memo: NearestPassingColor.Memo? = nil) -> TokenTable<SyntaxToken, Color> {
        let derivedBackgrounds = backgrounds(from: tokens)
        let displaced = displacedRole(by: tokens[.accent])
        var syntax = TokenTable<SyntaxToken, Color> { role in
            let color: Color = switch role {
            case .background, .insertedBackground, .deletedBackground: derivedBackgrounds[role] ?? .black
            // After the foregrounds, below.
            case .markedBackground: derivedBackgrounds[.background] ?? .black
            case .text, .operator: tokens[.textPrimary]
            case .comment, .output: tokens[.textSecondary]
            case .keyword: hasHue(tokens[.accent]) ? tokens[.accent] : Primer.red.color(scheme)
            case .inserted: tokens[.success]
            case .deleted: tokens[.destructive]
            case _ where role == displaced: Primer.pink.color(scheme)
            default: Primer.base[role]?.color(scheme) ?? tokens[.textPrimary]
            }
            guard let drawnOn = role.drawnOn else { return color }
            let under = (background(drawnOn) ?? derivedBackgrounds[drawnOn] ?? .black).opaque
            let painted = color.composited(over: under)
            return NearestPassingColor.find(for: painted, on: under, target: target, memo: memo) ?? painted
        }
        var drawn = syntax
        drawn[.background] = background(.background) ?? syntax[.background]
        syntax[.markedBackground] = markedBackground(in: drawn, tokens: tokens, memo: memo)
        return syntax
    }

    /// The background of marked lines for `syntax` (a palette's code
    /// background and foregrounds): `accentMuted` painted over the code
    /// background, then moved along OKLCH lightness, away from the text, to
    /// the nearest color on which every foreground drawn on the code
    /// background (`drawnOn == .background`) reaches 4.5:1, or as much as it
    /// reaches on the code background itself where that is less. Marked
    /// lines thus pass wherever the block does, and the foregrounds are not
    /// moved for them. The code background itself when no such color
    /// exists.
    public static func markedBackground(in syntax: TokenTable<SyntaxToken, Color>, tokens: TokenTable<ColorToken, Color>,
                                        memo: NearestPassingColor.Memo? = nil) -> Color {
        let code = syntax[.background].opaque
        let foregrounds = SyntaxToken.allCases.filter { $0.drawnOn == .background }.map { syntax[$0].composited(over: code) }
        let needed = foregrounds.map { min(target, WCAG.contrastRatio($0, code)) }.min() ?? target
        let tinted = tokens[.accentMuted].composited(over: code)
        return NearestPassingColor.find(for: tinted, onAll: foregrounds, target: needed, memo: memo) ?? code
    }

    /// The role that gives its hue up to a keyword in `accent`: the role
    /// whose sector of the OKLCH hue circle (`Primer.sectors`) the accent's
    /// hue falls in; nil for a red accent (keywords are red in Primer) or an
    /// accent without a hue.
    public static func displacedRole(by accent: Color) -> SyntaxToken? {
        guard hasHue(accent) else { return nil }
        let hue = OKLCH(accent.opaque).hue
        return Primer.sectors.first { $0.hues.contains(hue) }?.role
    }

    static func hasHue(_ color: Color) -> Bool { OKLCH(color.opaque).chroma >= 0.03 }

    /// Primer's syntax colors (GitHub light and dark) for the roles the
    /// theme does not supply.
    enum Primer {
        struct Pair {
            var light: UInt32
            var dark: UInt32

            func color(_ scheme: ColorScheme) -> Color {
                let value = scheme == .light ? light : dark
                return Color(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
            }
        }

        static let red = Pair(light: 0xCF222E, dark: 0xFF7B72)
        static let pink = Pair(light: 0xBF3989, dark: 0xFF9BCE)
        static let navy = Pair(light: 0x0A3069, dark: 0xA5D6FF)
        static let blue = Pair(light: 0x0550AE, dark: 0x79C0FF)
        static let green = Pair(light: 0x116329, dark: 0x7EE787)
        static let teal = Pair(light: 0x0E7C86, dark: 0x9EF1DD)
        static let purple = Pair(light: 0x8250DF, dark: 0xD2A8FF)
        static let orange = Pair(light: 0x953800, dark: 0xFFA657)
        static let heading = Pair(light: 0x0550AE, dark: 0x1F6FEB)

        static let base: [SyntaxToken: Pair] = [
            .string: navy, .escape: green, .constant: blue, .type: teal, .function: purple, .variable: orange,
            .tag: green, .attribute: blue, .builtin: blue, .preprocessor: red, .heading: heading, .prompt: green,
        ]

        /// The roles a keyword in the accent's hue could be mistaken for,
        /// each with the OKLCH hues (degrees) nearest its own. The bounds
        /// fall between the roles' hues and away from the built-in accents,
        /// whose light and dark hues differ by up to 15°, so both schemes of
        /// a theme displace the same role. Reds (330° to 30°) displace none.
        static let sectors: [(hues: Range<Double>, role: SyntaxToken)] = [
            (30..<95, .variable),    // orange: Sunset
            (95..<175, .escape),     // green: Forest
            (175..<240, .type),      // teal and cyan: VaultMail
            (240..<268, .constant),  // blue
            (268..<330, .function),  // indigo and purple: Midnight, Lavender
        ]
    }
}

extension ThemeColors {
    /// After colors of `parent` were changed (a theme file's accent, a DTCG
    /// theme's tokens, the increased-contrast palette), derives again every
    /// syntax color that `parent` had derived rather than set, so it follows
    /// the colors it comes from and passes on this palette's backgrounds.
    /// Colors in `explicit` and colors `parent` set by hand keep their
    /// values.
    public mutating func rederiveSyntax(following parent: ThemeColors, _ scheme: ColorScheme,
                                        except explicit: Set<SyntaxToken> = [],
                                        memo: NearestPassingColor.Memo? = nil) {
        let parentSyntax = parent.syntax
        func follows(_ role: SyntaxToken, _ derived: TokenTable<SyntaxToken, Color>) -> Bool {
            !explicit.contains(role) && parentSyntax[role] == derived[role]
        }
        let parentBackgrounds = SyntaxPalette.backgrounds(from: parent.tokens)
        let newBackgrounds = SyntaxPalette.backgrounds(from: tokens)
        for (role, color) in newBackgrounds
        where !explicit.contains(role) && parentSyntax[role] == parentBackgrounds[role] {
            syntax[role] = color
        }
        let before = SyntaxPalette.derive(from: parent.tokens, scheme, on: { parentSyntax[$0] }, memo: memo)
        let current = syntax
        let after = SyntaxPalette.derive(from: tokens, scheme, on: { current[$0] }, memo: memo)
        for role in SyntaxToken.allCases where role.isText && follows(role, before) {
            syntax[role] = after[role]
        }
        // Marked lines follow the code background and the foregrounds now
        // settled, when the parent's were derived from its own.
        let parentMarked = SyntaxPalette.markedBackground(in: parentSyntax, tokens: parent.tokens, memo: memo)
        if !explicit.contains(.markedBackground), parentSyntax[.markedBackground] == parentMarked {
            syntax[.markedBackground] = SyntaxPalette.markedBackground(in: syntax, tokens: tokens, memo: memo)
        }
    }
}
