/// What a build is asked for besides the site folder, as one value from the
/// command line (`SiteOptions.build`) to `FullBuilder`, `serve` and the
/// `IncrementalBuilder`. A new option is a field here, its line in
/// `keyParts` and its flag in `SiteOptions`.
public struct BuildOptions: Sendable, Equatable {
    /// The docs folder over the site's own (`--docs`; see `Loader.docs`).
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
    /// Write the print page whatever the config says (`theme-preview pdf`,
    /// which prints it; see `SiteConfig.printPage`).
    public var printPage: Bool

    public init(docs: String? = nil, includeDrafts: Bool = false, strict: Bool = false, baseURL: String? = nil,
                version: SiteVersion? = nil, gitDates: GitDates? = nil, printPage: Bool = false) {
        self.docs = docs
        self.includeDrafts = includeDrafts
        self.strict = strict
        self.baseURL = baseURL
        self.version = version
        self.gitDates = gitDates
        self.printPage = printPage
    }

    /// Every stored property by name, as text: what a build with these
    /// options depends on besides its inputs and the tool. A version built
    /// earlier (`build --versions`) is reused only when its key, which
    /// holds this, is the same (`VersionedBuild.key`). `BuildOptionsKeyTests`
    /// fails when a stored property is missing here or does not change it.
    public var keyParts: [(name: String, value: String)] {
        [
            ("docs", docs.map { "\"\($0)\"" } ?? "none"),
            ("includeDrafts", "\(includeDrafts)"),
            ("strict", "\(strict)"),
            ("baseURL", baseURL.map { "\"\($0)\"" } ?? "none"),
            ("version", version.map { version in
                let all = version.all.map { "\($0.label)=\($0.folder)" }.joined(separator: ",")
                return "[\(all)] current \(version.current) latest \"\(version.latestFolder)\""
            } ?? "none"),
            ("gitDates", gitDates.map { dates in
                let each = dates.dates.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
                return "base \"\(dates.base)\" shallow \(dates.isShallow) before [\(dates.beforeHistory.sorted().joined(separator: ","))]"
                    + " copy \(dates.copyRoot.map { "\"\($0)\"" } ?? "none") dates [\(each)]"
            } ?? "none"),
            ("printPage", "\(printPage)"),
        ]
    }

    /// `keyParts` as one line.
    public var key: String {
        keyParts.map { "\($0.name) \($0.value)" }.joined(separator: "; ")
    }
}
