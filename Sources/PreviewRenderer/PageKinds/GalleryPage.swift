import Basics
import ThemeTokens

extension GalleryPage {
    /// What `gallery.mustache` shows: the app's screens and every token, in one
    /// theme and scheme. The live gallery (`index.html`) and every pinned page
    /// (`themes/ID/SCHEME.html`) use it.
    struct Model: TemplateModel {
        var root: String
        var heading: String
        var intro: String
        var pinnedLabel: String?
        var controls: AppearanceControlsModel
        var simulations: SharedList
        var tabs: SharedList
        var threads: SharedList
        var bottomTabs: SharedList
        var message: SampleMessage
        var smartReplies: [String]
        var categoryChips: [CategoryChip]
        var settingsSections: SharedList
        var profileStates: SharedList
        var colorGroups: [ColorGroup]
        var avatars: SharedList
        var typeScale: SharedList
        var spacing: SharedList
        var radii: SharedList
        var shadows: SharedList

        static let fields = TemplateFields<Self>([
            .text("root", "The way up from the page to the site root (\"\" or \"../../\"), for links.") { $0.root },
            .text("heading", "The page's heading.") { $0.heading },
            .text("intro", "The paragraph under the heading (the site's description).") { $0.intro },
            .optionalText("pinnedLabel", "On a pinned page, its theme and scheme (\"Forest · Dark\"); false on the live gallery.") { $0.pinnedLabel },
            .object("controls", "The Appearance screen's controls (render them with `{{> appearance-controls}}`).") { $0.controls },
            .shared("simulations", "The color-vision deficiencies the page can simulate.", of: SimulationFilter.self) { $0.simulations },
            .shared("tabs", "The thread list's category tabs.", of: CategoryTab.self) { $0.tabs },
            .shared("threads", "The thread list's rows (the `thread-row` partial).", of: ThreadRow.self) { $0.threads },
            .shared("bottomTabs", "The app's bottom tabs.", of: BottomTab.self) { $0.bottomTabs },
            .object("message", "The message screen's message.") { $0.message },
            .texts("smartReplies", "The message screen's suggested replies.") { $0.smartReplies },
            .list("categoryChips", "Every mail category's chip and colors.") { $0.categoryChips },
            .shared("settingsSections", "The settings screen's groups.", of: SettingsSection.self) { $0.settingsSections },
            .shared("profileStates", "The profile form, in each of its states.", of: ProfileFormState.self) { $0.profileStates },
            .list("colorGroups", "The color tokens, by group, with their values.") { $0.colorGroups },
            .shared("avatars", "The avatar palette's colors.", of: AvatarSwatch.self) { $0.avatars },
            .shared("typeScale", "The type tokens.", of: TypeTokenRow.self) { $0.typeScale },
            .shared("spacing", "The spacing tokens.", of: SpacingTokenRow.self) { $0.spacing },
            .shared("radii", "The corner radius tokens.", of: RadiusTokenRow.self) { $0.radii },
            .shared("shadows", "The shadow tokens.", of: ShadowTokenRow.self) { $0.shadows },
        ])

        /// The parts of the gallery's data that do not depend on the theme, and
        /// those that depend only on what most themes share with the default
        /// theme (typography, spacing, shapes, how many avatar colors), made once
        /// per build: every pinned page holds the same lists, so their shape is
        /// walked once per template (`SharedList`), not once per page.
        struct Shared: Sendable {
            let simulations, tabs, bottomTabs, settingsSections, profileStates: SharedList
            let avatarCount: Int
            let threads, avatars: SharedList
            let typography: ThemeTypography
            let typeScale: SharedList
            let spacingValues: ThemeSpacing
            let spacing: SharedList
            let shapes: ThemeShapes
            let radii, shadows: SharedList

            init(_ theme: Theme) {
                simulations = SharedList(SimulationFilter.all())
                tabs = SharedList(CategoryTab.all())
                bottomTabs = SharedList(BottomTab.all())
                settingsSections = SharedList(SettingsSection.all())
                profileStates = SharedList(ProfileFormState.all())
                avatarCount = theme.light.avatarPalette.count
                threads = SharedList(ThreadRow.samples(avatarCount: avatarCount))
                avatars = SharedList(AvatarSwatch.all(count: avatarCount))
                typography = theme.typography
                typeScale = SharedList(TypeTokenRow.all(theme))
                spacingValues = theme.spacing
                spacing = SharedList(SpacingTokenRow.all(theme))
                shapes = theme.shapes
                radii = SharedList(RadiusTokenRow.all(theme))
                shadows = SharedList(ShadowTokenRow.all(theme))
            }
        }

