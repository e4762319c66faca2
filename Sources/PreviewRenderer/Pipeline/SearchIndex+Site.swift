import Basics
import Search

extension SearchIndex {
    /// The index of `site`: its docs, then its tokens and themes.
    static func files(_ site: ResolvedSite, settle: @Sendable (OutputFile) -> OutputFile = { $0 }) -> [OutputFile] {
        let docs = site.docs.map {
            SearchIndex.Document(title: $0.title, outputPath: $0.outputPath, rendered: $0.rendered, terms: $0.searchTerms)
        }
        let tokens = site.tokenCatalog?.searchEntries ?? []
        return files(docs: docs, registry: site.registry, extraEntries: tokens, settle: settle)
    }
}
