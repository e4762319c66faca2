import Basics
extension NotFoundPage {
    /// What `not-found.mustache` shows (`404.html`).
    struct Model: TemplateModel {
        var root: String
        var docs: [DocLink]
        var page: HTMLBytes?
        var strings = ChromeStrings.english

        static let fields = TemplateFields<Self>([
            .text("root", "The site root: the base URL when it is known (hosts serve the page at any depth), else \"\".") { $0.root },
            .list("docs", "The first docs, to start from.") { $0.docs },
            .optionalHTML("page", "The docs' own 404 page (`404.md` at the top of the docs, as Starlight, mdBook, Jekyll and MarkBind read it), as HTML: its hero or title, then its text, its links leading from the site's root; shown instead of the built-in text and links.") { $0.page },
            .object("strings", "The words of the page in the site's language (`{{strings.pageNotFound}}`), always there: see `ChromeStrings`.") { $0.strings },
        ])

        /// As templates' warnings and the template data reference name it.
        static let dataName = "NotFoundModel"
        static var template: PageTemplate { NotFoundPage.template }
    }
}

/// A page kind: the page hosts show for a missing address (`404.html`). Its
/// data is `Model`.
enum NotFoundPage: PageKind {
    static let template = PageTemplate(name: "not-found", data: [NotFoundPage.Model.self],
                                       summary: "The page hosts show for a missing address (`404.html`).")

    static let path = "404.html"

    static func render(_ renderer: Renderer) throws(BuildFailure) -> [OutputFile] {
        let site = renderer.site
        // Hosts serve 404.html for a missing URL at any depth: links are
        // absolute when the base URL is known.
        let root = site.config.baseURL ?? ""
        let strings = renderer.strings(nil)
        let own = site.notFoundDoc
        let content = try site.render(NotFoundPage.Model(
            root: root, docs: site.docs.prefix(12).map { DocLink(href: root + $0.outputPath, title: $0.title) },
            page: own.map { HTMLBytes(NotFoundDoc.body(of: $0, root: root)) },
            strings: strings))
        return [try renderer.page(PageRequest(
            kind: Self.self, path: path, title: "\(own?.title ?? strings[.pageNotFound]) · \(site.config.title)",
            description: own?.description ?? strings[.pageNotFoundText],
            theme: site.defaultTheme, content: content, root: root))]
    }

    /// Not in the sitemap.
    static func paths(_ site: RecordingSite) -> [String] { [] }
}
