/// A link to a doc: an item of the docs sidebar or the docs index, the
/// pager's previous and next, a suggestion on the not-found page.
struct DocLink: TemplateData {
    var href: String
    var title: String
    var current = false

    static let fields = TemplateFields<Self>([
        .text("href", "The link to the doc's page.") { $0.href },
        .text("title", "The doc's title.") { $0.title },
        .flag("current", "Whether it is the page shown (marked `aria-current=\"page\"` in the sidebar).") { $0.current },
    ])
}
