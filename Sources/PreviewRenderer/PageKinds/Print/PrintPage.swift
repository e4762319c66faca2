import Basics

extension PrintPage {
    /// What `print.mustache` shows (`docs/print.html`).
    struct Model: TemplateModel {
        var root: String
        var title: String
        var docs: [PrintedDoc]
        var strings = ChromeStrings.english

        static let fields = TemplateFields<Self>([
            .text("root", "The way up from the page to the site root (\"../\": the page is in `docs/`).") { $0.root },
            .text("title", "The site's title.") { $0.title },
            .list("docs", "Every doc that is not a draft, in the sidebar's order (an mdBook's `SUMMARY.md` order where there is one).") { $0.docs },
            .object("strings", "The words of the page in the site's language, always there: see `ChromeStrings`.") { $0.strings },
        ])

        /// As templates' warnings and the template data reference name it.
        static let dataName = "PrintModel"
        static var template: PageTemplate { PrintPage.template }
    }
}

/// One doc on the print page.
struct PrintedDoc: TemplateData {
    /// `doc-<id>`: the doc's anchor on the page.
    var anchor: String
    var body: HTMLBytes

    static let fields = TemplateFields<Self>([
        .text("anchor", "The doc's anchor on the page (`doc-getting-started`); its headings' are `doc-getting-started--<heading id>`.") { $0.anchor },
        .html("body", "The doc's text as its page shows it, with its ids prefixed by the anchor and its links to other docs made links within the page.") { $0.body },
    ])
}

/// A page kind: every doc on one page, to print or to make a PDF of
/// (`docs/print.html`, written when the site has docs and asks for it:
/// `print: true` or `pdf: true` in its config, or `theme-preview pdf`). Each doc starts
/// a printed page; its heading ids are prefixed per doc
/// (`PrintLinks`) and its links to other docs lead within the page.
/// Drafts are never on it, even in a build with `--drafts`. Its data is
/// `Model`.
enum PrintPage: PageKind {
    static let template = PageTemplate(name: "print", data: [PrintPage.Model.self],
                                       summary: "Every doc on one page, to print or to make a PDF of (`docs/print.html`).")

    static let section: NavigationEntry? = FolderPage.navigation

    /// `docs/print.html`.
    static let path = PrintFiles.page

    static func render(_ renderer: Renderer) throws(BuildFailure) -> [OutputFile] {
        let site = renderer.site
        guard site.config.writesPrintPage else { return [] }
        let docs = printed(site)
        guard !docs.isEmpty, !site.docs.contains(where: { $0.outputPath == path }) else { return [] }
        let anchors = PrintLinks.anchors(docs.map(\.outputPath))
        var anchorOfPage: [String: String] = [:]
        for (doc, anchor) in zip(docs, anchors) { anchorOfPage[doc.outputPath] = anchor }
        let bodies = docs.enumerated().map { index, doc -> PrintedDoc in
            // A heading made from the title when the doc has none, as its page has.
            let title = doc.rendered.firstHeading == nil && !doc.display.hidesTitle
                ? Array("<h1>\(HTMLEscape.text(doc.title))</h1>\n".utf8) : []
            let body = PrintLinks.rewrite(doc.rendered.htmlBytes, page: doc.outputPath, anchor: anchors[index],
                                          printPath: path, anchorOfPage: anchorOfPage)
            return PrintedDoc(anchor: anchors[index], body: HTMLBytes(title + body))
        }
        let strings = renderer.strings(nil)
        let root = PagePaths.root(of: path)
        let content = try site.render(PrintPage.Model(root: root, title: site.config.title, docs: bodies, strings: strings))
        return [try renderer.page(PageRequest(
            kind: Self.self, path: path, title: site.config.title,
            description: "Every page of the \(site.config.title) documentation on one page, to print.",
            theme: site.defaultTheme, content: content,
            // The reader's theme, always in its light scheme.
            appearancePanel: try renderer.appearancePanel(selected: site.defaultTheme, root: root, pinnedScheme: .light),
            pin: Pin(theme: nil, scheme: .light),
            hasMath: docs.contains { $0.rendered.hasMath } && site.resolved.katex != nil))]
    }

    /// The docs on the page: not drafts, not a translation's pages (the
    /// site's own language only), in navigation order.
    static func printed(_ site: RecordingSite) -> [Doc] {
        let locales = site.locales
        return site.docsWithContent.filter { doc in
            !doc.isDraft && doc.fallback == nil
                && (locales.map { $0.locale(of: doc.sourcePath).folder == $0.defaultLocale.folder } ?? true)
        }
    }

    /// Not in the sitemap: every page of it is a doc's page already.
    static func paths(_ site: RecordingSite) -> [String] { [] }
}
