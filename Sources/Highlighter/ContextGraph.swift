import Foundation

/// One language's contexts resolved for highlighting: references followed
/// (with the `<replace>`s of every language it loads), groups flattened
/// into the lists that include them, styles made roles and regexes
/// expanded. Regexes are compiled when a context is first entered.
final class ContextGraph: @unchecked Sendable {
    let root: ContextNode
    /// Makes a context's children the first time they are asked for: a
    /// block meets a few of a language's contexts (Markdown's graph reaches
    /// HTML, CSS and the whole JavaScript family, most never entered).
    private let builder: BuilderBox
    private let lock = NSLock()
    private var dynamicPatterns: [String: CompiledPattern?] = [:]

    /// An end pattern filled with its start's text, compiled once;
    /// interpreted, as one start's text is met in few blocks.
    func dynamicPattern(_ text: String) -> CompiledPattern? {
        lock.withLock {
            if let found = dynamicPatterns[text] { return found }
            let compiled = try? CompiledPattern(text, jit: false)
            if compiled != nil { builder.patterns.add() }
            dynamicPatterns[text] = compiled
            return compiled
        }
    }

    /// Builds the graph of `language`'s main context (`id:id`), loading
    /// the languages it refers to through `definition`; `references` gives
    /// the languages a loaded definition names (`referencedLanguages`,
    /// which a catalog works out once per definition, not once per graph).
    /// `patterns`: what the catalog's languages compiled, shared.
    init?(language: String, patterns: PatternStore, definition: (String) -> LanguageDefinition?,
          references: (String, LanguageDefinition) -> [String]) {
        var loaded: [String: LanguageDefinition] = [:]
        var queue = [language, "def"]
        while let next = queue.popLast() {
            guard loaded[next] == nil, let found = definition(next) else { continue }
            loaded[next] = found
            queue += references(next, found).filter { loaded[$0] == nil }
        }
        guard let main = loaded[language] else { return nil }
        var contexts: [String: ContextDefinition] = [:]
        var regexes: [String: RegexSource] = [:]
        var classes: [String: String] = [:]
        var styles: [String: String] = [:]
        for (id, language) in loaded.sorted(by: { $0.key < $1.key }) {
            contexts.merge(language.contexts) { first, _ in first }
            regexes.merge(language.regexes) { first, _ in first }
            styles.merge(language.styles.compactMapValues { $0 }) { first, _ in first }
            if let characters = language.keywordCharClass { classes[id] = characters }
        }
        // The `<replace>`s in the order GtkSourceView applies them, each
        // to what its `ref` names at that moment.
        var replacements: [String: String] = [:]
        var parsed: Set<String> = []
        func parse(_ id: String) {
            guard parsed.insert(id).inserted, let language = loaded[id] else { return }
            for event in language.loadOrder {
                switch event {
                case .language(let other): parse(other)
                case .replace(let target, let ref): replacements[target] = replacements[ref] ?? ref
                }
            }
        }
        parse(language)
        guard let mainContext = contexts[main.id + ":" + main.id] else { return nil }
        builder = BuilderBox(Builder(contexts: contexts, replacements: replacements,
                                     expander: PatternExpander(regexes: regexes, keywordCharClasses: classes), styles: styles),
                             patterns: patterns)
        root = builder.root(mainContext)
    }

