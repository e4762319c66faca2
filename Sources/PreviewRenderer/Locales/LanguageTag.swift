/// A page's language, as a BCP 47 tag (`en`, `fr`, `zh-CN`, `pt-BR`, `fa`):
/// what `<html lang>` says, and whether the page reads right to left.
///
/// Tags are kept in their conventional case (language lower-case, region
/// upper-case, script title-case), so `zh-cn` and `zh-CN` are one tag.
public struct LanguageTag: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The tag in its conventional case, as `<html lang>` writes it.
    public let value: String

    /// English: the language of the site's own words when none is given.
    public static let english = LanguageTag(checked: "en")

    /// A tag from text such as a folder name or a config value (`zh-cn`,
    /// `pt_BR`); nil when it is not shaped like a BCP 47 tag (a 2–3 letter
    /// language, then 2-letter regions, 4-letter scripts or 3-digit regions).
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let language = parts.first, (2...3).contains(language.count),
              language.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        var normalized = [language.lowercased()]
        for part in parts.dropFirst() {
            if part.count == 2, part.allSatisfy({ $0.isASCII && $0.isLetter }) {
                normalized.append(part.uppercased())
            } else if part.count == 4, part.allSatisfy({ $0.isASCII && $0.isLetter }) {
                normalized.append(part.prefix(1).uppercased() + part.dropFirst().lowercased())
            } else if part.count == 3, part.allSatisfy({ $0.isASCII && $0.isNumber }) {
                normalized.append(String(part))
            } else {
                return nil
            }
        }
        self.value = normalized.joined(separator: "-")
    }

    private init(checked value: String) {
        self.value = value
    }

    /// The language subtag alone (`zh` for `zh-CN`).
    public var language: String {
        // (By the UTF-8 view: pages ask for their chrome's words hundreds of times each.)
        guard let dash = value.utf8.firstIndex(of: UInt8(ascii: "-")) else { return value }
        return String(value[..<dash])
    }

    /// Whether text in this language is written right to left: Arabic,
    /// Persian, Hebrew, Urdu and the other languages whose usual script is
    /// Arabic or Hebrew, unless the tag names another script.
    public var isRightToLeft: Bool {
        let subtags = value.split(separator: "-")
        if let script = subtags.dropFirst().first(where: { $0.count == 4 }) {
            return Self.rightToLeftScripts.contains(String(script))
        }
        return Self.rightToLeftLanguages.contains(language)
    }

    /// `dir`'s value for this language.
    public var direction: String {
        isRightToLeft ? "rtl" : "ltr"
    }

    public var description: String { value }

    public static func < (lhs: LanguageTag, rhs: LanguageTag) -> Bool {
        lhs.value < rhs.value
    }

    private static let rightToLeftLanguages: Set<String> = [
        "ar", "arc", "ckb", "dv", "fa", "ha", "he", "iw", "khw", "ks", "ku", "ps", "sd", "syr", "ug", "ur", "yi",
    ]
    private static let rightToLeftScripts: Set<String> = ["Arab", "Hebr", "Syrc", "Thaa", "Nkoo", "Adlm", "Rohg"]
}
