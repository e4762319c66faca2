import Markdown

/// Translations written beside the page they translate, as Hugo and
/// MkDocs i18n (`mkdocs-static-i18n`) lay them out: `guide/setup.fr.md`
/// is the French `guide/setup.md`. Such a file is read as the doc
/// `fr/guide/setup.md`, so it joins the `fr` locale's site as a locale
/// folder's page would (`LocaleDetection`).
///
/// The rule, so `v1.2.md`, `setup.old.md` or `notes.api.md` stay pages of
/// their own: the name's last dotted part before `.md` is a locale when it
/// is a language tag that names hardly anything else (two letters, or a
/// tag with a region or script: `fr`, `pt-BR`, `zh_CN`) and another file
/// in the same folder has the same name without it or with another such
/// suffix (`setup.md`, `setup.en.md`); or, whatever its shape, when
/// config.yaml's `locales: folders` lists it. A suffix in the root
/// language (`setup.en.md` on an English site) is the root's own page,
/// `setup.md`, unless that file exists too.
enum SuffixTranslations {
    /// The doc path of each of `paths` (under `docs/`) that is a suffix
    /// translation, by its path; `listed`: the tags `locales: folders`
    /// names, by folder; `root`: the language of the docs root.
    static func docPaths(_ paths: [String], listed: [String: LanguageTag] = [:], root: LanguageTag) -> [String: String] {
        var byBase: [String: [(path: String, folder: String?)]] = [:]
        for path in paths {
            guard let split = split(path) else { continue }
            byBase[split.base, default: []].append((path, split.folder))
        }
        let existing = Set(paths)
        var result: [String: String] = [:]
        for (_, files) in byBase {
            let others = files.count > 1
            for file in files {
                guard let folder = file.folder, let tag = LanguageTag(folder) else { continue }
                let isListed = listed[folder] != nil || listed.values.contains(tag)
                guard isListed || (others && LocaleDetection.looksLikeLanguage(folder)) else { continue }
                guard let parts = split(file.path) else { continue }
                if tag == root && !isListed {
                    let own = parts.withoutSuffix
                    if !existing.contains(own) { result[file.path] = own }
                    continue
                }
                result[file.path] = folder + "/" + parts.withoutSuffix
            }
        }
        return result
    }

    /// `path` split at its suffix: the path without it (`guide/setup.md`),
    /// the suffix (`fr`), and the base name shared by every language's
    /// file (`guide/setup` with its extension's length); nil for a name
    /// with no doc extension.
    private static func split(_ path: String) -> (base: String, folder: String?, withoutSuffix: String)? {
        guard let length = DocFileName.extensionLength(path) else { return nil }
        let stem = DocFileName.stem(path)
        let ext = String(path.suffix(length))
        let slash = stem.lastIndex(of: "/").map { stem.index(after: $0) } ?? stem.startIndex
        guard let dot = stem[slash...].lastIndex(of: "."), dot != slash else {
            return (stem.lowercased(), nil, path)
        }
        let suffix = String(stem[stem.index(after: dot)...])
        guard LanguageTag(suffix) != nil else { return (stem.lowercased(), nil, path) }
        let bare = String(stem[..<dot])
        return (bare.lowercased(), suffix, bare + ext)
    }
}
