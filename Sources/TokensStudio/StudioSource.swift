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
        var sets: [TokenSet] = []
        var themes: DTCGNode?
        var metadata: DTCGNode?
        let layout = TokensStudioReader.Layout(files, folder: folder)
        for file in files {
            diagnostics.register(file.path)
            var syntax = DTCGDiagnostics()
            guard let root = JSONReader.parse(file, diagnostics: &syntax) else {
                diagnostics.append(syntax.failure)
                continue
            }
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
