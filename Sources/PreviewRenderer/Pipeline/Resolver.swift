import Basics
import Foundation
import Highlighter
import Markdown
import Search
import ThemeTokens
import Theming

/// Step 3: makes each input something the renderer can use: the themes,
/// the config, the templates and each doc, each a result of its own. Every
/// problem in every file is collected before failing, so one run shows
/// them all. A build resolves once (`resolve`); `serve` keeps the resolver
/// and remakes only the parts a change touches (`update`).
public struct Resolver: Sendable {
    /// The resolved site of `source`, or every problem in it.
    /// - Parameter options: What the build is asked for, whole: its drafts
    ///   (`--drafts`; otherwise docs with `draft: true` are left out and
    ///   counted), its base URL over the config's and its version.
    public static func resolve(_ source: LoadedSite, options: BuildOptions = BuildOptions()) throws(BuildFailure) -> ResolvedSite {
        try Resolver(source, options: options).site(source)
    }

    var themeSet: Result<SiteThemeSet, BuildFailure>
    var config: Result<SiteConfig, BuildFailure>
    var templates: Result<TemplateSet, BuildFailure>
    /// By path under `docs/`.
    var docs: [String: Result<Doc, BuildFailure>] = [:]
    var options: MarkdownOptions
    /// The docs' slugs that give no address, a located warning each: read
    /// with `options`, from the same front matter lines.
    var refusedSlugs: [Diagnostic]
    /// What the build is asked for: whether docs with `draft: true` are
    /// part of the site, the base URL over the config's, the version.
    var build: BuildOptions
    /// The language definitions: the system's, with the site's
    /// `languages/` over them. Made again only when those change.
    var highlighting: CodeHighlighting
    /// An mdBook's `SUMMARY.md` at the top of the docs folder, which is
    /// then the sidebar, not a page.
    var summary: BookSummary?
    /// The design system's pairs audited (`SystemContrast`): made again
    /// only when the tokens or the config change, and made when first read
    /// (`serve` renders the contrast pages after a token's page).
    var systemContrast: Deferred<SystemContrastAudit?>
    /// Its configured pairs' problems, which fail the build (made at once).
    var systemContrastErrors: [Diagnostic]
    /// The design system's token pages' arrangement: made again only when
    /// the tokens or the config change.
    var tokenCatalog: TokenCatalog?
    /// What the token pages' entries rendered to, kept from one token edit
    /// to the next (`RenderMemo`).
    let tokenEntries = RenderMemo()

    /// Interprets everything in `source`. The templates parse while the docs
    /// render.
    init(_ source: LoadedSite, options build: BuildOptions = BuildOptions()) {
        self.build = build
        themeSet = Resolver.loadThemes(source)
        config = source.config.map { $0.adding(source.interfaceStrings) }
        (systemContrast, systemContrastErrors) = Resolver.systemContrast(themeSet, config)
        tokenCatalog = (try? themeSet.get()).flatMap { TokenCatalog(pagesOf: $0) }
        highlighting = Resolver.highlighting(source)
        (options, refusedSlugs) = Resolver.options((try? config.get()) ?? SiteConfig(), source, highlighting: highlighting)
        let overrides = Resolver.overrides(source)
        let registry = (try? themeSet.get())?.registry ?? ThemeRegistry.builtIn
        let checkThemes = (try? themeSet.get()) != nil
        let options = options
        let summary = Resolver.summary(source)
        self.summary = summary
        let pages = source.docs.filter { summary == nil || summary?.source != nil || $0.path != BookSummary.fileName }
        let (parsed, docs) = concurrently({
            Result { () throws(BuildFailure) -> TemplateSet in try TemplateSet(overrides: overrides) }
        }, {
            DocMaker.renderAll(pages, docsDirectory: source.docsDirectory, registry: registry,
                                    options: options, checkThemes: checkThemes,
                                    home: source.homeFile, files: source.docFiles, includes: source.includes, snippetBase: source.snippetBase ?? "")
        })
        templates = parsed
        for (doc, result) in zip(pages, docs) { self.docs[doc.path] = result }
    }

