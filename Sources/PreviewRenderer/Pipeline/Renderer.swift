import Basics
import Foundation
import Search
import ThemeTokens
import Theming
import TokenExport

/// Step 4: renders every page and asset of a resolved site to memory.
public struct Renderer: Sendable {
    /// The site, read through a recorder when one listens (see `recording`).
    private(set) var site: RecordingSite
    /// Written into `<meta name="generator">` and the footer.
    public let generator: String

    /// What the renderer works out from the themes alone, computed once
    /// and shared by every page (and by the next renderer, in `serve`,
    /// while the themes are the same).
    let themeWork: ThemeWork
    var declarations: [ThemeID: ThemeStylesheet.Declarations] { themeWork.declarations }
    var liveStylesheets: [ThemeID: String] { themeWork.liveStylesheets }
    var memo: NearestPassingColor.Memo { themeWork.memo }
    var galleryShared: GalleryPage.Model.Shared { themeWork.galleryShared }
    /// Takes each file as it is rendered (a build); nil keeps every file
    /// in memory (`serve`, tests).
    var settler: OutputSettler?
    /// The docs' Markdown twins as made (with `llms: true`): by the pages,
    /// for `llms-full.txt`, and in `serve` for the next renderer.
    let twins: MarkdownTwins.Store

    public init(site: ResolvedSite, generator: String) {
        self.init(site: site, generator: generator, reusing: nil)
    }

    /// `reusing`: the theme work of an earlier renderer, taken as it is
    /// when the site's themes are the same (`serve` between edits: a doc's
    /// edit does not compute every theme's stylesheet again).
    /// `twins`: the twins an earlier renderer made (`serve`), each reused
    /// while its doc is the same.
    init(site: ResolvedSite, generator: String, reusing earlier: ThemeWork?, twins: MarkdownTwins.Store = MarkdownTwins.Store()) {
        self.site = RecordingSite(resolved: site, recorder: nil)
        self.generator = generator
        self.twins = twins
        themeWork = earlier.flatMap { $0.themes == site.registry.themes ? $0 : nil } ?? ThemeWork(site.registry)
    }

    /// Each theme's declarations (the increased-contrast variant inside
    /// runs the nearest-color search) and live stylesheet, the
    /// nearest-color results (shared with the contrast report) and the
    /// gallery's lists every pinned page shares.
    struct ThemeWork: Sendable {
        let themes: [Theme]
        let declarations: [ThemeID: ThemeStylesheet.Declarations]
        let liveStylesheets: [ThemeID: String]
        let memo: NearestPassingColor.Memo
        let galleryShared: GalleryPage.Model.Shared

        init(_ registry: ThemeRegistry) {
            themes = registry.themes
            galleryShared = GalleryPage.Model.Shared(registry.defaultTheme)
            let memo = NearestPassingColor.Memo()
            self.memo = memo
            let themes = registry.themes
            let slots = ResultSlots<(ThemeStylesheet.Declarations, String)>(count: themes.count)
            shareCores(iterations: themes.count) { index in
                let declarations = ThemeStylesheet.Declarations(themes[index], memo: memo)
                slots.set(index, .success((declarations, ThemeStylesheet.live(declarations))))
            }
            var declarations: [ThemeID: ThemeStylesheet.Declarations] = [:]
            var stylesheets: [ThemeID: String] = [:]
            for (theme, computed) in zip(themes, (try? slots.collect()) ?? []) where stylesheets[theme.id] == nil {
                declarations[theme.id] = computed.0
                stylesheets[theme.id] = computed.1
            }
            self.declarations = declarations
            liveStylesheets = stylesheets
        }
    }

    func declarations(_ theme: Theme) -> ThemeStylesheet.Declarations {
        declarations[theme.id] ?? ThemeStylesheet.Declarations(theme, memo: memo)
    }

    func liveStylesheet(_ theme: Theme) -> String {
        // What a token edit changes: a page that inlines this depends on the themes.
        site.recorder?.read(.themes)
        return liveStylesheets[theme.id] ?? ThemeStylesheet.live(declarations(theme))
    }

    /// Every output file, sorted by path.
    public func render() throws(BuildFailure) -> [OutputFile] {
        try render(SitePart.all(site.resolved), recording: false).flatMap(\.files).sorted { $0.path < $1.path }
    }

