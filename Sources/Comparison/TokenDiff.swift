import ThemeTokens

/// How the color tokens of two sets of themes differ, theme by theme and
/// scheme by scheme: what `theme-preview compare` reviews first.
public struct TokenDiff: Sendable {
    /// One token of one theme in one scheme whose value changed.
    public struct Change: Sendable, Hashable {
        public var theme: ThemeID
        public var scheme: ColorScheme
        /// A color token, or one of a category's two colors.
        public var token: ColorSlot
        public var before: Color
        public var after: Color
        /// The perceptual difference, ΔE in OKLab (opacity aside: a change
        /// of opacity alone is 0 here, and listed all the same).
        public var deltaE: Double
    }

    /// A theme on both sides whose name changed.
    public struct Renamed: Sendable, Hashable {
        public var theme: ThemeID
        public var before: String
        public var after: String
    }

    /// Every change, by theme in the head's order (then the base's), scheme
    /// (light first) and token order.
    public var changes: [Change]
    public var addedThemes: [ThemeID]
    public var removedThemes: [ThemeID]
    public var renamedThemes: [Renamed]
    /// Tokens compared that did not change (themes on both sides).
    public var unchangedCount: Int
    /// The token values that did not change (a review shows them on
    /// request), in the same order as `changes`.
    public var unchanged: [(theme: ThemeID, scheme: ColorScheme, token: ColorSlot, color: Color)] = []

    public init(base: ThemeRegistry, head: ThemeRegistry) {
        let before = Dictionary(base.themes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let after = Set(head.themes.map(\.id))
        var changes: [Change] = []
        var renamed: [Renamed] = []
        var unchanged = 0
        var same: [(theme: ThemeID, scheme: ColorScheme, token: ColorSlot, color: Color)] = []
        for theme in head.themes {
            guard let old = before[theme.id] else { continue }
            if old.displayName != theme.displayName {
                renamed.append(Renamed(theme: theme.id, before: old.displayName, after: theme.displayName))
            }
            for scheme in ColorScheme.allCases {
                let oldColors = scheme == .light ? old.light : old.dark
                let newColors = scheme == .light ? theme.light : theme.dark
                for token in TokenDiff.slots {
                    let was = token.color(in: oldColors), now = token.color(in: newColors)
                    guard was != now else {
                        unchanged += 1
                        same.append((theme.id, scheme, token, now))
                        continue
                    }
                    changes.append(Change(theme: theme.id, scheme: scheme, token: token, before: was, after: now,
                                          deltaE: OKLab(was).distance(to: OKLab(now))))
                }
            }
        }
        self.changes = changes
        addedThemes = head.themes.map(\.id).filter { before[$0] == nil }
        removedThemes = base.themes.map(\.id).filter { !after.contains($0) }
        renamedThemes = renamed
        unchangedCount = unchanged
        self.unchanged = same
    }

    /// Every color a theme has per scheme: the color tokens, then each
    /// category's color and muted color, then the syntax colors.
    static let slots: [ColorSlot] = ColorSlot.all.filter { !$0.isAvatar }

    /// Whether nothing differs.
    public var isEmpty: Bool {
        changes.isEmpty && addedThemes.isEmpty && removedThemes.isEmpty && renamedThemes.isEmpty
    }
}