    /// The docs folder's `SUMMARY.md`, when it lists chapters; else the
    /// `nav` of the `mkdocs.yml` beside the docs folder, when its
    /// `docs_dir` is this folder.
    static func summary(_ source: LoadedSite) -> BookSummary? {
        if let text = source.docs.first(where: { $0.path == BookSummary.fileName })?.text {
            let summary = BookSummary(text)
            if !summary.chapters.isEmpty { return summary }
        }
        if let file = source.mkdocsFile, let text = source.mkdocsText {
            let nav = MkDocsNav(text, file: file)
            let docsDir = lexicallyNormalized(joinPath(parentFolder(of: file), nav.docsDir))
            if docsDir == lexicallyNormalized(source.docsDirectory) || nav.docsDir.hasPrefix("/") && nav.docsDir == source.docsDirectory,
               var summary = nav.summary {
                summary.problems = nav.problems
                summary.source = file
                return summary
            }
        }
        guard let file = source.sidebarsFile, let text = source.sidebarsText else { return nil }
        // A sidebars file that is not plain data is an empty summary with
        // its problem: the docs are listed by folder, with the warning.
        let sidebars = DocusaurusSidebars(text, file: file)
        var summary = sidebars.summary ?? BookSummary("")
        summary.namesDocIDs = true
        summary.problems = sidebars.problems
        summary.source = file
        return summary
    }

    /// Remakes what `changes` touch, `source` being already re-read.
    /// Returns the docs remade, those that changed and those that depend on
    /// what changed (the tokens, the Markdown options).
    mutating func update(_ source: LoadedSite, _ changes: InputChanges) -> Set<String> {
        let themesBefore = (try? themeSet.get()) != nil
        // Config names the resolver's light/dark modifier and the slots a system fills.
        if changes.tokens || changes.config { themeSet = Resolver.loadThemes(source, reusing: try? themeSet.get()) }
        if changes.config || changes.strings { config = source.config.map { $0.adding(source.interfaceStrings) } }
        if changes.tokens || changes.config {
            (systemContrast, systemContrastErrors) = Resolver.systemContrast(themeSet, config)
            let previousCatalog = tokenCatalog
            tokenCatalog = nil
            tokenCatalog = (try? themeSet.get()).flatMap { TokenCatalog(pagesOf: $0, reusing: previousCatalog) }
            tokenEntries.startGeneration()
        }
        if !changes.templates.isEmpty {
            let overrides = Resolver.overrides(source)
            templates = Result { () throws(BuildFailure) -> TemplateSet in try TemplateSet(overrides: overrides) }
        }
        var remake = changes.docs
        if changes.languages { highlighting = Resolver.highlighting(source) }
        // A token edit leaves every doc's text, the config and the
        // languages as they were, and so the options (which read them all).
        var newOptions = options
        if !changes.onlyTokens {
            (newOptions, refusedSlugs) = Resolver.options((try? config.get()) ?? SiteConfig(), source, highlighting: highlighting)
        }
        let themesNow = (try? themeSet.get()) != nil
        // Docs added or removed: only docs with links that may mean one
        // are made again (the others' pages follow from the navigation).
        var sameDocs = newOptions
        sameDocs.docPaths = options.docPaths
        sameDocs.docRoutes = options.docRoutes
        if sameDocs == options, newOptions.docPaths != options.docPaths || newOptions.docRoutes != options.docRoutes {
            for (path, result) in docs {
                if case .success(let doc) = result, !doc.rendered.links.contains(where: \.mayMeanADoc) { continue }
                remake.insert(path)
            }
        }
        if sameDocs != options || (changes.tokens && themesBefore != themesNow) {
            // Every doc: other Markdown options, or themes now checked (or
            // no longer) against front matter.
            remake.formUnion(source.docs.map(\.path))
        } else if changes.tokens {
            // Only docs pinned to a theme (or failing, perhaps for want of
            // one) read the tokens.
            for (path, result) in docs {
                if case .success(let doc) = result, doc.pinnedTheme == nil { continue }
                remake.insert(path)
            }
        }
        options = newOptions
        // A changed summary is returned as remade (the navigation follows),
        // but is rendered only when it is a page.
        if changes.docs.contains(BookSummary.fileName) { summary = Resolver.summary(source) }
        for path in remake { docs[path] = nil }
        if summary != nil, summary?.source == nil { docs[BookSummary.fileName] = nil }
        let inputs = source.docs.filter { remake.contains($0.path) && (summary == nil || summary?.source != nil || $0.path != BookSummary.fileName) }
        let registry = (try? themeSet.get())?.registry ?? ThemeRegistry.builtIn
        let results = DocMaker.renderAll(inputs, docsDirectory: source.docsDirectory, registry: registry,
                                              options: options, checkThemes: themesNow,
                                              home: source.homeFile, files: source.docFiles, includes: source.includes, snippetBase: source.snippetBase ?? "")
        for (doc, result) in zip(inputs, results) { docs[doc.path] = result }
        return remake
    }

