import ThemeTokens

/// Where each typed token lives in DTCG files: the one mapping both the
/// export and the import use, so they cannot disagree.
public enum TokenPaths {
    /// The colors of one scheme, relative to `color` (or `palette.<scheme>`).
    public static func colorPaths() -> [(path: [String], get: (ThemeColors) -> Color, set: (inout ThemeColors, Color) -> Void)] {
        var entries: [(path: [String], get: (ThemeColors) -> Color, set: (inout ThemeColors, Color) -> Void)] = []
        for token in ColorToken.allCases {
            entries.append(([token.name], { $0[token] }, { $0[token] = $1 }))
        }
        for category in Category.allCases {
            entries.append((["category", category.rawValue, "foreground"],
                            { $0[category].foreground }, { $0[category].foreground = $1 }))
            entries.append((["category", category.rawValue, "muted"],
                            { $0[category].muted }, { $0[category].muted = $1 }))
        }
        for index in 0..<AvatarPalette.names.count {
            entries.append((["avatar", String(index)],
                            { $0.avatarPalette.indices.contains(index) ? $0.avatarPalette[index] : .black },
                            { colors, color in
                                if colors.avatarPalette.indices.contains(index) { colors.avatarPalette[index] = color }
                            }))
        }
        for token in SyntaxToken.allCases {
            entries.append((syntax(token), { $0[syntax: token] }, { $0[syntax: token] = $1 }))
        }
        return entries
    }

    /// A syntax color, relative to `color`: `syntax.keyword`.
    static func syntax(_ token: SyntaxToken) -> [String] { ["syntax", token.name] }
    public static func shadow(_ token: ShadowToken) -> [String] { ["shadow", token.cssName] }
    static func spacing(_ token: SpacingToken) -> [String] { ["spacing", token.name] }
    static func radius(_ token: RadiusToken) -> [String] { ["radius", token.name] }
    static func typography(_ token: TypeToken) -> [String] { ["typography", token.name] }
    public static func fontFamily(_ design: FontDesign) -> [String] { ["font", "family", design.rawValue] }

    /// The font families written for the two designs: the same list as the CSS.
    public static func fontStack(_ design: FontDesign) -> [String] {
        TokenDeclarations.fontFamilies(design)
    }

    /// The extension key under which theme-preview keeps what DTCG has no
    /// field for (a theme's id, display name and parent).
    public static let extensionKey = "app.theme-preview"

    /// A radius at least this large is a capsule.
    public static let capsuleRadius = 9999.0
}
