@testable import Basics
import Foundation
@testable import PreviewRenderer
import Testing

/// A Tokens Studio folder dropped into `tokens/` is the site's design
/// system: its themes' groups are the axes, every token (source sets'
/// too) has its place on a token page, chains link through source tokens.
struct TokensStudioSiteTests {
    static let files = [
        "site/docs/a.md": "# A\n",
        "site/tokens/$themes.json": """
        [
          { "id": "1", "name": "Light", "group": "mode", "selectedTokenSets": { "core": "source", "mode/light": "enabled" } },
          { "id": "2", "name": "Dark", "group": "mode", "selectedTokenSets": { "core": "source", "mode/dark": "enabled" } }
        ]
        """,
        "site/tokens/$metadata.json": "{ \"tokenSetOrder\": [\"core\", \"mode/light\", \"mode/dark\"] }\n",
        "site/tokens/core.json": """
        { "palette": { "ink": { "value": "#111111", "type": "color" }, "paper": { "value": "#fafafa", "type": "color" } },
          "space": { "base": { "value": "4", "type": "spacing" } } }
        """,
        "site/tokens/mode/light.json": """
        { "surface": { "value": "{palette.paper}", "type": "color", "description": "Page background" },
          "text": { "value": "{palette.ink}", "type": "color" }, "gap": { "value": "{space.base} * 2", "type": "spacing" } }
        """,
        "site/tokens/mode/dark.json": """
        { "surface": { "value": "{palette.ink}", "type": "color" }, "text": { "value": "{palette.paper}", "type": "color" },
          "gap": { "value": "{space.base} * 2", "type": "spacing" } }
        """,
    ]

    @Test func aTokensStudioFolderIsTheSitesSystem() throws {
        let fileSystem = InMemoryFileSystem(files: Self.files)
        let summary = try SiteBuilder(fileSystem: fileSystem, generator: "t").build(siteDirectory: "site", output: "out")
        #expect(summary.designSystemNote
            == "site/tokens/$themes.json: note: the design system 'site' (6 tokens, 2 combinations of mode) is documented on tokens/index.html")
        #expect(summary.warnings.isEmpty, "\(summary.warnings)")
        let surface = String(decoding: try fileSystem.contents(of: "out/tokens/top-level.html"), as: UTF8.self)
        // The chain leads to a source set's token, which has its own page.
        #expect(surface.contains("palette.paper"))
        #expect(surface.contains("href=\"palette.html#token-palette.paper\""))
        #expect(surface.contains("Page background"))
        let palette = String(decoding: try fileSystem.contents(of: "out/tokens/palette.html"), as: UTF8.self)
        #expect(palette.contains("#111111") && palette.contains("#fafafa"))
        #expect(surface.contains("8px"))
    }

    /// `system:` slots are checked but nothing applies them yet: the
    /// build says so where they are written, never silently.
    @Test func systemSlotsInConfigAreCheckedAndSaidToBeUnusedYet() throws {
        var files = Self.files
        files["site/config.yaml"] = "title: T\nsystem:\n  slots:\n    accent: surface\n"
        let fileSystem = InMemoryFileSystem(files: files)
        let summary = try SiteBuilder(fileSystem: fileSystem, generator: "t").build(siteDirectory: "site", output: "out")
        #expect(summary.warnings.map(\.description) == [
            "site/config.yaml:4:13: warning: 'system' slots and pairs are checked but not used yet: the gallery, the contrast report and `check` still show the built-in themes; the token pages (tokens/index.html) show your system",
        ])
    }
}
