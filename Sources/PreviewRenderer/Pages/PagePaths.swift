import ThemeTokens

/// Where pages live in the output, and relative links between them.
enum PagePaths {
    /// `themes/<id>/<light|dark>.html`
    static func pinned(_ id: ThemeID, _ scheme: ColorScheme) -> String {
        "themes/\(id.rawValue)/\(scheme.rawValue).html"
    }

    /// The shortest relative link from the page at `from` to the page at `to`
    /// (both relative to the output root).
    static func relative(from: String, to: String) -> String {
        let fromFolders = from.split(separator: "/").dropLast()
        let toParts = to.split(separator: "/")
        var shared = 0
        while shared < fromFolders.count, shared < toParts.count - 1, fromFolders[fromFolders.startIndex + shared] == toParts[shared] {
            shared += 1
        }
        let ups = String(repeating: "../", count: fromFolders.count - shared)
        return ups + toParts[shared...].joined(separator: "/")
    }

    /// `../` for every folder `path` sits in, so links stay relative and the
    /// site works from `file://` and under any sub-path.
    static func root(of path: String) -> String {
        String(repeating: "../", count: path.split(separator: "/").count - 1)
    }
}

