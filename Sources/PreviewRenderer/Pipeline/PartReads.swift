import Basics
import Foundation
import ThemeTokens
import Theming

/// One input of a resolved site a rendered file can depend on.
public enum ResolvedInput: Hashable, Sendable {
    /// `config.yaml`.
    case config
    /// The themes (`tokens/`, or the built-in ones).
    case themes
    /// What every page shows of the themes: the default theme (its id),
    /// the Appearance panel (the themes' names, the
    /// system's axes) and whether there is a design system (the bar's
    /// Tokens link). A token edit that leaves these as they were changes
    /// `.themes` only (see `Renderer.ThemeLook`).
    case themeLook
    /// What one token page shows of the design system, by its output path
    /// (see `TokenPageInputs`).
    case tokenPage(String)
    /// The list of docs as navigation shows it: each doc's page, path,
    /// title and sidebar title, in reading order (the folder tree, the
    /// breadcrumbs and the folder pages are made of it).
    case docList
    /// Whether there are docs (the header's Docs link to the docs home).
    case firstDoc
    /// One doc's content, by path under `docs/`.
    case doc(String)
    /// Every doc's content (the search index).
    case everyDoc
    /// Which files `static/` holds (not their bytes: static files are copied).
    case staticList
}

/// What rendering one part of a site read: inputs, and the templates it
/// rendered with every partial they name.
public struct PartReads: Sendable, Equatable {
    public var inputs: Set<ResolvedInput> = []
    public var templates: Set<String> = []

    /// Whether a change to `inputs` or `templates` can change what was rendered.
    public func depends(on inputs: Set<ResolvedInput>, templates: Set<String>) -> Bool {
        !self.inputs.isDisjoint(with: inputs) || !self.templates.isDisjoint(with: templates)
    }
}

/// Collects what a part of the render reads, from any thread.
final class ReadRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var inputs: Set<ResolvedInput> = []
    private var templates: Set<String> = []

    func read(_ input: ResolvedInput) {
        lock.lock()
        inputs.insert(input)
        lock.unlock()
    }

    func used(_ template: String) {
        lock.lock()
        templates.insert(template)
        lock.unlock()
    }

    func add(_ reads: PartReads) {
        lock.lock()
        inputs.formUnion(reads.inputs)
        templates.formUnion(reads.templates)
        lock.unlock()
    }

    /// What was read; the templates with the partials they name in `set`.
    func reads(_ set: TemplateSet) -> PartReads {
        lock.lock()
        defer { lock.unlock() }
        return PartReads(inputs: inputs, templates: set.withPartials(templates))
    }
}

/// A resolved site as the renderer sees it: every property it reads goes
/// through here, and is noted when a recorder listens, so the record of what
/// a page depends on is made by rendering it and cannot drift from it.
struct RecordingSite: Sendable {
    let resolved: ResolvedSite
    let recorder: ReadRecorder?

    var config: SiteConfig {
        recorder?.read(.config)
        return resolved.config
    }

    var registry: ThemeRegistry {
        recorder?.read(.themes)
        return resolved.registry
    }

    /// The site's own design system (read with the themes: both come from
    /// `tokens/`).
    var designSystem: SiteDesignSystem? {
        recorder?.read(.themes)
        return resolved.designSystem
    }

    /// The design system's pairs audited: made of the tokens and of the
    /// pairs `config.yaml` lists.
    var systemContrast: SystemContrastAudit? {
        recorder?.read(.themes)
        recorder?.read(.config)
        return resolved.systemContrast
    }

    /// The design system's axes and slot mapping when the themes are its
    /// combinations (read with the themes).
    var themeSystem: SystemThemeSet? {
        recorder?.read(.themes)
        return resolved.themeSystem
    }

    /// The default theme, as every page's layout shows it (its id:
    /// `.themeLook`; its stylesheet, when a page inlines it, reads `.themes`).
    var defaultTheme: Theme {
        recorder?.read(.themeLook)
        return resolved.registry.defaultTheme
    }

    /// Whether the site has its own design system (the bar's Tokens link).
    var hasDesignSystem: Bool {
        recorder?.read(.themeLook)
        return resolved.designSystem != nil
    }

    /// The themes and the system's axes as the Appearance panel shows them.
    var panelThemes: (registry: ThemeRegistry, system: SystemThemeSet?) {
        recorder?.read(.themeLook)
        return (resolved.registry, resolved.themeSystem)
    }

