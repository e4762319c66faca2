import Basics
/// Gives every token its type and value: follows aliases (`{color.accent}`,
/// chains of them, inside composite values too) and JSON Pointers
/// (`{"$ref": "#/color/blue/$value/components/0"}`), reporting references
/// to nothing (with a did-you-mean) and cycles (hop by hop).
struct DTCGTokenResolver {
    /// A token's type and value, and its value as JSON with every reference
    /// resolved (colors as color objects), which JSON Pointers reach into.
    struct Resolved {
        var type: DTCGType
        var value: DTCGValue
        var json: DTCGNode
        /// The token a whole-value alias names (see `DTCGToken.references`).
        var references: [String] = []
    }

    private enum State {
        case resolving
        case done(Resolved)
        case failed
    }

    let root: DTCGGroup
    private let raw: [String: DTCGRawToken]
    private let order: [String]
    private var states: [String: State] = [:]
    /// The tokens being resolved, outermost first, each with the reference
    /// it is following.
    private var stack: [(name: String, via: DTCGNode?)] = []
    private var cycleMembers: Set<String> = []
    /// The most aliases followed in a row.
    static let maximumChain = 50
    private var reportedLongChain = false
    var diagnostics = DTCGDiagnostics()

    init(root: DTCGGroup, tokens: [DTCGRawToken]) {
        self.root = root
        var raw: [String: DTCGRawToken] = [:]
        for token in tokens { raw[token.name] = token }
        self.raw = raw
        self.order = tokens.map(\.name)
    }

    /// Every token that resolves, in document order.
    mutating func resolveAll() -> [DTCGToken] {
        var tokens: [DTCGToken] = []
        for name in order {
            guard let token = raw[name], let resolved = resolve(name) else { continue }
            tokens.append(DTCGToken(path: token.path, type: resolved.type, value: resolved.value,
                                    description: token.description, deprecated: token.deprecated,
                                    extensions: token.extensions, location: token.location, file: token.file,
                                    references: resolved.references))
        }
        return tokens
    }

    // MARK: - Tokens

    private mutating func resolve(_ name: String) -> Resolved? {
        switch states[name] {
        case .done(let resolved): return resolved
        case .failed, .resolving: return nil
        case nil: break
        }
        guard let token = raw[name] else { return nil }
        states[name] = .resolving
        stack.append((name, nil))
        let resolved = compute(token)
        stack.removeLast()
        if let resolved, !cycleMembers.contains(name) {
            states[name] = .done(resolved)
            return resolved
        }
        states[name] = .failed
        return nil
    }

    private mutating func compute(_ token: DTCGRawToken) -> Resolved? {
        let type: DTCGType
        var references: [String] = []
        if let own = token.ownType {
            // An unknown type was reported where it is written.
            guard let known = own.string.flatMap(DTCGType.init(rawValue:)) else { return nil }
            type = known
        } else if let target = referencedToken(token.value) {
            guard let resolved = follow(target, via: token.value) else { return nil }
            type = resolved.type
            references = [target]
        } else if let inherited = token.groupType {
            guard let known = inherited.string.flatMap(DTCGType.init(rawValue:)) else { return nil }
            type = known
        } else {
            guard !token.isMalformed else { return nil }
            diagnostics.error("token '\(token.name)' has no type: add \"$type\" to it or to a group above it",
                              file: token.file, at: token.location)
            return nil
        }
        guard let value = typed(token.value, as: type) else { return nil }
        let json: DTCGNode
        if case .other(let other) = value {
            json = DTCGNode(json: other, file: token.value.file, location: token.value.location)
        } else if type == .color {
            json = DTCGNode(json: value.json, file: token.value.file, location: token.value.location)
        } else {
            guard let resolved = resolvedJSON(token.value) else { return nil }
            json = resolved
        }
        if references.isEmpty, let target = referencedToken(token.value), case .done? = states[target] {
            // Typed tokens follow their alias while reading the value.
            references = [target]
        }
        return Resolved(type: type, value: value, json: json, references: references)
    }

    /// The token a whole value stands for: `{a.b}`, or `{"$ref": "#/a/b"}`
    /// or `{"$ref": "#/a/b/$value"}` naming a token.
    private func referencedToken(_ value: DTCGNode) -> String? {
        if let path = value.aliasPath { return path }
        guard let text = value.reference?.value.string, value.members?.count == 1,
              let pointer = DTCGPointer(text), pointer.file.isEmpty else { return nil }
        var segments = pointer.segments
        if segments.last == "$value" { segments.removeLast() }
        guard !segments.isEmpty, case .token = root.item(at: segments) else { return nil }
        return segments.joined(separator: ".")
    }

