import Basics
import DTCG

/// Reads design tokens kept in Tokens Studio's format (the Figma plugin's
/// JSON) into a `DesignSystem`: its axes from `$themes`, and each
/// combination's tokens resolved (references, math, color modifiers).
///
/// Both layouts are read:
/// - one file: token sets as top-level keys, beside `$themes` and
///   `$metadata`;
/// - a folder: a file per set, the set named by its path without `.json`
///   (`brand/casual.json` is `brand/casual`), with `$themes.json` and
///   `$metadata.json`.
///
/// Within a combination, `source` sets are read first and `enabled` sets
/// over them (as sd-transforms' `permutateThemes` hands them to Style
/// Dictionary, `include` then `source`), each in `tokenSetOrder`; a token
/// of an enabled set is the combination's output (`DesignSystem.tokens`),
/// one only in source sets is in `DesignSystem.sourceTokens`.
public enum TokensStudioReader {
    /// How the files are laid out.
    enum Layout {
        case singleFile, folder

        init(_ files: [DTCGFile], folder: String) {
            let names = files.map { TokensStudioReader.relativeName(of: $0.path, in: folder) }
            if files.count == 1, names[0] != "$themes.json", names[0] != "$metadata.json", !names[0].contains("/") {
                // One file in the folder: sets as keys, unless it is a
                // set file of a folder read alone (no $ keys and tokens at
                // its top level).
                self = .singleFile
            } else {
                self = .folder
            }
        }
    }

    /// Whether `files` look like Tokens Studio's format, cheaply: a
    /// `$themes.json` or `$metadata.json` among them, or one file whose
    /// top level has `$themes` or `$metadata`, or whose tokens are written
    /// with `value` and `type` (DTCG writes `$value` and `$type`).
    public static func isTokensStudio(files: [DTCGFile]) -> Bool {
        let names = files.map { $0.path.split(separator: "/").last.map(String.init) ?? $0.path }
        if names.contains("$themes.json") || names.contains("$metadata.json") { return true }
        guard files.count == 1 else { return false }
        let text = files[0].text
        guard text.contains("\"$themes\"") || text.contains("\"$metadata\"") || text.contains("\"value\"") else { return false }
        var diagnostics = DTCGDiagnostics()
        guard let root = JSONReader.parse(files[0], diagnostics: &diagnostics), let members = root.members else { return false }
        if members.contains(where: { $0.key == "$themes" || $0.key == "$metadata" }) { return true }
        // Tokens written as Tokens Studio writes them: "value" beside
        // "type", without DTCG's "$".
        func holdsStudioToken(_ node: DTCGNode, depth: Int) -> Bool {
            guard depth < 64, let members = node.members else { return false }
            if node["value"] != nil && node["type"]?.string != nil { return true }
            return members.contains { holdsStudioToken($0.value, depth: depth + 1) }
        }
        return holdsStudioToken(root, depth: 0)
    }

    /// Reads a Tokens Studio system.
    ///
    /// - Parameters:
    ///   - files: The system's files; their paths are what messages name.
    ///   - folder: The folder that set names are relative to (`tokens`
    ///     for `tokens/brand/casual.json`); `""` when paths are relative
    ///     already. For one file, ignored but for the system's name.
    ///   - name: The system's name; the folder's (or the file's) name when
    ///     nil.
    /// - Returns: The system, its warnings in `warnings`.
    /// - Throws: Every error of every file, with the warnings, in file
    ///   then position order.
    public static func read(files: [DTCGFile], folder: String, name: String? = nil) throws(BuildFailure) -> DesignSystem {
        try read(files: files, folder: folder, name: name, sharingWork: true).system
    }

    /// `read`, starting from what an earlier reading of these files kept
    /// (`previous`; nil for none): only the tokens that read a definition
    /// written otherwise since are resolved again. Returns the system,
    /// the same as `read` would, and what this reading keeps for the next.
    public static func read(files: [DTCGFile], folder: String, name: String? = nil,
                            reusing previous: TokensStudioReuse?) throws(BuildFailure) -> (system: DesignSystem, kept: TokensStudioReuse) {
        try read(files: files, folder: folder, name: name, sharingWork: true, reusing: previous)
    }

