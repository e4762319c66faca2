/// What `not-found.mustache` shows (`404.html`).
struct NotFoundModel: TemplateData {
    var root: String
    var docs: [DocLink]

    static let fields = TemplateFields<Self>([
        .text("root", "The site root: the base URL when it is known (hosts serve the page at any depth), else \"\".") { $0.root },
        .list("docs", "The first docs, to start from.") { $0.docs },
    ])
}
