import DTCG
import ThemeTokens
import Theming

/// Every theme as an ES module and its TypeScript declarations:
///
/// - `tokens.mjs`: `export const themes = { forest: { light: { accent:
///   "#059669", ... } } }`, plain JavaScript any bundler or Node imports;
/// - `tokens.d.mts`: the same objects with the literal types `as const`
///   gives (`readonly accent: "#059669"`), and a type per token group
///   (`ThemeId`, `ColorToken`, `SpacingToken`, `RadiusToken`, `TypeToken`).
///
/// TypeScript finds `tokens.d.mts` for `import { themes } from
/// "./tokens.mjs"`. Colors are CSS colors (`Color.css`: `#RRGGBB`, `#RRGGBBAA`
/// or `rgb()` with the exact alpha); sizes are px as numbers.
///
/// A color written in another color space (display-p3, oklch, ...) keeps it
/// in `original.light` / `original.dark` (`themes.forest.original.light.accent
/// == "color(display-p3 1 0 0)"`), which hold only such colors: `light` and
/// `dark` stay complete sRGB palettes every browser and canvas reads, and a
/// page that can show CSS Color 4 takes `original.light.accent ??
/// light.accent`.
public enum TypeScriptExport {
    public static let moduleFile = "tokens.mjs"
    public static let declarationsFile = "tokens.d.mts"

    public static func files(registry: ThemeRegistry, generator: String) -> [(path: String, text: String)] {
        let themes = PlatformNames.themes(registry)
        let tree: [(String, JSONValue)] = themes.map { ($0.id.rawValue, value($0)) }
        let header = "// " + PlatformNames.generatedLine(generator: generator, themes: themes.count, format: "ts") + "\n"
        let defaultID = JSONValue.string(registry.defaultTheme.id.rawValue).serialized()

        var module = header + "// Types: \(declarationsFile).\n\n"
        module += "/** Every theme by id, in display order. */\n"
        module += "export const themes = " + javaScript(.object(tree), indent: 0) + ";\n\n"
        module += "/** The theme pages get without a choice. */\n"
        module += "export const defaultThemeId = \(defaultID);\n"

        var types = header + "// Declarations for \(moduleFile): the values as `as const` types them.\n\n"
        types += union("ThemeId", themes.map(\.id.rawValue), doc: "A theme's id.")
        types += union("ColorToken", ColorSlot.all.map { PlatformNames.spell(PlatformNames.words($0), .lowerCamel) },
                       doc: "A color of a palette: tokens, category chips, avatars, syntax.")
        types += union("SpacingToken", SpacingToken.allCases.map(\.name), doc: "A spacing token (px).")
        types += union("RadiusToken", RadiusToken.allCases.map(\.name), doc: "A corner radius token (px; a capsule is 9999).")
        types += union("TypeToken", TypeToken.allCases.map(\.name), doc: "An entry of the type scale.")
        types += """
            /** One entry of the type scale. */
            export interface TypeStyle {
              readonly fontSize: number;
              readonly fontWeight: number;
              readonly fontFamily: string;
            }

            /** Any theme, with its values widened to their kinds. */
            export interface Theme {
              readonly id: ThemeId;
              readonly name: string;
              readonly light: { readonly [Token in ColorToken]: string };
              readonly dark: { readonly [Token in ColorToken]: string };
              /** Colors written in another color space, as CSS Color 4 text; only those colors. */
              readonly original: {
                readonly light: { readonly [Token in ColorToken]?: string };
                readonly dark: { readonly [Token in ColorToken]?: string };
              };
              readonly spacing: { readonly [Token in SpacingToken]: number };
              readonly radius: { readonly [Token in RadiusToken]: number };
              readonly typography: { readonly [Token in TypeToken]: TypeStyle };
            }


            """
        types += "/** Every theme by id, in display order. */\n"
        types += "export declare const themes: " + typeScript(.object(tree), indent: 0) + ";\n\n"
        types += "/** The theme pages get without a choice. */\n"
        types += "export declare const defaultThemeId: \(defaultID);\n"
        return [(moduleFile, module), (declarationsFile, types)]
    }

    static func value(_ theme: Theme) -> JSONValue {
        var members: [(String, JSONValue)] = [("id", .string(theme.id.rawValue)), ("name", .string(theme.displayName))]
        for scheme in ColorScheme.allCases {
            members.append((scheme.rawValue, .object(PlatformNames.colors(theme.colors(for: scheme)).map {
                (PlatformNames.spell($0.words, .lowerCamel), .string($0.color.css))
            })))
        }
        members.append(("original", .object(ColorScheme.allCases.map { scheme in
            (scheme.rawValue, .object(PlatformNames.colors(theme.colors(for: scheme)).compactMap { entry in
                entry.color.original.map { (PlatformNames.spell(entry.words, .lowerCamel), .string($0.css)) }
            }))
        })))
        members.append(("spacing", .object(theme.spacing.values.entries.map { ($0.key.name, .number($0.value)) })))
        members.append(("radius", .object(theme.shapes.radii.entries.map { ($0.key.name, .number(PlatformNames.radius($0.value))) })))
        members.append(("typography", .object(theme.typography.styles.entries.map { token, style in
            (token.name, .object([
                ("fontSize", .number(style.size)),
                ("fontWeight", .number(Double(style.weight.cssWeight))),
                ("fontFamily", .string(TokenDeclarations.fontStack(style.design))),
            ]))
        })))
        return .object(members)
    }

    static func union(_ name: String, _ members: [String], doc: String) -> String {
        "/** \(doc) */\nexport type \(name) =\n" + members.map { "  | " + JSONValue.string($0).serialized() }.joined(separator: "\n") + ";\n\n"
    }

    /// An object key: bare when it is an identifier, else a string.
    static func key(_ name: String) -> String {
        guard let first = name.unicodeScalars.first, isIdentifierStart(first),
              name.unicodeScalars.allSatisfy({ isIdentifierStart($0) || ("0"..."9").contains($0) }) else {
            return JSONValue.string(name).serialized()
        }
        return name
    }

    static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_" || scalar == "$"
    }

    static func javaScript(_ value: JSONValue, indent: Int) -> String {
        guard case .object(let members) = value else { return literal(value) }
        if members.isEmpty { return "{}" }
        let pad = String(repeating: "  ", count: indent + 1)
        return "{\n" + members.map { pad + key($0.0) + ": " + javaScript($0.1, indent: indent + 1) }.joined(separator: ",\n")
            + "\n" + String(repeating: "  ", count: indent) + "}"
    }

    static func typeScript(_ value: JSONValue, indent: Int) -> String {
        guard case .object(let members) = value else { return literal(value) }
        if members.isEmpty { return "{}" }
        let pad = String(repeating: "  ", count: indent + 1)
        return "{\n" + members.map { pad + "readonly " + key($0.0) + ": " + typeScript($0.1, indent: indent + 1) + ";\n" }.joined()
            + String(repeating: "  ", count: indent) + "}"
    }

    /// A string or number as JavaScript writes it (and as its literal type).
    static func literal(_ value: JSONValue) -> String {
        value.serialized()
    }
}
