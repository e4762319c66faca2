import DTCG

/// A design system as DTCG (2025.10): one resolver document with a
/// `combination` modifier whose contexts are the system's combinations
/// (`DesignSystemExport`), every token resolved.
///
/// - On standard output: the document with every combination's tokens
///   inline, the same bytes as the site's `tokens.json`.
/// - In a folder: one token file per combination (`casual-green.tokens.json`)
///   and the resolver (`lion.resolver.json`) naming them.
public enum SystemDTCGExport {
    public static func bundle(_ system: SystemExport, generator: String) -> String {
        String(decoding: Array(DesignSystemExport.bundlePieces(system.system, generator: generator).joined()), as: UTF8.self)
    }

    public static func files(_ system: SystemExport, generator: String) -> [(path: String, text: String)] {
        var files: [(path: String, text: String)] = []
        var paths: [DesignCombination: String] = [:]
        for combination in system.combinations {
            let path = "\(combination.id).tokens.json"
            paths[combination.combination] = path
            files.append((path, DesignSystemExport.tree(system.system.tokens[combination.combination]?.tokens ?? []).prettyPrinted() + "\n"))
        }
        let resolver = DesignSystemExport.resolver(system.system, generator: generator) { combination in
            .array([.object([("$ref", .string(paths[combination] ?? ""))])])
        }
        files.append(("\(resolverStem(system.system.name)).resolver.json", resolver.prettyPrinted() + "\n"))
        return files
    }

    /// The system's name as a file name: `lion`, `design-system` when it
    /// has no letters or digits.
    static func resolverStem(_ name: String) -> String {
        let hasLetters = name.contains { $0.isASCII && ($0.isLetter || $0.isNumber) }
        return hasLetters ? SystemExport.combinationIDs([DesignCombination([name])])[0] : "design-system"
    }
}
