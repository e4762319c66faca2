/// The six built-in themes of FR-BT-01, built from the shared palette of
/// FR-CO-01/FR-BT-02 and each theme's accent pair.
public enum BuiltInThemes {
    /// In display order: VaultMail, Midnight, Forest, Sunset, Lavender, Rose.
    public static let all: [Theme] = [
        accentTheme(id: .default, displayName: "VaultMail", light: 0x2596BE, dark: 0x3DAED4),
        accentTheme(id: .midnight, displayName: "Midnight", light: 0x6366F1, dark: 0x818CF8),
        accentTheme(id: .forest, displayName: "Forest", light: 0x059669, dark: 0x34D399),
        accentTheme(id: .sunset, displayName: "Sunset", light: 0xEA580C, dark: 0xFB923C),
        accentTheme(id: .lavender, displayName: "Lavender", light: 0x9333EA, dark: 0xC084FC),
        accentTheme(id: .rose, displayName: "Rose", light: 0xE11D48, dark: 0xFB7185),
    ]

    /// The brand theme (`default`, VaultMail #2596BE).
    public static var defaultTheme: Theme { all[0] }

    /// A theme that differs from the shared palette only in its accent
    /// family, derived as FR-BT-03 says.
    public static func accentTheme(id: ThemeID, displayName: String, light: Color, dark: Color) -> Theme {
        Theme(id: id, displayName: displayName,
              light: colors(.light, accent: light),
              dark: colors(.dark, accent: dark))
    }

    static func accentTheme(id: ThemeID, displayName: String, light: UInt32, dark: UInt32) -> Theme {
        accentTheme(id: id, displayName: displayName, light: rgb(light), dark: rgb(dark))
    }

    /// The shared palette of FR-CO-01 with the accent family derived from
    /// `accent` (FR-BT-03), and the syntax colors derived from both.
    public static func colors(_ scheme: ColorScheme, accent: Color) -> ThemeColors {
        let isLight = scheme == .light
        let mutedAlpha = isLight ? 0.12 : 0.15
        let chrome = isLight ? rgb(0x3C3C43) : rgb(0x545458)
        let textBase = isLight ? rgb(0x3C3C43) : rgb(0xEBEBF5)

        let tokens = TokenTable<ColorToken, Color> { token in
            switch token {
            case .background: isLight ? rgb(0xFFFFFF) : rgb(0x000000)
            case .surface: isLight ? rgb(0xFFFFFF) : rgb(0x1C1C1E)
            case .surfaceElevated: isLight ? rgb(0xF2F2F7) : rgb(0x2C2C2E)
            case .surfaceSelected: AccentDerivation.surfaceSelected(accent, scheme)
            case .textPrimary: isLight ? rgb(0x000000) : rgb(0xFFFFFF)
            case .textSecondary: textBase.opacity(0.6)
            case .textTertiary: textBase.opacity(0.3)
            case .textInverse: isLight ? rgb(0xFFFFFF) : rgb(0x000000)
            case .accent: accent
            case .accentMuted: AccentDerivation.muted(accent, scheme)
            case .accentHover: AccentDerivation.hover(accent, scheme)
            case .destructive: isLight ? rgb(0xFF3B30) : rgb(0xFF453A)
            case .destructiveMuted: (isLight ? rgb(0xFF3B30) : rgb(0xFF453A)).opacity(mutedAlpha)
            case .success: isLight ? rgb(0x34C759) : rgb(0x30D158)
            case .successMuted: (isLight ? rgb(0x34C759) : rgb(0x30D158)).opacity(mutedAlpha)
            case .warning: isLight ? rgb(0xFF9500) : rgb(0xFF9F0A)
            case .warningMuted: (isLight ? rgb(0xFF9500) : rgb(0xFF9F0A)).opacity(mutedAlpha)
            case .separator: chrome.opacity(isLight ? 0.12 : 0.30)
            case .border: chrome.opacity(isLight ? 0.18 : 0.40)
            case .disabled: chrome.opacity(isLight ? 0.18 : 0.30)
            case .shimmer: chrome.opacity(isLight ? 0.08 : 0.15)
            case .unreadDot: accent
            case .starred: rgb(0xFFD60A)
            }
        }

        let categories = TokenTable<Category, CategoryColors> { category in
            func chip(_ light: UInt32, _ dark: UInt32) -> CategoryColors {
                let foreground = isLight ? rgb(light) : rgb(dark)
                return CategoryColors(foreground: foreground, muted: foreground.opacity(mutedAlpha))
            }
            switch category {
            case .primary: return CategoryColors(foreground: tokens[.accent], muted: tokens[.accentMuted])
            case .social: return chip(0x34C759, 0x30D158)
            case .promotions: return chip(0xFF9500, 0xFF9F0A)
            case .updates: return chip(0xAF52DE, 0xBF5AF2)
            case .forums: return chip(0x5AC8FA, 0x64D2FF)
            case .uncategorized: return CategoryColors(foreground: tokens[.textTertiary], muted: tokens[.shimmer])
            }
        }

        // Apple's system colors, light and dark, for the spec's ten names.
        let palette: [(UInt32, UInt32)] = [
            (0x007AFF, 0x0A84FF), // blue
            (0x34C759, 0x30D158), // green
            (0xFF9500, 0xFF9F0A), // orange
            (0xAF52DE, 0xBF5AF2), // purple
            (0xFF2D55, 0xFF375F), // pink
            (0xFF3B30, 0xFF453A), // red
            (0x30B0C7, 0x40C8E0), // teal
            (0x5856D6, 0x5E5CE6), // indigo
            (0x00C7BE, 0x63E6E2), // mint
            (0x32ADE6, 0x64D2FF), // cyan
        ]
        return ThemeColors(tokens: tokens, categories: categories,
                           avatarPalette: palette.map { rgb(isLight ? $0.0 : $0.1) },
                           syntax: SyntaxPalette.derive(from: tokens, scheme))
    }

    static func rgb(_ value: UInt32) -> Color {
        Color(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
    }
}
