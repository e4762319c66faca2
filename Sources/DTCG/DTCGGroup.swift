import Basics
/// A group of a token file as written (after merging files), before its
/// `$extends` and aliases are resolved.
struct DTCGGroup: Sendable {
    /// `$type`, `$description`, `$deprecated`, `$extensions` and `$extends`,
    /// as written.
    var properties: [String: DTCGMember] = [:]
    /// Tokens and groups in document order.
    var children: [DTCGGroupChild] = []

    static let propertyNames = ["$type", "$description", "$deprecated", "$extensions", "$extends"]
    static let tokenPropertyNames = ["$value", "$type", "$description", "$deprecated", "$extensions"]

    func child(_ name: String) -> DTCGGroupChild? {
        children.first { $0.name == name }
    }

    /// The group or token at `path` below this group.
    func item(at path: [String]) -> DTCGGroupChild.Item? {
        var item = DTCGGroupChild.Item.group(self)
        for name in path {
            guard case .group(let group) = item, let child = group.child(name) else { return nil }
            item = child.item
        }
        return item
    }

    /// How many tokens and groups are below this group, counting no
    /// further than `limit`.
    func nodeCount(upTo limit: Int) -> Int {
        var count = 0
        var pending: [DTCGGroup] = [self]
        while let group = pending.popLast(), count < limit {
            count += group.children.count
            for child in group.children {
                if case .group(let nested) = child.item { pending.append(nested) }
            }
        }
        return min(count, limit)
    }

    /// The dotted paths of every group and every token below this group.
    func paths(prefix: [String] = []) -> (groups: [String], tokens: [String]) {
        var groups: [String] = []
        var tokens: [String] = []
        for child in children {
            let path = prefix + [child.name]
            switch child.item {
            case .token: tokens.append(path.joined(separator: "."))
            case .group(let group):
                groups.append(path.joined(separator: "."))
                let nested = group.paths(prefix: path)
                groups += nested.groups
                tokens += nested.tokens
            }
        }
        return (groups, tokens)
    }
}

/// A token or group inside a group, under its name.
struct DTCGGroupChild: Sendable {
    indirect enum Item: Sendable {
        /// The token's object: `{"$value": …, "$type": …}`.
        case token(DTCGNode)
        case group(DTCGGroup)
    }

    var name: String
    /// Where the name is written.
    var keyLocation: SourceLocation?
    var file: String
    var item: Item

    var isToken: Bool {
        if case .token = item { return true }
        return false
    }
}
