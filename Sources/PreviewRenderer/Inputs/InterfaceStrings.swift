import Basics
import DTCG

/// Another generator's translations of its own interface, read as the
/// site's words for the page chrome (`SiteStrings`) where a key means one
/// of our strings: Docusaurus's `i18n/<locale>/code.json`
/// (`{"theme.docs.paginator.next": {"message": "Suivant"}}`) and
/// Starlight's `src/content/i18n/<locale>.json`
/// (`{"tableOfContents.onThisPage": "Sur cette page"}`). `config.yaml`'s
/// `strings:` win over them.
enum InterfaceStrings {
    /// The generator a file is written for: which keys it has, how a text
    /// is written.
    enum Generator: Sendable {
        case docusaurus, starlight

        var name: String {
            switch self {
            case .docusaurus: "Docusaurus"
            case .starlight: "Starlight"
            }
        }

        /// Our string for each of its keys that means one.
        var strings: [String: ChromeString] {
            switch self {
            case .docusaurus: InterfaceStrings.docusaurus
            case .starlight: InterfaceStrings.starlight
            }
        }
    }

    /// Docusaurus's theme keys (`@docusaurus/theme-classic`'s
    /// `codeTranslations`) that mean one of our strings.
    static let docusaurus: [String: ChromeString] = [
        "theme.common.skipToMainContent": .skipToContent,
        "theme.SearchBar.label": .searchLabel,
        "theme.SearchPage.noResultsText": .noResults,
        "theme.docs.breadcrumbs.navAriaLabel": .breadcrumb,
        "theme.TOCCollapsible.toggleButtonLabel": .onThisPage,
        "theme.lastUpdated.lastUpdatedAtBy": .lastUpdated,
        "theme.common.editThisPage": .editThisPage,
        "theme.docs.paginator.navAriaLabel": .previousAndNext,
        "theme.docs.paginator.previous": .previous,
        "theme.docs.paginator.next": .next,
        "theme.navbar.mobileVersionsDropdown.label": .versions,
        "theme.docs.versions.latestVersionLinkLabel": .latestVersion,
        "theme.CodeBlock.copy": .copy,
        "theme.CodeBlock.copyButtonAriaLabel": .copyCode,
        "theme.CodeBlock.copied": .copied,
        "theme.navbar.mobileLanguageDropdown.label": .language,
        "theme.NotFound.title": .pageNotFound,
        "theme.NotFound.p1": .pageNotFoundText,
        "theme.admonition.note": .calloutNote,
        "theme.admonition.tip": .calloutTip,
        "theme.admonition.info": .calloutInfo,
        "theme.admonition.warning": .calloutWarning,
        "theme.admonition.caution": .calloutCaution,
        "theme.admonition.danger": .calloutDanger,
    ]

    /// Starlight's UI strings (`@astrojs/starlight`'s `translations/`)
    /// that mean one of our strings.
    static let starlight: [String: ChromeString] = [
        "skipLink.label": .skipToContent,
        "search.label": .searchLabel,
        "menuButton.accessibleLabel": .menu,
        "languageSelect.accessibleLabel": .language,
        "themeSelect.dark": .darkScheme,
        "themeSelect.light": .lightScheme,
        "themeSelect.auto": .systemScheme,
        "tableOfContents.onThisPage": .onThisPage,
        "i18n.untranslatedContent": .notTranslated,
        "page.editLink": .editThisPage,
        "page.lastUpdated": .lastUpdated,
        "page.previousLink": .previous,
        "page.nextLink": .next,
        "404.text": .pageNotFoundText,
        "expressiveCode.copyButtonTooltip": .copyCode,
        "expressiveCode.copyButtonCopied": .copied,
        "aside.note": .calloutNote,
        "aside.tip": .calloutTip,
        "aside.caution": .calloutCaution,
        "aside.danger": .calloutDanger,
    ]

    /// The strings `text` (the file at `file`) gives `language`, added to
    /// `strings` where they have none for it; the keys that mean none of
    /// ours are named in one warning at the first of them, and a file that
    /// is not JSON of texts in one warning.
    static func read(_ text: String, file: String, language: LanguageTag, generator: Generator,
                     into strings: inout SiteStrings, warnings: inout [Diagnostic]) {
        var diagnostics = DTCGDiagnostics()
        guard let members = JSONReader.parse(DTCGFile(path: file, text: text), diagnostics: &diagnostics)?.members else {
            warnings.append(.warning(file: file, "not read: \(generator.name)'s interface strings are a JSON object of texts, and this file is not one"))
            return
        }
        let known = generator.strings
        var unknown: [DTCGMember] = []
        for member in members {
            guard let string = known[member.key] else {
                unknown.append(member)
                continue
            }
            let written = generator == .docusaurus ? member.value.members?.first { $0.key == "message" }?.value.string
                                                   : member.value.string
            guard let written, let text = cleaned(written, for: string, generator: generator) else { continue }
            if strings.byLanguage[language]?[string] == nil { strings.byLanguage[language, default: [:]][string] = text }
        }
        guard let first = unknown.first else { return }
        let names = unknown.prefix(5).map(\.key).joined(separator: ", ") + (unknown.count > 5 ? ", …" : "")
        let location = first.keyLocation
        warnings.append(.warning(file: file, line: location?.line, column: location?.column,
                                 "\(unknown.count) of \(generator.name)'s interface strings \(unknown.count == 1 ? "means" : "mean") nothing the page chrome shows, so \(unknown.count == 1 ? "it is" : "they are") not used: \(names)"))
    }

