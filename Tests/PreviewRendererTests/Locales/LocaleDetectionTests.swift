@testable import Basics
@testable import PreviewRenderer
import Testing

/// Which folders of a docs folder are translations, from the docs' paths
/// and config.yaml's `locales:`, and what is warned.
struct LocaleDetectionTests {
    func detect(_ paths: [String], config: LocalesConfig? = nil) -> (locales: SiteLocales?, warnings: [String]) {
        let found = LocaleDetection.detect(paths, config: config, docsDirectory: "site/docs")
        return (found.locales, found.warnings.map(\.description))
    }

    func config(_ text: String) throws -> LocalesConfig? {
        try SiteConfig.parse(text, file: "site/config.yaml").locales
    }

    @Test func starlightFoldersThatMirrorRootPagesAreTranslations() throws {
        let found = detect(["index.mdx", "guide/setup.md", "api/index.md", "fr/index.mdx", "fr/guide/setup.mdx",
                            "zh-cn/guide/setup.md", "pt-BR/index.md"])
        let locales = try #require(found.locales)
        #expect(locales.locales.map(\.folder) == ["", "fr", "pt-BR", "zh-cn"])
        #expect(locales.locales.map(\.tag.value) == ["en", "fr", "pt-BR", "zh-CN"])
        #expect(locales.locale(of: "zh-cn/guide/setup.md").tag.value == "zh-CN")
        #expect(locales.locale(of: "api/index.md").tag == .english)
        #expect(locales.locale(of: "fresh/page.md").tag == .english)
        #expect(locales.pageKey(of: "fr/guide/setup.mdx") == "guide/setup")
        #expect(locales.pageKey(of: "guide/setup.md") == "guide/setup")
        #expect(locales.translationFolders == ["fr", "pt-BR", "zh-cn"])
        #expect(found.warnings.isEmpty)
    }

    @Test func noTranslationsWithoutMirroredPages() {
        let found = detect(["index.md", "api/index.md", "api/tokens.md", "cli/run.md"])
        #expect(found.locales == nil)
        #expect(found.warnings.isEmpty)
    }

    @Test func aLanguageNamedFolderThatMirrorsNothingIsASectionWithAWarning() {
        let found = detect(["index.md", "setup.md", "fr/setup.md", "de/cheese.md", "ast/whatever.md"])
        #expect(found.locales?.locales.map(\.folder) == ["", "fr"])
        #expect(found.warnings == [
            "site/docs/de: warning: docs/de/ is named like a language (de) but none of its pages has a page at the same path in the default locale; it is published as an ordinary section (list it in config.yaml's 'locales: folders' to make it a translation)",
        ])
    }

    @Test func pagesOnlyInATranslationAreNamedInOneWarningPerLocale() {
        let found = detect(["index.md", "setup.md", "fr/index.md", "fr/setup.md", "fr/only-fr.md", "fr/blog/a.md"])
        #expect(found.warnings == [
            "site/docs/fr/blog/a.md: warning: 2 pages of docs/fr/ have no page at the same path in the default locale (en); they are published in the fr site only: docs/fr/blog/a.md, docs/fr/only-fr.md",
        ])
    }

    @Test func hugoContentFoldersTakeTheRootLanguageFolderAsDefault() throws {
        let found = detect(["_index.md", "en/_index.md", "en/docs/a.md", "fa/docs/a.md"],
                           config: try config("locales:\n  root: en\n"))
        let locales = try #require(found.locales)
        #expect(locales.defaultLocale == SiteLocales.Locale(tag: .english, folder: "en"))
        #expect(locales.locales.map(\.folder) == ["en", "fa"])
        #expect(locales.locale(of: "fa/docs/a.md").tag.isRightToLeft)
        #expect(locales.pageKey(of: "en/docs/a.md") == "docs/a")
        #expect(locales.localeFolders == ["en", "fa"])
    }

    @Test func configFoldersReplaceDetectionAndGiveLabels() throws {
        let config = try config("locales:\n  root: de\n  folders: [fr, ja/]\n  labels:\n    fr: Français\n    DE: Deutsch\n")
        let found = detect(["index.md", "fr/other.md", "ja/a.md", "es/index.md"], config: config)
        let locales = try #require(found.locales)
        #expect(locales.locales == [SiteLocales.Locale(tag: LanguageTag("de")!, folder: "", label: "Deutsch"),
                                    SiteLocales.Locale(tag: LanguageTag("fr")!, folder: "fr", label: "Français"),
                                    SiteLocales.Locale(tag: LanguageTag("ja")!, folder: "ja")])
    }

    @Test func aListedFolderWithoutPagesIsWarnedWhereItIsListed() throws {
        let config = try config("locales:\n  folders:\n    - fr\n    - ko\n")
        let found = detect(["index.md", "fr/index.md"], config: config)
        #expect(found.locales?.locales.map(\.folder) == ["", "fr"])
        #expect(found.warnings == [
            "site/config.yaml:4:7: warning: 'locales: folders' lists 'ko', but the docs have no folder ko/ with pages; no ko site is published",
        ])
    }

    @Test func configProblemsAreLocated() {
        do {
            _ = try SiteConfig.parse("locales:\n  root: English\n  folders: [guide]\n  lang: fr\n", file: "site/config.yaml")
            Issue.record("expected a failure")
        } catch {
            #expect(error.diagnostics.map(\.description) == [
                "site/config.yaml:2:9: error: expected 'locales: root' to be a language tag such as en or pt-BR, found 'English'",
                "site/config.yaml:3:13: error: expected each of 'locales: folders' to be a folder of the docs named by its language tag, such as fr or zh-cn, found 'guide'",
                "site/config.yaml:4:3: error: unknown locales key 'lang' (known keys: root, folders, labels)",
            ])
        }
    }
}
