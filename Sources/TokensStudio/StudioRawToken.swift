import Basics
import DTCG

/// A token as a set writes it, before references and math: its path, its
/// value node and the keys beside it. A class: every combination that
/// reads the token's set shares this one value, and looking it up (as
/// resolving does for each reference) copies a reference, not every field.
final class StudioRawToken: Sendable {
    let path: [String]
    let name: String
    let set: StudioSetName
    /// The `value`/`$value` node.
    let value: DTCGNode
    /// The `type`/`$type` text, its own or its nearest group's; nil when
    /// neither writes one.
    let type: String?
    let description: String?
    let deprecated: JSONValue?
    let extensions: DTCGNode?
    /// An `alpha` written beside the value of a color token.
    let alpha: DTCGNode?
    /// Where the token's name is written.
    let location: SourceLocation
    let file: String

    init(path: [String], name: String, set: StudioSetName, value: DTCGNode, type: String?, description: String?,
         deprecated: JSONValue?, extensions: DTCGNode?, alpha: DTCGNode?, location: SourceLocation, file: String) {
        self.path = path
        self.name = name
        self.set = set
        self.value = value
        self.type = type
        self.description = description
        self.deprecated = deprecated
        self.extensions = extensions
        self.alpha = alpha
        self.location = location
        self.file = file
    }

    /// The keys a token object may hold beside its value.
    static let tokenKeys: Set<String> = ["value", "$value", "type", "$type", "description", "$description",
                                         "$extensions", "extensions", "$deprecated", "deprecated"]

    /// Every token of `set`, in document order.
    static func collect(_ set: StudioSource.TokenSet, diagnostics: inout StudioDiagnostics) -> [StudioRawToken] {
        var tokens: [StudioRawToken] = []
        walk(set.root, path: [], inheritedType: nil, set: set.name, keyLocation: set.root.location,
             into: &tokens, diagnostics: &diagnostics)
        return tokens
    }

    private static func walk(_ node: DTCGNode, path: [String], inheritedType: String?, set: StudioSetName,
                             keyLocation: SourceLocation?, into tokens: inout [StudioRawToken],
                             diagnostics: inout StudioDiagnostics) {
        guard let members = node.members else { return }
        if let value = node["value"] ?? node["$value"], !path.isEmpty {
            tokens.append(token(node, value: value, path: path, inheritedType: inheritedType, set: set,
                                keyLocation: keyLocation, diagnostics: &diagnostics))
            return
        }
        var groupType = inheritedType
        for key in ["type", "$type"] {
            if let text = node[key]?.string { groupType = text }
        }
        for member in members {
            if member.key.hasPrefix("$") { continue }
            if (member.key == "type" || member.key == "description") && member.value.string != nil { continue }
            guard member.value.members != nil else {
                diagnostics.warning("'\((path + [member.key]).joined(separator: "."))' is neither a token (an object with \"value\") nor a group; it is ignored",
                                    file: member.value.file, at: member.keyLocation)
                continue
            }
            walk(member.value, path: path + [member.key], inheritedType: groupType, set: set,
                 keyLocation: member.keyLocation, into: &tokens, diagnostics: &diagnostics)
        }
    }

    private static func token(_ node: DTCGNode, value: DTCGNode, path: [String], inheritedType: String?,
                              set: StudioSetName, keyLocation: SourceLocation?,
                              diagnostics: inout StudioDiagnostics) -> StudioRawToken {
        for (plain, dollar) in [("value", "$value"), ("type", "$type"), ("description", "$description")] {
            if let first = node.member(named: plain), let second = node.member(named: dollar) {
                diagnostics.error("'\(path.joined(separator: "."))' has both \"\(plain)\" and \"\(dollar)\": keep one (Tokens Studio writes \"\(plain)\", its DTCG mode \"\(dollar)\")",
                                  file: second.value.file, at: second.keyLocation ?? first.keyLocation)
            }
        }
        var type = inheritedType
        for key in ["type", "$type"] {
            guard let typeNode = node[key] else { continue }
            if let text = typeNode.string {
                type = text
            } else {
                diagnostics.error("a token's \"\(key)\" must be text, found \(typeNode.described)", at: typeNode)
            }
        }
        var description: String?
        for key in ["description", "$description"] {
            guard let node = node[key] else { continue }
            if let text = node.string {
                description = text
            } else {
                diagnostics.error("a token's \"\(key)\" must be text, found \(node.described)", at: node)
            }
        }
        let deprecated = (node["$deprecated"] ?? node["deprecated"])?.json
        return StudioRawToken(path: path, name: path.joined(separator: "."), set: set, value: value, type: type,
                              description: description, deprecated: deprecated,
                              extensions: node["$extensions"] ?? node["extensions"],
                              alpha: node["alpha"],
                              location: keyLocation ?? node.location ?? SourceLocation(line: 1, column: 1),
                              file: node.file)
    }
}

extension DTCGNode {
    /// The member named `key` (the last one if written twice).
    func member(named key: String) -> DTCGMember? {
        members?.last { $0.key == key }
    }
}
