import Basics

extension DTCGResolverDocument {
    /// The document as a design system: each modifier an axis whose values
    /// are its contexts, in document order (the light/dark axis found by
    /// its values, `DesignAxis.colorScheme`), and the tokens resolved for
    /// every combination (`permutations`), the default first (each
    /// modifier's `default`, else its first context).
    ///
    /// - Parameter name: The system's name when the document has none
    ///   (the file's name).
    /// - Throws: Every problem of every combination, each once.
    public func designSystem(named name: String) throws(BuildFailure) -> DesignSystem {
        let modifiers = self.modifiers
        let axes = DesignAxis.findingColorScheme(modifiers.map { DesignAxis(name: $0.name, values: $0.contexts) })
        let defaults = modifiers.map { modifier in
            modifier.defaultContext.flatMap { wanted in modifier.contexts.first { $0 == wanted } } ?? modifier.contexts.first ?? ""
        }
        let first = DesignCombination(defaults)
        var combinations = [first]
        for input in permutations {
            let combination = DesignCombination(modifiers.map { input[$0.name] ?? "" })
            if combination != first { combinations.append(combination) }
        }
        var tokens: [DesignCombination: DTCGTokenSet] = [:]
        var problems: [Diagnostic] = []
        for combination in combinations {
            var input: [String: String] = [:]
            for (modifier, value) in zip(modifiers, combination.values) { input[modifier.name] = value }
            do {
                tokens[combination] = try resolve(input)
            } catch {
                for problem in error.diagnostics where !problems.contains(problem) { problems.append(problem) }
            }
        }
        guard problems.isEmpty else { throw BuildFailure(problems) }
        return DesignSystem(name: self.name ?? name, axes: axes, combinations: combinations, tokens: tokens)
    }
}
