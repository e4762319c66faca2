import Foundation
import Markdown

/// Material for MkDocs' interface translations, read from `languages.tsv`
/// in the folder of Material's data (`scripts/setup` makes it from the
/// `mkdocs-material` wheel's `partials/languages/`; see `scripts/lib.sh`'s
/// `install_shortcode_data` and `scripts/language-table`): one
/// `lang<TAB>key<TAB>text` a line (`fr	footer.next	Suivant`).
///
/// Read once, at the first page that asks; a missing file is no
/// translations (every string stays English unless the site gives it).
public final class ChromeTranslations: @unchecked Sendable {
    /// The file's name in the folder.
    public static let fileName = "languages.tsv"

    /// The translations of the folder `ShortcodeCatalog` reads
    /// (`THEME_PREVIEW_ICONS`, else the system's), one per process.
    public static let system = ChromeTranslations(directory: ShortcodeCatalog.directoryInUse)

    public let directory: String
    private let lock = NSLock()
    private var table: [String: [String: String]]?

    public init(directory: String) {
        self.directory = directory
    }

    /// Material's text for `key` in `language`: the tag's own file
    /// (`pt-BR`), else its language's (`zh` for `zh-CN`); nil when
    /// neither has it.
    public func text(_ key: String, in language: LanguageTag) -> String? {
        let table = loaded()
        if let text = table[language.value]?[key] { return text }
        return table[language.language]?[key]
    }

    /// The languages the file has, by tag, sorted.
    public var languages: [LanguageTag] {
        loaded().keys.compactMap(LanguageTag.init).sorted()
    }

    private func loaded() -> [String: [String: String]] {
        lock.withLock {
            if let table { return table }
            let read = Self.read(at: directory + "/" + Self.fileName)
            table = read
            return read
        }
    }

    /// The table of the file at `path`, by language tag (as
    /// `LanguageTag` writes it) then key; empty when there is no file.
    static func read(at path: String) -> [String: [String: String]] {
        guard let data = FileManager.default.contents(atPath: path) else { return [:] }
        var table: [String: [String: String]] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let fields = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3, let tag = LanguageTag(String(fields[0])), !fields[1].isEmpty,
                  !fields[2].allSatisfy(\.isWhitespace) else { continue }
            table[tag.value, default: [:]][String(fields[1])] = String(fields[2])
        }
        return table
    }
}