    /// The callout titles Docusaurus' admonitions read.
    static let docusaurusAdmonitions: Set<ChromeString> = [.calloutNote, .calloutTip, .calloutInfo, .calloutWarning, .calloutCaution, .calloutDanger]

    /// `text` as our string's: Docusaurus's placeholders of values we do
    /// not show dropped (`Last updated{atDate}{byUser}`), and its admonition
    /// titles, which it writes in lower case and shows in capitals
    /// (`remarque`), begun with a capital; nil when nothing is left.
    static func cleaned(_ text: String, for string: ChromeString, generator: Generator) -> String? {
        var text = text
        if generator == .docusaurus, string == .lastUpdated {
            for placeholder in ["{atDate}", "{byUser}"] { text = text.replacing(placeholder, with: "") }
        }
        text = String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        if generator == .docusaurus, Self.docusaurusAdmonitions.contains(string) { text = text.prefix(1).uppercased() + text.dropFirst() }
        return text.isEmpty ? nil : text
    }
}

extension SiteConfig {
    /// The config with `imported` strings added under its own: a string
    /// `strings:` gives for a language stays.
    func adding(_ imported: SiteStrings) -> SiteConfig {
        var config = self
        for (language, texts) in imported.byLanguage {
            config.strings.byLanguage[language] = texts.merging(config.strings.byLanguage[language] ?? [:]) { $1 }
        }
        return config
    }
}

extension Loader {
    /// Reads every file of interface strings again (one of them changed,
    /// came or went): `source`'s `interfaceStrings`, and their warnings.
    func rereadInterfaceStrings(into source: inout LoadedSite) {
        let files = Set(source.interfaceStringFiles)
        source.warnings.removeAll { files.contains($0.file) }
        source.interfaceStrings = SiteStrings()
        source.interfaceStringFiles = []
        readDocusaurusStrings(into: &source)
        readStarlightStrings(into: &source)
    }

    /// Starlight's UI translations: `src/content/i18n/<locale>.json`
    /// beside the docs folder (`src/content/docs`), each read as that
    /// locale's words (`InterfaceStrings`).
    func readStarlightStrings(into source: inout LoadedSite) {
        let folder = joinPath(parentFolder(of: lexicallyNormalized(source.docsDirectory)), "i18n")
        guard fileSystem.kind(at: folder) == .directory, let files = try? fileSystem.listing(under: folder).files else { return }
        for name in sortedPaths(files) where name.hasSuffix(".json") && !name.contains("/") {
            guard let language = LanguageTag(String(name.dropLast(".json".count))) else { continue }
            let file = joinPath(folder, name)
            source.interfaceStringFiles.append(file)
            do throws(Diagnostic) {
                InterfaceStrings.read(try readText(file), file: file, language: language, generator: .starlight,
                                      into: &source.interfaceStrings, warnings: &source.warnings)
            } catch {
                source.warnings.append(error)
            }
        }
    }
}

extension LoadedSite {
    /// Every path where another generator's interface strings would be
    /// read from, whether a file is there or not: Starlight's
    /// `src/content/i18n/<locale>.json` and Docusaurus' `i18n/<locale>/code.json`
    /// (beside the docs folder or in `website/`), for the site's language
    /// and each folder at the top of the docs named like a language. `serve`
    /// watches them, so a file created after it started is read; the ones
    /// that are there are `interfaceStringFiles`.
    public var interfaceStringCandidates: [String] {
        var locales: Set<String> = []
        if case .success(let config) = config { locales.insert(config.language.value) }
        for doc in docs {
            guard let slash = doc.path.firstIndex(of: "/") else { continue }
            let top = String(doc.path[..<slash])
            if LocaleDetection.looksLikeLanguage(top) { locales.insert(top) }
        }
        let starlight = joinPath(parentFolder(of: lexicallyNormalized(docsDirectory)), "i18n")
        let docusaurus = DocusaurusTranslations.candidates(for: docsDirectory)
        var paths: [String] = []
        for locale in locales {
            paths.append(joinPath(starlight, locale + ".json"))
            for i18n in docusaurus { paths.append(joinPath(i18n, locale, DocusaurusTranslations.codeFile)) }
        }
        return sortedPaths(paths)
    }
}
