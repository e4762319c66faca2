/// `docs.html`: every doc in reading order, for doc sets larger than the
/// sidebar lists in full (see `DocsNavigation`). It sits beside the gallery,
/// where no doc's page can be.
enum DocsIndex {
    static let path = "docs.html"

    static func isNeeded(docs: Int) -> Bool {
        DocsNavigation.isWindowed(count: docs)
    }

    /// What a windowed sidebar says above its list (`docsWindow` in
    /// `doc.mustache`); false when the sidebar lists every doc.
    static func windowContext(_ navigation: DocsNavigation, current: Int, root: String) -> Any {
        guard navigation.isWindowed else { return false }
        let shown = navigation.shown(around: current)
        return [
            "first": shown.lowerBound + 1,
            "last": shown.upperBound,
            "count": navigation.count,
            "indexHref": root + path,
        ] as [String: Any]
    }
}
