import Basics
import Foundation
import PreviewRenderer
import Testing

/// `serve` on a site whose `tokens/` holds a Tokens Studio folder: a token
/// edit renders the token page of its group (and the pages whose bytes
/// can change with it), not every token page and doc page, and the result
/// equals a full build of the edited folder.
struct TokenEditServeTests {
    static let files: [String: String] = [
        "site/config.yaml": "title: Studio\n",
        "site/docs/a.md": "# A\n\nSome text.\n",
        "site/docs/guide/b.md": "# B\n\nMore text.\n",
        "site/tokens/$themes.json": """
        [
          { "id": "1", "name": "Light", "group": "mode", "selectedTokenSets": { "core": "source", "mode/light": "enabled" } },
          { "id": "2", "name": "Dark", "group": "mode", "selectedTokenSets": { "core": "source", "mode/dark": "enabled" } }
        ]
        """,
        "site/tokens/$metadata.json": "{ \"tokenSetOrder\": [\"core\", \"mode/light\", \"mode/dark\"] }\n",
        "site/tokens/core.json": core(chart: "#336699"),
        "site/tokens/mode/light.json": """
        { "surface": { "value": "{palette.paper}", "type": "color", "description": "Page background" },
          "text": { "value": "{palette.ink}", "type": "color" }, "gap": { "value": "{space.base} * 2", "type": "spacing" },
          "chart": { "series": { "value": "{palette.chart}", "type": "color" } } }
        """,
        "site/tokens/mode/dark.json": """
        { "surface": { "value": "{palette.ink}", "type": "color" }, "text": { "value": "{palette.paper}", "type": "color" },
          "gap": { "value": "{space.base} * 2", "type": "spacing" },
          "chart": { "series": { "value": "{palette.chart}", "type": "color" } } }
        """,
    ]

    static func core(chart: String, paper: String = "#fafafa", spaceDescription: String = "The unit") -> String {
        """
        { "palette": { "ink": { "value": "#111111", "type": "color" }, "paper": { "value": "\(paper)", "type": "color" },
                       "chart": { "value": "\(chart)", "type": "color" } },
          "space": { "base": { "value": "4", "type": "spacing", "description": "\(spaceDescription)" } } }
        """
    }

    func start() throws -> (InMemoryFileSystem, IncrementalBuilder) {
        let fileSystem = InMemoryFileSystem(files: Self.files)
        var builder = IncrementalBuilder(siteDirectory: "site", fileSystem: fileSystem, generator: "t")
        _ = try builder.build()
        return (fileSystem, builder)
    }

    /// The builder's files equal those of a full build of the same folder.
    func expectFullBuild(_ fileSystem: InMemoryFileSystem, _ builder: IncrementalBuilder,
                         sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        try expectSameAsFullBuild(fileSystem, builder, generator: "t", sourceLocation: sourceLocation)
    }

    func edit(_ fileSystem: InMemoryFileSystem, _ builder: inout IncrementalBuilder, core text: String) throws -> OutputChanges {
        try fileSystem.write(Data(text.utf8), to: "site/tokens/core.json")
        return try builder.update(changedPaths: ["tokens/core.json"])
    }

