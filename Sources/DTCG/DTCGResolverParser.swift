import Basics
/// Reads a resolver document (`DTCGResolverDocument.parse`): checks its
/// structure, loads the token files its `$ref`s name and reads each source
/// into a token tree, reporting every problem found.
struct DTCGResolverParser {
    static let version = "2025.10"
    static let rootKeys = ["name", "version", "description", "sets", "modifiers", "resolutionOrder", "$schema", "$extensions", "$defs"]
    static let setKeys = ["description", "sources", "$extensions"]
    static let modifierKeys = ["description", "contexts", "default", "$extensions"]

    let file: DTCGFile
    let load: (String) -> DTCGFile?
    /// The folder token files must be inside, as diagnostics show it (""
    /// for the current folder).
    let boundary: String
    /// How many folders `$ref` paths may climb (`../`) from the resolver's
    /// folder and stay inside `boundary`.
    let climbs: Int
    private(set) var diagnostics = DTCGDiagnostics()
    private var root = DTCGNode(.null, file: "", location: nil)
    /// Token files by the path `$ref` gives, read once.
    private var loaded: [String: DTCGNode?] = [:]
    private var files: [String] = []
    private var sets: [String: DTCGMember] = [:]
    private var setSources: [String: [DTCGGroup]] = [:]
    /// The sets being read, to report sets that contain themselves.
    private var readingSets: [String] = []
    /// Sources brought in by references to sets so far. A set that names
    /// another set twice doubles it: thirty such sets would list a billion
    /// sources (found probing for the fuzzers), so inclusion stops at a bound no real
    /// resolver comes near.
    private var includedSources = 0
    static let maximumIncludedSources = 10_000

    init(file: DTCGFile, within folder: String?, load: @escaping (String) -> DTCGFile?) {
        self.file = file
        self.load = load
        let own = String(file.path[..<(file.path.lastIndex(of: "/") ?? file.path.startIndex)])
        if let folder, own.hasPrefix(folder + "/") {
            boundary = folder
            climbs = own.dropFirst(folder.count + 1).split(separator: "/").count
        } else {
            boundary = own
            climbs = 0
        }
    }

    mutating func parse() -> DTCGResolverDocument? {
        files = [file.path]
        guard let root = JSONReader.parse(file, diagnostics: &diagnostics) else { return nil }
        self.root = root
        guard root.members != nil else {
            diagnostics.error("expected a resolver object {version, sets, modifiers, resolutionOrder}, found \(root.described)", at: root)
            return nil
        }
        checkKeys(root, known: DTCGResolverParser.rootKeys, what: "resolver")
        let name = optionalText(root, "name")
        _ = optionalText(root, "description")
        checkVersion(root)

        // Sets.
        if let setsNode = root["sets"] {
            if let members = setsNode.members {
                for member in members { sets[member.key] = member }
                for member in members { _ = sources(ofSet: member.key) }
            } else {
                diagnostics.error("expected 'sets' to be an object of named sets, found \(setsNode.described)", at: setsNode)
            }
        }

        // Modifiers.
        var modifiers: [DTCGResolverModifier] = []
        if let modifiersNode = root["modifiers"] {
            if let members = modifiersNode.members {
                for member in members {
                    if let modifier = modifier(member.value, name: member.key, nameLocation: member.keyLocation, keys: DTCGResolverParser.modifierKeys) {
                        modifiers.append(modifier)
                    }
                }
            } else {
                diagnostics.error("expected 'modifiers' to be an object of named modifiers, found \(modifiersNode.described)", at: modifiersNode)
            }
        }

        // Resolution order.
        var steps: [DTCGResolverStep] = []
        guard let orderNode = root["resolutionOrder"] else {
            diagnostics.error("the resolver is missing \"resolutionOrder\": list its sets and modifiers, like [{\"$ref\": \"#/sets/base\"}]", at: root)
            return nil
        }
        guard let items = orderNode.elements else {
            diagnostics.error("expected 'resolutionOrder' to be a list of sets and modifiers, found \(orderNode.described)", at: orderNode)
            return nil
        }
        var names: [String: DTCGNode] = [:]
        func claim(_ name: String, at node: DTCGNode) -> Bool {
            if let first = names[name] {
                diagnostics.error("the name '\(name)' is already used in resolutionOrder (at \(DTCGGroup.place(first))); names there must be unique", at: node)
                return false
            }
            names[name] = node
            return true
        }
        let declaredModifiers = Set(modifiers.map(\.name))
        for item in items {
            guard item.members != nil else {
                diagnostics.error("expected a set or modifier: {\"$ref\": \"#/sets/…\"}, {\"$ref\": \"#/modifiers/…\"} or an inline one with \"type\" and \"name\", found \(item.described)", at: item)
                continue
            }
            if let reference = item.reference {
                if let (step, referenced) = referencedStep(reference.value, modifiers: declaredModifiers) {
                    if (item.members?.count ?? 0) > 1 {
                        diagnostics.error("a reference in resolutionOrder takes no other keys next to \"$ref\"", at: item)
                    }
                    if claim(referenced, at: reference.value) { steps.append(step) }
                }
                continue
            }
            guard let type = item["type"] else {
                diagnostics.error("an inline set or modifier in resolutionOrder needs \"type\" (\"set\" or \"modifier\")", at: item)
                continue
            }
            guard let nameNode = item["name"], let inlineName = nameNode.string else {
                diagnostics.error("an inline set or modifier in resolutionOrder needs a \"name\"", at: item)
                continue
            }
            switch type.string {
            case "set":
                checkKeys(item, known: ["type", "name"] + DTCGResolverParser.setKeys, what: "set")
                let groups = sourceList(item["sources"], owner: "set '\(inlineName)'", at: item)
                if claim(inlineName, at: nameNode) { steps.append(.set(groups)) }
            case "modifier":
                guard let modifier = modifier(item, name: inlineName, nameLocation: nameNode.location,
                                              keys: ["type", "name"] + DTCGResolverParser.modifierKeys) else { continue }
                if declaredModifiers.contains(inlineName) {
                    diagnostics.error("modifier '\(inlineName)' is also declared under \"modifiers\"; give the inline one another name", at: nameNode)
                    continue
                }
                if claim(inlineName, at: nameNode) {
                    modifiers.append(modifier)
                    steps.append(.modifier(inlineName))
                }
            default:
                diagnostics.error("expected 'type' to be 'set' or 'modifier', found \(type.described)", at: type)
            }
        }
        return DTCGResolverDocument(name: name, file: file.path, steps: steps, modifiers: modifiers, files: files)
    }

