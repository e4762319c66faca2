@testable import Basics
import Foundation
@testable import PreviewRenderer
import Testing

/// A docs folder with translations, built: one site per locale (sidebar,
/// pager, search), each page in its language with its translations linked,
/// and the default's pages shown where a translation lacks them.
struct TranslatedSiteTests {
    static let files = [
        "site/config.yaml": "title: Loc\nbaseURL: https://example.com/\n",
        "site/docs/index.md": "# Home\n\nSee [setup](guide/setup.md).\n",
        "site/docs/guide/setup.md": "# Setup\n\nSetup text.\n",
        "site/docs/guide/tabs.md": "# Tabs\n\nTabs text.\n",
        "site/docs/fr/index.md": "# Accueil\n\nVoir [installation](guide/setup.md).\n",
        "site/docs/fr/guide/setup.md": "# Installation\n\nTexte. [Onglets](tabs.md)\n",
        "site/docs/fa/index.md": "# خانه\n\nمتن.\n",
    ]

    func build(_ files: [String: String] = files) throws -> (summary: BuildSummary, page: (String) throws -> String) {
        let fileSystem = InMemoryFileSystem(files: files)
        let summary = try FullBuilder(fileSystem: fileSystem, generator: SiteBuildTests.generator)
            .build(siteDirectory: "site", output: "out")
        return (summary, { String(decoding: try fileSystem.contents(of: "out/" + $0), as: UTF8.self) })
    }

    func between(_ text: String, _ start: String, _ end: String) -> String {
        guard let from = text.range(of: start), let to = text.range(of: end, range: from.upperBound..<text.endIndex) else { return "" }
        return String(text[from.lowerBound..<to.upperBound])
    }

