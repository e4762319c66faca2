import Basics
import ThemeTokens

/// What a theme lab page carries about the site's themes: each theme in the
/// form the engine (`assets/theme-engine.js`) takes, as the build resolved
/// it, so an edit made in the page applies to the same parent colors the
/// build would (`Theme.applying`), and its stylesheet and audit are the
/// build's.
public enum ThemeLabData {
    /// `{"themes": [{"id": …, "name": …, "theme": …, "source": …}, …]}` in
    /// the registry's order, each `theme` as `theme(_:)` writes it.
    ///
    /// - `source` is `built-in`, `file` (a `tokens/<id>.theme.json`) or
    ///   `dtcg` (a resolver document), from `origins`;
    /// - a theme file's theme also has `file` (its path), `parentID`,
    ///   `parent` (the parent theme in the engine's form) and `edit` (what
    ///   the file changes: `{"accent": {"light": color}, "overrides":
    ///   {"light": {"path": color}, "dark": {…}}}`), so the lab edits the
    ///   file as written and a download rebuilds exactly what it showed;
    /// - `originals`, when the theme has colors given in another space than
    ///   sRGB: which, as `originals(_:)` writes them;
    /// - `dtcg`, when given, is the text `dtcg(theme)` returns: the theme
    ///   as a DTCG resolver document whose colors the lab replaces.
    public static func json(_ registry: ThemeRegistry, origins: [ThemeOrigin] = [],
                            dtcg: ((Theme) -> String)? = nil) -> String {
        var out = ByteWriter(capacity: registry.themes.count * 8192)
        out.write("{\"themes\": [")
        for (index, theme) in registry.themes.enumerated() {
            out.write(index == 0 ? "\n {\"id\": " : ",\n {\"id\": ")
            out.writeJSON(theme.id.rawValue)
            out.write(", \"name\": ")
            out.writeJSON(theme.displayName)
            out.write(", \"theme\": ")
            out.write(self.theme(theme))
            let origin = origins.first { $0.id == theme.id }
            if let file = origin?.file, let themeFile = origin?.themeFile {
                out.write(", \"source\": \"file\", \"file\": ")
                out.writeJSON(file)
                out.write(", \"parentID\": ")
                out.writeJSON(origin?.parent?.rawValue ?? themeFile.parent.id.rawValue)
                out.write(", \"parent\": ")
                out.write(self.theme(themeFile.parent))
                out.write(", \"edit\": ")
                out.write(edit(themeFile.edit))
            } else if let file = origin?.file {
                out.write(", \"source\": \"dtcg\", \"file\": ")
                out.writeJSON(file)
            } else {
                out.write(", \"source\": \"built-in\"")
            }
            if let originals = originals(theme) {
                out.write(", \"originals\": ")
                out.write(originals)
            }
            if let dtcg {
                out.write(", \"dtcg\": ")
                out.write(dtcg(theme))
            }
            out.write("}")
        }
        out.write("\n]}\n")
        return String(decoding: out.bytes, as: UTF8.self)
    }

    /// `{"id": document, …}` in the registry's order: each theme's DTCG
    /// resolver document, the text `dtcg(theme)` returns. The lab loads it
    /// only when a DTCG download is asked for (`assets/theme-lab-dtcg.js`):
    /// it is most of the lab's data.
    public static func dtcgDocuments(_ registry: ThemeRegistry, dtcg: (Theme) -> String) -> String {
        var out = ByteWriter(capacity: registry.themes.count * 32768)
        out.write("{")
        for (index, theme) in registry.themes.enumerated() {
            out.write(index == 0 ? "\n " : ",\n ")
            out.writeJSON(theme.id.rawValue)
            out.write(": ")
            out.write(dtcg(theme))
        }
        out.write("\n}")
        return String(decoding: out.bytes, as: UTF8.self)
    }

