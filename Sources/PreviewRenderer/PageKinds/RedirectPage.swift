import Basics
extension RedirectPage {
    /// What `redirect.mustache` shows: a page at an old address of a doc
    /// (front matter `aliases`) that sends the reader on to the doc's page.
    struct Model: TemplateModel {
        var title: String
        var target: String
        var canonical: String

        static let fields = TemplateFields<Self>([
            .text("title", "The title of the doc the page moved to.") { $0.title },
            .text("target", "The link to the doc's page, relative to the redirect page.") { $0.target },
            .text("canonical", "The doc's page address: absolute when the site's base URL is known, else as `target`.") { $0.canonical },
        ])

        /// As templates' warnings and the template data reference name it.
        static let dataName = "RedirectModel"
        static var template: PageTemplate { RedirectPage.template }
    }
}

/// A page kind: a page at an old address of a doc (its front matter
/// `aliases`) that sends the reader on. Its data is `Model`.
enum RedirectPage: PageKind {
    static let template = PageTemplate(name: "redirect", data: [RedirectPage.Model.self],
                                       summary: "A page at an old address of a doc (its front matter `aliases`) that sends the reader on.")

    static func render(_ renderer: Renderer) throws(BuildFailure) -> [OutputFile] {
        let site = renderer.site
        var files: [OutputFile] = []
        for doc in site.docsWithContent {
            for path in doc.redirects {
                let target = PercentEncoding.path(PagePaths.relative(from: path, to: doc.outputPath))
                let canonical = site.config.baseURL.map { PublishFiles.absoluteURL(baseURL: $0, page: doc.outputPath) } ?? target
                files.append(renderer.finished(OutputFile(path: path, bytes: try site.render(RedirectPage.Model(
                    title: doc.title, target: target, canonical: canonical)).bytes)))
            }
        }
        return files
    }

    /// Not in the sitemap: the doc's own page is.
    static func paths(_ site: RecordingSite) -> [String] { [] }
}
