@testable import Basics
import Foundation
@testable import PreviewRenderer
import Testing

/// The token pages' entries are kept from one token edit to the next: an
/// edit renders again only the entries whose values changed, and the pages
/// are the bytes a fresh build makes.
struct RenderMemoTests {
    static func core(chart: String) -> String {
        """
        { "palette": { "ink": { "value": "#111111", "type": "color" }, "paper": { "value": "#fafafa", "type": "color" },
                       "chart": { "value": "\(chart)", "type": "color" } },
          "space": { "base": { "value": "4", "type": "spacing" } } }
        """
    }

    static let files: [String: String] = [
        "site/tokens/$themes.json": """
        [
          { "id": "1", "name": "Light", "group": "mode", "selectedTokenSets": { "core": "source", "mode/light": "enabled" } },
          { "id": "2", "name": "Dark", "group": "mode", "selectedTokenSets": { "core": "source", "mode/dark": "enabled" } }
        ]
        """,
        "site/tokens/$metadata.json": "{ \"tokenSetOrder\": [\"core\", \"mode/light\", \"mode/dark\"] }\n",
        "site/tokens/core.json": core(chart: "#336699"),
        "site/tokens/mode/light.json": """
        { "surface": { "value": "{palette.paper}", "type": "color" }, "text": { "value": "{palette.ink}", "type": "color" },
          "chart": { "series": { "value": "{palette.chart}", "type": "color" } } }
        """,
        "site/tokens/mode/dark.json": """
        { "surface": { "value": "{palette.ink}", "type": "color" }, "text": { "value": "{palette.paper}", "type": "color" },
          "chart": { "series": { "value": "{palette.chart}", "type": "color" } } }
        """,
    ]

    @Test func aTokenEditRendersOnlyTheEntriesThatChanged() throws {
        let fileSystem = InMemoryFileSystem(files: Self.files)
        var builder = IncrementalBuilder(siteDirectory: "site", fileSystem: fileSystem, generator: "t")
        _ = try builder.build()
        let memo = try #require(builder.site?.tokenEntries)
        // The first build renders every entry of every token page.
        #expect(memo.generationCounts.made == 7 && memo.generationCounts.reused == 0, "\(memo.generationCounts)")

        try fileSystem.write(Data(Self.core(chart: "#884422").utf8), to: "site/tokens/core.json")
        let update = try builder.update(changedPaths: ["tokens/core.json"])
        #expect(Set(update.renderedPaths).isSuperset(of: ["tokens/palette.html", "tokens/chart.html"]))
        // palette.chart and chart.series changed; ink and paper, beside
        // palette.chart on its page, are taken as they were.
        #expect(memo.generationCounts.made == 2, "\(memo.generationCounts)")
        #expect(memo.generationCounts.reused == 2, "\(memo.generationCounts)")

        var fresh = IncrementalBuilder(siteDirectory: "site", fileSystem: fileSystem, generator: "t")
        _ = try fresh.build()
        for path in ["tokens/palette.html", "tokens/chart.html", "tokens/space.html", "tokens/index.html"] {
            let kept = try #require(builder.outputs[path])
            #expect(kept == fresh.outputs[path], "\(path) differs from a fresh build")
        }
        let palette = String(decoding: try #require(builder.outputs["tokens/palette.html"]), as: UTF8.self)
        #expect(palette.contains("<code>#884422</code>") && !palette.contains("#336699"))
    }
}
