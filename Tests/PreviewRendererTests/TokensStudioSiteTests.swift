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
        let summary = try FullBuilder(fileSystem: fileSystem, generator: "t").build(siteDirectory: "site", output: "out")
        #expect(summary.designSystemNote
            == "site/tokens/$themes.json: note: the design system 'site' (6 tokens, 2 combinations of mode) is the site's themes, and documented on tokens/index.html")
        #expect(summary.warnings.map(\.message).allSatisfy { $0.hasPrefix("no token of the design system 'site' fits ") }, "\(summary.warnings)")
        #expect(summary.warnings.count == 1)
        // Located at the system's file, which `file:line:col`-aware editors open.
        #expect(summary.warnings.first?.description.hasPrefix("site/tokens/$themes.json:1:1: warning: no token of the design system 'site' fits ") == true)
        let surface = String(decoding: try fileSystem.contents(of: "out/tokens/top-level.html"), as: UTF8.self)
        // The chain leads to a source set's token, which has its own page.
        #expect(surface.contains("palette.paper"))
        #expect(surface.contains("href=\"palette.html#token-palette.paper\""))
        #expect(surface.contains("Page background"))
        let palette = String(decoding: try fileSystem.contents(of: "out/tokens/palette.html"), as: UTF8.self)
        #expect(palette.contains("#111111") && palette.contains("#fafafa"))
        #expect(surface.contains("8px"))
    }

    /// `system:` slots name the token a gallery slot takes: the build's
    /// table says so, and the theme's stylesheet has its value in each
    /// scheme (the light and the dark combination are one theme).
    @Test func systemSlotsInConfigFillTheGallery() throws {
        var files = Self.files
        files["site/config.yaml"] = "title: T\nsystem:\n  slots:\n    accent: text\n"
        let fileSystem = InMemoryFileSystem(files: files)
        let summary = try FullBuilder(fileSystem: fileSystem, generator: "t").build(siteDirectory: "site", output: "out")
        #expect(summary.guessTable?.contains("\naccent                  | text    | #111111 | set in config.yaml\n") == true,
                "\(summary.guessTable ?? "")")
        let script = String(decoding: try fileSystem.contents(of: "out/assets/themes.js"), as: UTF8.self)
        #expect(script.contains("\"site\": {\"name\": \"site\", \"css\": "))
        let light = String(decoding: try fileSystem.contents(of: "out/themes/site/light.html"), as: UTF8.self)
        let dark = String(decoding: try fileSystem.contents(of: "out/themes/site/dark.html"), as: UTF8.self)
        #expect(light.contains("--vm-color-accent:#111111;"))
        #expect(dark.contains("--vm-color-accent:#FAFAFA;"))
        #expect(summary.line.contains("(1 theme x light/dark pinned, 1 doc)"))
        #expect(summary.line.contains("the design system 'site' is 1 theme in place of the built-in ones"))
        #expect(!summary.warnings.contains { $0.message.contains("not used yet") })
    }

    /// A slot named in config that names no token of the system fails the
    /// build where it is written, with the nearest name.
    @Test func aSlotNamingNoTokenIsALocatedError() throws {
        var files = Self.files
        files["site/config.yaml"] = "title: T\nsystem:\n  slots:\n    accent: txt\n"
        let fileSystem = InMemoryFileSystem(files: files)
        #expect {
            try FullBuilder(fileSystem: fileSystem, generator: "t").build(siteDirectory: "site", output: "out")
        } throws: { error in
            (error as? BuildFailure)?.diagnostics.map(\.description)
                == ["site/config.yaml:4:13: error: no token 'txt' in the design system 'site' for the gallery slot 'accent'; did you mean 'text'?"]
        }
    }

    /// The token pages measure colors on the token the gallery's background
    /// takes: none here (white), and config's when it names one.
    @Test func colorsAreMeasuredOnTheGallerysBackground() throws {
        var fileSystem = InMemoryFileSystem(files: Self.files)
        _ = try FullBuilder(fileSystem: fileSystem, generator: "t").build(siteDirectory: "site", output: "out")
        var page = String(decoding: try fileSystem.contents(of: "out/tokens/top-level.html"), as: UTF8.self)
        #expect(page.contains("<code>#111111</code> <span class=\"tp-pass\">18.88:1 on <code>white</code>"), "\(page)")
        var files = Self.files
        files["site/config.yaml"] = "title: T\nsystem:\n  slots:\n    background: surface\n"
        fileSystem = InMemoryFileSystem(files: files)
        _ = try FullBuilder(fileSystem: fileSystem, generator: "t").build(siteDirectory: "site", output: "out")
        page = String(decoding: try fileSystem.contents(of: "out/tokens/top-level.html"), as: UTF8.self)
        #expect(page.contains("<code>#111111</code> <span class=\"tp-pass\">18.09:1 on <code>surface</code>"))
    }
}
