import Basics
import Foundation
@testable import PreviewRenderer
import Testing

/// The rest of the page chrome in the reader's language: callout titles
/// (Starlight's words, a site's `strings:` or Docusaurus' `code.json`),
/// the sidebar's folder labels and windows, the docs index, the Appearance
/// panel's readout and pinned notices, the copied link's announcement and
/// the contrast report's count.
struct TranslatedChromeTests {
    /// A callout of each kind, written the ways the generators write them.
    static let callouts = """
        # Intro

        :::note
        A note.
        :::

        :::tip
        A tip.
        :::

        :::caution
        Careful.
        :::

        :::danger[Own title]
        Kept.
        :::

        !!! tip
            Material shows its type's name.

        > [!CAUTION]
        > GitHub's.

        <Aside type="danger">
        Starlight's.
        </Aside>

        <Admonition type="info">
        Docusaurus'.
        </Admonition>

        """

    func build(_ files: [String: String]) throws -> (InMemoryFileSystem, BuildSummary) {
        let fileSystem = InMemoryFileSystem(files: files)
        let summary = try FullBuilder(fileSystem: fileSystem, generator: "theme-preview test").build(siteDirectory: "site", output: "out")
        return (fileSystem, summary)
    }

    func text(_ fileSystem: InMemoryFileSystem, _ path: String) throws -> String {
        String(decoding: try fileSystem.contents(of: path), as: UTF8.self)
    }

    /// The callouts' titles in `html`, in order, their icons left out.
    func titles(_ html: String) -> [String] {
        let pattern = #/class="tp-alert-title">(?:<svg[^>]*>.*?</svg>)?(.*?)</(?:p|summary)>/#
        return html.matches(of: pattern).map { String($0.output.1) }
    }

    /// A translated site: English at the root, French and Persian folders.
    static let translated: [String: String] = [
        "site/config.yaml": "title: Essai\n",
        "site/docs/intro.md": callouts,
        "site/docs/fr/intro.md": callouts,
        "site/docs/fa/intro.md": callouts,
        "site/docs/guide/setup.md": "# Setup\n",
        "site/docs/fr/guide/setup.md": "# Installation\n",
        "site/docs/fa/guide/setup.md": "# نصب\n",
    ]

