import DTCG

/// How a site's own design system differs between two sides, in the
/// system's own token names: the combinations added and removed, and for
/// the combinations both sides have, each token added, removed, renamed
/// (by the look of it) or changed. A difference found alike in several
/// combinations is one `SystemTokenChange` naming them all.
public struct SystemTokenDiff: Sendable {
    /// Which sides are design systems.
    public enum Sides: String, Sendable, Hashable {
        /// Both: their tokens are compared.
        case systems
        /// Only the base: the head has the built-in (VaultMail) themes.
        case baseOnly
        /// Only the head: the base has the built-in (VaultMail) themes.
        case headOnly
    }

    public var sides: Sides
    /// Each side's system name (nil for a side without a system).
    public var baseName: String?
    public var headName: String?
    /// Each side's axes by name, in the order the system declares them.
    public var baseAxes: [String]
    public var headAxes: [String]
    /// Each side's size, for the sides note: tokens of the default
    /// combination, and combinations.
    public var baseSize: (tokens: Int, combinations: Int)
    public var headSize: (tokens: Int, combinations: Int)
    /// The head's combinations the base does not have, in the head's order.
    public var addedCombinations: [DesignCombination]
    /// The base's combinations the head does not have, in the base's order.
    public var removedCombinations: [DesignCombination]
    /// The head's combinations compared with the base's, in its order.
    /// With the same axes, every combination both have; when the axes
    /// differ (one added or removed), only the two default combinations.
    public var compared: [DesignCombination]
    /// The base's combination each of `compared` is compared with.
    public var comparedBase: [DesignCombination]
    /// Every difference, by group (in the order groups first appear in the
    /// head, then the base), then token, then kind, then combination.
    public var changes: [SystemTokenChange]
    /// Tokens compared with no difference in any combination compared.
    public var unchangedCount: Int

    /// The difference between `base` and `head`; nil when neither is a
    /// design system.
    public init?(base: DesignSystem?, head: DesignSystem?) {
        guard base != nil || head != nil else { return nil }
        sides = base == nil ? .headOnly : head == nil ? .baseOnly : .systems
        baseName = base?.name
        headName = head?.name
        baseAxes = base?.axes.map(\.name) ?? []
        headAxes = head?.axes.map(\.name) ?? []
        baseSize = base.map(Self.size) ?? (0, 0)
        headSize = head.map(Self.size) ?? (0, 0)
        addedCombinations = []
        removedCombinations = []
        compared = []
        comparedBase = []
        changes = []
        unchangedCount = 0
        guard let base, let head else { return }
        let pairs: [(base: DesignCombination, head: DesignCombination)]
        if axesMatch {
            let baseByKey = Dictionary(base.combinations.map { (CombinationKey($0, axes: base.axes), $0) }, uniquingKeysWith: { first, _ in first })
            let headKeys = Set(head.combinations.map { CombinationKey($0, axes: head.axes) })
            pairs = head.combinations.compactMap { combination in
                baseByKey[CombinationKey(combination, axes: head.axes)].map { ($0, combination) }
            }
            addedCombinations = head.combinations.filter { baseByKey[CombinationKey($0, axes: head.axes)] == nil }
            removedCombinations = base.combinations.filter { !headKeys.contains(CombinationKey($0, axes: base.axes)) }
        } else if let first = base.combinations.first, let last = head.combinations.first {
            pairs = [(first, last)]
        } else {
            pairs = []
        }
        compared = pairs.map(\.head)
        comparedBase = pairs.map(\.base)
        var collector = Collector(compared: compared.count)
        for pair in pairs {
            collector.compare(Self.tokens(of: base, in: pair.base), Self.tokens(of: head, in: pair.head), in: pair.head)
        }
        unchangedCount = collector.seen.count - Set(collector.entries.map(\.token)).count
        changes = collector.changes(order: Self.order(head: head, base: base))
    }

    /// Whether both sides vary along the same axes (by name; their order
    /// may differ), so that combinations are matched value by value.
    public var axesMatch: Bool { Set(baseAxes) == Set(headAxes) && baseAxes.count == headAxes.count }

