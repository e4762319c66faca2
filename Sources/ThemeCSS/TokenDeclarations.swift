import ThemeTokens

/// Turns a theme's tokens into CSS declarations.
public enum TokenDeclarations {
    /// Font families standing in for SF Pro on the web, in order.
    public static func fontFamilies(_ design: FontDesign) -> [String] {
        switch design {
        case .default:
            ["-apple-system", "BlinkMacSystemFont", "SF Pro Text", "system-ui", "Segoe UI", "Roboto",
             "Helvetica Neue", "Arial", "sans-serif"]
        case .monospaced:
            ["ui-monospace", "SF Mono", "SFMono-Regular", "Menlo", "Consolas", "DejaVu Sans Mono", "monospace"]
        }
    }

    /// A CSS font-family list: names with spaces quoted, generic names bare.
    public static func fontStack(_ design: FontDesign) -> String {
        fontFamilies(design).map { $0.contains(" ") ? "\"\($0)\"" : $0 }.joined(separator: ", ")
    }

    public static var defaultFontStack: String { fontStack(.default) }
    public static var monospacedFontStack: String { fontStack(.monospaced) }

    /// Everything that depends on the color scheme and the accessibility
    /// variants: colors, Awful aliases, shadows and the border width.
    public static func schemeDependent(_ theme: Theme, _ scheme: ColorScheme,
                                       variants: Set<AccessibilityVariant> = [],
                                       memo: NearestPassingColor.Memo? = nil) -> [CSSDeclaration] {
        var colors = theme.colors(for: scheme)
        if variants.contains(.increasedContrast) { colors = colors.increasedContrast(scheme, typography: theme.typography, memo: memo) }
        if variants.contains(.reduceTransparency) { colors = colors.reducedTransparency() }

        var result: [CSSDeclaration] = [CSSDeclaration("color-scheme", scheme.rawValue)]
        result.reserveCapacity(64)
        for (token, color) in colors.tokens.entries {
            result.append(CSSDeclaration(CSSVariable.color(token), color))
        }
        for (category, chip) in colors.categories.entries {
            result.append(CSSDeclaration(CSSVariable.category(category), chip.foreground))
            result.append(CSSDeclaration(CSSVariable.categoryMuted(category), chip.muted))
        }
        for (index, color) in colors.avatarPalette.enumerated() {
            result.append(CSSDeclaration(CSSVariable.avatar(index), color))
        }
        for (token, color) in colors.syntax.entries {
            result.append(CSSDeclaration(CSSVariable.syntax(token), color))
        }
        for alias in CSSVariable.awfulAliases {
            result.append(CSSDeclaration(alias.name, colors[alias.token]))
        }
        for (token, shadow) in theme.shapes.shadows(for: scheme).entries {
            result.append(CSSDeclaration(CSSVariable.shadow(token), shadowValue(shadow)))
        }
        result += chrome(colors, memo: memo)
        // Initials on avatar colors: white in light mode as in the app, the
        // primary text color (white) in dark mode, declared per scheme so
        // scoped matrix cells get their own.
        result.append(CSSDeclaration("--tp-avatar-text",
                                     (scheme == .light ? colors[.textInverse] : colors[.textPrimary]).css))
        let border = variants.contains(.increasedContrast) ? BorderWidth.increasedContrast : BorderWidth.standard
        result.append(CSSDeclaration(CSSVariable.borderWidth, px(border)))
        return result
    }

    /// The preview site's own chrome (navigation, docs text, report) must
    /// pass WCAG AA whatever the palette under review does, so its link,
    /// muted-text and focus colors are the theme's accent and secondary text
    /// moved to the nearest passing lightness on the chrome's backgrounds.
    /// So are the colors of the docs' alerts (`GFMAlerts`), whose title is
    /// text in that color and whose border is drawn in it, on the page: see
    /// `alertColors`.
    static func chrome(_ colors: ThemeColors, memo: NearestPassingColor.Memo? = nil) -> [CSSDeclaration] {
        let backgrounds = [colors[.background], colors[.surface], colors[.surfaceElevated]].map { $0.opaque }
        let text = colors[.textPrimary].composited(over: colors[.background])
        func passing(_ color: Color, _ target: Double) -> String {
            (NearestPassingColor.find(for: color.composited(over: colors[.background]),
                                      onAll: backgrounds, target: target, memo: memo) ?? text).css
        }
        return [
            CSSDeclaration("--tp-link", passing(colors[.accent], 4.5)),
            CSSDeclaration("--tp-text-muted", passing(colors[.textSecondary], 4.5)),
            CSSDeclaration("--tp-focus", passing(colors[.accent], 3)),
            CSSDeclaration("--tp-on-accent", onAccent(colors).css),
        ] + alertColors.map { CSSDeclaration($0.variable, passing($0.color(colors), 4.5)) }
    }