    /// A primitive no gallery slot takes: its group's page and the page
    /// of the tokens that alias it change; no doc page, no other token
    /// page is rendered.
    @Test func aTokenEditRendersItsGroupsPageAndNoDocPage() throws {
        var (fileSystem, builder) = try start()
        let update = try edit(fileSystem, &builder, core: Self.core(chart: "#884422"))
        let rendered = Set(update.renderedPaths)
        #expect(rendered.isDisjoint(with: ["docs/a.html", "docs/guide/b.html", "docs/index.html", "docs/guide/index.html",
                                           "404.html"]), "\(update.renderedPaths)")
        #expect(!rendered.contains("tokens/space.html") && !rendered.contains("tokens/index.html"), "\(update.renderedPaths)")
        let tokenPages = rendered.filter { $0.hasPrefix("tokens/") && $0.hasSuffix(".html") }
        #expect(tokenPages == ["tokens/palette.html", "tokens/chart.html"], "\(update.renderedPaths)")
        let changed = Set(update.changes.map(\.path))
        #expect(changed.isSuperset(of: ["tokens/palette.html", "tokens/chart.html", "tokens.json", "tokens.css"]), "\(changed)")
        #expect(!changed.contains { $0.hasPrefix("docs/") })
        try expectFullBuild(fileSystem, builder)
    }

    /// Under `serve` (deferring): the page of the token edited comes first,
    /// with what every page shows; the pages of tokens that alias it, the
    /// search index, the contrast pages and the exports follow, and then
    /// the whole equals a full build.
    @Test func aTokenEditDeferredRendersTheEditedTokensPageFirst() throws {
        var (fileSystem, builder) = try start()
        try fileSystem.write(Data(Self.core(chart: "#884422").utf8), to: "site/tokens/core.json")
        let first = try builder.update(changedPaths: ["tokens/core.json"], deferring: true)
        let pages = first.renderedPaths.filter { $0.hasPrefix("tokens/") && $0.hasSuffix(".html") }
        #expect(pages == ["tokens/palette.html"], "\(first.renderedPaths)")
        #expect(first.changes.map(\.path).contains("tokens/palette.html"))
        for later in ["tokens/chart.html", "tokens.json", "tokens.css", "contrast.html", "contrast.json"] {
            #expect(!first.renderedPaths.contains(later), "\(later) in \(first.renderedPaths)")
        }
        #expect(!first.renderedPaths.contains { $0.hasPrefix("assets/search") }, "\(first.renderedPaths)")
        #expect(builder.hasDeferredWork)
        let rest = try builder.renderDeferred()
        #expect(Set(rest.renderedPaths).isSuperset(of: ["tokens/chart.html", "tokens.json", "tokens.css", "contrast.html"]),
                "\(rest.renderedPaths)")
        #expect(Set(rest.changes.map(\.path)).isSuperset(of: ["tokens/chart.html", "tokens.json", "tokens.css"]))
        #expect(!builder.hasDeferredWork)
        try expectFullBuild(fileSystem, builder)
    }

    /// A description is on its own token's page only.
    @Test func aDescriptionEditRendersOnePage() throws {
        var (fileSystem, builder) = try start()
        let update = try edit(fileSystem, &builder, core: Self.core(chart: "#336699", spaceDescription: "The grid's unit"))
        #expect(update.renderedPaths.filter { $0.hasPrefix("tokens/") && $0.hasSuffix(".html") } == ["tokens/space.html"],
                "\(update.renderedPaths)")
        #expect(update.changes.contains { $0.path == "tokens/space.html" })
        try expectFullBuild(fileSystem, builder)
    }

    /// The page's background: every theme's stylesheet changes. Pages
    /// carry none of it (the head script writes it from `assets/themes.js`,
    /// the site's CSS has the default theme for pages without JavaScript),
    /// so those two files change, and a doc page, which shows nothing of
    /// the edited token, is not even rendered again; the output still
    /// equals a full build.
    @Test func aTokenEveryPageShowsRendersEveryPage() throws {
        var (fileSystem, builder) = try start()
        let update = try edit(fileSystem, &builder, core: Self.core(chart: "#336699", paper: "#f0f0e8"))
        let changed = Set(update.changes.map(\.path))
        #expect(changed.isSuperset(of: ["assets/themes.js", "assets/theme-preview.css"]), "\(changed)")
        #expect(!changed.contains("docs/a.html"), "\(changed)")
        #expect(!update.renderedPaths.contains("docs/a.html"), "\(update.renderedPaths)")
        #expect(update.renderedPaths.contains("themes/site/light.html"), "\(update.renderedPaths)")
        try expectFullBuild(fileSystem, builder)
        // And back, then a group that goes away and one that comes.
        _ = try edit(fileSystem, &builder, core: Self.core(chart: "#336699"))
        try expectFullBuild(fileSystem, builder)
        let renamed = Self.core(chart: "#336699").replacingOccurrences(of: "\"space\"", with: "\"spacing\"")
        try fileSystem.write(Data(renamed.utf8), to: "site/tokens/core.json")
        let light = Self.files["site/tokens/mode/light.json"]!.replacingOccurrences(of: "{space.base}", with: "{spacing.base}")
        let dark = Self.files["site/tokens/mode/dark.json"]!.replacingOccurrences(of: "{space.base}", with: "{spacing.base}")
        try fileSystem.write(Data(light.utf8), to: "site/tokens/mode/light.json")
        try fileSystem.write(Data(dark.utf8), to: "site/tokens/mode/dark.json")
        let update2 = try builder.update(changedPaths: ["tokens/core.json", "tokens/mode/light.json", "tokens/mode/dark.json"])
        #expect(update2.removed.contains("tokens/space.html"), "\(update2.removed)")
        #expect(builder.outputs["tokens/spacing.html"] != nil)
        try expectFullBuild(fileSystem, builder)
    }

    /// A doc pinned to the default theme inlines that theme's stylesheet,
    /// so a token edit every page shows renders it again, while a doc
    /// that follows the reader is left alone.
    @Test func aDocPinnedToTheDefaultThemeFollowsATokenEdit() throws {
        var files = Self.files
        files["site/docs/pinned.md"] = "---\ntheme: site\n---\n# Pinned\n\nText.\n"
        let fileSystem = InMemoryFileSystem(files: files)
        var builder = IncrementalBuilder(siteDirectory: "site", fileSystem: fileSystem, generator: "t")
        _ = try builder.build()
        let before = try #require(builder.outputs["docs/pinned.html"])
        #expect(String(decoding: before, as: UTF8.self).contains("--vm-color-surface:#FAFAFA;"))
        let update = try edit(fileSystem, &builder, core: Self.core(chart: "#336699", paper: "#f0f0e8"))
        #expect(update.renderedPaths.contains("docs/pinned.html"), "\(update.renderedPaths)")
        #expect(!update.renderedPaths.contains("docs/a.html"), "\(update.renderedPaths)")
        let after = try #require(update.changes.first { $0.path == "docs/pinned.html" })
        #expect(String(decoding: after.contents, as: UTF8.self).contains("--vm-color-surface:#F0F0E8;"))
        try expectFullBuild(fileSystem, builder)
    }

    /// Edits that the themes' reading, kept from one load to the next
    /// (`TokensStudioReuse`), must follow: a set only some combinations
    /// enable, a token others reference, a set added and removed, the
    /// themes file, a broken reference and its fix. Each equals a full build.
    @Test func editsAfterEditsEqualFullBuilds() throws {
        var (fileSystem, builder) = try start()
        func write(_ path: String, _ text: String) throws -> OutputChanges {
            try fileSystem.write(Data(text.utf8), to: "site/" + path)
            return try builder.update(changedPaths: [path])
        }
        let light = Self.files["site/tokens/mode/light.json"]!
        let themes = Self.files["site/tokens/$themes.json"]!
        // Light's own set only.
        _ = try write("tokens/mode/light.json", light.replacingOccurrences(of: "{palette.ink}", with: "{palette.chart}"))
        try expectFullBuild(fileSystem, builder)
        _ = try write("tokens/mode/light.json", light)
        try expectFullBuild(fileSystem, builder)
        // A primitive both modes reference, twice.
        _ = try write("tokens/core.json", Self.core(chart: "#336699", paper: "#eeeeee"))
        try expectFullBuild(fileSystem, builder)
        _ = try write("tokens/core.json", Self.core(chart: "#123456", paper: "#eeeeee"))
        try expectFullBuild(fileSystem, builder)
        // A set added (enabled in Dark, over its own), then removed.
        _ = try write("tokens/mode/extra.json", ##"{ "surface": { "value": "#202020", "type": "color" } }"##)
        _ = try write("tokens/$metadata.json", "{ \"tokenSetOrder\": [\"core\", \"mode/light\", \"mode/dark\", \"mode/extra\"] }\n")
        _ = try write("tokens/$themes.json", themes.replacingOccurrences(of: #""mode/dark": "enabled""#,
                                                                        with: #""mode/dark": "enabled", "mode/extra": "enabled""#))
        try expectFullBuild(fileSystem, builder)
        try fileSystem.remove("site/tokens/mode/extra.json")
        try fileSystem.write(Data(Self.files["site/tokens/$metadata.json"]!.utf8), to: "site/tokens/$metadata.json")
        try fileSystem.write(Data(themes.utf8), to: "site/tokens/$themes.json")
        _ = try builder.update(changedPaths: ["tokens/mode/extra.json", "tokens/$metadata.json", "tokens/$themes.json"])
        try expectFullBuild(fileSystem, builder)
        // The themes swap their sets.
        _ = try write("tokens/$themes.json", themes.replacingOccurrences(of: "mode/light", with: "mode/x")
            .replacingOccurrences(of: "mode/dark", with: "mode/light").replacingOccurrences(of: "mode/x", with: "mode/dark"))
        try expectFullBuild(fileSystem, builder)
        _ = try write("tokens/$themes.json", themes)
        try expectFullBuild(fileSystem, builder)
        // A broken reference fails the build; fixed, the site is back.
        _ = try? write("tokens/mode/light.json", light.replacingOccurrences(of: "{palette.ink}", with: "{palette.none}"))
        _ = try write("tokens/mode/light.json", light)
        try expectFullBuild(fileSystem, builder)
    }
}
