/// The spacing scale (FR-SP-01) and component spacing (FR-SP-02).
public enum SpacingToken: String, TokenName {
    // Scale
    case xxs, xs, sm, md, lg, xl, xxl, xxxl
    // Components
    case listRowVertical, listRowHorizontal, listRowSpacing, sectionSpacing, cardPadding
    case avatarSize, avatarSizeLarge, avatarSizeSmall, iconSize, iconSizeSmall
    case touchMinimum, chipVertical, chipHorizontal, searchBarHeight, bottomTabHeight

    /// The spec's "Usage"/"Description" column.
    public var usage: String {
        switch self {
        case .xxs: "Inline icon gaps"
        case .xs: "Tight internal padding"
        case .sm: "Between related elements"
        case .md: "Default component padding"
        case .lg: "List row horizontal padding"
        case .xl: "Section spacing"
        case .xxl: "Card padding, generous gaps"
        case .xxxl: "Screen-level margins"
        case .listRowVertical: "Vertical padding per thread row"
        case .listRowHorizontal: "Horizontal padding per thread row"
        case .listRowSpacing: "Gap between avatar and content in rows"
        case .sectionSpacing: "Vertical space between list sections"
        case .cardPadding: "Internal padding of cards/message bubbles"
        case .avatarSize: "Thread list avatar diameter"
        case .avatarSizeLarge: "Detail view, onboarding avatars"
        case .avatarSizeSmall: "Stacked/secondary avatars"
        case .iconSize: "Standard icon size"
        case .iconSizeSmall: "Inline/caption icons"
        case .touchMinimum: "Minimum tap target per Apple HIG"
        case .chipVertical: "Category chip vertical padding"
        case .chipHorizontal: "Category chip horizontal padding"
        case .searchBarHeight: "Search input field height"
        case .bottomTabHeight: "Bottom tab bar total height"
        }
    }
}

/// Spacing values in points, rendered as CSS px.
public struct ThemeSpacing: Hashable, Sendable {
    public var values: TokenTable<SpacingToken, Double>

    public init(values: TokenTable<SpacingToken, Double>) {
        self.values = values
    }

    public subscript(token: SpacingToken) -> Double {
        get { values[token] }
        set { values[token] = newValue }
    }

    public static let standard = ThemeSpacing(values: TokenTable { token in
        switch token {
        case .xxs: 2
        case .xs: 4
        case .sm: 8
        case .md: 12
        case .lg: 16
        case .xl: 20
        case .xxl: 24
        case .xxxl: 32
        case .listRowVertical: 12
        case .listRowHorizontal: 16
        case .listRowSpacing: 10
        case .sectionSpacing: 24
        case .cardPadding: 16
        case .avatarSize: 44
        case .avatarSizeLarge: 56
        case .avatarSizeSmall: 32
        case .iconSize: 20
        case .iconSizeSmall: 16
        case .touchMinimum: 44
        case .chipVertical: 6
        case .chipHorizontal: 12
        case .searchBarHeight: 36
        case .bottomTabHeight: 56
        }
    })
}
