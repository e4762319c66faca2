import ThemeTokens
import Theming

/// The contrast pairs whose result or ratio changed between two audits,
/// regressions first.
public struct ContrastDelta: Sendable {
    /// What happened to a pair.
    public enum Kind: String, Sendable, CaseIterable {
        /// Passed before, fails now.
        case newlyFailing = "newly failing"
        /// Failed before, passes now.
        case newlyPassing = "newly passing"
        /// The same verdict, another ratio.
        case ratioMoved = "ratio moved"
        /// Only in the head (a theme added).
        case added
        /// Only in the base (a theme removed).
        case removed
    }

    public struct Row: Sendable {
        public var kind: Kind
        public var before: ContrastResult?
        public var after: ContrastResult?
        /// The head's result, or the base's for a removed theme.
        public var result: ContrastResult
    }

    /// Regressions first, then newly passing pairs, then moved ratios, then
    /// added and removed themes' pairs; in the audit's order within each.
    public var rows: [Row]

    /// Ratios closer than this are the same (they are shown to two decimals).
    static let ratioTolerance = 0.005

    public init(base: ContrastReport, head: ContrastReport) {
        // Typed, not names: describing an enum as text goes through
        // reflection, and a thousand themes have 152,000 pairs a side.
        struct Key: Hashable {
            var theme: ThemeID, scheme: ColorScheme, variant: PaletteVariant, foreground: ColorSlot, background: ColorSlot,
                use: ContrastUse
        }
        func key(_ result: ContrastResult) -> Key {
            // The top layer names the background (`backgroundName`).
            Key(theme: result.theme, scheme: result.scheme, variant: result.variant, foreground: result.pair.foreground,
                background: result.pair.background.last ?? .token(.background), use: result.pair.use)
        }
        var before: [Key: ContrastResult] = [:]
        for result in base.results { before[key(result)] = before[key(result)] ?? result }
        var seen: Set<Key> = []
        var found: [Kind: [Row]] = [:]
        for result in head.results {
            let key = key(result)
            seen.insert(key)
            guard let old = before[key] else {
                found[.added, default: []].append(Row(kind: .added, before: nil, after: result, result: result))
                continue
            }
            let kind: Kind
            if old.passes && !result.passes { kind = .newlyFailing }
            else if !old.passes && result.passes { kind = .newlyPassing }
            else if abs(old.ratio - result.ratio) >= Self.ratioTolerance { kind = .ratioMoved }
            else { continue }
            found[kind, default: []].append(Row(kind: kind, before: old, after: result, result: result))
        }
        for result in base.results where !seen.contains(key(result)) {
            found[.removed, default: []].append(Row(kind: .removed, before: result, after: nil, result: result))
        }
        rows = Kind.allCases.flatMap { found[$0] ?? [] }
    }

    public func rows(_ kind: Kind) -> [Row] { rows.filter { $0.kind == kind } }

    /// Pairs that passed and fail now.
    public var regressions: [Row] { rows(.newlyFailing) }
}
