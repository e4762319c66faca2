import Basics
import DTCG
import Markdown
/// Everything read from the site folder, not yet interpreted.
public struct LoadedSite: Sendable {
    /// The site folder as the user named it.
    public var directory: String
    /// The docs folder: the site folder's `docs/`, or the folder
    /// `config.yaml`'s `docs` key or `--docs` names (`Loader.docsFolder`).
    public var docsDirectory: String = ""
    /// The file read as `docs/index.md` when config.yaml's `home` names one
    /// (a README outside the docs folder).
    public var homeFile: String?
    /// Docs read from another file than their path under the docs folder,
    /// by that path: a translation beside its page (`guide/setup.fr.md`
    /// read as `fr/guide/setup.md`, `SuffixTranslations`) or in
    /// Docusaurus's `i18n/` (`DocusaurusTranslations`).
    public var docFiles: [String: String] = [:]
    /// `config.yaml`'s text, nil without one. Setting it parses it into
    /// `config`.
    public var configText: String? {
        didSet { config = SiteConfig.parse(configText, in: directory) }
    }
    /// `config.yaml` parsed, once: the loader takes the docs folder and the
    /// home page from it, the resolver the rest. The defaults without one.
    public private(set) var config: Result<SiteConfig, BuildFailure> = .success(SiteConfig())
    /// Markdown files under `docs/`, as paths relative to `docs/` with text,
    /// in byte order.
    public var docs: [(path: String, text: String)]
    /// `templates/NAME.mustache` files, in byte order.
    public var templates: [(path: String, text: String)]
    /// JSON files under `tokens/` (theme files, DTCG tokens and resolvers),
    /// with paths as shown to people (`site/tokens/ocean.theme.json`).
    public var tokenFiles: [DTCGFile] = []
    /// `languages/*.lang`: GtkSourceView language definitions of the
    /// site's own, which add or override the system's, in byte order.
    public var languageFiles: [(path: String, text: String)] = []
    /// Files under `static/`, relative to it (copied at write time).
    public var staticFiles: [String]
    /// Files under `docs/` other than Markdown (images, page bundles'
    /// files, PDFs), relative to it, in byte order: copied beside the
    /// pages at write time, never held.
    public var docAssets: [String] = []
    /// Docusaurus' `_category_.json` / `_category_.yml` files under
    /// `docs/`, with text: how each folder shows in the sidebar
    /// (`DocusaurusCategory`). They are read, not published, so they are
    /// not in `docAssets`.
    public var categoryFiles: [(path: String, text: String)] = []
    /// Markdown files under `docs/` that are partials, not pages
    /// (`InputFolder.isPartial`), relative to it, in byte order: read only
    /// where a page imports one (`includes`), never published.
    public var partials: [String] = []
    /// Files under `docs/` left out by `InputFolder.isUnpublished`, relative
    /// to it; a hidden folder counts once (`.git/`). For the summary.
    public var unpublished: [String] = []
    /// The page chrome's words another generator's files give
    /// (`InterfaceStrings`), under `config.yaml`'s `strings:`.
    public var interfaceStrings = SiteStrings()
    /// The files `interfaceStrings` were read from (Docusaurus'
    /// `i18n/<locale>/code.json`, Starlight's `src/content/i18n/<locale>.json`),
    /// by path as read: `serve` watches them.
    public var interfaceStringFiles: [String] = []
    /// What was skipped while reading (symbolic links), for the summary.
    public var warnings: [Diagnostic] = []
    /// Files the docs include with mdBook's directives (`{{#include}}`), by
    /// path as `BookIncludes.path` makes them, nested includes too; what
    /// could not be read, with the reason (`IncludedFiles`).
    public var includes: [String: BookIncludes.File] = [:]
    /// The folder includes must stay in (found once, on the first doc with
    /// an include).
    var includeRoot: IncludedFiles.Root?
    /// The folder MkDocs snippets are read from (found on the first one).
    public var snippetBase: String?
    /// The docs' dates from git, read on a thread of their own while the
    /// docs are read and parsed; nil when not read (`lastUpdated: false`,
    /// files only in memory). See `lastChanged`.
    var gitDates: Background<GitDates?>?
    /// The home file (config.yaml's `home`) from the docs folder
    /// (`../../README.md`), to look its date up.
    var homeFromDocs: String?
    /// The `mkdocs.yml` beside the docs folder (in its parent), when there
    /// is one: its path and text. Its `nav` is the sidebar (see `MkDocsNav`).
    public var mkdocsFile: String?
    public var mkdocsText: String?
    /// The Docusaurus sidebars file that goes with the docs folder, when
    /// there is one (see `Loader.sidebarsFile(for:)`): its path and text.
    public var sidebarsFile: String?
    public var sidebarsText: String?
    /// KaTeX as the system has it, for docs with math (see `KaTeXAssets`).
    public var katex: KaTeXAssets?
    /// What could not be read, by path under the site folder (`docs/a.md`;
    /// a folder that could not be listed, `docs`; the site folder itself, ``).
    public var problems: [(path: String, diagnostic: Diagnostic)] = []
}

extension LoadedSite {
    /// The docs' dates from git (waits for them); nil outside a git work
    /// tree, or when not read.
    public var lastChanged: GitDates? {
        (try? gitDates?.value()) ?? nil
    }
}

/// Which inputs `Loader.reread` found changed.
public struct InputChanges: Sendable {
    /// The paths re-read, relative to the site folder (only those the build reads).
    public var inputs: [String] = []
    public var config = false
    public var tokens = false
    /// A file under `languages/`.
    public var languages = false
    /// Paths under `docs/`.
    public var docs: Set<String> = []
    /// Template names (without `.mustache`).
    public var templates: Set<String> = []
    /// Paths under `static/`.
    public var staticFiles: Set<String> = []
    /// Paths of docs' assets (under `docs/`, not Markdown).
    public var docAssets: Set<String> = []
    /// A file of another generator's interface strings (`interfaceStringFiles`):
    /// the site's words changed, as with `config.yaml`'s `strings:`.
    public var strings = false

    /// Only files under `tokens/` changed: what the docs read (their
    /// texts, the config, the languages) is as it was.
    var onlyTokens: Bool {
        tokens && !config && !strings && !languages && docs.isEmpty && templates.isEmpty && staticFiles.isEmpty && docAssets.isEmpty
            && inputs.allSatisfy { InputFolder.classify($0)?.folder == .tokens }
    }
}
