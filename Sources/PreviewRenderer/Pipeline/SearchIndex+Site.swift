import Basics
import Search

extension SearchIndex {
    /// The index of `site`: its docs, then its tokens and themes.
    /// `previous`: the previous output's file at a path, if any (see `SearchIndex.kept`).
    static func files(_ site: ResolvedSite, settle: @Sendable (OutputFile) -> OutputFile = { $0 },
                      previous: @Sendable (String) -> [UInt8]? = { _ in nil }) -> [OutputFile] {
        // Pages shown untranslated are their default locale's page again:
        // not indexed twice.
        let docs = site.docs.filter { $0.fallback == nil }.map {
            SearchIndex.Document(title: $0.title, outputPath: $0.outputPath, rendered: $0.rendered, terms: $0.searchTerms)
        }
        let tokens = site.tokenCatalog?.searchEntries ?? []
        return files(docs: docs, registry: site.registry, extraEntries: tokens,
                     locales: site.locales.map { searchRuns($0, docs: site.docs.filter { $0.fallback == nil }) } ?? [], settle: settle,
                     previous: previous)
    }

    /// Each translation's pages in the docs' reading order: one run each
    /// (a locale's folder is read as a whole), from its first to its last.
    static func searchRuns(_ locales: SiteLocales, docs: [Doc]) -> [(prefix: String, docs: Range<Int>)] {
        locales.locales.dropFirst().compactMap { locale in
            guard let first = docs.firstIndex(where: { locales.locale(of: $0.sourcePath) == locale }),
                  let last = docs.lastIndex(where: { locales.locale(of: $0.sourcePath) == locale }) else { return nil }
            return ("docs/" + locale.folder + "/", first..<(last + 1))
        }
    }
}