    /// The token an alias or pointer names, resolved; nil (reported) when
    /// there is no such token or following it comes back to a token being
    /// resolved.
    mutating func follow(_ name: String, via reference: DTCGNode) -> Resolved? {
        guard raw[name] != nil else {
            reportMissing(name, at: reference)
            return nil
        }
        if case .resolving = states[name] {
            reportCycle(closingAt: name, via: reference)
            return nil
        }
        // Each hop is a few stack frames: a generated chain thousands of
        // aliases long would overflow the stack.
        guard stack.count < Self.maximumChain else {
            if !reportedLongChain, let first = stack.first?.name {
                reportedLongChain = true
                diagnostics.error("alias chain too long: from '\(first)' more than \(Self.maximumChain) aliases are followed before reaching '\(name)'; point aliases at the token that holds the value", at: reference)
            }
            return nil
        }
        if !stack.isEmpty { stack[stack.count - 1].via = reference }
        defer { if !stack.isEmpty { stack[stack.count - 1].via = nil } }
        return resolve(name)
    }

    private mutating func reportMissing(_ name: String, at reference: DTCGNode) {
        let written = reference.string ?? "{\(name)}"
        let path = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if case .group(let group) = root.item(at: path) {
            var message = "alias '\(written)' names a group, not a token"
            if group.child("$root")?.isToken == true {
                message += "; did you mean '{\(name).$root}'?"
            }
            diagnostics.error(message, at: reference)
            return
        }
        var message = "alias '\(written)' points to nothing: there is no token '\(name)'"
        // Long dotted names allow a few more edits than single words.
        if let suggestion = EditDistance.suggestion(for: name, among: order, maximum: max(2, name.count / 5)) {
            message += "; did you mean '\(suggestion)'?"
        }
        diagnostics.error(message, at: reference)
    }

    /// Reports `a -> b -> a` where the first token of the cycle refers to
    /// the second.
    private mutating func reportCycle(closingAt name: String, via reference: DTCGNode) {
        guard let start = stack.firstIndex(where: { $0.name == name }) else { return }
        var hops = stack[start...].map(\.name)
        let members = Set(hops)
        if cycleMembers.isDisjoint(with: members) {
            hops.append(name)
            let at = stack[start].via ?? reference
            diagnostics.error("alias cycle: " + hops.joined(separator: " -> "), at: at)
        }
        cycleMembers.formUnion(members)
    }

    // MARK: - References inside values

    /// `node` with an alias or JSON Pointer replaced by what it stands for
    /// (written at `node`'s place, so problems with it are reported
    /// there); other values as they are.
    mutating func dereferenced(_ node: DTCGNode) -> DTCGNode? {
        if let path = node.aliasPath {
            guard let target = follow(path, via: node) else { return nil }
            return DTCGNode(json: target.json.json, file: node.file, location: node.location)
        }
        if let reference = node.reference {
            guard var target = pointerTarget(reference) else { return nil }
            let siblings = node.members?.filter { $0.key != "$ref" } ?? []
            if !siblings.isEmpty {
                // Keys next to "$ref" replace the target's (JSON Schema).
                guard var members = target.members else {
                    diagnostics.error("keys next to \"$ref\" need it to point to an object, but it points to \(target.described)", at: node)
                    return nil
                }
                for sibling in siblings {
                    if let index = members.firstIndex(where: { $0.key == sibling.key }) {
                        members[index] = sibling
                    } else {
                        members.append(sibling)
                    }
                }
                target.kind = .object(members)
                return target
            }
            return DTCGNode(json: target.json, file: node.file, location: node.location)
        }
        return node
    }

    /// `node` with every alias and pointer inside it resolved.
    mutating func resolvedJSON(_ node: DTCGNode) -> DTCGNode? {
        if node.aliasPath != nil {
            return dereferenced(node)
        }
        if node.reference != nil {
            guard let target = dereferenced(node) else { return nil }
            return target.reference == nil ? resolvedJSON(target) : target
        }
        var result = node
        switch node.kind {
        case .array(let values):
            var resolved: [DTCGNode] = []
            for value in values {
                guard let value = resolvedJSON(value) else { return nil }
                resolved.append(value)
            }
            result.kind = .array(resolved)
        case .object(let members):
            var resolved: [DTCGMember] = []
            for member in members {
                guard let value = resolvedJSON(member.value) else { return nil }
                resolved.append(DTCGMember(key: member.key, keyLocation: member.keyLocation, value: value))
            }
            result.kind = .object(resolved)
        default:
            break
        }
        return result
    }

