import Basics
import DTCG
import ThemeTokens

/// Which of a design system's tokens fills each gallery slot: guessed
/// from the tokens' names and types, or named in `config.yaml`; the same
/// token in every combination, with that combination's value.
public struct SystemSlotMapping: Sendable {
    /// One for each of `GallerySlot.guessed`, in that order, then the other
    /// slots config names (a syntax color), in config's order.
    public var guesses: [SlotGuess]
    /// One for each guessed slot that nothing fills (it keeps the built-in
    /// value), naming the slot.
    public var warnings: [Diagnostic]
    /// The slots nothing fills, each named, in one warning (a site build
    /// says this once instead of once a slot); nil when every slot is filled.
    public var unfilledSlotsWarning: Diagnostic?
    /// Config that names a token the system lacks, or one of the wrong
    /// type, located in config, with a did-you-mean.
    public var errors: [Diagnostic]
    /// Each token the guesses looked at (not the `source` tokens, which
    /// only config names), as they saw it, by name: the next mapping of the system (after a token edit) takes a token's
    /// words and color from here when the token is the same.
    var candidatesByName: [String: SlotCandidate] = [:]

    /// The guess for `slot`, when the table has one.
    public subscript(slot: GallerySlot) -> SlotGuess? {
        guesses.first { $0.slot == slot }
    }

    /// Slots with no token of their own that take a related slot's,
    /// tried in this order (so `surfaceElevated` can take the surface the
    /// background lent).
    static let borrowing: [(slot: ColorToken, from: ColorToken)] = [
        (.surface, .background), (.surfaceElevated, .surface), (.separator, .border), (.border, .separator),
        (.textTertiary, .textSecondary),
    ]

    /// The guess table's reason for a slot nothing fills.
    static let unfilledReason = "no token fits; built in"

    /// Slots computed from the accent when no token names them.
    static let accentFamily: Set<ColorToken> = [.accentMuted, .accentHover, .surfaceSelected, .unreadDot]

    /// Guesses every slot of `GallerySlot.guessed` from the tokens of
    /// `system`'s combinations (not its `source` tokens, which a Tokens
    /// Studio theme reads only to resolve references), then applies
    /// `overrides`, which may also name `source` tokens.
    ///
    /// - Parameters:
    ///   - folder: Where the system's files are (`tokens`), for the
    ///     warnings about slots nothing fills.
    ///   - previous: The mapping of an earlier version of the system,
    ///     whose candidates are taken again for the tokens that are the
    ///     same: the mapping is the same, made faster (`serve`).
    public init(system: DesignSystem, overrides: [SlotOverride] = [], folder: String, reusing previous: SystemSlotMapping? = nil) {
        let earlier = previous?.candidatesByName ?? [:]
        let candidates = SystemSlotMapping.candidates(system, earlier: earlier)
        var chosen: [GallerySlot: SlotGuess] = [:]
        var matching = Array(repeating: [(candidate: SlotCandidate, match: SlotMatch)](), count: GallerySlot.guessed.count)
        for candidate in candidates {
            for (slot, match) in candidate.matches { matching[slot].append((candidate, match)) }
        }
        for (index, slot) in GallerySlot.guessed.enumerated() {
            if let guess = SystemSlotMapping.bestGuess(for: slot, among: matching[index]) { chosen[slot] = guess }
        }
        var mutedReasons: [GallerySlot: String] = [:]
        for (muted, base) in MutedSlotCheck.pairs {
            guard let mutedToken = chosen[.color(.token(muted))]?.token, let baseToken = chosen[.color(.token(base))]?.token,
                  let clash = MutedSlotCheck.clash(muted: mutedToken, base: baseToken, baseSlot: base, in: system) else { continue }
            chosen[.color(.token(muted))] = nil
            mutedReasons[.color(.token(muted))] = clash
        }

        var errors: [Diagnostic] = []
        var extra: [GallerySlot] = []
        candidatesByName = Dictionary(candidates.map { ($0.token.name, $0) }, uniquingKeysWith: { first, _ in first })
        for override in overrides {
            guard let token = SystemSlotMapping.token(named: override.token, in: system, candidates: candidatesByName) else {
                var message = "no token '\(override.token)' in the design system '\(system.name)' for the gallery slot '\(override.slot.name)'"
                let names = candidates.map(\.token.name) + SystemSlotMapping.sourceNames(system, excluding: Set(candidatesByName.keys))
                if let suggestion = EditDistance.suggestion(for: override.token, among: names, maximum: 3) {
                    message += "; did you mean '\(suggestion)'?"
                }
                errors.append(Diagnostic(file: override.file, at: override.location, message: message))
                continue
            }
            let expected = SystemSlotMapping.type(of: override.slot)
            guard token.type == expected else {
                errors.append(Diagnostic(file: override.file, at: override.location,
                                         message: "expected '\(token.name)' for the gallery slot '\(override.slot.name)' to be a \(expected.rawValue) token, found a \(token.sourceType ?? token.type.rawValue) token"))
                continue
            }
            if chosen[override.slot] == nil && !GallerySlot.guessed.contains(override.slot) && !extra.contains(override.slot) {
                extra.append(override.slot)
            }
            chosen[override.slot] = SlotGuess(slot: override.slot, token: token.name, reason: "set in config.yaml", origin: .configured)
        }

        for (slot, from) in SystemSlotMapping.borrowing where chosen[.color(.token(slot))] == nil {
            guard let lender = chosen[.color(.token(from))], let token = lender.token else { continue }
            chosen[.color(.token(slot))] = SlotGuess(slot: .color(.token(slot)), token: token,
                                                     reason: "no \(slot.name) token; the \(from.name)'s",
                                                     origin: .borrowed(from: .color(.token(from))))
        }

        var warnings: [Diagnostic] = []
        var guesses: [SlotGuess] = []
        let hasAccent = chosen[.color(.token(.accent))] != nil
        for slot in GallerySlot.guessed + extra {
            if let guess = chosen[slot] {
                guesses.append(guess)
            } else if case .color(.token(let token)) = slot, SystemSlotMapping.accentFamily.contains(token) {
                let reason = hasAccent ? "derived from the accent" : "built in (no accent token)"
                guesses.append(SlotGuess(slot: slot, token: nil, reason: mutedReasons[slot].map { "\($0); \(reason)" } ?? reason,
                                         origin: hasAccent ? .derived : .builtIn))
            } else if let clash = mutedReasons[slot] {
                guesses.append(SlotGuess(slot: slot, token: nil, reason: "\(clash); built in", origin: .builtIn))
            } else {
                guesses.append(SlotGuess(slot: slot, token: nil, reason: SystemSlotMapping.unfilledReason, origin: .builtIn))
                warnings.append(.warning(file: folder, "no token of the design system '\(system.name)' fits the gallery slot '\(slot.name)', so the gallery keeps its built-in value; name one in config.yaml (system: slots: \(slot.name): <token>)"))
            }
        }
        self.guesses = guesses
        self.warnings = warnings
        let unfilled = guesses.filter { $0.origin == .builtIn && $0.token == nil && $0.reason == SystemSlotMapping.unfilledReason }
        if let example = unfilled.first {
            let names = unfilled.map { "'\($0.slot.name)'" }
            let listed = names.count == 1 ? "the gallery slot \(names[0])" : "\(names.count) gallery slots (\(names.joined(separator: ", ")))"
            unfilledSlotsWarning = .warning(file: folder, "no token of the design system '\(system.name)' fits \(listed), so the gallery keeps their built-in values; the build's table of slots says what it found, and config.yaml can name a token for any of them (system: slots: \(example.slot.name): <token>)")
        }
        self.errors = errors
    }

