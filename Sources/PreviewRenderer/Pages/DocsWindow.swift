/// What a windowed docs sidebar says above and below its links: which docs
/// it lists, of how many, and the link to the docs index.
struct DocsWindow: TemplateData {
    var first: Int
    var last: Int
    var count: Int
    var indexHref: String

    static let fields = TemplateFields<Self>([
        .number("first", "The position of the first doc listed, from 1.") { $0.first },
        .number("last", "The position of the last doc listed.") { $0.last },
        .number("count", "How many docs there are.") { $0.count },
        .text("indexHref", "The link to the docs index (`docs.html`).") { $0.indexHref },
    ])

    /// The window of doc `current`'s sidebar; nil when the sidebar lists
    /// every doc.
    init?(_ navigation: DocsNavigation, current: Int, root: String) {
        guard navigation.isWindowed else { return nil }
        let shown = navigation.shown(around: current)
        first = shown.lowerBound + 1
        last = shown.upperBound
        count = navigation.count
        indexHref = root + DocsIndex.path
    }
}
