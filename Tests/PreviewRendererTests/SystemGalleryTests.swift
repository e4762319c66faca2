@testable import Basics
import Foundation
@testable import PreviewRenderer
import TestSupport
import Testing

/// A design system wears the gallery: its combinations are the themes,
/// the Appearance controls offer its axes, pinned pages link along them,
/// and past 64 combinations pinned pages and the matrix stop, with a warning.
struct SystemGalleryTests {
    func build(_ files: [String: String]) throws -> (InMemoryFileSystem, BuildSummary) {
        let fileSystem = InMemoryFileSystem(files: files)
        let summary = try FullBuilder(fileSystem: fileSystem, generator: "t").build(siteDirectory: "site", output: "out")
        return (fileSystem, summary)
    }

    func text(_ path: String, in fileSystem: InMemoryFileSystem) throws -> String {
        String(decoding: try fileSystem.contents(of: path), as: UTF8.self)
    }

    @Test func theControlsOfferEveryAxisAndPinnedPagesLinkAlongThem() throws {
        let (built, summary) = try build(DesignSystemFixture.files)
        #expect(summary.line.contains("(4 themes x light/dark pinned, "))
        let gallery = try text("out/index.html", in: built)
        #expect(gallery.contains("""
            <legend class="tp-axis-name" id="app-axis-0">brand</legend>
            <div class="tp-axis-values">
            <button type="button" class="tp-axis-value" data-axis="0" data-axis-value="acme" aria-pressed="true">acme</button>
            <button type="button" class="tp-axis-value" data-axis="0" data-axis-value="nova" aria-pressed="false">nova</button>
            </div>
            """))
        #expect(gallery.contains("""
            <button type="button" class="tp-axis-value" data-axis="1" data-axis-value="light / dark" aria-pressed="true">light / dark</button>
            <button type="button" class="tp-axis-value" data-axis="1" data-axis-value="wireframe" aria-pressed="false">wireframe</button>
            """))
        #expect(gallery.contains("<p class=\"tp-axis-count\">6 combinations of brand × mode</p>"))
        #expect(try text("out/matrix.html", in: built).contains(
            "<p>6 combinations of brand × mode, as 4 themes (a light and a dark combination are one).</p>"))
        // No list of every combination besides the axes.
        #expect(!gallery.contains("data-theme-choice="))
        let script = try text("out/assets/themes.js", in: built)
        #expect(script.contains(#""nova-wireframe": {"name": "nova · wireframe", "axes": ["nova", "wireframe"], "css": "#))

        let pinned = try text("out/themes/nova-wireframe/dark.html", in: built)
        #expect(pinned.contains(#"<a class="tp-axis-value" href="../acme-wireframe/dark.html">acme</a>"#))
        #expect(pinned.contains(#"<a class="tp-axis-value" href="dark.html" aria-current="page">nova</a>"#))
        #expect(pinned.contains(#"<a class="tp-axis-value" href="../nova/dark.html">light / dark</a>"#))
        // Every page's header panel has the axes too.
        #expect(try text("out/contrast.html", in: built).contains(#"data-axis="1" data-axis-value="wireframe""#))
    }

    @Test func pastSixtyFourCombinationsPinnedPagesAndTheMatrixHoldTheFirst() throws {
        // 40 brands × light/dark/wireframe: 120 combinations, 80 themes; the
        // first 21 brands are 63 combinations (42 themes), and the next light
        // and dark pair would pass 64.
        let brands = (1...40).map { "b\($0)" }
        var files = DesignSystemFixture.files
        var contexts: [String] = []
        for brand in brands {
            files["site/tokens/\(brand).tokens.json"] = DesignSystemFixture.brand("blue")
            contexts.append(#""\#(brand)": [{"$ref": "\#(brand).tokens.json"}]"#)
        }
        files["site/tokens/acme.resolver.json"] = DesignSystemFixture.resolver
            .replacingOccurrences(of: #""acme": [{"$ref": "acme.tokens.json"}], "nova": [{"$ref": "nova.tokens.json"}]}, "default": "acme""#,
                                  with: contexts.joined(separator: ", ") + #"}, "default": "b1""#)
        files["site/tokens/acme.tokens.json"] = nil
        files["site/tokens/nova.tokens.json"] = nil
        let (built, summary) = try build(files)
        #expect(summary.warnings.map(\.description).contains(
            "site/tokens/acme.resolver.json:1:1: warning: the design system 'Acme' has 120 combinations; pinned pages and the matrix show the first 63 (42 themes) and the Appearance controls, the gallery and the contrast report all of them"))
        #expect(summary.line.contains("(42 themes x light/dark pinned, "))
        #expect(built.kind(at: "out/themes/b21-wireframe/dark.html") == .file)
        #expect(built.kind(at: "out/themes/b22/light.html") == nil)
        let matrix = try text("out/matrix.html", in: built)
        #expect(matrix.contains("tp-scope-41-dark") && !matrix.contains("tp-scope-42-light"))
        #expect(matrix.contains("<p>120 combinations of brand × mode, as 80 themes (a light and a dark combination are one); the first 63 combinations are shown here (42 themes), the contrast report has every one.</p>"))
        // Every theme is still one the switcher can apply.
        #expect(try text("out/assets/themes.js", in: built).contains(#""b40-wireframe": {"#))
        #expect(try text("out/themes/index.html", in: built).contains("<strong>b40 · wireframe</strong> <code>b40-wireframe</code>: <a href="))
        // The controls lead to that index: the axes alone do not list the themes by name.
        #expect(try text("out/index.html", in: built).contains(#"<p class="tp-more-themes"><a href="themes/index.html">All 80 themes</a></p>"#))
        #expect(try text("out/themes/b1/light.html", in: built).contains(#"<p class="tp-more-themes"><a href="../index.html">All 80 themes</a></p>"#))
    }
}
