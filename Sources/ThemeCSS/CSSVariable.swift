import ThemeTokens

/// The names of the CSS custom properties: the contract the pages, the
/// exported stylesheet and the browser checks share.
public enum CSSVariable {
    public static func color(_ token: ColorToken) -> String { "--vm-color-\(token.kebabName)" }
    public static func category(_ category: Category) -> String { "--vm-color-category-\(category.kebabName)" }
    public static func categoryMuted(_ category: Category) -> String { "--vm-color-category-\(category.kebabName)-muted" }
    public static func avatar(_ index: Int) -> String { "--vm-color-avatar-\(index)" }
    /// `--vm-syntax-keyword`, `--vm-syntax-inserted-background`.
    public static func syntax(_ token: SyntaxToken) -> String { "--vm-syntax-\(token.kebabName)" }
    public static func space(_ token: SpacingToken) -> String { "--vm-space-\(token.kebabName)" }
    public static func radius(_ token: RadiusToken) -> String { "--vm-radius-\(token.kebabName)" }
    public static func shadow(_ token: ShadowToken) -> String { "--vm-shadow-\(token.cssName)" }
    /// The `font` shorthand for a type token: `font: var(--vm-font-body-large)`.
    public static func font(_ token: TypeToken) -> String { "--vm-font-\(token.kebabName)" }
    public static func fontSize(_ token: TypeToken) -> String { "--vm-font-\(token.kebabName)-size" }
    public static func fontWeight(_ token: TypeToken) -> String { "--vm-font-\(token.kebabName)-weight" }
    public static func fontFamily(_ token: TypeToken) -> String { "--vm-font-\(token.kebabName)-family" }
    public static let borderWidth = "--vm-border-width"
    public static let fontOffset = "--vm-font-offset"

    /// Awful's four names, as aliases of the semantic tokens.
    public static let awfulAliases: [(name: String, token: ColorToken)] = [
        ("--background-color", .background),
        ("--text-color", .textPrimary),
        ("--link-color", .accent),
        ("--border-color", .separator),
    ]
}

/// One `name: value` pair.
public struct CSSDeclaration: Hashable, Sendable {
    public var name: String
    public var value: String
    /// A second value declared after `value`, which it overrides where the
    /// browser reads it: a color in its own space (`color(display-p3 1 0 0)`)
    /// after its sRGB value.
    public var original: String?

    public init(_ name: String, _ value: String, original: String? = nil) {
        self.name = name
        self.value = value
        self.original = original
    }

    /// A color's declaration: its sRGB value, then its original when it was
    /// given in another color space.
    public init(_ name: String, _ color: Color) {
        self.init(name, color.css, original: color.original?.css)
    }
}
