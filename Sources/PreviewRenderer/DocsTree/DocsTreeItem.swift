/// An item of the docs sidebar's tree (`docs-tree.mustache`, which shows
/// a folder's items by including itself): a doc, or a folder with its page
/// and, when the sidebar shows them, its items.
struct DocsTreeItem: TemplateModel {
    var href: String
    var title: String
    var current = false
    /// False for a draft chapter of `SUMMARY.md` (and a part title): no link.
    var hasPage = true
    /// A part title of `SUMMARY.md`, a heading before the part's chapters.
    var isPart = false
    var isFolder = false
    /// A doc with Starlight's `sidebar.hidden: true`: not shown.
    var hidden = false
    /// Whether the folder's items are in the page (a disclosure), open or not.
    var expandable = false
    var open = false
    var children = SharedSlice.empty
    var window: DocsWindow?
    /// A folder's label for its items' button, in the page's language
    /// ("Pages in Guides").
    var pagesLabel = ""

    static let fields = TemplateFields<Self>([
        .text("href", "The link to the doc's page, or to the folder's page.") { $0.href },
        .text("title", "The doc's sidebar title, or the folder's (its index page's title, else its name made readable).") { $0.title },
        .flag("current", "Whether it is the page shown (marked `aria-current=\"page\"`).") { $0.current },
        .flag("hasPage", "Whether it links to a page: false for a draft chapter of an mdBook's SUMMARY.md (`[Title]()`) and for a part title.") { $0.hasPage },
        .flag("isPart", "Whether it is a part title of an mdBook's SUMMARY.md: a heading before the part's chapters, not a link.") { $0.isPart },
        .flag("isFolder", "Whether it is a folder (a section).") { $0.isFolder },
        .flag("hidden", "Whether the doc is left out of the sidebar (Starlight's `sidebar.hidden: true` in its front matter): its page is built and found by search.") { $0.hidden },
        .flag("expandable", "Whether the folder's items are in the page (with more than 100 docs, only the folders above the page shown have theirs).") { $0.expandable },
        .flag("open", "Whether the folder shows its items: it holds the page shown, or is that page, or its Docusaurus category says `collapsed: false`.") { $0.open },
        .shared("children", "The folder's docs and folders, in order; with more than 100 of them, the 10 around the page shown.", of: DocsTreeItem.self) { $0.children },
        .object("window", "When the folder lists a window of its items, which; false otherwise.") { $0.window },
        .text("pagesLabel", "A folder's label, for screen readers, of the button that shows its items, in the page's language (`strings.folderPages`).") { $0.pagesLabel },
    ])
}

extension SharedSlice {
    /// No items.
    static let empty = SharedSlice(list: SharedList([DocsTreeItem]()), range: 0..<0)
}

extension DocsTreeItem {
    static let template = PageTemplate(name: "docs-tree", data: [DocsTreeItem.self],
                                       summary: "One item of the docs sidebar's tree, a doc or a folder; it includes itself for a folder's items.")
}
