import Basics

/// Every doc's translations: the same page (`SiteLocales.pageKey`) in
/// each locale that has it. Made once per site (`ResolvedSite.translations`).
public struct Translations: Sendable {
    public let locales: SiteLocales
    /// By page key, its output path in each locale (by index in
    /// `locales.locales`), and whether it is the default's page shown
    /// untranslated (`LocaleFallbacks`).
    private let pages: [String: [Int: (path: String, isFallback: Bool)]]

    public init(locales: SiteLocales, docs: [Doc]) {
        self.locales = locales
        let index = Dictionary(uniqueKeysWithValues: locales.locales.enumerated().map { ($1, $0) })
        var pages: [String: [Int: (path: String, isFallback: Bool)]] = [:]
        for doc in docs {
            guard let number = index[locales.locale(of: doc.sourcePath)] else { continue }
            pages[locales.pageKey(of: doc.sourcePath), default: [:]][number] = (doc.outputPath, doc.fallback != nil)
        }
        self.pages = pages
    }

    /// One locale's page of a doc.
    public struct Page: Sendable {
        public var locale: SiteLocales.Locale
        /// Its path in the output; nil when the locale has no such page.
        public var outputPath: String?
        /// The default locale's page shown untranslated.
        public var isFallback: Bool
        /// Whether it is the page in the locale's language.
        public var isTranslated: Bool { outputPath != nil && !isFallback }
    }

    /// The doc at `sourcePath` in each locale, in the locales' order (the
    /// default first), itself too.
    public func pages(of sourcePath: String) -> [Page] {
        let found = pages[locales.pageKey(of: sourcePath)] ?? [:]
        return locales.locales.enumerated().map { Page(locale: $1, outputPath: found[$0]?.path, isFallback: found[$0]?.isFallback ?? false) }
    }

    /// The pages search engines are told are the same page in each
    /// language (`hreflang`), the default's again as `x-default`: the
    /// translated ones, when there are at least two; none on a page shown
    /// untranslated.
    public func alternates(of sourcePath: String) -> [(hreflang: String, page: String)] {
        let pages = pages(of: sourcePath)
        let own = pages.first { $0.locale == locales.locale(of: sourcePath) }
        guard own?.isFallback != true else { return [] }
        let translated = pages.filter(\.isTranslated)
        guard translated.count > 1 else { return [] }
        var result = translated.compactMap { page in page.outputPath.map { (page.locale.tag.value, $0) } }
        if let home = pages.first, home.isTranslated, let path = home.outputPath { result.append(("x-default", path)) }
        return result
    }
}

/// What a doc page of a site with translations links: its translations
/// for search engines (`<link rel="alternate" hreflang>`), and the
/// language menu.
struct PageTranslations: Sendable {
    var alternates: [LanguageAlternate]
    var menu: LanguageMenu

    /// The page at `path` (from `sourcePath`), in `locale`; links relative
    /// to it, the alternates absolute when `baseURL` is known.
    init(_ translations: Translations, sourcePath: String, path: String, locale: SiteLocales.Locale, baseURL: String?) {
        alternates = translations.alternates(of: sourcePath).map { hreflang, output in
            LanguageAlternate(hreflang: hreflang,
                              href: baseURL.map { PublishFiles.absoluteURL(baseURL: $0, page: output) } ?? PagePaths.relative(from: path, to: output))
        }
        func label(_ locale: SiteLocales.Locale) -> String { locale.label ?? LanguageNames.name(of: locale.tag) }
        menu = LanguageMenu(label: label(locale), items: translations.pages(of: sourcePath).map { page in
            LanguageMenuItem(label: label(page.locale), lang: page.locale.tag.value,
                             href: PagePaths.relative(from: path, to: page.outputPath ?? page.locale.homePath),
                             current: page.locale == locale, translated: page.isTranslated)
        })
    }
}

/// A `<link rel="alternate" hreflang>` of a page.
struct LanguageAlternate: TemplateData, Equatable {
    var hreflang: String
    var href: String

    static let fields = TemplateFields<Self>([
        .text("hreflang", "The language tag of the translation (`fr`, `zh-CN`), or `x-default` for the default locale's page.") { $0.hreflang },
        .text("href", "The translation's address: absolute with the site's base URL, else relative to the page.") { $0.href },
    ])
}

/// The header's language menu on a doc page of a site with translations
/// (`layout.mustache`'s `languages`, the `language-menu` template).
struct LanguageMenu: TemplateData, Equatable {
    /// The page's language's name, in that language.
    var label: String
    var items: [LanguageMenuItem]

    static let fields = TemplateFields<Self>([
        .text("label", "The page's language's name in that language (`Français`).") { $0.label },
        .list("items", "Every language of the site, the default first.") { $0.items },
    ])
}

/// One language in the language menu.
struct LanguageMenuItem: TemplateData, Equatable {
    var label: String
    var lang: String
    var href: String
    var current: Bool
    var translated: Bool

    static let fields = TemplateFields<Self>([
        .text("label", "The language's name in that language (`日本語`), or the config's `locales: labels`.") { $0.label },
        .text("lang", "Its language tag, for `lang` and `hreflang`.") { $0.lang },
        .text("href", "The same page in that language, relative to the page; that language's docs home when it has no such page.") { $0.href },
        .flag("current", "Whether it is the page's language.") { $0.current },
        .flag("translated", "Whether that language has the page translated (false: the link leads to the page shown untranslated, or to that language's docs home).") { $0.translated },
    ])
}
