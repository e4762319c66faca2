/// What a build is asked for besides the site folder, as one value from the
/// command line (`SiteOptions.build`) to `SiteBuilder`, `serve` and the
/// `IncrementalBuilder`. A new option is a field here and its flag in
/// `SiteOptions`.
public struct BuildOptions: Sendable, Equatable {
    /// The docs folder over the site's own (`--docs`; see `SiteLoader.docs`).
    public var docs: String?
    /// Keep docs whose front matter says `draft: true` (`--drafts`).
    public var includeDrafts: Bool
    /// Every warning an error (`--strict`; the config's `strict: true` too):
    /// the build fails and writes nothing, `serve` keeps the last good site.
    public var strict: Bool
    /// Where the site is published, over the config's (`build --base-url`;
    /// see `SiteConfig.baseURL`).
    public var baseURL: String?
    /// Which version of a versioned site this build is (`build --versions`);
    /// nil for a site that is not versioned.
    public var version: SiteVersion?
    /// The docs' last-updated dates from git, read already (a build of
    /// another revision, from the repository at that revision: see
    /// `GitDates.read`), with the docs folder as their base; nil reads them
    /// from the git work tree that holds the docs folder, if any.
    public var gitDates: GitDates?

    public init(docs: String? = nil, includeDrafts: Bool = false, strict: Bool = false, baseURL: String? = nil,
                version: SiteVersion? = nil, gitDates: GitDates? = nil) {
        self.docs = docs
        self.includeDrafts = includeDrafts
        self.strict = strict
        self.baseURL = baseURL
        self.version = version
        self.gitDates = gitDates
    }
}
