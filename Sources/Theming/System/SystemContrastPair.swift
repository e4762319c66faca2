import Basics
import ThemeTokens

/// Two color tokens of a design system that are painted one over the
/// other: the foreground (text, an icon) over the background.
public struct SystemContrastPair: Sendable, Hashable {
    /// The foreground token's dotted name.
    public var foreground: String
    /// The background token's dotted name.
    public var background: String
    public var use: SystemPairUse
    public var origin: Origin

    /// Where the pair comes from.
    public enum Origin: Sendable, Hashable {
        /// Inferred from the two names; the reason says how
        /// (`'text' over 'background'`).
        case inferred(reason: String)
        /// Listed in `config.yaml` (`system: pairs:`), written there.
        case configured(file: String, location: SourceLocation?)
    }

    public init(foreground: String, background: String, use: SystemPairUse, origin: Origin) {
        self.foreground = foreground
        self.background = background
        self.use = use
        self.origin = origin
    }
}

/// How a pair's foreground is used, which decides the WCAG rule it must
/// meet, as `ContrastRequirement` decides for the built-in pairs.
public enum SystemPairUse: String, Sendable, Hashable, CaseIterable {
    /// Body-sized text: SC 1.4.3 (4.5:1 at AA), SC 1.4.6 (7:1 at AAA).
    case text
    /// Large text (24px, or 18.67px bold): 3:1 at AA, 4.5:1 at AAA.
    case largeText = "large-text"
    /// Icons, borders, indicators: SC 1.4.11, 3:1 at either level.
    case nonText = "non-text"

    /// What the pair must reach at `level`, worded as the built-in report words it.
    public func requirement(_ level: ConformanceLevel) -> ContrastRequirement {
        switch (self, level) {
        case (.nonText, _): ContrastRequirement(ratio: 3, criterion: "WCAG 2.2 SC 1.4.11 AA, non-text contrast")
        case (.text, .aa): ContrastRequirement(ratio: 4.5, criterion: "WCAG 2.2 SC 1.4.3 AA, normal text")
        case (.largeText, .aa): ContrastRequirement(ratio: 3, criterion: "WCAG 2.2 SC 1.4.3 AA, large text")
        case (.text, .aaa): ContrastRequirement(ratio: 7, criterion: "WCAG 2.2 SC 1.4.6 AAA, normal text")
        case (.largeText, .aaa): ContrastRequirement(ratio: 4.5, criterion: "WCAG 2.2 SC 1.4.6 AAA, large text")
        }
    }
}

/// A pair listed in `config.yaml` (`system: pairs: - [fg, bg]`, with an
/// optional third item `text`, `large-text` or `non-text`), before its
/// names are checked against a system.
public struct SystemPairRequest: Sendable, Hashable {
    public var foreground: String
    public var background: String
    public var use: SystemPairUse
    public var file: String
    public var location: SourceLocation?

    public init(foreground: String, background: String, use: SystemPairUse = .text, file: String,
                location: SourceLocation? = nil) {
        self.foreground = foreground
        self.background = background
        self.use = use
        self.file = file
        self.location = location
    }
}
