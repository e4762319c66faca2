import Basics
import ThemeTokens

/// What `themes.mustache` shows (`themes/index.html`): every theme with
/// links to its pinned pages and its contrast report.
struct ThemesIndexModel: TemplateModel {
    var count: Int
    var themes: [ThemeIndexEntry]

    static let fields = TemplateFields<Self>([
        .number("count", "How many themes there are.") { $0.count },
        .list("themes", "Every theme, in the site's order.") { $0.themes },
    ])

    /// `pinned`: the themes with pinned pages (all but a large design
    /// system's past `SystemThemeSet.pageLimit`).
    init(_ registry: ThemeRegistry, pinned: Set<ThemeID>) {
        count = registry.themes.count
        themes = registry.themes.map { theme in
            let isPinned = pinned.contains(theme.id)
            func link(_ page: String) -> String { PagePaths.relative(from: ThemesIndex.path, to: page) }
            return ThemeIndexEntry(id: theme.id.rawValue, name: theme.displayName,
                                   lightAccent: theme.light[.accent].opaque.css, darkAccent: theme.dark[.accent].opaque.css,
                                   lightHref: isPinned ? link(PagePaths.pinned(theme.id, .light)) : nil,
                                   darkHref: isPinned ? link(PagePaths.pinned(theme.id, .dark)) : nil,
                                   contrastHref: link(ContrastPage.path(theme.id)))
        }
    }
}

/// A theme of the themes index.
struct ThemeIndexEntry: TemplateData {
    var id: String
    var name: String
    var lightAccent: String
    var darkAccent: String
    var lightHref: String?
    var darkHref: String?
    var contrastHref: String

    static let fields = TemplateFields<Self>([
        .text("id", "The theme's id.") { $0.id },
        .text("name", "The theme's name.") { $0.name },
        .text("lightAccent", "Its accent color in light mode, opaque, for its swatch.") { $0.lightAccent },
        .text("darkAccent", "Its accent color in dark mode, opaque, for its swatch.") { $0.darkAccent },
        .optionalText("lightHref", "The link to its pinned light page; false for a design system's combination past the first 64, which has none.") { $0.lightHref },
        .optionalText("darkHref", "The link to its pinned dark page; false as for `lightHref`.") { $0.darkHref },
        .text("contrastHref", "The link to its contrast report page.") { $0.contrastHref },
    ])
}

extension ThemesIndexModel: PageKind {
    static let template = PageTemplate(name: "themes", data: [ThemesIndexModel.self],
                                       summary: "The list of every theme (`themes/index.html`), written when there are more than 24.")

    static func render(_ renderer: Renderer) throws(BuildFailure) -> [OutputFile] {
        let site = renderer.site
        guard ThemesIndex.isNeeded(site.registry) else { return [] }
        let content = try site.render(ThemesIndexModel(site.registry, pinned: Set(site.pinnedThemes.map(\.id))))
        return [try renderer.page(PageRequest(
            kind: Self.self, path: ThemesIndex.path, title: "All \(site.registry.themes.count) themes · \(site.config.title)",
            description: "Every theme of \(site.config.title), pinned in light and dark mode.",
            theme: site.registry.defaultTheme, content: content,
            appearancePanel: try renderer.appearancePanel(selected: site.registry.defaultTheme, root: PagePaths.root(of: ThemesIndex.path))))]
    }

    static func paths(_ site: RecordingSite) -> [String] {
        ThemesIndex.isNeeded(site.registry) ? [ThemesIndex.path] : []
    }
}
