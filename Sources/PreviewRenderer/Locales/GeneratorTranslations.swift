/// Starlight's own translations of the strings Material for MkDocs has no
/// key for: its asides' titles (`aside.note`, `aside.tip`,
/// `aside.caution`, `aside.danger` in `@astrojs/starlight`'s
/// `translations/<lang>.json`, MIT licensed), taken as they are, for the
/// callout titles of every site whatever generator it was written for.
/// Only the strings that differ from English are listed (Starlight's `he`
/// and `sv` have none yet). A site's own `strings:`, Docusaurus'
/// `code.json` and Starlight's `src/content/i18n/` come first.
enum GeneratorTranslations {
    /// Starlight's words by its language tags (`zh-CN`).
    static let starlight: [String: [ChromeString: String]] = [
        "ar": [.calloutNote: "ملاحظة", .calloutTip: "نصيحة", .calloutCaution: "تنبيه", .calloutDanger: "تحذير"],
        "ca": [.calloutNote: "Nota", .calloutTip: "Consell", .calloutCaution: "Precaució", .calloutDanger: "Perill"],
        "cs": [.calloutNote: "Poznámka", .calloutCaution: "Upozornění", .calloutDanger: "Nebezpečí"],
        "da": [.calloutCaution: "Bemærk", .calloutDanger: "Advarsel"],
        "de": [.calloutNote: "Hinweis", .calloutTip: "Tipp", .calloutCaution: "Achtung", .calloutDanger: "Gefahr"],
        "el": [.calloutNote: "Σημείωση", .calloutTip: "Συμβουλή", .calloutCaution: "Προσοχή", .calloutDanger: "Κίνδυνος"],
        "es": [.calloutNote: "Nota", .calloutTip: "Consejo", .calloutCaution: "Precaución", .calloutDanger: "Peligro"],
        "fa": [.calloutNote: "یادداشت", .calloutTip: "نکته", .calloutCaution: "احتیاط", .calloutDanger: "خطر"],
        "fi": [.calloutNote: "Huomio", .calloutTip: "Vinkki", .calloutCaution: "Varoitus", .calloutDanger: "Vaara"],
        "fr": [.calloutTip: "Astuce", .calloutCaution: "Attention"],
        "gl": [.calloutNote: "Nota", .calloutTip: "Consello", .calloutCaution: "Precaución", .calloutDanger: "Perigo"],
        "hi": [.calloutNote: "टिप्पणी", .calloutTip: "संकेत", .calloutCaution: "सावधानी", .calloutDanger: "खतरा"],
        "hu": [.calloutNote: "Megjegyzés", .calloutTip: "Tipp", .calloutCaution: "Figyelem", .calloutDanger: "Veszély"],
        "id": [.calloutNote: "Catatan", .calloutTip: "Tips", .calloutCaution: "Perhatian", .calloutDanger: "Bahaya"],
        "it": [.calloutNote: "Nota", .calloutTip: "Consiglio", .calloutCaution: "Attenzione", .calloutDanger: "Pericolo"],
        "ja": [.calloutNote: "ノート", .calloutTip: "ヒント", .calloutCaution: "注意", .calloutDanger: "危険"],
        "ko": [.calloutNote: "참고", .calloutTip: "팁", .calloutCaution: "주의", .calloutDanger: "위험"],
        "lv": [.calloutNote: "Piezīme", .calloutTip: "Padoms", .calloutCaution: "Uzmanību", .calloutDanger: "Bīstamība"],
        "nb": [.calloutNote: "Merknad", .calloutTip: "Tips", .calloutCaution: "Advarsel", .calloutDanger: "Fare"],
        "nl": [.calloutNote: "Opmerking", .calloutCaution: "Opgepast", .calloutDanger: "Gevaar"],
        "pl": [.calloutNote: "Notatka", .calloutTip: "Wskazówka", .calloutCaution: "Uwaga", .calloutDanger: "Ważne"],
        "pt": [.calloutNote: "Nota", .calloutTip: "Dica", .calloutCaution: "Cuidado", .calloutDanger: "Perigo"],
        "ro": [.calloutNote: "Mențiune", .calloutTip: "Sfat", .calloutCaution: "Atenție", .calloutDanger: "Pericol"],
        "ru": [.calloutNote: "Заметка", .calloutTip: "Совет", .calloutCaution: "Осторожно", .calloutDanger: "Опасно"],
        "sk": [.calloutNote: "Poznámka", .calloutCaution: "Upozornenie", .calloutDanger: "Nebezpečenstvo"],
        "th": [.calloutNote: "หมายเหตุ", .calloutTip: "เคล็ดลับ", .calloutCaution: "คำเตือน", .calloutDanger: "อันตราย"],
        "tr": [.calloutNote: "Not", .calloutTip: "İpucu", .calloutCaution: "Dikkat", .calloutDanger: "Tehlike"],
        "uk": [.calloutNote: "Заувага", .calloutTip: "Порада", .calloutCaution: "Обережно", .calloutDanger: "Небезпечно"],
        "vi": [.calloutNote: "Ghi chú", .calloutTip: "Mẹo", .calloutCaution: "Chú ý", .calloutDanger: "Nguy hiểm"],
        "zh-CN": [.calloutNote: "注意", .calloutTip: "提示", .calloutCaution: "警告", .calloutDanger: "危险"],
        "zh-TW": [.calloutNote: "注意", .calloutTip: "提示", .calloutCaution: "警告", .calloutDanger: "危險"],
    ]

    /// Docusaurus' words for the strings Starlight has none of: the
    /// breadcrumbs' and the pager's `aria-label`s
    /// (`theme.docs.breadcrumbs.navAriaLabel`,
    /// `theme.docs.paginator.navAriaLabel`) and a `<DocCardList />`
    /// folder's count (`theme.docs.DocCard.categoryDescription.plurals`,
    /// one form and the others), from
    /// `@docusaurus/theme-translations`' `locales/<lang>/theme-common.json`
    /// (MIT licensed), as they are; only the languages and strings it
    /// translates.
    static let docusaurus: [String: [ChromeString: String]] = [
        "de": [.previousAndNext: "Dokumentation Seiten", .docCardItemsOne: "{count} Einträge", .docCardItems: "{count} Einträge"],
        "es": [.previousAndNext: "Navegación de páginas de documentos"],
        "fr": [.breadcrumb: "Fil d'Ariane", .previousAndNext: "Pages de documentation", .docCardItemsOne: "1 élément",
               .docCardItems: "{count} éléments"],
        "ja": [.breadcrumb: "パンくずリストのナビゲーション", .previousAndNext: "ドキュメントページ", .docCardItemsOne: "{count}項目",
               .docCardItems: "{count}項目"],
    ]

    /// The text of `string` in `language`: Starlight's, else Docusaurus',
    /// each the tag's own (`zh-TW`), else its language's (`pt` for
    /// `pt-BR`); nil when there is none.
    static func text(_ string: ChromeString, in language: LanguageTag) -> String? {
        for table in [starlight, docusaurus] {
            if let text = table[language.value]?[string] ?? table[language.language]?[string] { return text }
        }
        return nil
    }
}
