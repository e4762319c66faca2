import Basics
/// Resolves every group's `$extends`: the group starts from a copy of the
/// named group (itself extended first) and its own tokens and properties
/// replace the copied ones at the same path; groups merge deeply, tokens
/// are replaced whole.
///
/// The named group is looked up among the groups as written (not among
/// groups that only exist by extension). A copied group keeps the type it
/// had in its place (from a group above it) unless the extending group
/// gives its own `$type`.
struct DTCGGroupExtender {
    private let root: DTCGGroup
    private var expanded: [[String]: DTCGGroup] = [:]
    /// The groups whose `$extends` is being followed, outermost first.
    private var extending: [(path: [String], reference: DTCGNode)] = []
    private var reportedCycles: Set<String> = []
    private(set) var diagnostics = DTCGDiagnostics()
    /// Tokens and groups copied by every `$extends` so far. Groups that
    /// extend a group and hold another group extending it too double with
    /// each level: twenty lines would copy millions of tokens (found probing
    /// for the fuzzers), so copying stops at a bound no real file comes near.
    private var copied = 0
    static let maximumCopied = 100_000

    init(_ root: DTCGGroup) {
        self.root = root
    }

    /// The whole tree with every `$extends` resolved.
    mutating func resolve() -> DTCGGroup {
        expand(root, path: [])
    }

    private mutating func expand(_ group: DTCGGroup, path: [String]) -> DTCGGroup {
        if let done = expanded[path] { return done }
        var result = group
        for index in result.children.indices {
            if case .group(let nested) = result.children[index].item {
                result.children[index].item = .group(expand(nested, path: path + [result.children[index].name]))
            }
        }
        if let extends = group.properties["$extends"] {
            result.properties["$extends"] = nil
            if let base = base(extends.value, of: path) {
                result = DTCGGroupExtender.overlay(result, on: base.group, inheritedType: base.inheritedType)
            }
        }
        expanded[path] = result
        return result
    }

    /// The extended group named by `reference`, extended itself.
    private mutating func base(_ reference: DTCGNode, of path: [String]) -> (group: DTCGGroup, inheritedType: DTCGMember?)? {
        let name = path.joined(separator: ".")
        guard let target = DTCGGroupExtender.targetPath(reference) else {
            diagnostics.error("expected '$extends' to name a group like \"{button}\", found \(reference.described)", at: reference)
            return nil
        }
        let targetName = target.joined(separator: ".")
        if path.starts(with: target) {
            diagnostics.error("group '\(name)' cannot extend '\(targetName)', which contains it", at: reference)
            return nil
        }
        // A group being extended at `target` or inside it means `target` is
        // being expanded already: expanding a group expands what it holds.
        // (Only `== target` let `a` holding `a.x`, which extends `b`, which
        // extends `a`, recurse until the stack overflowed; found by fuzzing.)
        if let start = extending.firstIndex(where: { $0.path.starts(with: target) }) {
            let cycle = extending[start...].map(\.path) + [path, target]
            let members = Set(cycle.map { $0.joined(separator: ".") })
            if reportedCycles.isDisjoint(with: members) {
                diagnostics.error("\"$extends\" cycle: " + cycle.map { $0.joined(separator: ".") }.joined(separator: " -> "),
                                  at: extending[start].reference)
            }
            reportedCycles.formUnion(members)
            return nil
        }
        guard let item = root.item(at: target) else {
            var message = "cannot extend '\(targetName)': there is no such group"
            if let suggestion = EditDistance.suggestion(for: targetName, among: root.paths().groups) {
                message += "; did you mean '\(suggestion)'?"
            }
            diagnostics.error(message, at: reference)
            return nil
        }
        guard case .group(let group) = item else {
            diagnostics.error("cannot extend '\(targetName)': it is a token, and \"$extends\" must name a group", at: reference)
            return nil
        }
        guard copied <= Self.maximumCopied else { return nil }
        extending.append((path, reference))
        let base = expand(group, path: target)
        extending.removeLast()
        copied += base.nodeCount(upTo: Self.maximumCopied - copied + 1)
        if copied > Self.maximumCopied {
            diagnostics.error("\"$extends\" copies more than \(Self.maximumCopied) tokens and groups in all, here extending '\(targetName)': groups that extend groups which extend in turn multiply what they copy", at: reference)
            return nil
        }
        return (base, base.properties["$type"] == nil ? inheritedType(at: target) : nil)
    }

    /// The `$type` of the nearest group above `path`.
    private func inheritedType(at path: [String]) -> DTCGMember? {
        var group = root
        var type = root.properties["$type"]
        for name in path.dropLast() {
            guard let child = group.child(name), case .group(let nested) = child.item else { break }
            group = nested
            type = nested.properties["$type"] ?? type
        }
        return type
    }

    /// `{a.b}`, `#/a/b` or `{"$ref": "#/a/b"}`.
    static func targetPath(_ reference: DTCGNode) -> [String]? {
        if let path = reference.aliasPath {
            return path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        }
        let text = reference.string ?? reference.reference?.value.string
        guard let text, text.hasPrefix("#"), let pointer = DTCGPointer(text), !pointer.segments.isEmpty else { return nil }
        return pointer.segments
    }

    /// `local` on top of `base`.
    private static func overlay(_ local: DTCGGroup, on base: DTCGGroup, inheritedType: DTCGMember?) -> DTCGGroup {
        var result = base
        result.properties["$extends"] = nil
        if let inheritedType, result.properties["$type"] == nil {
            result.properties["$type"] = inheritedType
        }
        for (key, property) in local.properties {
            result.properties[key] = property
        }
        for child in local.children {
            guard let index = result.children.firstIndex(where: { $0.name == child.name }) else {
                result.children.append(child)
                continue
            }
            if case .group(let inherited) = result.children[index].item, case .group(let own) = child.item {
                var merged = child
                merged.item = .group(overlay(own, on: inherited, inheritedType: nil))
                result.children[index] = merged
            } else {
                result.children[index] = child
            }
        }
        return result
    }
}
