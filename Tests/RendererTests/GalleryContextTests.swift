import Foundation
import Testing
import ThemeTokens
@testable import PreviewRenderer

/// The gallery's lists that pinned pages share are only shared where the
/// page's theme has the same values as the default theme.
struct GalleryContextTests {
    func make(_ theme: Theme, shared: GalleryContext.Shared?) -> [String: Any] {
        GalleryContext.make(theme: theme, scheme: .light, heading: "H", intro: "I", pinnedLabel: nil,
                            controls: [:], shared: shared)
    }

    @Test func themesLikeTheDefaultShareItsLists() throws {
        let registry = ThemeRegistry.builtIn
        let shared = GalleryContext.Shared(registry.defaultTheme)
        let forest = try #require(registry.theme(exactly: ThemeID("forest")))
        let context = make(forest, shared: shared)
        for key in ["tabs", "threads", "bottomTabs", "settingsSections", "profileStates", "avatars",
                    "typeScale", "spacing", "radii", "shadows", "simulations", "smartReplies"] {
            #expect(context[key] is SharedList, "\(key) is not shared")
        }
        // Theme colors are the page's own.
        #expect(context["colorGroups"] is [[String: Any]])
        #expect(context["categoryChips"] is [[String: Any]])
    }

    @Test func aThemeWithItsOwnTypographyShowsItsOwnSizes() throws {
        let registry = ThemeRegistry.builtIn
        let shared = GalleryContext.Shared(registry.defaultTheme)
        var theme = registry.defaultTheme
        theme.typography.styles[.bodyMedium].size = 19
        let context = make(theme, shared: shared)
        let typeScale = try #require(context["typeScale"] as? [[String: Any]], "typeScale must not be the shared list")
        let body = try #require(typeScale.first { $0["name"] as? String == TypeToken.bodyMedium.name })
        #expect(body["size"] as? String == "19")
        #expect(context["spacing"] is SharedList)
        // Unshared, the page holds what it would hold with no sharing at all.
    }
}
