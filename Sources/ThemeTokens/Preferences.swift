/// The user's light/dark choice (seeds 000, 002, 003): follow the system,
/// or force one scheme. The pages offer these choices; the head script
/// (head-script.mustache) applies them in the browser.
public enum ColorSchemePreference: String, CaseIterable, Hashable, Sendable {
    case system, light, dark

    /// The label the Appearance screen shows (seed 000).
    public var label: String {
        switch self {
        case .system: "System Default"
        case .light: "Light"
        case .dark: "Dark"
        }
    }

    /// `preferredColorScheme`: nil for system, else the forced scheme.
    public var forcedScheme: ColorScheme? {
        switch self {
        case .system: nil
        case .light: .light
        case .dark: .dark
        }
    }
}

/// The font size choice of seed 002: Small/Medium/Large/Extra Large.
public enum FontSizeStep: Int, CaseIterable, Hashable, Sendable {
    case small = -2
    case medium = 0
    case large = 2
    case extraLarge = 4

    /// Points added to every type token.
    public var offset: Int { rawValue }

    public var label: String {
        switch self {
        case .small: "Small"
        case .medium: "Medium"
        case .large: "Large"
        case .extraLarge: "Extra Large"
        }
    }
}

#if !hasFeature(Embedded)
extension ColorSchemePreference: Codable {}
extension FontSizeStep: Codable {}
#endif
