/// The accessibility variants of NFR-ACC-03 and NFR-ACC-04.
public enum AccessibilityVariant: String, CaseIterable, CaseHashed {
    /// Increased contrast (`prefers-contrast: more`): text at full opacity,
    /// borders 2px instead of 1px.
    case increasedContrast = "increased-contrast"
    /// Reduce transparency: opacity-based muted colors become their solid
    /// composite over the background.
    case reduceTransparency = "reduce-transparency"
}

extension ThemeColors {
    /// NFR-ACC-04's first step: every text color at full opacity, syntax
    /// colors included. `increasedContrast(typography:)` goes on to make
    /// every pair pass.
    public func increasedContrastOpacity() -> ThemeColors {
        var result = self
        for token in ColorToken.allCases where token.isText {
            result[token] = self[token].opaque
        }
        for token in SyntaxToken.allCases where token.isText {
            result[syntax: token] = self[syntax: token].opaque
        }
        result[.uncategorized].foreground = result[.textTertiary]
        return result
    }

    /// NFR-ACC-03: the opacity-based muted colors (accentMuted,
    /// destructiveMuted, successMuted, warningMuted, surfaceSelected and the
    /// category chip backgrounds) replaced by their solid composite over the
    /// surface they sit on (rows, cards, chips), so they keep their perceived
    /// brightness there.
    public func reducedTransparency() -> ThemeColors {
        var result = self
        let background = self[.surface].composited(over: self[.background])
        for token in ThemeColors.mutedTokens {
            result[token] = self[token].composited(over: background)
        }
        for category in Category.allCases {
            result[category].muted = self[category].muted.composited(over: background)
        }
        return result
    }

    /// The tokens NFR-ACC-03 calls opacity-based muted colors.
    public static let mutedTokens: [ColorToken] = [
        .accentMuted, .destructiveMuted, .successMuted, .warningMuted, .surfaceSelected,
    ]
}

/// Border widths per NFR-ACC-04.
public enum BorderWidth {
    public static let standard: Double = 1
    public static let increasedContrast: Double = 2
}
