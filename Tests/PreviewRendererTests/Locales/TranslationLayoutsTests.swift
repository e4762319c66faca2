@testable import Basics
import Foundation
@testable import PreviewRenderer
import Testing

/// Translations laid out as Docusaurus (`i18n/<locale>/docusaurus-plugin-content-docs/current/`)
/// and as Hugo and MkDocs i18n (`page.fr.md` beside `page.md`) lay them
/// out, built as locale folders are.
struct TranslationLayoutsTests {
    func build(_ files: [String: String]) throws -> (summary: BuildSummary, page: (String) throws -> String, exists: (String) -> Bool) {
        let fileSystem = InMemoryFileSystem(files: files)
        let summary = try FullBuilder(fileSystem: fileSystem, generator: SiteBuildTests.generator)
            .build(siteDirectory: "site", output: "out")
        return (summary, { String(decoding: try fileSystem.contents(of: "out/" + $0), as: UTF8.self) },
                { fileSystem.kind(at: "out/" + $0) == .file })
    }

    static let docusaurus = [
        "site/config.yaml": "title: Docs\n",
        "site/docs/intro.md": "# Intro\n\nSee [setup](guide/setup.md).\n",
        "site/docs/guide/setup.md": "# Setup\n\nText.\n",
        "site/i18n/fr/code.json": "{\"theme.docs.paginator.next\": {\"message\": \"Suivant\"}}\n",
        "site/i18n/fr/docusaurus-plugin-content-docs/current/intro.md": "# Introduction\n\nVoir [installation](guide/setup.md) et [rien](missing.md).\n",
        "site/i18n/fr/docusaurus-plugin-content-docs/current/diagram.png": "png",
        "site/i18n/fr/docusaurus-theme-classic/navbar.json": "{}\n",
    ]

    @Test func docusaurusTranslatedDocsAreTheirLocalesSite() throws {
        let (summary, page, exists) = try build(Self.docusaurus)
        let intro = try page("docs/fr/intro.html")
        #expect(intro.contains("<html lang=\"fr\" data-theme"))
        #expect(intro.contains("<h1 id=\"introduction\">Introduction</h1>"))
        // Its link leads to the French site's page, shown untranslated.
        #expect(intro.contains("<a href=\"guide/setup.html\">installation</a>"))
        #expect(exists("docs/fr/guide/setup.html"))
        // Its messages name the file it was read from.
        let messages = summary.warnings.map(\.description)
        #expect(messages.contains { $0.hasPrefix("site/i18n/fr/docusaurus-plugin-content-docs/current/intro.md:3:") && $0.contains("missing.md") })
        #expect(messages.contains("site/i18n/fr/docusaurus-plugin-content-docs/current/diagram.png: warning: 1 file of Docusaurus's translated docs other than Markdown is not published (a translated page's images are read from the docs folder): site/i18n/fr/docusaurus-plugin-content-docs/current/diagram.png"))
        // Its code.json is read (InterfaceStringsTests): every key means one of the chrome's strings.
        #expect(!messages.contains { $0.hasPrefix("site/i18n/fr/code.json") })
    }

    @Test func aDocusaurusSitesI18nFolderIsFoundBesideTheDocsOrInWebsite() {
        #expect(DocusaurusTranslations.candidates(for: "repo/docs") == ["repo/i18n", "repo/website/i18n"])
        #expect(DocusaurusTranslations.candidates(for: "site/docs/") == ["site/i18n", "site/website/i18n"])
    }

    @Test func aPageInTheDocsFolderWinsOverItsI18nCopy() throws {
        var files = Self.docusaurus
        files["site/docs/fr/intro.md"] = "# Intro FR\n\nVoir [installation](../guide/setup.md).\n"
        let (summary, page, _) = try build(files)
        #expect(try page("docs/fr/intro.html").contains("<h1 id=\"intro-fr\">Intro FR</h1>"))
        #expect(summary.warnings.map(\.description).contains("site/i18n/fr/docusaurus-plugin-content-docs/current/intro.md: warning: not read: site/docs/fr/intro.md is this page in the docs folder already, and that one is published"))
    }

