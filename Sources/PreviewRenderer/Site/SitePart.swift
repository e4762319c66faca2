/// One part of a site that renders on its own: the one list of what a build
/// writes. A full build renders every part; `serve` re-renders the parts
/// whose recorded reads (`SiteReads`) a change touches.
public enum SitePart: Hashable, Sendable {
    case contrast, pinned, searchIndex, tokensJSON, tokensCSS, assets, gallery, matrix, notFound, themesIndex, docsIndex
    /// One doc's page, by path under `docs/`.
    case doc(String)

    /// The parts besides the docs' pages, slowest first (each renders on a
    /// thread of its own, so none waits for a slower one).
    static let siteWide: [SitePart] = [
        .contrast, .pinned, .searchIndex, .tokensJSON, .tokensCSS, .assets, .gallery, .matrix, .notFound,
        .themesIndex, .docsIndex,
    ]

    /// Every part of `site`.
    static func all(_ site: ResolvedSite) -> [SitePart] {
        siteWide + site.docs.map { .doc($0.sourcePath) }
    }
}

/// The files one part rendered and, when recorded, what it read.
struct RenderedPart: Sendable {
    var part: SitePart
    var files: [OutputFile]
    var reads: SiteReads?
}
