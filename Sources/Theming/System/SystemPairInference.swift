import Basics
import DTCG

/// Finds a design system's contrast pairs from its token names: a text,
/// foreground, fg or icon token over a background, bg or surface token
/// whose name is the same but for that word (`color.text.default` over
/// `color.background.default`, `button.primary.fg` over
/// `button.primary.bg`, `primary-fg` over `primary-bg`), and an on-X or
/// X-foreground token over X (`color.on-primary` over `color.primary`,
/// `card-foreground` over `card`). Icons are non-text; the rest text.
public enum SystemPairInference {
    static let foregroundWords: Set<String> = ["text", "foreground", "fg", "icon"]
    static let backgroundWords: Set<String> = ["background", "bg", "surface"]

    /// The color tokens pairs are inferred among: each combination's own
    /// tokens and its `source` tokens (component tokens, such as Lion's
    /// button, are often kept in source sets), each name once, in the
    /// order the combinations first define them.
    static func colorNames(_ system: DesignSystem) -> [(name: String, path: [String])] {
        var seen = Set<String>()
        var result: [(name: String, path: [String])] = []
        for combination in system.combinations {
            for set in [system.tokens[combination], system.sourceTokens[combination]] {
                for token in set?.tokens ?? [] where token.type == .color && seen.insert(token.name).inserted {
                    result.append((token.name, token.path))
                }
            }
        }
        return result
    }

    /// The pairs of `system`, foregrounds in the order they are defined,
    /// each foreground's backgrounds in theirs; each pair once.
    public static func pairs(in system: DesignSystem) -> [SystemContrastPair] {
        let tokens = colorNames(system)
        // Where each token would be the background: by its name with one
        // part replaced by a marker and that part's words without the role
        // word (`color.\u{1E}default`), and by each part's own words (X).
        var backgrounds: [String: [Int]] = [:]
        var plain: [String: [Int]] = [:]
        let words = tokens.map { $0.path.map(TokenWords.split) }
        for (index, token) in tokens.enumerated() {
            for (part, partWords) in words[index].enumerated() where !partWords.isEmpty {
                plain[key(token.path, part, partWords), default: []].append(index)
                if backgroundWords.contains(partWords[0]) {
                    backgrounds[key(token.path, part, ["\u{1D}"] + partWords.dropFirst()), default: []].append(index)
                }
                if partWords.count > 1, let last = partWords.last, backgroundWords.contains(last) {
                    backgrounds[key(token.path, part, ["\u{1D}"] + partWords.dropLast()), default: []].append(index)
                }
            }
        }
        var pairs: [SystemContrastPair] = []
        var seen = Set<[Int]>()
        for (index, token) in tokens.enumerated() {
            for (part, partWords) in words[index].enumerated() where !partWords.isEmpty {
                let original = token.path[part]
                var found: [(background: Int, role: String)] = []
                if foregroundWords.contains(partWords[0]) {
                    let stripped = ["\u{1D}"] + partWords.dropFirst()
                    found += (backgrounds[key(token.path, part, Array(stripped))] ?? []).map { ($0, partWords[0]) }
                }
                if partWords.count > 1, let last = partWords.last, foregroundWords.contains(last) {
                    let rest = Array(partWords.dropLast())
                    found += (backgrounds[key(token.path, part, ["\u{1D}"] + rest)] ?? []).map { ($0, last) }
                    found += (plain[key(token.path, part, rest)] ?? []).map { ($0, last) }
                }
                if partWords.count > 1, partWords[0] == "on" {
                    found += (plain[key(token.path, part, Array(partWords.dropFirst()))] ?? []).map { ($0, "on") }
                }
                for (background, role) in found where background != index && seen.insert([index, background]).inserted {
                    let backgroundPart = tokens[background].path[part]
                    pairs.append(SystemContrastPair(foreground: token.name, background: tokens[background].name,
                                                    use: role == "icon" ? .nonText : .text,
                                                    origin: .inferred(reason: "'\(original)' over '\(backgroundPart)'")))
                }
            }
        }
        return pairs
    }

    /// `path` with part `part` replaced by `words`, marked so that no
    /// name can be the key of another.
    static func key(_ path: [String], _ part: Int, _ words: [String]) -> String {
        var key = ""
        for (index, name) in path.enumerated() {
            if index > 0 { key += "\u{1F}" }
            key += index == part ? "\u{1E}" + words.joined(separator: "-") : name
        }
        return key
    }
}