    /// The design system's tokens as the token page at `path` shows them:
    /// its group's tokens, and what every token page shows (see
    /// `TokenPageInputs`, which says when these changed).
    func tokenCatalog(page path: String) -> TokenCatalog? {
        recorder?.read(.tokenPage(path))
        return resolved.tokenCatalog
    }

    /// The themes with pinned pages and a place in the matrix: every theme,
    /// or a large design system's first `SystemThemeSet.pageLimit`
    /// combinations.
    var pinnedThemes: [Theme] {
        let themes = registry.themes
        guard let system = themeSystem, system.shownThemes < system.themeCount else { return themes }
        return Array(themes.prefix(system.shownThemes) + themes.dropFirst(system.themeCount))
    }

    /// Where each theme came from (a built-in, a theme file, a DTCG
    /// document), each file's path from the site folder (`tokens/ocean.theme.json`).
    var themeOrigins: [ThemeOrigin] {
        recorder?.read(.themes)
        let prefix = resolved.directory.hasSuffix("/") ? resolved.directory : resolved.directory + "/"
        return resolved.themeOrigins.map { origin in
            var origin = origin
            if let file = origin.file, file.hasPrefix(prefix) { origin.file = String(file.dropFirst(prefix.count)) }
            return origin
        }
    }

    /// The docs in navigation order as lists show them (navigation, links,
    /// counts). Anything else of a doc is read with `doc(_:)`.
    var docs: [DocListing] {
        recorder?.read(.docList)
        return resolved.listings
    }

    /// The docs in navigation order, content and all (what depends on
    /// every doc's front matter, such as the redirect pages of `aliases`).
    var docsWithContent: [Doc] {
        recorder?.read(.everyDoc)
        recorder?.read(.docList)
        return resolved.docs
    }

    /// The docs' folders, for the sidebar's tree and breadcrumbs (made of
    /// the doc list: their paths, titles and order).
    var tree: DocsTree {
        recorder?.read(.docList)
        return resolved.tree
    }

    /// The docs' languages (made of the doc list's paths and the config's
    /// `locales:`).
    var locales: SiteLocales? {
        recorder?.read(.docList)
        recorder?.read(.config)
        return resolved.locales
    }

    /// Each doc's translations (made of the doc list and the locales).
    var translations: Translations? {
        recorder?.read(.docList)
        recorder?.read(.config)
        return resolved.translations
    }

    /// The language of the doc at `path` (under `docs/`): its locale's, else
    /// the config's `locales: root` (English unless given).
    func language(ofDoc path: String) -> LanguageTag {
        if let locales { return locales.locale(of: path).tag }
        return config.locales?.root ?? config.language
    }

    /// The docs' own 404 page (`NotFoundDoc`); without one, the files that
    /// would be it are read (so that adding one shows it under `serve`).
    var notFoundDoc: Doc? {
        if let doc = resolved.notFoundDoc {
            recorder?.read(.doc(doc.sourcePath))
        } else {
            for path in NotFoundDoc.paths(locales: resolved.locales) { recorder?.read(.doc(path)) }
        }
        return resolved.notFoundDoc
    }

    /// The first doc; the header reads only whether there is one (its Docs
    /// link to the docs home).
    var firstDoc: Doc? {
        recorder?.read(.firstDoc)
        return resolved.docs.first
    }

    /// Doc `index` (in navigation order), content and all.
    /// (A page shown untranslated reads the default locale's doc it shows.)
    func doc(_ index: Int) -> Doc {
        recorder?.read(.doc(resolved.docs[index].fallback?.sourcePath ?? resolved.docs[index].sourcePath))
        return resolved.docs[index]
    }

    /// The whole site, for what reads every doc's content and the themes
    /// (the search index).
    var everyDocAndTheme: ResolvedSite {
        recorder?.read(.everyDoc)
        recorder?.read(.docList)
        recorder?.read(.themes)
        return resolved
    }

    var staticFiles: [String] {
        recorder?.read(.staticList)
        return resolved.staticFiles
    }

    /// Renders a model's template with it, noting the template.
    func render<Model: TemplateModel>(_ model: Model) throws(BuildFailure) -> HTMLBytes {
        let name = Model.template.name
        recorder?.used(name)
        return try resolved.templates.render(name, model)
    }
}
