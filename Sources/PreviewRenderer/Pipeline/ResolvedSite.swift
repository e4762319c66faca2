import Basics
import Markdown
import Search
import ThemeTokens
import Theming

/// A Markdown document ready to be laid out.
public struct Doc: Sendable {
    /// Path under `docs/` in the site folder, e.g. `guide/setup.md`.
    public var sourcePath: String
    /// Path in the output, e.g. `docs/guide/setup.html`.
    public var outputPath: String
    public var title: String
    public var order: Int?
    public var description: String?
    /// The first line of its text, as Docusaurus describes a doc without a
    /// `description` (`DocExcerpt`): `<DocCardList />` cards show it.
    public var excerpt: String?
    /// Set when the front matter pins the page to a theme.
    public var pinnedTheme: Theme?
    /// Set when the front matter pins the page to a color scheme.
    public var pinnedScheme: ColorScheme?
    public var rendered: RenderedMarkdown
    /// The page's title in the sidebar when the front matter gives a
    /// shorter one (`linkTitle`, `sidebar_label`); `title` otherwise.
    public var navigationTitle: String?
    /// `draft: true` in the front matter; drafts are only in a site built
    /// with drafts (`--drafts`).
    public var isDraft = false
    /// Other paths the page was published at (Hugo's `aliases`), as
    /// written: untrusted text, to be checked before it names a file.
    public var aliases: [String] = []
    /// The output paths of the redirect pages made from `aliases` (those
    /// that name a free place in the output: see `DocAliases`).
    public var redirects: [String] = []
    /// When the page was last updated, as it says: the front matter's date
    /// (`lastmod`, `last_update`, `date`), else the last commit's that
    /// touched its file (`GitDates`); nil with `lastUpdated: false`.
    public var lastUpdated: DocDate?
    /// The front matter's date, which wins over git's.
    var statedLastUpdated: DocDate?
    /// How the page is shown, as Docusaurus' and Starlight's front matter
    /// say (`hide_title`, `sidebar.hidden`, `tableOfContents`,
    /// `pagination_next`).
    public var display = PageDisplay()
    /// Starlight's `template: splash` (no sidebar, no table of contents).
    public var isSplash = false
    /// Starlight's hero and banner, as HTML (`SplashHTML`); nil without them.
    public var hero: [UInt8]?
    public var banner: [UInt8]?
    /// The pager's links, `display`'s doc ids found (`PagerLinks`).
    var previousLink = ResolvedPagerLink.automatic
    var nextLink = ResolvedPagerLink.automatic
    /// Front matter keys the tool does not use, with their values.
    public var params = FrontMatterTable()
    /// The top-level keys kept in `params`, for the build's summary.
    var unusedFrontMatterKeys: [String] = []
    /// Located warnings about the front matter.
    var warnings: [Diagnostic] = []
    /// Lines before the Markdown body (the front matter's), added to the
    /// body's line numbers to point into the file.
    var bodyLineOffset = 0
    /// Files its mdBook directives included (`{{#include}}`), by path.
    public var includedFiles: [String] = []
    /// The file read, when it is not `sourcePath` under the docs folder (a
    /// README outside it made the docs home).
    public var sourceFile: String?
    /// The search index's terms of the doc, gathered on the doc's thread
    /// as it renders (`SearchIndex` makes them again if the title changed).
    var searchTerms: DocSearchTerms?
    /// Set on a page of the default locale published in a translation that
    /// lacks it (see `LocaleFallbacks`).
    public var fallback: LocaleFallback?

    /// The heading a page shows above the text: the hero (which holds the
    /// title), else the title as an `<h1>` when the text has no heading
    /// and `hide_title` does not leave it out.
    var titleHTML: [UInt8] {
        hero ?? (rendered.firstHeading == nil && !display.hidesTitle
            ? Array("<h1>\(HTMLEscape.text(title))</h1>\n".utf8) : [])
    }

    /// The file this doc was read from, for messages.
    func file(in docsDirectory: String) -> String {
        sourceFile ?? joinPath(docsDirectory, sourcePath)
    }
}

/// What a list of docs shows of each one: the sidebar, the breadcrumbs,
/// the folder pages, the lists of docs and the pager. Pages read the doc
/// list as these (`RecordingSite.docs`), so a page that shows anything else
/// of a doc must read the doc itself, and that read is recorded; and what
/// counts as a change to the doc list (`IncrementalBuilder`) is this type's
/// equality, so a field added here is compared too.
public struct DocListing: Sendable, Equatable {
    /// Path under `docs/`.
    public var sourcePath: String
    /// Path in the output.
    public var outputPath: String
    public var title: String
    /// The title in the sidebar, when shorter than `title`.
    public var navigationTitle: String?
    /// Not listed in the sidebar (Starlight's `sidebar.hidden: true`).
    public var hiddenFromSidebar = false
}

