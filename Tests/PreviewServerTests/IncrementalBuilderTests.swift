import Basics
import Foundation
import PreviewRenderer
import Testing

/// `serve`'s incremental build: only what a change affects is rendered, only
/// changed bytes are reported, and the result always equals a full build.
struct IncrementalBuilderTests {
    static let generator = "theme-preview test"

    static let site: [String: String] = [
        "site/config.yaml": "title: Acme tokens\n",
        "site/docs/intro.md": "---\ntitle: Introduction\norder: 1\n---\n# Welcome\n\nRead the [guide](guide/setup.md).\n",
        "site/docs/guide/setup.md": "---\norder: 2\n---\n# Setup\n\n## Run\n\nGo.\n",
        "site/docs/forest.md": "---\ntitle: Forest page\norder: 3\ntheme: forest\n---\nPinned.\n",
        "site/static/logo.txt": "logo",
    ]

    static let ocean = """
        {
          "name": "Ocean",
          "parent": "default",
          "accent": { "light": "#0A5FD1", "dark": "#5AA9FF" }
        }
        """

    func start(_ files: [String: String] = site) throws -> (InMemoryFileSystem, IncrementalBuilder) {
        let fileSystem = InMemoryFileSystem(files: files)
        var builder = IncrementalBuilder(siteDirectory: "site", fileSystem: fileSystem, generator: Self.generator)
        let first = try builder.build()
        #expect(first.changes.count == builder.outputs.count && first.removed.isEmpty)
        return (fileSystem, builder)
    }

    /// The builder's files equal those of a full build of the same folder.
    func expectFullBuild(_ fileSystem: InMemoryFileSystem, _ builder: IncrementalBuilder,
                         sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        try expectSameAsFullBuild(fileSystem, builder, generator: Self.generator, sourceLocation: sourceLocation)
    }

    func write(_ fileSystem: InMemoryFileSystem, _ path: String, _ text: String) throws {
        try fileSystem.write(Data(text.utf8), to: "site/" + path)
    }

    /// Each field a doc has, changed on its own in a folder with a sibling
    /// and an index page: the update equals a full build, whichever pages
    /// (its own, the sidebar's, the folder page, the lists, the redirects)
    /// show that field.
    @Test(arguments: [
        ("title", "---\ntitle: Set up\n---\n# Setup\n\nGo.\n"),
        ("heading as title", "# Setting up\n\nGo.\n"),
        ("linkTitle", "---\nlinkTitle: Short\n---\n# Setup\n\nGo.\n"),
        ("sidebar_label", "---\nsidebar_label: Label\n---\n# Setup\n\nGo.\n"),
        ("order", "---\norder: 0\n---\n# Setup\n\nGo.\n"),
        ("weight", "---\nweight: 9\n---\n# Setup\n\nGo.\n"),
        ("description", "---\ndescription: How to set up.\n---\n# Setup\n\nGo.\n"),
        ("theme", "---\ntheme: rose\n---\n# Setup\n\nGo.\n"),
        ("scheme", "---\nscheme: dark\n---\n# Setup\n\nGo.\n"),
        ("theme and scheme", "---\ntheme: midnight\nscheme: light\n---\n# Setup\n\nGo.\n"),
        ("draft", "---\ndraft: true\n---\n# Setup\n\nGo.\n"),
        ("aliases", "---\naliases: [/old/setup/]\n---\n# Setup\n\nGo.\n"),
        ("a param", "---\nauthor: Kim\n---\n# Setup\n\nGo.\n"),
        ("headings", "# Setup\n\n## Install\n\n## Run\n\nGo.\n"),
        ("math", "# Setup\n\n$$\nx^2\n$$\n"),
        ("body", "# Setup\n\nGo, and see [the intro](../intro.md).\n"),
        // Its cards show the other docs' excerpts, which no doc needed before.
        ("a doc card list", "# Setup\n\n<DocCardList />\n"),
    ])
    func eachDocFieldChangedAloneEqualsAFullBuild(field: String, text: String) throws {
        var files = Self.site
        files["site/docs/guide/index.md"] = "---\ntitle: Guide\n---\n# Guide\n\nThe guide.\n"
        files["site/docs/guide/run.md"] = "---\norder: 5\n---\n# Run\n\nRun it.\n"
        files["site/docs/guide/setup.md"] = "# Setup\n\nGo.\n"
        var (fileSystem, builder) = try start(files)
        try write(fileSystem, "docs/guide/setup.md", text)
        _ = try builder.update(changedPaths: ["docs/guide/setup.md"])
        try expectFullBuild(fileSystem, builder)
        // And back again.
        try write(fileSystem, "docs/guide/setup.md", "# Setup\n\nGo.\n")
        _ = try builder.update(changedPaths: ["docs/guide/setup.md"])
        try expectFullBuild(fileSystem, builder)
    }

