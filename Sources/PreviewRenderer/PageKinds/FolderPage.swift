import Basics
extension FolderPage {
    /// What `docs-folder.mustache` shows: the page of a folder under `docs/`
    /// that has no `index.md`, `_index.md` or `README.md` (and of `docs/`
    /// itself, the docs home): a list of its docs and folders.
    struct Model: TemplateModel {
        var root: String
        var title: String
        /// What a Docusaurus category file says of the folder
        /// (`link: {type: generated-index, description}`).
        var description: String?
        var navigation: DocsPageNavigation
        var entries: [FolderEntry]
        var strings = ChromeStrings.english

        static let fields = TemplateFields<Self>([
            .text("root", "The way up from the page to the site root (\"../\", \"../../\"), for links.") { $0.root },
            .text("title", "The folder's title: its name made readable (\"Getting started\"); \"Docs\" for the docs home.") { $0.title },
            .optionalText("description", "The folder's description, when its Docusaurus category file gives one (`link.description` of a generated index); false otherwise.") { $0.description },
        ] + DocsPageNavigation.fields { $0.navigation } + [
            .list("entries", "The folder's docs and folders, in order.") { $0.entries },
            .flag("hasEntries", "Whether the folder lists anything.") { !$0.entries.isEmpty },
            .object("strings", "The words of the page chrome in the page's language (`{{strings.documentation}}`), always there: see `ChromeStrings`.") { $0.strings },
        ])

        /// As templates' warnings and the template data reference name it.
        static let dataName = "FolderPageModel"
        static var template: PageTemplate { FolderPage.template }
    }
}

/// A doc or a folder on a folder's generated page.
struct FolderEntry: TemplateData {
    var href: String
    var title: String
    var isFolder: Bool

    static let fields = TemplateFields<Self>([
        .text("href", "The link to the doc's page, or to the folder's page.") { $0.href },
        .text("title", "The doc's title, or the folder's.") { $0.title },
        .flag("isFolder", "Whether it is a folder.") { $0.isFolder },
    ])
}

/// A page kind: the page of a folder under `docs/` without an index page
/// (`docs/<folder>/index.html`; `docs/index.html`, the docs home, when
/// `docs/` has none): its docs and folders. Its data is `Model`.
enum FolderPage: PageKind {
    static let template = PageTemplate(name: "docs-folder", data: [FolderPage.Model.self],
                                       summary: "The page of a folder under `docs/` without an index page (`docs/<folder>/index.html`; `docs/index.html`, the docs home, when `docs/` has none): its docs and folders.")

    /// The docs' entry links to the docs home: this kind's top folder page,
    /// or the doc that replaces it (`index.md`).
    static let navigation: NavigationEntry? = NavigationEntry(label: .navDocs, path: DocsTree.pagePath(folder: ""), position: 5,
                                                              onlyWithDocs: true)
    static let hasDocsSidebar = true

    static func render(_ renderer: Renderer) throws(BuildFailure) -> [OutputFile] {
        let site = renderer.site
        let docs = site.docs
        guard !docs.isEmpty else { return [] }
        let tree = site.tree
        let theme = site.defaultTheme
        // The Appearance panel depends on the way up to the root and the words' language.
        struct PanelKey: Hashable { var root: String; var language: LanguageTag }
        var panels: [PanelKey: HTMLBytes] = [:]
        var files: [OutputFile] = []
        for folder in tree.generatedFolders {
            let language = site.language(ofDoc: tree.folders[folder].path + "/")
            let strings = renderer.strings(language)
            let sidebar = DocsSidebar(tree: tree, docs: docs, folder: folder, hasDesignSystem: site.hasDesignSystem, strings: strings)
            let path = tree.folders[folder].pagePath
            let root = PagePaths.root(of: path)
            let title = tree.folders[folder].pageTitle ?? tree.folders[folder].title
            let description = tree.folders[folder].pageDescription
            let entries = tree.listedEntries(folder).compactMap { entry -> FolderEntry? in
                switch entry {
                case .doc(let index):
                    FolderEntry(href: sidebar.href(docs[index].outputPath), title: docs[index].title, isFolder: false)
                case .folder(let index) where tree.hasPage(index):
                    FolderEntry(href: sidebar.href(tree.pagePath(index, docs: docs)), title: tree.folders[index].title,
                                isFolder: true)
                case .link(let title, let url):
                    FolderEntry(href: url, title: title, isFolder: false)
                case .folder, .part, .unwritten: nil
                }
            }
            let content = try site.render(FolderPage.Model(
                root: root, title: title, description: description, navigation: sidebar.navigation(page: nil, isHome: folder == sidebar.chain[0]), entries: entries,
                strings: strings))
            let panelKey = PanelKey(root: root, language: language)
            if panels[panelKey] == nil {
                panels[panelKey] = try renderer.appearancePanel(selected: theme, root: root, language: language)
            }
            files.append(try renderer.page(PageRequest(
                kind: Self.self, path: path, title: "\(title) · \(site.config.title)",
                description: description ?? (folder == 0
                    ? strings.text(.docsDescription, ["site": site.config.title])
                    : strings.text(.folderDescription, ["folder": title, "site": site.config.title])),
                theme: theme, content: content, appearancePanel: panels[panelKey],
                language: language)))
        }
        return files
    }

    static func paths(_ site: RecordingSite) -> [String] {
        site.docs.isEmpty ? [] : site.tree.generatedFolders.map { site.tree.folders[$0].pagePath }
    }
}
