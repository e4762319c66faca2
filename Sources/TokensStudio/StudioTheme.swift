import Basics
import DTCG

/// One theme of `$themes`: its name, its group, and the token sets it
/// selects, folders expanded.
struct StudioTheme {
    /// How a theme uses a token set.
    enum Status: String, CaseIterable {
        /// The theme's own tokens: its output.
        case enabled
        /// Read so the theme's tokens can name its tokens; not output.
        case source
        /// Not read.
        case disabled
    }

    var name: String
    var group: String?
    var enabled: Set<StudioSetName>
    var source: Set<StudioSetName>

    /// The themes of `node` (the `$themes` list); a theme with a problem
    /// is reported and left out.
    static func read(_ node: DTCGNode, sets: [StudioSetName], diagnostics: inout StudioDiagnostics) -> [StudioTheme] {
        guard let elements = node.elements else {
            diagnostics.error("\"$themes\" must be a list of themes, found \(node.described)", at: node)
            return []
        }
        var themes: [StudioTheme] = []
        for element in elements {
            guard element.members != nil else {
                diagnostics.error("a theme must be an object with \"name\" and \"selectedTokenSets\", found \(element.described)", at: element)
                continue
            }
            guard let name = element["name"]?.string, !name.trimmingSpaces.isEmpty else {
                diagnostics.error("a theme needs a \"name\"", at: element["name"] ?? element)
                continue
            }
            var group: String?
            if let groupNode = element["group"] {
                guard let text = groupNode.string else {
                    diagnostics.error("a theme's \"group\" must be text, found \(groupNode.described)", at: groupNode)
                    continue
                }
                group = text.trimmingSpaces.isEmpty ? nil : text
            }
            var theme = StudioTheme(name: name, group: group, enabled: [], source: [])
            if let selected = element["selectedTokenSets"] {
                guard let members = selected.members else {
                    diagnostics.error("\"selectedTokenSets\" must be an object of token set names and \"enabled\", \"source\" or \"disabled\", found \(selected.described)", at: selected)
                    continue
                }
                for member in members {
                    guard let text = member.value.string, let status = Status(rawValue: text) else {
                        var message = "the token set '\(member.key)' of the theme '\(name)' is \(member.value.described): write \"enabled\", \"source\" or \"disabled\""
                        if let text = member.value.string,
                           let suggestion = EditDistance.suggestion(for: text, among: Status.allCases.map(\.rawValue)) {
                            message += " (did you mean '\(suggestion)'?)"
                        }
                        diagnostics.error(message, at: member.value)
                        continue
                    }
                    guard status != .disabled else { continue }
                    let matched = sets.filter { $0.rawValue == member.key || $0.isInside(member.key) }
                    guard !matched.isEmpty else {
                        var message = "the theme '\(name)' selects the token set '\(member.key)', which is neither a token set nor a folder of them"
                        if let suggestion = EditDistance.suggestion(for: member.key, among: sets.map(\.rawValue)) {
                            message += " (did you mean '\(suggestion)'?)"
                        }
                        diagnostics.error(message, file: member.value.file, at: member.keyLocation)
                        continue
                    }
                    for set in matched {
                        if status == .enabled { theme.enabled.insert(set) } else { theme.source.insert(set) }
                    }
                }
            }
            theme.source.subtract(theme.enabled)
            themes.append(theme)
        }
        return themes
    }

    /// This theme with `other`'s sets too (two entries of one group and
    /// name are one theme); a set enabled in either is enabled.
    func merged(with other: StudioTheme) -> StudioTheme {
        var result = self
        result.enabled.formUnion(other.enabled)
        result.source.formUnion(other.source)
        result.source.subtract(result.enabled)
        return result
    }
}
