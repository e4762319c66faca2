import Basics
extension DTCGGroup {
    /// The tokens and groups of a file's top-level object, every problem of
    /// their structure (names, properties, tokens that are also groups)
    /// reported.
    static func read(_ root: DTCGNode, diagnostics: inout DTCGDiagnostics) -> DTCGGroup? {
        guard let members = root.members else {
            diagnostics.error("expected an object of tokens and groups, found \(root.described)", at: root)
            return nil
        }
        return read(members, path: [], diagnostics: &diagnostics)
    }

    private static func read(_ members: [DTCGMember], path: [String], diagnostics: inout DTCGDiagnostics) -> DTCGGroup {
        var group = DTCGGroup()
        let groupName = path.isEmpty ? "the top level" : "group '\(path.joined(separator: "."))'"
        for member in members {
            let key = member.key
            if key == "$root" {
                if let token = tokenObject(member, path: path + [key], diagnostics: &diagnostics) {
                    group.children.append(DTCGGroupChild(name: key, keyLocation: member.keyLocation, file: member.value.file, item: .token(token)))
                }
                continue
            }
            if key.hasPrefix("$") {
                if propertyNames.contains(key) {
                    if checkProperty(member, diagnostics: &diagnostics) {
                        group.properties[key] = member
                    }
                } else if key == "$schema" && path.isEmpty {
                    continue
                } else if key == "$ref" {
                    diagnostics.error("\(groupName) has \"$ref\" next to tokens or groups: to extend a group, write \"$extends\": \"{group}\"", atKeyOf: member)
                } else {
                    var message = "unknown group property '\(key)'"
                    if let suggestion = EditDistance.suggestion(for: key, among: propertyNames) {
                        message += "; did you mean '\(suggestion)'?"
                    } else {
                        message += " in \(groupName) (names must not start with '$'; group properties are \(propertyNames.joined(separator: ", ")))"
                    }
                    diagnostics.error(message, atKeyOf: member)
                }
                continue
            }
            guard checkName(member, isGroup: !isToken(member.value), diagnostics: &diagnostics) else { continue }
            let childPath = path + [key]
            guard let childMembers = member.value.members else {
                diagnostics.error(notAnObjectMessage(member, path: childPath), at: member.value)
                continue
            }
            if isToken(member.value) {
                if let token = tokenObject(member, path: childPath, diagnostics: &diagnostics) {
                    group.children.append(DTCGGroupChild(name: key, keyLocation: member.keyLocation, file: member.value.file, item: .token(token)))
                }
            } else {
                let nested = read(childMembers, path: childPath, diagnostics: &diagnostics)
                group.children.append(DTCGGroupChild(name: key, keyLocation: member.keyLocation, file: member.value.file, item: .group(nested)))
            }
        }
        return group
    }

    /// An object with `$value` is a token; so is one with a `$ref` (a JSON
    /// Pointer standing for the value) and nothing but token properties.
    private static func isToken(_ node: DTCGNode) -> Bool {
        guard let members = node.members else { return false }
        if members.contains(where: { $0.key == "$value" }) { return true }
        return members.contains { $0.key == "$ref" } && members.allSatisfy { $0.key.hasPrefix("$") }
    }

    private static func notAnObjectMessage(_ member: DTCGMember, path: [String]) -> String {
        if ["value", "type", "description", "extensions", "deprecated"].contains(member.key) {
            return "'\(member.key)' needs a '$': write \"$\(member.key)\" (DTCG 2025.10 prefixes token properties with '$')"
        }
        if member.key == "comment" {
            return "'comment' is Style Dictionary's older name for a description: write \"$description\""
        }
        return "expected '\(path.joined(separator: "."))' to be a token (an object with \"$value\") or a group, found \(member.value.described)"
    }

