/// Every color a theme defines for one color scheme (FR-CO-01 to FR-CO-03),
/// and the colors of highlighted code.
public struct ThemeColors: Hashable, Sendable {
    public var tokens: TokenTable<ColorToken, Color>
    public var categories: TokenTable<Category, CategoryColors>
    /// Ten deterministic avatar colors (FR-CO-03).
    public var avatarPalette: [Color]
    /// The colors of code blocks, one per syntax role (`SyntaxPalette`
    /// derives them from `tokens`).
    public var syntax: TokenTable<SyntaxToken, Color>

    public init(tokens: TokenTable<ColorToken, Color>,
                categories: TokenTable<Category, CategoryColors>,
                avatarPalette: [Color],
                syntax: TokenTable<SyntaxToken, Color>) {
        self.tokens = tokens
        self.categories = categories
        self.avatarPalette = avatarPalette
        self.syntax = syntax
    }

    public subscript(token: ColorToken) -> Color {
        get { tokens[token] }
        set { tokens[token] = newValue }
    }

    public subscript(category: Category) -> CategoryColors {
        get { categories[category] }
        set { categories[category] = newValue }
    }

    public subscript(syntax token: SyntaxToken) -> Color {
        get { syntax[token] }
        set { syntax[token] = newValue }
    }
}

/// The avatar palette's names and its deterministic assignment.
public enum AvatarPalette {
    /// The spec's ten colors, in order (FR-CO-03).
    public static let names = ["blue", "green", "orange", "purple", "pink",
                               "red", "teal", "indigo", "mint", "cyan"]

    /// The palette entry for a name: a stable FNV-1a hash of its UTF-8 bytes,
    /// so the same sender always gets the same color on every build.
    public static func index(for name: String, count: Int) -> Int {
        guard count > 0 else { return 0 }
        var hash: UInt32 = 0x811C_9DC5
        for byte in name.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        return Int(hash % UInt32(count))
    }
}
