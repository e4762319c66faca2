/// The type scale of FR-TY-01.
public enum TypeToken: String, TokenName {
    case displayLarge, displaySmall, titleLarge, titleMedium, titleSmall
    case bodyLarge, bodyMedium, bodySmall
    case labelLarge, labelMedium, labelSmall
    case caption, captionMono

    /// The spec's "Primary Usage" column.
    public var usage: String {
        switch self {
        case .displayLarge: "Onboarding hero text"
        case .displaySmall: "Screen titles"
        case .titleLarge: "Section headers"
        case .titleMedium: "Sender names (unread), card titles"
        case .titleSmall: "Sub-section headers"
        case .bodyLarge: "Email body, primary content"
        case .bodyMedium: "Subject lines, sender names (read)"
        case .bodySmall: "Snippets, secondary content"
        case .labelLarge: "Button labels"
        case .labelMedium: "Tab labels, chip text"
        case .labelSmall: "Badge text, overline text"
        case .caption: "Timestamps, metadata"
        case .captionMono: "Technical details, IDs"
        }
    }
}

/// SF Pro weights the spec uses, with their numeric CSS weights.
public enum FontWeight: String, CaseIterable, Hashable, Sendable {
    case regular, medium, semibold, bold

    public var cssWeight: Int {
        switch self {
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        }
    }
}

/// `Font.Design` values the spec uses.
public enum FontDesign: String, CaseIterable, Hashable, Sendable {
    case `default`, monospaced
}

/// One entry of the type scale.
public struct TypeStyle: Hashable, Sendable {
    /// Size in points, rendered as CSS px 1:1.
    public var size: Double
    public var weight: FontWeight
    public var design: FontDesign

    public init(size: Double, weight: FontWeight, design: FontDesign = .default) {
        self.size = size
        self.weight = weight
        self.design = design
    }

    /// WCAG large text: at least 18pt (24 CSS px), or 14pt (18.67 CSS px) bold.
    /// The preview renders pt as CSS px, so the pt scale is compared in px.
    public var isLargeText: Bool {
        size >= 24 || (size >= 18.66 && weight.cssWeight >= 700)
    }
}

/// The type scale (FR-TY-01).
public struct ThemeTypography: Hashable, Sendable {
    public var styles: TokenTable<TypeToken, TypeStyle>

    public init(styles: TokenTable<TypeToken, TypeStyle>) {
        self.styles = styles
    }

    public subscript(token: TypeToken) -> TypeStyle {
        get { styles[token] }
        set { styles[token] = newValue }
    }

    /// The spec's scale.
    public static let standard = ThemeTypography(styles: TokenTable { token in
        switch token {
        case .displayLarge: TypeStyle(size: 34, weight: .bold)
        case .displaySmall: TypeStyle(size: 28, weight: .bold)
        case .titleLarge: TypeStyle(size: 22, weight: .semibold)
        case .titleMedium: TypeStyle(size: 17, weight: .semibold)
        case .titleSmall: TypeStyle(size: 15, weight: .semibold)
        case .bodyLarge: TypeStyle(size: 17, weight: .regular)
        case .bodyMedium: TypeStyle(size: 15, weight: .regular)
        case .bodySmall: TypeStyle(size: 13, weight: .regular)
        case .labelLarge: TypeStyle(size: 15, weight: .medium)
        case .labelMedium: TypeStyle(size: 13, weight: .medium)
        case .labelSmall: TypeStyle(size: 11, weight: .medium)
        case .caption: TypeStyle(size: 12, weight: .regular)
        case .captionMono: TypeStyle(size: 12, weight: .regular, design: .monospaced)
        }
    })
}
