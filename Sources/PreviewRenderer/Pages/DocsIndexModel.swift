/// What `docs-index.mustache` shows.
struct DocsIndexModel: TemplateData {
    var root: String
    var count: Int
    var docs: [DocLink]

    static let fields = TemplateFields<Self>([
        .text("root", "The way up from the page to the site root (\"\": the index is at the root).") { $0.root },
        .number("count", "How many docs there are.") { $0.count },
        .list("docs", "Every doc, in reading order.") { $0.docs },
    ])
}
