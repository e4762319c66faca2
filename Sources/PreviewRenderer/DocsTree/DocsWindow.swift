/// What a windowed section of the docs sidebar says: which of its items it
/// lists, of how many, and the link to a page that lists them all.
struct DocsWindow: TemplateData {
    var first: Int
    var last: Int
    var count: Int
    var indexHref: String
    var indexCount: Int

    static let fields = TemplateFields<Self>([
        .number("first", "The position of the first item listed, from 1.") { $0.first },
        .number("last", "The position of the last item listed.") { $0.last },
        .number("count", "How many items the section has.") { $0.count },
        .text("indexHref", "The link to the page that lists them all: the folder's page when it is generated, else the docs index (`docs.html`).") { $0.indexHref },
        .number("indexCount", "How many docs and folders that page lists (the docs index: every doc).") { $0.indexCount },
    ])
}
