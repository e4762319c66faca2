/// Which version of a versioned site a build is (`build --versions`,
/// `versions:` in the config): every version's name and folder, so the
/// header's switcher and the banner of an older version can be drawn.
/// Nil for a site that is not versioned.
public struct SiteVersion: Sendable, Hashable {
    /// One version of the docs.
    public struct Entry: Sendable, Hashable {
        /// As the reader sees it: the git ref as written (`v1.0`, `main`).
        public var label: String
        /// Its folder, from the output root, ending in `/` (`v1.0/`); empty
        /// for the newest when it is published at the root.
        public var folder: String

        public init(label: String, folder: String) {
            self.label = label
            self.folder = folder
        }
    }

    /// Every version, oldest first; the last is the newest.
    public var all: [Entry]
    /// Which of `all` this build is.
    public var current: Int
    /// Where the newest is read at: `latest/`, or empty at the root.
    public var latestFolder: String

    public init(all: [Entry], current: Int, latestFolder: String) {
        self.all = all
        self.current = current
        self.latestFolder = latestFolder
    }

    public var isLatest: Bool { current == all.count - 1 }

    /// The way up from this version's root to the output root.
    public var upToOutputRoot: String {
        let depth = all[current].folder.utf8.count { $0 == UInt8(ascii: "/") }
        return String(repeating: "../", count: depth)
    }

    /// Where each version lists its pages, for the switcher to keep the
    /// reader on the same page (a script, so it loads from `file://` too).
    public static let pagesScript = "assets/version-pages.js"
}
