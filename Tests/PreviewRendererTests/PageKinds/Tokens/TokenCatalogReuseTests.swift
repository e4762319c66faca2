@testable import Basics
import Foundation
@testable import PreviewRenderer
import Testing

/// After a token edit under `serve`, the token pages' catalog keeps its
/// arrangement (names, pages, anchors) when the tokens are the same ones,
/// and makes it again when they are not: either way the pages are the
/// bytes a fresh build makes.
struct TokenCatalogReuseTests {
    static let pages = ["tokens/index.html", "tokens/palette.html", "tokens/chart.html", "tokens/space.html",
                        "tokens/surface.html", "tokens/text.html"]

    func expectSameAsAFreshBuild(_ builder: IncrementalBuilder, _ fileSystem: InMemoryFileSystem) throws {
        var fresh = IncrementalBuilder(siteDirectory: "site", fileSystem: fileSystem, generator: "t")
        _ = try fresh.build()
        for path in Self.pages {
            #expect(builder.outputs[path] == fresh.outputs[path], "\(path) differs from a fresh build")
        }
    }

    @Test func aValueEditKeepsTheArrangement() throws {
        let fileSystem = InMemoryFileSystem(files: RenderMemoTests.files)
        var builder = IncrementalBuilder(siteDirectory: "site", fileSystem: fileSystem, generator: "t")
        _ = try builder.build()
        let before = try #require(builder.site?.tokenCatalog)

        try fileSystem.write(Data(RenderMemoTests.core(chart: "#884422").utf8), to: "site/tokens/core.json")
        _ = try builder.update(changedPaths: ["tokens/core.json"])
        let after = try #require(builder.site?.tokenCatalog)
        #expect(after.names == before.names)
        #expect(after.pages.map(\.path) == before.pages.map(\.path))
        #expect(after.positions == before.positions)
        #expect(after.token("palette.chart", at: 0)?.value != before.token("palette.chart", at: 0)?.value)
        try expectSameAsAFreshBuild(builder, fileSystem)
    }

    @Test func aTokenAddedOrRemovedIsPlacedAsAFreshBuildPlacesIt() throws {
        let fileSystem = InMemoryFileSystem(files: RenderMemoTests.files)
        var builder = IncrementalBuilder(siteDirectory: "site", fileSystem: fileSystem, generator: "t")
        _ = try builder.build()

        // A token before the others of its group: every later token moves.
        let added = """
        { "palette": { "accent": { "value": "#aa0000", "type": "color" }, "ink": { "value": "#111111", "type": "color" },
                       "paper": { "value": "#fafafa", "type": "color" }, "chart": { "value": "#336699", "type": "color" } },
          "space": { "base": { "value": "4", "type": "spacing" } } }
        """
        try fileSystem.write(Data(added.utf8), to: "site/tokens/core.json")
        _ = try builder.update(changedPaths: ["tokens/core.json"])
        let catalog = try #require(builder.site?.tokenCatalog)
        #expect(catalog.names.prefix(4) == ["surface", "text", "chart.series", "palette.accent"], "\(catalog.names)")
        #expect(catalog.places["palette.accent"]?.path == "tokens/palette.html")
        let palette = String(decoding: try #require(builder.outputs["tokens/palette.html"]), as: UTF8.self)
        #expect(palette.contains("id=\"token-palette.accent\""))
        try expectSameAsAFreshBuild(builder, fileSystem)

        try fileSystem.write(Data(RenderMemoTests.core(chart: "#336699").utf8), to: "site/tokens/core.json")
        _ = try builder.update(changedPaths: ["tokens/core.json"])
        #expect(builder.site?.tokenCatalog?.places["palette.accent"] == nil)
        try expectSameAsAFreshBuild(builder, fileSystem)
    }
}