    /// `read`; without `sharingWork`, each combination is resolved alone,
    /// one after the other, from nothing (what sharing must equal).
    static func read(files: [DTCGFile], folder: String, name: String?, sharingWork: Bool,
                     reusing previous: TokensStudioReuse? = nil) throws(BuildFailure) -> (system: DesignSystem, kept: TokensStudioReuse) {
        var diagnostics = StudioDiagnostics()
        var parsed = previous?.parsed ?? [:]
        let source = StudioSource.read(files, folder: folder, diagnostics: &diagnostics, parsed: &parsed)
        let unchanged = previous?.unchangedSets(source.sets, files: files) ?? []

        var tokensBySet: [StudioSetName: [StudioRawToken]] = [:]
        var collectedCleanly: Set<StudioSetName> = []
        var everywhere: [String: StudioSetName] = [:]
        var alphaTokens: [StudioRawToken] = []
        for set in source.sets {
            // A set read from the same text, which said nothing last time,
            // is the tokens it was.
            let tokens: [StudioRawToken]
            if unchanged.contains(set.name), let previous, previous.collectedCleanly.contains(set.name), let kept = previous.collected[set.name] {
                tokens = kept
                collectedCleanly.insert(set.name)
            } else {
                let before = diagnostics.problems.count
                tokens = StudioRawToken.collect(set, diagnostics: &diagnostics)
                if diagnostics.problems.count == before { collectedCleanly.insert(set.name) }
            }
            tokensBySet[set.name] = tokens
            for token in tokens {
                if everywhere[token.name] == nil { everywhere[token.name] = set.name }
                if let alpha = token.alpha {
                    if token.type == "color" {
                        alphaTokens.append(token)
                    } else {
                        diagnostics.error("\"alpha\" beside the value is applied to color tokens only; '\(token.name)' is \(token.type.map { "a \($0) token" } ?? "a token without a type"): remove the key", at: alpha)
                    }
                }
            }
        }
        if let first = alphaTokens.first, let alpha = first.alpha {
            let others = alphaTokens.count - 1
            let more = others == 0 ? "" : others == 1 ? " (and in 1 more token)" : " (and in \(others) more tokens)"
            diagnostics.warning("\"alpha\" beside a color's value is not Tokens Studio's format; applied as the color's opacity\(more)", at: alpha)
        }

        let setNames = source.sets.map(\.name)
        let themes = source.themes.map { StudioTheme.read($0, sets: setNames, diagnostics: &diagnostics) } ?? []
        let axes = StudioAxes.derive(themes, allSets: setNames)

        // The first combination alone fills the cache of resolved tokens;
        // the others, side by side, each start from it: most tokens (the
        // primitives) read the same sets in every combination. A token
        // taken from the cache is the one its sets resolve to, so each
        // combination's tokens are the same however the work is shared,
        // and the diagnostics are taken in combination order (each problem
        // is reported once).
        let combinations = axes.combinations
        var tokens: [DesignCombination: DTCGTokenSet] = [:]
        var sourceTokens: [DesignCombination: DTCGTokenSet] = [:]
        var kept: [TokensStudioReuse.KeptCombination] = []
        var caches: [StudioResolver.Cache] = []
        var taken = 0
        var patched = 0
        if !sharingWork {
            for combination in combinations {
                let alone = resolve(combination, setNames: setNames, tokensBySet: tokensBySet, everywhere: everywhere,
                                    diagnostics: diagnostics, cache: StudioResolver.Cache())
                diagnostics = alone.diagnostics
                kept.append(store(alone, of: combination, in: &tokens, &sourceTokens))
            }
        } else {
            // A combination whose every set reads as the last reading read
            // it, and which resolved without a problem then, is what it was.
            let reused = previous?.combinations(combinations, setNames: setNames, unchanged: unchanged) ?? [:]
            let fresh = combinations.indices.filter { reused[$0] == nil }
            var made: [Int: TokensStudioReuse.KeptCombination] = [:]
            if let first = fresh.first {
                let refresh = previous?.refresh(for: tokensBySet, unchanged: unchanged)
                let (tokensBySet, everywhere) = (tokensBySet, everywhere)
                // A combination resolved cleanly last time from the same
                // sets, now holding the same names, is that one with only
                // the tokens that may differ resolved again.
                @Sendable func resolveOrPatch(_ combination: StudioAxes.Combination, diagnostics: StudioDiagnostics,
                                    cache: StudioResolver.Cache) -> ResolvedCombination {
                    if let invalidated = refresh?.invalidated, let before = previous?.kept(combination, setNames: setNames),
                       let patched = patch(combination, setNames: setNames, tokensBySet: tokensBySet, everywhere: everywhere,
                                           diagnostics: diagnostics, cache: cache, before: before, invalidated: invalidated) {
                        return patched
                    }
                    return resolve(combination, setNames: setNames, tokensBySet: tokensBySet, everywhere: everywhere,
                                   diagnostics: diagnostics, cache: cache)
                }
                let seed = resolveOrPatch(combinations[first], diagnostics: diagnostics, cache: refresh?.cache ?? StudioResolver.Cache())
                let base = seed.diagnostics
                let others = concurrentMap(fresh.count - 1) { index in
                    resolveOrPatch(combinations[fresh[index + 1]], diagnostics: base, cache: seed.cache)
                }
                diagnostics = base
                for other in others {
                    diagnostics.append(problemsOf: other.diagnostics, after: base.problems.count)
                }
                for (index, result) in zip(fresh, [seed] + others) {
                    made[index] = store(result, of: combinations[index], in: &tokens, &sourceTokens)
                    if result.patched { patched += 1 }
                }
                caches = [seed.cache] + others.map(\.cache)
            } else if let previous {
                caches = [previous.refresh(for: tokensBySet, unchanged: unchanged).cache]
            }
            for index in combinations.indices {
                if let result = made[index] {
                    kept.append(result)
                } else if let again = reused[index] {
                    tokens[combinations[index].combination] = again.own
                    if let source = again.sourceTokens { sourceTokens[combinations[index].combination] = source }
                    kept.append(again)
                    taken += 1
                }
            }
        }
        if diagnostics.hasErrors { throw BuildFailure(diagnostics.sorted) }
        let systemName = name ?? defaultName(files: files, folder: folder)
        let system = DesignSystem(name: systemName, axes: axes.axes, combinations: axes.combinations.map(\.combination),
                                  tokens: tokens, sourceTokens: sourceTokens, warnings: diagnostics.warnings)
        var reuse = TokensStudioReuse(parsed: parsed, tokensBySet: tokensBySet, cache: sharingWork ? merged(caches) : StudioResolver.Cache(),
                                      setNames: setNames, combinations: kept, collectedCleanly: collectedCleanly,
                                      previous: previous, unchanged: unchanged)
        reuse.combinationsTaken = taken
        reuse.combinationsPatched = patched
        return (system, reuse)
    }

