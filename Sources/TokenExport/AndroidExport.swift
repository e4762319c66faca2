import ThemeTokens
import Theming

/// Every theme as Android resources for views (XML layouts, themes, styles):
///
/// - `values/theme_colors.xml`: each theme's light colors, `forest_accent`;
/// - `values-night/theme_colors.xml`: the same names with the dark colors;
/// - `values/theme_dimens.xml`: spacing and radii in dp, font sizes in sp,
///   font weights as integers, `forest_spacing_md`.
///
/// The files are named `theme_*.xml`, not `colors.xml`, so the export can be
/// written into an app's `res/` folder without replacing its own files.
/// Colors are `#AARRGGBB` with the alpha rounded to 8 bits. Android has no
/// resource qualifier for increased contrast, so only the standard palettes
/// are written.
public enum AndroidExport {
    public static let colorsFile = "theme_colors.xml"
    public static let dimensFile = "theme_dimens.xml"

    public static func files(registry: ThemeRegistry, generator: String) -> [(path: String, text: String)] {
        let themes = PlatformNames.themes(registry)
        let prefixes = PlatformNames.themeNames(themes.map(\.id.rawValue), .snake)
        var colorNames = NameSet()
        var dimenNames = NameSet()
        // Names are made once, from the light palette, so night uses the same ones.
        let names: [[String]] = zip(themes, prefixes).map { theme, prefix in
            PlatformNames.colors(theme.light).map { colorNames.add([prefix] + $0.words) }
        }
        var files: [(path: String, text: String)] = []
        for scheme in ColorScheme.allCases {
            var body = ""
            for (index, theme) in themes.enumerated() {
                body += "    <!-- \(PlatformNames.commentSafe(theme.displayName)) (\(PlatformNames.commentSafe(theme.id.rawValue))) -->\n"
                for (entry, name) in zip(PlatformNames.colors(theme.colors(for: scheme)), names[index]) {
                    body += "    <color name=\"\(name)\">\(color(entry.color))</color>\n"
                }
            }
            let folder = scheme == .light ? "values" : "values-night"
            let about = scheme == .light
                ? "Light colors (#AARRGGBB); values-night/\(colorsFile) has the dark ones under the same names."
                : "Dark colors (#AARRGGBB), used in night mode; values/\(colorsFile) has the light ones."
            files.append(("\(folder)/\(colorsFile)", document(body, header(generator: generator, themes: themes.count, about: about))))
        }

        var body = ""
        for (theme, prefix) in zip(themes, prefixes) {
            body += "    <!-- \(PlatformNames.commentSafe(theme.displayName)) (\(PlatformNames.commentSafe(theme.id.rawValue))) -->\n"
            for (token, value) in theme.spacing.values.entries {
                body += "    <dimen name=\"\(dimenNames.add([prefix, "spacing"] + PlatformNames.camelWords(token.name)))\">\(PlatformNames.number(value))dp</dimen>\n"
            }
            for (token, radius) in theme.shapes.radii.entries {
                let comment = radius == .capsule ? " <!-- capsule -->" : ""
                body += "    <dimen name=\"\(dimenNames.add([prefix, "radius"] + PlatformNames.camelWords(token.name)))\">\(PlatformNames.number(PlatformNames.radius(radius)))dp</dimen>\(comment)\n"
            }
            for (token, style) in theme.typography.styles.entries {
                body += "    <dimen name=\"\(dimenNames.add([prefix, "font", "size"] + PlatformNames.camelWords(token.name)))\">\(PlatformNames.number(style.size))sp</dimen>\n"
            }
            for (token, style) in theme.typography.styles.entries {
                body += "    <integer name=\"\(dimenNames.add([prefix, "font", "weight"] + PlatformNames.camelWords(token.name)))\">\(style.weight.cssWeight)</integer>\n"
            }
        }
        let about = "Spacing and radii in dp (a capsule is 9999dp), font sizes in sp, font weights from 100 to 900."
        files.append(("values/\(dimensFile)", document(body, header(generator: generator, themes: themes.count, about: about))))
        return files
    }

    /// `#AARRGGBB`.
    static func color(_ color: Color) -> String {
        "#" + [PlatformNames.alphaByte(color), color.red, color.green, color.blue].map(PlatformNames.hexByte).joined()
    }

    static func header(generator: String, themes: Int, about: String) -> String {
        "<!--\n  \(PlatformNames.commentSafe(PlatformNames.generatedLine(generator: generator, themes: themes, format: "android")))\n  \(about)\n-->\n"
    }

    static func document(_ body: String, _ header: String) -> String {
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n" + header + "<resources>\n" + body + "</resources>\n"
    }

    /// Java's reserved words and literals: a resource name becomes a field
    /// of `R`, so it cannot be one of them.
    static let javaKeywords: Set<String> = [
        "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const", "continue",
        "default", "do", "double", "else", "enum", "extends", "final", "finally", "float", "for", "goto", "if",
        "implements", "import", "instanceof", "int", "interface", "long", "native", "new", "package", "private",
        "protected", "public", "return", "short", "static", "strictfp", "super", "switch", "synchronized", "this",
        "throw", "throws", "transient", "try", "void", "volatile", "while", "true", "false", "null", "_",
    ]

    /// Whether `name` is a valid resource name: `[a-z][a-z0-9_]*`, not a
    /// Java keyword.
    public static func isValidResourceName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first), !javaKeywords.contains(name) else { return false }
        return name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
    }

    /// Resource names given out so far: each new one is the words in
    /// snake_case, made valid and distinct (`_2`, `_3`, ... when taken).
    struct NameSet {
        private var used = Set<String>()

        mutating func add(_ words: [String]) -> String {
            var base = PlatformNames.spell(words, .snake)
            if !AndroidExport.isValidResourceName(base) { base = "res_" + base }
            var name = base
            var number = 2
            while used.contains(name) {
                name = base + "_" + String(number)
                number += 1
            }
            used.insert(name)
            return name
        }
    }
}
