@testable import Basics
import Foundation
@testable import PreviewRenderer
import Testing
import ThemeTokens

/// With many themes every page stays the same size: the pinned pages show a
/// window of the picker, the contrast report gets a page per theme, and the
/// accents are checked against their nearest neighbours only.
struct ManyThemesTests {
    static let count = 30

    static func build() throws -> InMemoryFileSystem {
        var files: [String: String] = ["site/docs/guide/setup.md": "# Setup\n"]
        for index in 0..<count {
            let light = String(format: "#%02X%02X%02X", 20 + index * 5, 80, 160 - index * 3)
            let dark = String(format: "#%02X%02X%02X", 120 + index * 4, 170, 230 - index * 2)
            files["site/tokens/brand-\(String(format: "%02d", index)).theme.json"] =
                #"{"name": "Brand \#(index)", "accent": {"light": "\#(light)", "dark": "\#(dark)"}}"#
        }
        let fileSystem = InMemoryFileSystem(files: files)
        try FullBuilder(fileSystem: fileSystem, generator: "t").build(siteDirectory: "site", output: "out")
        return fileSystem
    }

    static func text(_ fileSystem: InMemoryFileSystem, _ path: String) throws -> String {
        String(decoding: try fileSystem.contents(of: path), as: UTF8.self)
    }

    static func occurrences(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test func pinnedPagesShowAWindowOfThePickerAndLinkToTheThemesIndex() throws {
        let fileSystem = try Self.build()
        let total = Self.count + 6
        let page = try Self.text(fileSystem, "out/themes/brand-15/dark.html")
        #expect(Self.occurrences(#"<a class="vm-theme-cell""#, in: page) == ThemesIndexPage.pickerWindow)
        #expect(page.contains(#"<p class="tp-more-themes"><a href="../index.html">All \#(total) themes</a></p>"#))
        #expect(page.contains(#"<a class="vm-theme-cell" href="dark.html" aria-current="page""#))
        let index = try Self.text(fileSystem, "out/themes/index.html")
        #expect(index.contains("<h1>All \(total) themes</h1>"))
        #expect(Self.occurrences(#"<a href="brand-"#, in: index) == Self.count * 2)
        #expect(index.contains(#"<a href="../contrast/brand-29.html">contrast</a>"#))
    }

    /// The header's Appearance panel is on every docs and report page: with
    /// many themes it is a window too, or the site would grow with the
    /// square of the number of themes.
    @Test func theHeaderPanelShowsAWindowAndLinksToTheThemesIndex() throws {
        let fileSystem = try Self.build()
        let total = Self.count + 6
        // A docs page's panel is the shared one, its links from the site root (the page's script
        // puts the page's way up, data-root, before them).
        let docsPanel = try #require(try SharedPanelTests.panels(fileSystem)["en"])
        #expect(try Self.text(fileSystem, "out/docs/guide/setup.html").contains(#"data-shared-panel="en" data-root="../../""#))
        for (path, root) in [("out/contrast/brand-07.html", "../"), ("out/contrast.html", ""),
                             ("assets/appearance-panel.js", ""), ("out/themes/index.html", "../")] {
            let page = path.hasPrefix("assets/") ? docsPanel : try Self.text(fileSystem, path)
            #expect(Self.occurrences(#"data-theme-choice=""#, in: page) == ThemesIndexPage.pickerWindow, "\(path)")
            #expect(page.contains(#"<p class="tp-more-themes"><a href="\#(root)themes/index.html">All \#(total) themes</a></p>"#), "\(path)")
        }
        // The gallery itself still offers every theme.
        let gallery = try Self.text(fileSystem, "out/index.html")
        #expect(Self.occurrences(#"data-theme-choice=""#, in: gallery) == total)
    }

    @Test func theContrastReportGetsAPagePerTheme() throws {
        let fileSystem = try Self.build()
        let main = try Self.text(fileSystem, "out/contrast.html")
        #expect(!main.contains("<tr data-scheme="))
        #expect(main.contains(#"<a href="contrast/brand-07.html">Brand 7</a>"#))
        let page = try Self.text(fileSystem, "out/contrast/brand-07.html")
        #expect(page.contains("<h1>Contrast report: Brand 7</h1>"))
        #expect(page.contains(#"<a href="../contrast.json">contrast.json</a>"#))
        // 38 pairs and 36 syntax pairs, light and dark, standard and increased contrast.
        #expect(Self.occurrences("<tr data-scheme=", in: page) == 296)
        #expect(!page.contains("cvd-heading"))
    }

    /// The summary's rows, the theme links and the color-vision rows are
    /// the summary page's; a theme's page has only its own summary rows.
    @Test func theSummaryPageHasEveryThemesRowsAndLinks() throws {
        let fileSystem = try Self.build()
        let main = try Self.text(fileSystem, "out/contrast.html")
        #expect(Self.occurrences("<tr><th scope=\"row\">Brand 7</th>", in: main) == 4)
        #expect(Self.occurrences("<tr><th scope=\"row\">", in: main) == 4 * (Self.count + 6))
        #expect(main.contains(try Regex(#"<li><a href="contrast/brand-07.html">Brand 7</a>: <span class="tp-fail">[1-9][0-9]* failing</span></li>"#)))
        #expect(Self.occurrences(#"<li><a href="contrast/"#, in: main) == Self.count + 6)
        #expect(Self.occurrences("<td class=\"tp-number\">", in: main) > 0)
        #expect(!main.contains("<tr data-scheme="))
        let page = try Self.text(fileSystem, "out/contrast/brand-07.html")
        #expect(Self.occurrences("<tr><th scope=\"row\">", in: page) == 4)
        #expect(!page.contains("tp-theme-report-list"))
    }

    @Test func accentsArePairedWithTheirNearestNeighbourBeyondTheLimit() {
        let accents = (0..<40).map { (step: Int) -> Color in
            let level = UInt8(20 + step * 5)
            return Color(red: level, green: level, blue: level)
        }
        let pairs = Distinguishability.accentPairs(accents)
        #expect(pairs.count <= accents.count)
        #expect(Set(pairs.flatMap { [$0.0, $0.1] }).count == accents.count)
        // Neighbours in a gray ramp are the adjacent steps, under every vision.
        #expect(pairs.allSatisfy { $0.1 - $0.0 == 1 })
        let few = Array(accents.prefix(Distinguishability.allAccentPairsLimit))
        #expect(Distinguishability.accentPairs(few).count == few.count * (few.count - 1) / 2)
    }
}
