import Foundation
import Testing
@testable import VisualReview

/// `snapshot`'s plan, without Chromium: which pictures, where, and the contact sheet's page.
struct PinnedPageSnapshotsTests {
    static let themes = ["default", "midnight", "forest", "sunset", "lavender", "rose", "brand", "x"]
        .map { PinnedPageSnapshots.Theme(id: $0, name: $0.capitalized) }

    @Test func everyThemeInLightThenDarkAndASheetOfFourToARow() {
        let snapshots = PinnedPageSnapshots(title: "T", themes: Self.themes, builtSite: "/built", output: "/out")
        #expect(snapshots.pageCount == 16)
        #expect(snapshots.shots.prefix(2).map(\.page) == ["themes/default/light.html", "themes/default/dark.html"])
        #expect(snapshots.shots.prefix(2).map(\.file) == ["/out/default-light.png", "/out/default-dark.png"])
        #expect(snapshots.shots[0].url == URL(fileURLWithPath: "/built/themes/default/light.html"))
        #expect(snapshots.shots.allSatisfy { $0.windowSize.width == 1280 && $0.windowSize.height == 900 })
        // 4 rows of 320x225 thumbnails with 26 px captions, 16 px gaps and padding, a 40 px title.
        #expect(snapshots.sheetSize.width == 1360 && snapshots.sheetSize.height == 1124)
    }

    @Test func theSheetEscapesWhatItShows() {
        let snapshots = PinnedPageSnapshots(title: "A <b> & \"c\"", themes: [.init(id: "t", name: "<i>")],
                                            builtSite: "/built", output: "/out")
        let html = snapshots.sheet.html()
        #expect(html.contains("<title>A &lt;b&gt; &amp; &quot;c&quot;: contact sheet</title>"))
        #expect(html.contains("<b>&lt;i&gt;</b> · Light<code>t</code>"))
        #expect(html.contains("1 theme × light/dark, pinned pages at 1280×900"))
        #expect(!html.contains("<i>"))
    }
}
