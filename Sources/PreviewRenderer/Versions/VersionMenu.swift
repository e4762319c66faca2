import Foundation

/// What the header's version switcher and an older version's banner show
/// (`layout.mustache`'s `version`).
struct VersionMenu: TemplateData {
    /// The version the page belongs to.
    var label: String
    /// The page's path in its version, which the switcher looks for in the
    /// version chosen.
    var page: String
    var items: [VersionMenuItem]
    /// Set on every version but the newest.
    var banner: VersionBanner?

    static let fields = TemplateFields<Self>([
        .text("label", "The version the page belongs to (its git ref, `v1.0`).") { $0.label },
        .text("page", "The page's path inside its version (`docs/guide.html`), which the switcher opens in the version chosen when that version has it.") { $0.page },
        .list("items", "Every version, oldest first.") { $0.items },
        .object("banner", "On an older version, the notice that a newer one exists; false on the newest.") { $0.banner },
    ])
}

/// One version in the switcher.
struct VersionMenuItem: TemplateData {
    var label: String
    /// Its docs home: where the link leads when the same page is not in it
    /// (and without JavaScript).
    var href: String
    /// Its root, where the same page is looked for.
    var root: String
    /// Its list of pages (`SiteVersion.pagesScript`).
    var pages: String
    /// The name its list of pages registers under (its folder).
    var key: String
    var current: Bool
    var latest: Bool

    static let fields = TemplateFields<Self>([
        .text("label", "The version's name (its git ref).") { $0.label },
        .text("href", "Its docs home, relative to the page: where the link leads without JavaScript, or when the version has no page at the same path.") { $0.href },
        .text("root", "Its root folder, relative to the page.") { $0.root },
        .text("pages", "The script that lists its pages, relative to the page.") { $0.pages },
        .text("key", "The name that script lists the pages under (the version's folder, `v1.0/`).") { $0.key },
        .flag("current", "Whether the page belongs to this version.") { $0.current },
        .flag("latest", "Whether it is the newest version.") { $0.latest },
    ])
}

/// "You are reading v1.0. The latest is v2.0."
struct VersionBanner: TemplateData {
    var current: String
    var latest: VersionMenuItem
    /// The words before the link to the newest version and after it.
    var before: String
    var after: String

    init(current: String, latest: VersionMenuItem, strings: ChromeStrings = .english) {
        self.current = current
        self.latest = latest
        let words = strings.split(.versionBanner, at: "latest")
        before = words.before.replacingOccurrences(of: "{version}", with: current)
        after = words.after.replacingOccurrences(of: "{version}", with: current)
    }

    static let fields = TemplateFields<Self>([
        .text("current", "The version the page belongs to.") { $0.current },
        .object("latest", "The newest version, linked at its address for the newest (`latest/`).") { Optional($0.latest) },
        .text("before", "The banner's words before the link to the newest version, in the page's language (`strings.versionBanner` up to `{latest}`, with the version's name).") { $0.before },
        .text("after", "The banner's words after the link.") { $0.after },
    ])
}

extension VersionMenu {
    /// The menu on the page at `path` (`root` leads up to the version's
    /// root) of `version`.
    init(_ version: SiteVersion, page path: String, root: String, strings: ChromeStrings = .english) {
        let up = root + version.upToOutputRoot
        func item(_ entry: SiteVersion.Entry, index: Int, folder: String) -> VersionMenuItem {
            VersionMenuItem(label: entry.label, href: up + folder + "docs/index.html", root: up + folder,
                            pages: up + entry.folder + SiteVersion.pagesScript, key: entry.folder, current: index == version.current,
                            latest: index == version.all.count - 1)
        }
        let items = version.all.enumerated().map { item($1, index: $0, folder: $1.folder) }
        let newest = version.all.count - 1
        self.init(label: version.all[version.current].label, page: path, items: items,
                  banner: version.isLatest ? nil
                      : VersionBanner(current: version.all[version.current].label,
                                      latest: item(version.all[newest], index: newest, folder: version.latestFolder),
                                      strings: strings))
    }
}
