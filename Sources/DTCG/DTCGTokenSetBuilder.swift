/// Merges token trees in order (later ones win per token), resolves
/// `$extends`, then types and aliases: the steps shared by `DTCGReader` and
/// `DTCGResolverDocument`.
enum DTCGTokenSetBuilder {
    static func build(_ sources: [DTCGGroup], diagnostics: inout DTCGDiagnostics) -> DTCGTokenSet {
        var merged = DTCGGroup()
        for source in sources {
            merged.merge(source, diagnostics: &diagnostics)
        }
        var extender = DTCGGroupExtender(merged)
        let root = extender.resolve()
        diagnostics.append(extender.diagnostics)
        let collected = DTCGRawToken.collect(root)
        var resolver = DTCGTokenResolver(root: root, tokens: collected.tokens)
        let tokens = resolver.resolveAll()
        diagnostics.append(resolver.diagnostics)
        var set = DTCGTokenSet(tokens: tokens, groupExtensions: collected.groupExtensions)
        set.groups = collected.groups
        return set
    }
}
