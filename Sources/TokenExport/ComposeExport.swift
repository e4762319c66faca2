import Foundation
import ThemeTokens
import Theming

/// Every theme as one Kotlin file for Jetpack Compose: per theme its own
/// colors (`AppColors`) and Material 3 `ColorScheme`s for light and dark,
/// and its type scale as `TextStyle`s (`AppTypography`), gathered in
/// `AppThemes` (`AppThemes.forest.darkScheme`).
///
/// Written for Kotlin 1.3 and later: no trailing commas. Colors are
/// `Color(0xAARRGGBB)` with the alpha rounded to 8 bits; a color written in
/// a color space Compose has keeps it (`colorSpace(_:)`), others are written
/// in sRGB and `export` warns (`OriginalColorWarnings`).
public enum ComposeExport {
    public static let defaultPackage = "theme.tokens"

    /// Material 3 `ColorScheme` parameters and the token each takes, from
    /// the theme's palette with muted colors made solid (`reducedTransparency`):
    /// Material draws containers as opaque surfaces.
    public static let materialRoles: [(parameter: String, token: ColorToken)] = [
        ("primary", .accent), ("onPrimary", .textInverse),
        ("primaryContainer", .accentMuted), ("onPrimaryContainer", .textPrimary),
        ("secondary", .accentHover), ("onSecondary", .textInverse),
        ("background", .background), ("onBackground", .textPrimary),
        ("surface", .surface), ("onSurface", .textPrimary),
        ("surfaceVariant", .surfaceElevated), ("onSurfaceVariant", .textSecondary),
        ("surfaceTint", .accent),
        ("error", .destructive), ("onError", .textInverse),
        ("errorContainer", .destructiveMuted), ("onErrorContainer", .textPrimary),
        ("outline", .border), ("outlineVariant", .separator),
    ]

    /// Kotlin's hard keywords: not usable as names without backticks.
    static let keywords: Set<String> = [
        "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in", "interface", "is",
        "null", "object", "package", "return", "super", "this", "throw", "true", "try", "typealias", "typeof",
        "val", "var", "when", "while",
    ]

