/// Languages' names in their own language, as a language menu shows them
/// (`Français`, `日本語`, `فارسی`): the tag's own name, else its
/// language's, else the tag itself.
enum LanguageNames {
    static func name(of tag: LanguageTag) -> String {
        names[tag.value] ?? names[tag.language] ?? tag.value
    }

    private static let names: [String: String] = [
        "ar": "العربية", "bg": "Български", "bn": "বাংলা", "ca": "Català", "cs": "Čeština", "da": "Dansk",
        "de": "Deutsch", "el": "Ελληνικά", "en": "English", "eo": "Esperanto", "es": "Español", "et": "Eesti",
        "eu": "Euskara", "fa": "فارسی", "fi": "Suomi", "fil": "Filipino", "fr": "Français", "ga": "Gaeilge",
        "gl": "Galego", "he": "עברית", "hi": "हिन्दी", "hr": "Hrvatski", "hu": "Magyar", "hy": "Հայերեն",
        "id": "Bahasa Indonesia", "is": "Íslenska", "it": "Italiano", "ja": "日本語", "ka": "ქართული", "kk": "Қазақ тілі",
        "ko": "한국어", "lt": "Lietuvių", "lv": "Latviešu", "ms": "Bahasa Melayu", "nb": "Norsk bokmål", "nl": "Nederlands",
        "nn": "Norsk nynorsk", "no": "Norsk", "pl": "Polski", "pt": "Português", "pt-BR": "Português (Brasil)",
        "pt-PT": "Português (Portugal)", "ro": "Română", "ru": "Русский", "sk": "Slovenčina", "sl": "Slovenščina",
        "sr": "Српски", "sv": "Svenska", "sw": "Kiswahili", "ta": "தமிழ்", "th": "ไทย", "tr": "Türkçe",
        "uk": "Українська", "ur": "اردو", "uz": "Oʻzbekcha", "vi": "Tiếng Việt", "zh": "中文", "zh-CN": "简体中文",
        "zh-Hans": "简体中文", "zh-Hant": "繁體中文", "zh-HK": "繁體中文（香港）", "zh-TW": "繁體中文",
    ]
}