    @Test func onlyLanguageSuffixesBesideTheirPageAreTranslations() {
        let paths = ["index.md", "index.fr.md", "guide/setup.md", "guide/setup.pt-BR.md", "guide/setup.zh_CN.mdx",
                     "v1.2.md", "notes.md", "notes.old.md", "alone.de.md", "api.md", "api.cli.md", "both.en.md", "both.fr.md"]
        #expect(SuffixTranslations.docPaths(paths, root: .english) == [
            "index.fr.md": "fr/index.md",
            "guide/setup.pt-BR.md": "pt-BR/guide/setup.md",
            "guide/setup.zh_CN.mdx": "zh_CN/guide/setup.mdx",
            "both.en.md": "both.md",
            "both.fr.md": "fr/both.md",
        ])
        // A suffix config.yaml lists is one even alone, even of three letters.
        let listed = ["alone.de.md", "notes.md", "notes.tlh.md"]
        #expect(SuffixTranslations.docPaths(listed, listed: ["de": LanguageTag("de")!, "tlh": LanguageTag("tlh")!], root: .english)
                == ["alone.de.md": "de/alone.md", "notes.tlh.md": "tlh/notes.md"])
    }

    @Test func suffixTranslationsAreTheirLocalesSite() throws {
        let (summary, page, exists) = try build([
            "site/config.yaml": "title: Docs\n",
            "site/docs/index.md": "# Home\n",
            "site/docs/guide/setup.md": "# Setup\n\nSee [home](../index.md).\n",
            "site/docs/guide/setup.fr.md": "# Installation\n\nVoir [accueil](../index.md).\n",
            "site/docs/guide/v1.2.md": "# Version 1.2\n",
            "site/docs/guide/setup.old.md": "# Old setup\n",
        ])
        let setup = try page("docs/fr/guide/setup.html")
        #expect(setup.contains("<html lang=\"fr\" data-theme"))
        #expect(setup.contains("<h1 id=\"installation\">Installation</h1>"))
        #expect(setup.contains("<a href=\"../index.html\">accueil</a>"))
        #expect(try page("docs/guide/setup.html").contains("<link rel=\"alternate\" hreflang=\"fr\" href=\"../fr/guide/setup.html\">"))
        #expect(exists("docs/guide/v1.2.html"))
        #expect(exists("docs/guide/setup.old.html"))
        #expect(!exists("docs/guide/setup.fr.html"))
        #expect(!summary.warnings.contains { $0.message.contains("setup.fr") })
    }

    @Test func aSuffixTranslationOfAPageTheLocaleFolderHasIsAPageOfItsOwn() throws {
        let (summary, _, exists) = try build([
            "site/docs/index.md": "# Home\n",
            "site/docs/setup.md": "# Setup\n",
            "site/docs/setup.fr.md": "# Installation\n",
            "site/docs/fr/setup.md": "# Installation (dossier)\n",
        ])
        #expect(exists("docs/setup.fr.html"))
        #expect(summary.warnings.map(\.description).contains("site/docs/setup.fr.md: warning: published as a page of its own: it would be the translation fr/setup.md, but site/docs/fr/setup.md is that page already"))
    }

    @Test func anEditedSuffixTranslationIsRereadAsItsLocalesDoc() throws {
        let fileSystem = InMemoryFileSystem(files: [
            "site/docs/setup.md": "# Setup\n",
            "site/docs/setup.fr.md": "# Installation\n",
        ])
        let loader = Loader(fileSystem: fileSystem)
        var source = loader.read("site")
        #expect(source.docs.map(\.path) == ["fr/setup.md", "setup.md"])
        try fileSystem.write(Data("# Installation 2\n".utf8), to: "site/docs/setup.fr.md")
        let changes = loader.reread(["docs/setup.fr.md"], into: &source)
        #expect(changes.docs == ["fr/setup.md"])
        #expect(source.docs.map(\.path) == ["fr/setup.md", "setup.md"])
        #expect(source.docs.first?.text == "# Installation 2\n")
        #expect(source.docFiles == ["fr/setup.md": "site/docs/setup.fr.md"])
    }
}
