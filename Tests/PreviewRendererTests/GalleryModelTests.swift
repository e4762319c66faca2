import Foundation
@testable import PreviewRenderer
import Testing
import ThemeTokens

/// The gallery's lists that pinned pages share are only shared where the
/// page's theme has the same values as the default theme.
struct GalleryModelTests {
    func make(_ theme: Theme, shared: GalleryPage.Model.Shared?) -> GalleryPage.Model {
        GalleryPage.Model(theme: theme, scheme: .light, root: "", heading: "H", intro: "I", pinnedLabel: nil,
                     controls: .live(registry: .builtIn, selected: theme, inApp: true, idPrefix: "app-"), shared: shared)
    }

    @Test func themesLikeTheDefaultShareItsLists() throws {
        let registry = ThemeRegistry.builtIn
        let shared = GalleryPage.Model.Shared(registry.defaultTheme)
        let forest = try #require(registry.theme(exactly: ThemeID("forest")))
        let model = make(forest, shared: shared)
        let pairs: [(String, SharedList, SharedList)] = [
            ("tabs", model.tabs, shared.tabs), ("threads", model.threads, shared.threads),
            ("bottomTabs", model.bottomTabs, shared.bottomTabs), ("settingsSections", model.settingsSections, shared.settingsSections),
            ("profileStates", model.profileStates, shared.profileStates), ("avatars", model.avatars, shared.avatars),
            ("typeScale", model.typeScale, shared.typeScale), ("spacing", model.spacing, shared.spacing),
            ("radii", model.radii, shared.radii), ("shadows", model.shadows, shared.shadows),
            ("simulations", model.simulations, shared.simulations),
        ]
        for (name, list, sharedList) in pairs {
            #expect(list === sharedList, "\(name) is not shared")
        }
        // Theme colors are the page's own.
        let accent = try #require(model.colorGroups.flatMap(\.tokens).first { $0.name == ColorToken.accent.name })
        #expect(accent.value == forest.light[.accent].css)
        #expect(model.categoryChips.map(\.name) == Category.allCases.map(\.displayName))
    }

    @Test func aThemeWithItsOwnTypographyShowsItsOwnSizes() throws {
        let registry = ThemeRegistry.builtIn
        let shared = GalleryPage.Model.Shared(registry.defaultTheme)
        var theme = registry.defaultTheme
        theme.typography.styles[.bodyMedium].size = 19
        let model = make(theme, shared: shared)
        #expect(model.typeScale !== shared.typeScale, "typeScale must not be the shared list")
        let typeScale = model.typeScale.items.compactMap { $0 as? TypeTokenRow }
        #expect(typeScale.count == TypeToken.allCases.count)
        let body = try #require(typeScale.first { $0.name == TypeToken.bodyMedium.name })
        #expect(body.size == "19")
        #expect(model.spacing === shared.spacing)
        // Unshared, the page holds what it would hold with no sharing at all.
        let alone = make(theme, shared: nil)
        #expect(alone.typeScale.items.compactMap { $0 as? TypeTokenRow }.map(\.size) == typeScale.map(\.size))
        #expect(alone.threads.items.compactMap { $0 as? ThreadRow }.map(\.avatarIndex)
            == model.threads.items.compactMap { $0 as? ThreadRow }.map(\.avatarIndex))
    }

    /// Templates read the model's fields by name, and a section over a list
    /// renders once per item.
    @Test func templatesReadTheFieldsByName() throws {
        let model = make(ThemeRegistry.builtIn.defaultTheme, shared: nil)
        #expect(model.child(named: "heading") as? String == "H")
        #expect(model.child(named: "pinnedLabel") as? Bool == false)
        #expect((model.child(named: "smartReplies") as? [String])?.first == "Thanks, Maya!")
        #expect(model.child(named: "missing") == nil)
        #expect(GalleryPage.Model.fieldNames.contains("controls") && !GalleryPage.Model.fieldNames.contains("controlsHTML"))
    }
}