    /// The languages a definition's references and regexes name.
    static func referencedLanguages(_ language: LanguageDefinition) -> [String] {
        var names: Set<String> = []
        func prefix(_ id: String) {
            if let colon = id.utf8.firstIndex(of: UInt8(ascii: ":")) { names.insert(String(id[..<colon])) }
        }
        func scan(_ source: RegexSource?) {
            // Bytes: Foundation's `range(of:)` was most of building a graph.
            guard let pattern = source?.pattern.utf8 else { return }
            var index = pattern.startIndex
            while index != pattern.endIndex {
                defer { index = pattern.index(after: index) }
                guard pattern[index] == UInt8(ascii: "\\") else { continue }
                let percent = pattern.index(after: index)
                guard percent != pattern.endIndex, pattern[percent] == UInt8(ascii: "%") else { continue }
                let brace = pattern.index(after: percent)
                guard brace != pattern.endIndex, pattern[brace] == UInt8(ascii: "{") else { continue }
                let name = pattern[pattern.index(after: brace)...].prefix { $0 != UInt8(ascii: "}") && $0 != UInt8(ascii: "@") }
                if name.contains(UInt8(ascii: ":")) { prefix(String(decoding: name, as: UTF8.self)) }
                index = brace
            }
        }
        var visited: Set<ObjectIdentifier> = []
        func walk(_ context: ContextDefinition) {
            guard visited.insert(ObjectIdentifier(context)).inserted else { return }
            switch context.kind {
            case .simple(let match): scan(match)
            case .container(let start, let end): scan(start); scan(end)
            case .group: break
            }
            for entry in context.entries {
                switch entry {
                case .context(let child): walk(child)
                case .reference(let id, _, _, _, _, _):
                    prefix(id)
                    // `ref="ruby:*"` may name a language's main context.
                    if let colon = id.utf8.firstIndex(of: UInt8(ascii: ":")) { names.insert(String(id[id.index(after: colon)...])) }
                }
            }
        }
        for context in language.contexts.values { walk(context) }
        for case .replace(let target, let ref) in language.loadOrder { prefix(target); prefix(ref) }
        for regex in language.regexes.values { scan(regex) }
        names.remove(language.id)
        return names.sorted()
    }

