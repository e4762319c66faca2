import DTCG
import ThemeTokens

/// A design system token's dotted name, as aliases write it
/// (`color.text.subtle`).
public struct SystemTokenName: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }
    public static func < (lhs: SystemTokenName, rhs: SystemTokenName) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The group a design system token is written in: its path without its
/// own name (`color.text` for `color.text.subtle`), or `topLevel` for a
/// token outside any group. The groups the token pages show.
public struct SystemTokenGroup: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The group of a token at `path` (its groups, then its name).
    public init(path: [String]) { rawValue = path.count > 1 ? path.dropLast().joined(separator: ".") : Self.topLevel.rawValue }
    public var description: String { rawValue }
    /// Tokens outside any group (the token pages' name for them too).
    public static let topLevel = SystemTokenGroup(rawValue: "(top level)")
}

/// A token's value in one combination as a review shows it: resolved,
/// as text, with a swatch color for a color, and the tokens it names.
public struct SystemTokenValue: Sendable, Hashable {
    /// The resolved value (what decides whether it changed).
    public var value: DTCGValue
    /// The DTCG type (`color`, `dimension`, `shadow`...).
    public var type: String
    /// The tokens the written value names (`{palette.green.500}`), in the
    /// order written: the first step of its reference chain.
    public var references: [SystemTokenName]

    public init(_ token: DTCGToken) {
        value = token.value
        type = token.type.rawValue
        references = token.references.map { SystemTokenName($0) }
    }

    /// `#1a73e8`, `16px`, `600 16px/1.5 Inter`: as the token pages write it.
    public var text: String { TokenValueText.text(value) }

    /// The sRGB color a swatch paints, for a color (nil otherwise).
    public var color: Color? {
        if case .color(let color) = value { return color.srgb }
        return nil
    }

    /// The references as written: `{palette.green.500}`.
    public var referencesText: String { references.map { "{\($0.rawValue)}" }.joined(separator: ", ") }
}

/// One difference in a design system's own tokens between two sides:
/// a token added, removed, renamed (by the look of it) or changed, in
/// the combinations where that same difference is found.
public struct SystemTokenChange: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// On the base side only.
        case removed
        /// On the head side only.
        case added
        /// Removed under one name and added under another with the same
        /// type and value in the same combinations (a guess: said so).
        case renamed
        /// On both sides, with another resolved value or references.
        case changed
    }

    public var kind: Kind
    public var token: SystemTokenName
    public var group: SystemTokenGroup
    /// For `renamed`, the base side's name.
    public var renamedFrom: SystemTokenName?
    /// The combinations where this difference is found, as the head side
    /// names them (each compared with the base's combination of the same
    /// values), in the head's order.
    public var combinations: [DesignCombination]
    /// Whether `combinations` are every combination compared: the change
    /// is the same across the whole system.
    public var everyCombination: Bool
    /// The base side's value (nil for `added`); for `removed` and
    /// `renamed`, the one in the first of `combinations`.
    public var before: SystemTokenValue?
    /// The head side's value (nil for `removed`).
    public var after: SystemTokenValue?
    /// For `added`, `removed` and `renamed`: the value is not the same in
    /// every one of `combinations` (the one shown is the first's).
    public var valueVaries: Bool
}
