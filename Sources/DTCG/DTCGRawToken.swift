import Basics
/// A token as written, with what it inherits from its groups, before its
/// type and value are resolved.
struct DTCGRawToken: Sendable {
    var path: [String]
    var name: String
    /// `$value`, or the token's `{"$ref": …}` when it has no `$value`.
    var value: DTCGNode
    var ownType: DTCGNode?
    /// The `$type` of the nearest group above the token.
    var groupType: DTCGNode?
    var description: String?
    var deprecated: JSONValue?
    var extensions: JSONValue?
    var location: SourceLocation
    var file: String
    /// Whether the token has a misspelt property (reported), so that what
    /// follows from it (no type, say) is not reported again.
    var isMalformed = false

    /// What `collect` finds below a group.
    struct Collected {
        var tokens: [DTCGRawToken] = []
        /// Each group's `$extensions`, by its dotted path.
        var groupExtensions: [String: JSONValue] = [:]
        /// Where each group's name is written, by its dotted path.
        var groups: [String: DTCGTokenSet.Place] = [:]
    }

    /// Every token below `root`, in document order, and every group's
    /// `$extensions` and place by its dotted path.
    static func collect(_ root: DTCGGroup) -> Collected {
        var collected = Collected()
        collect(root, path: [], groupType: nil, deprecated: nil, into: &collected)
        return collected
    }

    private static func collect(_ group: DTCGGroup, path: [String], groupType: DTCGNode?, deprecated: JSONValue?,
                                into collected: inout Collected) {
        let groupType = group.properties["$type"]?.value ?? groupType
        let deprecated = group.properties["$deprecated"]?.value.json ?? deprecated
        if let own = group.properties["$extensions"] {
            collected.groupExtensions[path.joined(separator: ".")] = own.value.json
        }
        for child in group.children {
            let childPath = path + [child.name]
            switch child.item {
            case .group(let nested):
                collected.groups[childPath.joined(separator: ".")] = DTCGTokenSet.Place(file: child.file, location: child.keyLocation)
                collect(nested, path: childPath, groupType: groupType, deprecated: deprecated, into: &collected)
            case .token(let object):
                var value = object["$value"]
                if value == nil, let reference = object.member("$ref") {
                    value = DTCGNode(.object([reference]), file: object.file, location: reference.keyLocation)
                }
                guard let value else { continue }
                collected.tokens.append(DTCGRawToken(
                    path: childPath,
                    name: childPath.joined(separator: "."),
                    value: value,
                    ownType: object["$type"],
                    groupType: groupType,
                    description: object["$description"]?.string,
                    deprecated: object["$deprecated"]?.json ?? deprecated,
                    extensions: object["$extensions"]?.json,
                    location: child.keyLocation ?? SourceLocation(line: 1, column: 1),
                    file: child.file,
                    isMalformed: object.members?.contains { !DTCGGroup.tokenPropertyNames.contains($0.key) && $0.key != "$ref" } ?? false))
            }
        }
    }
}