    fileprivate struct Builder {
        let contexts: [String: ContextDefinition]
        let replacements: [String: String]
        let expander: PatternExpander
        let styles: [String: String]
        var nodes: [NodeKey: ContextNode] = [:]

        struct NodeKey: Hashable {
            var definition: ObjectIdentifier
            var style: StyleChoice
        }

        /// Which style a context is shown with (`context_new`): its own, one
        /// its reference names instead, or none for it and everything it
        /// holds (`ignore-style`; sub-patterns keep theirs).
        enum StyleChoice: Hashable {
            case own
            case replaced(String)
            case ignored
        }

        init(contexts: [String: ContextDefinition], replacements: [String: String], expander: PatternExpander, styles: [String: String]) {
            self.contexts = contexts
            self.replacements = replacements
            self.expander = expander
            self.styles = styles
        }

        mutating func root(_ main: ContextDefinition, box: BuilderBox) -> ContextNode {
            var end: ExpandedPattern?
            if case .container(_, let pattern) = main.kind, let pattern { end = try? expander.expand(pattern) }
            let node = ContextNode(definition: main, role: role(main.style), kind: .container, match: nil, end: end, subPatterns: [],
                                   stylesIgnored: false, builder: box)
            nodes[NodeKey(definition: ObjectIdentifier(main), style: .own)] = node
            return node
        }

        func role(_ style: String?) -> SyntaxRole? {
            guard let style else { return nil }
            return SyntaxRole.of(style: style) { styles[$0] }
        }

        func lookUp(_ id: String, original: Bool) -> ContextDefinition? {
            let target = original ? id : (replacements[id] ?? id)
            if let found = contexts[target] { return found }
            // `ruby:*` written in another language: the language's main context.
            if let colon = target.utf8.firstIndex(of: UInt8(ascii: ":")) {
                let name = String(target[target.index(after: colon)...])
                return contexts[name + ":" + name]
            }
            return nil
        }

        /// The contexts `definition` includes, groups flattened.
        /// `ignoringStyles`: inside a context included with `ignore-style`.
        mutating func children(of definition: ContextDefinition, ignoringStyles: Bool, visiting: inout Set<ObjectIdentifier>,
                               box: BuilderBox) -> [ContextNode] {
            var result: [ContextNode] = []
            for entry in definition.entries {
                switch entry {
                case .context(let child):
                    // GtkSourceView includes a context written in place by
                    // its id too, so a `<replace>` of that id reaches it.
                    let target = child.id.flatMap { replacements[$0] }.flatMap { lookUp($0, original: true) } ?? child
                    if Self.isGroup(target) {
                        result += flattened(target, ignoringStyles: ignoringStyles, visiting: &visiting, box: box)
                    } else if let node = node(target, style: ignoringStyles ? .ignored : .own, box: box) {
                        result.append(node)
                    }
                case .reference(let id, let ignoreStyle, let style, let original, let childrenOnly, _):
                    guard let target = lookUp(id, original: original) else { continue }
                    if childrenOnly || Self.isGroup(target) {
                        result += flattened(target, ignoringStyles: ignoringStyles, visiting: &visiting, box: box)
                    } else if let node = node(target, style: ignoringStyles || ignoreStyle ? .ignored : style.map { .replaced($0) } ?? .own,
                                              box: box) {
                        result.append(node)
                    }
                }
            }
            return result
        }

        /// A context without a start (`context_is_pure_container`): where
        /// it is included, its children are.
        static func isGroup(_ definition: ContextDefinition) -> Bool {
            switch definition.kind {
            case .group, .container(start: nil, end: _): true
            case .simple, .container: false
            }
        }

        private mutating func flattened(_ group: ContextDefinition, ignoringStyles: Bool,
                                        visiting: inout Set<ObjectIdentifier>, box: BuilderBox) -> [ContextNode] {
            guard visiting.insert(ObjectIdentifier(group)).inserted else { return [] }
            defer { visiting.remove(ObjectIdentifier(group)) }
            return children(of: group, ignoringStyles: ignoringStyles, visiting: &visiting, box: box)
        }

        /// The node of `definition` shown with `style`; its children are
        /// made when the engine first asks for them.
        mutating func node(_ definition: ContextDefinition, style: StyleChoice, box: BuilderBox) -> ContextNode? {
            let key = NodeKey(definition: ObjectIdentifier(definition), style: style)
            if let existing = nodes[key] { return existing }
            let subPatterns = definition.subPatterns.map { (group: $0.group, atEnd: $0.atEnd, role: role($0.style)) }
            let nodeRole: SyntaxRole?
            switch style {
            case .own: nodeRole = role(definition.style)
            case .replaced(let replacement): nodeRole = role(replacement)
            case .ignored: nodeRole = nil
            }
            let node: ContextNode
            switch definition.kind {
            case .simple(let match):
                guard let pattern = try? expander.expand(match) else { return nil }
                node = ContextNode(definition: definition, role: nodeRole, kind: .simple, match: pattern, end: nil, subPatterns: subPatterns,
                                   stylesIgnored: style == .ignored, builder: box)
            case .container(let start, let end):
                guard let start, let pattern = try? expander.expand(start) else { return nil }
                node = ContextNode(definition: definition, role: nodeRole, kind: .container, match: pattern,
                                   end: end.flatMap { try? expander.expand($0) }, subPatterns: subPatterns,
                                   stylesIgnored: style == .ignored, builder: box)
            case .group:
                return nil
            }
            nodes[key] = node
            return node
        }
    }
}

/// A graph's builder behind its lock: contexts are made while blocks are
/// highlighted, on any thread.
final class BuilderBox: @unchecked Sendable {
    let lock = NSLock()
    fileprivate var builder: ContextGraph.Builder
    /// What the catalog's languages compiled, shared.
    let patterns: PatternStore

    fileprivate init(_ builder: ContextGraph.Builder, patterns: PatternStore) {
        self.builder = builder
        self.patterns = patterns
    }

    fileprivate func root(_ main: ContextDefinition) -> ContextNode {
        lock.withLock { builder.root(main, box: self) }
    }

    /// The children of `node`, made now (the caller holds the lock).
    fileprivate func makeChildren(of node: ContextNode) -> [ContextNode] {
        guard node.kind == .container else { return [] }
        var visiting: Set<ObjectIdentifier> = [ObjectIdentifier(node.definition)]
        return builder.children(of: node.definition, ignoringStyles: node.stylesIgnored, visiting: &visiting, box: self)
    }
}

/// A context as the engine meets it.
final class ContextNode: @unchecked Sendable {
    enum Kind { case simple, container }

