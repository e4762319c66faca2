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
    // In the theme lab's engine `original` and `originalNeeds` are always
    // nil and empty, as its colors have no originals (see `Color.original`);
    // not storing them saves it 3.5 KB.
    #if hasFeature(Embedded)
    public var original: String? { nil }
    public var originalNeeds: [String] { [] }
    #else
    /// A second value for browsers that understand it: a color in its own
    /// space (`color(display-p3 1 0 0)`) beside its sRGB `value`.
    /// `CSSWriter` declares it in an `@supports` block after the rule, since
    /// a custom property takes any value and a second declaration in the
    /// same rule would replace the sRGB one even where it cannot be painted.
    public var original: String?
    /// Values a browser must accept as a `color` to read `original`: the
    /// `@supports` conditions (`color(display-p3 0 0 0)`); `CSSWriter` names
    /// each once per block.
    public var originalNeeds: [String]
    #endif

    /// A declaration whose `original`, if any, is itself the condition.
    public init(_ name: String, _ value: String, original: String? = nil) {
        self.name = name
        self.value = value
        #if !hasFeature(Embedded)
        self.original = original
        self.originalNeeds = original.map { [$0] } ?? []
        #endif
    }

    /// A color's declaration: its sRGB value, and its original when it was
    /// given in another color space.
    public init(_ name: String, _ color: Color) {
        self.init(name, color.css, original: color.original?.css)
        #if !hasFeature(Embedded)
        if let original = color.original { originalNeeds = [original.syntaxSample] }
        #endif
    }
}

extension OriginalColor {
    /// The same notation with every given component 0 (`none` kept): what
    /// `@supports (color: …)` asks of a browser before it may read this color.
    public var syntaxSample: String {
        OriginalColor(space: space, components: components.map { $0 == nil ? nil : 0 }).css
    }
}
