import Basics
import Markdown

/// The docs' own page for a missing address: `404.md` (or `.mdx`) at the
/// top of the docs, as Starlight, mdBook, Jekyll and MarkBind read it. It is the
/// site's `404.html`, not a doc: no sidebar, pager, search, sitemap, print
/// page or llms.txt lists it. A translation's (`fr/404.md`) is left out
/// with a warning, since a static host serves one `404.html` for every
/// missing address: the default locale's, as Starlight's own 404 route.
enum NotFoundDoc {
    /// Whether the doc at `path` (under `docs/`) is a locale's 404 page.
    static func isNotFoundPage(_ path: String, locales: SiteLocales?) -> Bool {
        if let locales { return locales.pageKey(of: path) == "404" }
        return DocFileName.stem(path) == "404"
    }

    /// The paths (under `docs/`) the default locale's 404 page is read
    /// from, as written in lower case.
    static func paths(locales: SiteLocales?) -> [String] {
        let folder = locales?.defaultLocale.folder ?? ""
        return ["404.md", "404.mdx"].map { folder.isEmpty ? $0 : folder + "/" + $0 }
    }

    /// `docs` without their 404 pages; the default locale's, and the
    /// warning naming the translations' that are left out.
    static func separate(_ docs: inout [Doc], locales: SiteLocales?,
                         docsDirectory: String) -> (page: Doc?, warning: Diagnostic?) {
        guard docs.contains(where: { isNotFoundPage($0.sourcePath, locales: locales) }) else { return (nil, nil) }
        var page: Doc?
        var translations: [Doc] = []
        docs.removeAll { doc in
            guard isNotFoundPage(doc.sourcePath, locales: locales) else { return false }
            if locales.map({ $0.locale(of: doc.sourcePath) == $0.defaultLocale }) ?? true {
                page = doc
            } else {
                translations.append(doc)
            }
            return true
        }
        guard let first = translations.first else { return (page, nil) }
        let names = translations.map { "`\($0.sourcePath)`" }.joined(separator: ", ")
        let noun = translations.count == 1 ? "a translation of the 404 page is" : "\(translations.count) translations of the 404 page are"
        let shown = page.map { "the default locale's (`\($0.sourcePath)`)" } ?? "theme-preview's own"
        return (page, .warning(file: first.file(in: docsDirectory),
                               "\(noun) not published: \(names); a static host serves one 404.html for every missing address, \(shown), as Starlight does"))
    }

    /// What `404.html` shows of `doc`: its hero or title, then its text,
    /// with its links made to lead from the site's root (`root`, the base
    /// URL when it is known, since hosts serve the page at any depth).
    static func body(of doc: Doc, root: String) -> [UInt8] {
        DocMaker.relocated(doc.titleHTML + doc.rendered.htmlBytes, from: doc.outputPath, to: NotFoundPage.path, root: root)
    }
}