    /// The number of tokens with a difference of `kind`.
    public func count(_ kind: SystemTokenChange.Kind) -> Int {
        Set(changes.filter { $0.kind == kind }.map(\.token)).count
    }

    /// Nothing differs (both sides the same system, token for token).
    /// The systems' names do not count: a Tokens Studio folder's is its
    /// site folder's, which two copies compared never share.
    public var isEmpty: Bool {
        sides == .systems && changes.isEmpty && addedCombinations.isEmpty && removedCombinations.isEmpty && axesMatch
    }

    /// The groups with differences, in order, each with its changes.
    public var groups: [(group: SystemTokenGroup, changes: [SystemTokenChange])] {
        var groups: [(group: SystemTokenGroup, changes: [SystemTokenChange])] = []
        for change in changes {
            if groups.last?.group == change.group {
                groups[groups.count - 1].changes.append(change)
            } else {
                groups.append((change.group, [change]))
            }
        }
        return groups
    }

    /// `acme · light`: a combination's values, as the themes name it.
    public static func name(_ combination: DesignCombination) -> String {
        combination.values.isEmpty ? "(no axes)" : combination.values.joined(separator: " · ")
    }

    // MARK: Reading a side

    static func size(_ system: DesignSystem) -> (tokens: Int, combinations: Int) {
        (system.combinations.first.map { system.tokens[$0]?.tokens.count ?? 0 } ?? 0, system.combinations.count)
    }

    /// A combination's tokens as the token pages list them: its own, then
    /// those its sets read only so that references resolve (Tokens
    /// Studio's `source` sets).
    static func tokens(of system: DesignSystem, in combination: DesignCombination) -> [DTCGToken] {
        var tokens = system.tokens[combination]?.tokens ?? []
        let own = Set(tokens.map(\.name))
        tokens += (system.sourceTokens[combination]?.tokens ?? []).filter { !own.contains($0.name) }
        return tokens
    }

    /// Each token's place: the head's tokens in its combinations' order,
    /// then the base's.
    static func order(head: DesignSystem, base: DesignSystem) -> [SystemTokenName: Int] {
        var order: [SystemTokenName: Int] = [:]
        for system in [head, base] {
            for combination in system.combinations {
                for token in tokens(of: system, in: combination) where order[SystemTokenName(token.name)] == nil {
                    order[SystemTokenName(token.name)] = order.count
                }
            }
        }
        return order
    }

    /// A combination by its axes' names and values, whatever the order of
    /// the axes.
    struct CombinationKey: Hashable {
        var values: [String: String]
        init(_ combination: DesignCombination, axes: [DesignAxis]) {
            values = Dictionary(zip(axes.map(\.name), combination.values).map { ($0, $1) }, uniquingKeysWith: { first, _ in first })
        }
    }
}

extension SystemTokenDiff {
    /// The differences of every combination compared, gathered: one entry
    /// per token, kind and value pair, naming its combinations.
    struct Collector {
        struct Entry {
            var kind: SystemTokenChange.Kind
            var token: SystemTokenName
            var group: SystemTokenGroup
            var before: SystemTokenValue?
            var after: SystemTokenValue?
            var combinations: [DesignCombination]
            /// For `added` and `removed`: the value in each of `combinations`.
            var values: [SystemTokenValue?]
            var valueVaries = false
        }
        struct Key: Hashable {
            var kind: SystemTokenChange.Kind
            var token: SystemTokenName
            /// For `changed` only: added and removed tokens gather whatever their value.
            var before: SystemTokenValue?
            var after: SystemTokenValue?
        }
        let compared: Int
        var entries: [Entry] = []
        var index: [Key: Int] = [:]
        /// Every token name compared.
        var seen: Set<SystemTokenName> = []

        init(compared: Int) { self.compared = compared }