    /// This renderer with `recorder` noting everything it reads.
    func recording(_ recorder: ReadRecorder) -> Renderer {
        var copy = self
        copy.site = RecordingSite(resolved: site.resolved, recorder: recorder)
        return copy
    }

    /// Renders `parts`, side by side: the docs' pages together (they share
    /// their navigation and Appearance panels), then each other part, the
    /// longest first (see `concurrentParts`), each spreading its own pages
    /// over the cores. With `recording`, each part comes with what it
    /// read.
    func render(_ parts: some Collection<SitePart>, recording: Bool) throws(BuildFailure) -> [RenderedPart] {
        let wanted = Set(parts)
        let docIndexes = site.resolved.docs.indices.filter { wanted.contains(.doc(site.resolved.docs[$0].sourcePath)) }
        // `llms-full.txt` is made of the twins the docs' pages make: after them.
        let llmsAfterDocs = !docIndexes.isEmpty && wanted.contains(.siteWide(.markdownTwins))
        // The search index is the longest part after the docs' pages.
        let others = SiteWidePart.allCases.filter { wanted.contains(.siteWide($0)) && !(llmsAfterDocs && $0 == .markdownTwins) }
            .sorted { $0 == .searchIndex && $1 != .searchIndex }
        let tokenPaths = TokenPage.pagePaths(site.resolved).filter { wanted.contains(.tokenPage($0)) }
        // The docs' pages, then the token pages, each group of pages one task.
        let groups = [!docIndexes.isEmpty, !tokenPaths.isEmpty].filter { $0 }.count
        return try concurrentParts(groups + others.count) { task throws(BuildFailure) -> [RenderedPart] in
            if task == 0, !docIndexes.isEmpty {
                let pages = try docPages(docIndexes, recording: recording)
                return llmsAfterDocs ? pages + [try render(.markdownTwins, recording: recording)] : pages
            }
            if task < groups { return try TokenPage.render(self, paths: tokenPaths, recording: recording) }
            return [try render(others[task - groups], recording: recording)]
        }.flatMap { $0 }
    }

    /// `part`, with what it read when `recording`.
    private func render(_ part: SiteWidePart, recording: Bool) throws(BuildFailure) -> RenderedPart {
        guard recording else { return RenderedPart(part: .siteWide(part), files: try render(part), reads: nil) }
        let recorder = ReadRecorder()
        let files = try self.recording(recorder).render(part)
        return RenderedPart(part: .siteWide(part), files: files, reads: recorder.reads(site.resolved.templates))
    }

    /// `part`'s files, each handed to the settler as it is finished.
    func render(_ part: SiteWidePart) throws(BuildFailure) -> [OutputFile] {
        if let kind = part.pageKind { return try kind.render(self) }
        switch part {
        case .searchIndex: return searchIndexFiles()
        case .tokensJSON:
            // A site with its own design system downloads that system's tokens.
            let pieces = site.designSystem.map { DesignSystemExport.bundlePieces($0.system, generator: generator) }
                ?? DTCGExport.bundlePieces(registry: site.registry, generator: generator)
            return [try file(path: FixedFile.tokensJSON.path, pieces: pieces)]
        case .tokensCSS: return [finished(tokensCSSFile())]
        case .assets: return try otherAssets().map(finished)
        case .sitemap: return sitemap().map(finished)
        case .markdownTwins: return site.config.llms ? try llmsFiles().map(finished) : []
        case .docsNavigation: return try sharedNavigationScripts().map(finished)
        default: return []
        }
    }

    // MARK: Output

    /// `file`, handed to the settler when one takes the files (its
    /// contents are then on disk and dropped here). Every file a build
    /// makes passes here or through `file(path:pieces:)` exactly once.
    func finished(_ file: OutputFile) -> OutputFile {
        settler?.settle(file) ?? file
    }

    /// A file made of `pieces`, settled as they come when a settler takes
    /// the files (a big file is then never held whole).
    func file<Pieces: Sequence<[UInt8]>>(path: String, pieces: Pieces) throws(BuildFailure) -> OutputFile {
        guard let settler else { return OutputFile(path: path, bytes: Array(pieces.joined())) }
        return try settler.settle(path: path, pieces: pieces)
    }