    /// The colors the theme gives in another color space than sRGB
    /// (`Color.original`), which the engine sees as the sRGB value shown:
    /// `{"light": {"accent": {"space": "display-p3", "outside": true, "css": "color(display-p3 1 0 0)"}}, "dark": {}}`
    /// by slot path, `outside` when sRGB cannot show the color
    /// (`Color.isOutsideSRGB`), `css` as a theme file writes it. Nil when it
    /// has none.
    public static func originals(_ theme: Theme) -> String? {
        var any = false
        var schemes: [String] = []
        for scheme in ColorScheme.allCases {
            let colors = theme.colors(for: scheme)
            var members: [String] = []
            for slot in ColorSlot.all {
                let color = slot.color(in: colors)
                guard let original = color.original else { continue }
                // `css` is numbers, a space name and `none`: nothing to escape.
                members.append("\"\(slot.pathText)\":{\"space\":\"\(original.space.rawValue)\",\"outside\":\(color.isOutsideSRGB),\"css\":\"\(original.css)\"}")
            }
            any = any || !members.isEmpty
            schemes.append("\"\(scheme.rawValue)\":{" + members.joined(separator: ",") + "}")
        }
        return any ? "{" + schemes.joined(separator: ",") + "}" : nil
    }

    /// A theme file's edit in the form the engine's `resolve` takes. An
    /// override given twice keeps its last color, as applying it does.
    public static func edit(_ edit: ThemeEdit) -> String {
        var accent: [String] = []
        var overrides: [String] = []
        for scheme in ColorScheme.allCases {
            if let color = edit.accent[scheme] { accent.append("\"\(scheme.rawValue)\":" + self.color(color)) }
            var seen: [String] = []
            var members: [String: String] = [:]
            for override in edit.overrides[scheme] ?? [] {
                let path = override.slot.pathText
                if members[path] == nil { seen.append(path) }
                members[path] = self.color(override.color)
            }
            overrides.append("\"\(scheme.rawValue)\":{" + seen.map { "\"\($0)\":" + (members[$0] ?? "") }.joined(separator: ",") + "}")
        }
        return "{\"accent\":{" + accent.joined(separator: ",") + "},\"overrides\":{" + overrides.joined(separator: ",") + "}}"
    }

    static func color(_ color: Color) -> String {
        "[\(color.red),\(color.green),\(color.blue),\(number(color.alpha))]"
    }

    /// The engine's theme object: `light` and `dark` (a color per slot of
    /// `ColorSlot.all`, each `[red, green, blue, alpha]`), `shadows` per
    /// scheme (`[red, green, blue, alpha, radius, x, y]` for each
    /// `ShadowToken`), `typography` (`[size, CSS weight, 1 if monospaced]`
    /// for each `TypeToken`). Numbers are written in Swift's shortest form,
    /// which JavaScript reads back as the same doubles.
    public static func theme(_ theme: Theme) -> String {
        func list(_ items: [String]) -> String { "[" + items.joined(separator: ",") + "]" }
        var parts: [String] = []
        for scheme in ColorScheme.allCases {
            let colors = theme.colors(for: scheme)
            parts.append("\"\(scheme.rawValue)\":" + list(ColorSlot.all.map { color($0.color(in: colors)) }))
        }
        let shadows = ColorScheme.allCases.map { scheme in
            "\"\(scheme.rawValue)\":" + list(theme.shapes.shadows(for: scheme).entries.map { _, shadow in
                let color = shadow.color
                return "[\(color.red),\(color.green),\(color.blue),\(number(color.alpha)),\(number(shadow.radius)),\(number(shadow.x)),\(number(shadow.y))]"
            })
        }
        parts.append("\"shadows\":{" + shadows.joined(separator: ",") + "}")
        parts.append("\"typography\":" + list(theme.typography.styles.entries.map { _, style in
            "[\(number(style.size)),\(style.weight.cssWeight),\(style.design == .monospaced ? 1 : 0)]"
        }))
        return "{" + parts.joined(separator: ",") + "}"
    }

    /// A finite double as JSON: integers without a fraction, others in
    /// Swift's shortest round-trip form.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == value.rounded(), Swift.abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}