        /// `theme`/`scheme` give the values printed beside the specimens (the
        /// live page updates them in the browser when the reader switches).
        /// `shared` supplies the lists that are the same for this theme; the
        /// others are the page's own.
        init(theme: Theme, scheme: ColorScheme, root: String, heading: String, intro: String,
             pinnedLabel: String?, controls: AppearanceControlsModel, shared: Shared? = nil) {
            let colors = theme.colors(for: scheme)
            let avatarCount = colors.avatarPalette.count
            let sameAvatars = shared.flatMap { $0.avatarCount == avatarCount ? $0 : nil }
            self.root = root
            self.heading = heading
            self.intro = intro
            self.pinnedLabel = pinnedLabel
            self.controls = controls
            simulations = shared?.simulations ?? SharedList(SimulationFilter.all())
            tabs = shared?.tabs ?? SharedList(CategoryTab.all())
            threads = sameAvatars?.threads ?? SharedList(ThreadRow.samples(avatarCount: avatarCount))
            bottomTabs = shared?.bottomTabs ?? SharedList(BottomTab.all())
            message = SampleMessage(avatarCount: avatarCount)
            smartReplies = SampleContent.smartReplies
            categoryChips = CategoryChip.all(colors)
            settingsSections = shared?.settingsSections ?? SharedList(SettingsSection.all())
            profileStates = shared?.profileStates ?? SharedList(ProfileFormState.all())
            colorGroups = ColorGroup.all(colors)
            avatars = sameAvatars?.avatars ?? SharedList(AvatarSwatch.all(count: avatarCount))
            typeScale = shared.flatMap { $0.typography == theme.typography ? $0.typeScale : nil }
                ?? SharedList(TypeTokenRow.all(theme))
            spacing = shared.flatMap { $0.spacingValues == theme.spacing ? $0.spacing : nil } ?? SharedList(SpacingTokenRow.all(theme))
            radii = shared.flatMap { $0.shapes.radii == theme.shapes.radii ? $0.radii : nil } ?? SharedList(RadiusTokenRow.all(theme))
            shadows = shared.flatMap { $0.shapes.lightShadows == theme.shapes.lightShadows ? $0.shadows : nil }
                ?? SharedList(ShadowTokenRow.all(theme))
        }

        /// As templates' warnings and the template data reference name it.
        static let dataName = "GalleryModel"
        static var template: PageTemplate { GalleryPage.template }
    }
}

/// A page kind: the gallery (`index.html`) and every pinned page
/// (`themes/<id>/<scheme>.html`). Its data is `Model`.
enum GalleryPage: PageKind {
    static let template = PageTemplate(name: "gallery", data: [GalleryPage.Model.self],
                                       summary: "The gallery (`index.html`) and every pinned page (`themes/<id>/<scheme>.html`).")

    static let path = "index.html"
    static let navigation: NavigationEntry? = NavigationEntry(label: .navGallery, path: path, position: 1)

    static func render(_ renderer: Renderer) throws(BuildFailure) -> [OutputFile] {
        let site = renderer.site
        let theme = site.registry.defaultTheme
        let controls = AppearanceControlsModel.live(registry: site.registry, selected: theme, inApp: true, idPrefix: "app-",
                                                    allThemesHref: ThemesIndexPage.path, windowed: false, system: site.themeSystem)
        let content = try site.render(GalleryPage.Model(
            theme: theme, scheme: .light, root: "", heading: site.config.title, intro: site.config.description,
            pinnedLabel: nil, controls: controls, shared: renderer.galleryShared))
        return [try renderer.page(PageRequest(kind: Self.self, path: path, title: site.config.title,
                                              description: site.config.description, theme: theme, content: content))]
    }

    static func paths(_ site: RecordingSite) -> [String] { [path] }
}
