/// How Markdown is turned into HTML.
public struct MarkdownOptions: Sendable, Hashable {
    /// Curly quotes, en and em dashes and ellipses (`"Hi" -- there...`
    /// becomes `“Hi” – there…`).
    public var smartPunctuation = true
    /// What happens to raw HTML: by default the subset GitHub keeps is
    /// kept (see `RawHTMLMode`).
    public var rawHTML = RawHTMLMode.safe
    /// Ends each heading of level 2 and below with a `#` link to itself
    /// (`<a class="tp-anchor">`), which the site's script turns into "copy
    /// the link". Written while rendering, so the HTML is never searched.
    public var headingAnchors = false
    /// The folders under `docs/` that hold docs (`guide`, `guide/advanced`),
    /// so that a link to one written without a trailing `/` (`guide`) leads
    /// to its page (`guide/index.html`); a link to anything else stays.
    public var docFolders: Set<String> = []
    /// Docs named `index.md`, `_index.md` or `README.md` that are not their
    /// folder's page (another comes first), by path under `docs/`: links to
    /// them lead to their own pages.
    public var otherIndexNamedDocs: Set<String> = []
    /// Every doc, by path under `docs/` (`guide/setup.md`), so that a link
    /// written the way another generator resolves it finds its page (see
    /// `GeneratorLinks`); empty, such links are left as written.
    public var docPaths: Set<String> = []
    /// Docs by the address Docusaurus gives them when it is not their
    /// file's (`guide/cli` for `guide/CLI.md` with `id: cli`; a `slug`),
    /// without a leading or trailing `/`: a link without `.md` to one of
    /// these finds the doc (see `DocusaurusRoutes`, `GeneratorLinks`).
    public var docRoutes: [String: String] = [:]
    /// The docs published somewhere other than their file's page (a
    /// `slug`: `DocusaurusRoutes.pages`), by path under `docs/`, to their
    /// page under the output's `docs/` (`custom/path.html`): links to
    /// them lead there.
    public var docPages: [String: String] = [:]
    /// Whether a doc without a `description` gets Docusaurus' excerpt of
    /// its text: some doc names `DocCardList`, whose cards show it.
    public var docExcerpts = false
    /// Whether the doc is an MDX file (`.mdx`): `{expression}`s in its
    /// text are warned about (in Markdown they are text). Components,
    /// `import` and `export` lines are read in every doc, as Docusaurus
    /// reads `.md` files as MDX too.
    public var mdx = false
    /// The folder under `docs/` of the doc being rendered, which relative
    /// links start from ("" for the top).
    public var sourceFolder = ""
    /// For a doc whose file is not where its page's source would be (a
    /// README outside `docs/` made the docs home): the folder its file is
    /// in and the docs folder, both as the user named them. Its relative
    /// links and images are written from the former, as GitHub reads them,
    /// so each is rebased onto the latter before it is rewritten and checked.
    public var linkBase: LinkBase?

    /// Ids the page around the doc has (see `ReservedIDs`): a heading
    /// whose id would be one of them is numbered (`main-1`), as a second
    /// heading of the same name is.
    public var reservedIDs = ReservedIDs()

    /// Highlights fenced code blocks that name a language; nil leaves
    /// every block as cmark writes it.
    public var highlighting: CodeHighlighting?

    /// Material for MkDocs' icon and emoji shortcodes (`:material-check:`,
    /// `:smile:`) made icons and emoji from this catalog; nil leaves them
    /// as text (see `MaterialShortcodes`).
    public var shortcodes: Shortcodes?

    /// PyMdown's tilde (`pymdownx.tilde` in `mkdocs.yml`): `H~2~O` is
    /// `H<sub>2</sub>O` and `~~x~~` is `<del>`; off, a single tilde pair is
    /// GitHub's strikethrough (see `GFMInlines`).
    public var tildeSubscript = false

    /// The docs are an mdBook (a `SUMMARY.md` lists their chapters):
    /// a Rust block's lines that mdBook hides (`# ` at their start) are
    /// shown, with a warning (see `CodeBlocks.mdBookHiddenLines`).
    public var mdBook = false

    /// `pymdownx.snippets`' `auto_append` in `mkdocs.yml`: snippet files
    /// (as written there, from the snippets' folder) added to the end of
    /// every doc, as a `--8<--` line each (see `BookIncludes`).
    public var snippetsAutoAppend: [String] = []

    /// The titles of callouts that have none of their own, in the
    /// language of the doc's locale (see `CalloutTitles`); empty, each
    /// shows its type's name.
    public var calloutTitles = CalloutTitles()

    /// See `linkBase`.
    public struct LinkBase: Sendable, Hashable {
        public var file: String
        public var docs: String

        public init(file: String, docs: String) { (self.file, self.docs) = (file, docs) }
    }

    public init(smartPunctuation: Bool = true, rawHTML: RawHTMLMode = .safe, headingAnchors: Bool = false) {
        self.smartPunctuation = smartPunctuation
        self.rawHTML = rawHTML
        self.headingAnchors = headingAnchors
    }
}