    let definition: ContextDefinition
    let role: SyntaxRole?
    let kind: Kind
    /// A simple context's match, a container's start.
    let match: ExpandedPattern?
    let end: ExpandedPattern?
    let subPatterns: [(group: String, atEnd: Bool?, role: SyntaxRole?)]
    /// Inside a context included with `ignore-style`: its children are too.
    let stylesIgnored: Bool
    fileprivate unowned let builder: BuilderBox
    /// Made on first use, under the builder's lock.
    private var madeChildren: [ContextNode]?
    private var madeFirstLineOnly: UInt64 = 0

    /// The contexts it includes, groups flattened; made the first time
    /// they are asked for (engines keep them per open context).
    var children: [ContextNode] { childList.children }

    /// The children, with the bits of those shown only on a code block's
    /// first line.
    var childList: (children: [ContextNode], firstLineOnly: UInt64) {
        builder.lock.withLock {
            if let madeChildren { return (madeChildren, madeFirstLineOnly) }
            let made = builder.makeChildren(of: self)
            var bits: UInt64 = 0
            for (index, child) in made.prefix(64).enumerated() where child.definition.firstLineOnly { bits |= 1 << UInt64(index) }
            madeChildren = made
            madeFirstLineOnly = bits
            return (made, bits)
        }
    }

    private let lock = NSLock()
    private var searches: [UInt64: ChildSearch] = [:]
    private var compiledMatch: CompiledPattern??
    private var compiledEnd: CompiledPattern??

    fileprivate init(definition: ContextDefinition, role: SyntaxRole?, kind: Kind, match: ExpandedPattern?, end: ExpandedPattern?,
                     subPatterns: [(group: String, atEnd: Bool?, role: SyntaxRole?)], stylesIgnored: Bool, builder: BuilderBox) {
        self.definition = definition
        self.role = role
        self.kind = kind
        self.match = match
        self.end = end
        self.subPatterns = subPatterns
        self.stylesIgnored = stylesIgnored
        self.builder = builder
    }

    /// The start or match pattern alone (for its groups). Interpreted: the
    /// engine only tries it anchored, where the search found it, and
    /// compiling it for the processor cost more than the few matches it
    /// saves (most contexts start a few times a build).
    var matchPattern: CompiledPattern? {
        lock.withLock {
            if let compiledMatch { return compiledMatch }
            let compiled = match.flatMap { try? CompiledPattern($0.text, jit: false) }
            if compiled != nil { builder.patterns.add() }
            compiledMatch = .some(compiled)
            return compiled
        }
    }

    /// The end pattern when it does not depend on the start match
    /// (compiled for the processor: open contexts look for their ancestors'
    /// ends at every step).
    var staticEndPattern: CompiledPattern? {
        lock.withLock {
            if let compiledEnd { return compiledEnd }
            let compiled = end.flatMap { $0.isDynamic ? nil : try? CompiledPattern($0.text) }
            if compiled != nil { builder.patterns.add() }
            compiledEnd = .some(compiled)
            return compiled
        }
    }

    /// The search over the static end and every child not in `excluded`
    /// (a bit per child: once-only children already matched, first-line
    /// children after the first line).
    /// `children`: the node's, as the engine holds them.
    func search(excluding excluded: UInt64, children: [ContextNode]) -> ChildSearch {
        lock.withLock {
            if let found = searches[excluded] { return found }
            let search = ChildSearch(node: self, children: children, excluding: excluded)
            searches[excluded] = search
            return search
        }
    }
}

/// Finds, from a position, the first of a context's end and its children's
/// starts: one PCRE2 pattern with an alternative per candidate, each
/// marked (`(*MARK:n)`) so the match says which one it was. At one
/// position the children come first, in their order, then the end: the
/// order in which `next_segment` tries them.
final class ChildSearch: @unchecked Sendable {
    enum Candidate: Sendable, Equatable {
        case end
        case child(Int)
    }

    let pattern: CompiledPattern?
    let candidates: [Candidate]

