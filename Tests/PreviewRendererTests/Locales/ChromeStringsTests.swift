@testable import Basics
import Foundation
@testable import Markdown
@testable import PreviewRenderer
import Testing

/// The page chrome's words: the translations file, which text wins, and
/// pages of a French, a Persian and an English site as built.
struct ChromeStringsTests {
    /// A translations folder in a temporary folder, with `text` as its
    /// `languages.tsv` (none when nil).
    static func translations(_ text: String?) throws -> ChromeTranslations {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chrome-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        if let text { try text.write(toFile: folder + "/languages.tsv", atomically: true, encoding: .utf8) }
        return ChromeTranslations(directory: folder)
    }

    static let sample = """
        fr\tfooter.next\tSuivant
        fr\ttoc\tTable des matières
        zh\tfooter.next\t下一页
        pt-BR\tfooter.next\tPróximo
        pt\tfooter.next\tSeguinte
        pt\ttoc\tÍndice
        not a tag\tfooter.next\tX
        fr\tbroken line
        fr\tfooter.previous\t   \n
        """

    @Test func theFileGivesEachLanguageItsTexts() throws {
        let table = try Self.translations(Self.sample)
        #expect(table.text("footer.next", in: try #require(LanguageTag("fr"))) == "Suivant")
        #expect(table.text("toc", in: try #require(LanguageTag("fr-CA"))) == "Table des matières")
        #expect(table.text("footer.next", in: try #require(LanguageTag("zh-CN"))) == "下一页")
        #expect(table.text("footer.next", in: try #require(LanguageTag("pt-BR"))) == "Próximo")
        #expect(table.text("toc", in: try #require(LanguageTag("pt-BR"))) == "Índice")
        #expect(table.text("footer.previous", in: try #require(LanguageTag("fr"))) == nil)
        #expect(table.text("footer.next", in: try #require(LanguageTag("de"))) == nil)
        #expect(table.languages.map(\.value) == ["fr", "pt", "pt-BR", "zh"])
    }