    // MARK: Assets

    /// The search index's files, each settled as soon as it is made.
    func searchIndexFiles() -> [OutputFile] {
        // The previous output's files: a chunk or shard whose content is
        // unchanged is kept as it is, not deflated again.
        let settler = settler
        return SearchIndex.files(site.everyDocAndTheme, settle: { [self] file in finished(file) }, previous: { path in
            guard let settler, let folder = settler.previous else { return nil }
            return (try? settler.fileSystem.contents(of: joinPath(folder, path))).map { [UInt8]($0) }
        })
    }

    /// The site's themes as CSS; a site with its own design system
    /// downloads that system's tokens (`export --format css`'s file, whose
    /// warnings `export` prints).
    func tokensCSSFile() -> OutputFile {
        if let designSystem = site.designSystem {
            let system = SystemExport(designSystem.system, file: designSystem.file)
            return OutputFile(path: FixedFile.tokensCSS.path, text: SystemCSSExport.render(system, generator: generator).text)
        }
        return OutputFile(path: FixedFile.tokensCSS.path, text: CSSExport.render(registry: site.registry, generator: generator,
                                                                    declarations: declarations))
    }

    /// sitemap.xml, when the base URL is known: every page, and when each
    /// doc was last updated.
    func sitemap() -> [OutputFile] {
        guard let baseURL = site.config.baseURL else { return [] }
        var dates: [String: String] = [:]
        var alternates: [String: [(hreflang: String, page: String)]] = [:]
        let translations = site.translations
        for doc in site.docsWithContent {
            dates[doc.outputPath] = doc.lastUpdated?.machineReadable
            if let pages = translations?.alternates(of: doc.sourcePath), !pages.isEmpty { alternates[doc.outputPath] = pages }
        }
        return [OutputFile(path: FixedFile.sitemap.path,
                           text: PublishFiles.sitemap(baseURL: baseURL, pages: pagePaths, lastModified: dates, alternates: alternates))]
    }

    /// The stylesheet, scripts (the head script and the theme lab's engine too), favicon and robots.txt.
    func otherAssets() throws(BuildFailure) -> [OutputFile] {
        guard let css = TemplateSet.builtInAsset(FixedFile.stylesheet.path),
              let script = TemplateSet.builtInAsset(FixedFile.script.path),
              let headScript = TemplateSet.builtInAsset(FixedFile.headScript.path),
              let engine = ThemeEngineScript.make(),
              let labScript = TemplateSet.builtInAsset(FixedFile.labScript.path) else {
            throw BuildFailure([Diagnostic(file: "Templates/assets", message: "built-in assets are missing from this build")])
        }
        let shared = ThemeStylesheet.shared(site.registry.defaultTheme)
        // The lab runs only with JavaScript, where these rules match nothing.
        let withoutScript = ThemeStylesheet.withoutScript(declarations(site.registry.defaultTheme))
        let files = [
            OutputFile(path: FixedFile.favicon.path, text: PublishFiles.favicon(site.registry.defaultTheme)),
            OutputFile(path: FixedFile.robots.path, text: PublishFiles.robots(baseURL: site.config.baseURL)),
        ]
        return files + [
            OutputFile(path: FixedFile.stylesheet.path,
                       text: "/* Generated by \(generator). */\n" + shared + withoutScript + LabCopy.strip(css, forLab: false)),
            OutputFile(path: FixedFile.labStylesheet.path,
                       text: "/* Generated by \(generator). */\n" + shared + LabCopy.strip(css, forLab: true)),
            OutputFile(path: FixedFile.script.path, text: ScriptCompaction.compact(LabCopy.strip(script, forLab: false))),
            OutputFile(path: FixedFile.labPageScript.path, text: ScriptCompaction.compact(LabCopy.strip(script, forLab: true))),
            OutputFile(path: FixedFile.headScript.path, text: headScript),
            OutputFile(path: FixedFile.labScript.path, text: ScriptCompaction.compact(labScript)),
            OutputFile(path: FixedFile.themesScript.path, text: ThemeScript.make(site.registry, axes: site.themeSystem?.axes, stylesheet: liveStylesheet)),
            OutputFile(path: FixedFile.themeEngine.path, text: engine),
            try sharedPanelScript(),
        ]
    }