    /// Whether `name` is a package name the file can declare: dot-separated
    /// `[A-Za-z_][A-Za-z0-9_]*` parts that are not keywords.
    public static func isValidPackage(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty && parts.allSatisfy { part in
            func isLetter(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_" }
            guard let first = part.unicodeScalars.first, isLetter(first), !keywords.contains(String(part)) else { return false }
            return part.unicodeScalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) }
        }
    }

    public static func render(registry: ThemeRegistry, generator: String, package: String = defaultPackage) -> String {
        let themes = PlatformNames.themes(registry)
        let names = PlatformNames.themeNames(themes.map(\.id.rawValue), .lowerCamel, reserved: keywords.union(["all"]))
        let colorNames = ColorSlot.all.map { PlatformNames.spell(PlatformNames.words($0), .lowerCamel) }
        var out = SwiftWriter()
        out.line("// " + PlatformNames.generatedLine(generator: generator, themes: themes.count, format: "compose"))
        out.line("//")
        out.line("// Every theme's colors for light and dark as AppColors and as Material 3 color")
        out.line("// schemes, and its type scale as TextStyles: AppThemes.forest.colorScheme(dark = true).")
        out.line("// Colors are 0xAARRGGBB; a color written in another color space that Compose has")
        out.line("// (display-p3, rec2020, lab, oklch, ...) is Color(r, g, b, alpha, ColorSpaces.X) in it.")
        out.line()
        out.line("package \(package)")
        out.line()
        for name in ["androidx.compose.material3.ColorScheme", "androidx.compose.material3.darkColorScheme",
                     "androidx.compose.material3.lightColorScheme", "androidx.compose.ui.graphics.Color",
                     "androidx.compose.ui.text.TextStyle", "androidx.compose.ui.text.font.FontFamily",
                     "androidx.compose.ui.text.font.FontWeight", "androidx.compose.ui.unit.sp"]
                    + (usesColorSpaces(themes) ? ["androidx.compose.ui.graphics.colorspace.ColorSpaces"] : []) {
            out.line("import \(name)")
        }
        out.line()
        out.line("/** Every color a theme defines for one color scheme. */")
        out.open("data class AppColors(")
        for (index, slot) in ColorSlot.all.enumerated() {
            out.line("/** \(kdocSafe(AssetCatalogExport.purpose(slot))) */")
            out.line("val \(colorNames[index]): Color\(index < colorNames.count - 1 ? "," : "")")
        }
        out.close(")")
        out.line()
        out.line("/** The type scale. */")
        out.open("data class AppTypography(")
        for (index, token) in TypeToken.allCases.enumerated() {
            out.line("/** \(kdocSafe(token.usage)) */")
            out.line("val \(token.name): TextStyle\(index < TypeToken.allCases.count - 1 ? "," : "")")
        }
        out.close(")")
        out.line()
        out.line("/** A theme: its colors and Material 3 color schemes for light and dark, and its type scale. */")
        out.open("class AppTheme(")
        for line in ["val id: String,", "val displayName: String,", "val light: AppColors,", "val dark: AppColors,",
                     "val lightScheme: ColorScheme,", "val darkScheme: ColorScheme,", "val typography: AppTypography"] {
            out.line(line)
        }
        out.close(") {")
        out.depth += 1
        out.line("fun colors(dark: Boolean): AppColors = if (dark) this.dark else light")
        out.line("fun colorScheme(dark: Boolean): ColorScheme = if (dark) darkScheme else lightScheme")
        out.close("}")
        out.line()
        out.line("/** Every theme, in display order. */")
        out.open("object AppThemes {")
        for (theme, name) in zip(themes, names) {
            out.line("/** \(kdocSafe(theme.displayName)) */")
            out.open("val \(name) = AppTheme(")
            out.line("id = \(stringLiteral(theme.id.rawValue)),")
            out.line("displayName = \(stringLiteral(theme.displayName)),")
            for scheme in ColorScheme.allCases {
                out.open("\(scheme.rawValue) = AppColors(")
                let entries = PlatformNames.colors(theme.colors(for: scheme))
                for (index, entry) in entries.enumerated() {
                    out.line("\(colorNames[index]) = \(color(entry.color))\(index < entries.count - 1 ? "," : "")")
                }
                out.close("),")
            }
            for scheme in ColorScheme.allCases {
                let solid = theme.colors(for: scheme).reducedTransparency()
                out.open("\(scheme.rawValue)Scheme = \(scheme.rawValue)ColorScheme(")
                for (index, role) in materialRoles.enumerated() {
                    out.line("\(role.parameter) = \(color(solid[role.token]))\(index < materialRoles.count - 1 ? "," : "")")
                }
                out.close("),")
            }
            out.open("typography = AppTypography(")
            let styles = theme.typography.styles.entries
            for (index, (token, style)) in styles.enumerated() {
                out.line("\(token.name) = \(textStyle(style))\(index < styles.count - 1 ? "," : "")")
            }
            out.close(")")
            out.close(")")
            out.line()
        }
        out.line("val all: List<AppTheme> = listOf(\(names.joined(separator: ", ")))")
        out.line()
        out.line("/** The theme with `id`, or the default theme when there is none. */")
        let defaultName = names[themes.firstIndex { $0.id == registry.defaultTheme.id } ?? 0]
        out.line("fun theme(id: String): AppTheme = all.firstOrNull { it.id == id } ?: \(defaultName)")
        out.close("}")
        return out.text
    }

    /// Whether any color written is in a Compose color space other than
    /// sRGB: the file then imports `ColorSpaces`.
    static func usesColorSpaces(_ themes: [Theme]) -> Bool {
        themes.contains { theme in
            ColorScheme.allCases.contains { scheme in
                let palettes = [theme.colors(for: scheme), theme.colors(for: scheme).reducedTransparency()]
                return palettes.contains { palette in
                    ColorSlot.all.contains { slot in slot.color(in: palette).original.flatMap(colorSpace) != nil }
                }
            }
        }
    }

    static func textStyle(_ style: TypeStyle) -> String {
        let weight = switch style.weight {
        case .regular: "Normal"
        case .medium: "Medium"
        case .semibold: "SemiBold"
        case .bold: "Bold"
        }
        let family = style.design == .monospaced ? "Monospace" : "Default"
        let size = PlatformNames.number(style.size)
        return "TextStyle(fontSize = \(size).sp, fontWeight = FontWeight.\(weight), fontFamily = FontFamily.\(family))"
    }

    /// `Color(0xAARRGGBB)`; a color written in a space Compose has,
    /// `Color(r, g, b, alpha, ColorSpaces.DisplayP3)` in that space.
    static func color(_ color: Color) -> String {
        if let original = color.original, let space = colorSpace(original) {
            let values = space.components + [original.alpha]
            return "Color(" + values.map(float).joined(separator: ", ") + ", ColorSpaces.\(space.name))"
        }
        return "Color(0x" + [PlatformNames.alphaByte(color), color.red, color.green, color.blue].map(PlatformNames.hexByte).joined() + ")"
    }

    /// The `ColorSpaces` member that holds `original` and its components
    /// there (`none` as 0): the RGB spaces as written, lch and oklch as
    /// their rectangular lab and oklab (`ColorSpaces.CieLab` is D50, as
    /// CSS's lab), xyz-d50 as `CieXyz` (D50). Nil for hsl, hwb and xyz-d65,
    /// which Compose has no space for, and for components outside the
    /// space's range (Compose's `Color` refuses them: lab's a and b within
    /// ±128, oklab's within ±0.5, XYZ within ±2).
    public static func colorSpace(_ original: OriginalColor) -> (name: String, components: [Double])? {
        let values = (0..<3).map { $0 < original.components.count ? original.components[$0] ?? 0 : 0 }
        func rectangular(_ lch: [Double]) -> [Double] {
            let hue = lch[2] * Double.pi / 180
            return [lch[0], lch[1] * cos(hue), lch[1] * sin(hue)]
        }
        func within(_ result: (name: String, components: [Double]), _ ranges: [ClosedRange<Double>]) -> (name: String, components: [Double])? {
            zip(result.components, ranges).allSatisfy { $1.contains($0) } ? result : nil
        }
        switch original.space {
        case .srgb: return within(("Srgb", values), [0...1, 0...1, 0...1])
        case .srgbLinear: return within(("LinearSrgb", values), [0...1, 0...1, 0...1])
        case .displayP3: return within(("DisplayP3", values), [0...1, 0...1, 0...1])
        case .rec2020: return within(("Bt2020", values), [0...1, 0...1, 0...1])
        case .a98RGB: return within(("AdobeRgb", values), [0...1, 0...1, 0...1])
        case .prophotoRGB: return within(("ProPhotoRgb", values), [0...1, 0...1, 0...1])
        case .lab: return within(("CieLab", values), [0...100, -128...128, -128...128])
        case .lch: return within(("CieLab", rectangular(values)), [0...100, -128...128, -128...128])
        case .oklab: return within(("Oklab", values), [0...1, -0.5...0.5, -0.5...0.5])
        case .oklch: return within(("Oklab", rectangular(values)), [0...1, -0.5...0.5, -0.5...0.5])
        case .xyzD50: return within(("CieXyz", values), [-2...2, -2...2, -2...2])
        case .hsl, .hwb, .xyzD65: return nil
        }
    }

    /// A Kotlin Float literal: `0.5f`, `1.0f`, up to 6 fraction digits.
    static func float(_ value: Double) -> String {
        var text = NumberFormat.decimal(value == 0 ? 0 : value, maxFractionDigits: 6)
        if text == "-0" { text = "0" }
        if !text.contains(".") { text += ".0" }
        return text + "f"
    }

    /// A Kotlin string literal: quotes, backslashes and `$` (templates)
    /// escaped, control and format characters as `\uXXXX`.
    static func stringLiteral(_ text: String) -> String { kotlinLiteral.quote(text) }

    static let kotlinLiteral = SourceStringLiteral(extraEscapes: ["$": "\\$"]) { scalar in
        // Kotlin's \u takes exactly four digits: outside the BMP, a surrogate pair.
        String(scalar).utf16.map { unit in
            let hex = String(unit, radix: 16, uppercase: true)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }.joined()
    }

    /// Text for a one-line KDoc comment: it cannot end the comment.
    static func kdocSafe(_ text: String) -> String {
        // Kotlin comments nest: a `/*` would open one more.
        var result = ""
        for scalar in PlatformNames.commentSafe(text).unicodeScalars {
            if scalar == "*", result.hasSuffix("/") { result += " " }
            result.unicodeScalars.append(scalar)
        }
        return result
    }
}
