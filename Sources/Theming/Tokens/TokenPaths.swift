import ThemeTokens

/// Where each typed token lives in DTCG files: the one mapping both the
/// export and the import use, so they cannot disagree.
public enum TokenPaths {
    /// The colors of one scheme, relative to `color` (or `palette.<scheme>`):
    /// `ColorSlot.all`, the list theme files and the theme lab share.
    public static func colorPaths() -> [(path: [String], get: (ThemeColors) -> Color, set: (inout ThemeColors, Color) -> Void)] {
        ColorSlot.all.map { slot in (slot.path, { slot.color(in: $0) }, { slot.set($1, in: &$0) }) }
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
