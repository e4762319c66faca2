import Basics
import Markdown

/// Finds a docs folder's translations, as Starlight, Docusaurus (once its
/// `i18n/` folder is the docs') and Hugo lay them out: a folder at the top
/// of the docs named by a language tag (`fr/`, `zh-cn/`, `pt-BR/`) is a
/// translation when one of its pages has a page at the same path in the
/// default locale (`fr/guide/setup.mdx` and `guide/setup.md`). The default
/// locale is the docs root; when the root holds no page outside such
/// folders (Hugo's `content/en/`, `content/fr/`), it is the folder named
/// by `locales: root` (English unless given).
///
/// `locales: folders` in config.yaml lists the translations instead: no
/// detection then. Folders named like a language (`de/`, `pt-BR/`, not a
/// three-letter name such as `api/`) that mirror no default page stay
/// ordinary sections, with a warning.
enum LocaleDetection {
    /// The site's locales from the docs' paths (under `docs/`); nil when
    /// the docs have no translation. `docsDirectory` locates warnings.
    static func detect(_ paths: [String], config: LocalesConfig?, language: LanguageTag = .english,
                       docsDirectory: String) -> (locales: SiteLocales?, warnings: [Diagnostic]) {
        let rootTag = config?.root ?? language
        var byFolder: [String: [String]] = [:]
        var rootPaths: [String] = []
        for path in paths {
            if let slash = path.firstIndex(of: "/") {
                let top = String(path[..<slash])
                if LanguageTag(top) != nil { byFolder[top, default: []].append(path); continue }
            }
            rootPaths.append(path)
        }
        var warnings: [Diagnostic] = []
        func keys(_ paths: [String], in folder: String) -> Set<String> {
            Set(paths.map { DocFileName.stem(folder.isEmpty ? $0 : String($0.dropFirst(folder.count + 1))) })
        }
        // The default locale: the root, or the folder of the root's language
        // when the root has no page of its own (an index page aside).
        let rootHasPages = rootPaths.contains { !isIndexPage($0) }
        let defaultFolder = rootHasPages ? "" : (byFolder.keys.first { LanguageTag($0) == rootTag } ?? "")
        let defaultLocale = SiteLocales.Locale(tag: rootTag, folder: defaultFolder, label: config?.labels[rootTag])
        let defaultKeys = defaultFolder.isEmpty ? keys(rootPaths, in: "") : keys(byFolder[defaultFolder] ?? [], in: defaultFolder)

        var translations: [SiteLocales.Locale] = []
        if let listed = config?.folders {
            for entry in listed where entry.folder != defaultFolder {
                if byFolder[entry.folder] == nil && !paths.contains(where: { $0.hasPrefix(entry.folder + "/") }) {
                    warnings.append(Diagnostic(file: config?.file ?? SiteConfig.fileName, line: entry.location?.line, column: entry.location?.column,
                                               severity: .warning,
                                               message: "'locales: folders' lists '\(entry.folder)', but the docs have no folder \(entry.folder)/ with pages; no \(entry.tag) site is published"))
                    continue
                }
                translations.append(SiteLocales.Locale(tag: entry.tag, folder: entry.folder, label: config?.labels[entry.tag]))
            }
        } else {
            for (folder, pages) in byFolder.sorted(by: { $0.key < $1.key }) where folder != defaultFolder {
                guard let tag = LanguageTag(folder) else { continue }
                // An index page matches any folder's: for a three-letter
                // name (`api/`), only another page counts.
                var own = keys(pages, in: folder)
                if !looksLikeLanguage(folder) { own = own.filter { !IndexPageNames.contains(DocsTree.fileName($0)) } }
                if own.isDisjoint(with: defaultKeys) {
                    if looksLikeLanguage(folder) {
                        warnings.append(.warning(file: joinPath(docsDirectory, folder),
                                                 "docs/\(folder)/ is named like a language (\(tag)) but none of its pages has a page at the same path in the default locale; it is published as an ordinary section (list it in config.yaml's 'locales: folders' to make it a translation)"))
                    }
                    continue
                }
                translations.append(SiteLocales.Locale(tag: tag, folder: folder, label: config?.labels[tag]))
            }
        }
        guard !translations.isEmpty else { return (nil, warnings) }
        let locales = SiteLocales(default: defaultLocale, translations: translations)
        // A page only in a translation: published in that locale's site,
        // with one warning per locale naming them.
        for locale in locales.locales.dropFirst() {
            let pages = (byFolder[locale.folder] ?? paths.filter { $0.hasPrefix(locale.folder + "/") }).sorted()
            let alone = pages.filter { !defaultKeys.contains(locales.pageKey(of: $0)) }
            guard let first = alone.first else { continue }
            let listed = alone.prefix(5).map { "docs/" + $0 }.joined(separator: ", ") + (alone.count > 5 ? ", …" : "")
            warnings.append(.warning(file: joinPath(docsDirectory, first),
                                     "\(alone.count) \(alone.count == 1 ? "page" : "pages") of docs/\(locale.folder)/ \(alone.count == 1 ? "has" : "have") no page at the same path in the default locale (\(defaultLocale.tag)); \(alone.count == 1 ? "it is" : "they are") published in the \(locale.tag) site only: \(listed)"))
        }
        return (locales, warnings)
    }

    /// `index.md`, `_index.md` or `README.md` at the docs root.
    private static func isIndexPage(_ path: String) -> Bool {
        !path.contains("/") && IndexPageNames.ranked.contains(DocFileName.stem(path).lowercased())
    }

    /// A two-letter name, or a tag with a region or script (`pt-BR`):
    /// names that are hardly anything but a language. A three-letter one
    /// (`api`, `cli`) is more often a section.
    static func looksLikeLanguage(_ folder: String) -> Bool {
        guard let tag = LanguageTag(folder) else { return false }
        return tag.value.contains("-") || tag.language.count == 2
    }
}