    /// The caches of every combination in one: the first's (which the
    /// others started from), with what each other one added.
    static func merged(_ caches: [StudioResolver.Cache]) -> StudioResolver.Cache {
        guard var all = caches.first else { return StudioResolver.Cache() }
        let seed = all
        for other in caches.dropFirst() {
            for (name, entries) in other.entries {
                let added = entries.dropFirst(seed.entries[name]?.count ?? 0)
                if !added.isEmpty { all.entries[name, default: []].append(contentsOf: added) }
            }
        }
        return all
    }

    /// Puts `result`'s tokens in `tokens` and `sourceTokens` by its
    /// combination; returns what a next reading may take of it.
    private static func store(_ result: ResolvedCombination, of combination: StudioAxes.Combination,
                              in tokens: inout [DesignCombination: DTCGTokenSet],
                              _ sourceTokens: inout [DesignCombination: DTCGTokenSet]) -> TokensStudioReuse.KeptCombination {
        let own = DTCGTokenSet(tokens: result.own)
        tokens[combination.combination] = own
        var source: DTCGTokenSet?
        if !combination.source.isEmpty {
            source = DTCGTokenSet(tokens: result.read)
            sourceTokens[combination.combination] = source
        }
        return TokensStudioReuse.KeptCombination(enabled: combination.enabled, source: combination.source, own: own,
                                                 sourceTokens: source, clean: result.clean)
    }

    /// One combination's tokens, resolved: its output (the enabled sets')
    /// and those read only (the source sets'), with the diagnostics and
    /// the cache as resolving left them.
    struct ResolvedCombination: Sendable {
        /// Made from the last reading's (`patch`), not resolved whole.
        var patched = false
        var own: [DTCGToken]
        var read: [DTCGToken]
        var diagnostics: StudioDiagnostics
        var cache: StudioResolver.Cache
        /// No problem was reported resolving it, nor for any token it took
        /// from the cache.
        var clean: Bool
    }

    /// The tokens `combination` reads, by name (an enabled set's over a
    /// source set's, a later set's over an earlier one's), in the order
    /// first read, and those of its enabled sets.
    static func merge(_ combination: StudioAxes.Combination, setNames: [StudioSetName],
                      tokensBySet: [StudioSetName: [StudioRawToken]]) -> (tokens: [String: StudioRawToken], order: [String], output: Set<String>) {
        var merged: [String: StudioRawToken] = [:]
        var order: [String] = []
        var output = Set<String>()
        for pass in [combination.source, combination.enabled] {
            let isOutput = pass == combination.enabled
            for set in setNames where pass.contains(set) {
                for token in tokensBySet[set] ?? [] {
                    if merged.updateValue(token, forKey: token.name) == nil { order.append(token.name) }
                    if isOutput { output.insert(token.name) }
                }
            }
        }
        return (merged, order, output)
    }