    @Test func eachLocaleHasItsOwnSidebarPagerAndLanguage() throws {
        let (summary, page) = try build()
        // One warning per locale for the pages it shows untranslated.
        #expect(summary.warnings.map(\.description) == [
            "site/docs/guide/setup.md: warning: 2 pages of the default locale (en) have no fa translation in docs/fa/; they are shown untranslated in the fa site, under a notice: docs/guide/setup.md, docs/guide/tabs.md",
            "site/docs/guide/tabs.md: warning: 1 page of the default locale (en) has no fr translation in docs/fr/; it is shown untranslated in the fr site, under a notice: docs/guide/tabs.md",
        ])
        let home = try page("docs/index.html")
        #expect(home.contains("<html lang=\"en\" data-theme"))
        // The default locale's sidebar does not list the translations.
        #expect(!between(home, "<ul class=\"tp-tree\">", "</nav>").contains("fr/"))
        #expect(!between(home, "<ul class=\"tp-tree\">", "</nav>").contains("fa/"))

        let setup = try page("docs/fr/guide/setup.html")
        #expect(setup.contains("<html lang=\"fr\" data-theme"))
        #expect(between(setup, "<ul class=\"tp-tree\">", "</ul>\n</details>") == """
            <ul class="tp-tree">
            <li class="tp-tree-folder"><a href="index.html">Guide</a>
            <details open><summary><span class="tp-visually-hidden">Pages in Guide</span></summary>
            <ul>
            <li><a href="setup.html" aria-current="page">Installation</a></li>
            <li><a href="tabs.html">Tabs</a></li>
            </ul>
            </details>
            """)
        #expect(setup.contains("<h2 class=\"tp-sidebar-heading\"><a href=\"../index.html\">"))
        #expect(between(setup, "<nav class=\"tp-breadcrumbs\"", "</nav>").contains("<li><a href=\"../index.html\">Accueil</a></li>"))
        #expect(between(setup, "<nav class=\"tp-pager\"", "</nav>") == """
            <nav class="tp-pager" aria-label="Pages de documentation">
            <a class="tp-pager-previous" href="../index.html" rel="prev"><span class="tp-pager-direction">Précédent</span> <span>Accueil</span></a>
            <a class="tp-pager-next" href="tabs.html" rel="next"><span class="tp-pager-direction">Suivant</span> <span>Tabs</span></a>
            </nav>
            """)

        // Persian: right to left, and its pager stays in its locale.
        let persian = try page("docs/fa/index.html")
        #expect(persian.contains("<html lang=\"fa\" dir=\"rtl\" data-theme"))
        // Starlight's words where Material has none: the menu button.
        #expect(persian.contains("</svg>منو</button>"))
        #expect(!between(persian, "<nav class=\"tp-pager\"", "</nav>").contains("fr/"))
        #expect(!between(persian, "<nav class=\"tp-pager\"", "</nav>").contains("../index.html"))
    }

    /// Without a home of the docs or of the locale, the locale's folder
    /// is the top of its site in the breadcrumbs, not a section "Fr".
    @Test func aLocaleWithoutAHomeIsNotNamedAfterItsFolder() throws {
        let (_, page) = try build([
            "site/config.yaml": "title: Loc\n",
            "site/docs/guide/setup.md": "# Setup\n\nSetup text.\n",
            "site/docs/fr/guide/setup.md": "# Installation\n\nTexte.\n",
        ])
        let crumbs = between(try page("docs/fr/guide/setup.html"), "<nav class=\"tp-breadcrumbs\"", "</nav>")
        #expect(crumbs.contains("<li><a href=\"../index.html\">\(DocsTree.topTitle)</a></li>"), "\(crumbs)")
        #expect(!crumbs.contains(">Fr<"), "\(crumbs)")
    }

    @Test func translationsAreLinkedForSearchEnginesAndInTheMenu() throws {
        let (_, page) = try build()
        let setup = try page("docs/fr/guide/setup.html")
        #expect(setup.contains("""
            <link rel="alternate" hreflang="en" href="https://example.com/docs/guide/setup.html">
            <link rel="alternate" hreflang="fr" href="https://example.com/docs/fr/guide/setup.html">
            <link rel="alternate" hreflang="x-default" href="https://example.com/docs/guide/setup.html">

            """))
        // The menu works without JavaScript: a link per language, to the
        // same page (fa shows the English one, untranslated).
        #expect(setup.contains("""
            <details class="tp-languages">
            <summary class="tp-languages-toggle"><span class="tp-visually-hidden">Sélectionner la langue: </span>Français</summary>
            <ul class="tp-languages-list" aria-label="Sélectionner la langue">
            <li><a href="../../guide/setup.html" lang="en" hreflang="en">English</a></li>
            <li><a href="../../fa/guide/setup.html" lang="fa" hreflang="fa">فارسی</a></li>
            <li><a href="setup.html" lang="fr" hreflang="fr" aria-current="true">Français</a></li>
            </ul>
            </details>
            """))
        let sitemap = try page("sitemap.xml")
        #expect(sitemap.contains("<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">"))
        #expect(sitemap.contains("<url><loc>https://example.com/docs/fr/guide/setup.html</loc><xhtml:link rel=\"alternate\" hreflang=\"en\" href=\"https://example.com/docs/guide/setup.html\"/><xhtml:link rel=\"alternate\" hreflang=\"fr\" href=\"https://example.com/docs/fr/guide/setup.html\"/><xhtml:link rel=\"alternate\" hreflang=\"x-default\" href=\"https://example.com/docs/guide/setup.html\"/></url>"))
        // A page in one language alone has no alternates.
        #expect(sitemap.contains("<url><loc>https://example.com/docs/guide/tabs.html</loc></url>"))
        #expect(!(try page("docs/guide/tabs.html")).contains("hreflang=\"en\" href=\"https"))
    }

    @Test func anUntranslatedPageIsShownInTheDefaultLanguageWithANotice() throws {
        let (_, page) = try build()
        let tabs = try page("docs/fr/guide/tabs.html")
        // The page is the French site's: its chrome is French, its content
        // marked as English.
        #expect(tabs.contains("<html lang=\"fr\" data-theme"))
        #expect(tabs.contains("<p class=\"tp-untranslated\" role=\"note\">Ce contenu n’est pas encore disponible dans votre langue.</p>\n<div lang=\"en\" dir=\"ltr\">\n<h1 id=\"tabs\">Tabs</h1>\n<p>Tabs text.</p>\n</div>\n"))
        #expect(tabs.contains("<span class=\"tp-pager-direction\">Précédent</span>"))
        #expect(tabs.contains("<summary class=\"tp-languages-toggle\"><span class=\"tp-visually-hidden\">Sélectionner la langue: </span>Français</summary>"))
        // Not announced as the French page, and its sidebar is the French site's.
        #expect(!tabs.contains("rel=\"alternate\""))
        #expect(tabs.contains("<li><a href=\"setup.html\">Installation</a></li>"))
        // The translated page's link to it works.
        #expect(try page("docs/fr/guide/setup.html").contains("<a href=\"tabs.html\">Onglets</a>"))
        let persianSetup = try page("docs/fa/guide/setup.html")
        #expect(persianSetup.contains("<html lang=\"fa\" dir=\"rtl\" data-theme"))
        #expect(persianSetup.contains("<div lang=\"en\" dir=\"ltr\">\n<h1 id=\"setup\">Setup</h1>"))
    }

    @Test func theNoticeIsInTheSitesWordsForTheReadersLanguage() throws {
        var files = Self.files
        files["site/config.yaml"] = "title: Loc\nstrings:\n  fr:\n    notTranslated: Pas encore traduite ; affichée en {language}.\n"
        let (_, page) = try build(files)
        #expect(try page("docs/fr/guide/tabs.html").contains("<p class=\"tp-untranslated\" role=\"note\">Pas encore traduite ; affichée en English.</p>"))
    }

    @Test func linksOfAnUntranslatedPageStayInItsLocale() throws {
        var files = Self.files
        files["site/docs/guide/tabs.md"] = "# Tabs\n\n[Home](../index.md) [Setup](setup.md#x) ![Logo](../img/logo.png) [Web](https://example.com/a) [Top](#tabs)\n"
        files["site/docs/img/logo.png"] = "png"
        let (_, page) = try build(files)
        #expect(try page("docs/guide/tabs.html").contains("<p><a href=\"../index.html\">Home</a> <a href=\"setup.html#x\">Setup</a> <img src=\"../img/logo.png\" alt=\"Logo\""))
        // The French copy: its pages are the French site's, the image the one
        // there is.
        let french = try page("docs/fr/guide/tabs.html")
        #expect(french.contains("<p><a href=\"../index.html\">Home</a> <a href=\"setup.html#x\">Setup</a> <img src=\"../../img/logo.png\" alt=\"Logo\""))
        #expect(french.contains("<a href=\"https://example.com/a\">Web</a> <a href=\"#tabs\">Top</a>"))
    }

    @Test func searchIsPerLocale() throws {
        let (_, page) = try build()
        let manifest = try page("assets/search-index.js")
        // fa/index.md is section 3, fr's two pages sections 4 and 5 (the
        // untranslated copies are not indexed).
        #expect(manifest.hasSuffix(",\"locales\":[[\"docs/fa/\",3,4],[\"docs/fr/\",4,6]]};\n"))
    }

    /// Issue 51's bound: a page of a translated site weighs what the same
    /// page of the site without translations weighs, plus its language menu
    /// and its `hreflang` alternates, and nothing else.
    @Test func aTranslatedPageGrowsByItsLanguageMenuAndAlternatesAlone() throws {
        let english = Self.files.filter { !$0.key.hasPrefix("site/docs/fr/") && !$0.key.hasPrefix("site/docs/fa/") }
        let alone = try build(english).page("docs/guide/setup.html")
        let translated = try build().page("docs/guide/setup.html")
        let menu = between(translated, "<details class=\"tp-languages\">", "</details>\n")
        let alternates = between(translated, "<link rel=\"alternate\" hreflang=\"en\"", "hreflang=\"x-default\" href=\"https://example.com/docs/guide/setup.html\">\n")
        #expect(menu.utf8.count == 453)
        #expect(alternates.utf8.count == 268)
        #expect(translated.utf8.count == alone.utf8.count + menu.utf8.count + alternates.utf8.count)
        #expect(translated.replacingOccurrences(of: menu, with: "").replacingOccurrences(of: alternates, with: "") == alone)
    }
}