    // MARK: - JSON Pointers

    private enum Cursor {
        case group(DTCGGroup, [String])
        case token(String)
        case json(DTCGNode, [String])
    }

    /// What `{"$ref": "#/…"}` points to in the token document: a value
    /// inside a token's resolved `$value`, a token's resolved value, or
    /// anything else written in the document.
    private mutating func pointerTarget(_ reference: DTCGMember) -> DTCGNode? {
        let node = reference.value
        guard let text = node.string, let pointer = DTCGPointer(text) else {
            diagnostics.error("expected \"$ref\" to be a JSON Pointer like '#/color/blue/$value', found \(node.described)", at: node)
            return nil
        }
        guard pointer.file.isEmpty else {
            diagnostics.error("'\(text)' points into another file; a token's \"$ref\" points into the token document, like '#/color/blue/$value'", at: node)
            return nil
        }
        guard !pointer.segments.isEmpty else {
            diagnostics.error("'\(text)' points to the whole document; point to a token's value, like '#/color/blue/$value'", at: node)
            return nil
        }
        var cursor = Cursor.group(root, [])
        for segment in pointer.segments {
            func missing(_ container: String, among names: [String]) -> DTCGNode? {
                var message = "'\(text)' points to nothing: \(container) has no '\(segment)'"
                if let suggestion = EditDistance.suggestion(for: segment, among: names) {
                    message += "; did you mean '\(suggestion)'?"
                }
                diagnostics.error(message, at: node)
                return nil
            }
            switch cursor {
            case .group(let group, let path):
                let container = path.isEmpty ? "the document" : "'\(path.joined(separator: "."))'"
                if let child = group.child(segment) {
                    switch child.item {
                    case .group(let nested): cursor = .group(nested, path + [segment])
                    case .token: cursor = .token((path + [segment]).joined(separator: "."))
                    }
                } else if let property = group.properties[segment] {
                    cursor = .json(property.value, path + [segment])
                } else {
                    return missing(container, among: group.children.map(\.name) + group.properties.keys.sorted())
                }
            case .token(let name):
                switch segment {
                case "$value":
                    guard let resolved = follow(name, via: node) else { return nil }
                    cursor = .json(resolved.json, [name, "$value"])
                case "$type":
                    guard let resolved = follow(name, via: node) else { return nil }
                    cursor = .json(DTCGNode(.string(resolved.type.rawValue), file: node.file, location: node.location), [name, "$type"])
                default:
                    let path = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
                    guard case .token(let object) = root.item(at: path) else { return nil }
                    if let property = object[segment], segment.hasPrefix("$") {
                        cursor = .json(property, [name, segment])
                    } else if segment.hasPrefix("$") {
                        return missing("token '\(name)'", among: object.members?.map(\.key) ?? [])
                    } else {
                        let prefix = DTCGPointer.text(path)
                        let rest = text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : "/" + segment
                        diagnostics.error("'\(text)' skips \"$value\": write '\(prefix)/$value\(rest)'", at: node)
                        return nil
                    }
                }
            case .json(let value, let path):
                let container = "'\(path.joined(separator: "/"))'"
                switch value.kind {
                case .object(let members):
                    guard let member = members.last(where: { $0.key == segment }) else {
                        return missing(container, among: members.map(\.key))
                    }
                    cursor = .json(member.value, path + [segment])
                case .array(let values):
                    guard let index = Int(segment), segment.allSatisfy(\.isNumber), values.indices.contains(index) else {
                        diagnostics.error("'\(text)' points to nothing: \(container) has no item '\(segment)' (it has \(values.count), from 0)", at: node)
                        return nil
                    }
                    cursor = .json(values[index], path + [segment])
                default:
                    diagnostics.error("'\(text)' points to nothing: \(container) is \(value.described), which has no '\(segment)'", at: node)
                    return nil
                }
            }
        }
        switch cursor {
        case .group(_, let path):
            diagnostics.error("'\(text)' points to the group '\(path.joined(separator: "."))'; point to a token's value, like '\(DTCGPointer.text(path + ["token", "$value"]))'", at: node)
            return nil
        case .token(let name):
            return follow(name, via: node)?.json
        case .json(let value, _):
            return value
        }
    }
}
