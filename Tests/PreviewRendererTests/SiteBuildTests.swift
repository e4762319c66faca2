@testable import Basics
import Foundation
@testable import PreviewRenderer
import Testing
import ThemeTokens

/// The real pipeline on small sites, in memory and in a temporary folder.
struct SiteBuildTests {
    static let generator = "theme-preview test"

    static let sampleSite: [String: String] = [
        "site/config.yaml": "title: Acme tokens\ndescription: Our <design> system\n",
        "site/docs/intro.md": "---\ntitle: Introduction\norder: 1\n---\n# Welcome\n\nRead the [guide](guide/setup.md#run).\n\n## Install\n\nText.\n\n## Use\n\nMore.\n",
        "site/docs/guide/setup.md": "---\norder: 2\ndescription: How to set up\n---\n# Setup\n\n## Run\n\nGo.\n",
        "site/docs/forest.md": "---\ntitle: Forest page\norder: 3\ntheme: forest\nscheme: dark\n---\nPinned.\n",
        "site/static/logo.txt": "logo",
    ]

    func build(_ files: [String: String]) throws -> (InMemoryFileSystem, BuildSummary) {
        let fileSystem = InMemoryFileSystem(files: files)
        let summary = try FullBuilder(fileSystem: fileSystem, generator: Self.generator)
            .build(siteDirectory: "site", output: "out")
        return (fileSystem, summary)
    }

    func text(_ fileSystem: InMemoryFileSystem, _ path: String) throws -> String {
        String(decoding: try fileSystem.contents(of: path), as: UTF8.self)
    }