    /// The audit of the design system of `themes`, made when first read, and
    /// the problems of `config`'s pairs.
    static func systemContrast(_ themes: Result<SiteThemeSet, BuildFailure>,
                               _ config: Result<SiteConfig, BuildFailure>) -> (Deferred<SystemContrastAudit?>, [Diagnostic]) {
        let themes = try? themes.get()
        let config = try? config.get()
        let errors = themes.map { SystemContrast.errors($0, config: config) } ?? []
        return (Deferred { themes.flatMap { SystemContrast.audit($0, config: config) } }, errors)
    }

    /// The site, or every problem in every input (those reading it first),
    /// with the options' base URL (`--base-url`) over the config's.
    func site(_ source: LoadedSite) throws(BuildFailure) -> ResolvedSite {
        var diagnostics = source.problems.map(\.diagnostic)
        if case .failure(let failure) = themeSet { diagnostics += failure.diagnostics }
        if case .failure(let failure) = config { diagnostics += failure.diagnostics }
        if case .failure(let failure) = templates { diagnostics += failure.diagnostics }
        diagnostics += systemContrastErrors
        var resolved: [Doc] = []
        resolved.reserveCapacity(source.docs.count)
        var docWarnings: [Diagnostic] = []
        var skippedDrafts = 0
        for input in source.docs {
            switch docs[input.path] {
            case .success(let doc)? where doc.isDraft && !build.includeDrafts:
                skippedDrafts += 1
                docWarnings += doc.warnings
            case .success(let doc)?:
                resolved.append(doc)
                docWarnings += doc.warnings
            case .failure(let failure)?: diagnostics += failure.diagnostics
            case nil: break
            }
        }
        let undated = Resolver.date(&resolved, source: source, config: try? config.get())
        let indexWarnings = DocsTree.assignIndexPages(&resolved, docsDirectory: source.docsDirectory, slugged: options.docPages)
        diagnostics += SiteWideWarnings.collisions(resolved, source: source, slugged: options.docPages)
        guard diagnostics.isEmpty, case .success(let themeSet) = themeSet, case .success(var config) = config,
              case .success(let templates) = templates else {
            throw BuildFailure(diagnostics + docWarnings)
        }
        if let baseURL = build.baseURL {
            guard let url = SiteConfig.normalizedBaseURL(baseURL) else {
                throw BuildFailure([Diagnostic(file: "--base-url", message: SiteConfig.urlProblem("--base-url", baseURL))])
            }
            config.baseURL = url
        }
        if build.printPage { config.printPage = true }
        let warnings = SiteWideWarnings.templates(source.templates, directory: source.directory)
            + TemplateNameCheck.warnings(for: Resolver.overrides(source))
        let unusedKeys = SiteWideWarnings.unusedKeys(resolved, docsDirectory: source.docsDirectory)
        let highlightingWarning = SiteWideWarnings.highlighting(resolved, docsDirectory: source.docsDirectory)
        let aliases = DocAliases.resolve(resolved, docsDirectory: source.docsDirectory, pages: DocsTree.folderPages(resolved))
        for index in resolved.indices { resolved[index].redirects = aliases.paths[index] }
        let locales = LocaleDetection.detect(resolved.map(\.sourcePath), config: config.locales, language: config.language,
                                             docsDirectory: source.docsDirectory)
        let notFound = NotFoundDoc.separate(&resolved, locales: locales.locales, docsDirectory: source.docsDirectory)
        var fallbackWarnings: [Diagnostic] = notFound.warning.map { [$0] } ?? []
        if let siteLocales = locales.locales, summary == nil {
            LocaleFallbacks.inheritOrder(&resolved, locales: siteLocales)
            let copies = LocaleFallbacks.copies(resolved, locales: siteLocales, docsDirectory: source.docsDirectory)
            fallbackWarnings += LocaleFallbacks.warnings(copies, locales: siteLocales, docsDirectory: source.docsDirectory)
            resolved += copies
        }
        let categories = FolderCategories(source.categoryFiles, docs: resolved, docsDirectory: source.docsDirectory)
        var treeWarnings: [Diagnostic] = categories.warnings
        var (ordered, tree): ([Doc], DocsTree)
        if var summary {
            let file = summary.source ?? joinPath(source.docsDirectory, BookSummary.fileName)
            var made: (docs: [Doc], tree: DocsTree, warnings: [Diagnostic])
            if summary.namesDocIDs {
                let byFolder = DocsTree.make(resolved, categories: categories.byFolder)
                if summary.items.isEmpty {
                    made = (byFolder.docs, byFolder.tree, [])
                } else {
                    summary = DocusaurusDocIDs.resolve(summary, docs: resolved, ordered: byFolder.docs, tree: byFolder.tree)
                    made = DocsTree.make(resolved, summary: summary, file: file)
                }
            } else {
                made = DocsTree.make(resolved, summary: summary, file: file)
            }
            (ordered, tree) = (made.docs, made.tree)
            treeWarnings += (summary.problems.map { .warning(file: file, line: $0.line, column: $0.column, $0.message) } + made.warnings)
                .sorted { ($0.line ?? .max, $0.column ?? 0) < ($1.line ?? .max, $1.column ?? 0) }
        } else {
            (ordered, tree) = DocsTree.make(resolved, localeFolders: locales.locales?.localeFolders ?? [], categories: categories.byFolder)
        }
        treeWarnings += PagerLinks.resolve(&ordered, docsDirectory: source.docsDirectory)
        var site = ResolvedSite(directory: source.directory, config: config, registry: themeSet.registry,
                                docs: ordered, templates: templates,
                                staticFiles: source.staticFiles,
                                warnings: source.warnings + config.stringWarnings + themeSet.warnings + warnings + docWarnings + indexWarnings
                                    + (unusedKeys.map { [$0] } ?? []) + (highlightingWarning.map { [$0] } ?? [])
                                    + Resolver.languageWarnings(self.highlighting) + aliases.warnings
                                    + (Loader.unpublishedWarning(source.unpublished, docsDirectory: source.docsDirectory).map { [$0] } ?? [])
                                    + treeWarnings + locales.warnings + fallbackWarnings
                                    + refusedSlugs,
                                themeOrigins: themeSet.origins)
        site.tree = tree
        site.notFoundDoc = notFound.page
        site.locales = locales.locales
        site.version = build.version
        site.designSystem = themeSet.designSystem
        site.themeSystem = themeSet.system
        site.skippedDrafts = skippedDrafts
        site.undatedInShallowClone = undated
        site.docAssets = source.docAssets
        site.partials = source.partials
        site.docsDirectory = source.docsDirectory
        site.systemContrastAudit = systemContrast
        site.tokenCatalog = tokenCatalog
        site.tokenEntries = tokenEntries
        if let first = site.docs.first(where: \.rendered.hasMath), let math = first.rendered.firstMath {
            if let katex = source.katex {
                site.katex = katex
            } else {
                site.warnings.append(KaTeXAssets.missingWarning(file: first.file(in: source.docsDirectory),
                                                                line: math.line + first.bodyLineOffset, column: math.column))
            }
        }
        site.iconLicenses = Resolver.iconLicenses(site.docs, catalog: options.shortcodes?.catalog)
        return site
    }

