import Basics
import DTCG
import ThemeTokens

/// `tokens/<id>.theme.json`: one theme by its accents, everything else from
/// a parent theme (Awful's `parent`):
///
///     {
///       "name": "Ocean",
///       "parent": "default",
///       "accent": { "light": "#0A6CFF", "dark": "#64B5FF" }
///     }
///
/// Optional `"light"` and `"dark"` objects override any color by its token
/// path (`"textSecondary"`, `"category.social.foreground"`, `"avatar.3"`,
/// `"syntax.keyword"`). Syntax colors not given follow the theme's colors
/// (`SyntaxPalette`).
struct ThemeFile: Sendable {
    var id: ThemeID
    var file: String
    var name: String
    var parent: (id: String, location: SourceLocation?)
    var accent: [ColorScheme: Color] = [:]
    /// Explicit colors per scheme, in the file's order.
    var overrides: [ColorScheme: [ThemeEdit.Override]] = [:]
    /// Where the colors written in `oklch()` or `color(display-p3 …)` are
    /// (`ThemeOrigin.colorSources`).
    var colorSources: [ColorScheme: [ColorSlot: TokenSource]] = [:]

    static let suffix = ".theme.json"
    /// A display name is shown in the theme picker of every page.
    static let maximumNameLength = 100
    static let keys = ["$schema", "name", "parent", "accent", "light", "dark"]

    /// Parses one file; problems go to `diagnostics`.
    static func parse(_ file: DTCGFile, id: ThemeID, diagnostics: inout DTCGDiagnostics) -> ThemeFile? {
        guard let root = JSONReader.parse(file, diagnostics: &diagnostics) else { return nil }
        guard let members = root.members else {
            diagnostics.error("expected an object with name, parent and accent, found \(root.described)", at: root)
            return nil
        }
        // A file named after a built-in restyles it: it keeps the built-in's
        // name and starts from it unless told otherwise.
        let builtIn = ThemeRegistry.builtIn.theme(exactly: id)
        var result = ThemeFile(id: id, file: file.path,
                               name: builtIn?.displayName ?? (id.rawValue.prefix(1).uppercased() + id.rawValue.dropFirst()),
                               parent: (builtIn?.id.rawValue ?? "default", nil))
        for member in members where !keys.contains(member.key) {
            var message = "unknown key '\(DTCGNode.shortened(member.key))' in a theme file"
            if let suggestion = EditDistance.suggestion(for: member.key, among: keys) { message += "; did you mean '\(suggestion)'?" }
            else { message += " (expected \(keys.dropFirst().joined(separator: ", ")))" }
            diagnostics.error(message, atKeyOf: member)
        }
        if let name = root["name"] {
            if let text = name.string, !text.isEmpty, text.count > maximumNameLength {
                diagnostics.error("expected 'name' to be at most \(maximumNameLength) characters, found \(text.count) characters ('\(DTCGNode.shortened(text))')", at: name)
            } else if let text = name.string, !text.isEmpty { result.name = text }
            else { diagnostics.error("expected 'name' to be the theme's display name, found \(name.described)", at: name) }
        }
        if let parent = root["parent"] {
            if let text = parent.string { result.parent = (text, parent.location) }
            else { diagnostics.error("expected 'parent' to be a theme id such as \"default\", found \(parent.described)", at: parent) }
        }
        if let accent = root["accent"] {
            if let single = accent.string {
                // One accent for both schemes.
                if let color = color(single, node: accent, diagnostics: &diagnostics) {
                    result.accent = [.light: color, .dark: color]
                    for scheme in ColorScheme.allCases {
                        result.noteSource(of: color, slot: .token(.accent), scheme, name: "accent", node: accent)
                    }
                }
            } else if accent.members != nil {
                for member in accent.members ?? [] {
                    guard let scheme = ColorScheme(rawValue: member.key) else {
                        diagnostics.error("expected 'light' or 'dark' in 'accent', found '\(member.key)'", atKeyOf: member)
                        continue
                    }
                    if let text = member.value.string, let color = color(text, node: member.value, diagnostics: &diagnostics) {
                        result.accent[scheme] = color
                        result.noteSource(of: color, slot: .token(.accent), scheme, name: "accent.\(scheme.rawValue)", node: member.value)
                    } else if member.value.string == nil {
                        diagnostics.error("expected a hex color such as \"#2596BE\", found \(member.value.described)", at: member.value)
                    }
                }
            } else {
                diagnostics.error("expected 'accent' to be {\"light\": \"#…\", \"dark\": \"#…\"} or one hex color, found \(accent.described)", at: accent)
            }
        }
        let known = ColorSlot.all.map(\.pathText)
        for scheme in ColorScheme.allCases {
            guard let group = root[scheme.rawValue] else { continue }
            guard let members = group.members else {
                diagnostics.error("expected '\(scheme.rawValue)' to be an object of token names and colors, found \(group.described)", at: group)
                continue
            }
            for member in members {
                guard let slot = ColorSlot(path: member.key) else {
                    var message = "unknown color token '\(DTCGNode.shortened(member.key))'"
                    if let suggestion = EditDistance.suggestion(for: member.key, among: known) { message += "; did you mean '\(suggestion)'?" }
                    diagnostics.error(message, atKeyOf: member)
                    continue
                }
                guard let text = member.value.string else {
                    diagnostics.error("expected a hex color such as \"#2596BE\", found \(member.value.described)", at: member.value)
                    continue
                }
                if let color = color(text, node: member.value, diagnostics: &diagnostics) {
                    result.overrides[scheme, default: []].append(ThemeEdit.Override(slot, color))
                    result.noteSource(of: color, slot: slot, scheme, name: "\(scheme.rawValue).\(member.key)", node: member.value)
                }
            }
        }
        return result
    }

    /// A hex color, or `rgb()`, `oklch()` or `color()` as `ColorText` reads
    /// them (what the theme lab writes when an alpha has no exact hex form).
    static func color(_ text: String, node: DTCGNode, diagnostics: inout DTCGDiagnostics) -> Color? {
        let function = ["rgb(", "rgba(", "oklch(", "color("].contains { text.lowercased().hasPrefix($0) }
        do {
            return function ? try ColorText.parse(text, keepingOriginal: true) : try Color(hex: text)
        } catch let error as ColorTextError {
            diagnostics.error("malformed color: \(error.message) at column \(error.column) of '\(DTCGNode.shortened(text))'", at: node)
            return nil
        } catch {
            diagnostics.error("malformed color: \(error)", at: node)
            return nil
        }
    }

    /// Records where `color` is written when it has an original.
    mutating func noteSource(of color: Color, slot: ColorSlot, _ scheme: ColorScheme, name: String, node: DTCGNode) {
        guard color.original != nil else { return }
        colorSources[scheme, default: [:]][slot] = TokenSource(name: name, file: file,
                                                               location: node.location ?? SourceLocation(line: 1, column: 1))
    }

    /// The theme built on `parent` (`Theme.applying(_:)`, which the theme
    /// lab's engine runs too).
    /// What the file changes on its parent.
    var edit: ThemeEdit { ThemeEdit(accent: accent, overrides: overrides) }

    func theme(parent: Theme) -> Theme {
        var theme = parent.applying(edit)
        theme.id = id
        theme.displayName = name
        return theme
    }
}
