import Basics
/// Reads W3C Design Tokens (DTCG Format Module 2025.10) files.
public enum DTCGReader {
    /// Parses every file, deep-merges them in order (a later file's token
    /// replaces an earlier one of the same path, whole), then resolves
    /// groups' `$extends`, types and aliases.
    ///
    /// - Throws: Every problem of every file, in file then position order.
    public static func read(_ files: [DTCGFile]) throws(BuildFailure) -> DTCGTokenSet {
        var diagnostics = DTCGDiagnostics()
        var trees: [DTCGGroup] = []
        for file in files {
            guard let root = JSONReader.parse(file, diagnostics: &diagnostics),
                  let tree = DTCGGroup.read(root, diagnostics: &diagnostics) else { continue }
            trees.append(tree)
        }
        let set = DTCGTokenSetBuilder.build(trees, diagnostics: &diagnostics)
        guard diagnostics.isEmpty else { throw diagnostics.failure }
        return set
    }
}
