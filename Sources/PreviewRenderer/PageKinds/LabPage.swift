import Basics
import ThemeTokens
import Theming
import TokenExport

extension LabPage {
    /// What `lab.mustache` shows (`lab.html`): the theme lab, where a theme's
    /// colors are edited in the browser and the app's screens and the contrast
    /// audit follow. The screens are the gallery's (`gallery-screens`).
    struct Model: TemplateModel {
        var root: String
        var themes: [LabTheme]
        var gallery: GalleryPage.Model
        var compare: [LabCompareCell]

        static let fields = TemplateFields<Self>([
            .text("root", "The way up from the page to the site root (\"\": the lab is at the root).") { $0.root },
            .list("themes", "The themes the lab can edit, in the picker's order.") { $0.themes },
            .list("compare", "The side-by-side panels: the original theme, then the edited one.") { $0.compare },
            .object("gallery", "The gallery's data for the screens the lab repaints (`{{#gallery}}{{> gallery-screens}}{{/gallery}}`).") { $0.gallery },
        ])

        /// As templates' warnings and the template data reference name it.
        static let dataName = "LabModel"
        static var template: PageTemplate { LabPage.template }
    }
}

/// A side-by-side panel: a few components in the original or the edited
/// theme, each scoped to its own stylesheet.
struct LabCompareCell: TemplateData {
    var scopeClass: String
    var label: String
    var sampleThreads: [ThreadRow]

    static let fields = TemplateFields<Self>([
        .text("scopeClass", "The class the panel's stylesheet is scoped to (`tp-lab-original`, `tp-lab-edited`).") { $0.scopeClass },
        .text("label", "The panel's heading (\"Original\", \"Edited\").") { $0.label },
        .list("sampleThreads", "The sample threads the panel shows (the `thread-row` partial).") { $0.sampleThreads },
    ])
}

/// A theme in the lab's picker.
struct LabTheme: TemplateData {
    var id: String
    var name: String
    var selected: Bool

    static let fields = TemplateFields<Self>([
        .text("id", "The theme's id (`forest`).") { $0.id },
        .text("name", "The theme's name.") { $0.name },
        .flag("selected", "Whether the lab opens on it (the site's default theme).") { $0.selected },
    ])
}

/// A page kind: the theme lab (`lab.html`): edit a theme's colors and watch
/// the screens and the contrast audit follow. Its data is `Model`.
enum LabPage: PageKind {
    static let template = PageTemplate(name: "lab", data: [LabPage.Model.self],
                                       summary: "The theme lab (`lab.html`): edit a theme's colors and watch the screens and the contrast audit follow.")

    static let path = "lab.html"
    /// The site's themes in the engine's form (`ThemeLabData`), which only the lab loads.
    static let dataPath = FixedFile.labData.path
    static let navigation: NavigationEntry? = NavigationEntry(label: .navLab, path: path, position: 4)
    /// The site stylesheet and script without what only other pages use (`LabCopy`).
    static let stylesheet = FixedFile.labStylesheet
    static let script = FixedFile.labPageScript

    static func render(_ renderer: Renderer) throws(BuildFailure) -> [OutputFile] {
        let site = renderer.site
        let theme = site.registry.defaultTheme
        let controls = AppearanceControlsModel.live(registry: site.registry, selected: theme, inApp: true, idPrefix: "lab-",
                                                    allThemesHref: ThemesIndexPage.path, windowed: false, system: site.themeSystem)
        let gallery = GalleryPage.Model(theme: theme, scheme: .light, root: "", heading: site.config.title, intro: site.config.description,
                                   pinnedLabel: nil, controls: controls, shared: renderer.galleryShared)
        let themes = site.registry.themes.map { LabTheme(id: $0.id.rawValue, name: $0.displayName, selected: $0.id == theme.id) }
        let threads = ThreadRow.samples(avatarCount: theme.light.avatarPalette.count, limit: 2)
        let compare = [LabCompareCell(scopeClass: "tp-lab-original", label: "Original", sampleThreads: threads),
                       LabCompareCell(scopeClass: "tp-lab-edited", label: "Edited", sampleThreads: threads)]
        let content = try site.render(LabPage.Model(root: "", themes: themes, gallery: gallery, compare: compare))
        let json = ThemeLabData.json(site.registry, origins: site.themeOrigins)
        let data = renderer.finished(OutputFile(path: dataPath, text: "window.ThemePreviewLabData = " + json + ";\n"))
        // A DTCG download is `export --format dtcg` of the one theme, with the lab's colors;
        // the documents are loaded when one is asked for.
        let documents = ThemeLabData.dtcgDocuments(site.registry) { theme in
            DTCGExport.compactBundle(registry: ThemeRegistry(themes: [theme]), generator: renderer.generator)
        }
        let dtcg = renderer.finished(OutputFile(path: FixedFile.labDTCG.path, text: "window.ThemePreviewLabDTCG = " + documents + ";\n"))
        return [try renderer.page(PageRequest(kind: Self.self, path: path, title: "Theme lab · \(site.config.title)",
                                              description: "Change a theme's colors and watch every component and the contrast audit follow.",
                                              theme: theme, content: content)), data, dtcg]
    }

    static func paths(_ site: RecordingSite) -> [String] { [path] }
}
