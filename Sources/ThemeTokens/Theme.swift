/// A theme's identifier (`default`, `forest`, or a site's own).
public struct ThemeID: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible,
    ExpressibleByStringLiteral {
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public var description: String { rawValue }

    public static func < (lhs: ThemeID, rhs: ThemeID) -> Bool { lhs.rawValue < rhs.rawValue }

    public static let `default`: ThemeID = "default"
    public static let midnight: ThemeID = "midnight"
    public static let forest: ThemeID = "forest"
    public static let sunset: ThemeID = "sunset"
    public static let lavender: ThemeID = "lavender"
    public static let rose: ThemeID = "rose"
}

/// A complete theme: every token group for both color schemes (FR-TH-01).
public struct Theme: Hashable, Sendable, Identifiable {
    public var id: ThemeID
    public var displayName: String
    public var light: ThemeColors
    public var dark: ThemeColors
    public var typography: ThemeTypography
    public var spacing: ThemeSpacing
    public var shapes: ThemeShapes

    public init(id: ThemeID, displayName: String, light: ThemeColors, dark: ThemeColors,
                typography: ThemeTypography = .standard, spacing: ThemeSpacing = .standard,
                shapes: ThemeShapes = .standard) {
        self.id = id
        self.displayName = displayName
        self.light = light
        self.dark = dark
        self.typography = typography
        self.spacing = spacing
        self.shapes = shapes
    }

    public func colors(for scheme: ColorScheme) -> ThemeColors {
        scheme == .light ? light : dark
    }

    /// The accent shown in the theme picker's circle (FR-TH-01): the light accent.
    public var previewColor: Color { light[.accent] }
}