    /// Each theme's pairs are on a page of their own, even with the six
    /// built-in themes: all 1,776 pairs on one page took a browser and
    /// axe-core minutes. contrast.html keeps the summary and the links.
    @Test func theContrastReportHasAPagePerThemeAndASummary() throws {
        let (fileSystem, _) = try build(Self.sampleSite)
        let main = try text(fileSystem, "out/contrast.html")
        #expect(!main.contains("<tr data-scheme="))
        #expect(!main.contains("data-report-filters"))
        #expect(main.contains("<strong>1776</strong> pairs checked"))
        #expect(main.contains(#"<a href="contrast/forest.html">Forest</a>"#))
        #expect(main.contains(#"id="cvd-heading""#))
        let forest = try text(fileSystem, "out/contrast/forest.html")
        #expect(forest.contains("<h1>Contrast report: Forest</h1>"))
        #expect(forest.components(separatedBy: "<tr data-scheme=").count - 1 == 296)
        #expect(forest.contains(#"<th scope="col">Scheme</th><th scope="col">Palette</th>"#))
        #expect(forest.contains(#"<label>Scheme <select name="scheme">"#))
        #expect(!forest.contains(#"name="theme""#))
        // A row is one line of cells, their end tags left out as HTML allows.
        #expect(forest.contains(#"<tr data-scheme="dark" data-palette="increased-contrast" data-pass="true">"#
            + "\n<td>dark<td>increased contrast<td><span class=\"tp-chip-swatch\" style=\"--swatch:#"))
        #expect(!forest.contains("</td>\n<td>"))
        #expect(forest.contains(#"<a href="../contrast.html">All themes: summary and color-vision deficiency</a>"#))
    }

    @Test func buildWritesEveryPage() throws {
        let (fileSystem, summary) = try build(Self.sampleSite)
        let written = Set(fileSystem.allFiles.keys.filter { $0.hasPrefix("out/") })
        var expected: Set<String> = [
            "out/index.html", "out/matrix.html", "out/assets/theme-preview.css", "out/assets/theme-preview.js", "out/assets/theme-preview-head.js",
            "out/assets/themes.js", "out/assets/appearance-panel.js", "out/assets/theme-engine.js", "out/assets/theme-preview-lab.css", "out/assets/theme-preview-lab.js", "out/assets/theme-lab.js", "out/assets/theme-lab-data.js", "out/assets/theme-lab-dtcg.js", "out/lab.html", "out/docs/intro.html", "out/docs/guide/setup.html", "out/docs/forest.html",
            // The docs home and the guide/ folder's page, generated (neither has an index.md or README.md).
            "out/docs/index.html", "out/docs/guide/index.html",
            "out/logo.txt", "out/.theme-preview", "out/contrast.html", "out/contrast.json", "out/tokens.json", "out/tokens.css", "out/404.html", "out/favicon.svg", "out/robots.txt", "out/assets/search-index.js",
            "out/assets/search/s0.js", "out/assets/search/t0.js",
        ]
        for id in ["default", "midnight", "forest", "sunset", "lavender", "rose"] {
            expected.insert("out/themes/\(id)/light.html")
            expected.insert("out/themes/\(id)/dark.html")
            expected.insert("out/contrast/\(id).html")
        }
        #expect(written == expected)
        #expect(summary.pages == 28)
        #expect(summary.docs == 3)
        #expect(summary.line.hasPrefix("Built 28 pages (6 themes x light/dark pinned, 3 docs, 1 static file) into out in "))
        #expect(summary.line.hasSuffix("Open out/index.html"))
    }

    @Test func galleryHasThePickerInDisplayOrderAndTheControls() throws {
        let (fileSystem, _) = try build(Self.sampleSite)
        let html = try text(fileSystem, "out/index.html")
        let names = html.matches(of: try Regex(#"data-theme-choice="([a-z]+)""#)).compactMap { $0.output[1].substring.map(String.init) }
        #expect(names == ["default", "midnight", "forest", "sunset", "lavender", "rose"])
        #expect(html.contains(#"<span class="vm-theme-name">VaultMail</span>"#))
        #expect(html.contains(#"data-theme-choice="default" aria-pressed="true""#))
        #expect(html.contains(#"data-theme-choice="forest" aria-pressed="false""#))
        for label in ["System Default", "Light", "Dark", "Small", "Medium", "Large", "Extra Large",
                      "Increase Contrast", "Reduce Transparency",
                      "The quick brown fox jumps over the lazy dog",
                      "Please enter a valid name (1-50 characters)"] {
            #expect(html.contains(label), "gallery lacks \(label)")
        }
        #expect(html.contains(#"<input type="radio" name="appearance" value="system" checked>"#))
        #expect(html.contains(#"<style id="theme-css">"#))
        #expect(html.contains(#"<body class="theme-default tp-kind-gallery">"#))
        // Input is escaped for HTML.
        #expect(html.contains("Our &lt;design&gt; system"))
        #expect(!html.contains("Our <design> system"))
        // The review-link anchors exist.
        for anchor in ["thread-list", "message", "controls", "settings", "appearance", "profile", "tokens-colors"] {
            #expect(html.contains(#"id="\#(anchor)""#))
        }
    }

    @Test func pinnedPageDeclaresItsCombinationOnRootAndLinksToSiblings() throws {
        let (fileSystem, _) = try build(Self.sampleSite)
        let html = try text(fileSystem, "out/themes/forest/dark.html")
        #expect(html.contains(#"data-pinned-theme="forest" data-pinned-scheme="dark" data-scheme="dark""#))
        #expect(html.contains("<style id=\"theme-css\">\n:root{color-scheme:dark;--vm-color-background:#000000;"))
        #expect(html.contains("--vm-color-accent:#34D399;"))
        #expect(html.contains(#"<a class="vm-theme-cell" href="../rose/dark.html""#))
        #expect(html.contains(#"<a class="vm-theme-cell" href="dark.html" aria-current="page""#))
        #expect(html.contains(#"href="light.html""#))
        #expect(html.contains(#"<link rel="stylesheet" href="../../assets/theme-preview.css">"#))
        #expect(html.contains(#"<meta name="color-scheme" content="dark">"#))
    }

    @Test func docsAreRenderedWithNavigationTocAndRewrittenLinks() throws {
        let (fileSystem, _) = try build(Self.sampleSite)
        let intro = try text(fileSystem, "out/docs/intro.html")
        #expect(intro.contains(#"<h1 id="welcome">Welcome</h1>"#))
        #expect(intro.contains(#"<a href="guide/setup.html#run">guide</a>"#))
        #expect(intro.contains(##"<a href="#install">Install</a>"##))
        #expect(intro.contains(#"<title>Introduction · Acme tokens</title>"#))
        // Navigation lists all docs in order, the current one marked.
        let nav = try #require(intro.range(of: #"<nav class="tp-sidebar" aria-label="Documentation">"#))
        let navEnd = try #require(intro.range(of: "</nav>", range: nav.upperBound..<intro.endIndex))
        let navText = String(intro[nav.upperBound..<navEnd.lowerBound])
        let order = ["Introduction", "Setup", "Forest page"].compactMap { navText.range(of: $0)?.lowerBound }
        #expect(order.count == 3 && order == order.sorted())
        #expect(intro.contains(#"<a href="intro.html" aria-current="page">Introduction</a>"#))
        #expect(intro.contains(#"rel="next""#) && !intro.contains(#"rel="prev""#))
        let setup = try text(fileSystem, "out/docs/guide/setup.html")
        #expect(setup.contains(#"<link rel="stylesheet" href="../../assets/theme-preview.css">"#))
        #expect(setup.contains(#"<a href="../intro.html">Introduction</a>"#))
        #expect(setup.contains(#"<meta name="description" content="How to set up">"#))
    }

    /// Pages with the docs sidebar have the header's Menu button, which
    /// opens the drawer around the sidebar; the drawer holds the site links
    /// (relative to the page) and the outline is also written as the
    /// disclosure for narrow screens. Other pages have neither.
    @Test func docsPagesHaveTheMenuAndTheDrawerHoldsTheSiteLinks() throws {
        let (fileSystem, _) = try build(Self.sampleSite)
        let button = #"<button type="button" class="tp-menu-toggle" popovertarget="docs-nav" data-drawer-toggle>"#
        for page in ["out/docs/guide/setup.html", "out/docs/guide/index.html", "out/docs/index.html"] {
            let html = try text(fileSystem, page)
            #expect(html.contains(#"<header class="tp-header tp-has-menu">"#), "\(page)")
            #expect(html.components(separatedBy: button).count == 2, "\(page)")
            #expect(html.contains(#"<div class="tp-drawer" id="docs-nav" popover>"#), "\(page)")
        }
        let setup = try text(fileSystem, "out/docs/guide/setup.html")
        let site = try #require(setup.range(of: #"<nav class="tp-drawer-site-nav" aria-label="Site">"#))
        let siteEnd = try #require(setup.range(of: "</nav>", range: site.upperBound..<setup.endIndex))
        let links = setup[site.upperBound..<siteEnd.lowerBound].matches(of: try Regex(#"<a href="([^"]+)"( aria-current="true")?>([^<]+)</a>"#))
            .map { "\($0.output[1].substring ?? "") \($0.output[3].substring ?? "")\($0.output[2].substring == nil ? "" : " (current)")" }
        #expect(links == ["../../index.html Gallery", "../../matrix.html Matrix", "../../contrast.html Contrast", "../../lab.html Lab", "../../docs/index.html Docs (current)"])
        // setup.md has one level-2 heading: no outline; intro.md has two.
        #expect(!setup.contains("tp-toc"))
        let intro = try text(fileSystem, "out/docs/intro.html")
        // One outline per page, the rail and the phone's disclosure alike, before the content.
        #expect(intro.components(separatedBy: "<nav class=\"tp-toc\"").count == 2)
        #expect(intro.components(separatedBy: ##"<a href="#install">Install</a>"##).count == 2)
        #expect(intro.contains(#"<nav class="tp-toc" aria-label="On this page">\#n<details>\#n<summary>On this page</summary>"#))
        let outline = try #require(intro.range(of: #"<nav class="tp-toc""#))
        let main = try #require(intro.range(of: #"<main id="main""#))
        #expect(outline.lowerBound < main.lowerBound)
        #expect(intro.contains(##"<li class="tp-toc-level-2"><a href="#install">Install</a></li>"##))
        for page in ["out/index.html", "out/matrix.html", "out/contrast.html", "out/themes/forest/dark.html", "out/404.html"] {
            let html = try text(fileSystem, page)
            #expect(html.contains(#"<header class="tp-header">"#) && !html.contains("tp-menu-toggle") && !html.contains("docs-nav"), "\(page)")
        }
    }

    @Test func frontMatterPinsADocToAThemeAndScheme() throws {
        let (fileSystem, _) = try build(Self.sampleSite)
        let html = try text(fileSystem, "out/docs/forest.html")
        #expect(html.contains(#"data-theme="forest" data-pinned-theme="forest" data-pinned-scheme="dark""#))
        #expect(html.contains("--vm-color-accent:#059669;"))
        #expect(html.contains("<p class=\"tp-pinned-notice\">This page is pinned to the Forest theme. This page is pinned to dark mode.</p>"))
        #expect(html.contains("<h1>Forest page</h1>"))
    }

    /// A page that follows the reader's theme inlines no theme: the head
    /// script (a shared file) writes the reader's theme from themes.js into
    /// the empty `style#theme-css` before the first paint, and the site's
    /// stylesheet has the default theme for a page read without JavaScript.
    /// A doc pinned to a theme still inlines that theme.
    @Test func aPageFollowingTheReaderInlinesNoThemeAndTheSharedFilesCarryIt() throws {
        let (fileSystem, _) = try build(Self.sampleSite)
        let intro = try text(fileSystem, "out/docs/intro.html")
        #expect(intro.contains("<style id=\"theme-css\">\n</style>\n"))
        #expect(!intro.contains("--vm-color-"))
        #expect(intro.contains("<script src=\"../assets/themes.js\"></script>\n<script src=\"../assets/theme-preview-head.js\"></script>\n"))
        #expect(!intro.contains("<script>\n"))
        let gallery = try text(fileSystem, "out/index.html")
        #expect(gallery.contains("<style id=\"theme-css\">\n</style>\n"))
        let pinned = try text(fileSystem, "out/docs/forest.html")
        #expect(pinned.contains("<style id=\"theme-css\">\n:root{color-scheme:light;--vm-color-background:#FFFFFF;"))
        let css = try text(fileSystem, "out/assets/theme-preview.css")
        #expect(css.contains("\n:root:not([data-preference]):not([data-pinned-theme]){color-scheme:light;--vm-color-background:#FFFFFF;"))
        #expect(css.contains("--vm-color-accent:#2596BE;"))
        #expect(css.contains("\n:root:not([data-preference]):not([data-pinned-theme])[data-scheme=\"dark\"]{color-scheme:dark;--vm-color-background:#000000;"))
        let head = try text(fileSystem, "out/assets/theme-preview-head.js")
        #expect(head == TemplateSet.builtInAsset("assets/theme-preview-head.js"))
        #expect(head.hasPrefix("/* theme-preview: applies the saved (or review-link) choices before first paint. */\n(function () {\n"))
    }

    @Test func matrixHasTwelveScopedCells() throws {
        let (fileSystem, _) = try build(Self.sampleSite)
        let html = try text(fileSystem, "out/matrix.html")
        #expect(html.matches(of: try Regex(#"class="tp-matrix-cell vm-scope"#)).count == 12)
        #expect(html.contains(".tp-scope-2-dark{color-scheme:dark;"))
        #expect(html.contains(#"<a href="themes/forest/dark.html">Forest · Dark</a>"#))
    }

    @Test func themesScriptCarriesEveryThemeStylesheet() throws {
        let (fileSystem, _) = try build(Self.sampleSite)
        let script = try text(fileSystem, "out/assets/themes.js")
        #expect(script.contains(#"window.ThemePreviewThemes = {"#))
        for id in ["default", "midnight", "forest", "sunset", "lavender", "rose"] {
            #expect(script.contains("  \"\(id)\": {\"name\": "))
        }
        #expect(script.contains(#""css": ":root{color-scheme:light;"#))
    }

    @Test func outputIsDeterministic() throws {
        let (first, _) = try build(Self.sampleSite)
        let (second, _) = try build(Self.sampleSite)
        #expect(first.allFiles == second.allFiles)
    }

    @Test func badFrontMatterFailsWithLocationAndWritesNothing() throws {
        var files = Self.sampleSite
        files["site/docs/broken.md"] = "---\ntitle: Broken\ntheme: forrest\n---\nBody\n"
        let fileSystem = InMemoryFileSystem(files: files)
        #expect {
            try FullBuilder(fileSystem: fileSystem, generator: Self.generator).build(siteDirectory: "site", output: "out")
        } throws: { error in
            let text = (error as? BuildFailure)?.description ?? ""
            return text == "site/docs/broken.md:3:8: error: unknown theme id 'forrest' in front matter; did you mean 'forest'? (known themes: default, midnight, forest, sunset, lavender, rose)"
        }
        #expect(fileSystem.kind(at: "out") == nil)
    }

    @Test func missingSiteFolderIsAClearError() {
        let fileSystem = InMemoryFileSystem()
        #expect {
            try FullBuilder(fileSystem: fileSystem, generator: Self.generator).build(siteDirectory: "nope", output: "out")
        } throws: { error in
            (error as? BuildFailure)?.description.hasPrefix("nope: error: expected a site folder, found nothing") == true
        }
    }

    @Test func refusesToReplaceAFolderItDidNotCreate() throws {
        var files = Self.sampleSite
        files["mine/notes.txt"] = "precious"
        let fileSystem = InMemoryFileSystem(files: files)
        #expect(throws: BuildFailure.self) {
            try FullBuilder(fileSystem: fileSystem, generator: Self.generator).build(siteDirectory: "site", output: "mine")
        }
        #expect(try text(fileSystem, "mine/notes.txt") == "precious")
    }

    @Test func failedBuildLeavesThePreviousOutputUntouched() throws {
        let (fileSystem, _) = try build(Self.sampleSite)
        let before = fileSystem.allFiles.filter { $0.key.hasPrefix("out/") }
        try fileSystem.write(Data("---\norder: first\n---\n".utf8), to: "site/docs/bad.md")
        #expect(throws: BuildFailure.self) {
            try FullBuilder(fileSystem: fileSystem, generator: Self.generator).build(siteDirectory: "site", output: "out")
        }
        #expect(fileSystem.allFiles.filter { $0.key.hasPrefix("out/") } == before)
    }

    @Test func siteTemplateOverridesABuiltInByName() throws {
        var files = Self.sampleSite
        files["site/templates/doc.mustache"] = "<main id=\"main\">CUSTOM {{{body}}}</main>"
        let (fileSystem, summary) = try build(files)
        #expect(try text(fileSystem, "out/docs/intro.html").contains(#"<main id="main">CUSTOM <h1 id="welcome">"#))
        #expect(summary.overriddenTemplates == ["doc"])
    }

    @Test func aMisspeltTemplateOverrideIsAWarning() throws {
        var files = Self.sampleSite
        files["site/templates/docs.mustache"] = "<main>{{{body}}}</main>"
        let (_, summary) = try build(files)
        #expect(summary.warnings.map(\.description) == [
            "site/templates/docs.mustache: warning: 'docs' does not replace a built-in template; it is only available as a partial; did you mean 'doc.mustache'?",
        ])
        #expect(summary.overriddenTemplates == ["docs"])
    }

    @Test func templateSyntaxErrorNamesFileLineAndColumn() {
        var files = Self.sampleSite
        files["site/templates/doc.mustache"] = "<main>\n{{#body}}\n</main>"
        let fileSystem = InMemoryFileSystem(files: files)
        #expect {
            try FullBuilder(fileSystem: fileSystem, generator: Self.generator).build(siteDirectory: "site", output: "out")
        } throws: { error in
            let text = (error as? BuildFailure)?.description ?? ""
            return text.hasPrefix("site/templates/doc.mustache:") && text.contains("template syntax error")
        }
    }

    /// The sample site in a new temporary folder on the real disk (`site`
    /// in `root`), and a builder for it.
    static func sampleSiteOnDisk() throws -> (root: String, disk: LocalFileSystem, site: String, builder: FullBuilder) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tp-\(UUID().uuidString)").path
        let disk = LocalFileSystem()
        for (path, text) in sampleSite { try disk.write(Data(text.utf8), to: joinPath(root, path)) }
        return (root, disk, joinPath(root, "site"), FullBuilder(fileSystem: disk, generator: generator))
    }

    /// The inode number of `path`: the same file or folder across a rebuild.
    static func inode(_ path: String) throws -> UInt64 {
        try #require(FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? UInt64)
    }

    @Test func buildsIntoARealTemporaryFolder() throws {
        let (root, disk, site, builder) = try Self.sampleSiteOnDisk()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let output = joinPath(root, "site/_site")
        try builder.build(siteDirectory: site, output: output)
        let first = try String(contentsOfFile: joinPath(output, "index.html"), encoding: .utf8)
        #expect(first.contains("Acme tokens"))
        // A second build replaces the first (the marker says it is ours).
        try builder.build(siteDirectory: site, output: output)
        #expect(try String(contentsOfFile: joinPath(output, "index.html"), encoding: .utf8) == first)
        #expect(disk.kind(at: joinPath(output, ".theme-preview")) == .file)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: joinPath(root, "site"))
        #expect(leftovers.sorted() == ["_site", "config.yaml", "docs", "static"])
    }

    /// A rebuild keeps the previous output's unchanged files (the same
    /// inode, nothing written) and writes the changed ones; an output file
    /// someone edited is written afresh, however its size compares.
    @Test func aRebuildKeepsUnchangedFilesAndWritesChangedOnes() throws {
        let (root, disk, site, builder) = try Self.sampleSiteOnDisk()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let output = joinPath(root, "out")
        try builder.build(siteDirectory: site, output: output)
        func inode(_ path: String) throws -> UInt64 { try Self.inode(joinPath(output, path)) }
        let before = (index: try inode("index.html"), setup: try inode("docs/guide/setup.html"))
        let matrix = try disk.contents(of: joinPath(output, "matrix.html"))
        // Same size, other bytes: must not be kept.
        var edited = matrix
        edited[edited.startIndex] = edited[edited.startIndex] == UInt8(ascii: "<") ? UInt8(ascii: "#") : UInt8(ascii: "<")
        try disk.write(edited, to: joinPath(output, "matrix.html"))
        let editedInode = try inode("matrix.html")
        let setup = joinPath(site, "docs/guide/setup.md")
        let text = try String(contentsOfFile: setup, encoding: .utf8)
        try disk.write(Data((text + "\nOne more paragraph.\n").utf8), to: setup)

        try builder.build(siteDirectory: site, output: output)
        #expect(try inode("index.html") == before.index)
        #expect(try inode("matrix.html") != editedInode)
        #expect(try disk.contents(of: joinPath(output, "matrix.html")) == matrix)
        #expect(try inode("docs/guide/setup.html") != before.setup)
        #expect(try String(contentsOfFile: joinPath(output, "docs/guide/setup.html"), encoding: .utf8)
            .contains("<p>One more paragraph.</p>"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root)
        #expect(leftovers.sorted() == ["out", "site"])
    }

    /// A rebuild moves each folder of the previous output whose files are
    /// all unchanged into the new output whole (the same folder, its files
    /// untouched), and builds the others anew: a folder that holds a changed
    /// file, a file the new output lacks, or a symbolic link.
    @Test func aRebuildMovesUnchangedFoldersWhole() throws {
        let (root, disk, site, builder) = try Self.sampleSiteOnDisk()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let output = joinPath(root, "out")
        try builder.build(siteDirectory: site, output: output)
        let fresh = joinPath(root, "fresh")
        func inode(_ path: String) throws -> UInt64 { try Self.inode(joinPath(output, path)) }
        let before = (forest: try inode("themes/forest"), rose: try inode("themes/rose"), docs: try inode("docs"),
                      guide: try inode("docs/guide"), sunset: try inode("themes/sunset"))
        // A changed doc in docs/guide/; a file no build writes in themes/rose/;
        // a symbolic link in themes/sunset/.
        let setup = joinPath(site, "docs/guide/setup.md")
        try disk.write(Data((try String(contentsOfFile: setup, encoding: .utf8) + "\nMore.\n").utf8), to: setup)
        try disk.write(Data("stale".utf8), to: joinPath(output, "themes/rose/old.html"))
        try FileManager.default.createSymbolicLink(atPath: joinPath(output, "themes/sunset/link.html"), withDestinationPath: "/etc/hostname")

        try builder.build(siteDirectory: site, output: output)
        #expect(try inode("themes/forest") == before.forest)
        #expect(try inode("themes/rose") != before.rose)
        #expect(try inode("themes/sunset") != before.sunset)
        #expect(try inode("docs") != before.docs)
        #expect(try inode("docs/guide") != before.guide)
        #expect(disk.kind(at: joinPath(output, "themes/rose/old.html")) == nil)
        #expect(disk.kind(at: joinPath(output, "themes/sunset/link.html")) == nil)
        // The same files, byte for byte, as a build into an empty folder.
        try builder.build(siteDirectory: site, output: fresh)
        let files = try disk.files(under: output)
        #expect(files == (try disk.files(under: fresh)))
        for path in files {
            #expect(try disk.contents(of: joinPath(output, path)) == (try disk.contents(of: joinPath(fresh, path))), "\(path)")
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root)
        #expect(leftovers.sorted() == ["fresh", "out", "site"])
    }

    /// When writing fails after folders were moved into the staging folder,
    /// they go back: the previous output is whole again.
    @Test func aFailedWriteAfterMovingFoldersLeavesThePreviousOutputWhole() throws {
        let memory = InMemoryFileSystem(files: Self.sampleSite)
        try FullBuilder(fileSystem: memory, generator: Self.generator).build(siteDirectory: "site", output: "out")
        let before = memory.allFiles.filter { $0.key.hasPrefix("out/") }
        let failing = FailingMarkerWrites(base: memory)
        #expect(throws: BuildFailure.self) {
            try FullBuilder(fileSystem: failing, generator: Self.generator).build(siteDirectory: "site", output: "out")
        }
        #expect(memory.allFiles.filter { $0.key.hasPrefix("out/") } == before)
        #expect(!memory.allFiles.keys.contains { $0.contains(".staging-") || $0.contains(".old-") })
    }
}

/// An in-memory file system whose writes of the output marker fail: the
/// last write of a build, after every folder move.
struct FailingMarkerWrites: FileSystem {
    let base: InMemoryFileSystem

    func kind(at path: String) -> FileKind? { base.kind(at: path) }
    func contents(of path: String) throws -> Data { try base.contents(of: path) }
    func files(under directory: String) throws -> [String] { try base.files(under: directory) }
    func write(_ data: Data, to path: String) throws {
        if path.hasSuffix("/" + OutputWriter.markerName) && path.contains(".staging-") {
            throw FileSystemError(path: path, reason: "disk full")
        }
        try base.write(data, to: path)
    }
    func createDirectory(_ path: String) throws { try base.createDirectory(path) }
    func remove(_ path: String) throws { try base.remove(path) }
    func move(_ source: String, to destination: String) throws { try base.move(source, to: destination) }
}
