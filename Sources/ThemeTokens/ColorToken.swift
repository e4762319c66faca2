/// The semantic color tokens of FR-CO-01, in the spec's table order.
public enum ColorToken: String, TokenName {
    // Backgrounds
    case background, surface, surfaceElevated, surfaceSelected
    // Text
    case textPrimary, textSecondary, textTertiary, textInverse
    // Accent
    case accent, accentMuted, accentHover
    // Semantic status
    case destructive, destructiveMuted, success, successMuted, warning, warningMuted
    // UI chrome
    case separator, border, disabled, shimmer
    // Specialized
    case unreadDot, starred

    /// The group the spec lists the token under.
    public var group: ColorTokenGroup {
        switch self {
        case .background, .surface, .surfaceElevated, .surfaceSelected: .backgrounds
        case .textPrimary, .textSecondary, .textTertiary, .textInverse: .text
        case .accent, .accentMuted, .accentHover: .accent
        case .destructive, .destructiveMuted, .success, .successMuted, .warning, .warningMuted: .status
        case .separator, .border, .disabled, .shimmer: .chrome
        case .unreadDot, .starred: .specialized
        }
    }

    /// The spec's "Purpose" column.
    public var purpose: String {
        switch self {
        case .background: "Root screen background"
        case .surface: "Cards, sheets, list rows"
        case .surfaceElevated: "Modals, popovers, search bar"
        case .surfaceSelected: "Selected/highlighted rows"
        case .textPrimary: "Headings, sender names"
        case .textSecondary: "Body text, subjects"
        case .textTertiary: "Timestamps, captions, snippets"
        case .textInverse: "Text on accent-colored backgrounds"
        case .accent: "Primary brand — buttons, links, active states"
        case .accentMuted: "Subtle accent background — badges, selected rows"
        case .accentHover: "Pressed/hover states"
        case .destructive: "Delete, spam, errors"
        case .destructiveMuted: "Destructive background"
        case .success: "Sent, synced, online"
        case .successMuted: "Success background"
        case .warning: "Unsaved drafts, warnings"
        case .warningMuted: "Warning background"
        case .separator: "List dividers"
        case .border: "Input field borders"
        case .disabled: "Disabled controls"
        case .shimmer: "Loading skeleton base"
        case .unreadDot: "Unread indicator circle"
        case .starred: "Star/flag icon"
        }
    }

    /// Whether the token is a text color (increased contrast sets it to full opacity).
    public var isText: Bool { group == .text }
}

/// The headings of the spec's color tables.
public enum ColorTokenGroup: String, CaseIterable, Sendable {
    case backgrounds = "Backgrounds"
    case text = "Text"
    case accent = "Accent"
    case status = "Semantic Status"
    case chrome = "UI Chrome"
    case specialized = "Specialized"
}

/// The AI categories of FR-CO-02.
public enum Category: String, TokenName {
    case primary, social, promotions, updates, forums, uncategorized

    public var displayName: String {
        switch self {
        case .primary: "Primary"
        case .social: "Social"
        case .promotions: "Promotions"
        case .updates: "Updates"
        case .forums: "Forums"
        case .uncategorized: "Uncategorized"
        }
    }
}

/// A category's chip colors: the foreground and its muted background.
public struct CategoryColors: Hashable, Sendable {
    public var foreground: Color
    public var muted: Color

    public init(foreground: Color, muted: Color) {
        self.foreground = foreground
        self.muted = muted
    }
}
