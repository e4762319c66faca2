import ThemeTokens
import Theming

/// Every theme as one Kotlin file for Jetpack Compose: per theme its own
/// colors (`AppColors`) and Material 3 `ColorScheme`s for light and dark,
/// and its type scale as `TextStyle`s (`AppTypography`), gathered in
/// `AppThemes` (`AppThemes.forest.darkScheme`).
///
/// Written for Kotlin 1.3 and later: no trailing commas. Colors are
/// `Color(0xAARRGGBB)` with the alpha rounded to 8 bits.
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
        out.line("// Colors are 0xAARRGGBB.")
        out.line()
        out.line("package \(package)")
        out.line()
        for name in ["androidx.compose.material3.ColorScheme", "androidx.compose.material3.darkColorScheme",
                     "androidx.compose.material3.lightColorScheme", "androidx.compose.ui.graphics.Color",
                     "androidx.compose.ui.text.TextStyle", "androidx.compose.ui.text.font.FontFamily",
                     "androidx.compose.ui.text.font.FontWeight", "androidx.compose.ui.unit.sp"] {
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

    /// `Color(0xAARRGGBB)`.
    static func color(_ color: Color) -> String {
        "Color(0x" + [PlatformNames.alphaByte(color), color.red, color.green, color.blue].map(PlatformNames.hexByte).joined() + ")"
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
