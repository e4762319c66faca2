/// `docs.html`: every doc in reading order, for doc sets larger than the
/// sidebar lists in full (see `DocsNavigation`). It sits beside the gallery,
/// where no doc's page can be.
enum DocsIndex {
    static let path = "docs.html"

    static func isNeeded(docs: Int) -> Bool {
        DocsNavigation.isWindowed(count: docs)
    }
}
