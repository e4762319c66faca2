import Basics
import DTCG

/// What one reading of a Tokens Studio system keeps for reading the next
/// version of its files faster (`serve`, after a token edit): the tokens
/// as written, and every token resolved without a problem, with the
/// definitions it was resolved from. The next reading resolves again only
/// the tokens that read a definition written otherwise, or added or
/// removed; the others are taken as they were, which is what resolving
/// them again would give. A plain value: whoever reads keeps it.
public struct TokensStudioReuse: Sendable {
    /// Each file that parsed, by path, with its text.
    var parsed: [String: StudioSource.ParsedFile]
    /// The tokens as written, by set and name.
    var written: [StudioSetName: [String: StudioRawToken]]
    /// The tokens as written, by set, in the set's order.
    var collected: [StudioSetName: [StudioRawToken]] = [:]
    /// The sets whose tokens were collected without a message: the next
    /// reading takes them as they are when their file's text is the same.
    var collectedCleanly: Set<StudioSetName> = []
    /// The tokens resolved cleanly, for any combination.
    var cache: StudioResolver.Cache
    /// The sets in the order the reading merged them.
    var setNames: [StudioSetName] = []
    /// Each combination as resolved, in the reading's order.
    var combinations: [KeptCombination] = []
    /// How many combinations the reading that made this took as the last
    /// reading left them.
    var combinationsTaken = 0
    /// How many it resolved from the last reading's, only the tokens that
    /// may differ resolved again (`TokensStudioReader.patch`).
    var combinationsPatched = 0

    /// One combination's tokens as a reading resolved them.
    struct KeptCombination: Sendable {
        var enabled: Set<StudioSetName>
        var source: Set<StudioSetName>
        var own: DTCGTokenSet
        var sourceTokens: DTCGTokenSet?
        /// Resolved without a problem (so taking it again loses no message).
        var clean: Bool
    }

    /// For each of `combinations` (by index) reading only sets in
    /// `unchanged`, in the same set order, that resolved cleanly: its
    /// tokens as they were. Empty when none can be taken.
    func combinations(_ combinations: [StudioAxes.Combination], setNames: [StudioSetName],
                      unchanged: Set<StudioSetName>) -> [Int: KeptCombination] {
        guard setNames == self.setNames, !unchanged.isEmpty else { return [:] }
        var found: [Int: KeptCombination] = [:]
        for (index, combination) in combinations.enumerated() {
            guard combination.enabled.isSubset(of: unchanged), combination.source.isSubset(of: unchanged),
                  let before = kept(combination, setNames: setNames) else { continue }
            found[index] = before
        }
        return found
    }

    /// The sets of `sets` read from a file this reading parsed from the
    /// same text, as this reading read them (from that file).
    func unchangedSets(_ sets: [StudioSource.TokenSet], files: [DTCGFile]) -> Set<StudioSetName> {
        let same = Set(files.filter { parsed[$0.path]?.text == $0.text }.map(\.path))
        var result = Set<StudioSetName>()
        for set in sets where same.contains(set.root.file) {
            guard let before = written[set.name], before.values.allSatisfy({ $0.file == set.root.file }) else { continue }
            result.insert(set.name)
        }
        return result
    }

    /// - Parameters:
    ///   - previous: The reading before, whose tokens by name are taken for
    ///     the sets in `unchanged`.
    init(parsed: [String: StudioSource.ParsedFile], tokensBySet: [StudioSetName: [StudioRawToken]], cache: StudioResolver.Cache,
         setNames: [StudioSetName] = [], combinations: [KeptCombination] = [], collectedCleanly: Set<StudioSetName> = [],
         previous: TokensStudioReuse? = nil, unchanged: Set<StudioSetName> = []) {
        self.parsed = parsed
        self.setNames = setNames
        self.combinations = combinations
        collected = tokensBySet
        self.collectedCleanly = collectedCleanly
        var written: [StudioSetName: [String: StudioRawToken]] = [:]
        for (set, tokens) in tokensBySet {
            if unchanged.contains(set), let kept = previous?.written[set] {
                written[set] = kept
            } else {
                written[set] = Dictionary(tokens.map { ($0.name, $0) }, uniquingKeysWith: { _, last in last })
            }
        }
        self.written = written
        self.cache = StudioResolver.Cache()
        for (name, entries) in cache.entries {
            let clean = entries.filter(\.clean)
            if !clean.isEmpty { self.cache.entries[name] = clean }
        }
    }

    /// What a reading of `tokensBySet` (the sets as now written) can take
    /// of this one.
    struct Refresh {
        /// The resolved tokens still true of the sets now: those whose
        /// every definition read is written the same. A definition added
        /// where none was, or removed, fails the match when the token is
        /// looked up (`StudioResolver.matches`).
        var cache: StudioResolver.Cache
        /// The names whose tokens may resolve otherwise than they did in
        /// any combination (each written otherwise, or reading one that
        /// is); every other token of a combination resolves as it did.
        /// Nil when a set now holds other names, or in another order.
        var invalidated: Set<String>?
    }

    /// What a reading of `tokensBySet` can take of this one.
    ///
    /// `unchanged` are the sets read from a file whose text is the one
    /// this reading parsed: their tokens are the same, not compared.
    func refresh(for tokensBySet: [StudioSetName: [StudioRawToken]], unchanged: Set<StudioSetName> = []) -> Refresh {
        var changed: [StudioSetName: Set<String>] = [:]
        var sameNames = true
        for (set, tokens) in tokensBySet where !unchanged.contains(set) {
            let before = written[set] ?? [:]
            for token in tokens {
                if let old = before[token.name], old.isSame(as: token) { continue }
                changed[set, default: []].insert(token.name)
            }
            if sameNames, let names = collected[set]?.lazy.map(\.name) {
                sameNames = names.elementsEqual(tokens.lazy.map(\.name))
            } else {
                sameNames = false
            }
        }
        guard !changed.isEmpty else { return Refresh(cache: cache, invalidated: sameNames ? [] : nil) }
        // An edit changes a token or a few: each entry is asked about
        // those, and only the names with an entry that read one are copied.
        let pairs = changed.flatMap { set, names in names.map { (name: $0, set: set) } }
        func readsAChange(_ entry: StudioResolver.Cache.Entry) -> Bool {
            if pairs.count <= 8 { return pairs.contains { entry.dependencies[$0.name] == $0.set } }
            return entry.dependencies.contains { changed[$0.value]?.contains($0.key) == true }
        }
        var kept = cache
        var invalidated = Set(pairs.map(\.name))
        for (name, entries) in cache.entries where entries.contains(where: readsAChange) {
            let still = entries.filter { !readsAChange($0) }
            kept.entries[name] = still.isEmpty ? nil : still
            invalidated.insert(name)
        }
        return Refresh(cache: kept, invalidated: sameNames ? invalidated : nil)
    }

    /// The combination resolved last time from the same sets, cleanly:
    /// what a combination whose sets changed starts from (`Refresh.invalidated`).
    func kept(_ combination: StudioAxes.Combination, setNames: [StudioSetName]) -> KeptCombination? {
        guard setNames == self.setNames else { return nil }
        return combinations.first { $0.enabled == combination.enabled && $0.source == combination.source && $0.clean }
    }
}
