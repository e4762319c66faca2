import ThemeTokens

/// A value of the gallery that a design system's token can fill: a color
/// slot, a corner radius, a step of the spacing scale, a type style or a
/// shadow. Config names it as theme files name colors (`accent`,
/// `textPrimary`, `syntax.keyword`) and as `TokenPaths` names the rest
/// (`radius.medium`, `spacing.md`, `typography.bodyMedium`, `shadow.subtle`).
public enum GallerySlot: Hashable, Sendable, CustomStringConvertible {
    case color(ColorSlot)
    case radius(RadiusToken)
    case spacing(SpacingToken)
    case type(TypeToken)
    case shadow(ShadowToken)

    /// The name config and the guess table use.
    public var name: String {
        switch self {
        case .color(let slot): slot.pathText
        case .radius(let token): TokenPaths.radius(token).joined(separator: ".")
        case .spacing(let token): TokenPaths.spacing(token).joined(separator: ".")
        case .type(let token): TokenPaths.typography(token).joined(separator: ".")
        case .shadow(let token): TokenPaths.shadow(token).joined(separator: ".")
        }
    }

    public var description: String { name }

    /// Every slot config may name, in the order of `ColorSlot.all`, then
    /// radii, spacing, type and shadows.
    public static let all: [GallerySlot] =
        ColorSlot.all.map { .color($0) } + RadiusToken.allCases.map { .radius($0) }
        + SpacingToken.allCases.map { .spacing($0) } + TypeToken.allCases.map { .type($0) }
        + ShadowToken.allCases.map { .shadow($0) }

    private static let byName: [String: GallerySlot] =
        Dictionary(all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    /// The slot config names `name`; nil for a name no slot has.
    public init?(name: String) {
        guard let slot = GallerySlot.byName[name] else { return nil }
        self = slot
    }

    /// The slots guessed from a system's token names, in the guess table's
    /// order: the semantic colors (not the category chips, the avatar
    /// palette or the syntax colors, which follow the theme's colors as
    /// they do for a theme file), the radii, the spacing scale (not the
    /// component sizes), the type scale and the shadows.
    public static let guessed: [GallerySlot] =
        ColorToken.allCases.map { .color(.token($0)) } + RadiusToken.allCases.map { .radius($0) }
        + [SpacingToken.xxs, .xs, .sm, .md, .lg, .xl, .xxl, .xxxl].map { .spacing($0) }
        + TypeToken.allCases.map { .type($0) } + ShadowToken.allCases.map { .shadow($0) }
}
