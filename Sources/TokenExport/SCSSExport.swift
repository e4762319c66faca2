import ThemeTokens
import Theming

/// Every theme as Sass maps (SCSS syntax), for stylesheets compiled with
/// Sass: per theme and scheme a map of colors (`$forest-light`,
/// `$forest-dark`), per theme its sizes (`$forest-spacing`,
/// `$forest-radius`, `$forest-font-size`, `$forest-font-weight`), and
/// `$themes` holding them all by theme id.
///
/// Keys are quoted kebab-case names (`"text-secondary"`); opaque colors are
/// `#RRGGBB`, others `rgba(r, g, b, alpha)` with the theme's exact alpha;
/// sizes are px. Only variables: importing the file writes no CSS.
///
/// Colors written in another color space (display-p3, oklch, ...) keep it
/// in a second map beside the sRGB one (`$forest-light-original`) holding
/// only those colors, as CSS text (`unquote("color(display-p3 1 0 0)")`).
/// The sRGB maps stay colors, so Sass's color functions (`mix`, `rgba`,
/// `lighten`) keep working on every value, and libsass, which knows none of
/// CSS Color 4's functions (it would read `hsl(210 50% 40%)` as its own
/// `hsl()` and divide `250 / 0.5`), compiles the file; the originals are for
/// output only, e.g. inside `@supports (color: color(display-p3 0 0 0))`,
/// where a missing key gives null and Sass drops the declaration.
public enum SCSSExport {
    public static func render(registry: ThemeRegistry, generator: String) -> String {
        let themes = PlatformNames.themes(registry)
        let names = PlatformNames.themeNames(themes.map(\.id.rawValue), .kebab, reserved: ["themes"])
        var text = "// " + PlatformNames.generatedLine(generator: generator, themes: themes.count, format: "scss") + "\n"
        text += """
            //
            // Colors per theme and scheme ($forest-light, $forest-dark), sizes per theme
            // ($forest-spacing, $forest-radius, $forest-font-size, $forest-font-weight), and
            // $themes with all of them by theme id:
            //   map-get(map-get(map-get($themes, "forest"), "dark"), "accent")
            // Colors are #RRGGBB, or rgba() with the exact alpha; sizes are px.
            // Colors written in another color space keep it in $forest-light-original and
            // $forest-dark-original (only those colors, as CSS text for browsers with CSS
            // Color 4; no color math on them), e.g.
            //   @supports (color: color(display-p3 0 0 0)) { .x { color: map-get($forest-light-original, "accent"); } }


            """
        for (theme, name) in zip(themes, names) {
            text += "// \(PlatformNames.commentSafe(theme.displayName)) (\(PlatformNames.commentSafe(theme.id.rawValue)))\n"
            for scheme in ColorScheme.allCases {
                let entries = PlatformNames.colors(theme.colors(for: scheme))
                text += map("$\(name)-\(scheme.rawValue)", entries.map {
                    (PlatformNames.spell($0.words, .kebab), color($0.color))
                })
                text += map("$\(name)-\(scheme.rawValue)-original", entries.compactMap { entry in
                    entry.color.original.map { (PlatformNames.spell(entry.words, .kebab), "unquote(\(string($0.css)))") }
                })
            }
            text += map("$\(name)-spacing", theme.spacing.values.entries.map { (KebabCase.convert($0.key.name), px($0.value)) })
            text += map("$\(name)-radius", theme.shapes.radii.entries.map {
                (KebabCase.convert($0.key.name), px(PlatformNames.radius($0.value)))
            })
            text += map("$\(name)-font-size", theme.typography.styles.entries.map { (KebabCase.convert($0.key.name), px($0.value.size)) })
            text += map("$\(name)-font-weight", theme.typography.styles.entries.map {
                (KebabCase.convert($0.key.name), String($0.value.weight.cssWeight))
            })
            text += "\n"
        }
        text += "$themes: (\n"
        for (index, (theme, name)) in zip(themes, names).enumerated() {
            let members = ["light", "dark", "light-original", "dark-original", "spacing", "radius", "font-size", "font-weight"].map { "\"\($0)\": $\(name)-\($0)" }
            text += "  \(string(theme.id.rawValue)): (\(members.joined(separator: ", ")))\(index < themes.count - 1 ? "," : "")\n"
        }
        text += ");\n"
        return text
    }

    static func map(_ variable: String, _ entries: [(String, String)]) -> String {
        // An empty map is written `()`, Sass's empty list, which map functions take.
        if entries.isEmpty { return "\(variable): ();\n" }
        var text = "\(variable): (\n"
        for (index, (key, value)) in entries.enumerated() {
            text += "  \"\(key)\": \(value)\(index < entries.count - 1 ? "," : "")\n"
        }
        return text + ");\n"
    }

    /// `#RRGGBB`, or `rgba(r, g, b, alpha)` with the theme's alpha.
    static func color(_ color: Color) -> String {
        color.isOpaque ? color.hexRGB
            : "rgba(\(color.red), \(color.green), \(color.blue), \(NumberFormat.decimal(color.alpha, maxFractionDigits: 6)))"
    }

    static func px(_ value: Double) -> String {
        value == 0 ? "0" : NumberFormat.decimal(value, maxFractionDigits: 3) + "px"
    }

    /// A double-quoted Sass string: quotes, backslashes, control characters
    /// and `#` (interpolation) escaped as CSS hex escapes.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0..<0x20, 0x7F, 0x22, 0x23, 0x5C:
                result += "\\" + String(scalar.value, radix: 16) + " "
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
