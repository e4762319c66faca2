/// What a windowed section of the docs sidebar says: which of its items it
/// lists, of how many, and the link to a page that lists them all.
struct DocsWindow: TemplateData {
    var first: Int
    var last: Int
    var count: Int
    var indexHref: String
    var indexCount: Int
    /// Which items are listed, of how many, in the page's language
    /// ("Docs 1–50 of 300").
    var listedText = ""
    /// The link's text ("all docs").
    var linkText = ""
    /// The text of the sidebar's link at its end ("All 300 docs").
    var allText = ""

    /// The window of the sidebar's top section (`top`) or of a folder's,
    /// with its words in `strings`.
    init(first: Int, last: Int, count: Int, indexHref: String, indexCount: Int, top: Bool, strings: ChromeStrings) {
        (self.first, self.last, self.count, self.indexHref, self.indexCount) = (first, last, count, indexHref, indexCount)
        let numbers: KeyValuePairs<String, String> = ["first": String(first), "last": String(last), "count": String(count)]
        listedText = strings.text(top ? .sidebarWindow : .folderWindow, numbers)
        linkText = top ? strings[.allDocsLink] : strings.text(.allItemsLink, ["count": String(indexCount)])
        allText = strings.text(.allDocs, ["count": String(indexCount)])
    }

    static let fields = TemplateFields<Self>([
        .number("first", "The position of the first item listed, from 1.") { $0.first },
        .number("last", "The position of the last item listed.") { $0.last },
        .number("count", "How many items the section has.") { $0.count },
        .text("indexHref", "The link to the page that lists them all: the folder's page when it is generated, else the docs index (`docs.html`).") { $0.indexHref },
        .number("indexCount", "How many docs and folders that page lists (the docs index: every doc).") { $0.indexCount },
        .text("listedText", "Which items are listed, of how many, in the page's language (`strings.sidebarWindow` at the top, `strings.folderWindow` in a folder).") { $0.listedText },
        .text("linkText", "The link's text in the page's language (`strings.allDocsLink` at the top, `strings.allItemsLink` in a folder).") { $0.linkText },
        .text("allText", "The text of the sidebar's last link, to the docs index (`strings.allDocs`).") { $0.allText },
    ])
}
