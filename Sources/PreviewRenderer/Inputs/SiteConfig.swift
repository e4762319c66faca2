import Basics
import Markdown
import Theming
/// The site's options, from `config.yaml` in the site folder.
public struct SiteConfig: Sendable, Hashable {
    /// Shown in the header and page titles.
    public var title: String
    /// One sentence for the home page and meta description.
    public var description: String
    /// What happens to raw HTML in Markdown: `safe` (the default) keeps
    /// what GitHub keeps, `false` drops all of it, `true` keeps all of it
    /// and unsafe links (only for docs whose every author you trust).
    public var rawHTML: RawHTMLMode
    /// Whether fenced code that names a language is highlighted
    /// (`markdown: highlight: false` leaves every block plain).
    public var highlight = true
    /// Where the site is published (`https://example.com/design/`), for the
    /// absolute URLs a few things need: sitemap.xml, canonical links, Open
    /// Graph and Twitter cards. Without it everything stays relative.
    public var baseURL: String?
    /// The start of each doc's "Edit this page" link; the doc's path under
    /// `docs/` is appended (`https://github.com/acme/ds/edit/main/site/docs/`).
    public var editURL: String?
    /// A picture for link previews, as a path in the output
    /// (`images/gallery.png`, from `static/`).
    public var previewImage: String?
    /// Whether each doc says when it was last updated (`lastUpdated:
    /// false` turns it off): the front matter's date, else the last
    /// commit's in git; the sitemap's `<lastmod>` too.
    public var lastUpdated = true
    /// Whether the build writes the docs for language models (`llms:
    /// true`): each doc's Markdown twin (`page.md`), `llms.txt`,
    /// `llms-full.txt`, the head's `<link rel="alternate"
    /// type="text/markdown">` and the Copy as Markdown button. Off by
    /// default while the twins cost more than a tenth of a build.
    public var llms = false
    /// Whether the docs home links the docs as one PDF (`pdf: true`):
    /// `PrintFiles.pdf`, which `theme-preview build` writes with
    /// Chromium, or `theme-preview pdf`. It needs the print page, so it
    /// writes it too (`writesPrintPage`).
    public var pdf = false
    /// Whether the build writes every doc on one page to print
    /// (`print: true`: `PrintFiles.page`). Off by default: it is as large
    /// as all the docs together.
    public var printPage = false
    /// Treat every warning as an error (`strict: true`, like `--strict`):
    /// for CI, where a broken link should fail the build.
    public var strict = false
    /// Where the docs are, when not in the site folder's `docs/`: a folder
    /// elsewhere in the repository, relative to the site folder (`../docs`),
    /// read in place (`--docs` on the command line wins).
    public var docs: String?
    /// A Markdown file outside the docs folder that is the docs home
    /// (`../README.md`), relative to the site folder; used when the docs
    /// folder has no home page of its own.
    public var home: String?
    /// The git refs `build` publishes as versions (`versions:`), oldest
    /// first; the last is the newest. Empty: the site is not versioned.
    public var versions: [VersionRef] = []
    /// Where the newest version goes (`versions: latest:`).
    public var latestVersion = VersionRef.Latest.folder
    /// The DTCG resolver modifier whose `light` and `dark` contexts are the
    /// color schemes (`tokens: schemeModifier: theme`), needed only when
    /// more than one modifier has both contexts.
    public var schemeModifier: String?
    /// The design system's gallery slots named in config (`system: slots:
    /// accent: color.brand.primary`), overriding the guesses; the token
    /// names are checked against the system when it is read.
    public var systemSlots: [SlotOverride] = []
    /// The design system's contrast pairs listed in config (`system: pairs:
    /// - [color.text.default, color.background.default]`, with an optional
    /// third item `text`, `large-text` or `non-text`), audited beside the
    /// inferred ones.
    public var systemPairs: [SystemPairRequest] = []
    /// The language the site is written in (`language: fr`): every page's
    /// `<html lang>` and the words of its chrome, unless the page is in
    /// another; English by default.
    public var language: LanguageTag = .english
    /// The site's own words for the page chrome (`strings: {fr:
    /// {appearance: Apparence}}`), by language: they add to the
    /// translations or replace them.
    public var strings = SiteStrings()
    /// Warnings about `strings:` (a name no string has), each where it is
    /// written: the build goes on without that entry.
    public var stringWarnings: [Diagnostic] = []
    /// The docs' languages (`locales:`): the root's language, the
    /// translations' folders and the menu's names; nil: the root is in
    /// English and translations are detected (see `LocaleDetection`).
    public var locales: LocalesConfig?