    // MARK: - Document properties

    private mutating func checkKeys(_ node: DTCGNode, known: [String], what: String) {
        for member in node.members ?? [] where !known.contains(member.key) {
            var message = "unknown \(what) key '\(member.key)'"
            if member.key == "composition" && what == "resolver" {
                message += "; 2025.10 calls it 'resolutionOrder'"
            } else if let suggestion = EditDistance.suggestion(for: member.key, among: known) {
                message += "; did you mean '\(suggestion)'?"
            } else {
                message += " (known keys: \(known.filter { !$0.hasPrefix("$") }.joined(separator: ", ")))"
            }
            diagnostics.error(message, atKeyOf: member)
        }
    }

    private mutating func optionalText(_ node: DTCGNode, _ key: String) -> String? {
        guard let value = node[key] else { return nil }
        guard let text = value.string else {
            diagnostics.error("expected '\(key)' to be text, found \(value.described)", at: value)
            return nil
        }
        return text
    }

    private mutating func checkVersion(_ root: DTCGNode) {
        guard let version = root["version"] else {
            diagnostics.error("the resolver is missing \"version\": add \"version\": \"\(DTCGResolverParser.version)\"", at: root)
            return
        }
        if version.string != DTCGResolverParser.version {
            diagnostics.error("expected 'version' to be \"\(DTCGResolverParser.version)\", found \(version.described)", at: version)
        }
    }

    // MARK: - Sets and modifiers

    /// The sources of the set `name` under `sets`, read once.
    private mutating func sources(ofSet name: String) -> [DTCGGroup]? {
        if let done = setSources[name] { return done }
        guard let member = sets[name] else { return nil }
        readingSets.append(name)
        defer { readingSets.removeLast() }
        let node = member.value
        guard node.members != nil else {
            diagnostics.error("expected set '\(name)' to be an object with \"sources\", found \(node.described)", at: node)
            setSources[name] = []
            return []
        }
        checkKeys(node, known: DTCGResolverParser.setKeys, what: "set")
        _ = optionalText(node, "description")
        let groups = sourceList(node["sources"], owner: "set '\(name)'", at: node)
        setSources[name] = groups
        return groups
    }