    /// The tokens of every combination, each name once, in the order the
    /// combinations first define them; a token's value is its first
    /// combination's.
    static func candidates(_ system: DesignSystem, earlier: [String: SlotCandidate] = [:]) -> [SlotCandidate] {
        var seen = Set<String>()
        var result: [SlotCandidate] = []
        for combination in system.combinations {
            for token in system.tokens[combination]?.tokens ?? [] where seen.insert(token.name).inserted {
                result.append(candidate(token, order: result.count, earlier: earlier))
            }
        }
        return result
    }

    /// The token config names for a slot: a candidate, else the first
    /// combination's `source` token of that name (a Tokens Studio theme
    /// reads those only to resolve references, but config may name them).
    static func token(named name: String, in system: DesignSystem, candidates: [String: SlotCandidate]) -> DTCGToken? {
        if let candidate = candidates[name] { return candidate.token }
        return system.combinations.lazy.compactMap { system.sourceTokens[$0]?[name] }.first
    }

    /// The names of the `source` tokens that are no candidate, each once, in
    /// the order the combinations first define them (for a did-you-mean).
    static func sourceNames(_ system: DesignSystem, excluding names: Set<String>) -> [String] {
        var seen = names
        var result: [String] = []
        for combination in system.combinations {
            for token in system.sourceTokens[combination]?.tokens ?? [] where seen.insert(token.name).inserted {
                result.append(token.name)
            }
        }
        return result
    }

    /// `token` as a candidate at `order`: the earlier mapping's when it
    /// saw this very token (its words and color follow from the token).
    static func candidate(_ token: DTCGToken, order: Int, earlier: [String: SlotCandidate]) -> SlotCandidate {
        guard var reused = earlier[token.name], reused.token == token else { return SlotCandidate(token, order: order) }
        reused.order = order
        return reused
    }

    /// The DTCG type a slot's token must have.
    static func type(of slot: GallerySlot) -> DTCGType {
        switch slot {
        case .color: .color
        case .radius, .spacing: .dimension
        case .type: .typography
        case .shadow: .shadow
        }
    }

    /// How each of `GallerySlot.guessed` matches a candidate.
    static let matchers: [(@Sendable (SlotCandidate) -> SlotMatch?)?] = GallerySlot.guessed.map { slot in
        switch slot {
        case .color(.token(let token)):
            let rule = ColorSlotRule.rule(for: token)
            return { rule.match($0) }
        case .color:
            return nil
        default:
            guard let rule = ScaleSlotRule.rule(for: slot) else { return nil }
            return { rule.match($0) }
        }
    }

    /// The best of the candidates matching `slot` (in the system's order):
    /// the highest score, then the fewest words, then the first defined.
    static func bestGuess(for slot: GallerySlot, among matching: [(candidate: SlotCandidate, match: SlotMatch)]) -> SlotGuess? {
        var best: (candidate: SlotCandidate, match: SlotMatch)?
        for (candidate, found) in matching {
            if let current = best {
                let better = found.score > current.match.score
                    || (found.score == current.match.score && candidate.allWords.count < current.candidate.allWords.count)
                guard better else { continue }
            }
            best = (candidate, found)
        }
        guard let best else { return nil }
        return SlotGuess(slot: slot, token: best.candidate.token.name, reason: best.match.reason, origin: .guessed)
    }
}
