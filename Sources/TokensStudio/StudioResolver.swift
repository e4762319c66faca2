import Basics
import DTCG

/// Resolves the tokens one combination reads: references (whole values
/// and inside text), then each Tokens Studio type read into a DTCG value,
/// with math and color modifiers computed.
struct StudioResolver {
    /// A token resolved: the DTCG token, and the JSON another token's
    /// reference to it is replaced with (`"16px"`, a color object, a
    /// typography object with its references resolved).
    struct Resolved {
        var token: DTCGToken
        var json: JSONValue
    }

    let tokens: [String: StudioRawToken]
    /// Every token name of the system, with the first set that has it, for
    /// messages about a reference to a set this combination does not read.
    let everywhere: [String: StudioSetName]
    /// How messages name the combination (`Casual, Green`); empty for a
    /// system without themes.
    let combinationName: String
    var diagnostics: StudioDiagnostics

    /// Tokens resolved in earlier combinations, reused when every token
    /// they read comes from the same set here.
    var cache: Cache

    private var memo: [String: Resolved?] = [:]
    /// The tokens each resolved token read (itself included), by the set
    /// each came from.
    private var memoDependencies: [String: [String: StudioSetName]] = [:]
    private var dependencyStack: [[String: StudioSetName]] = []
    /// For each token being resolved: whether it (and everything it read)
    /// resolved without a problem reported.
    private var cleanStack: [Bool] = []
    /// Tokens resolved here whose resolving (theirs or a token's they read)
    /// reported a problem.
    private var noisy: Set<String> = []
    private var stack: [String] = []
    private var cycleMembers: Set<String> = []
    private lazy var names: [String] = tokens.keys.sorted()

    /// Resolved tokens of every combination so far, each with the
    /// definitions it was resolved from: most of a system's tokens read
    /// the same definitions in every combination.
    struct Cache {
        /// A class: looking an entry up, and copying the cache to each
        /// combination and from one reading to the next, copies a
        /// reference, not its dictionary and token.
        final class Entry: Sendable {
            let dependencies: [String: StudioSetName]
            let resolved: Resolved
            /// No problem was reported resolving it or any token it read:
            /// it may be kept for the next reading of the files
            /// (`TokensStudioReuse`), whose messages it would lack.
            let clean: Bool

            init(dependencies: [String: StudioSetName], resolved: Resolved, clean: Bool) {
                self.dependencies = dependencies
                self.resolved = resolved
                self.clean = clean
            }
        }
        var entries: [String: [Entry]] = [:]
    }

    /// The set a dependency records for a name read but not found (a
    /// reference `{a.value}` read as `{a}`): a token of that name added
    /// later is not the one resolved without it.
    static let absent = StudioSetName("\u{0}absent")

    /// Whether every token resolved so far, and every token they read,
    /// resolved without a problem.
    var isClean: Bool { noisy.isEmpty }

    /// Whether `entry` was resolved from the very definitions `tokens` holds.
    func matches(_ entry: Cache.Entry) -> Bool {
        entry.dependencies.allSatisfy { (tokens[$0.key]?.set ?? StudioResolver.absent) == $0.value }
    }

    init(tokens: [String: StudioRawToken], everywhere: [String: StudioSetName], combinationName: String,
         diagnostics: StudioDiagnostics, cache: Cache = Cache()) {
        self.tokens = tokens
        self.everywhere = everywhere
        self.combinationName = combinationName
        self.diagnostics = diagnostics
        self.cache = cache
    }

