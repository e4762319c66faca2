/// Corner radius tokens (FR-SH-01).
public enum RadiusToken: String, TokenName {
    case small, medium, large, extraLarge, full

    public var usage: String {
        switch self {
        case .small: "Input fields, small cards, search bar"
        case .medium: "Message bubbles, standard cards"
        case .large: "Sheets, large cards, image previews"
        case .extraLarge: "Modals, onboarding cards"
        case .full: "Chips, pills, badges, category tabs"
        }
    }
}

/// A corner radius: a length in points, or a capsule (fully rounded ends).
public enum Radius: Hashable, Sendable {
    case points(Double)
    case capsule
}

/// Shadow tokens (FR-SH-02).
public enum ShadowToken: String, TokenName {
    case shadowSubtle, shadowMedium, shadowElevated

    public var usage: String {
        switch self {
        case .shadowSubtle: "List rows on hover"
        case .shadowMedium: "Message bubbles, cards"
        case .shadowElevated: "Sheets, modals, popovers"
        }
    }

    /// The CSS name drops the `shadow` prefix: `--vm-shadow-subtle`.
    public var cssName: String {
        // By bytes: dropping Characters would link grapheme breaking into the lab's engine.
        ASCIICase.lowercased(KebabCase.convert(String(decoding: rawValue.utf8.dropFirst("shadow".utf8.count), as: UTF8.self)))
    }
}

/// The spec's `ShadowStyle` (color, radius, x, y).
public struct ShadowStyle: Hashable, Sendable {
    public var color: Color
    public var radius: Double
    public var x: Double
    public var y: Double

    public init(color: Color, radius: Double, x: Double, y: Double) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
    }

    /// A radius of 0 is how the spec suppresses a shadow (dark mode).
    public var isSuppressed: Bool { radius == 0 }
}

/// Radii and shadows (FR-SH-01, FR-SH-02), shadows per color scheme.
public struct ThemeShapes: Hashable, Sendable {
    public var radii: TokenTable<RadiusToken, Radius>
    public var lightShadows: TokenTable<ShadowToken, ShadowStyle>
    public var darkShadows: TokenTable<ShadowToken, ShadowStyle>

    public init(radii: TokenTable<RadiusToken, Radius>,
                lightShadows: TokenTable<ShadowToken, ShadowStyle>,
                darkShadows: TokenTable<ShadowToken, ShadowStyle>) {
        self.radii = radii
        self.lightShadows = lightShadows
        self.darkShadows = darkShadows
    }

    public func shadows(for scheme: ColorScheme) -> TokenTable<ShadowToken, ShadowStyle> {
        scheme == .light ? lightShadows : darkShadows
    }

    public static let standard: ThemeShapes = {
        let light = TokenTable<ShadowToken, ShadowStyle> { token in
            switch token {
            case .shadowSubtle: ShadowStyle(color: Color.black.opacity(0.04), radius: 2, x: 0, y: 1)
            case .shadowMedium: ShadowStyle(color: Color.black.opacity(0.08), radius: 4, x: 0, y: 2)
            case .shadowElevated: ShadowStyle(color: Color.black.opacity(0.12), radius: 8, x: 0, y: 4)
            }
        }
        // Suppressed in dark mode (FR-SH-02, OQ-2): radius 0.
        let dark = light.map { _, style in
            ShadowStyle(color: style.color, radius: 0, x: style.x, y: style.y)
        }
        return ThemeShapes(
            radii: TokenTable { token in
                switch token {
                case .small: .points(8)
                case .medium: .points(12)
                case .large: .points(16)
                case .extraLarge: .points(20)
                case .full: .capsule
                }
            },
            lightShadows: light,
            darkShadows: dark
        )
    }()
}
