import Basics
extension DocsIndexPage {
    /// What `docs-index.mustache` shows.
    struct Model: TemplateModel {
        var root: String
        var count: Int
        var docs: [DocLink]
        /// The words of the site's language.
        var strings: ChromeStrings = .english

        static let fields = TemplateFields<Self>([
            .text("root", "The way up from the page to the site root (\"\": the index is at the root).") { $0.root },
            .number("count", "How many docs there are.") { $0.count },
            .text("heading", "The page's heading, in the site's language (`strings.allDocs`).") { $0.strings.text(.allDocs, ["count": String($0.count)]) },
            .text("introBefore", "The introduction (`strings.allDocsIntro`) before the key that opens search.") { $0.strings.split(.allDocsIntro, at: "key").before },
            .text("introAfter", "The introduction after that key.") { $0.strings.split(.allDocsIntro, at: "key").after },
            .list("docs", "Every doc, in reading order.") { $0.docs },
        ])

        /// As templates' warnings and the template data reference name it.
        static let dataName = "DocsIndexModel"
        static var template: PageTemplate { DocsIndexPage.template }
    }
}

/// A page kind: the list of every doc (`docs.html`), written when there are
/// more than 100. Its data is `Model`.
enum DocsIndexPage: PageKind {
    static let template = PageTemplate(name: "docs-index", data: [DocsIndexPage.Model.self],
                                       summary: "The list of every doc (`docs.html`), written when there are more than 100.")

    static let section: NavigationEntry? = FolderPage.navigation

    static func render(_ renderer: Renderer) throws(BuildFailure) -> [OutputFile] {
        let site = renderer.site
        guard DocsIndexPage.isNeeded(docs: site.docs.count) else { return [] }
        let strings = renderer.strings(nil)
        let content = try site.render(DocsIndexPage.Model(
            root: "", count: site.docs.count, docs: site.docs.map { DocLink(href: $0.outputPath, title: $0.title) }, strings: strings))
        return [try renderer.page(PageRequest(
            kind: Self.self, path: DocsIndexPage.path,
            title: "\(strings.text(.allDocs, ["count": String(site.docs.count)])) · \(site.config.title)",
            description: "Every page of the \(site.config.title) documentation, in reading order.",
            theme: site.defaultTheme, content: content,
            appearancePanel: try renderer.appearancePanel(selected: site.defaultTheme, root: "")))]
    }

    static func paths(_ site: RecordingSite) -> [String] {
        DocsIndexPage.isNeeded(docs: site.docs.count) ? [DocsIndexPage.path] : []
    }
}

/// `docs.html`: every doc in reading order, for doc sets larger than the
/// sidebar lists in full (see `DocsNavigation`). It sits beside the gallery,
/// where no doc's page can be.
extension DocsIndexPage {
    static let path = "docs.html"

    static func isNeeded(docs: Int) -> Bool {
        DocsNavigation.isWindowed(count: docs)
    }
}
