import Foundation

/// The page chrome's words in one language: what templates read as
/// `{{strings.<name>}}` (`{{strings.onThisPage}}`).
///
/// Each string is, first found: the site's own (`config.yaml`'s
/// `strings:` for the page's tag, then for its language, `fr` for
/// `fr-CA`); English for an English page; Material for MkDocs'
/// translation of the same string; Starlight's, for the strings Material
/// has none of (`GeneratorTranslations`); else English.
struct ChromeStrings: TemplateData, Hashable {
    /// The texts, in `ChromeString.allCases` order.
    private var texts: [String]

    /// Every string in English.
    static let english = ChromeStrings(texts: ChromeString.allCases.map(\.english))

    private init(texts: [String]) {
        self.texts = texts
    }

    /// The strings of `language`, from the site's `strings:` and
    /// `translations`.
    init(language: LanguageTag, site: SiteStrings = SiteStrings(), translations: ChromeTranslations = .system) {
        let isEnglish = language.language == LanguageTag.english.value
        texts = ChromeString.allCases.map { string in
            if let own = site.text(string, in: language) { return own }
            if !isEnglish, let key = string.materialKey, let text = translations.text(key, in: language) { return text }
            if !isEnglish, let text = GeneratorTranslations.text(string, in: language) { return text }
            return string.english
        }
    }

    subscript(_ string: ChromeString) -> String {
        texts[ChromeString.allCases.firstIndex(of: string) ?? 0]
    }

    /// `string` with each `{name}` of `values` replaced by its value
    /// (`{count}` in "All {count} docs").
    func text(_ string: ChromeString, _ values: KeyValuePairs<String, String>) -> String {
        values.reduce(self[string]) { text, value in text.replacingOccurrences(of: "{\(value.key)}", with: value.value) }
    }

    /// `string` around its `{placeholder}`: the text before it and after it,
    /// for a placeholder that stands for markup (a link); all of it before
    /// when the text has no such placeholder.
    func split(_ string: ChromeString, at placeholder: String) -> (before: String, after: String) {
        let text = self[string]
        guard let range = text.range(of: "{\(placeholder)}") else { return (text, "") }
        return (String(text[..<range.lowerBound]), String(text[range.upperBound...]))
    }

    static let fields = TemplateFields<Self>(ChromeString.allCases.enumerated().map { index, string in
        .text(string.name, "\(string.summary) English: \u{201C}\(string.english)\u{201D}.") { $0.texts[index] }
    })
}

/// A site's own words for the page chrome (`config.yaml`'s `strings:`),
/// by language: added where no translation exists, or replacing one.
public struct SiteStrings: Sendable, Hashable {
    /// The texts by language tag.
    public var byLanguage: [LanguageTag: [ChromeString: String]]

    public init(_ byLanguage: [LanguageTag: [ChromeString: String]] = [:]) {
        self.byLanguage = byLanguage
    }

    /// The site's text for `string` in `language`: its tag's, else its
    /// language's (`fr` for `fr-CA`).
    public func text(_ string: ChromeString, in language: LanguageTag) -> String? {
        if let text = byLanguage[language]?[string] { return text }
        guard language.value.utf8.contains(UInt8(ascii: "-")), let bare = LanguageTag(language.language) else { return nil }
        return byLanguage[bare]?[string]
    }
}
