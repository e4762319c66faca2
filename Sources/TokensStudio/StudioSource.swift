import Basics
import DTCG

/// A Tokens Studio system's files, read: its token sets in token set
/// order, its themes, and where each came from.
struct StudioSource {
    /// One token set: the tree of groups and tokens under its name.
    struct TokenSet {
        var name: StudioSetName
        var root: DTCGNode
    }

    var sets: [TokenSet]
    /// `$themes`, as written (nil when the system has none).
    var themes: DTCGNode?

    /// Reads `files` as one file with sets as top-level keys, or as a
    /// folder (`folder`) of set files with `$themes.json` and
    /// `$metadata.json`.
    static func read(_ files: [DTCGFile], folder: String, diagnostics: inout StudioDiagnostics) -> StudioSource {
        var parsed: [String: ParsedFile] = [:]
        return read(files, folder: folder, diagnostics: &diagnostics, parsed: &parsed)
    }

    /// A file that parsed, with the text it was parsed from.
    struct ParsedFile: Sendable {
        var text: String
        var root: DTCGNode
    }

    /// `read`, taking each file's parse from `parsed` (by path) when its
    /// text is the same, and leaving there each file that parses: a parse
    /// that succeeds reports nothing, so taking it again is reading it
    /// again.
    static func read(_ files: [DTCGFile], folder: String, diagnostics: inout StudioDiagnostics,
                     parsed: inout [String: ParsedFile]) -> StudioSource {
        var kept: [String: ParsedFile] = [:]
        defer { parsed = kept }
        var sets: [TokenSet] = []
        var themes: DTCGNode?
        var metadata: DTCGNode?
        let layout = TokensStudioReader.Layout(files, folder: folder)
        for file in files {
            diagnostics.register(file.path)
            let root: DTCGNode
            if let earlier = parsed[file.path], earlier.text == file.text {
                root = earlier.root
            } else {
                var syntax = DTCGDiagnostics()
                guard let read = JSONReader.parse(file, diagnostics: &syntax) else {
                    diagnostics.append(syntax.failure)
                    continue
                }
                root = read
            }
            kept[file.path] = ParsedFile(text: file.text, root: root)
            let name = TokensStudioReader.relativeName(of: file.path, in: folder)
            switch layout {
            case .folder:
                if name == "$themes.json" {
                    themes = root
                } else if name == "$metadata.json" {
                    metadata = root
                } else {
                    guard root.members != nil else {
                        diagnostics.error("a token set file holds an object of groups and tokens, found \(root.described)", at: root)
                        continue
                    }
                    let setName = name.hasSuffix(".json") ? String(name.dropLast(5)) : name
                    sets.append(TokenSet(name: StudioSetName(setName), root: root))
                }
            case .singleFile:
                guard let members = root.members else {
                    diagnostics.error("a Tokens Studio file holds an object of token sets, found \(root.described)", at: root)
                    continue
                }
                // A file of tokens, not of sets: one set, named after the
                // file (its `$` keys are skipped as a group's are).
                if !holdsSets(root) {
                    var setName = name.split(separator: "/").last.map(String.init) ?? name
                    for suffix in [".json", ".tokens"] where setName.hasSuffix(suffix) { setName.removeLast(suffix.count) }
                    themes = root["$themes"]
                    metadata = root["$metadata"]
                    sets.append(TokenSet(name: StudioSetName(setName), root: root))
                    continue
                }
                for member in members {
                    switch member.key {
                    case "$themes": themes = member.value
                    case "$metadata": metadata = member.value
                    default:
                        guard member.value.members != nil else {
                            diagnostics.error("the token set '\(member.key)' must be an object of groups and tokens, found \(member.value.described)", file: file.path, at: member.keyLocation)
                            continue
                        }
                        sets.append(TokenSet(name: StudioSetName(member.key), root: member.value))
                    }
                }
            }
        }
        return StudioSource(sets: ordered(sets, by: metadata, diagnostics: &diagnostics), themes: themes)
    }

    /// Whether one file's top-level keys are token sets (Tokens Studio's
    /// single-file export) rather than groups (a file of tokens):
    /// - `$themes` or `$metadata` at the top level: sets;
    /// - a token at the top level: groups;
    /// - references that start with a top-level key (`{color.red}` beside
    ///   `"color": {...}`): groups; references that all start otherwise:
    ///   sets (their names leave the set out);
    /// - no references: groups (the two readings differ only in names).
    static func holdsSets(_ root: DTCGNode) -> Bool {
        guard let members = root.members else { return false }
        if members.contains(where: { $0.key == "$themes" || $0.key == "$metadata" }) { return true }
        if members.contains(where: { !$0.key.hasPrefix("$") && isToken($0.value) }) { return false }
        let topLevel = Set(members.map(\.key))
        var firstSegments: [Substring] = []
        collectReferenceStarts(root, into: &firstSegments, depth: 0)
        guard !firstSegments.isEmpty else { return false }
        return !firstSegments.contains { topLevel.contains(String($0)) }
    }

    private static func collectReferenceStarts(_ node: DTCGNode, into starts: inout [Substring], depth: Int) {
        guard depth < 128 else { return }
        if let text = node.string {
            var rest = Substring(text)
            while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
                let inner = rest[rest.index(after: open)..<close]
                starts.append(inner.split(separator: ".").first ?? inner)
                rest = rest[rest.index(after: close)...]
            }
        }
        for member in node.members ?? [] { collectReferenceStarts(member.value, into: &starts, depth: depth + 1) }
        for element in node.elements ?? [] { collectReferenceStarts(element, into: &starts, depth: depth + 1) }
    }

    /// Whether `node` is a token: an object with `value` or `$value`.
    static func isToken(_ node: DTCGNode) -> Bool {
        node.members != nil && (node["value"] != nil || node["$value"] != nil)
    }

    /// The sets in `$metadata.tokenSetOrder`'s order, then the sets it does
    /// not name in the order they were read. Names there that are no set
    /// are reported in one warning (Tokens Studio ignores them).
    private static func ordered(_ sets: [TokenSet], by metadata: DTCGNode?, diagnostics: inout StudioDiagnostics) -> [TokenSet] {
        guard let metadata, let order = metadata["tokenSetOrder"] else { return sets }
        guard let names = order.elements else {
            diagnostics.error("\"tokenSetOrder\" must be a list of token set names, found \(order.described)", at: order)
            return sets
        }
        var result: [TokenSet] = []
        var placed = Set<StudioSetName>()
        var unknown: [String] = []
        for node in names {
            guard let name = node.string else {
                diagnostics.error("\"tokenSetOrder\" lists token set names, found \(node.described)", at: node)
                continue
            }
            guard let set = sets.first(where: { $0.name.rawValue == name }) else {
                unknown.append(name)
                continue
            }
            if placed.insert(set.name).inserted { result.append(set) }
        }
        if !unknown.isEmpty {
            let listed = unknown.map { "'\($0)'" }.joined(separator: ", ")
            var message = "\"tokenSetOrder\" names \(unknown.count == 1 ? "a set" : "\(unknown.count) sets") that \(unknown.count == 1 ? "is" : "are") not among the token sets (\(listed)); ignored, and the sets it does not name keep the order they were read in"
            if unknown.count == 1, let suggestion = EditDistance.suggestion(for: unknown[0], among: sets.map(\.name.rawValue)) {
                message += " (did you mean '\(suggestion)'?)"
            }
            diagnostics.warning(message, at: order)
        }
        return result + sets.filter { !placed.contains($0.name) }
    }
}
