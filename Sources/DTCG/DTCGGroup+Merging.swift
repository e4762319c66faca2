import Basics
extension DTCGGroup {
    /// Merges a later file's (or source's) group into this one: its tokens
    /// replace tokens of the same path whole, its groups merge into groups
    /// of the same path, its group properties replace these ones. New
    /// tokens and groups come after the existing ones.
    ///
    /// A token and a group at the same path, or a token given another
    /// explicit `$type`, is an error.
    mutating func merge(_ later: DTCGGroup, path: [String] = [], types: (DTCGNode?, DTCGNode?) = (nil, nil),
                        diagnostics: inout DTCGDiagnostics) {
        // The types tokens inherit, here and in the later group.
        let types = (properties["$type"]?.value ?? types.0, later.properties["$type"]?.value ?? types.1)
        for (key, property) in later.properties {
            properties[key] = property
        }
        for child in later.children {
            guard let index = children.firstIndex(where: { $0.name == child.name }) else {
                children.append(child)
                continue
            }
            let existing = children[index]
            let name = (path + [child.name]).joined(separator: ".")
            switch (existing.item, child.item) {
            case (.group(var group), .group(let laterGroup)):
                group.merge(laterGroup, path: path + [child.name], types: types, diagnostics: &diagnostics)
                children[index].item = .group(group)
            case (.token(let token), .token(let laterToken)):
                if let type = DTCGGroup.mergeType(token, inherited: types.0),
                   let laterType = DTCGGroup.mergeType(laterToken, inherited: types.1),
                   let first = type.string, let second = laterType.string, first != second {
                    let at = laterToken["$type"] ?? laterToken["$value"] ?? laterToken
                    diagnostics.error("token '\(name)' is \(DTCGGroup.article(first)) in \(DTCGGroup.place(file: existing.file, location: existing.keyLocation)), so it cannot become \(DTCGGroup.article(second)) here", at: at)
                    continue
                }
                children[index] = child
            case (.token, .group):
                diagnostics.error("'\(name)' is a token in \(DTCGGroup.place(existing)), so it cannot be a group here", file: child.file, at: child.keyLocation)
            case (.group, .token):
                diagnostics.error("'\(name)' is a group in \(DTCGGroup.place(existing)), so it cannot be a token here", file: child.file, at: child.keyLocation)
            }
        }
    }

    /// A token's type as far as merging knows it: its own, else (unless its
    /// value is an alias, whose type is not known yet) its group's.
    static func mergeType(_ token: DTCGNode, inherited: DTCGNode?) -> DTCGNode? {
        if let own = token["$type"] { return own }
        if token["$value"]?.aliasPath != nil || token["$ref"] != nil { return nil }
        return inherited
    }

    static func article(_ type: String) -> String {
        "a '\(type)'"
    }

    /// `tokens/base.json:3:5`.
    static func place(_ child: DTCGGroupChild) -> String {
        place(file: child.file, location: child.keyLocation)
    }

    static func place(_ node: DTCGNode) -> String {
        place(file: node.file, location: node.location)
    }

    static func place(file: String, location: SourceLocation?) -> String {
        guard let location else { return file }
        return "\(file):\(location.line):\(location.column)"
    }
}
