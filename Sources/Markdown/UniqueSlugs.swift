/// Hands out heading ids that are unique within one document, GitHub style:
/// the second "Usage" becomes `usage-1`, the third `usage-2`. A suffixed id
/// that is already taken (a heading literally named "Usage 1") is skipped.
///
/// Ids written by hand (`## Usage {#usage}`) are reserved first, so a
/// generated id never takes one and they stay what the author wrote
/// wherever they are in the document. Ids the page has besides its
/// headings (`forbid`: the layout's, footnotes', raw HTML's) are never
/// handed out, not even when written by hand.
struct UniqueSlugs {
    private var taken: Set<String> = []
    private var reserved: Set<String> = []
    private var forbidden: Set<String> = []
    private var page = ReservedIDs()
    private var nextSuffix: [String: Int] = [:]

    init(page: ReservedIDs = ReservedIDs(), forbidding ids: some Sequence<String> = [String]()) {
        self.page = page
        forbidden = Set(ids)
    }

    /// Keeps `ids` for `claimExplicit`.
    mutating func reserve(_ ids: some Sequence<String>) {
        reserved.formUnion(ids)
    }

    /// Whether the page has `id` besides its headings.
    func isForbidden(_ id: String) -> Bool {
        // (Empty sets skipped: hashing the id for each was most of a twin's heading.)
        (!forbidden.isEmpty && forbidden.contains(id)) || page.contains(id)
    }

    /// An id written by hand: itself, unless an earlier heading already
    /// has it or the page has it besides its headings (then numbered like
    /// a generated one).
    mutating func claimExplicit(_ id: String) -> String {
        guard taken.contains(id) || isForbidden(id) else {
            taken.insert(id)
            return id
        }
        return claim(id)
    }

    mutating func claim(_ base: String) -> String {
        guard isTaken(base) else {
            taken.insert(base)
            return base
        }
        var suffix = nextSuffix[base, default: 1]
        while isTaken("\(base)-\(suffix)") { suffix += 1 }
        nextSuffix[base] = suffix + 1
        let id = "\(base)-\(suffix)"
        taken.insert(id)
        return id
    }

    private func isTaken(_ id: String) -> Bool {
        taken.contains(id) || (!reserved.isEmpty && reserved.contains(id)) || isForbidden(id)
    }
}
