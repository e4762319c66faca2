/// Starlight's own translations of the strings Material for MkDocs has no
/// key for: its asides' titles (`aside.note`, `aside.tip`,
/// `aside.caution`, `aside.danger`), the menu button
/// (`menuButton.accessibleLabel`) and the notice on an untranslated page
/// (`i18n.untranslatedContent`), in `@astrojs/starlight`'s
/// `translations/<lang>.json` (MIT licensed), taken as they are, for every
/// site whatever generator it was written for. Only the strings that
/// differ from English are listed. A site's own `strings:`, Docusaurus'
/// `code.json` and Starlight's `src/content/i18n/` come first.
enum GeneratorTranslations {
    /// Starlight's words by its language tags (`zh-CN`).
    static let starlight: [String: [ChromeString: String]] = [
        "ar": [.calloutNote: "ملاحظة", .calloutTip: "نصيحة", .calloutCaution: "تنبيه", .calloutDanger: "تحذير", .menu: "القائمة", .notTranslated: "هذا المحتوى غير متوفر بلغتك بعد."],
        "ca": [.calloutNote: "Nota", .calloutTip: "Consell", .calloutCaution: "Precaució", .calloutDanger: "Perill", .menu: "Menú", .notTranslated: "Aquesta pàgina encara no està disponible en el teu idioma."],
        "cs": [.calloutNote: "Poznámka", .calloutCaution: "Upozornění", .calloutDanger: "Nebezpečí", .menu: "Nabídka", .notTranslated: "Tento obsah zatím není dostupný ve vašem jazyce."],
        "da": [.calloutCaution: "Bemærk", .calloutDanger: "Advarsel", .notTranslated: "Dette indhold er ikke tilgængeligt i dit sprog endnu."],
        "de": [.calloutNote: "Hinweis", .calloutTip: "Tipp", .calloutCaution: "Achtung", .calloutDanger: "Gefahr", .menu: "Menü", .notTranslated: "Dieser Inhalt ist noch nicht in deiner Sprache verfügbar."],
        "el": [.calloutNote: "Σημείωση", .calloutTip: "Συμβουλή", .calloutCaution: "Προσοχή", .calloutDanger: "Κίνδυνος", .menu: "Μενού", .notTranslated: "Αυτό το περιεχόμενο δεν είναι ακόμη διαθέσιμο στη γλώσσα σου."],
        "es": [.calloutNote: "Nota", .calloutTip: "Consejo", .calloutCaution: "Precaución", .calloutDanger: "Peligro", .menu: "Menú", .notTranslated: "Esta página aún no está disponible en tu idioma."],
        "fa": [.calloutNote: "یادداشت", .calloutTip: "نکته", .calloutCaution: "احتیاط", .calloutDanger: "خطر", .menu: "منو", .notTranslated: "این محتوا هنوز به زبان شما در دسترس نیست."],
        "fi": [.calloutNote: "Huomio", .calloutTip: "Vinkki", .calloutCaution: "Varoitus", .calloutDanger: "Vaara", .menu: "Valikko", .notTranslated: "Tämä sisältö ei ole vielä saatavilla valitsemallasi kielellä."],
        "fr": [.calloutTip: "Astuce", .calloutCaution: "Attention", .notTranslated: "Ce contenu n’est pas encore disponible dans votre langue."],
        "gl": [.calloutNote: "Nota", .calloutTip: "Consello", .calloutCaution: "Precaución", .calloutDanger: "Perigo", .menu: "Menú", .notTranslated: "Este contido aínda non está dispoñible no teu idioma."],
        "hi": [.calloutNote: "टिप्पणी", .calloutTip: "संकेत", .calloutCaution: "सावधानी", .calloutDanger: "खतरा", .menu: "मेन्यू", .notTranslated: "यह कंटेंट अभी तक आपकी भाषा में उपलब्ध नहीं है।"],
        "hu": [.calloutNote: "Megjegyzés", .calloutTip: "Tipp", .calloutCaution: "Figyelem", .calloutDanger: "Veszély", .menu: "Menü", .notTranslated: "Ez a tartalom még nem érhető el a jelenlegi nyelven."],
        "id": [.calloutNote: "Catatan", .calloutTip: "Tips", .calloutCaution: "Perhatian", .calloutDanger: "Bahaya", .notTranslated: "Konten ini belum tersedia dalam bahasa Anda."],
        "it": [.calloutNote: "Nota", .calloutTip: "Consiglio", .calloutCaution: "Attenzione", .calloutDanger: "Pericolo", .notTranslated: "Questi contenuti non sono ancora disponibili nella tua lingua."],
        "ja": [.calloutNote: "ノート", .calloutTip: "ヒント", .calloutCaution: "注意", .calloutDanger: "危険", .menu: "メニュー", .notTranslated: "このコンテンツはまだ日本語訳がありません。"],
        "ko": [.calloutNote: "참고", .calloutTip: "팁", .calloutCaution: "주의", .calloutDanger: "위험", .menu: "메뉴", .notTranslated: "이 콘텐츠는 아직 번역되지 않았습니다."],
        "lv": [.calloutNote: "Piezīme", .calloutTip: "Padoms", .calloutCaution: "Uzmanību", .calloutDanger: "Bīstamība", .menu: "Izvēlne", .notTranslated: "Šis saturs vēl nav pieejams jūsu valodā."],
        "nb": [.calloutNote: "Merknad", .calloutTip: "Tips", .calloutCaution: "Advarsel", .calloutDanger: "Fare", .menu: "Meny", .notTranslated: "Dette innholdet er ikke tilgjengelig på ditt språk."],
        "nl": [.calloutNote: "Opmerking", .calloutCaution: "Opgepast", .calloutDanger: "Gevaar", .notTranslated: "Deze inhoud is nog niet vertaald."],
        "pl": [.calloutNote: "Notatka", .calloutTip: "Wskazówka", .calloutCaution: "Uwaga", .calloutDanger: "Ważne", .notTranslated: "Ta treść nie jest jeszcze dostępna w Twoim języku."],
        "pt": [.calloutNote: "Nota", .calloutTip: "Dica", .calloutCaution: "Cuidado", .calloutDanger: "Perigo", .notTranslated: "Este conteúdo não está disponível em sua língua ainda."],
        "ro": [.calloutNote: "Mențiune", .calloutTip: "Sfat", .calloutCaution: "Atenție", .calloutDanger: "Pericol", .menu: "Meniu", .notTranslated: "Acest conținut nu este încă disponibil în limba selectată."],
        "ru": [.calloutNote: "Заметка", .calloutTip: "Совет", .calloutCaution: "Осторожно", .calloutDanger: "Опасно", .menu: "Меню", .notTranslated: "Это содержимое пока не доступно на вашем языке."],
        "sk": [.calloutNote: "Poznámka", .calloutCaution: "Upozornenie", .calloutDanger: "Nebezpečenstvo", .notTranslated: "Tento obsah zatiaľ nie je dostupný vo vašom jazyku."],
        "th": [.calloutNote: "หมายเหตุ", .calloutTip: "เคล็ดลับ", .calloutCaution: "คำเตือน", .calloutDanger: "อันตราย", .menu: "เมนู", .notTranslated: "เนื้อหานี้ยังไม่มีในภาษาของคุณ"],
        "tr": [.calloutNote: "Not", .calloutTip: "İpucu", .calloutCaution: "Dikkat", .calloutDanger: "Tehlike", .menu: "Menü", .notTranslated: "Bu içerik henüz dilinizde mevcut değil."],
        "uk": [.calloutNote: "Заувага", .calloutTip: "Порада", .calloutCaution: "Обережно", .calloutDanger: "Небезпечно", .menu: "Меню", .notTranslated: "Цей контент ще не доступний вашою мовою."],
        "vi": [.calloutNote: "Ghi chú", .calloutTip: "Mẹo", .calloutCaution: "Chú ý", .calloutDanger: "Nguy hiểm", .notTranslated: "Nội dung này hiện chưa có sẵn bằng ngôn ngữ của bạn."],
        "he": [.menu: "תפריט", .notTranslated: "תוכן זה אינו זמין עדיין בשפה שלך."],
        "sv": [.menu: "Meny", .notTranslated: "Det här innehållet är inte tillgängligt på ditt språk än."],
        "zh-CN": [.calloutNote: "注意", .calloutTip: "提示", .calloutCaution: "警告", .calloutDanger: "危险", .menu: "菜单", .notTranslated: "此内容尚不支持你的语言。"],
        "zh-TW": [.calloutNote: "注意", .calloutTip: "提示", .calloutCaution: "警告", .calloutDanger: "危險", .menu: "選單", .notTranslated: "本頁內容尚未翻譯。"],
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