    /// The text color of the site's own components drawn on the accent (a
    /// Starlight banner, a hero's primary action, a `LinkButton`, a Material
    /// primary button): the theme's text-inverse when it passes WCAG AA
    /// (4.5:1) on the accent, else black or white, whichever contrasts
    /// more; one of them always passes (at least 4.58:1).
    static func onAccent(_ colors: ThemeColors) -> Color {
        let accent = colors[.accent].composited(over: colors[.background])
        let inverse = colors[.textInverse].composited(over: accent)
        if WCAG.contrastRatio(inverse, accent) >= 4.5 { return inverse }
        return WCAG.contrastRatio(.black, accent) >= WCAG.contrastRatio(.white, accent) ? .black : .white
    }

    /// Each alert kind's accent (`--tp-alert-note`…): a color of the
    /// theme, with the hues GitHub gives them: the Forums category's blue
    /// for a note, success for a tip, the Updates category's purple for
    /// important, warning, destructive for caution. (Not the accent: in
    /// most themes it shares a hue with one of the others.) The title is
    /// text, so the color must pass 4.5:1.
    static let alertColors: [(variable: String, color: @Sendable (ThemeColors) -> Color)] = [
        ("--tp-alert-note", { $0[Category.forums].foreground }),
        ("--tp-alert-tip", { $0[.success] }),
        ("--tp-alert-important", { $0[Category.updates].foreground }),
        ("--tp-alert-warning", { $0[.warning] }),
        ("--tp-alert-caution", { $0[.destructive] }),
    ]

    /// Spacing, radii and type: the same in every scheme.
    public static func schemeIndependent(_ theme: Theme) -> [CSSDeclaration] {
        var result: [CSSDeclaration] = []
        for (token, value) in theme.spacing.values.entries {
            result.append(CSSDeclaration(CSSVariable.space(token), px(value)))
        }
        for (token, radius) in theme.shapes.radii.entries {
            result.append(CSSDeclaration(CSSVariable.radius(token), radiusValue(radius)))
        }
        for (token, style) in theme.typography.styles.entries {
            let family = style.design == .monospaced ? "var(--vm-font-family-monospaced)" : "var(--vm-font-family-default)"
            let size = "calc(\(rem(style.size)) + var(\(CSSVariable.fontOffset)))"
            result.append(CSSDeclaration(CSSVariable.fontSize(token), size))
            result.append(CSSDeclaration(CSSVariable.fontWeight(token), String(style.weight.cssWeight)))
            result.append(CSSDeclaration(CSSVariable.fontFamily(token), family))
            result.append(CSSDeclaration(
                CSSVariable.font(token),
                "\(style.weight.cssWeight) var(\(CSSVariable.fontSize(token)))/\(lineHeight(style)) \(family)"))
        }
        return result
    }

    /// A shadow as CSS; a suppressed shadow (radius 0) is `none`, not a hard
    /// offset copy.
    public static func shadowValue(_ shadow: ShadowStyle) -> String {
        if shadow.isSuppressed { return "none" }
        return "\(px(shadow.x)) \(px(shadow.y)) \(px(shadow.radius)) \(shadow.color.css)"
    }

    public static func radiusValue(_ radius: Radius) -> String {
        switch radius {
        case .points(let value): px(value)
        case .capsule: "9999px"
        }
    }

    /// Points as CSS px, 1:1.
    public static func px(_ points: Double) -> String {
        points == 0 ? "0" : NumberFormat.decimal(points, maxFractionDigits: 3) + "px"
    }

    /// Points as rem of a 16px root, so the reader's browser font size scales
    /// the whole scale as Dynamic Type does.
    public static func rem(_ points: Double) -> String {
        NumberFormat.decimal(points / 16, maxFractionDigits: 4) + "rem"
    }

    static func lineHeight(_ style: TypeStyle) -> String {
        style.size >= 20 ? "1.2" : "1.4"
    }
}
