import Basics
import ThemeTokens
import Theming

/// The warnings of an export that writes the sRGB value of a color written
/// in another color space (`Color.original`) because its format cannot hold
/// that space: one per token as written, however many themes, schemes and
/// derived colors use it, at the token's location when it is known, in the
/// order of files and locations.
public enum OriginalColorWarnings {
    /// The formats that can keep a color's own space (`ExportFormat.keeps`),
    /// in the order the warnings name them.
    public static func formatsKeeping(_ original: OriginalColor) -> [String] {
        ExportFormat.all.filter { $0.keeps(original) }.map(\.name)
    }

    /// The warnings of `format` over the standard light and dark palettes
    /// of `registry`'s themes, for each color whose original `keeps` says the
    /// format does not hold. `sources` gives where a theme's color token is
    /// written (`ThemeOrigin.colorSources`); a color derived from a token
    /// (an accent at 12%) is the token's, and one whose token is unknown is
    /// reported at `fallbackFile(theme)` without a line.
    public static func warnings(format: String, registry: ThemeRegistry,
                                keeps: (OriginalColor) -> Bool = { _ in false },
                                sources: (ThemeID) -> [ColorScheme: [ColorSlot: TokenSource]] = { _ in [:] },
                                fallbackFile: (ThemeID) -> String = { "theme '\($0.rawValue)'" }) -> [Diagnostic] {
        struct Group {
            var source: TokenSource?
            var file: String
            var color: Color
            /// Whether `color` is the token's own (not a copy derived from it).
            var own: Bool
            var uses: [(theme: ThemeID, scheme: ColorScheme)] = []
        }
        var groups: [Group] = []
        var index: [String: Int] = [:]
        for theme in PlatformNames.themes(registry) {
            let themeSources = sources(theme.id)
            for scheme in ColorScheme.allCases {
                let palette = theme.colors(for: scheme)
                let known = themeSources[scheme] ?? [:]
                // A slot without a token of its own takes the token whose
                // original it copies (at any opacity).
                let byOriginal = Dictionary(ColorSlot.all.compactMap { slot in
                    known[slot].flatMap { source in slot.color(in: palette).original.map { (opaque($0), source) } }
                }, uniquingKeysWith: { first, _ in first })
                for slot in ColorSlot.all {
                    let color = slot.color(in: palette)
                    guard let original = color.original, !keeps(original) else { continue }
                    let source = known[slot] ?? byOriginal[opaque(original)]
                    let key = source.map { "\($0.file)\u{0}\($0.location.line)\u{0}\($0.location.column)\u{0}\($0.name)" }
                        ?? "\(theme.id.rawValue)\u{0}\(opaque(original).css)"
                    let ownColor = known[slot] != nil
                    if let at = index[key] {
                        if ownColor, !groups[at].own {
                            groups[at].color = color
                            groups[at].own = true
                        }
                        if !groups[at].uses.contains(where: { $0.theme == theme.id && $0.scheme == scheme }) {
                            groups[at].uses.append((theme.id, scheme))
                        }
                    } else {
                        index[key] = groups.count
                        groups.append(Group(source: source, file: source?.file ?? fallbackFile(theme.id), color: color,
                                            own: ownColor, uses: [(theme.id, scheme)]))
                    }
                }
            }
        }
        // Compilers' order: by file and place; colors whose token is unknown last.
        let ordered = groups.enumerated().sorted { a, b in
            switch (a.element.source, b.element.source) {
            case let (x?, y?):
                if x.file != y.file { return x.file < y.file }
                if x.location.line != y.location.line { return x.location.line < y.location.line }
                if x.location.column != y.location.column { return x.location.column < y.location.column }
                return a.offset < b.offset
            case (_?, nil): return true
            case (nil, _?): return false
            case (nil, nil): return a.offset < b.offset
            }
        }.map(\.element)
        return ordered.compactMap { group in
            guard let original = group.color.original else { return nil }
            let name = group.source.map { "'\($0.name)'" } ?? "a color"
            let gamut = original.isInSRGBGamut ? "" : " (outside sRGB)"
            let alternatives = formatsKeeping(original).filter { $0 != format }
            let message = "\(name) is \(original.css)\(gamut) in \(describe(group.uses)); --format \(format) cannot hold its color space and writes the sRGB value \(group.color.hex): use --format \(list(alternatives)) to keep it"
            return Diagnostic(file: group.file, at: group.source?.location, severity: .warning, message: message)
        }
    }

    static func opaque(_ original: OriginalColor) -> OriginalColor {
        var copy = original
        copy.alpha = 1
        return copy
    }

    /// `theme 'forest' (light and dark), theme 'ocean' (light)`.
    static func describe(_ uses: [(theme: ThemeID, scheme: ColorScheme)]) -> String {
        var order: [ThemeID] = []
        var schemes: [ThemeID: [ColorScheme]] = [:]
        for use in uses {
            if schemes[use.theme] == nil { order.append(use.theme) }
            schemes[use.theme, default: []].append(use.scheme)
        }
        return order.map { theme in
            "theme '\(theme.rawValue)' (\((schemes[theme] ?? []).map(\.rawValue).joined(separator: " and ")))"
        }.joined(separator: ", ")
    }

    /// `a, b or c`.
    static func list(_ items: [String]) -> String {
        items.count <= 1 ? items.joined() : items.dropLast().joined(separator: ", ") + " or " + (items.last ?? "")
    }
}