    /// With more than `DocsNavigation.fullListLimit` docs, the whole docs
    /// tree of each locale's site, which every page of it shares
    /// (`SharedNavigation`); none for a smaller site, whose pages each hold
    /// the whole tree.
    func sharedNavigationScripts() throws(BuildFailure) -> [OutputFile] {
        let site = self.site
        let docs = site.docs
        guard DocsNavigation.isWindowed(count: docs.count) else { return [] }
        let tree = site.tree
        let tops = [0] + tree.localeRoots.sorted()
        var files: [OutputFile] = []
        for top in tops {
            let path = tree.folders[top].path
            let language = site.language(ofDoc: path.isEmpty ? "" : path + "/")
            let sidebar = DocsSidebar(tree: tree, docs: docs, folder: top, from: "index.html",
                                      strings: strings(language), wholeTree: true)
            var html: [UInt8] = []
            for item in sidebar.wholeTreeItems { html += try site.render(item).bytes }
            files.append(OutputFile(path: SharedNavigation.path(folder: path), text: SharedNavigation.script(key: path, html: HTMLBytes(html))))
        }
        return files
    }

    /// Every HTML page the site has, for the sitemap: each page kind's,
    /// then the docs'.
    var pagePaths: [String] {
        SiteWidePart.allCases.compactMap(\.pageKind).flatMap { $0.paths(site) } + site.docs.map(\.outputPath)
    }

    /// The link-preview picture: the config's, else the gallery picture
    /// when static/ has one.
    var previewImagePath: String? {
        site.config.previewImage ?? (site.staticFiles.contains("images/gallery.png") ? "images/gallery.png" : nil)
    }

    // MARK: Pages

    /// The pages of the docs at `indexes` (in navigation order). With
    /// `recording`, each page's reads include those of the navigation and
    /// panel it shares with others.
    func docPages(_ indexes: [Int], recording: Bool) throws(BuildFailure) -> [RenderedPart] {
        let sharedRecorder = recording ? ReadRecorder() : nil
        let shared = sharedRecorder.map(self.recording) ?? self
        let docs = shared.site.docs
        let tree = shared.site.tree
        // Each page reads its own doc (recorded there); the panels' pins and
        // the sizes that order the work are taken from the same docs here.
        let content = site.resolved.docs
        // The sidebar's items are made once per folder, and each page only
        // replaces those on its way down (see `DocsSidebar`).
        // (By output folder too: a `SUMMARY.md` chapter's docs may be in several.)
        var folders: [SidebarKey: DocsSidebar] = [:]
        let hasDesignSystem = shared.site.hasDesignSystem
        for index in indexes {
            let key = SidebarKey(folder: tree.folderOfDoc[index], directory: parentFolder(of: docs[index].outputPath))
            if folders[key] == nil {
                folders[key] = DocsSidebar(tree: tree, docs: docs, folder: key.folder, from: docs[index].outputPath,
                                           hasDesignSystem: hasDesignSystem,
                                           strings: shared.strings(shared.site.language(ofDoc: content[index].sourcePath)))
            }
        }
        let sidebars = folders
        // The Appearance panel depends only on the pins: rendered once per
        // combination the docs use.
        var panels: [PanelKey: HTMLBytes] = [:]
        for index in indexes {
            let doc = content[index]
            let key = PanelKey(doc, language: shared.site.language(ofDoc: doc.sourcePath))
            if panels[key] == nil {
                panels[key] = try shared.docPanel(pinnedTheme: doc.pinnedTheme, pinnedScheme: doc.pinnedScheme,
                                                  root: key.root, language: key.language)
            }
        }
        let panelHTML = panels
        let sharedReads = sharedRecorder?.reads(site.resolved.templates)
        // With `llms: true`, each page's Markdown twin is made with it.
        let twinPages = MarkdownTwins.twinPages(content)
        let pages = ResultSlots<RenderedPart>(count: indexes.count)
        shareCores(largestFirst: indexes.map { content[$0].rendered.htmlBytes.count }) { slot in
            let index = indexes[slot]
            let key = SidebarKey(folder: tree.folderOfDoc[index], directory: parentFolder(of: docs[index].outputPath))
            pages.set(slot, Result { () throws(BuildFailure) -> RenderedPart in
                let recorder = recording ? ReadRecorder() : nil
                let renderer = recorder.map(self.recording) ?? self
                let page = try renderer.docPage(index, sidebar: sidebars[key]
                                                    ?? DocsSidebar(tree: tree, docs: docs, folder: key.folder, from: docs[index].outputPath,
                                                                   hasDesignSystem: hasDesignSystem,
                                                                   strings: renderer.strings(renderer.site.language(ofDoc: content[index].sourcePath))),
                                                panel: panelHTML[PanelKey(content[index],
                                                                          language: self.site.language(ofDoc: content[index].sourcePath))])
                if let sharedReads { recorder?.add(sharedReads) }
                let twin = renderer.twinFile(index, twinPages: twinPages)
                return RenderedPart(part: .doc(docs[index].sourcePath), files: twin.map { [page, $0] } ?? [page],
                                    reads: recorder?.reads(site.resolved.templates))
            })
        }
        return try pages.collect()
    }

