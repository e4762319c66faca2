@testable import PreviewRenderer
import Testing

/// Language tags from folder names and config values: one case per tag,
/// and the direction its script is written in.
struct LanguageTagTests {
    @Test(arguments: [
        ("en", "en"), ("FR", "fr"), ("zh-cn", "zh-CN"), ("zh_CN", "zh-CN"), ("pt-br", "pt-BR"),
        ("sr-latn", "sr-Latn"), ("es-419", "es-419"), ("ast", "ast"),
    ])
    func normalizes(_ text: String, _ expected: String) {
        #expect(LanguageTag(text)?.value == expected)
    }

    @Test(arguments: ["", "e", "english", "guide", "zh-", "en-x", "a1", "fr-12"])
    func refusesWhatIsNotATag(_ text: String) {
        #expect(LanguageTag(text) == nil)
    }

    @Test func rightToLeftByLanguageOrScript() {
        #expect(LanguageTag("fa")?.isRightToLeft == true)
        #expect(LanguageTag("ar-EG")?.direction == "rtl")
        #expect(LanguageTag("he")?.isRightToLeft == true)
        #expect(LanguageTag("fr")?.direction == "ltr")
        #expect(LanguageTag("zh-CN")?.isRightToLeft == false)
        #expect(LanguageTag("ku-Latn")?.isRightToLeft == false)
        #expect(LanguageTag("pa-Arab")?.isRightToLeft == true)
    }
}
