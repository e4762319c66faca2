@testable import Basics
@testable import DTCG
import Foundation
@testable import PreviewRenderer
import Search
import TestSupport
import Testing
@testable import Theming
import ThemeTokens

/// A team's own DTCG system (tokens not named like VaultMail's) read into
/// a `DesignSystem`, its token pages, its `tokens.json` and search rows.
struct DesignSystemTests {
    func build(_ files: [String: String]) throws -> InMemoryFileSystem {
        try buildWithSummary(files).fileSystem
    }

    func buildWithSummary(_ files: [String: String]) throws -> (fileSystem: InMemoryFileSystem, summary: BuildSummary) {
        let fileSystem = InMemoryFileSystem(files: files.merging(["site/docs/a.md": "# A\n"]) { a, _ in a })
        let summary = try FullBuilder(fileSystem: fileSystem, generator: "t").build(siteDirectory: "site", output: "out")
        return (fileSystem, summary)
    }

    func text(_ path: String, in fileSystem: InMemoryFileSystem) throws -> String {
        String(decoding: try fileSystem.contents(of: path), as: UTF8.self)
    }

    @Test func everyModifierIsAnAxisAndEveryPermutationIsResolvedDefaultFirst() throws {
        let set = try SiteThemes.load(siteDirectory: "site", fileSystem: InMemoryFileSystem(files: DesignSystemFixture.files))
        let system = try #require(set.designSystem).system
        #expect(system.name == "Acme")
        #expect(system.axes == [
            DesignAxis(name: "brand", values: ["acme", "nova"]),
            DesignAxis(name: "mode", values: ["light", "dark", "wireframe"],
                       colorScheme: DesignAxis.ColorSchemeValues(light: "light", dark: "dark")),
        ])
        #expect(system.combinations.map(\.values) == [
            ["acme", "light"], ["acme", "dark"], ["acme", "wireframe"], ["nova", "light"], ["nova", "dark"], ["nova", "wireframe"],
        ])
        let novaDark = try #require(system.tokens[DesignCombination(["nova", "dark"])])
        let brand = try #require(novaDark["color.background.brand.default"])
        // The first step; `brand.primary` names the next (the token pages walk the chain).
        #expect(brand.references == ["brand.primary"])
        #expect(novaDark["brand.primary"]?.references == ["palette.violet"])
        #expect(brand.value == .color(DTCGColor(colorSpace: "srgb", components: [123.0 / 255, 63.0 / 255, 228.0 / 255], hex: "#7b3fe4")))
        #expect(novaDark["palette.blue"]?.references == [])
    }

    @Test func theDefaultNeedsNoDefaultKeyAndTheLightDarkAxisIsFoundByItsValues() throws {
        let resolver = ##"{"version": "2025.10", "modifiers": {"density": {"contexts": {"compact": [], "comfy": []}}, "Scheme": {"contexts": {"Dark": [], "Light": [], "dim": []}, "default": "Light"}}, "resolutionOrder": [{"$ref": "#/modifiers/density"}, {"$ref": "#/modifiers/Scheme"}]}"##
        let document = try DTCGResolverDocument.parse(DTCGFile(path: "s.resolver.json", text: resolver)) { _ in nil }
        let system = try document.designSystem(named: "s")
        #expect(system.name == "s")
        #expect(system.axes.map(\.colorScheme) == [nil, DesignAxis.ColorSchemeValues(light: "Light", dark: "Dark")])
        #expect(system.combinations.first?.values == ["compact", "Light"])
        #expect(system.combinations.count == 6)
    }

    @Test func vaultMailNamedResolversStayThemesWithoutADesignSystem() throws {
        let files = [
            "site/tokens/brand.resolver.json": SiteThemeTests.coreAndModeResolver,
            "site/tokens/core.tokens.json": ##"{"brand": {"$type": "color", "teal": {"$value": "#00796B"}}}"##,
            "site/tokens/light.tokens.json": ##"{"color": {"$type": "color", "accent": {"$value": "{brand.teal}"}}}"##,
            "site/tokens/dark.tokens.json": ##"{"color": {"$type": "color", "accent": {"$value": "#66CCB3"}}}"##,
        ]
        let set = try SiteThemes.load(siteDirectory: "site", fileSystem: InMemoryFileSystem(files: files))
        #expect(set.designSystem?.system.name == nil)
        #expect(set.registry.theme(exactly: "brand")?.light[.accent].hex == "#00796B")
        let built = try build(files)
        #expect(built.kind(at: "out/tokens/index.html") == nil)
        #expect(try buildWithSummary(files).summary.notes == [])
        #expect(try !text("out/index.html", in: built).contains(">Tokens</a>"))
        #expect(try text("out/tokens.json", in: built).contains(#""name": "theme-preview themes""#))
    }

    @Test func eachGroupHasAPageAndEachTokenIsASampleOfItsType() throws {
        let (built, summary) = try buildWithSummary(DesignSystemFixture.files)
        #expect(summary.notes.first == "site/tokens/acme.resolver.json: note: the design system 'Acme' (13 tokens, 6 combinations of brand × mode) is the site's themes, and documented on tokens/index.html")
        #expect(summary.notes.count == 2)
        let index = try text("out/tokens/index.html", in: built)
        #expect(index.contains("<h1>Acme tokens</h1>\n<p>13 tokens, resolved in 6 combinations of its axes."))
        #expect(index.contains("""
            <dt>mode <span class="tp-token-tag">light/dark</span></dt>
            <dd><span class="tp-token-axis-value">light</span> <span class="tp-token-axis-value">dark</span> <span class="tp-token-axis-value">wireframe</span> <span class="tp-note">default: <strong>light</strong></span></dd>
            """))
        #expect(index.contains(#"<li><a href="palette.html">palette</a> <span class="tp-note">5</span></li>"#))
        #expect(index.contains("<title>Acme tokens · "))
        // The bar links the token pages, marked current on them; docs too.
        #expect(index.contains(#"<li><a href="../tokens/index.html" aria-current="page">Tokens</a></li>"#))
        #expect(try text("out/docs/a.html", in: built).contains(#"<li><a href="../tokens/index.html">Tokens</a></li>"#))
        for page in ["palette", "space", "font", "typography", "elevation", "brand", "color"] {
            #expect(built.kind(at: "out/tokens/\(page).html") == .file)
        }

        let color = try text("out/tokens/color.html", in: built)
        // A color: its swatch, value, contrast on the surface found by name,
        // its alias chain linked, and its value per axis value, changes marked.
        #expect(color.contains("""
            <article class="tp-token" id="token-color.background.brand.default">
            <div class="tp-token-sample">
            <div class="tp-specimen tp-specimen-color" style="--swatch: #1A73E8"></div>
            </div>
            <div class="tp-token-body">
            <h3><code>color.background.brand.default</code> <span class="tp-token-tag">color</span></h3>
            <p class="tp-token-value"><code>#1a73e8</code> <span class="tp-pass">4.5:1 on <code>color.background.surface.default</code> (AA)</span></p>
            <p class="tp-token-description">Filled buttons.</p>
            <p class="tp-token-references">Alias of <span class="tp-token-hop"><a href="brand.html#token-brand.primary"><code>brand.primary</code></a></span><span class="tp-token-hop"><a href="palette.html#token-palette.blue"><code>palette.blue</code></a></span></p>
            """))
        #expect(color.contains("""
            <span class="tp-token-cell tp-token-changed"><span class="tp-token-cell-name">nova <span class="tp-token-mark" title="differs from the default">changed</span></span><span class="tp-chip-swatch" style="--swatch: #7B3FE4"></span> <code>#7b3fe4</code> <span class="tp-note">5.71:1</span></span>
            """))
        // In acme / dark the surface is palette.night.
        #expect(color.contains("""
            <span class="tp-token-cell"><span class="tp-token-cell-name">dark</span><span class="tp-chip-swatch" style="--swatch: #1A73E8"></span> <code>#1a73e8</code> <span class="tp-note">4.15:1</span></span>
            """))
        // Deprecated, with what to use instead.
        #expect(color.contains(#"<article class="tp-token tp-token-deprecated" id="token-color.text.legacy">"#))
        #expect(color.contains(#"<span class="tp-token-tag tp-token-deprecated-tag">deprecated</span>"#))
        #expect(color.contains(#"<p class="tp-token-deprecation">Deprecated: Use color.text.default.</p>"#))

        // Type, shadow and dimension samples; text escaped for HTML, font
        // names as CSS strings.
        let type = try text("out/tokens/typography.html", in: built)
        #expect(type.contains(#"<div class="tp-specimen tp-specimen-type" style="font-family: &quot;Inter \&quot;Display\&quot;&quot;, sans-serif; font-size: 16px; font-weight: 400; line-height: 1.5">Sphinx of black quartz, judge my vow</div>"#))
        #expect(type.contains(#"<p class="tp-token-value"><code>400 16px/1.5 Inter &quot;Display&quot;, sans-serif</code></p>"#))
        #expect(type.contains(#"<p class="tp-token-description">Body &lt;text&gt; &amp; more</p>"#))
        #expect(try text("out/tokens/elevation.html", in: built).contains(#"<div class="tp-specimen tp-specimen-shadow" style="box-shadow: 0px 4px 12px 0px #00000033"></div>"#))
        #expect(try text("out/tokens/space.html", in: built).contains(#"<div class="tp-specimen tp-specimen-bar" style="width: 16px"></div>"#))
        // The pages' own styles, inline: the shared stylesheet is unchanged.
        #expect(color.contains(".tp-specimen-color {"))
        #expect(try !text("out/assets/theme-preview.css", in: built).contains("tp-specimen"))
    }

    @Test func theSearchFindsTokensByName() throws {
        let built = try build(DesignSystemFixture.files)
        let chunks = try (0..<8).compactMap { chunk -> String? in
            built.kind(at: "out/assets/search/t\(chunk).js") == .file ? SearchIndex.chunkRows(try text("out/assets/search/t\(chunk).js", in: built)) : nil
        }.joined()
        #expect(chunks.contains(#"["color.background.brand.default","tokens/color.html#token-color.background.brand.default","Acme token","color · #1a73e8 · Filled buttons."]"#))
    }

    /// tokens.json: one resolver document, a context per combination, every
    /// token with its resolved value; it reads back.
    @Test func tokensJSONHoldsEveryTokenOfEveryCombinationResolved() throws {
        let built = try build(DesignSystemFixture.files)
        let json = try text("out/tokens.json", in: built)
        #expect(json.contains(#""description": "Every token of Acme, resolved, for each of its 6 combinations (brand × mode). Generated by t.","#))
        #expect(json.contains("""
                  "combinations": {
                    "acme / light": {
                      "brand": "acme",
                      "mode": "light"
                    },
            """))
        let document = try DTCGResolverDocument.parse(DTCGFile(path: "tokens.json", text: json)) { _ in nil }
        #expect(document.modifiers.map(\.name) == ["combination"])
        #expect(document.modifiers.first?.contexts == ["acme / light", "acme / dark", "acme / wireframe", "nova / light", "nova / dark", "nova / wireframe"])
        let novaDark = try document.resolve(["combination": "nova / dark"])
        #expect(novaDark.tokens.count == 13)
        #expect(novaDark["color.background.brand.default"]?.value == .color(DTCGColor(colorSpace: "srgb", components: [123.0 / 255, 63.0 / 255, 228.0 / 255], alpha: 1, hex: "#7b3fe4")))
        #expect(novaDark["color.text.legacy"]?.deprecated == .string("Use color.text.default."))
        #expect(novaDark["typography.body"]?.description == "Body <text> & more")
        // Resolved: no aliases left.
        #expect(!json.contains("{palette."))
    }

    /// A system without a light/dark modifier is documented and its
    /// combinations are the themes; one named like the built-ins still
    /// needs the modifier.
    @Test func aSystemWithoutLightAndDarkIsDocumentedAndItsCombinationsAreTheThemes() throws {
        let resolver = ##"{"version": "2025.10", "sets": {"core": {"sources": [{"$ref": "core.tokens.json"}]}}, "modifiers": {"brand": {"contexts": {"acme": [{"$ref": "acme.tokens.json"}], "nova": [{"$ref": "nova.tokens.json"}]}, "default": "acme"}}, "resolutionOrder": [{"$ref": "#/sets/core"}, {"$ref": "#/modifiers/brand"}]}"##
        var files = DesignSystemFixture.files
        files["site/tokens/acme.resolver.json"] = resolver
        let set = try SiteThemes.load(siteDirectory: "site", fileSystem: InMemoryFileSystem(files: files))
        #expect(set.designSystem?.system.axes == [DesignAxis(name: "brand", values: ["acme", "nova"])])
        #expect(set.designSystem?.system.combinations.count == 2)
        #expect(set.registry.themes.map(\.id) == ["acme", "nova"])
        #expect(set.registry.themes.map(\.displayName) == ["acme", "nova"])
        #expect(set.system?.axes.axes == [ThemeAxes.Axis(name: "brand", values: ["acme", "nova"])])
        // The mode files no resolver names are reported as today.
        #expect(set.warnings.filter { $0.message.hasPrefix("not used") }.map(\.file)
            == ["site/tokens/dark.tokens.json", "site/tokens/light.tokens.json", "site/tokens/wireframe.tokens.json"])

        files["site/tokens/acme.tokens.json"] = ##"{"color": {"$type": "color", "accent": {"$value": "{palette.blue}"}}}"##
        #expect {
            try SiteThemes.load(siteDirectory: "site", fileSystem: InMemoryFileSystem(files: files))
        } throws: { error in
            (error as? BuildFailure)?.diagnostics.first?.message.hasPrefix("expected a modifier with the contexts 'light' and 'dark'") == true
        }
        // Tokens that do not resolve say so first.
        files["site/tokens/acme.tokens.json"] = ##"{"brand": {"$type": "color", "primary": {"$value": "{palette.blu}"}}}"##
        #expect {
            try SiteThemes.load(siteDirectory: "site", fileSystem: InMemoryFileSystem(files: files))
        } throws: { error in
            (error as? BuildFailure)?.diagnostics.map(\.description) == [
                "site/tokens/acme.tokens.json:1:52: error: alias '{palette.blu}' points to nothing: there is no token 'palette.blu'; did you mean 'palette.blue'?",
            ]
        }
    }

    /// A file name that is no theme id does not stop a system of its own.
    @Test func aSystemOfItsOwnMayHaveAnyFileName() throws {
        var files = DesignSystemFixture.files
        files["site/tokens/Acme Tokens.resolver.json"] = files.removeValue(forKey: "site/tokens/acme.resolver.json")
        let set = try SiteThemes.load(siteDirectory: "site", fileSystem: InMemoryFileSystem(files: files))
        #expect(set.designSystem?.file == "site/tokens/Acme Tokens.resolver.json")
        #expect(set.designSystem?.system.combinations.count == 6)
        #expect(set.registry.themes.map(\.id) == ["acme", "acme-wireframe", "nova", "nova-wireframe"])
        #expect(set.warnings.map(\.message).allSatisfy { $0.hasPrefix("no token of the design system 'Acme' fits ") })
    }

    /// A reader of another format plugs in through `DesignSystemReader`:
    /// its system is the site's, and its files are not "not used".
    @Test func aReaderOfAnotherFormatGivesTheSiteItsSystem() throws {
        struct Reader: DesignSystemReader {
            func read(_ files: [DTCGFile], directory: String) throws(BuildFailure) -> DesignSystemReading {
                guard let file = files.first(where: { $0.path.hasSuffix("$themes.json") }) else { return DesignSystemReading() }
                let token = DTCGToken(path: ["size", "sm"], type: .dimension, value: .dimension(DTCGDimension(value: 4, unit: "px")),
                                      location: SourceLocation(line: 1, column: 1), file: file.path)
                let system = DesignSystem(name: "Studio", axes: [], combinations: [DesignCombination([])],
                                          tokens: [DesignCombination([]): DTCGTokenSet(tokens: [token])])
                return DesignSystemReading(systems: [(system, file.path)], files: [file.path, "site/tokens/core.json"])
            }
        }
        let files = [DTCGFile(path: "site/tokens/$themes.json", text: "[]"), DTCGFile(path: "site/tokens/core.json", text: "{}")]
        let set = try SiteThemeLoader.load(files, directory: "site/tokens", readers: [Reader()])
        #expect(set.designSystem?.system.name == "Studio")
        #expect(set.designSystem?.file == "site/tokens/$themes.json")
        #expect(set.registry.themes.map(\.id) == ["studio"])
        #expect(set.warnings.map(\.message).allSatisfy { $0.hasPrefix("no token of the design system 'Studio' fits ") })
    }
}

extension DesignAxis: CustomTestStringConvertible {
    public var testDescription: String { "\(name): \(values) \(colorScheme.map { "(\($0.light ?? "-")/\($0.dark ?? "-"))" } ?? "")" }
}