    /// Pages that share a sidebar: in one section of the tree and one
    /// output folder (links are relative).
    struct SidebarKey: Hashable {
        var folder: Int
        var directory: String
    }

    /// What a doc's Appearance panel depends on.
    struct PanelKey: Hashable {
        var theme: ThemeID?
        var scheme: ColorScheme?
        /// The way up to the site root: the link to the themes index.
        var root: String
        /// The language of its words.
        var language: LanguageTag?

        init(_ doc: Doc, language: LanguageTag?) {
            theme = doc.pinnedTheme?.id
            scheme = doc.pinnedScheme
            root = PagePaths.root(of: doc.outputPath)
            self.language = language
        }
    }

    /// A doc's Appearance panel: a pinned doc's own, else the placeholder
    /// of the shared panel (`SharedPanel`).
    func docPanel(pinnedTheme: Theme?, pinnedScheme: ColorScheme?, root: String,
                  language: LanguageTag?) throws(BuildFailure) -> HTMLBytes {
        guard pinnedTheme != nil || pinnedScheme != nil else {
            let language = language ?? site.config.language
            return SharedPanel.placeholder(language: language, root: root, strings: strings(language))
        }
        return try appearancePanel(selected: pinnedTheme ?? site.defaultTheme, root: root, pinnedTheme: pinnedTheme,
                                   pinnedScheme: pinnedScheme, language: language)
    }

    /// `assets/appearance-panel.js`: the docs' shared Appearance panel in
    /// each language the docs are in, its links from the site root.
    func sharedPanelScript() throws(BuildFailure) -> OutputFile {
        let site = self.site
        let languages = Set(site.docs.map { site.language(ofDoc: $0.sourcePath) }).union([site.config.language]).sorted()
        var panels: [(language: LanguageTag, html: HTMLBytes)] = []
        for language in languages {
            panels.append((language, try appearancePanel(selected: site.defaultTheme, root: "", language: language)))
        }
        return OutputFile(path: FixedFile.panelScript.path, text: SharedPanel.script(panels))
    }

    /// The header's Appearance panel (the `appearance-controls` template),
    /// in the words of `language` (nil: the site's).
    func appearancePanel(selected: Theme, root: String, pinnedTheme: Theme? = nil,
                         pinnedScheme: ColorScheme? = nil, language: LanguageTag? = nil) throws(BuildFailure) -> HTMLBytes {
        let themes = site.panelThemes
        return try site.render(AppearanceControlsModel.live(
            registry: themes.registry, selected: selected, pinnedTheme: pinnedTheme,
            pinnedScheme: pinnedScheme, inApp: false, idPrefix: "panel-",
            allThemesHref: root + ThemesIndexPage.path, system: themes.system, strings: strings(language)))
    }

