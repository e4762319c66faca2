import Basics
/// One part of a site that renders on its own: the one list of what a build
/// writes. A full build renders every part; `serve` re-renders the parts
/// whose recorded reads (`PartReads`) a change touches.
public enum SitePart: Hashable, Sendable {
    /// A part every site has once (it may write no file: the themes index
    /// of a site with few themes).
    case siteWide(SiteWidePart)
    /// One doc's page, by path under `docs/`.
    case doc(String)
    /// One page of the design system's tokens, by output path
    /// (`tokens/index.html`, `tokens/color.html`): a token's edit renders
    /// its group's page, not all of them (`ResolvedInput.tokenPage`).
    case tokenPage(String)

    /// Every part of `site`. The token pages' kind (`SiteWidePart.tokenPages`)
    /// is a part per page here.
    static func all(_ site: ResolvedSite) -> [SitePart] {
        SiteWidePart.allCases.filter { $0 != .tokenPages }.map(SitePart.siteWide) + site.docs.map { .doc($0.sourcePath) }
            + TokenPage.pagePaths(site).map(SitePart.tokenPage)
    }
}

/// The parts besides the docs' pages. `Renderer.render` takes them in
/// this order after the docs' pages and the search index, the longest
/// parts, on whichever core is free; a part spreads its own pages over the
/// cores. A new page kind is a case here and its line in `pageKind` (see
/// `PageKind`).
public enum SiteWidePart: CaseIterable, Hashable, Sendable {
    case contrast, systemContrast, pinned, searchIndex, tokensJSON, tokensCSS, assets, sitemap, gallery, matrix, lab, notFound, themesIndex,
         docsIndex, redirects, folderPages, printPage
    /// Every doc's Markdown twin, `llms.txt` and `llms-full.txt` (`MarkdownTwins`).
    case markdownTwins
    /// The whole docs tree the pages of a large site share (`SharedNavigation`).
    case docsNavigation
    /// The token pages' kind; its pages are parts of their own
    /// (`SitePart.tokenPage`), which `SitePart.all` lists in its place.
    case tokenPages

    /// The kind of page the part renders; nil for the files that are not
    /// pages (`Renderer.render(_:)` writes those).
    var pageKind: (any PageKind.Type)? {
        switch self {
        case .contrast: ContrastPage.self
        case .systemContrast: ContrastSystemPage.self
        case .pinned: PinnedPages.self
        case .gallery: GalleryPage.self
        case .matrix: MatrixPage.self
        case .lab: LabPage.self
        case .notFound: NotFoundPage.self
        case .themesIndex: ThemesIndexPage.self
        case .docsIndex: DocsIndexPage.self
        case .redirects: RedirectPage.self
        case .folderPages: FolderPage.self
        case .printPage: PrintPage.self
        case .tokenPages: TokenPage.self
        case .searchIndex, .tokensJSON, .tokensCSS, .assets, .sitemap, .markdownTwins, .docsNavigation: nil
        }
    }
}

/// The files one part rendered and, when recorded, what it read.
struct RenderedPart: Sendable {
    var part: SitePart
    var files: [OutputFile]
    var reads: PartReads?
}