    private mutating func modifier(_ node: DTCGNode, name: String, nameLocation: SourceLocation?, keys: [String]) -> DTCGResolverModifier? {
        guard node.members != nil else {
            diagnostics.error("expected modifier '\(name)' to be an object with \"contexts\", found \(node.described)", at: node)
            return nil
        }
        checkKeys(node, known: keys, what: "modifier")
        _ = optionalText(node, "description")
        guard let contextsNode = node["contexts"] else {
            diagnostics.error("modifier '\(name)' is missing \"contexts\", like {\"light\": [...], \"dark\": [...]}", at: node)
            return nil
        }
        guard let members = contextsNode.members else {
            diagnostics.error("expected the contexts of modifier '\(name)' to be an object of named source lists, found \(contextsNode.described)", at: contextsNode)
            return nil
        }
        var contexts: [(name: String, sources: [DTCGGroup])] = []
        for member in members {
            contexts.append((member.key, sourceList(member.value, owner: "context '\(member.key)' of modifier '\(name)'", at: member.value)))
        }
        if contexts.isEmpty {
            diagnostics.error("modifier '\(name)' has no contexts", at: contextsNode)
            return nil
        }
        // The spec says a modifier SHOULD have two or more contexts; one is
        // allowed (a theme set with a single theme exports that way).
        var defaultContext: String?
        if let defaultNode = node["default"] {
            let names = contexts.map(\.name)
            if let value = defaultNode.string, names.contains(value) {
                defaultContext = value
            } else {
                var message = "expected 'default' to be one of the contexts of modifier '\(name)' (\(names.joined(separator: ", "))), found \(defaultNode.described)"
                if let value = defaultNode.string, let suggestion = EditDistance.suggestion(for: value, among: names) {
                    message += "; did you mean '\(suggestion)'?"
                }
                diagnostics.error(message, at: defaultNode)
            }
        }
        return DTCGResolverModifier(name: name, location: nameLocation, contexts: contexts, defaultContext: defaultContext)
    }

    /// `#/sets/name` or `#/modifiers/name` in resolutionOrder.
    private mutating func referencedStep(_ reference: DTCGNode, modifiers: Set<String>) -> (DTCGResolverStep, String)? {
        guard let text = reference.string, let pointer = DTCGPointer(text), pointer.file.isEmpty,
              pointer.segments.count == 2, ["sets", "modifiers"].contains(pointer.segments[0]) else {
            diagnostics.error("expected a reference to a set or modifier, like '#/sets/base' or '#/modifiers/mode', found \(reference.described)", at: reference)
            return nil
        }
        let name = pointer.segments[1]
        if pointer.segments[0] == "sets" {
            guard let groups = sources(ofSet: name) else {
                reportMissing("set", name, among: sets.keys.sorted(), at: reference)
                return nil
            }
            return (.set(included(groups, set: name, at: reference)), name)
        }
        guard modifiers.contains(name) else {
            let declared = root["modifiers"]?.members?.map(\.key) ?? []
            if !declared.contains(name) {
                reportMissing("modifier", name, among: declared, at: reference)
            }
            return nil
        }
        return (.modifier(name), name)
    }

    private mutating func reportMissing(_ kind: String, _ name: String, among names: [String], at node: DTCGNode) {
        var message = "there is no \(kind) '\(name)'"
        if let suggestion = EditDistance.suggestion(for: name, among: names) {
            message += "; did you mean '\(suggestion)'?"
        } else if !names.isEmpty {
            message += " (\(kind)s: \(names.joined(separator: ", ")))"
        }
        diagnostics.error(message, at: node)
    }

    // MARK: - Sources

    /// `groups`, the sources of set `name`, counted against
    /// `maximumIncludedSources`; none once that is passed.
    private mutating func included(_ groups: [DTCGGroup], set name: String, at reference: DTCGNode) -> [DTCGGroup] {
        guard includedSources <= Self.maximumIncludedSources else { return [] }
        includedSources += groups.count
        guard includedSources <= Self.maximumIncludedSources else {
            diagnostics.error("references to sets bring in more than \(Self.maximumIncludedSources) sources in all, here '#/sets/\(name)': sets that name other sets more than once multiply their sources", at: reference)
            return []
        }
        return groups
    }

    /// A list of sources: references to token files, to sets, or tokens
    /// written inline.
    private mutating func sourceList(_ list: DTCGNode?, owner: String, at place: DTCGNode) -> [DTCGGroup] {
        guard let list else {
            diagnostics.error("\(owner) is missing \"sources\", like [{\"$ref\": \"tokens/base.tokens.json\"}]", at: place)
            return []
        }
        guard let elements = list.elements else {
            diagnostics.error("expected the sources of \(owner) to be a list, found \(list.described)", at: list)
            return []
        }
        var groups: [DTCGGroup] = []
        for element in elements {
            groups += source(element)
        }
        return groups
    }

