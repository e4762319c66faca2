@testable import Basics
import Foundation
@testable import PreviewRenderer
import Testing

/// The docs' Appearance panel, shared: written once per language in
/// `assets/appearance-panel.js`, a placeholder in each page that follows the
/// reader's theme, the panel itself inline in a pinned page.
struct SharedPanelTests {
    /// `assets/appearance-panel.js`'s panels by language tag, as the page's
    /// script reads them (`window.ThemePreviewPanels`).
    static func panels(_ fileSystem: InMemoryFileSystem, output: String = "out") throws -> [String: String] {
        try panels(script: String(decoding: try fileSystem.contents(of: output + "/assets/appearance-panel.js"), as: UTF8.self))
    }

    /// The panels `script` (`assets/appearance-panel.js`) holds, by language tag.
    static func panels(script: String) throws -> [String: String] {
        let start = try #require(script.range(of: "window.ThemePreviewPanels = "))
        let end = try #require(script.range(of: "};\n", options: .backwards))
        let json = Data((String(script[start.upperBound..<end.lowerBound]) + "}").utf8)
        return try #require(try JSONSerialization.jsonObject(with: json) as? [String: String])
    }

    static func build(_ files: [String: String]) throws -> InMemoryFileSystem {
        let fileSystem = InMemoryFileSystem(files: files)
        _ = try FullBuilder(fileSystem: fileSystem, generator: "theme-preview test").build(siteDirectory: "site", output: "out")
        return fileSystem
    }

    static func text(_ fileSystem: InMemoryFileSystem, _ path: String) throws -> String {
        String(decoding: try fileSystem.contents(of: path), as: UTF8.self)
    }

    @Test func aDocThatFollowsTheReadersThemeCarriesAPlaceholderAndThePanelIsWrittenOnce() throws {
        let fileSystem = try Self.build([
            "site/config.yaml": "title: Acme\n",
            "site/docs/intro.md": "# Welcome\n\nText.\n",
            "site/docs/guide/setup.md": "# Setup\n\nGo.\n",
            "site/docs/forest.md": "---\ntheme: forest\nscheme: dark\n---\n# Forest\n\nPinned.\n",
        ])
        let setup = try Self.text(fileSystem, "out/docs/guide/setup.html")
        #expect(setup.contains("""
            <div id="appearance-panel" class="tp-appearance-panel" hidden>
            <div class="tp-shared-panel" data-shared-panel="en" data-root="../../"><p><a href="../../index.html">The component gallery</a></p></div>
            </div>
            """))
        #expect(!setup.contains("data-theme-choice") && !setup.contains(#"name="appearance""#))
        let intro = try Self.text(fileSystem, "out/docs/intro.html")
        #expect(intro.contains(#"<div class="tp-shared-panel" data-shared-panel="en" data-root="../">"#))
        // One panel, English, every theme and control, its links from the site root.
        let panels = try Self.panels(fileSystem)
        #expect(Array(panels.keys) == ["en"])
        let panel = try #require(panels["en"])
        #expect(panel.components(separatedBy: "data-theme-choice=").count - 1 == 6)
        #expect(panel.contains(#"<input type="radio" name="appearance" value="system" checked>"#))
        #expect(panel.contains(#"<h3 class="vm-section-header" id="panel-theme-heading">Theme</h3>"#))
        #expect(panel.contains(#"<strong data-readout="theme">default</strong>"#))
        // A pinned doc keeps its own panel: it works without JavaScript.
        let forest = try Self.text(fileSystem, "out/docs/forest.html")
        #expect(!forest.contains("tp-shared-panel"))
        #expect(forest.contains(#"<a class="vm-theme-cell" href="../themes/forest/dark.html" aria-current="page""#)
                || forest.contains("data-theme-choice=\"forest\""))
    }

    @Test func eachLanguageOfTheDocsHasItsPanel() throws {
        let fileSystem = try Self.build([
            "site/config.yaml": "title: Essai\nlanguage: fr\nstrings:\n  fr:\n    theme: Thème\n",
            "site/docs/intro.md": "# Bienvenue\n\nTexte.\n",
        ])
        let panels = try Self.panels(fileSystem)
        #expect(Array(panels.keys) == ["fr"])
        #expect(try #require(panels["fr"]).contains(#"<h3 class="vm-section-header" id="panel-theme-heading">Thème</h3>"#))
        #expect(try Self.text(fileSystem, "out/docs/intro.html").contains(#"data-shared-panel="fr" data-root="../">"#))
    }
}