    public init(title: String = "Design tokens",
                description: String = "Every component and token of the app, in every theme.",
                rawHTML: RawHTMLMode = .safe, baseURL: String? = nil, editURL: String? = nil,
                previewImage: String? = nil) {
        self.title = title
        self.description = description
        self.rawHTML = rawHTML
        self.baseURL = baseURL
        self.editURL = editURL
        self.previewImage = previewImage
    }

    /// Whether the build writes the print page: `print: true`, or
    /// `pdf: true`, whose PDF is printed from it.
    public var writesPrintPage: Bool { printPage || pdf }

    /// `url` as a base URL ending in `/`; nil when it is not an absolute
    /// http(s) URL without query or fragment.
    public static func normalizedBaseURL(_ url: String) -> String? {
        // Bytes, not Characters: a combining mark makes one Character of
        // the byte before it, which `contains` would then not find.
        let refused: [UInt8] = [0x20, 0x22, 0x3C, 0x3E, 0x3F, 0x23]  // space " < > ? #
        guard let scheme = url.split(separator: ":").first?.lowercased(), scheme == "http" || scheme == "https",
              url.contains("://"), !url.utf8.contains(where: refused.contains),
              url.split(separator: "/", omittingEmptySubsequences: true).count >= 2 else {
            return nil
        }
        return url.hasSuffix("/") ? url : url + "/"
    }

    /// The file name looked for in the site folder.
    public static let fileName = "config.yaml"

    static func urlProblem(_ key: String, _ url: String) -> String {
        "expected '\(key)' to be an absolute http(s) URL such as https://example.com/design/, found '\(url)'"
    }

    /// Reads the config text; every problem is reported, with its location.
    /// `text` as the `config.yaml` of the site folder `directory`: the
    /// defaults when there is none, else the config or every problem in it.
    static func parse(_ text: String?, in directory: String) -> Result<SiteConfig, BuildFailure> {
        Result { () throws(BuildFailure) -> SiteConfig in
            guard let text else { return SiteConfig() }
            return try parse(text, file: joinPath(directory, fileName))
        }
    }