    func docPage(_ index: Int, sidebar: DocsSidebar,
                 panel: HTMLBytes? = nil) throws(BuildFailure) -> OutputFile {
        let doc = site.doc(index)
        let root = PagePaths.root(of: doc.outputPath)
        func link(_ other: DocListing) -> DocLink {
            DocLink(href: PagePaths.relative(from: doc.outputPath, to: other.outputPath), title: other.title)
        }
        // Levels 2 and 3 unless the front matter says (`tableOfContents`);
        // none on a splash page.
        let toc = doc.isSplash ? [] : doc.display.tocLevels.map { levels in doc.rendered.headings.filter { levels.contains($0.level) } } ?? []
        // A page shown untranslated is the reader's locale's page: its
        // chrome in that language, its content marked as the default's.
        let language = site.language(ofDoc: doc.sourcePath)
        let strings = strings(language)
        // The pager stays in the page's locale (a locale's docs are one run
        // of the reading order: its folder's).
        let docs = site.docs
        func sameLocale(_ other: Int) -> Bool {
            guard let locales = site.locales else { return true }
            return locales.locale(of: docs[other].sourcePath) == locales.locale(of: doc.sourcePath)
        }
        // `pagination_prev` and `pagination_next` name another doc, or none.
        func pagerDoc(_ link: ResolvedPagerLink, automatic: Int) -> DocListing? {
            switch link {
            case .automatic: automatic >= 0 && automatic < docs.count && sameLocale(automatic) ? docs[automatic] : nil
            case .hidden: nil
            case .doc(let other): docs[other]
            }
        }
        let pager = (previous: pagerDoc(doc.previousLink, automatic: index - 1),
                     next: pagerDoc(doc.nextLink, automatic: index + 1))
        var pinnedParts: [String] = []
        if let theme = doc.pinnedTheme { pinnedParts.append("the \(theme.displayName) theme") }
        if let scheme = doc.pinnedScheme { pinnedParts.append("\(scheme.rawValue) mode") }
        let theme = doc.pinnedTheme ?? site.defaultTheme
        // `hide_title: true` leaves the title out, not a heading of the body.
        // A hero holds the title.
        let title = doc.titleHTML
        // `<DocCardList />`: the cards of the page's folder.
        let html = doc.rendered.hasDocCardList ? DocCardList.filled(doc.rendered.htmlBytes, page: index, site: site, strings: strings)
            : doc.rendered.htmlBytes
        let body: HTMLBytes
        if let fallback = doc.fallback {
            body = HTMLBytes(UntranslatedNotice.html(strings: strings, shownIn: fallback.language)
                + Array("<div lang=\"\(fallback.language.value)\" dir=\"\(fallback.language.direction)\">\n".utf8)
                + title + html + Array("</div>\n".utf8))
        } else {
            body = HTMLBytes(title.isEmpty ? html : title + html)
        }
        // The twin beside the page (`MarkdownTwins`, with `llms: true`): linked in the head, copied by the button.
        let twin = site.config.llms && MarkdownTwins.hasTwin(doc) ? PagePaths.relative(from: doc.outputPath, to: MarkdownTwins.twinPath(of: doc.outputPath)) : nil
        let content = try site.render(DocPageModel(
            root: root,
            navigation: sidebar.navigation(page: index, isHome: doc.outputPath == DocsTree.pagePath(folder: "")
                                                                 || doc.outputPath == sidebar.tree.folders[sidebar.chain[0]].pagePath),
            body: body,
            isSplash: doc.isSplash,
            banner: doc.banner.map(HTMLBytes.init),
            previous: pager.previous.map(link),
            next: pager.next.map(link),
            hasPager: pager.previous != nil || pager.next != nil,
            hasToc: toc.count > 1,
            toc: toc.map { TocEntry(level: $0.level, id: $0.id, text: $0.text) },
            pinnedLabel: pinnedParts.isEmpty ? nil : pinnedParts.joined(separator: " in "),
            pinnedNotice: pinnedNotice(theme: doc.pinnedTheme, scheme: doc.pinnedScheme, strings: strings),
            pdfHref: site.config.pdf && doc.outputPath == DocsTree.pagePath(folder: "")
                ? PagePaths.relative(from: doc.outputPath, to: PrintFiles.pdf) : nil,
            editURL: site.config.editURL.map { $0 + (doc.fallback?.sourcePath ?? doc.sourcePath) },
            markdownTwin: twin,
            lastUpdated: doc.lastUpdated.map(PageDate.init),
            params: doc.params,
            strings: strings))
        let panelHTML: HTMLBytes
        if let panel {
            panelHTML = panel
        } else {
            panelHTML = try docPanel(pinnedTheme: doc.pinnedTheme, pinnedScheme: doc.pinnedScheme, root: root, language: language)
        }
        return try page(PageRequest(kind: DocPageModel.self, path: doc.outputPath, title: "\(doc.title) · \(site.config.title)",
                                    description: doc.description ?? site.config.description, theme: theme, content: content,
                                    appearancePanel: panelHTML, pin: Pin(theme: doc.pinnedTheme, scheme: doc.pinnedScheme),
                                    hasMath: doc.rendered.hasMath && site.resolved.katex != nil, language: language,
                                    translations: site.translations.map {
                                        PageTranslations($0, sourcePath: doc.sourcePath, path: doc.outputPath,
                                                         locale: $0.locales.locale(of: doc.sourcePath), baseURL: site.config.baseURL)
                                    }, markdownTwin: twin))
    }

