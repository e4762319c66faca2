import Markdown

/// The languages a docs folder is written in, and where each one's pages
/// are: the default locale (the docs root, or a folder of its own as in
/// Hugo's `content/en/`) and one folder under `docs/` per translation
/// (`fr/`, `zh-cn/`, `pt-BR/`). Each locale is published as a site of its
/// own: its own sidebar, pager and search (see `LocaleDetection` for how
/// the folders are found).
public struct SiteLocales: Sendable, Equatable {
    /// One language of the docs and the folder its pages are in.
    public struct Locale: Sendable, Hashable {
        /// The pages' language.
        public var tag: LanguageTag
        /// The folder under `docs/`, as written (`zh-cn`), without a
        /// trailing `/`; "" for the docs root.
        public var folder: String
        /// The name the language menu shows, when the config gives one.
        public var label: String?

        public init(tag: LanguageTag, folder: String, label: String? = nil) {
            self.tag = tag
            self.folder = folder
            self.label = label
        }

        /// The locale's home page in the output.
        public var homePath: String { DocsTree.pagePath(folder: folder) }

        /// Whether `path` (under `docs/`) is in this locale's folder.
        func holds(_ path: String) -> Bool {
            folder.isEmpty || path.hasPrefix(folder + "/")
        }
    }

    /// The default locale first, then the translations by folder name.
    public private(set) var locales: [Locale]

    /// `translations` are sorted by folder; a translation whose folder is
    /// the default's is dropped.
    public init(default defaultLocale: Locale, translations: [Locale]) {
        locales = [defaultLocale] + translations.filter { $0.folder != defaultLocale.folder }.sorted { $0.folder < $1.folder }
    }

    /// The locale whose pages are at the docs root and whose pages every
    /// translation mirrors.
    public var defaultLocale: Locale { locales[0] }

    /// The translations' folders: never listed as sections of another
    /// locale's sidebar.
    public var translationFolders: Set<String> {
        Set(locales.dropFirst().map(\.folder))
    }

    /// The folders that are the top of a locale's site (the default's too
    /// when it has one of its own).
    public var localeFolders: Set<String> {
        Set(locales.map(\.folder).filter { !$0.isEmpty })
    }

    /// The locale of the doc at `path` (under `docs/`): the translation
    /// whose folder holds it, else the default.
    public func locale(of path: String) -> Locale {
        locales.dropFirst().first { $0.holds(path) } ?? defaultLocale
    }

    /// `path` (under `docs/`) without its locale's folder: the same page
    /// in every locale has the same key (`fr/guide/setup.md` and
    /// `guide/setup.md` are `guide/setup`; the extension is dropped, so
    /// `.md` and `.mdx` match).
    public func pageKey(of path: String) -> String {
        let folder = locale(of: path).folder
        let inside = folder.isEmpty ? path : String(path.dropFirst(folder.count + 1))
        return DocFileName.stem(inside)
    }
}