    public static func parse(_ text: String, file: String) throws(BuildFailure) -> SiteConfig {
        var reader = YAMLReader(file: file, subject: "config")
        var config = SiteConfig()
        guard let mapping = reader.mapping(text, describing: "site options such as title") else {
            throw BuildFailure(reader.diagnostics)
        }
        reader.checkKeys(mapping, known: ["title", "description", "markdown", "baseURL", "editURL", "previewImage", "strict", "docs", "home",
                                   "lastUpdated", "llms", "versions", "tokens", "system", "language", "strings", "locales", "print", "pdf"])
        if let title = reader.string(mapping, "title") { config.title = title }
        if let description = reader.string(mapping, "description", maximumLength: YAMLReader.maximumDescriptionLength) { config.description = description }
        if let markdown = reader.nestedMapping(mapping, "markdown") {
            reader.checkKeys(markdown, known: ["rawHTML", "highlight"], context: "markdown")
            if let raw = reader.rawHTMLMode(markdown, "rawHTML") { config.rawHTML = raw }
            if let highlight = reader.bool(markdown, "highlight") { config.highlight = highlight }
        }
        if let base = reader.string(mapping, "baseURL") {
            if let url = normalizedBaseURL(base) { config.baseURL = url }
            else { reader.report(mapping["baseURL"], urlProblem("baseURL", base)) }
        }
        if let edit = reader.string(mapping, "editURL") {
            if let url = normalizedBaseURL(edit) { config.editURL = url }
            else { reader.report(mapping["editURL"], urlProblem("editURL", edit)) }
        }
        if let image = reader.string(mapping, "previewImage") {
            if image.hasPrefix("/") || image.contains("..") || image.contains("://") {
                reader.report(mapping["previewImage"],
                              "expected 'previewImage' to be a path inside the site such as images/gallery.png, found '\(image)'")
            } else {
                config.previewImage = image
            }
        }
        if let tokens = reader.nestedMapping(mapping, "tokens") {
            reader.checkKeys(tokens, known: ["schemeModifier"], context: "tokens")
            if let modifier = reader.string(tokens, "schemeModifier") { config.schemeModifier = modifier }
        }
        if let system = reader.nestedMapping(mapping, "system") {
            reader.checkKeys(system, known: ["slots", "pairs"], context: "system")
            config.systemSlots = systemSlots(reader.textMapping(system, "slots") ?? [], &reader)
            config.systemPairs = systemPairs(reader.textLists(system, "pairs") ?? [], &reader)
        }
        if let language = reader.string(mapping, "language") {
            if let tag = LanguageTag(language) { config.language = tag }
            else { reader.report(mapping["language"], languageProblem("language", language)) }
        }
        if let strings = reader.textMappings(mapping, "strings") {
            (config.strings, config.stringWarnings) = siteStrings(strings, &reader)
        }
        if let locales = reader.nestedMapping(mapping, "locales") {
            var parsed = LocalesConfig()
            parsed.file = reader.file
            reader.checkKeys(locales, known: ["root", "folders", "labels"], context: "locales")
            if let root = reader.string(locales, "root") {
                if let tag = LanguageTag(root) {
                    parsed.root = tag
                } else {
                    reader.report(locales["root"], "expected 'locales: root' to be a language tag such as en or pt-BR, found '\(YAMLReader.shortened(root))'")
                }
            }
            if let folders = reader.texts(locales, "folders") {
                parsed.folders = folders.compactMap { text, location in
                    let folder = text.hasSuffix("/") ? String(text.dropLast()) : text
                    guard let tag = LanguageTag(folder) else {
                        reader.report(at: location, "expected each of 'locales: folders' to be a folder of the docs named by its language tag, such as fr or zh-cn, found '\(YAMLReader.shortened(text))'")
                        return nil
                    }
                    return LocalesConfig.LocatedFolder(folder: folder, tag: tag, location: location)
                }
            }
            for (key, value) in reader.textMapping(locales, "labels") ?? [] {
                if let tag = LanguageTag(key.text) {
                    parsed.labels[tag] = value.text
                } else {
                    reader.report(at: key.location, "expected each key of 'locales: labels' to be a language tag such as fr or pt-BR, found '\(YAMLReader.shortened(key.text))'")
                }
            }
            config.locales = parsed
        }
        if let strict = reader.bool(mapping, "strict") { config.strict = strict }
        if let lastUpdated = reader.bool(mapping, "lastUpdated") { config.lastUpdated = lastUpdated }
        if let llms = reader.bool(mapping, "llms") { config.llms = llms }
        if let printPage = reader.bool(mapping, "print") { config.printPage = printPage }
        if let pdf = reader.bool(mapping, "pdf") { config.pdf = pdf }
        if let docs = reader.string(mapping, "docs") {
            if docs.allSatisfy(\.isWhitespace) {
                reader.report(mapping["docs"], "expected 'docs' to be the path of a folder of Markdown, relative to the site folder (such as ../docs), found an empty string")
            } else {
                config.docs = docs
            }
        }
        if let home = reader.string(mapping, "home") {
            if !InputFolder.isMarkdown(home) {
                reader.report(mapping["home"], "expected 'home' to be the path of a Markdown file, relative to the site folder (such as ../README.md), found '\(home)'")
            } else {
                config.home = home
            }
        }
        // `versions: [v1.0, v2.0, main]`, or `versions:` with `refs:` and
        // `latest: folder` or `root`.
        if let node = mapping["versions"] {
            var refs: [(text: String, location: SourceLocation?)]?
            if let nested = reader.mappingIfPresent(mapping, "versions") {
                reader.checkKeys(nested, known: ["refs", "latest"], context: "versions")
                refs = reader.texts(nested, "refs")
                if let latest = reader.oneOf(nested, "latest", allowed: VersionRef.Latest.allCases.map(\.rawValue)) {
                    config.latestVersion = VersionRef.Latest(rawValue: latest) ?? .folder
                }
            } else {
                refs = reader.texts(mapping, "versions")
            }
            for (ref, location) in refs ?? [] {
                if ref.allSatisfy(\.isWhitespace) {
                    reader.report(node, "expected each version to be a git ref such as v1.0 or main, found an empty string")
                } else {
                    config.versions.append(VersionRef(ref: ref, file: reader.file, location: location))
                }
            }
        }
        let diagnostics = reader.diagnostics
        if !diagnostics.isEmpty { throw BuildFailure(diagnostics) }
        return config
    }