    /// The license files of the icon sets the docs use, copied to
    /// `assets/icons/<set>/` (the sets are licensed with attribution).
    static func iconLicenses(_ docs: [Doc], catalog: ShortcodeCatalog?) -> [(path: String, source: String)] {
        guard let catalog else { return [] }
        let sets = docs.reduce(into: Set<String>()) { $0.formUnion($1.rendered.iconSets) }
        return sets.sorted().flatMap { set in
            catalog.licenseFiles(of: set).map { (path: "assets/\($0)", source: joinPath(catalog.directory, $0)) }
        }
    }

    /// Gives each doc its last-updated date: the front matter's, else git's
    /// (waiting for them); none with `lastUpdated: false`. Returns how many
    /// docs have none because the clone is shallow.
    static func date(_ docs: inout [Doc], source: LoadedSite, config: SiteConfig?) -> Int {
        guard config?.lastUpdated ?? true else {
            for index in docs.indices { docs[index].lastUpdated = nil }
            return 0
        }
        let dates = source.lastChanged
        var undated = 0
        for index in docs.indices {
            let file = docs[index].sourceFile == nil ? docs[index].sourcePath
                : source.docFiles[docs[index].sourcePath].map { relativePath(from: source.docsDirectory, to: $0) } ?? source.homeFromDocs
            docs[index].lastUpdated = docs[index].statedLastUpdated ?? file.flatMap { dates?.date(of: $0) }
            if docs[index].lastUpdated == nil, let file, dates?.isBeforeHistory(file) == true { undated += 1 }
        }
        return undated
    }

    /// The themes of `source`; `previous` (the last themes loaded) only
    /// makes loading them faster.
    static func loadThemes(_ source: LoadedSite, reusing previous: SiteThemeSet? = nil) -> Result<SiteThemeSet, BuildFailure> {
        Result { () throws(BuildFailure) -> SiteThemeSet in
            try source.loadThemes(reusing: previous)
        }
    }


