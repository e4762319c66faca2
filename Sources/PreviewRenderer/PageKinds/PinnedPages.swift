import Basics
import ThemeTokens
import Theming

/// Every theme pinned in light and in dark (`themes/<id>/<scheme>.html`):
/// the gallery, fixed to one combination, that works without JavaScript.
enum PinnedPages: PageKind {
    static let template = GalleryPage.template

    static let layoutName = "pinned"

    static func render(_ renderer: Renderer) throws(BuildFailure) -> [OutputFile] {
        let themes = renderer.site.pinnedThemes
        return try concurrentMap(themes.count) { index throws(BuildFailure) in
            try ColorScheme.allCases.map { scheme throws(BuildFailure) in try page(themes[index], scheme, renderer) }
        }.flatMap { $0 }
    }

    static func page(_ theme: Theme, _ scheme: ColorScheme, _ renderer: Renderer) throws(BuildFailure) -> OutputFile {
        let site = renderer.site
        let path = PagePaths.pinned(theme.id, scheme)
        let root = PagePaths.root(of: path)
        let controls = AppearanceControlsModel.pinned(
            registry: ThemeRegistry(themes: site.pinnedThemes), indexed: site.registry, theme: theme, scheme: scheme, system: site.themeSystem,
            href: { other, otherScheme in PagePaths.relative(from: path, to: PagePaths.pinned(other.id, otherScheme)) },
            allThemesHref: PagePaths.relative(from: path, to: ThemesIndexPage.path), idPrefix: "app-")
        let label = "\(theme.displayName) · \(scheme == .light ? "Light" : "Dark")"
        let content = try site.render(GalleryPage.Model(
            theme: theme, scheme: scheme, root: root, heading: "\(site.config.title): \(label)",
            intro: site.config.description, pinnedLabel: label, controls: controls, shared: renderer.galleryShared))
        return try renderer.page(PageRequest(
            kind: Self.self, path: path, title: "\(label) · \(site.config.title)",
            description: "The \(theme.displayName) theme in \(scheme.rawValue) mode.", theme: theme, content: content,
            pin: .theme(theme, scheme: scheme), themeCSS: ThemeStylesheet.fixed(renderer.declarations(theme), scheme)))
    }

    static func paths(_ site: RecordingSite) -> [String] {
        site.pinnedThemes.flatMap { theme in ColorScheme.allCases.map { PagePaths.pinned(theme.id, $0) } }
    }
}