    private mutating func source(_ node: DTCGNode) -> [DTCGGroup] {
        guard node.members != nil else {
            diagnostics.error("expected a source: {\"$ref\": \"file.tokens.json\"} or tokens written inline, found \(node.described)", at: node)
            return []
        }
        guard let reference = node.reference else {
            return DTCGGroup.read(node, diagnostics: &diagnostics).map { [$0] } ?? []
        }
        let refNode = reference.value
        let text = refNode.string ?? ""
        let siblings = (node.members ?? []).filter { $0.key != "$ref" }
        guard let pointer = DTCGPointer(text) else {
            diagnostics.error("expected \"$ref\" to name a file or a set, found ''", at: refNode)
            return []
        }
        if pointer.file.isEmpty {
            switch pointer.segments.first {
            case "sets" where pointer.segments.count == 2:
                let name = pointer.segments[1]
                if !siblings.isEmpty {
                    diagnostics.error("a reference to a set takes no other keys next to \"$ref\"", at: node)
                }
                if readingSets.contains(name) {
                    diagnostics.error("set '\(name)' includes itself: " + (readingSets + [name]).joined(separator: " -> "), at: refNode)
                    return []
                }
                guard let groups = sources(ofSet: name) else {
                    reportMissing("set", name, among: sets.keys.sorted(), at: refNode)
                    return []
                }
                return included(groups, set: name, at: refNode)
            case "modifiers":
                diagnostics.error("'\(text)': only resolutionOrder may refer to a modifier", at: refNode)
                return []
            case "resolutionOrder":
                diagnostics.error("'\(text)': references must not point into resolutionOrder", at: refNode)
                return []
            default:
                guard let target = navigate(root, pointer.segments, text: text, at: refNode) else { return [] }
                return tokens(target, overrides: siblings)
            }
        }
        if pointer.file.contains("://") {
            diagnostics.error("'\(text)' is a remote file; download it and refer to the local copy", at: refNode)
            return []
        }
        guard let path = tokenFilePath(pointer.file, at: refNode), let fileRoot = loadTokens(path, written: pointer.file, at: refNode) else { return [] }
        guard let target = navigate(fileRoot, pointer.segments, text: text, at: refNode) else { return [] }
        return tokens(target, overrides: siblings)
    }

    /// `node` (with keys next to `$ref` replacing its top-level ones) read
    /// as tokens.
    private mutating func tokens(_ node: DTCGNode, overrides: [DTCGMember]) -> [DTCGGroup] {
        var node = node
        if !overrides.isEmpty, var members = node.members {
            for member in overrides {
                if let index = members.firstIndex(where: { $0.key == member.key }) {
                    members[index] = member
                } else {
                    members.append(member)
                }
            }
            node.kind = .object(members)
        }
        return DTCGGroup.read(node, diagnostics: &diagnostics).map { [$0] } ?? []
    }

    /// The file part of a `$ref` relative to the resolver's folder, `.`
    /// and `name/..` taken out (as `./base.tokens.json` is written in the
    /// spec's examples); nil, reported, when it leads outside `boundary`.
    private mutating func tokenFilePath(_ written: String, at reference: DTCGNode) -> String? {
        let place = boundary.isEmpty ? "the resolver's folder" : "'\(boundary)/'"
        if written.hasPrefix("/") {
            diagnostics.error("'\(written)' is an absolute path: a resolver names token files by their path from its own folder, inside \(place)", at: reference)
            return nil
        }
        let path = lexicallyNormalized(written)
        let up = path.split(separator: "/").prefix { $0 == ".." }.count
        guard up <= climbs else {
            diagnostics.error("'\(written)' is outside \(place): a resolver may only name token files inside it", at: reference)
            return nil
        }
        return path
    }

    /// The token file at `path` (relative to the resolver's folder, as
    /// `tokenFilePath` gives it), read once.
    private mutating func loadTokens(_ path: String, written: String, at reference: DTCGNode) -> DTCGNode? {
        if let done = loaded[path] { return done }
        guard let tokenFile = load(path) else {
            diagnostics.error("cannot read '\(written)' (paths are relative to the resolver's folder)", at: reference)
            loaded[path] = .some(nil)
            return nil
        }
        if !files.contains(tokenFile.path) { files.append(tokenFile.path) }
        let node = JSONReader.parse(tokenFile, diagnostics: &diagnostics)
        loaded[path] = .some(node)
        return node
    }

    private mutating func navigate(_ node: DTCGNode, _ segments: [String], text: String, at reference: DTCGNode) -> DTCGNode? {
        var current = node
        for segment in segments {
            if let next = current[segment] {
                current = next
            } else if let elements = current.elements, let index = Int(segment), elements.indices.contains(index) {
                current = elements[index]
            } else {
                var message = "'\(text)' points to nothing: there is no '\(segment)'"
                if let suggestion = EditDistance.suggestion(for: segment, among: current.members?.map(\.key) ?? []) {
                    message += "; did you mean '\(suggestion)'?"
                }
                diagnostics.error(message, at: reference)
                return nil
            }
        }
        return current
    }
}