extension Doc {
    /// What lists of docs show of it.
    var listing: DocListing {
        DocListing(sourcePath: sourcePath, outputPath: outputPath, title: title, navigationTitle: navigationTitle,
                   hiddenFromSidebar: display.hiddenFromSidebar)
    }
}

/// Step 3's result: the whole site understood, in memory.
public struct ResolvedSite: Sendable {
    public var directory: String
    /// Where the docs were read from (`LoadedSite.docsDirectory`).
    public var docsDirectory: String = ""
    public var config: SiteConfig
    public var registry: ThemeRegistry
    /// Docs in reading order (the tree's, depth first).
    public var docs: [Doc] {
        didSet {
            listings = docs.map(\.listing)
            translations = locales.map { Translations(locales: $0, docs: docs) }
        }
    }
    /// The docs' folders as sections, with indexes into `docs`.
    public var tree = DocsTree()
    /// `docs` as lists show them, in the same order (see `DocListing`).
    public private(set) var listings: [DocListing] = []
    /// The docs' own page for a missing address (`404.md` at the top of
    /// the docs: see `NotFoundDoc`), shown by `404.html`; not in `docs`.
    public var notFoundDoc: Doc?
    public var templates: TemplateSet
    public var staticFiles: [String]
    /// Files under `docs/` copied beside the pages (see `LoadedSite.docAssets`).
    public var docAssets: [String] = []
    /// Partials under `docs/`, not pages (see `LoadedSite.partials`).
    public var partials: [String] = []
    /// Non-fatal notes for the build summary.
    public var warnings: [Diagnostic]
    /// Docs left out because their front matter says `draft: true`.
    public var skippedDrafts = 0
    /// Where each theme came from (built in, or which file).
    public var themeOrigins: [ThemeOrigin] = []
    /// The team's own design system, when `tokens/` holds one not named
    /// like the built-in themes: the token pages and `tokens.json` show it.
    public var designSystem: SiteDesignSystem?
    /// When the themes are `designSystem`'s combinations: its axes, the
    /// gallery slots' mapping and how many themes pinned pages show.
    public var themeSystem: SystemThemeSet?
    /// `designSystem`'s tokens as the token pages arrange them (made when
    /// the themes are, and kept while they stay: `Resolver`).
    var tokenCatalog: TokenCatalog?
    /// The token pages' entries as they rendered, kept while the site is
    /// built again (`serve`): made by the `Resolver`, a generation a token edit.
    var tokenEntries = RenderMemo()
    /// Docs without a date because the git clone is shallow and their
    /// last change is before the history fetched (see `GitDates`).
    public var undatedInShallowClone = 0

    /// KaTeX's files, when some doc has math and the system has KaTeX
    /// (see `KaTeXAssets`); the pages with math then link them.
    public var katex: KaTeXAssets?
    /// The license files of the icon sets the docs' icons come from (see
    /// `MaterialShortcodes`): each one's path in the output and the file
    /// copied.
    public var iconLicenses: [(path: String, source: String)] = []
    /// The docs' languages when they have translations, each published as
    /// a site of its own (see `SiteLocales`); nil: one language, the
    /// config's `locales: root` (English unless given).
    public var locales: SiteLocales? {
        didSet { translations = locales.map { Translations(locales: $0, docs: docs) } }
    }
    /// Each doc's translations, when the site has `locales`.
    public private(set) var translations: Translations?
    /// Which version of a versioned site this is (see `SiteVersion`).
    public var version: SiteVersion?
    /// The design system's own pairs audited in every combination (see
    /// `SystemContrast`); nil without a design system. Made when first read.
    public var systemContrast: SystemContrastAudit? { systemContrastAudit.value }
    var systemContrastAudit = Deferred<SystemContrastAudit?> { nil }

    init(directory: String, config: SiteConfig, registry: ThemeRegistry, docs: [Doc], templates: TemplateSet,
         staticFiles: [String], warnings: [Diagnostic], themeOrigins: [ThemeOrigin]) {
        self.directory = directory
        self.config = config
        self.registry = registry
        self.docs = docs
        listings = docs.map(\.listing)
        self.templates = templates
        self.staticFiles = staticFiles
        self.warnings = warnings
        self.themeOrigins = themeOrigins
    }

    /// The files copied as they are: each one's path in the output, and the
    /// file it is copied from. Static files, the docs' assets, then KaTeX's, then the icon sets' licenses.
    public var copiedFiles: [(path: String, source: String)] {
        staticFiles.map { ($0, joinPath(directory, InputFolder.static.rawValue, $0)) }
            + docAssets.map { (OutputPaths.assetOutputPath($0), joinPath(docsDirectory, $0)) }
            + (katex?.files.map { ($0.path, $0.source) } ?? [])
            + iconLicenses
    }
}
