import Basics

/// A page of the default locale that a translation lacks, published at
/// that translation's place too (`docs/fr/guide/setup.html` from
/// `guide/setup.md`), as Starlight does: the default's content, in the
/// default's language, under a notice (`UntranslatedNotice`). So each
/// locale's site has every page, and a translated page's links to an
/// untranslated one work.
public struct LocaleFallback: Sendable, Equatable {
    /// The language the page is written in: the default locale's.
    public var language: LanguageTag
    /// The default locale's doc it shows (path under `docs/`), which its
    /// edit link and its messages name.
    public var sourcePath: String
}

enum LocaleFallbacks {
    /// A translated doc without an `order` of its own takes its default
    /// locale page's, so each locale's sidebar lists the same pages in the
    /// same order.
    static func inheritOrder(_ docs: inout [Doc], locales: SiteLocales) {
        var orders: [String: Int] = [:]
        for doc in docs where locales.locale(of: doc.sourcePath) == locales.defaultLocale {
            if let order = doc.order { orders[locales.pageKey(of: doc.sourcePath)] = order }
        }
        guard !orders.isEmpty else { return }
        for index in docs.indices where docs[index].order == nil && locales.locale(of: docs[index].sourcePath) != locales.defaultLocale {
            docs[index].order = orders[locales.pageKey(of: docs[index].sourcePath)]
        }
    }

    /// A copy of each of the default locale's docs in each translation that
    /// has no page of its key, where no other page is published. The copy
    /// shows the same HTML, so its links lead to the translation's pages
    /// (its place under the locale's folder mirrors the original's); its
    /// warnings stay with the original, and its links are not checked again.
    static func copies(_ docs: [Doc], locales: SiteLocales, docsDirectory: String) -> [Doc] {
        let defaultLocale = locales.defaultLocale
        let defaults = docs.filter { locales.locale(of: $0.sourcePath) == defaultLocale && $0.fallback == nil }
        var taken = Set(docs.map(\.outputPath))
        var keys: [SiteLocales.Locale: Set<String>] = [:]
        for doc in docs { keys[locales.locale(of: doc.sourcePath), default: []].insert(locales.pageKey(of: doc.sourcePath)) }
        let defaultPrefix = defaultLocale.folder.isEmpty ? "" : defaultLocale.folder + "/"
        var copies: [Doc] = []
        for locale in locales.locales.dropFirst() {
            let present = keys[locale] ?? []
            for doc in defaults where !present.contains(locales.pageKey(of: doc.sourcePath)) {
                let inside = String(doc.sourcePath.dropFirst(defaultPrefix.count))
                let outputInside = String(doc.outputPath.dropFirst(("docs/" + defaultPrefix).count))
                let outputPath = "docs/" + locale.folder + "/" + outputInside
                guard doc.outputPath.hasPrefix("docs/" + defaultPrefix), taken.insert(outputPath).inserted else { continue }
                var copy = doc
                copy.sourcePath = locale.folder + "/" + inside
                copy.outputPath = outputPath
                copy.sourceFile = doc.file(in: docsDirectory)
                copy.fallback = LocaleFallback(language: defaultLocale.tag, sourcePath: doc.sourcePath)
                copy.warnings = []
                copy.aliases = []
                copy.redirects = []
                copy.unusedFrontMatterKeys = []
                copies.append(copy)
            }
        }
        return copies
    }
}

/// The notice at the top of a page shown in the default language because
/// its locale has no translation of it. Its words are here alone.
enum UntranslatedNotice {
    /// The notice's HTML, `language` the language the page is shown in.
    static func html(language: LanguageTag) -> String {
        "<p class=\"tp-untranslated\" role=\"note\">This page is not translated yet; it is shown in \(HTMLEscape.text(LanguageNames.name(of: language))).</p>\n"
    }
}