    /// A pinned doc's notice in its language, as the Appearance panel says it; nil when it is not pinned.
    private func pinnedNotice(theme: Theme?, scheme: ColorScheme?, strings: ChromeStrings) -> String? {
        var sentences: [String] = []
        if let theme { sentences.append(strings.text(.pinnedToTheme, ["theme": theme.displayName])) }
        if let scheme { sentences.append(strings[scheme == .dark ? .pinnedToDark : .pinnedToLight]) }
        return sentences.isEmpty ? nil : sentences.joined(separator: " ")
    }

    // MARK: Layout

    /// What a page inlines in `<style id="theme-css">`: its pinned theme's
    /// stylesheet, or, on a page that follows the reader's theme, nothing:
    /// the head script writes the reader's theme there from
    /// `assets/themes.js` before the first paint, and without JavaScript
    /// the site's CSS has the default theme (`ThemeStylesheet.withoutScript`).
    /// A page opening in another theme than the default inlines it as before.
    func inlineThemeCSS(_ request: PageRequest) -> String {
        if let css = request.themeCSS { return css }
        if request.pin.theme == nil, request.theme.id == site.defaultTheme.id { return "" }
        return liveStylesheet(request.theme)
    }

    /// `request`'s page: its content in the layout, with the navigation bar
    /// (the docs' entry only when the site has docs).
    func page(_ request: PageRequest) throws(BuildFailure) -> OutputFile {
        let path = request.path
        let root = request.root ?? PagePaths.root(of: path)
        let current = request.kind.section
        let strings = strings(request.language)
        let navigation = NavigationEntry.links(root: root, current: current, hasDocs: site.firstDoc != nil,
                                               hasDesignSystem: site.hasDesignSystem, strings: strings)
        let pinnedScheme = request.pin.scheme
        let baseURL = site.config.baseURL
        let layout = LayoutModel(
            canonical: path == NotFoundPage.path ? nil : baseURL.map { PublishFiles.absoluteURL(baseURL: $0, page: path) },
            markdownTwin: request.markdownTwin,
            previewImage: baseURL.flatMap { base in previewImagePath.map { PercentEncoding.url(base) + PercentEncoding.path($0) } },
            root: root,
            themeId: request.theme.id.rawValue,
            pinnedTheme: request.pin.theme?.id.rawValue,
            pinnedScheme: pinnedScheme?.rawValue,
            colorSchemeMeta: pinnedScheme?.rawValue ?? "light dark",
            generator: generator,
            pageTitle: request.title,
            description: request.description,
            siteTitle: site.config.title,
            siteNav: navigation,
            themeCSS: inlineThemeCSS(request),
            extraCSS: request.extraCSS,
            hasMath: request.hasMath,
            pageKind: request.kind.layoutName,
            hasDocsMenu: request.kind.hasDocsSidebar,
            stylesheet: request.kind.stylesheet,
            script: request.kind.script,
            appearancePanel: request.appearancePanel,
            version: site.resolved.version.map { VersionMenu($0, page: path, root: root, strings: strings) },
            language: request.language ?? site.config.language,
            strings: strings,
            translations: request.translations,
            content: request.content)
        return finished(OutputFile(path: path, bytes: try site.render(layout).bytes))
    }
}