    init(node: ContextNode, children: [ContextNode], excluding excluded: UInt64) {
        var alternatives: [(Candidate, String)] = []
        for (index, child) in children.enumerated() {
            if index < 64, excluded & (1 << UInt64(index)) != 0 { continue }
            if let match = child.match { alternatives.append((.child(index), match.text)) }
        }
        if let end = node.end, !end.isDynamic { alternatives.append((.end, end.text)) }
        func combined(_ list: [(Candidate, String)]) -> String {
            // The mark ends each alternative: one at the start would hide
            // from PCRE2 which characters can start a match.
            Self.wordStartsTakenOnce(list.enumerated().map { $0.element.1 + "(*MARK:\($0.offset))" },
                                     starts: { node.builder.patterns.startBytes(list[$0].1) })
        }
        let text = combined(alternatives)
        var compiled = node.builder.patterns.search(text)
        if compiled == nil {
            // Leave out what does not compile on its own.
            alternatives = alternatives.filter { (try? CompiledPattern($0.1, jit: false)) != nil }
            compiled = node.builder.patterns.search(combined(alternatives))
        }
        pattern = alternatives.isEmpty ? nil : compiled
        candidates = alternatives.map(\.0)
    }

    /// The alternatives joined, those that begin with `\b` (keyword
    /// lists, mostly) gathered under one `\b`: PCRE2 otherwise tests the
    /// boundary once per alternative at every position, which was most of
    /// the time a search took. An alternative moves up to the group only
    /// past alternatives that cannot match where it can (no first byte in
    /// common), so at any position the first that matches is the same.
    ///
    /// `starts`: alternative `n`'s first bytes, when the caller knows
    /// them (else it is compiled here to find them). They are asked for
    /// only where they decide something: past a group, when something
    /// stands between it and the alternative (most searches have no group,
    /// and finding first bytes compiles the alternative).
    static func wordStartsTakenOnce(_ alternatives: [String], starts known: ((Int) -> StartBytes)? = nil) -> String {
        enum Block {
            case single(String)
            case words([String])
        }
        func starts(_ index: Int) -> StartBytes { known?(index) ?? StartBytes(alternatives[index]) }
        var blocks: [Block] = []
        var group: Int?
        // First bytes of what stands between the group and the end.
        var between = StartBytes.none
        for (index, alternative) in alternatives.enumerated() {
            guard let rest = afterWordStart(alternative) else {
                blocks.append(.single(alternative))
                if group != nil { between.formUnion(starts(index)) }
                continue
            }
            if let open = group, case .words(var members) = blocks[open], between == .none || starts(index).isDisjoint(with: between) {
                members.append(rest)
                blocks[open] = .words(members)
            } else {
                blocks.append(.words([rest]))
                group = blocks.count - 1
                between = .none
            }
        }
        return blocks.map { block in
            switch block {
            case .single(let alternative): alternative
            case .words(let members): "\\b(?:" + members.joined(separator: "|") + ")"
            }
        }.joined(separator: "|")
    }

    /// `(?^flags:\b…` as `(?^flags:…`, or nil when the alternative does not
    /// begin with `\b`.
    private static func afterWordStart(_ alternative: String) -> String? {
        // By bytes: an alternative may be a keyword list of a few KB.
        let bytes = alternative.utf8
        guard bytes.starts(with: "(?^".utf8) else { return nil }
        var index = bytes.index(bytes.startIndex, offsetBy: 3)
        let flagsStart = index
        while index != bytes.endIndex, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[index] | 0x20) { index = bytes.index(after: index) }
        let flags = alternative[flagsStart..<index]
        guard index != bytes.endIndex, bytes[index] == UInt8(ascii: ":") else { return nil }
        index = bytes.index(after: index)
        if flags.utf8.contains(UInt8(ascii: "x")) {
            while index != bytes.endIndex, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A { index = bytes.index(after: index) }
        }
        guard bytes[index...].starts(with: "\\b".utf8) else { return nil }
        return "(?^" + flags + ":" + alternative[bytes.index(index, offsetBy: 2)...]
    }
}
