@testable import PreviewRenderer
import Testing

/// The navigation bar follows from the page kinds: each entry is the one
/// its kind owns, and a page sits under an entry the bar has.
struct NavigationBarTests {
    @Test func theBarIsEachKindsEntryInOrder() {
        #expect(NavigationEntry.bar.map { ChromeStrings.english[$0.label] } == ["Gallery", "Matrix", "Contrast", "Lab", "Docs", "Tokens"])
        #expect(NavigationEntry.bar.map(\.label) == [.navGallery, .navMatrix, .navContrast, .navLab, .navDocs, .navTokens])
        #expect(NavigationEntry.bar.map(\.path) == ["index.html", "matrix.html", "contrast.html", "lab.html", "docs/index.html", "tokens/index.html"])
        #expect(NavigationEntry.bar.map(\.onlyWithDocs) == [false, false, false, false, true, false])
        #expect(NavigationEntry.bar.map(\.onlyWithDesignSystem) == [false, false, false, false, false, true])
    }

    @Test func everyPageSitsUnderAnEntryOfTheBarOrNone() {
        let kinds: [any PageIdentity.Type] = SiteWidePart.allCases.compactMap(\.pageKind) + [DocPageModel.self]
        for kind in kinds {
            if let section = kind.section { #expect(NavigationEntry.bar.contains(section), "\(kind)") }
        }
        #expect(DocPageModel.section?.label == .navDocs)
        #expect(DocsIndexPage.section?.label == .navDocs)
        #expect(PinnedPages.section == nil)
    }
}