    static func languageProblem(_ key: String, _ text: String) -> String {
        "expected '\(key)' to be a language tag such as en, fr, zh-CN or pt-BR, found '\(YAMLReader.shortened(text))'"
    }

    /// `strings:`, each key a language tag (an error when it is not one),
    /// each holding names of the chrome's strings and their text. A name
    /// no string has is a warning with the nearest name, and is left out.
    static func siteStrings(_ entries: [(key: YAMLReader.LocatedText, entries: [(key: YAMLReader.LocatedText, value: YAMLReader.LocatedText)])],
                            _ reader: inout YAMLReader) -> (SiteStrings, [Diagnostic]) {
        var strings = SiteStrings()
        var warnings: [Diagnostic] = []
        let names = ChromeString.allCases.map(\.name)
        for (language, texts) in entries {
            guard let tag = LanguageTag(language.text) else {
                reader.report(at: language.location, "expected each key of 'strings' to be a language tag such as fr, zh-CN or pt-BR, found '\(YAMLReader.shortened(language.text))'")
                continue
            }
            for (name, value) in texts {
                guard let string = ChromeString(name: name.text) else {
                    var message = "unknown string '\(YAMLReader.shortened(name.text))' in 'strings: \(language.text)', so it is not used"
                    if let suggestion = EditDistance.suggestion(for: name.text, among: names) {
                        message += "; did you mean '\(suggestion)'?"
                    } else {
                        message += " (strings: \(names.joined(separator: ", ")))"
                    }
                    warnings.append(Diagnostic(file: reader.file, at: name.location, severity: .warning, message: message))
                    continue
                }
                strings.byLanguage[tag, default: [:]][string] = value.text
            }
        }
        return (strings, warnings)
    }

    /// `system: slots:`, each key a gallery slot (an unknown one is an
    /// error with the nearest slot name), each value a token name.
    static func systemSlots(_ entries: [(key: YAMLReader.LocatedText, value: YAMLReader.LocatedText)],
                            _ reader: inout YAMLReader) -> [SlotOverride] {
        var overrides: [SlotOverride] = []
        for (key, value) in entries {
            guard let slot = GallerySlot(name: key.text) else {
                var message = "unknown gallery slot '\(YAMLReader.shortened(key.text))'"
                let names = GallerySlot.all.map(\.name)
                if let suggestion = EditDistance.suggestion(for: key.text, among: names) {
                    message += "; did you mean '\(suggestion)'?"
                } else {
                    message += " (slots are color slots such as accent, background, textPrimary and syntax.keyword, radius.small to radius.full, spacing.xxs to spacing.xxxl, typography.displayLarge to typography.captionMono, and shadow.subtle, shadow.medium and shadow.elevated)"
                }
                reader.report(at: key.location, message)
                continue
            }
            overrides.append(SlotOverride(slot: slot, token: value.text, file: reader.file, location: value.location))
        }
        return overrides
    }

    /// `system: pairs:`, each a list of a foreground and a background token
    /// name, and optionally how the foreground is used.
    static func systemPairs(_ entries: [(items: [String], location: SourceLocation?)],
                            _ reader: inout YAMLReader) -> [SystemPairRequest] {
        var pairs: [SystemPairRequest] = []
        let uses = SystemPairUse.allCases.map(\.rawValue)
        for (items, location) in entries {
            guard items.count == 2 || items.count == 3 else {
                reader.report(at: location, "expected each contrast pair to be [foreground, background] or [foreground, background, use], found \(items.count) item\(items.count == 1 ? "" : "s")")
                continue
            }
            var use = SystemPairUse.text
            if items.count == 3 {
                guard let named = SystemPairUse(rawValue: items[2]) else {
                    var message = "unknown use '\(YAMLReader.shortened(items[2]))' for the contrast pair [\(items[0]), \(items[1])]"
                    if let suggestion = EditDistance.suggestion(for: items[2], among: uses) {
                        message += "; did you mean '\(suggestion)'?"
                    } else {
                        message += " (uses: \(uses.joined(separator: ", ")))"
                    }
                    reader.report(at: location, message)
                    continue
                }
                use = named
            }
            pairs.append(SystemPairRequest(foreground: items[0], background: items[1], use: use, file: reader.file, location: location))
        }
        return pairs
    }
}
