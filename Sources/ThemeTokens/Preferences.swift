/// The user's light/dark choice (seeds 000, 002, 003): follow the system,
/// or force one scheme.
public enum ColorSchemePreference: String, CaseIterable, Hashable, Sendable, Codable {
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

    /// The scheme in effect when the system shows `system`.
    public func resolve(system: ColorScheme) -> ColorScheme {
        forcedScheme ?? system
    }

    /// Reads a stored value; anything unknown or missing is `.system` (seed 002).
    public init(storedValue: String?) {
        self = storedValue.flatMap(ColorSchemePreference.init(rawValue:)) ?? .system
    }
}

/// The font size choice of seed 002: Small/Medium/Large/Extra Large.
public enum FontSizeStep: Int, CaseIterable, Hashable, Sendable, Codable {
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

    /// Reads a stored offset; anything else is `.medium`.
    public init(storedValue: Int?) {
        self = storedValue.flatMap(FontSizeStep.init(rawValue:)) ?? .medium
    }
}

/// The persisted keys, named exactly as the seeds name their UserDefaults keys
/// (and the preview's localStorage keys).
public enum PreferenceKey: String, CaseIterable, Sendable {
    case selectedThemeId
    case themePreference = "app_theme_preference"
    case fontSizeOffset = "app_font_size_offset"
}

/// Seed 003's ThemeManager as a value: the preference, the last system
/// scheme seen, and the effective scheme derived from both.
public struct AppearanceState: Hashable, Sendable {
    public private(set) var preference: ColorSchemePreference
    public private(set) var systemScheme: ColorScheme

    public init(preference: ColorSchemePreference = .system, systemScheme: ColorScheme) {
        self.preference = preference
        self.systemScheme = systemScheme
    }

    /// What the app shows.
    public var effectiveScheme: ColorScheme { preference.resolve(system: systemScheme) }

    /// The OS changed appearance. It is always remembered, so returning to
    /// System snaps to the current OS value; it changes the effective scheme
    /// only while the preference is System (seed 003, 9.1).
    public mutating func applySystemAppearance(_ scheme: ColorScheme) {
        systemScheme = scheme
    }

    /// The user picked a preference: Light/Dark apply at once and ignore the
    /// OS; System immediately matches the OS (seed 003, 9.2).
    public mutating func setPreference(_ preference: ColorSchemePreference) {
        self.preference = preference
    }
}
