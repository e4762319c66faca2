import Basics
/// What `docs-index.mustache` shows.
struct DocsIndexModel: TemplateModel {
    var root: String
    var count: Int
    var docs: [DocLink]

    static let fields = TemplateFields<Self>([
        .text("root", "The way up from the page to the site root (\"\": the index is at the root).") { $0.root },
        .number("count", "How many docs there are.") { $0.count },
        .list("docs", "Every doc, in reading order.") { $0.docs },
    ])
}

extension DocsIndexModel: PageKind {
    static let template = PageTemplate(name: "docs-index", data: [DocsIndexModel.self],
                                       summary: "The list of every doc (`docs.html`), written when there are more than 100.")

    static let section: NavigationEntry? = FolderPageModel.navigation

    static func render(_ renderer: Renderer) throws(BuildFailure) -> [OutputFile] {
        let site = renderer.site
        guard DocsIndex.isNeeded(docs: site.docs.count) else { return [] }
        let content = try site.render(DocsIndexModel(
            root: "", count: site.docs.count, docs: site.docs.map { DocLink(href: $0.outputPath, title: $0.title) }))
        return [try renderer.page(PageRequest(
            kind: Self.self, path: DocsIndex.path, title: "All \(site.docs.count) docs · \(site.config.title)",
            description: "Every page of the \(site.config.title) documentation, in reading order.",
            theme: site.defaultTheme, content: content,
            appearancePanel: try renderer.appearancePanel(selected: site.defaultTheme, root: "")))]
    }

    static func paths(_ site: RecordingSite) -> [String] {
        DocsIndex.isNeeded(docs: site.docs.count) ? [DocsIndex.path] : []
    }
}
