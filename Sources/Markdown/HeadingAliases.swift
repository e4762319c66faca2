/// A second id for a heading, the one VitePress, Zola and MkDocs give it
/// where GitHub's differs: GitHub keeps `_` and makes every space a `-`
/// (`get_page`, `withbase-` for `` `withBase` <Badge/> ``, `install--build`
/// for "Install & build"), they make a run of anything but letters and
/// digits one `-` and trim it (`get-page`, `withbase`, `install-build`).
/// An alias is given only when no heading has it as its id, no other
/// heading had it first and the page has no such id besides (`page`,
/// `forbidden`: the layout's, footnotes', raw HTML's).
struct HeadingAliases {
    private var taken: Set<String>
    private let page: ReservedIDs
    /// The aliases given, in order.
    private(set) var claimed: [String] = []

    init(ids: [String], page: ReservedIDs = ReservedIDs(), forbidden: Set<String> = []) {
        taken = Set(ids).union(forbidden)
        self.page = page
    }

    /// The alias of the heading with `id`, nil when it is the id itself or taken.
    mutating func claim(for id: String) -> String? {
        var alias = ""
        var dash = false
        for scalar in id.unicodeScalars {
            if scalar == "-" || scalar == "_" {
                dash = !alias.isEmpty
            } else {
                if dash { alias.append("-") }
                dash = false
                alias.unicodeScalars.append(scalar)
            }
        }
        guard !alias.isEmpty, alias != id, !page.contains(alias), taken.insert(alias).inserted else { return nil }
        claimed.append(alias)
        return alias
    }
}
