import Basics
/// A DTCG Resolver Module 2025.10 document (`*.resolver.json`): sets of
/// token sources and modifiers whose contexts (`light`, `dark`) an input
/// chooses, merged in `resolutionOrder`.
public struct DTCGResolverDocument: Sendable {
    public var name: String?
    /// Every modifier: those under `modifiers` in document order, then
    /// those declared inline in `resolutionOrder`.
    public var modifiers: [(name: String, contexts: [String], defaultContext: String?)] {
        modifierOrder.compactMap { name in
            definitions[name].map { (name: $0.name, contexts: $0.contexts.map(\.name), defaultContext: $0.defaultContext) }
        }
    }

    let file: String
    let steps: [DTCGResolverStep]
    let definitions: [String: DTCGResolverModifier]
    let modifierOrder: [String]
    /// The resolver, then token files in the order they were first named,
    /// for reporting.
    let files: [String]

    init(name: String?, file: String, steps: [DTCGResolverStep], modifiers: [DTCGResolverModifier], files: [String]) {
        self.name = name
        self.file = file
        self.steps = steps
        var definitions: [String: DTCGResolverModifier] = [:]
        for modifier in modifiers where definitions[modifier.name] == nil {
            definitions[modifier.name] = modifier
        }
        self.definitions = definitions
        self.modifierOrder = modifiers.map(\.name)
        self.files = files
    }

    /// Reads a resolver document and every token file it refers to.
    ///
    /// - Parameters:
    ///   - folder: The folder, as `file.path` names it (such as
    ///     `site/tokens`), that token files must be inside; `$ref` paths that
    ///     lead out of it are errors. Nil: the resolver's own folder.
    ///   - load: The file at a path relative to the resolver's folder, as
    ///     `$ref` writes it with `.` and `name/..` taken out (`./a.json` and
    ///     `sub/../a.json` are both `a.json`; it starts with `../` only to
    ///     reach a file elsewhere in `folder`); nil when there is none.
    /// - Throws: Every problem of the document and of the token files, in
    ///   file then position order.
    public static func parse(_ file: DTCGFile, within folder: String? = nil,
                             load: (String) -> DTCGFile?) throws(BuildFailure) -> DTCGResolverDocument {
        let result = withoutActuallyEscaping(load) { load in
            var parser = DTCGResolverParser(file: file, within: folder, load: load)
            let document = parser.parse()
            return (document, parser.diagnostics)
        }
        guard result.1.isEmpty, let document = result.0 else { throw result.1.failure }
        return document
    }

    /// The tokens for one input, such as `["accent": "forest", "mode":
    /// "dark"]`: each modifier's chosen context (its default when the input
    /// names none; a context may be written in another case), merged with
    /// the sets in `resolutionOrder` (later wins), aliases resolved after
    /// merging.
    ///
    /// - Throws: Unknown modifiers or contexts in the input, a missing
    ///   choice for a modifier without a default, and every problem of the
    ///   merged tokens.
    public func resolve(_ input: [String: String]) throws(BuildFailure) -> DTCGTokenSet {
        var diagnostics = DTCGDiagnostics()
        for file in files { diagnostics.register(file) }
        var chosen: [String: Int] = [:]
        for (key, value) in input.sorted(by: { $0.key < $1.key }) {
            guard let modifier = modifier(named: key) else {
                var message = "the input names no modifier '\(key)'"
                if let suggestion = EditDistance.suggestion(for: key, among: modifierOrder) {
                    message += "; did you mean '\(suggestion)'?"
                } else {
                    message += " (modifiers: \(modifierOrder.isEmpty ? "none" : modifierOrder.joined(separator: ", ")))"
                }
                diagnostics.error(message, file: file, at: nil)
                continue
            }
            let names = modifier.contexts.map(\.name)
            guard let index = names.firstIndex(of: value) ?? uniqueIndex(caseInsensitive: value, in: names) else {
                var message = "invalid context '\(value)' for modifier '\(modifier.name)'"
                if let suggestion = EditDistance.suggestion(for: value, among: names) {
                    message += "; did you mean '\(suggestion)'?"
                } else {
                    message += " (contexts: \(names.joined(separator: ", ")))"
                }
                diagnostics.error(message, file: file, at: modifier.location)
                continue
            }
            chosen[modifier.name] = index
        }
        for name in modifierOrder where chosen[name] == nil {
            guard let modifier = definitions[name] else { continue }
            if let defaultContext = modifier.defaultContext, let index = modifier.contexts.firstIndex(where: { $0.name == defaultContext }) {
                chosen[name] = index
            } else if !input.keys.contains(where: { self.modifier(named: $0)?.name == name }) {
                let names = modifier.contexts.map(\.name).joined(separator: ", ")
                diagnostics.error("the input chooses no context for modifier '\(name)', which has no \"default\" (contexts: \(names))",
                                  file: file, at: modifier.location)
            }
        }
        guard diagnostics.isEmpty else { throw diagnostics.failure }

        var sources: [DTCGGroup] = []
        for step in steps {
            switch step {
            case .set(let groups):
                sources += groups
            case .modifier(let name):
                guard let modifier = definitions[name], let index = chosen[name] else { continue }
                sources += modifier.contexts[index].sources
            }
        }
        let set = DTCGTokenSetBuilder.build(sources, diagnostics: &diagnostics)
        guard diagnostics.isEmpty else { throw diagnostics.failure }
        return set
    }

    /// Every input choosing one context of each modifier: the first
    /// modifier's contexts vary slowest. One empty input when there are no
    /// modifiers.
    public var permutations: [[String: String]] {
        var result: [[String: String]] = [[:]]
        for modifier in modifiers {
            result = result.flatMap { partial in
                modifier.contexts.map { context in
                    var input = partial
                    input[modifier.name] = context
                    return input
                }
            }
        }
        return result
    }

    /// The modifier `name` names, exactly or else in another case.
    private func modifier(named name: String) -> DTCGResolverModifier? {
        if let exact = definitions[name] { return exact }
        return uniqueIndex(caseInsensitive: name, in: modifierOrder).flatMap { definitions[modifierOrder[$0]] }
    }

    private func uniqueIndex(caseInsensitive name: String, in names: [String]) -> Int? {
        let matches = names.indices.filter { names[$0].lowercased() == name.lowercased() }
        return matches.count == 1 ? matches[0] : nil
    }
}