    /// Resolves `combination`: source sets first, enabled sets over them,
    /// each in set order.
    static func resolve(_ combination: StudioAxes.Combination, setNames: [StudioSetName],
                        tokensBySet: [StudioSetName: [StudioRawToken]], everywhere: [String: StudioSetName],
                        diagnostics: StudioDiagnostics, cache: StudioResolver.Cache) -> ResolvedCombination {
        let (merged, order, output) = merge(combination, setNames: setNames, tokensBySet: tokensBySet)
        var resolver = StudioResolver(tokens: merged, everywhere: everywhere,
                                      combinationName: combination.combination.values.joined(separator: ", "),
                                      diagnostics: diagnostics, cache: cache)
        var own: [DTCGToken] = []
        var read: [DTCGToken] = []
        for name in order {
            guard let resolved = resolver.resolve(name) else { continue }
            if output.contains(name) { own.append(resolved.token) } else { read.append(resolved.token) }
        }
        return ResolvedCombination(own: own, read: read, diagnostics: resolver.diagnostics, cache: resolver.cache,
                                   clean: resolver.isClean && resolver.diagnostics.problems.count == diagnostics.problems.count)
    }

    /// `combination` resolved from `before`, its tokens as the last
    /// reading resolved them (cleanly, from the same sets, which hold the
    /// same names in the same order): each token is `before`'s but those
    /// `invalidated` names, which are resolved again. What `resolve` would
    /// give; nil when `before` does not line up with the names (then
    /// `resolve`).
    static func patch(_ combination: StudioAxes.Combination, setNames: [StudioSetName],
                      tokensBySet: [StudioSetName: [StudioRawToken]], everywhere: [String: StudioSetName],
                      diagnostics: StudioDiagnostics, cache: StudioResolver.Cache,
                      before: TokensStudioReuse.KeptCombination, invalidated: Set<String>) -> ResolvedCombination? {
        let (merged, order, output) = merge(combination, setNames: setNames, tokensBySet: tokensBySet)
        let ownBefore = before.own.tokens
        let readBefore = before.sourceTokens?.tokens ?? []
        // A clean combination resolved every name it read.
        guard ownBefore.count + readBefore.count == order.count, ownBefore.count == output.count else { return nil }
        var resolver = StudioResolver(tokens: merged, everywhere: everywhere,
                                      combinationName: combination.combination.values.joined(separator: ", "),
                                      diagnostics: diagnostics, cache: cache)
        var own: [DTCGToken] = []
        var read: [DTCGToken] = []
        own.reserveCapacity(ownBefore.count)
        read.reserveCapacity(readBefore.count)
        for name in order {
            let isOutput = output.contains(name)
            let index = isOutput ? own.count : read.count
            let kept = isOutput ? ownBefore[index] : readBefore[index]
            guard kept.name == name else { return nil }
            var token = kept
            if invalidated.contains(name) {
                guard let resolved = resolver.resolve(name) else { continue }
                token = resolved.token
            }
            if isOutput { own.append(token) } else { read.append(token) }
        }
        return ResolvedCombination(patched: true, own: own, read: read, diagnostics: resolver.diagnostics, cache: resolver.cache,
                                   clean: resolver.isClean && resolver.diagnostics.problems.count == diagnostics.problems.count)
    }

    /// `path` relative to `folder` (`tokens/brand/casual.json` in `tokens`
    /// is `brand/casual.json`).
    static func relativeName(of path: String, in folder: String) -> String {
        var base = folder
        while base.hasSuffix("/") { base.removeLast() }
        if !base.isEmpty, base != ".", path.hasPrefix(base + "/") { return String(path.dropFirst(base.count + 1)) }
        if path.hasPrefix("./") { return String(path.dropFirst(2)) }
        return path
    }

    private static func defaultName(files: [DTCGFile], folder: String) -> String {
        let trimmed = folder.split(separator: "/").last.map(String.init)
        if let trimmed, !trimmed.isEmpty, trimmed != "." { return trimmed }
        let file = files.first.map { $0.path.split(separator: "/").last.map(String.init) ?? $0.path } ?? "tokens"
        return file.hasSuffix(".json") ? String(file.dropLast(5)) : file
    }
}