    @Test func docEditsRenderThatPageAndTheNavigationOnlyWhenItChanges() throws {
        var (fileSystem, builder) = try start()
        // Body text: the page and the search index.
        try write(fileSystem, "docs/guide/setup.md", "---\norder: 2\n---\n# Setup\n\n## Run\n\nGo faster.\n")
        var update = try builder.update(changedPaths: ["docs/guide/setup.md"])
        #expect(update.changes.map(\.path) == ["assets/search-index.js", "assets/search/s0.js", "assets/search/t0.js",
                                                "docs/guide/setup.html"])
        #expect(update.removed.isEmpty)
        #expect(update.renderedFiles < 12, "rendered \(update.renderedFiles) files for one doc")

        // Saved unchanged: nothing.
        update = try builder.update(changedPaths: ["docs/guide/setup.md"])
        #expect(update.changes.isEmpty && update.removed.isEmpty)

        // A title: every doc's navigation, the generated folder pages (the
        // docs home and guide/'s) and the 404 page's list of docs.
        try write(fileSystem, "docs/guide/setup.md", "---\ntitle: Setting up\norder: 2\n---\n# Setup\n")
        update = try builder.update(changedPaths: ["docs/guide/setup.md"])
        #expect(Set(update.changes.map(\.path)) == ["docs/forest.html", "docs/guide/setup.html", "docs/intro.html",
                                                   "docs/index.html", "docs/guide/index.html",
                                                   "assets/search-index.js", "assets/search/s0.js", "assets/search/t0.js", "404.html"])
        try expectFullBuild(fileSystem, builder)

        try write(fileSystem, "docs/zebra.md", "# Zebra\n\nStripes.\n")
        update = try builder.update(changedPaths: ["docs/zebra.md"])
        #expect(update.changes.contains { $0.path == "docs/zebra.html" && $0.previous == nil })
        #expect(!update.changes.contains { $0.path == "index.html" })

        try fileSystem.remove("site/docs/guide/setup.md")
        update = try builder.update(changedPaths: ["docs/guide/setup.md"])
        // guide/ holds no doc any more: its page goes too.
        #expect(update.removed == ["docs/guide/index.html", "docs/guide/setup.html"])
        #expect(update.changes.contains { $0.path == "docs/intro.html" })
        try expectFullBuild(fileSystem, builder)

        // The first doc changes: the header's Docs link is the docs home
        // whichever doc comes first, so the gallery stays.
        try fileSystem.remove("site/docs/intro.md")
        update = try builder.update(changedPaths: ["docs/intro.md"])
        #expect(!update.changes.contains { $0.path == "index.html" })
        #expect(update.changes.contains { $0.path == "docs/index.html" })
        try expectFullBuild(fileSystem, builder)
        // No doc left: no docs home, and no Docs link in the header.
        try fileSystem.remove("site/docs/forest.md")
        try fileSystem.remove("site/docs/zebra.md")
        update = try builder.update(changedPaths: ["docs/forest.md", "docs/zebra.md"])
        #expect(update.removed.contains("docs/index.html"))
        #expect(update.changes.contains { $0.path == "index.html" })
        try expectFullBuild(fileSystem, builder)
    }

    @Test func theDocsOwn404PageComesChangesAndGoesAsInAFullBuild() throws {
        var (fileSystem, builder) = try start()
        try write(fileSystem, "docs/404.md", "# Lost\n\nTry the [guide](guide/setup.md).\n")
        var update = try builder.update(changedPaths: ["docs/404.md"])
        #expect(update.changes.map(\.path) == ["404.html"])
        #expect(String(decoding: builder.outputs["404.html"] ?? Data(), as: UTF8.self)
            .contains("<h1 id=\"lost\">Lost"))
        try expectFullBuild(fileSystem, builder)

        try write(fileSystem, "docs/404.md", "# Gone\n")
        update = try builder.update(changedPaths: ["docs/404.md"])
        #expect(update.changes.map(\.path) == ["404.html"])
        try expectFullBuild(fileSystem, builder)

        try fileSystem.remove("site/docs/404.md")
        update = try builder.update(changedPaths: ["docs/404.md"])
        #expect(update.changes.map(\.path) == ["404.html"])
        #expect(update.removed.isEmpty)
        try expectFullBuild(fileSystem, builder)
    }

    @Test func withDeferringTheEditedPageComesFirstAndTheRestAfter() throws {
        var (fileSystem, builder) = try start()
        try write(fileSystem, "docs/guide/setup.md", "---\ntitle: Setting up\norder: 2\n---\n# Setup\n\nNew.\n")
        var update = try builder.update(changedPaths: ["docs/guide/setup.md"], deferring: true)
        #expect(update.changes.map(\.path) == ["docs/guide/setup.html"])
        #expect(builder.hasDeferredWork)
        // Another edit before the deferred work: it takes the work over.
        try write(fileSystem, "docs/intro.md", "---\ntitle: Introduction\norder: 1\n---\n# Welcome\n\nEdited.\n")
        update = try builder.update(changedPaths: ["docs/intro.md"], deferring: true)
        #expect(update.changes.map(\.path) == ["docs/intro.html"])
        update = try builder.renderDeferred()
        #expect(Set(update.changes.map(\.path)) == ["docs/forest.html", "docs/index.html", "docs/guide/index.html",
                                                   "assets/search-index.js", "assets/search/s0.js", "assets/search/t0.js", "404.html"])
        #expect(!builder.hasDeferredWork)
        #expect(try builder.renderDeferred().renderedFiles == 0)
        try expectFullBuild(fileSystem, builder)
    }

    @Test func tokenChangesRenderTheStylesheetsPinnedPagesAndContrastReportAndABrokenFileKeepsTheLastGoodSite() throws {
        var (fileSystem, builder) = try start()
        try write(fileSystem, "tokens/ocean.theme.json", Self.ocean)
        var update = try builder.update(changedPaths: ["tokens/ocean.theme.json"])
        let paths = Set(update.changes.map(\.path))
        for path in ["assets/themes.js", "themes/ocean/light.html", "themes/ocean/dark.html", "contrast.html",
                     "contrast.json", "tokens.css", "tokens.json"] {
            #expect(paths.contains(path), "\(path) was not rendered")
        }

        // A syntax error: reported with file and line, outputs untouched.
        let before = builder.outputs
        try write(fileSystem, "tokens/ocean.theme.json", "{\n  \"name\": \"Ocean\",\n  \"accent\": \n}\n")
        do {
            _ = try builder.update(changedPaths: ["tokens/ocean.theme.json"])
            Issue.record("a syntax error was accepted")
        } catch {
            let text = error.diagnostics.map(\.description).joined(separator: "\n")
            #expect(text.contains("site/tokens/ocean.theme.json:4:"), "\(text)")
        }
        #expect(builder.outputs == before)

        // Another edit meanwhile is kept and shows once the tokens are fixed.
        try write(fileSystem, "docs/intro.md", "---\ntitle: Introduction\norder: 1\n---\n# Welcome back\n")
        #expect(throws: BuildFailure.self) { try builder.update(changedPaths: ["docs/intro.md"]) }

        try write(fileSystem, "tokens/ocean.theme.json", Self.ocean.replacingOccurrences(of: "#0A5FD1", with: "#0A4FC1"))
        update = try builder.update(changedPaths: ["tokens/ocean.theme.json"])
        #expect(update.changes.contains { $0.path == "docs/intro.html" })
        #expect(update.changes.contains { $0.path == "themes/ocean/light.html" })
        try expectFullBuild(fileSystem, builder)
    }

    @Test func templateChangesRenderThePagesThatUseThem() throws {
        var (fileSystem, builder) = try start()
        try write(fileSystem, "templates/matrix.mustache", "<main id=\"main\">A custom matrix {{#cells}}{{themeName}} {{/cells}}</main>\n")
        var update = try builder.update(changedPaths: ["templates/matrix.mustache"])
        #expect(update.changes.map(\.path) == ["matrix.html"])
        #expect(update.renderedFiles == 1)

        // A partial of the layout is used by every page.
        try write(fileSystem, "templates/head-script.mustache", "<script>/* mine */</script>\n")
        update = try builder.update(changedPaths: ["templates/head-script.mustache"])
        #expect(update.changes.contains { $0.path == "index.html" } && update.changes.contains { $0.path == "docs/intro.html" })
        #expect(!update.changes.contains { $0.path.hasPrefix("assets/") })

        try fileSystem.remove("site/templates/matrix.mustache")
        update = try builder.update(changedPaths: ["templates/matrix.mustache"])
        #expect(update.changes.map(\.path) == ["matrix.html"])

        // A broken doc, then fixed.
        try write(fileSystem, "docs/intro.md", "---\ntitle: Introduction\ntheme: ocaen\n---\n# Welcome\n")
        do {
            _ = try builder.update(changedPaths: ["docs/intro.md"])
            Issue.record("an unknown theme was accepted")
        } catch {
            #expect(error.diagnostics.map(\.description).contains { $0.hasPrefix("site/docs/intro.md:3:") })
        }
        try write(fileSystem, "docs/intro.md", Self.site["site/docs/intro.md"]!)
        update = try builder.update(changedPaths: ["docs/intro.md"])
        #expect(update.changes.isEmpty)
        try expectFullBuild(fileSystem, builder)
    }

    /// What a page depends on is recorded as it renders, partials included:
    /// `appearance-controls`, which no hand-kept list named, reaches every page.
    @Test func aTemplateEveryPageRendersRerendersEveryPageAndOneNoPageUsesNone() throws {
        var (fileSystem, builder) = try start()
        let controls = try #require(String(data: try Data(contentsOf: Self.templates.appendingPathComponent("appearance-controls.mustache")),
                                           encoding: .utf8))
        try write(fileSystem, "templates/appearance-controls.mustache", "<!-- mine -->\n" + controls)
        var update = try builder.update(changedPaths: ["templates/appearance-controls.mustache"])
        let paths = Set(update.changes.map(\.path))
        for path in ["index.html", "contrast.html", "contrast/forest.html", "docs/forest.html",
                     "themes/forest/dark.html", "assets/appearance-panel.js"] {
            #expect(paths.contains(path), "\(path) was not rendered again")
        }
        // A doc that follows the reader's theme holds a stand-in, and
        // theme-preview.js puts the panel from assets/appearance-panel.js
        // there: its bytes stay as they were.
        #expect(!paths.contains("docs/intro.html"))
        // The parts with the panel: the gallery, 12 pinned pages, the
        // contrast report (7 pages and contrast.json), the lab's page, the
        // docs (3 docs and 2 folder pages, rendered as one part) and the
        // shared assets (13 files, the panel's, the lab's copies of the
        // stylesheet and script, its data and DTCG documents among them).
        #expect(update.renderedFiles == 40, "\(update.renderedPaths)")
        // Pages without the panel are not rendered at all.
        #expect(!paths.contains { $0 == "matrix.html" || $0 == "404.html" || $0.hasSuffix(".json") })
        #expect(paths.filter { $0.hasPrefix("assets/") } == ["assets/appearance-panel.js"])
        try expectFullBuild(fileSystem, builder)

        // A template that no page names: nothing renders.
        try write(fileSystem, "templates/unused-partial.mustache", "<p>unused</p>\n")
        update = try builder.update(changedPaths: ["templates/unused-partial.mustache"])
        #expect(update.renderedFiles == 0 && update.changes.isEmpty)
        #expect(update.warnings.contains { $0.message.contains("'unused-partial' does not replace a built-in template") })

        // Then the doc template names it: the docs' pages render, with it.
        let doc = try #require(String(data: try Data(contentsOf: Self.templates.appendingPathComponent("doc.mustache")),
                                      encoding: .utf8))
        try write(fileSystem, "templates/doc.mustache", doc + "{{> unused-partial}}\n")
        update = try builder.update(changedPaths: ["templates/doc.mustache"])
        #expect(Set(update.changes.map(\.path)) == ["docs/forest.html", "docs/guide/setup.html", "docs/intro.html"])
        try write(fileSystem, "templates/unused-partial.mustache", "<p>used now</p>\n")
        update = try builder.update(changedPaths: ["templates/unused-partial.mustache"])
        #expect(Set(update.changes.map(\.path)) == ["docs/forest.html", "docs/guide/setup.html", "docs/intro.html"])
        #expect(update.changes.allSatisfy { String(decoding: $0.contents, as: UTF8.self).contains("<p>used now</p>") })
        try expectFullBuild(fileSystem, builder)
    }

    static let templates = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Templates")

    /// Static files appearing or disappearing are an input of the pages
    /// (the link-preview picture); their bytes are not.
    @Test func aStaticFileTheLayoutUsesRerendersThePagesWhenItAppears() throws {
        var files = Self.site
        files["site/config.yaml"] = "title: Acme tokens\nbaseURL: https://example.com/\n"
        var (fileSystem, builder) = try start(files)
        try write(fileSystem, "static/images/gallery.png", "png")
        var update = try builder.update(changedPaths: ["static/images/gallery.png"])
        #expect(update.changes.contains { $0.path == "index.html" } && update.changes.contains { $0.path == "docs/intro.html" })
        try expectFullBuild(fileSystem, builder)
        try write(fileSystem, "static/images/gallery.png", "png, again")
        update = try builder.update(changedPaths: ["static/images/gallery.png"])
        #expect(update.changes.map(\.path) == ["images/gallery.png"] && update.renderedFiles == 1)

        // A static file in the way of a generated page: the build's message.
        try write(fileSystem, "static/matrix.html", "mine")
        do {
            _ = try builder.update(changedPaths: ["static/matrix.html"])
            Issue.record("a static file replaced a page")
        } catch {
            #expect(error.diagnostics.map(\.description) == ["site/static/matrix.html: error: this static file would overwrite the generated page 'matrix.html'; rename or move it"])
        }
    }

    @Test func staticFilesOneByOneAndTheConfigForEverything() throws {
        var (fileSystem, builder) = try start()
        try write(fileSystem, "static/custom.css", "body { color: red }\n")
        var update = try builder.update(changedPaths: ["static/custom.css"])
        #expect(update.changes.contains { $0.path == "custom.css" })

        try write(fileSystem, "static/custom.css", "body { color: blue }\n")
        update = try builder.update(changedPaths: ["static/custom.css"])
        #expect(update.changes.map(\.path) == ["custom.css"])
        #expect(update.renderedFiles == 1)

        try fileSystem.remove("site/static/custom.css")
        update = try builder.update(changedPaths: ["static/custom.css"])
        #expect(update.removed == ["custom.css"])

        // Files the build does not read.
        try write(fileSystem, "docs/.intro.md.swp", "junk")
        try write(fileSystem, "notes.txt", "junk")
        update = try builder.update(changedPaths: ["docs/.intro.md.swp", "notes.txt", "_site/index.html"])
        #expect(update.changes.isEmpty && update.renderedFiles == 0)

        // The config: everything.
        try write(fileSystem, "config.yaml", "title: Other tokens\n")
        update = try builder.update(changedPaths: ["config.yaml"])
        #expect(update.changes.contains { $0.path == "index.html" } && update.changes.contains { $0.path == "docs/intro.html" })
        try expectFullBuild(fileSystem, builder)
    }

    /// Docs' assets are copied like static files, one by one, and the
    /// broken links the build reports follow every change.
    @Test func docAssetsAndBrokenLinksFollowEdits() throws {
        var (fileSystem, builder) = try start()
        try write(fileSystem, "docs/guide/setup.md", "---\norder: 2\n---\n# Setup\n\n![shot](img/shot.png)\n")
        var update = try builder.update(changedPaths: ["docs/guide/setup.md"])
        let broken = "site/docs/guide/setup.md:6:1: warning: broken image 'img/shot.png': there is no site/docs/guide/img/shot.png"
        #expect(update.warnings.map(\.description) == [broken])

        try fileSystem.write(Data([0x89, 0x50]), to: "site/docs/guide/img/shot.png")
        update = try builder.update(changedPaths: ["docs/guide/img/shot.png"])
        #expect(update.changes.map(\.path) == ["docs/guide/img/shot.png"])
        #expect(update.renderedFiles == 1)
        #expect(update.warnings.isEmpty)
        #expect(builder.outputs["docs/guide/img/shot.png"] == Data([0x89, 0x50]))
        try expectFullBuild(fileSystem, builder)

        try fileSystem.write(Data([0x89, 0x51]), to: "site/docs/guide/img/shot.png")
        update = try builder.update(changedPaths: ["docs/guide/img/shot.png"])
        #expect(update.changes.map(\.path) == ["docs/guide/img/shot.png"])

        // A swap file is not published, and changes nothing.
        try write(fileSystem, "docs/guide/img/.shot.png.swp", "junk")
        update = try builder.update(changedPaths: ["docs/guide/img/.shot.png.swp"])
        #expect(update.changes.isEmpty && update.renderedFiles == 0)

        try fileSystem.remove("site/docs/guide/img/shot.png")
        update = try builder.update(changedPaths: ["docs/guide/img/shot.png"])
        #expect(update.removed == ["docs/guide/img/shot.png"])
        #expect(update.warnings.map(\.description) == [broken])
        try expectFullBuild(fileSystem, builder)

        // Strict: the warning fails the update, and the last good site stays.
        builder.options.strict = true
        do throws(BuildFailure) {
            _ = try builder.update(changedPaths: ["docs/guide/setup.md"])
            Issue.record("a broken link built under strict")
        } catch {
            #expect(error.diagnostics.map(\.description).contains(broken.replacingOccurrences(of: ": warning: ", with: ": error: ")))
        }
    }

    /// A doc's link warnings are kept between updates while nothing they
    /// depend on changed; a heading renamed in one doc breaks (and its
    /// return mends) the links into it from docs that did not change.
    @Test func linksIntoAnEditedDocAreCheckedAgain() throws {
        var files = Self.site
        files["site/docs/intro.md"] = "---\ntitle: Introduction\norder: 1\n---\n# Welcome\n\nRead [how to run](guide/setup.md#run).\n"
        var (fileSystem, builder) = try start(files)
        #expect(try builder.update(changedPaths: []).warnings.isEmpty)
        try write(fileSystem, "docs/guide/setup.md", "---\norder: 2\n---\n# Setup\n\n## Start\n\nGo.\n")
        var update = try builder.update(changedPaths: ["docs/guide/setup.md"])
        #expect(update.warnings.map(\.description) == [
            "site/docs/intro.md:7:6: warning: broken link 'guide/setup.md#run': site/docs/guide/setup.md has no heading with the id 'run'",
        ])
        let full = try FullBuilder(fileSystem: fileSystem, generator: Self.generator).build(siteDirectory: "site", output: "check")
        #expect(full.warnings == update.warnings)
        try write(fileSystem, "docs/guide/setup.md", "---\norder: 2\n---\n# Setup\n\n## Run\n\nGo.\n")
        update = try builder.update(changedPaths: ["docs/guide/setup.md"])
        #expect(update.warnings.isEmpty)
        // A doc removed: the link to it is broken.
        try fileSystem.remove("site/docs/guide/setup.md")
        update = try builder.update(changedPaths: ["docs/guide/setup.md"])
        #expect(update.warnings.map(\.description) == [
            "site/docs/intro.md:7:6: warning: broken link 'guide/setup.md#run': there is no site/docs/guide/setup.md",
        ])
    }

    /// Random sequences of edits of every kind (a fixed seed per run, so a
    /// failure repeats), with and without deferring: after each, the
    /// builder's files equal a full build's.
    @Test(arguments: [1, 2, 3]) func anySequenceOfEditsEndsEqualToAFullBuild(seed: UInt64) throws {
        var files = Self.site
        files["site/config.yaml"] = "title: Acme tokens\nbaseURL: https://example.com/\n"
        var (fileSystem, builder) = try start(files)
        var state = seed &* 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let matrix = "<main id=\"main\">{{#cells}}{{themeName}} {{/cells}}{{> note}}</main>\n"
        let edits: [(path: String, text: String?)] = [
            ("docs/intro.md", "---\ntitle: Introduction\norder: 1\n---\n# Welcome\n\nEdited body.\n"),
            ("docs/intro.md", "---\ntitle: Start here\norder: 1\n---\n# Welcome\n"),
            ("docs/intro.md", "---\norder: 9\n---\n# Last now\n"),
            ("docs/guide/setup.md", "# Setup\n\n## A\n\n## B\n"),
            ("docs/guide/setup.md", nil),
            ("docs/aardvark.md", "---\norder: 0\n---\n# Aardvark\n"),
            ("docs/aardvark.md", nil),
            ("docs/forest.md", "---\ntitle: Forest page\norder: 3\ntheme: ocean\n---\nPinned to ocean.\n"),
            ("docs/forest.md", "---\ntitle: Forest page\norder: 3\ntheme: forest\n---\nPinned, and a new sentence.\n"),
            ("tokens/ocean.theme.json", Self.ocean),
            ("tokens/ocean.theme.json", Self.ocean.replacingOccurrences(of: "#0A5FD1", with: "#7A2FD1")),
            ("templates/matrix.mustache", matrix),
            ("templates/matrix.mustache", nil),
            ("templates/note.mustache", "<p>note</p>\n"),
            ("templates/note.mustache", nil),
            ("static/extra.txt", "extra"),
            ("static/extra.txt", nil),
            ("static/images/gallery.png", "png"),
            ("static/images/gallery.png", nil),
            ("config.yaml", "title: Other tokens\n"),
            ("config.yaml", "title: Acme tokens\nbaseURL: https://example.com/\n"),
            // The folder tree: index pages and their clash, a new folder,
            // links whose page depends on which folders and index pages exist.
            ("docs/guide/README.md", "# Guide home\n\n[setup](setup.md) [top](../intro.md)\n"),
            ("docs/guide/README.md", nil),
            ("docs/guide/index.md", "---\ntitle: Guide index\nlinkTitle: Guide\norder: 5\n---\nText.\n"),
            ("docs/guide/index.md", nil),
            ("docs/guide/deeper/notes.md", "---\nlinkTitle: Notes\n---\n# Deep notes\n\n[guide](..) [guide folder](../../guide)\n"),
            ("docs/guide/deeper/notes.md", nil),
            ("docs/links.md", "# Links\n\n[guide](guide) [deeper](guide/deeper) [readme](guide/README.md)\n"),
            ("docs/links.md", nil),
            ("docs/README.md", "---\norder: 0\n---\n# Home\n"),
            ("docs/README.md", nil),
        ]
        for step in 0..<32 {
            let edit = edits[next(edits.count)]
            if let text = edit.text { try write(fileSystem, edit.path, text) } else { try fileSystem.remove("site/" + edit.path) }
            do {
                _ = try builder.update(changedPaths: [edit.path], deferring: next(2) == 0)
            } catch {
                // The only failure these edits can make: forest.md pinned
                // to ocean while tokens/ocean.theme.json is gone.
                #expect(error.diagnostics.allSatisfy { $0.file == "site/docs/forest.md" }, "step \(step): \(error)")
                try write(fileSystem, "tokens/ocean.theme.json", Self.ocean)
                _ = try builder.update(changedPaths: ["tokens/ocean.theme.json"], deferring: next(2) == 0)
            }
            if next(3) == 0 || !builder.hasDeferredWork {
                _ = try builder.renderDeferred()
                try expectFullBuild(fileSystem, builder)
            }
        }
        _ = try builder.renderDeferred()
        try expectFullBuild(fileSystem, builder)
    }

    /// Folders appear and go, a README becomes a folder's page and gives it
    /// up to an index.md: the pages whose tree, breadcrumbs or links change
    /// follow, as in a full build.
    @Test func foldersAndIndexPagesComeAndGoAsInAFullBuild() throws {
        var files = Self.site
        files["site/docs/links.md"] = "# Links\n\n[deeper](guide/deeper) [readme](guide/README.md)\n"
        var (fileSystem, builder) = try start(files)
        #expect(builder.outputs["docs/guide/index.html"] != nil)
        #expect(String(decoding: builder.outputs["docs/links.html"] ?? Data(), as: UTF8.self)
            .contains(#"<a href="guide/deeper">deeper</a> <a href="guide/index.html">readme</a>"#))

        // A doc in a new folder: its page, the folder's generated page, and
        // the link to the folder now leads to that page.
        try write(fileSystem, "docs/guide/deeper/notes.md", "# Notes\n")
        var update = try builder.update(changedPaths: ["docs/guide/deeper/notes.md"])
        #expect(update.changes.contains { $0.path == "docs/guide/deeper/index.html" && $0.previous == nil })
        #expect(String(decoding: builder.outputs["docs/links.html"] ?? Data(), as: UTF8.self)
            .contains(#"<a href="guide/deeper/index.html">deeper</a>"#))
        try expectFullBuild(fileSystem, builder)

        // A README: the folder's page instead of the generated one.
        try write(fileSystem, "docs/guide/README.md", "# Guide home\n")
        update = try builder.update(changedPaths: ["docs/guide/README.md"])
        #expect(String(decoding: builder.outputs["docs/guide/index.html"] ?? Data(), as: UTF8.self).contains("Guide home"))
        try expectFullBuild(fileSystem, builder)

        // An index.md comes first: the README is a page of its own, and
        // links to it lead there.
        try write(fileSystem, "docs/guide/index.md", "# Guide index\n")
        update = try builder.update(changedPaths: ["docs/guide/index.md"])
        #expect(update.changes.contains { $0.path == "docs/guide/README.html" && $0.previous == nil })
        #expect(String(decoding: builder.outputs["docs/links.html"] ?? Data(), as: UTF8.self)
            .contains(#"<a href="guide/README.html">readme</a>"#))
        #expect(update.warnings.contains { $0.file == "site/docs/guide/README.md" })
        try expectFullBuild(fileSystem, builder)

        // All gone again.
        for path in ["docs/guide/index.md", "docs/guide/README.md", "docs/guide/deeper/notes.md"] {
            try fileSystem.remove("site/" + path)
        }
        update = try builder.update(changedPaths: ["docs/guide/index.md", "docs/guide/README.md", "docs/guide/deeper/notes.md"])
        #expect(update.removed.contains("docs/guide/deeper/index.html") && update.removed.contains("docs/guide/README.html"))
        try expectFullBuild(fileSystem, builder)
    }

    /// A link written without `.md` (as VitePress links pages) leads to
    /// its page once the page exists, and back to a broken link when it
    /// goes, as in a full build.
    @Test func linksWithoutMarkdownFollowTheDocsThatComeAndGo() throws {
        var files = Self.site
        files["site/docs/links.md"] = "# Links\n\n[later](later#top)\n"
        var (fileSystem, builder) = try start(files)
        func links() -> String { String(decoding: builder.outputs["docs/links.html"] ?? Data(), as: UTF8.self) }
        #expect(links().contains(#"<a href="later#top">later</a>"#))

        try write(fileSystem, "docs/later.md", "# Later\n")
        var update = try builder.update(changedPaths: ["docs/later.md"])
        #expect(links().contains(#"<a href="later.html#top">later</a>"#))
        #expect(!update.warnings.contains { $0.file == "site/docs/links.md" })
        try expectFullBuild(fileSystem, builder)

        try fileSystem.remove("site/docs/later.md")
        update = try builder.update(changedPaths: ["docs/later.md"])
        #expect(links().contains(#"<a href="later#top">later</a>"#))
        #expect(update.warnings.contains { $0.file == "site/docs/links.md" && $0.message.contains("broken link 'later#top'") })
        try expectFullBuild(fileSystem, builder)
    }

    @Test func crossingOneHundredDocsWindowsTheSidebarAndWritesTheDocsIndex() throws {
        var files = Self.site
        for number in 1...97 { files[String(format: "site/docs/many-%03d.md", number)] = "# Many \(number)\n" }
        var (fileSystem, builder) = try start(files)
        #expect(builder.outputs["docs.html"] == nil)

        // The 101st doc: every page's sidebar becomes a window, and the index appears.
        try write(fileSystem, "docs/zebra.md", "# Zebra\n")
        var update = try builder.update(changedPaths: ["docs/zebra.md"])
        #expect(update.changes.contains { $0.path == "docs.html" && $0.previous == nil })
        #expect(update.changes.contains { $0.path == "docs/intro.html" })
        try expectFullBuild(fileSystem, builder)

        // A title: the index follows.
        try write(fileSystem, "docs/many-050.md", "# Middle one\n")
        update = try builder.update(changedPaths: ["docs/many-050.md"])
        #expect(update.changes.contains { $0.path == "docs.html" })
        try expectFullBuild(fileSystem, builder)

        // Back to 100: no index.
        try fileSystem.remove("site/docs/zebra.md")
        update = try builder.update(changedPaths: ["docs/zebra.md"])
        #expect(update.removed.contains("docs.html"))
        try expectFullBuild(fileSystem, builder)
    }

    @Test func moreThanTwentyFourThemesHaveTheThemesIndexAsInAFullBuild() throws {
        var files = Self.site
        for number in 1...18 {
            files[String(format: "site/tokens/brand-%02d.theme.json", number)] = ##"{"name": "Brand \##(number)", "accent": {"light": "#0A5FD1", "dark": "#5AA9FF"}}"##
        }
        var (fileSystem, builder) = try start(files)
        #expect(builder.outputs["themes/index.html"] == nil)
        try write(fileSystem, "tokens/ocean.theme.json", Self.ocean)
        let update = try builder.update(changedPaths: ["tokens/ocean.theme.json"])
        #expect(update.changes.contains { $0.path == "themes/index.html" && $0.previous == nil })
        try expectFullBuild(fileSystem, builder)
    }
}

/// `serve --drafts` keeps the drafts `build --drafts` keeps.
struct IncrementalDraftsTests {
    @Test func draftsAreServedOnlyWhenAskedFor() throws {
        let files = ["site/docs/hello.md": "# Hello\n", "site/docs/later.md": "---\ndraft: true\n---\n# Later\n"]
        for include in [false, true] {
            var builder = IncrementalBuilder(siteDirectory: "site", fileSystem: InMemoryFileSystem(files: files),
                                             generator: "t", options: BuildOptions(includeDrafts: include))
            _ = try builder.build()
            #expect((builder.outputs["docs/later.html"] != nil) == include)
            #expect(builder.outputs["docs/hello.html"] != nil)
        }
    }
}
