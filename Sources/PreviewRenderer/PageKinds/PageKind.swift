import Basics
/// A kind of page a site has: the template it renders, the data that
/// template gets, and the pages it makes of a site.
///
/// Adding a page kind takes three files: its template in `Templates/`, a
/// file with its model and this conformance, and its case in
/// `SiteWidePart` (`SitePart.swift`). `serve` needs nothing more: the part
/// records what it reads when it renders (`PartReads`); the sitemap, the
/// template data reference and the check of the names templates use
/// follow from `template` and `paths`, and the navigation bar from
/// `navigation`.
protocol PageKind: PageIdentity {
    /// The template, the data it gets and what it renders.
    static var template: PageTemplate { get }

    /// The pages of this kind (none when the site needs none).
    static func render(_ renderer: Renderer) throws(BuildFailure) -> [OutputFile]

    /// The paths of the pages to list in the sitemap.
    static func paths(_ site: RecordingSite) -> [String]

    /// The navigation bar's entry that links to this kind's page; nil when
    /// the bar has none for it.
    static var navigation: NavigationEntry? { get }
}

extension PageKind {
    static var layoutName: String { template.name }
    static var navigation: NavigationEntry? { nil }
    static var section: NavigationEntry? { navigation }
}

extension NavigationEntry {
    /// The navigation bar: each page kind's entry, left to right.
    static let bar: [NavigationEntry] = SiteWidePart.allCases.compactMap { $0.pageKind?.navigation }
        .sorted { $0.position < $1.position }

    /// The bar's links from a page whose way up to the site root is
    /// `root`, `current`'s marked; the docs' entry only when `hasDocs`,
    /// the token pages' only when `hasDesignSystem`; labelled in `strings`.
    static func links(root: String, current: NavigationEntry?, hasDocs: Bool, hasDesignSystem: Bool = false,
                      strings: ChromeStrings) -> [NavLink] {
        bar.filter { (!$0.onlyWithDocs || hasDocs) && (!$0.onlyWithDesignSystem || hasDesignSystem) }.map { entry in
            NavLink(href: root + entry.path, label: strings[entry.label], current: entry == current)
        }
    }
}

extension PageTemplate {
    /// Every built-in template that gets data: each page kind's, the doc
    /// page's, and those that many pages share (the layout around every
    /// page, the Appearance controls, a thread row). A template two page
    /// kinds render is listed once, with both kinds' data.
    static var all: [PageTemplate] {
        var entries = [LayoutModel.template, DocPageModel.template, AppearanceControlsModel.template, ThreadRow.template,
                       DocsTreeItem.template, docsSidebar, docsBreadcrumbs,
                       versionSwitcher, versionBanner, languageMenu]
        for kind in SiteWidePart.allCases.compactMap(\.pageKind) {
            let template = kind.template
            if let index = entries.firstIndex(where: { $0.name == template.name }) {
                let known = Set(entries[index].data.map(ObjectIdentifier.init))
                entries[index] = PageTemplate(name: template.name,
                                              data: entries[index].data + template.data.filter { !known.contains(ObjectIdentifier($0)) },
                                              summary: entries[index].summary)
            } else {
                entries.append(template)
            }
        }
        return entries
    }

    /// The docs sidebar, which doc pages and folder pages include.
    static let docsSidebar = PageTemplate(name: "docs-sidebar", data: [DocPageModel.self, FolderPage.Model.self],
                                          summary: "The docs sidebar (a partial of `doc` and `docs-folder`): the link to the docs home and the tree; on narrow screens the drawer (`#docs-nav`, a popover) the header's Menu button opens, with the site links and a Close button.")
    /// The header's version switcher, on a versioned site.
    static let versionSwitcher = PageTemplate(name: "version-switcher", data: [LayoutModel.self],
                                              summary: "The header's version switcher on a versioned site (a partial of `layout`).")
    /// The header's language menu, on a doc page of a site with translations.
    static let languageMenu = PageTemplate(name: "language-menu", data: [LayoutModel.self],
                                           summary: "The header's language menu on a doc page of a site with translations (a partial of `layout`): the same page in each language, or that language's docs home.")
    /// An older version's notice of the newest.
    static let versionBanner = PageTemplate(name: "version-banner", data: [LayoutModel.self],
                                            summary: "An older version's banner linking the same page in the newest (a partial of `layout`).")
    /// The breadcrumbs above a doc's or folder's title.
    static let docsBreadcrumbs = PageTemplate(name: "docs-breadcrumbs", data: [DocPageModel.self, FolderPage.Model.self],
                                              summary: "The breadcrumbs above a page's title (a partial of `doc` and `docs-folder`).")
}
