/// How the foreground of a pair is used, which decides the WCAG rule.
public enum ContrastUse: Hashable, Sendable {
    /// Text set in a type token (its size and weight decide normal or large text).
    case text(TypeToken)
    /// A UI component or graphical object (icons, indicators, borders): 1.4.11.
    case nonText
}

/// A foreground drawn on a background, as the spec uses it.
public struct ContrastPair: Hashable, Sendable {
    public var foreground: ColorSlot
    /// Background layers from the bottom up (an unread row is
    /// `surfaceSelected` painted over `surface`).
    public var background: [ColorSlot]
    public var use: ContrastUse
    /// Where the pair appears.
    public var purpose: String
    /// The spec's own "Min Contrast" column, where it has one.
    public var specMinimum: Double?

    public init(_ foreground: ColorSlot, on background: [ColorSlot], use: ContrastUse,
                purpose: String, specMinimum: Double? = nil) {
        self.foreground = foreground
        self.background = background
        self.use = use
        self.purpose = purpose
        self.specMinimum = specMinimum
    }

    /// The background's name: its top layer.
    public var backgroundName: String { background.last?.name ?? "background" }

    /// The opaque background actually painted: the layers composited over
    /// the theme's `background`.
    public func paintedBackground(in colors: ThemeColors) -> Color {
        var painted = colors[.background].opaque
        for layer in background { painted = layer.color(in: colors).composited(over: painted) }
        return painted
    }

    /// Every pair the audit checks (issue: the pairs that matter).
    public static let all: [ContrastPair] = {
        var pairs: [ContrastPair] = []
        let surfaces: [(layers: [ColorSlot], place: String)] = [
            ([.token(.background)], "screen background"),
            ([.token(.surface)], "cards and list rows"),
            ([.token(.surfaceElevated)], "search bar, sheets and popovers"),
            ([.token(.surface), .token(.surfaceSelected)], "unread rows"),
        ]
        let textTokens: [(ColorToken, TypeToken, String, Double)] = [
            (.textPrimary, .titleMedium, "Headings, sender names", 7),
            (.textSecondary, .bodyMedium, "Body text, subjects", 4.5),
            (.textTertiary, .caption, "Timestamps, captions, snippets", 3),
        ]
        for (token, type, purpose, minimum) in textTokens {
            for surface in surfaces {
                pairs.append(ContrastPair(.token(token), on: surface.layers, use: .text(type),
                                          purpose: "\(purpose) on \(surface.place)", specMinimum: minimum))
            }
        }
        pairs.append(ContrastPair(.token(.textInverse), on: [.token(.accent)], use: .text(.labelLarge),
                                  purpose: "Primary button, selected chip and tab labels"))
        pairs.append(ContrastPair(.token(.textInverse), on: [.token(.accentHover)], use: .text(.labelLarge),
                                  purpose: "Pressed primary button label"))
        pairs.append(ContrastPair(.token(.accent), on: [.token(.background)], use: .text(.labelLarge),
                                  purpose: "Links and secondary buttons on the screen background"))
        pairs.append(ContrastPair(.token(.accent), on: [.token(.surface)], use: .text(.labelLarge),
                                  purpose: "Links and secondary buttons on cards and rows"))
        pairs.append(ContrastPair(.token(.unreadDot), on: [.token(.surface), .token(.surfaceSelected)], use: .nonText,
                                  purpose: "Unread dot on an unread row"))
        pairs.append(ContrastPair(.token(.accent), on: [.token(.surface)], use: .nonText,
                                  purpose: "Selection ring and focus indicator"))
        for status in [ColorToken.destructive, .success, .warning] {
            let muted: ColorToken = switch status {
            case .destructive: .destructiveMuted
            case .success: .successMuted
            default: .warningMuted
            }
            pairs.append(ContrastPair(.token(status), on: [.token(.background)], use: .text(.bodySmall),
                                      purpose: "\(status.name) as text on the screen background"))
            pairs.append(ContrastPair(.token(status), on: [.token(.surface)], use: .text(.bodySmall),
                                      purpose: "\(status.name) as text on cards and rows"))
            pairs.append(ContrastPair(.token(status), on: [.token(.surface), .token(muted)], use: .text(.labelSmall),
                                      purpose: "\(status.name) badge text on its muted background"))
            pairs.append(ContrastPair(.token(status), on: [.token(.background)], use: .nonText,
                                      purpose: "\(status.name) icons"))
        }
        for category in Category.allCases {
            pairs.append(ContrastPair(.categoryForeground(category), on: [.token(.surface), .categoryMuted(category)],
                                      use: .text(.labelSmall), purpose: "\(category.displayName) category chip"))
        }
        pairs.append(ContrastPair(.token(.starred), on: [.token(.background)], use: .nonText, purpose: "Star icon"))
        pairs.append(ContrastPair(.token(.border), on: [.token(.surface)], use: .nonText,
                                  purpose: "Input field borders"))
        pairs += syntax
        return pairs
    }()

    /// Every syntax color on the background it is drawn on: the code
    /// background, or a diff line's background painted over it; then each
    /// color drawn on the code background again on a marked line's
    /// background. Code is small monospaced text (`captionMono`), so each
    /// needs 4.5:1 at AA and 7:1 at AAA.
    public static let syntax: [ContrastPair] = {
        let drawn = SyntaxToken.allCases.compactMap { token -> ContrastPair? in
            guard let drawnOn = token.drawnOn else { return nil }
            let layers: [ColorSlot] = drawnOn == .background ? [.syntax(.background)] : [.syntax(.background), .syntax(drawnOn)]
            let place = drawnOn == .background ? "code blocks" : "\(drawnOn == .insertedBackground ? "added" : "removed") diff lines"
            return ContrastPair(.syntax(token), on: layers, use: .text(.captionMono), purpose: "\(token.purpose) in \(place)")
        }
        let marked = SyntaxToken.allCases.filter { $0.drawnOn == .background }.map { token in
            ContrastPair(.syntax(token), on: [.syntax(.background), .syntax(.markedBackground)], use: .text(.captionMono),
                         purpose: "\(token.purpose) in marked lines")
        }
        return drawn + marked
    }()
}
