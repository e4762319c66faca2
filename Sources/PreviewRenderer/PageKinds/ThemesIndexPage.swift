import Basics
import ThemeTokens

extension ThemesIndexPage {
    /// What `themes.mustache` shows (`themes/index.html`): every theme with
    /// links to its pinned pages and its contrast report.
    struct Model: TemplateModel {
        var count: Int
        var themes: [ThemeIndexEntry]
        var strings = ChromeStrings.english

        static let fields = TemplateFields<Self>([
            .number("count", "How many themes there are.") { $0.count },
            .text("heading", "The page's heading, `strings.allThemes` with `count` (`All 30 themes`).") {
                $0.strings.text(.allThemes, ["count": String($0.count)])
            },
            .object("strings", "The words of the page in the site's language (`{{strings.allThemesIntro}}`), always there: see `ChromeStrings`.") { $0.strings },
            .list("themes", "Every theme, in the site's order.") { $0.themes },
        ])

        /// `pinned`: the themes with pinned pages (all but a large design
        /// system's past `SystemThemeSet.pageLimit`).
        init(_ registry: ThemeRegistry, pinned: Set<ThemeID>) {
            count = registry.themes.count
            themes = registry.themes.map { theme in
                let isPinned = pinned.contains(theme.id)
                func link(_ page: String) -> String { PagePaths.relative(from: ThemesIndexPage.path, to: page) }
                return ThemeIndexEntry(id: theme.id.rawValue, name: theme.displayName,
                                       lightAccent: theme.light[.accent].opaque.css, darkAccent: theme.dark[.accent].opaque.css,
                                       lightHref: isPinned ? link(PagePaths.pinned(theme.id, .light)) : nil,
                                       darkHref: isPinned ? link(PagePaths.pinned(theme.id, .dark)) : nil,
                                       contrastHref: link(ContrastPage.path(theme.id)))
            }
        }

        /// As templates' warnings and the template data reference name it.
        static let dataName = "ThemesIndexModel"
        static var template: PageTemplate { ThemesIndexPage.template }
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

/// A page kind: the list of every theme (`themes/index.html`), written when
/// there are more than 24. Its data is `Model`.
enum ThemesIndexPage: PageKind {
    static let template = PageTemplate(name: "themes", data: [ThemesIndexPage.Model.self],
                                       summary: "The list of every theme (`themes/index.html`), written when there are more than 24.")

    static func render(_ renderer: Renderer) throws(BuildFailure) -> [OutputFile] {
        let site = renderer.site
        guard ThemesIndexPage.isNeeded(site.registry) else { return [] }
        var model = ThemesIndexPage.Model(site.registry, pinned: Set(site.pinnedThemes.map(\.id)))
        model.strings = renderer.strings(nil)
        let content = try site.render(model)
        return [try renderer.page(PageRequest(
            kind: Self.self, path: ThemesIndexPage.path,
            title: model.strings.text(.allThemes, ["count": String(model.count)]) + " · \(site.config.title)",
            description: "Every theme of \(site.config.title), pinned in light and dark mode.",
            theme: site.registry.defaultTheme, content: content,
            appearancePanel: try renderer.appearancePanel(selected: site.registry.defaultTheme, root: PagePaths.root(of: ThemesIndexPage.path))))]
    }

    static func paths(_ site: RecordingSite) -> [String] {
        ThemesIndexPage.isNeeded(site.registry) ? [ThemesIndexPage.path] : []
    }
}

/// `themes/index.html`: every theme with links to its pinned pages, for
/// sites with more themes than a picker can show.
extension ThemesIndexPage {
    /// Up to this many themes every pinned page links to every other one.
    static let pickerWindow = 24
    static let path = "themes/index.html"

    static func isNeeded(_ registry: ThemeRegistry) -> Bool {
        registry.themes.count > pickerWindow
    }
}
