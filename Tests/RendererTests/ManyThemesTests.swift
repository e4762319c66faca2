import Foundation
import Testing
import ThemeTokens
@testable import PreviewRenderer

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
        try SiteBuilder(fileSystem: fileSystem, generator: "t").build(siteDirectory: "site", output: "out")
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
        #expect(Self.occurrences(#"<a class="vm-theme-cell""#, in: page) == ThemesIndex.pickerWindow)
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
        for (path, root) in [("out/contrast/brand-07.html", "../"), ("out/contrast.html", ""),
                             ("out/docs/guide/setup.html", "../../"), ("out/themes/index.html", "../")] {
            let page = try Self.text(fileSystem, path)
            #expect(Self.occurrences(#"data-theme-choice=""#, in: page) == ThemesIndex.pickerWindow, "\(path)")
            #expect(page.contains(#"<p class="tp-more-themes"><a href="\#(root)themes/index.html">All \#(total) themes</a></p>"#), "\(path)")
        }
        // The gallery itself still offers every theme.
        let gallery = try Self.text(fileSystem, "out/index.html")
        #expect(Self.occurrences(#"data-theme-choice=""#, in: gallery) == total)
    }

    @Test func theContrastReportGetsAPagePerTheme() throws {
        let fileSystem = try Self.build()
        let main = try Self.text(fileSystem, "out/contrast.html")
        #expect(!main.contains("<tr data-theme="))
        #expect(main.contains(#"<a href="contrast/brand-07.html">Brand 7</a>"#))
        let page = try Self.text(fileSystem, "out/contrast/brand-07.html")
        #expect(page.contains("<h1>Contrast report: Brand 7</h1>"))
        #expect(page.contains(#"<a href="../contrast.json">contrast.json</a>"#))
        // 38 pairs, light and dark, standard and increased contrast.
        #expect(Self.occurrences(#"<tr data-theme="brand-07""#, in: page) == 152)
        #expect(Self.occurrences("<tr data-theme=", in: page) == 152)
        #expect(!page.contains("cvd-heading"))
    }

    /// The summary, the theme links and the color-vision rows come from
    /// their own templates, which a site can replace; a theme with no
    /// failing pair says so (a Mustache section renders for any number, 0
    /// too, so the count is false then).
    @Test func theReportsRowsComeFromTheirOwnTemplates() throws {
        let fileSystem = try Self.build()
        let main = try Self.text(fileSystem, "out/contrast.html")
        #expect(Self.occurrences("<tr><th scope=\"row\">Brand 7</th>", in: main) == 4)
        #expect(main.contains(try Regex(#"<li><a href="contrast/brand-07.html">Brand 7</a>: <span class="tp-fail">[1-9][0-9]* failing</span></li>"#)))
        #expect(Self.occurrences("<td class=\"tp-number\">", in: main) > 0)

        let templates = try TemplateSet(overrides: [
            (file: "t", name: "contrast-summary-row", text: "<tr><td>{{themeName}}/{{scheme}}</td></tr>\n"),
        ])
        let themePages: [[String: Any]] = [["name": "Clean", "href": "contrast/clean.html", "failed": false],
                                           ["name": "Dirty", "href": "contrast/dirty.html", "failed": 3]]
        var links = ""
        for row in themePages {
            links += String(decoding: try templates.render("contrast-theme-link", row).bytes, as: UTF8.self)
        }
        #expect(links == #"""
                <li><a href="contrast/clean.html">Clean</a>: all pass</li>
                <li><a href="contrast/dirty.html">Dirty</a>: <span class="tp-fail">3 failing</span></li>

            """#)
        let summary = try templates.render("contrast-summary-row", ["themeName": "A <b>", "scheme": "dark"])
        #expect(String(decoding: summary.bytes, as: UTF8.self) == "<tr><td>A &lt;b&gt;/dark</td></tr>\n")
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
