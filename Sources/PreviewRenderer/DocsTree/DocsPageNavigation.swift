/// The docs sidebar and breadcrumbs as one page sees them. A doc's page and
/// a folder's generated page both show them, through the same fields.
struct DocsPageNavigation: Sendable {
    var tree: SharedSlice
    var window: DocsWindow?
    var homeHref: String
    var homeCurrent: Bool
    var breadcrumbs: [DocLink]
    /// The header's site links, which the drawer shows on narrow screens.
    var siteNav: [NavLink]
    /// Where the whole tree is, when the page lists a window of it.
    var shared: SharedNavigation?

    /// The fields of a page model that holds one (`navigation` reads it),
    /// under the names templates use.
    static func fields<Model>(_ navigation: @escaping @Sendable (Model) -> DocsPageNavigation) -> [TemplateField<Model>] {
        [
            .shared("docsTree", "The sidebar's tree: the docs and folders at the top of `docs/`, each folder with its own (`children`); the folders above the page are `open` and the page is `current`.",
                    of: DocsTreeItem.self) { navigation($0).tree },
            .object("docsWindow", "With more than 100 items at the top of `docs/`, which of them the sidebar lists (the 10 around the page, all it shows without JavaScript); false when it lists them all.") {
                navigation($0).window
            },
            .object("sharedNav", "With more than 100 docs, where the script finds the whole tree that replaces the page's window of it (`assets/docs-nav.js`); false when the page lists the whole tree.") {
                navigation($0).shared
            },
            .text("homeHref", "The link to the docs home (`docs/index.html`).") { navigation($0).homeHref },
            .flag("homeCurrent", "Whether the page is the docs home.") { navigation($0).homeCurrent },
            .list("breadcrumbs", "The way from the docs home down to the page, each folder's page and the page itself last (`current`); empty on the docs home.") {
                navigation($0).breadcrumbs
            },
            .flag("hasBreadcrumbs", "Whether there are breadcrumbs (every page but the docs home).") { !navigation($0).breadcrumbs.isEmpty },
            .list("siteNav", "The header's site links (Gallery, Matrix, Contrast, Docs), for the sidebar to show when it is the drawer on narrow screens, where the header leaves them out.") {
                navigation($0).siteNav
            },
        ]
    }
}

extension DocsSidebar {
    /// The navigation of `page` (a doc's index), or of a folder's page
    /// (nil), the docs home when `isHome`.
    func navigation(page: Int?, isHome: Bool) -> DocsPageNavigation {
        let (items, window) = items(page: page)
        return DocsPageNavigation(tree: items, window: window, homeHref: homeHref, homeCurrent: isHome,
                                  breadcrumbs: breadcrumbs(page: page),
                                  siteNav: NavigationEntry.links(root: PagePaths.root(of: from), current: FolderPage.navigation,
                                                                 hasDocs: true, hasDesignSystem: hasDesignSystem, strings: strings),
                                  shared: sharedNavigation(page: page.map { docs[$0].outputPath } ?? tree.pagePath(folder, docs: docs)))
    }
}
