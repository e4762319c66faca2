/// A color of a theme in one scheme that theme files, token files and the
/// theme lab can set, named by its token path (`accent`,
/// `category.social.foreground`, `avatar.3`, `syntax.keyword`).
public enum ColorSlot: Hashable, Sendable {
    case token(ColorToken)
    case categoryForeground(Category)
    case categoryMuted(Category)
    /// An entry of the avatar palette, 0 to 9.
    case avatar(Int)
    case syntax(SyntaxToken)

    /// Every slot, in the order theme files and DTCG files list them: the
    /// color tokens, each category's foreground and muted color, the avatar
    /// palette, the syntax colors.
    public static let all: [ColorSlot] = {
        var slots = ColorToken.allCases.map { ColorSlot.token($0) }
        for category in Category.allCases {
            slots.append(.categoryForeground(category))
            slots.append(.categoryMuted(category))
        }
        slots += (0..<AvatarPalette.names.count).map { ColorSlot.avatar($0) }
        slots += SyntaxToken.allCases.map { ColorSlot.syntax($0) }
        return slots
    }()

    /// The token path's parts: `["category", "social", "foreground"]`.
    public var path: [String] {
        switch self {
        case .token(let token): [token.name]
        case .categoryForeground(let category): ["category", category.rawValue, "foreground"]
        case .categoryMuted(let category): ["category", category.rawValue, "muted"]
        case .avatar(let index): ["avatar", String(index)]
        case .syntax(let token): ["syntax", token.name]
        }
    }

    /// The token path as theme files write it: `category.social.foreground`.
    public var pathText: String {
        var text = ""
        for part in path {
            if !text.isEmpty { text += "." }
            text += part
        }
        return text
    }

    /// The slot with the token path `pathText`; nil for a path no slot has.
    public init?(path pathText: String) {
        guard let slot = ColorSlot.all.first(where: { UTF8Text.equal($0.pathText, pathText) }) else { return nil }
        self = slot
    }

    /// The spec's name: `textSecondary`, `categorySocial`,
    /// `categorySocialMuted`, `avatarBlue`, `syntaxKeyword`.
    public var name: String {
        switch self {
        case .token(let token): token.name
        case .syntax(let token): token.qualifiedName
        case .categoryForeground(let category): "category" + ASCIICase.capitalized(category.rawValue)
        case .categoryMuted(let category): ColorSlot.categoryForeground(category).name + "Muted"
        case .avatar(let index):
            "avatar" + (AvatarPalette.names.indices.contains(index) ? ASCIICase.capitalized(AvatarPalette.names[index]) : String(index))
        }
    }

    /// Whether it is an entry of the avatar palette, which no contrast
    /// pair and no token comparison names.
    public var isAvatar: Bool {
        if case .avatar = self { return true }
        return false
    }

    /// The slot's color in `colors` (black for an avatar the palette lacks).
    public func color(in colors: ThemeColors) -> Color {
        switch self {
        case .token(let token): colors[token]
        case .categoryForeground(let category): colors[category].foreground
        case .categoryMuted(let category): colors[category].muted
        case .avatar(let index): colors.avatarPalette.indices.contains(index) ? colors.avatarPalette[index] : .black
        case .syntax(let token): colors[syntax: token]
        }
    }

    /// Sets the slot's color in `colors` (nothing for an avatar the palette lacks).
    public func set(_ color: Color, in colors: inout ThemeColors) {
        switch self {
        case .token(let token): colors[token] = color
        case .categoryForeground(let category): colors[category].foreground = color
        case .categoryMuted(let category): colors[category].muted = color
        case .avatar(let index):
            if colors.avatarPalette.indices.contains(index) { colors.avatarPalette[index] = color }
        case .syntax(let token): colors[syntax: token] = color
        }
    }
}
