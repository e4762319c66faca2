import Foundation
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
    /// shows the same HTML, its links made for its place (`FallbackLinks`):
    /// to the translation's pages, else to where they lead from the
    /// original; its warnings stay with the original, and its links are
    /// not checked again.
    static func copies(_ docs: [Doc], locales: SiteLocales, docsDirectory: String) -> [Doc] {
        let defaultLocale = locales.defaultLocale
        let defaults = docs.filter { locales.locale(of: $0.sourcePath) == defaultLocale && $0.fallback == nil }
        var taken = Set(docs.map(\.outputPath))
        var keys: [SiteLocales.Locale: Set<String>] = [:]
        for doc in docs { keys[locales.locale(of: doc.sourcePath), default: []].insert(locales.pageKey(of: doc.sourcePath)) }
        let defaultPrefix = defaultLocale.folder.isEmpty ? "" : defaultLocale.folder + "/"
        var copies: [(doc: Doc, original: String)] = []
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
                copies.append((copy, doc.outputPath))
            }
        }
        return copies.map { copy, original in
            var doc = copy
            func rebased(_ html: [UInt8]) -> [UInt8] {
                FallbackLinks.rebase(html, original: original, copy: doc.outputPath, localeFolder: locales.locale(of: doc.sourcePath).folder,
                                     defaultFolder: defaultLocale.folder, pages: taken)
            }
            doc.rendered.htmlBytes = rebased(doc.rendered.htmlBytes)
            doc.hero = doc.hero.map(rebased)
            doc.banner = doc.banner.map(rebased)
            return doc
        }
    }
}

extension LocaleFallbacks {
    /// One warning per translation that lacks pages: how many of the
    /// default locale's pages it shows untranslated (`copies`), the first
    /// few named, at the first one's file.
    static func warnings(_ copies: [Doc], locales: SiteLocales, docsDirectory: String) -> [Diagnostic] {
        var byLocale: [SiteLocales.Locale: [String]] = [:]
        for copy in copies {
            guard let fallback = copy.fallback else { continue }
            byLocale[locales.locale(of: copy.sourcePath), default: []].append(fallback.sourcePath)
        }
        let defaultTag = locales.defaultLocale.tag
        return locales.locales.dropFirst().compactMap { locale in
            guard let pages = byLocale[locale]?.sorted(), let first = pages.first else { return nil }
            let listed = pages.prefix(5).map { "docs/" + $0 }.joined(separator: ", ") + (pages.count > 5 ? ", …" : "")
            let count = pages.count == 1 ? "1 page" : "\(pages.count) pages"
            return .warning(file: joinPath(docsDirectory, first),
                            "\(count) of the default locale (\(defaultTag)) \(pages.count == 1 ? "has" : "have") no \(locale.tag) translation in docs/\(locale.folder)/; \(pages.count == 1 ? "it is" : "they are") shown untranslated in the \(locale.tag) site, under a notice: \(listed)")
        }
    }
}

/// The notice at the top of a page shown in the default language because
/// its locale has no translation of it, in the reader's language
/// (`ChromeString.notTranslated`).
enum UntranslatedNotice {
    /// The notice's HTML in the words of `strings`, `language` the
    /// language the page is shown in (named for `{language}`).
    static func html(strings: ChromeStrings, shownIn language: LanguageTag) -> [UInt8] {
        let text = HTMLEscape.text(strings[.notTranslated])
            .replacingOccurrences(of: "{language}", with: HTMLEscape.text(LanguageNames.name(of: language)))
        return Array("<p class=\"tp-untranslated\" role=\"note\">\(text)</p>\n".utf8)
    }
}