    /// Without Material's file only Starlight's and Docusaurus' words,
    /// which are the tool's own (`GeneratorTranslations`), are translated.
    @Test func withoutTheFileEveryStringIsEnglishButStarlightsCalloutTitles() throws {
        let table = try Self.translations(nil)
        #expect(table.languages.isEmpty)
        let strings = ChromeStrings(language: try #require(LanguageTag("fr")), translations: table)
        let translated = ChromeString.allCases.filter { strings[$0] != ChromeStrings.english[$0] }
        #expect(translated.map { "\($0.name): \(strings[$0])" } == [
            "breadcrumb: Fil d'Ariane", "previousAndNext: Pages de documentation", "notTranslated: Ce contenu n’est pas encore disponible dans votre langue.",
            "calloutTip: Astuce", "calloutCaution: Attention",
            "docCardItemsOne: 1 élément", "docCardItems: {count} éléments",
        ])
        #expect(strings[.onThisPage] == "On this page")
        // A regional tag takes its language's; a tag with its own, its own.
        #expect(ChromeStrings(language: try #require(LanguageTag("pt-BR")), translations: table)[.calloutTip] == "Dica")
        #expect(ChromeStrings(language: try #require(LanguageTag("zh-TW")), translations: table)[.calloutDanger] == "危險")
        #expect(ChromeStrings(language: try #require(LanguageTag("de")), translations: table)[.menu] == "Menü")
    }

    @Test func theSitesWordsWinThenMaterialsThenEnglish() throws {
        let table = try Self.translations(Self.sample)
        let french = try #require(LanguageTag("fr"))
        let canadian = try #require(LanguageTag("fr-CA"))
        let site = SiteStrings([french: [.next: "Page suivante", .appearance: "Apparence"],
                                canadian: [.appearance: "Apparence (CA)"], .english: [.menu: "Contents"]])
        let strings = ChromeStrings(language: canadian, site: site, translations: table)
        #expect(strings[.appearance] == "Apparence (CA)")
        #expect(strings[.next] == "Page suivante")
        #expect(strings[.onThisPage] == "Table des matières")
        #expect(strings[.menu] == "Menu")
        let english = ChromeStrings(language: .english, site: site, translations: table)
        #expect(english[.menu] == "Contents")
        #expect(english[.next] == "Next")
    }

    /// English pages keep the tool's own English, not Material's ("Last
    /// update", "Table of contents").
    @Test func englishIsTheToolsOwn() throws {
        let table = try Self.translations("en\ttoc\tTable of contents\nen\tsource.file.date.updated\tLast update\n")
        let strings = ChromeStrings(language: try #require(LanguageTag("en-GB")), translations: table)
        #expect(strings[.onThisPage] == "On this page")
        #expect(strings[.lastUpdated] == "Last updated")
    }

    // MARK: Built sites

    func build(_ config: String) throws -> (InMemoryFileSystem, BuildSummary) {
        let fileSystem = InMemoryFileSystem(files: [
            "site/config.yaml": config,
            "site/docs/intro.md": "---\norder: 1\n---\n# Intro\n\n## One\n\n## Two\n\n```\ncode\n```\n",
            "site/docs/next.md": "---\norder: 2\n---\n# Next one\n",
        ])
        let summary = try FullBuilder(fileSystem: fileSystem, generator: "theme-preview test")
            .build(siteDirectory: "site", output: "out")
        return (fileSystem, summary)
    }

    func text(_ fileSystem: InMemoryFileSystem, _ path: String) throws -> String {
        String(decoding: try fileSystem.contents(of: path), as: UTF8.self)
    }

    func requireInstalledTranslations() throws {
        let installed = ChromeTranslations(directory: ShortcodeCatalog.directoryInUse)
        try #require(!installed.languages.isEmpty, "run scripts/setup: no \(ChromeTranslations.fileName) in \(installed.directory)")
    }

    @Test func aFrenchSiteSpeaksFrenchFromMaterialsTranslations() throws {
        try requireInstalledTranslations()
        let (fileSystem, summary) = try build("title: Essai\nlanguage: fr\nstrings:\n  fr:\n    appearance: Apparence\n")
        #expect(summary.warnings.isEmpty)
        let intro = try text(fileSystem, "out/docs/intro.html")
        #expect(intro.contains(#"<html lang="fr" data-theme="default">"#))
        #expect(intro.contains(##"<a class="tp-skip-link" href="#main">Aller au contenu</a>"##))
        #expect(intro.contains(##"data-search data-root="../" data-no-results="Aucun document trouvé" action="#" hidden>"##))
        #expect(intro.contains(#"type="text" placeholder="Rechercher" aria-label="Recherche" autocomplete="off""#))
        #expect(intro.contains(#"aria-controls="appearance-panel">Apparence</button>"#))
        #expect(intro.contains(#"<nav class="tp-toc" aria-label="Table des matières">"#))
        #expect(intro.contains(#"<summary>Table des matières</summary>"#))
        #expect(intro.contains(#"<span class="tp-pager-direction">Suivant</span> <span>Next one</span>"#))
        #expect(intro.contains(#"<article class="tp-prose" data-copy="Copy" data-copy-code="Copier dans le presse-papier" data-copied="Copié dans le presse-papier" data-copy-failed="Copy failed" data-code-copied="Code copied" data-copy-error="Could not copy the code" data-link-copied="Link copied" data-link-ready="Link ready in the address bar">"#))
        // No translation in Material: English unless the site gives it.
        #expect(intro.contains(#"</svg>Menu</button>"#))
        let next = try text(fileSystem, "out/docs/next.html")
        #expect(next.contains(#"<span class="tp-pager-direction">Précédent</span> <span>Intro</span>"#))
        let folder = try text(fileSystem, "out/docs/index.html")
        #expect(folder.contains(#"<html lang="fr" data-theme="default">"#))
        #expect(folder.contains(#"aria-controls="appearance-panel">Apparence</button>"#))
    }

    /// The Appearance panel, the footer and the 404 page take the site's
    /// words too; where neither the site nor Material has one, English.
    @Test func thePanelFooterAndMissingPageSpeakTheSitesWords() throws {
        let (fileSystem, summary) = try build("""
            title: Essai
            language: fr
            strings:
              fr:
                theme: Thème
                lightScheme: Clair
                systemScheme: Système
                fontSize: Taille du texte
                fontLarge: Grande
                increaseContrast: Plus de contraste
                appliesTheme: Applique le thème {theme}
                footer: Fait par {generator} avec les jetons de {site}.
                pageNotFound: Page introuvable
                pageNotFoundText: Cette adresse ne mène à aucune page.
                copyFailed: Échec de la copie
                docsDescription: La documentation de {site}.

            """)
        #expect(summary.warnings.isEmpty)
        let intro = try text(fileSystem, "out/docs/intro.html")
        // A docs page's panel is the shared one (assets/appearance-panel.js), in the page's language.
        let panel = try #require(try SharedPanelTests.panels(fileSystem)["fr"])
        #expect(intro.contains(#"data-shared-panel="fr""#))
        #expect(panel.contains(#"<h3 class="vm-section-header" id="panel-theme-heading">Thème</h3>"#))
        #expect(panel.contains(#"<span id="panel-theme-hint-0">Applique le thème VaultMail</span>"#))
        #expect(panel.contains(#"<h3 class="vm-section-header" id="panel-font-heading">Taille du texte</h3>"#))
        #expect(panel.contains(#"<legend class="tp-visually-hidden">Taille du texte</legend>"#))
        #expect(panel.contains("""
            <input type="radio" name="appearance" value="system" checked>
            <span class="tp-option-label">Système</span>
            """))
        #expect(panel.contains(#"<span class="tp-option-label">Clair</span>"#))
        #expect(panel.contains(#"<span class="tp-option-label">Dark</span>"#))
        #expect(panel.contains(#"<span>Grande</span>"#))
        #expect(panel.contains(#"<span class="tp-option-label" id="panel-variant-increased-contrast">Plus de contraste</span>"#))
        #expect(panel.contains(#"<p class="vm-font-preview">The quick brown fox jumps over the lazy dog</p>"#))
        #expect(intro.contains(#"data-copy-failed="Échec de la copie""#))
        #expect(intro.contains("<p dir=\"auto\">Fait par theme-preview test avec les jetons de Essai.</p>"))
        #expect(try text(fileSystem, "out/docs/index.html").contains(#"<meta name="description" content="La documentation de Essai.">"#))
        let missing = try text(fileSystem, "out/404.html")
        #expect(missing.contains("<title>Page introuvable · Essai</title>"))
        #expect(missing.contains(#"<meta name="description" content="Cette adresse ne mène à aucune page.">"#))
        #expect(missing.contains("<h1>Page introuvable</h1>\n<p>Cette adresse ne mène à aucune page.</p>"))
        #expect(missing.contains(#"<li><a href="index.html">The component gallery</a></li>"#))
        #expect(missing.contains(#"<html lang="fr" data-theme="default">"#))
        let english = try build("title: Essai\n").0
        let englishIntro = try text(english, "out/docs/intro.html")
        let englishPanel = try #require(try SharedPanelTests.panels(english)["en"])
        #expect(englishPanel.contains(#"<h3 class="vm-section-header" id="panel-theme-heading">Theme</h3>"#))
        #expect(englishPanel.contains(#"<span class="tp-option-label">System Default</span>"#))
        #expect(englishIntro.contains("<p dir=\"auto\">Built by theme-preview test from the design tokens of Essai.</p>"))
        #expect(try text(english, "out/404.html").contains("<h1>Page not found</h1>"))
    }

    @Test func aPersianSiteIsRightToLeftInPersian() throws {
        try requireInstalledTranslations()
        let (fileSystem, _) = try build("title: Essai\nlanguage: fa\n")
        let intro = try text(fileSystem, "out/docs/intro.html")
        #expect(intro.contains(#"<html lang="fa" dir="rtl" data-theme="default">"#))
        #expect(intro.contains(##"<a class="tp-skip-link" href="#main">پرش به محتویات</a>"##))
        #expect(intro.contains(#"placeholder="جستجو" aria-label="جستجو""#))
        #expect(intro.contains(#"<summary>فهرست موضوعات</summary>"#))
        #expect(intro.contains(#"<span class="tp-pager-direction">بعدی</span>"#))
    }

    /// The site's own words for an English site, escaped like any text.
    @Test func anEnglishSiteCanChangeItsWords() throws {
        let (fileSystem, _) = try build("title: Essai\nstrings:\n  en:\n    onThisPage: In <this> page\n    menu: Contents\n")
        let intro = try text(fileSystem, "out/docs/intro.html")
        #expect(intro.contains(#"<html lang="en" data-theme="default">"#))
        #expect(intro.contains(#"<summary>In &lt;this&gt; page</summary>"#))
        #expect(intro.contains(#"</svg>Contents</button>"#))
        #expect(intro.contains(#"<span class="tp-pager-direction">Next</span>"#))
    }

    @Test func anUnknownStringIsALocatedWarningWithTheNearestName() throws {
        let (fileSystem, summary) = try build("title: Essai\nlanguage: fr\nstrings:\n  fr:\n    apperance: Apparence\n    editThisPage: Modifier\n")
        #expect(summary.warnings == [
            .warning(file: "site/config.yaml", line: 5, column: 5,
                     "unknown string 'apperance' in 'strings: fr', so it is not used; did you mean 'appearance'?"),
        ])
        #expect(try text(fileSystem, "out/docs/intro.html").contains(#"aria-controls="appearance-panel">Appearance</button>"#))
    }

    @Test func aLanguageThatIsNotATagIsAnError() {
        #expect(throws: BuildFailure.self) { try SiteConfig.parse("language: french\n", file: "config.yaml") }
        var caught: BuildFailure?
        do {
            _ = try SiteConfig.parse("language: french\nstrings:\n  francais: {next: Suivant}\n", file: "config.yaml")
        } catch {
            caught = error
        }
        #expect(caught?.diagnostics.map(\.description) == [
            "config.yaml:1:11: error: expected 'language' to be a language tag such as en, fr, zh-CN or pt-BR, found 'french'",
            "config.yaml:3:3: error: expected each key of 'strings' to be a language tag such as fr, zh-CN or pt-BR, found 'francais'",
        ])
    }
}