    /// The Markdown options of every doc (each renders with its own
    /// `sourceFolder`), and a warning for each slug that gives its doc no
    /// address (read from the same front matter). A new folder, or one
    /// with no doc left, remakes every doc: links to it change.
    static func options(_ config: SiteConfig, _ source: LoadedSite,
                        highlighting: CodeHighlighting) -> (options: MarkdownOptions, refusedSlugs: [Diagnostic]) {
        var options = MarkdownOptions(smartPunctuation: true, rawHTML: config.rawHTML, headingAnchors: true)
        options.reservedIDs = DocPageIDs.reserved
        options.highlighting = config.highlight ? highlighting : nil
        options.shortcodes = .system
        if let file = source.mkdocsFile, let text = source.mkdocsText {
            let extensions = MkDocsExtensions(text, file: file)
            options.tildeSubscript = extensions.tildeSubscript
            // Each file read is appended; one that is not is one warning at
            // its line in mkdocs.yml (`appendWarnings`).
            options.snippetsAutoAppend = extensions.autoAppend.filter { written in
                guard let base = source.snippetBase else { return false }
                if case .text? = source.includes[BookIncludes.path(written, in: base)] { return true }
                return false
            }
        }
        options.mdBook = source.docs.contains { $0.path == BookSummary.fileName && !BookSummary($0.text).chapters.isEmpty }
        var folders: Set<String> = []
        for doc in source.docs {
            var folder = DocsTree.folder(of: doc.path)
            while !folder.isEmpty, folders.insert(folder).inserted { folder = DocsTree.folder(of: folder) }
        }
        options.docFolders = folders
        let paths = source.docs.map(\.path)
        options.docPaths = Set(paths)
        let texts = source.docs.map { ($0.path, $0.text) }
        let locales = LocaleDetection.detect(paths, config: config.locales, language: config.language,
                                             docsDirectory: source.docsDirectory).locales
        let localeFolders = locales?.localeFolders ?? []
        options.calloutTitles = CalloutStrings.titles(config, locales: locales)
        let slugBase = Resolver.slugBase(docsDirectory: source.docsDirectory)
        options.docRoutes = DocusaurusRoutes.routes(texts, localeFolders: localeFolders, slugBase: slugBase)
        options.docPages = DocusaurusRoutes.pages(texts, localeFolders: localeFolders, slugBase: slugBase)
        // An excerpt is Docusaurus' regular expressions over a line: made only for a site that shows one.
        options.docExcerpts = source.docs.contains { doc in
            var text = doc.text
            return text.withUTF8 { ByteSearch.firstOffset(of: "DocCardList", in: UnsafeRawBufferPointer($0), from: 0) != nil }
        }
        options.otherIndexNamedDocs = Set(DocsTree.indexCandidates(paths).flatMap { $0.ranked.dropFirst().map { paths[$0] } })
        return (options, SiteWideWarnings.refusedSlugs(source, localeFolders: localeFolders))
    }

    /// How a `slug` without a leading `/` is read: from the docs folder
    /// in an Astro project's content folder (`src/content/docs`, where
    /// Starlight's docs are), else from the doc's folder, as Docusaurus
    /// reads it.
    static func slugBase(docsDirectory: String) -> DocusaurusRoutes.SlugBase {
        let folder = lexicallyNormalized(docsDirectory)
        return folder == "content/docs" || folder.hasSuffix("/content/docs") ? .root : .folder
    }

    /// The system's definitions, or (when the site has `languages/`) a
    /// catalog with the site's own over them.
    static func highlighting(_ source: LoadedSite) -> CodeHighlighting {
        guard !source.languageFiles.isEmpty else { return .system }
        let site = source.languageFiles.map { file in
            LanguageCatalog.SiteDefinition(path: joinPath(source.directory, InputFolder.languages.rawValue, file.path), bytes: Array(file.text.utf8))
        }
        return CodeHighlighting(Highlighter(catalog: LanguageCatalog(directory: CodeHighlighting.systemDirectory, site: site)))
    }

    /// A warning for each of the site's language definitions that could
    /// not be read, where it went wrong.
    static func languageWarnings(_ highlighting: CodeHighlighting) -> [Diagnostic] {
        highlighting.highlighter.catalog.problems.map { problem in
            .warning(file: problem.path, line: problem.line, column: problem.column,
                     "\(problem.message); this language definition is not used (see the GtkSourceView language definition reference)")
        }
    }

    static func overrides(_ source: LoadedSite) -> [(file: String, name: String, text: String)] {
        source.templates.map { template in
            (file: joinPath(source.directory, InputFolder.templates.rawValue, template.path),
             name: InputFolder.templateName(template.path), text: template.text)
        }
    }
}