    mutating func resolve(_ name: String) -> Resolved? {
        if let done = memo[name] {
            noteDependencies(memoDependencies[name] ?? [:], clean: !noisy.contains(name))
            return done
        }
        guard let raw = tokens[name] else { return nil }
        if let hit = cache.entries[name]?.first(where: matches) {
            memo[name] = .some(hit.resolved)
            memoDependencies[name] = hit.dependencies
            if !hit.clean { noisy.insert(name) }
            noteDependencies(hit.dependencies, clean: hit.clean)
            return hit.resolved
        }
        stack.append(name)
        dependencyStack.append([name: raw.set])
        cleanStack.append(true)
        let problemsBefore = diagnostics.problems.count
        let result = resolveUncached(raw)
        let dependencies = dependencyStack.removeLast()
        let clean = cleanStack.removeLast() && diagnostics.problems.count == problemsBefore
        stack.removeLast()
        let resolved = cycleMembers.contains(name) ? nil : result
        memo[name] = .some(resolved)
        memoDependencies[name] = dependencies
        if !clean { noisy.insert(name) }
        noteDependencies(dependencies, clean: clean)
        if let resolved {
            cache.entries[name, default: []].append(Cache.Entry(dependencies: dependencies, resolved: resolved, clean: clean))
        }
        return resolved
    }

    /// Notes that the token being resolved reads `name`, which is not
    /// there (its value is read without it).
    private mutating func noteAbsent(_ name: String) {
        noteDependencies([name: StudioResolver.absent], clean: true)
    }

    /// Adds what a token read to what the token being resolved reads.
    private mutating func noteDependencies(_ dependencies: [String: StudioSetName], clean: Bool) {
        guard !dependencyStack.isEmpty else { return }
        dependencyStack[dependencyStack.count - 1].merge(dependencies) { first, _ in first }
        if !clean { cleanStack[cleanStack.count - 1] = false }
    }

    private mutating func resolveUncached(_ raw: StudioRawToken) -> Resolved? {
        var references: [String] = []
        var type = raw.type
        if type == nil {
            if let alias = StudioResolver.wholeReference(raw.value.string), let target = tokens[alias] {
                type = target.type
            }
        }
        var studioType = StudioType(written: type ?? "other") ?? .other
        if let written = type, StudioType(written: written) == nil {
            var message = "'\(written)' is not a Tokens Studio token type: read as 'other' (its value kept as written)"
            if let suggestion = EditDistance.suggestion(for: written, among: StudioType.written) {
                message += "; did you mean '\(suggestion)'?"
            }
            diagnostics.warning(message, file: raw.file, at: raw.location)
            studioType = .other
        }
        if type == nil {
            diagnostics.warning("the token '\(raw.name)' has no \"type\": read as 'other'", file: raw.file, at: raw.location)
        }
        guard let json = substitute(raw.value, references: &references) else { return nil }
        var reader = StudioValueReader(token: raw, diagnostics: diagnostics)
        var modifier: StudioColorModifier?
        if studioType == .color, let modify = raw.extensions?["studio.tokens"]?["modify"] {
            guard let modifyJSON = substitute(modify, references: &references) else { return nil }
            guard let read = reader.modifier(modifyJSON, at: modify) else {
                diagnostics = reader.diagnostics
                return nil
            }
            modifier = read
        }
        let typed = reader.read(json, as: studioType, at: raw.value, modifier: modifier)
        diagnostics = reader.diagnostics
        guard let typed else { return nil }
        var extensions = raw.extensions?.json
        if let extra = typed.studioExtensions {
            extensions = StudioResolver.adding(extra, to: extensions)
        }
        var seen = Set<String>()
        let token = DTCGToken(path: raw.path, type: typed.type, value: typed.value, description: raw.description,
                              deprecated: raw.deprecated, extensions: extensions, location: raw.location, file: raw.file,
                              references: references.filter { seen.insert($0).inserted },
                              sourceType: type ?? "other")
        return Resolved(token: token, json: typed.json)
    }

    // MARK: - References