    /// Names must not contain `.`, `{` or `}` (aliases use them).
    private static func checkName(_ member: DTCGMember, isGroup: Bool, diagnostics: inout DTCGDiagnostics) -> Bool {
        let name = member.key
        let kind = isGroup ? "group" : "token"
        if name.contains(".") {
            let parts = name.split(separator: ".", omittingEmptySubsequences: false)
            var message = "\(kind) name '\(name)' must not contain '.'"
            if parts.count == 2, !parts.contains(where: \.isEmpty) {
                message += "; nest it instead: \"\(parts[0])\": {\"\(parts[1])\": …}"
            }
            diagnostics.error(message, atKeyOf: member)
            return false
        }
        if let brace = name.first(where: { $0 == "{" || $0 == "}" }) {
            diagnostics.error("\(kind) name '\(name)' must not contain '\(brace)'", atKeyOf: member)
            return false
        }
        return true
    }

    /// The token object, its properties checked; nil when it is not one.
    private static func tokenObject(_ member: DTCGMember, path: [String], diagnostics: inout DTCGDiagnostics) -> DTCGNode? {
        let name = path.joined(separator: ".")
        guard let members = member.value.members, isToken(member.value) else {
            diagnostics.error("expected '\(name)' to be a token (an object with \"$value\"), found \(member.value.described)", at: member.value)
            return nil
        }
        let hasValue = members.contains { $0.key == "$value" }
        var kept: [DTCGMember] = []
        for property in members {
            let key = property.key
            if key == "$ref" && !hasValue {
                kept.append(property)
            } else if tokenPropertyNames.contains(key) {
                if key == "$value" || checkProperty(property, diagnostics: &diagnostics) {
                    kept.append(property)
                }
            } else if key.hasPrefix("$") {
                var message = "unknown token property '\(key)'"
                if let suggestion = EditDistance.suggestion(for: key, among: tokenPropertyNames) {
                    message += "; did you mean '\(suggestion)'?"
                } else {
                    message += " in token '\(name)' (token properties are \(tokenPropertyNames.joined(separator: ", ")))"
                }
                diagnostics.error(message, atKeyOf: property)
                // Kept so that the token is known to be malformed.
                kept.append(property)
            } else {
                if key == "comment" {
                    diagnostics.error("'comment' is Style Dictionary's older name for a description: write \"$description\"", atKeyOf: property)
                } else if key == "alpha" {
                    diagnostics.error("'alpha' beside \"$value\" is not DTCG: put the opacity in the color, as a color object's \"alpha\" ({\"colorSpace\": \"srgb\", \"components\": [1, 1, 1], \"alpha\": 0.5}) or a #RRGGBBAA hex string", atKeyOf: property)
                } else {
                    diagnostics.error("token '\(name)' cannot also hold '\(key)': a token (an object with \"$value\") is not a group", atKeyOf: property)
                }
            }
        }
        var token = member.value
        token.kind = .object(kept)
        return token
    }

    /// Whether a `$type`, `$description`, `$deprecated` or `$extensions` has
    /// the right kind of value.
    private static func checkProperty(_ property: DTCGMember, diagnostics: inout DTCGDiagnostics) -> Bool {
        let value = property.value
        switch property.key {
        case "$type":
            guard let text = value.string else {
                diagnostics.error("expected '$type' to be a type name such as 'color', found \(value.described)", at: value)
                return false
            }
            guard DTCGType(rawValue: text) != nil else {
                if let legacy = DTCGType.legacy(text) {
                    diagnostics.error(legacy, at: value)
                    return true
                }
                var message = "unknown type '\(text)'"
                if let suggestion = EditDistance.suggestion(for: text, among: DTCGType.allCases.map(\.rawValue)) {
                    message += "; did you mean '\(suggestion)'?"
                } else {
                    message += " (types: \(DTCGType.allCases.map(\.rawValue).joined(separator: ", ")))"
                }
                diagnostics.error(message, at: value)
                return true
            }
        case "$description":
            if value.string == nil {
                diagnostics.error("expected '$description' to be text, found \(value.described)", at: value)
                return false
            }
        case "$deprecated":
            switch value.kind {
            case .bool, .string: break
            default:
                diagnostics.error("expected '$deprecated' to be true, false or text saying what to use instead, found \(value.described)", at: value)
                return false
            }
        case "$extensions":
            if value.members == nil {
                diagnostics.error("expected '$extensions' to be an object of vendor keys, found \(value.described)", at: value)
                return false
            }
        default:
            break
        }
        return true
    }
}