        mutating func compare(_ base: [DTCGToken], _ head: [DTCGToken], in combination: DesignCombination) {
            let before = Dictionary(base.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            let after = Set(head.map(\.name))
            for token in head {
                let name = SystemTokenName(token.name)
                seen.insert(name)
                let now = SystemTokenValue(token)
                guard let old = before[token.name] else {
                    add(.added, name, path: token.path, before: nil, after: now, in: combination)
                    continue
                }
                let was = SystemTokenValue(old)
                if was != now { add(.changed, name, path: token.path, before: was, after: now, in: combination) }
            }
            for token in base where !after.contains(token.name) {
                seen.insert(SystemTokenName(token.name))
                add(.removed, SystemTokenName(token.name), path: token.path, before: SystemTokenValue(token), after: nil, in: combination)
            }
        }

        mutating func add(_ kind: SystemTokenChange.Kind, _ token: SystemTokenName, path: [String],
                          before: SystemTokenValue?, after: SystemTokenValue?, in combination: DesignCombination) {
            let key = kind == .changed ? Key(kind: kind, token: token, before: before, after: after) : Key(kind: kind, token: token)
            if let found = index[key] {
                entries[found].combinations.append(combination)
                entries[found].values.append(after ?? before)
                if entries[found].before != before || entries[found].after != after { entries[found].valueVaries = true }
                return
            }
            index[key] = entries.count
            entries.append(Entry(kind: kind, token: token, group: SystemTokenGroup(path: path), before: before, after: after,
                                 combinations: [combination], values: [after ?? before]))
        }

        /// The entries as changes, renames found, in order.
        func changes(order: [SystemTokenName: Int]) -> [SystemTokenChange] {
            var changes = entries.map { entry in
                SystemTokenChange(kind: entry.kind, token: entry.token, group: entry.group, renamedFrom: nil,
                                  combinations: entry.combinations, everyCombination: entry.combinations.count == compared,
                                  before: entry.before, after: entry.after, valueVaries: entry.valueVaries)
            }
            changes = Self.findingRenames(changes, values: entries.map(\.values))
            var groupOrder: [SystemTokenGroup: Int] = [:]
            for change in changes.sorted(by: { (order[$0.token] ?? .max) < (order[$1.token] ?? .max) })
            where groupOrder[change.group] == nil {
                groupOrder[change.group] = groupOrder.count
            }
            let kinds = SystemTokenChange.Kind.allCases
            return changes.enumerated().sorted { left, right in
                let (a, b) = (left.element, right.element)
                if a.group != b.group { return groupOrder[a.group, default: .max] < groupOrder[b.group, default: .max] }
                if a.token != b.token { return order[a.token, default: .max] < order[b.token, default: .max] }
                if a.kind != b.kind { return (kinds.firstIndex(of: a.kind) ?? 0) < (kinds.firstIndex(of: b.kind) ?? 0) }
                return left.offset < right.offset
            }.map(\.element)
        }

        /// A token removed and another added in the same combinations, with
        /// the same type, value and references in each, and no other
        /// removed or added token like them: one renamed token.
        /// `values`: each change's value in each of its combinations.
        static func findingRenames(_ changes: [SystemTokenChange], values: [[SystemTokenValue?]]) -> [SystemTokenChange] {
            struct Signature: Hashable {
                var combinations: [DesignCombination]
                var values: [SystemTokenValue?]
            }
            var removed: [Signature: [Int]] = [:]
            var added: [Signature: [Int]] = [:]
            for (offset, change) in changes.enumerated() {
                let signature = Signature(combinations: change.combinations, values: values[offset])
                if change.kind == .removed { removed[signature, default: []].append(offset) }
                if change.kind == .added { added[signature, default: []].append(offset) }
            }
            var changes = changes
            var dropped: Set<Int> = []
            for (signature, offsets) in removed {
                guard offsets.count == 1, let addedOffsets = added[signature], addedOffsets.count == 1 else { continue }
                let (old, new) = (offsets[0], addedOffsets[0])
                changes[new].kind = .renamed
                changes[new].renamedFrom = changes[old].token
                changes[new].before = changes[old].before
                dropped.insert(old)
            }
            return changes.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
        }
    }
}