    @Test func calloutTitlesAreInEachLocalesLanguageExceptMaterialsAndOwnTitles() throws {
        let (fileSystem, summary) = try build(Self.translated)
        #expect(summary.warnings.isEmpty)
        #expect(titles(try text(fileSystem, "out/docs/intro.html"))
                    == ["Note", "Tip", "Caution", "Own title", "Tip", "Caution", "Danger", "Info"])
        #expect(titles(try text(fileSystem, "out/docs/fr/intro.html"))
                    == ["Note", "Astuce", "Attention", "Own title", "Tip", "Attention", "Danger", "Info"])
        #expect(titles(try text(fileSystem, "out/docs/fa/intro.html"))
                    == ["یادداشت", "نکته", "احتیاط", "Own title", "Tip", "احتیاط", "خطر", "Info"])
        // The sidebar's folder label, for screen readers.
        let persian = try text(fileSystem, "out/docs/fa/intro.html")
        #expect(persian.contains(#"<html lang="fa" dir="rtl""#))
        #expect(persian.contains(#"<summary><span class="tp-visually-hidden">Pages in Guide</span></summary>"#))
        // The Appearance panel's readout and the copied link: English unless the site gives them.
        let persianPanel = try #require(try SharedPanelTests.panels(fileSystem)["fa"])
        #expect(persian.contains(#"data-shared-panel="fa""#))
        #expect(persianPanel.contains(#"<ul class="tp-readout" aria-label="Appearance state">"#))
        #expect(persianPanel.contains(#"<li>System scheme: <strong data-readout="system">unknown</strong></li>"#))
        #expect(persian.contains(#"data-link-copied="Link copied" data-link-ready="Link ready in the address bar">"#))
    }

    /// `strings:` gives any string in any language, over Starlight's words;
    /// Docusaurus' `code.json` gives its admonitions' titles, begun with a
    /// capital as Docusaurus shows them.
    @Test func aSitesStringsAndDocusaurusCodeJSONGiveTheirWords() throws {
        var files = Self.translated
        files["site/config.yaml"] = """
            title: Essai
            strings:
              fr:
                calloutTip: Conseil
                folderPages: Les pages de {folder}
                appearanceState: État de l’apparence
                stateSystem: Schéma du système
                stateUnknown: inconnu
                linkCopied: Lien copié
              fa:
                calloutImportant: مهم

            """
        files["site/docs/fa/intro.md"] = "# Intro\n\n> [!IMPORTANT]\n> مهم.\n\n:::warning\nW.\n:::\n"
        files["site/i18n/fa/code.json"] = #"{"theme.admonition.warning": {"message": "هشدار"}, "theme.admonition.info": {"message": "information"}}"#
        files["site/i18n/fr/code.json"] = #"{"theme.admonition.info": {"message": "information"}, "theme.admonition.tip": {"message": "astuce de Docusaurus"}}"#
        let (fileSystem, summary) = try build(files)
        #expect(summary.warnings.isEmpty)
        let french = try text(fileSystem, "out/docs/fr/intro.html")
        #expect(titles(french) == ["Note", "Conseil", "Attention", "Own title", "Tip", "Attention", "Danger", "Information"])
        #expect(french.contains(#"<summary><span class="tp-visually-hidden">Les pages de Guide</span></summary>"#))
        let frenchPanel = try #require(try SharedPanelTests.panels(fileSystem)["fr"])
        #expect(frenchPanel.contains(#"<ul class="tp-readout" aria-label="État de l’apparence">"#))
        #expect(frenchPanel.contains(#"<li>Schéma du système: <strong data-readout="system">inconnu</strong></li>"#))
        #expect(french.contains(#"data-link-copied="Lien copié" data-link-ready="Link ready in the address bar">"#))
        #expect(titles(try text(fileSystem, "out/docs/fa/intro.html")) == ["مهم", "هشدار"])
        // The English pages keep English.
        let english = try text(fileSystem, "out/docs/intro.html")
        #expect(titles(english) == ["Note", "Tip", "Caution", "Own title", "Tip", "Caution", "Danger", "Info"])
        #expect(english.contains(#"<summary><span class="tp-visually-hidden">Pages in Guide</span></summary>"#))
    }

    /// With more than 100 docs the sidebar lists a window, and the docs
    /// index lists them all, in the site's words.
    @Test func theSidebarsWindowAndTheDocsIndexTakeTheSitesWords() throws {
        var files: [String: String] = ["site/config.yaml": """
            title: Essai
            language: fr
            strings:
              fr:
                sidebarWindow: Pages {first} à {last} sur {count}
                allDocsLink: toutes
                allDocs: Les {count} pages
                allDocsIntro: Toutes les pages, dans l’ordre. La recherche ({key}) trouve une page.

            """]
        for number in 1...101 { files["site/docs/p\(String(format: "%03d", number)).md"] = "# Page \(number)\n" }
        let (fileSystem, summary) = try build(files)
        #expect(summary.warnings.isEmpty)
        let first = try text(fileSystem, "out/docs/p001.html")
        #expect(first.contains(#"<p class="tp-sidebar-window">Pages 1 à 10 sur 101 · <a href="../docs.html">toutes</a></p>"#))
        #expect(first.contains(#"<p class="tp-sidebar-all"><a href="../docs.html">Les 101 pages</a></p>"#))
        let index = try text(fileSystem, "out/docs.html")
        #expect(index.contains("<h1>Les 101 pages</h1>\n<p>Toutes les pages, dans l’ordre. La recherche (<kbd>/</kbd>) trouve une page.</p>"))
        #expect(index.contains("<title>Les 101 pages · Essai</title>"))
    }

    /// The Appearance panel's notice on a pinned page, and the contrast
    /// report's count of pairs, in the site's words.
    @Test func pinnedNoticesAndThePairsCountTakeTheSitesWords() throws {
        let (fileSystem, summary) = try build([
            "site/config.yaml": """
                title: Essai
                language: fr
                strings:
                  fr:
                    pinnedToTheme: Cette page suit le thème {theme}.
                    pinnedToDark: Cette page est en mode sombre.
                    pairsShown: "{count} paires affichées"
                    pairsShownOne: 1 paire affichée

                """,
            "site/docs/forest.md": "---\ntheme: forest\nscheme: dark\n---\n# Forest\n",
        ])
        #expect(summary.warnings.isEmpty)
        let forest = try text(fileSystem, "out/docs/forest.html")
        #expect(forest.contains("Cette page suit le thème Forest. Cette page est en mode sombre."))
        // The doc's own notice too, not only the Appearance panel's.
        #expect(forest.contains("<p class=\"tp-pinned-notice\">Cette page suit le thème Forest. Cette page est en mode sombre.</p>"))
        #expect(!forest.contains("This page is pinned"))
        let report = try text(fileSystem, "out/contrast/default.html")
        let count = try #require(report.firstMatch(of: #/<output class="tp-report-count" name="count" aria-live="polite" data-one="1 paire affichée" data-many="\{count\} paires affichées">(\d+) paires affichées</output>/#))
        #expect(Int(count.output.1) ?? 0 > 1)
    }

    /// The breadcrumbs' and the pager's labels, and a `<DocCardList />`
    /// folder's count, in Docusaurus' French on a French page; English on
    /// the English one.
    @Test func breadcrumbsPagerAndDocCardsAreInDocusaurusFrench() throws {
        var files = Self.translated
        files["site/docs/fr/guide/index.mdx"] = "# Guide\n\n<DocCardList />\n"
        files["site/docs/fr/guide/more/a.md"] = "# A\n"
        files["site/docs/fr/guide/more/b.md"] = "# B\n"
        let (fileSystem, _) = try build(files)
        let french = try text(fileSystem, "out/docs/fr/guide/setup.html")
        #expect(french.contains(#"<nav class="tp-breadcrumbs" aria-label="Fil d&#39;Ariane">"#))
        #expect(french.contains(#"<nav class="tp-pager" aria-label="Pages de documentation">"#))
        let cards = try text(fileSystem, "out/docs/fr/guide/index.html")
        #expect(cards.contains(#"<span class="tp-link-card-description" title="2 éléments">2 éléments</span>"#))
        let english = try text(fileSystem, "out/docs/guide/setup.html")
        #expect(english.contains(#"<nav class="tp-breadcrumbs" aria-label="Breadcrumb">"#))
        #expect(english.contains(#"<nav class="tp-pager" aria-label="Previous and next">"#))
    }
}