    /// `node` as JSON with every `{reference}` replaced: a whole-value
    /// reference by the named token's JSON, one inside text by its text.
    private mutating func substitute(_ node: DTCGNode, references: inout [String]) -> JSONValue? {
        if let elements = node.elements {
            var values: [JSONValue] = []
            var failed = false
            for element in elements {
                if let value = substitute(element, references: &references) { values.append(value) } else { failed = true }
            }
            return failed ? nil : .array(values)
        }
        if let members = node.members {
            var values: [(String, JSONValue)] = []
            var failed = false
            for member in members {
                if let value = substitute(member.value, references: &references) {
                    values.append((member.key, value))
                } else {
                    failed = true
                }
            }
            return failed ? nil : .object(values)
        }
        // A byte search: `String.contains` with a string goes through Foundation.
        guard let text = node.string, text.utf8.contains(UInt8(ascii: "{")) else { return node.json }
        if let name = StudioResolver.wholeReference(text) {
            guard let target = reference(name, at: node, references: &references) else { return nil }
            return target.json
        }
        var result = ""
        var rest = Substring(text)
        var failed = false
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            result += rest[..<open]
            let name = String(rest[rest.index(after: open)..<close]).trimmingSpaces
            if let target = reference(name, at: node, references: &references) {
                result += StudioResolver.text(of: target.json)
            } else {
                failed = true
            }
            rest = rest[rest.index(after: close)...]
        }
        result += rest
        return failed ? nil : .string(result)
    }

    /// The token `name` names, resolved; nil (reported) when there is none
    /// or it is part of a cycle.
    private mutating func reference(_ written: String, at node: DTCGNode, references: inout [String]) -> Resolved? {
        var name = written
        if tokens[name] == nil, name.hasSuffix(".value"), tokens[String(name.dropLast(6))] != nil {
            noteAbsent(name)
            name = String(name.dropLast(6))
        }
        guard tokens[name] != nil else {
            reportMissing(written, at: node)
            return nil
        }
        references.append(name)
        if let start = stack.firstIndex(of: name) {
            let hops = stack[start...]
            if cycleMembers.isDisjoint(with: hops) {
                diagnostics.error("reference cycle: " + (hops + [name]).joined(separator: " -> "), at: node)
            }
            cycleMembers.formUnion(hops)
            return nil
        }
        return resolve(name)
    }

    private mutating func reportMissing(_ name: String, at node: DTCGNode) {
        if let set = everywhere[name] {
            diagnostics.error("reference '{\(name)}' names a token of the set '\(set)', which \(combinationName.isEmpty ? "is not read" : "the themes \(combinationName) do not read (their \"selectedTokenSets\" leave it out)")", at: node)
            return
        }
        var message = "reference '{\(name)}' points to nothing: there is no token '\(name)'"
        if let suggestion = EditDistance.suggestion(for: name, among: names, maximum: max(2, name.count / 5)) {
            message += "; did you mean '\(suggestion)'?"
        }
        diagnostics.error(message, at: node)
    }

    /// `color.black` for the text `{color.black}`; nil for other text.
    static func wholeReference(_ text: String?) -> String? {
        guard let written = text, written.utf8.contains(UInt8(ascii: "{")) else { return nil }
        let text = written.trimmingSpaces
        guard text.hasPrefix("{"), text.hasSuffix("}"), text.count >= 3 else { return nil }
        let inner = text.dropFirst().dropLast()
        guard !inner.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) else { return nil }
        return String(inner).trimmingSpaces
    }

    /// What a reference inside text is replaced with.
    static func text(of json: JSONValue) -> String {
        switch json {
        case .string(let text): return text
        case .number(let value): return JSONValue.number(value)
        case .bool(let value): return value ? "true" : "false"
        case .null: return "null"
        case .object where json["colorSpace"] != nil:
            return (try? StudioColorText.object(json)).map(StudioColorText.text) ?? json.serialized()
        default: return json.serialized()
        }
    }

    /// `extensions` with `extra`'s members added under `studio.tokens`.
    static func adding(_ extra: [(String, JSONValue)], to extensions: JSONValue?) -> JSONValue {
        var members: [(String, JSONValue)] = []
        if case .object(let existing)? = extensions { members = existing }
        var studio: [(String, JSONValue)] = []
        if let index = members.firstIndex(where: { $0.0 == "studio.tokens" }) {
            if case .object(let existing) = members[index].1 { studio = existing }
            members.remove(at: index)
        }
        for (key, value) in extra {
            studio.removeAll { $0.0 == key }
            studio.append((key, value))
        }
        members.append(("studio.tokens", .object(studio)))
        return .object(members)
    }
}
