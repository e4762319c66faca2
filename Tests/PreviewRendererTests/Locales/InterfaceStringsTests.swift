@testable import Basics
import Foundation
@testable import PreviewRenderer
import Testing

/// Docusaurus's `i18n/<locale>/code.json` and Starlight's
/// `src/content/i18n/<locale>.json` as the page chrome's words of their
/// locale, under `config.yaml`'s `strings:`.
struct InterfaceStringsTests {
    func build(_ files: [String: String]) throws -> (summary: BuildSummary, page: (String) throws -> String) {
        let fileSystem = InMemoryFileSystem(files: files)
        let summary = try FullBuilder(fileSystem: fileSystem, generator: SiteBuildTests.generator)
            .build(siteDirectory: "site", output: "out")
        return (summary, { String(decoding: try fileSystem.contents(of: "out/" + $0), as: UTF8.self) })
    }

    static let docusaurus = [
        "site/config.yaml": "title: Docs\nstrings:\n  fr:\n    editThisPage: Modifier (config)\n",
        "site/docs/intro.md": "# Intro\n\n## One\n\n## Two\n",
        "site/docs/guide/setup.md": "# Setup\n\nText.\n",
        "site/i18n/fr/code.json": """
            {
              "theme.TOCCollapsible.toggleButtonLabel": {"message": "Sur cette page", "description": "The label"},
              "theme.docs.paginator.navAriaLabel": {"message": "Pagination des documents"},
              "theme.blog.post.readMore": {"message": "Lire plus"},
              "theme.lastUpdated.lastUpdatedAtBy": {"message": "Dernière mise à jour{atDate}{byUser}"},
              "theme.common.editThisPage": {"message": "Éditer cette page"},
              "theme.navbar.mobileLanguageDropdown.label": {"message": "Langues"},
              "theme.tags.tagsPageTitle": {"message": "Étiquettes"}
            }

            """,
        "site/i18n/fr/docusaurus-plugin-content-docs/current/intro.md": "# Introduction\n\n## Un\n\n## Deux\n",
    ]

    @Test func docusaurusCodeJSONIsItsLocalesWords() throws {
        let (summary, page) = try build(Self.docusaurus)
        let intro = try page("docs/fr/intro.html")
        #expect(intro.contains(#"<summary>Sur cette page</summary>"#))
        #expect(intro.contains(#"<nav class="tp-pager" aria-label="Pagination des documents">"#))
        #expect(intro.contains(#"<ul class="tp-languages-list" aria-label="Langues">"#))
        // config.yaml's strings win.
        #expect(!intro.contains("Éditer cette page"))
        // The English pages keep their words.
        let english = try page("docs/intro.html")
        #expect(english.contains(#"<summary>On this page</summary>"#))
        #expect(english.contains(#"<nav class="tp-pager" aria-label="Previous and next">"#))
        let messages = summary.warnings.map(\.description).filter { $0.hasPrefix("site/i18n/fr/code.json") }
        #expect(messages == [
            "site/i18n/fr/code.json:4:3: warning: 2 of Docusaurus's interface strings mean nothing the page chrome shows, so they are not used: theme.blog.post.readMore, theme.tags.tagsPageTitle",
        ])
    }

    @Test func placeholdersOfValuesNotShownAreDropped() {
        #expect(InterfaceStrings.cleaned("Dernière mise à jour{atDate}{byUser}", for: .lastUpdated, generator: .docusaurus) == "Dernière mise à jour")
        #expect(InterfaceStrings.cleaned("{atDate}{byUser}", for: .lastUpdated, generator: .docusaurus) == nil)
        #expect(InterfaceStrings.cleaned("  Suivant ", for: .next, generator: .starlight) == "Suivant")
    }

    @Test func aFileThatIsNotJSONOfTextsIsAWarning() throws {
        var files = Self.docusaurus
        files["site/i18n/fr/code.json"] = "[1, 2]\n"
        let (summary, _) = try build(files)
        #expect(summary.warnings.map(\.description).contains(
            "site/i18n/fr/code.json: warning: not read: Docusaurus's interface strings are a JSON object of texts, and this file is not one"))
    }

    @Test func starlightI18nFilesAreTheirLocalesWords() throws {
        let (summary, page) = try build([
            "site/config.yaml": "title: Docs\ndocs: src/content/docs\n",
            "site/src/content/docs/index.md": "# Home\n\n## One\n\n## Two\n",
            "site/src/content/docs/fr/index.md": "# Accueil\n\n## Un\n\n## Deux\n",
            "site/src/content/i18n/fr.json": """
                {
                  "tableOfContents.onThisPage": "Sur cette page",
                  "menuButton.accessibleLabel": "Menu FR",
                  "themeSelect.dark": "Sombre",
                  "search.devWarning": "La recherche n’est disponible qu’en production."
                }

                """,
        ])
        let home = try page("docs/fr/index.html")
        #expect(home.contains(#"<summary>Sur cette page</summary>"#))
        #expect(home.contains(#"</svg>Menu FR</button>"#))
        // The docs' Appearance panel is shared, by language (assets/appearance-panel.js).
        #expect(home.contains(#"data-shared-panel="fr""#))
        #expect(try page("docs/index.html").contains(#"data-shared-panel="en""#))
        let panels = try SharedPanelTests.panels(script: try page("assets/appearance-panel.js"))
        #expect(try #require(panels["fr"]).contains(#"<span class="tp-option-label">Sombre</span>"#))
        #expect(try #require(panels["en"]).contains(#"<span class="tp-option-label">Dark</span>"#))
        #expect(summary.warnings.map(\.description).filter { $0.contains("i18n/fr.json") } == [
            "site/src/content/i18n/fr.json:5:3: warning: 1 of Starlight's interface strings means nothing the page chrome shows, so it is not used: search.devWarning",
        ])
    }
}
