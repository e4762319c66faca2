@testable import Basics
import Foundation
@testable import PreviewRenderer
import Testing
import ThemeTokens
@testable import Theming

/// A site's own design system in the contrast report: every pair in every
/// combination on the report's pages and in `contrast.json`; a pair
/// `config.yaml` lists joins them, and one naming no token fails the build
/// where it is written.
struct SystemContrastSiteTests {
    /// A Tokens Studio folder with a mode axis (Light, Dark): `text` over
    /// `surface` passes in both; `on-accent` (white) over `accent` fails
    /// in Light (on #38A169, 3.24:1) and passes in Dark (on #276749, 6.72:1).
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
        { "palette": { "ink": { "value": "#111111", "type": "color" }, "paper": { "value": "#fafafa", "type": "color" },
                       "green": { "value": "#38a169", "type": "color" }, "forest": { "value": "#276749", "type": "color" } } }
        """,
        "site/tokens/mode/light.json": """
        { "surface": { "value": "{palette.paper}", "type": "color" },
          "text": { "value": "{palette.ink}", "type": "color" },
          "accent": { "value": "{palette.green}", "type": "color" },
          "on-accent": { "value": "#ffffff", "type": "color" },
          "gap": { "value": "8", "type": "spacing" } }
        """,
        "site/tokens/mode/dark.json": """
        { "surface": { "value": "{palette.ink}", "type": "color" },
          "text": { "value": "{palette.paper}", "type": "color" },
          "accent": { "value": "{palette.forest}", "type": "color" },
          "on-accent": { "value": "#ffffff", "type": "color" },
          "gap": { "value": "8", "type": "spacing" } }
        """,
    ]

    func build(_ files: [String: String] = files) throws -> InMemoryFileSystem {
        let fileSystem = InMemoryFileSystem(files: files)
        _ = try FullBuilder(fileSystem: fileSystem, generator: "t").build(siteDirectory: "site", output: "out")
        return fileSystem
    }

    func text(_ path: String, in fileSystem: InMemoryFileSystem) throws -> String {
        String(decoding: try fileSystem.contents(of: "out/" + path), as: UTF8.self)
    }

    /// The rows of the first table body on `page`.
    func rows(_ page: String) throws -> String {
        let start = try #require(page.range(of: "<tbody>\n"))
        let end = try #require(page.range(of: "</tbody>", range: start.upperBound..<page.endIndex))
        return String(page[start.upperBound..<end.lowerBound])
    }

    /// `contrast.html` sums the system up and lists every combination with
    /// its counts; each combination's page has every pair, failures first,
    /// ratios truncated (18.0913 shows as 18.09), a suggestion for the failure.
    @Test func theReportShowsEveryPairInEveryCombination() throws {
        var files = Self.files
        files["site/config.yaml"] = "baseURL: https://example.com/\n"
        let fileSystem = try build(files)
        let summary = try text("contrast.html", in: fileSystem)
        #expect(summary.contains(##"The pairs of your design system, site, are <a href="#system-heading">below</a>."##))
        #expect(summary.contains(##"<h2 id="system-heading">Your design system: site</h2>"##))
        #expect(summary.contains("Each is measured in every combination of mode, by the same rules as above."))
        #expect(summary.contains("<p class=\"tp-report-total\"><strong>2</strong> pairs in <strong>2</strong> combinations: <strong>4</strong> checked, <strong>3</strong> passed, <strong>1</strong> failed.</p>"))
        let section = String(try #require(summary.range(of: "id=\"system-heading\"").map { summary[$0.upperBound...] }))
        #expect(try rows(section) == """
            <tr><th scope="row"><a href="contrast/system/light.html">mode = Light</a></th><td>2</td><td>1</td><td><span class="tp-fail">1</span></td></tr>
            <tr><th scope="row"><a href="contrast/system/dark.html">mode = Dark</a></th><td>2</td><td>2</td><td>0</td></tr>

            """)

        let light = try text("contrast/system/light.html", in: fileSystem)
        #expect(light.contains("<h1>Contrast report: site · mode = Light</h1>"))
        #expect(light.contains("<title>Contrast report: site · mode = Light · Design tokens</title>"))
        #expect(light.contains(##"<a href="../../contrast.html" aria-current="page">Contrast</a>"##))
        #expect(light.contains("<p class=\"tp-report-total\"><strong>2</strong> pairs checked: <strong>1</strong> passed, <strong>1</strong> failed. Failures come first.</p>"))
        #expect(try rows(light) == """
            <tr data-pass="false">
            <td><span class="tp-chip-swatch" style="--swatch: #FFFFFF"></span> <code>on-accent</code><br><code class="tp-small">#FFFFFF</code></td>
            <td><span class="tp-chip-swatch" style="--swatch: #38A169"></span> <code>accent</code><br><code class="tp-small">#38A169</code></td>
            <td><span class="vm-specimen tp-sample" style="color: #FFFFFF; background: #38A169">Aa</span> <code class="tp-small">#FFFFFF</code></td>
            <td class="tp-number">3.24:1</td>
            <td>4.5:1<br><span class="tp-small">WCAG 2.2 SC 1.4.3 AA, normal text</span><br><span class="tp-small">text; inferred: &#39;on-accent&#39; over &#39;accent&#39;</span></td>
            <td><span class="tp-fail">Fail</span><br><span class="tp-chip-swatch" style="--swatch: #292828"></span> <span class="tp-small">try <code>#292828</code> (4.52:1)</span></td>
            <td class="tp-number">-64.8</td>
            </tr>
            <tr data-pass="true">
            <td><span class="tp-chip-swatch" style="--swatch: #111111"></span> <code>text</code><br><code class="tp-small">#111111</code></td>
            <td><span class="tp-chip-swatch" style="--swatch: #FAFAFA"></span> <code>surface</code><br><code class="tp-small">#FAFAFA</code></td>
            <td><span class="vm-specimen tp-sample" style="color: #111111; background: #FAFAFA">Aa</span> <code class="tp-small">#111111</code></td>
            <td class="tp-number">18.09:1</td>
            <td>4.5:1<br><span class="tp-small">WCAG 2.2 SC 1.4.3 AA, normal text</span><br><span class="tp-small">text; inferred: &#39;text&#39; over &#39;surface&#39;</span></td>
            <td><span class="tp-pass">Pass</span></td>
            <td class="tp-number">102.4</td>
            </tr>

            """)
        let dark = try text("contrast/system/dark.html", in: fileSystem)
        #expect(dark.contains("<strong>2</strong> pairs checked: <strong>2</strong> passed, <strong>0</strong> failed."))
        #expect(dark.contains(##"<td class="tp-number">6.72:1</td>"##))
        #expect(dark.contains(##"<td class="tp-number">18.09:1</td>"##))
        let sitemap = try text("sitemap.xml", in: fileSystem)
        #expect(sitemap.contains("contrast/system/light.html") && sitemap.contains("contrast/system/dark.html"))
    }

    /// `contrast.json` ends with the system's member: its counts, then
    /// every result (the ratio unrounded to four decimals, as the
    /// built-in results have it), then their summary.
    @Test func contrastJSONHasEveryResultOfTheSystem() throws {
        let json = try text("contrast.json", in: try build())
        let start = try #require(json.range(of: ",\n \"system\": "))
        #expect(String(json[start.lowerBound...]) == """
            ,
             "system": {"name": "site", "axes": ["mode"], "pairs": 2, "combinations": 2,
             "results": [
              {"combination": {"mode": "Light"}, "scheme": "light", "foreground": "text", "background": "surface", "use": "text", "origin": "inferred", "reason": "'text' over 'surface'", "foregroundColor": "#111111", "backgroundColor": "#FAFAFA", "composite": "#111111", "ratio": 18.0913, "required": 4.5, "criterion": "WCAG 2.2 SC 1.4.3 AA, normal text", "pass": true, "apcaLc": 102.37, "suggestion": null},
              {"combination": {"mode": "Light"}, "scheme": "light", "foreground": "on-accent", "background": "accent", "use": "text", "origin": "inferred", "reason": "'on-accent' over 'accent'", "foregroundColor": "#FFFFFF", "backgroundColor": "#38A169", "composite": "#FFFFFF", "ratio": 3.2457, "required": 4.5, "criterion": "WCAG 2.2 SC 1.4.3 AA, normal text", "pass": false, "apcaLc": -64.84, "suggestion": "#292828"},
              {"combination": {"mode": "Dark"}, "scheme": "dark", "foreground": "text", "background": "surface", "use": "text", "origin": "inferred", "reason": "'text' over 'surface'", "foregroundColor": "#FAFAFA", "backgroundColor": "#111111", "composite": "#FAFAFA", "ratio": 18.0913, "required": 4.5, "criterion": "WCAG 2.2 SC 1.4.3 AA, normal text", "pass": true, "apcaLc": -104.07, "suggestion": null},
              {"combination": {"mode": "Dark"}, "scheme": "dark", "foreground": "on-accent", "background": "accent", "use": "text", "origin": "inferred", "reason": "'on-accent' over 'accent'", "foregroundColor": "#FFFFFF", "backgroundColor": "#276749", "composite": "#FFFFFF", "ratio": 6.7252, "required": 4.5, "criterion": "WCAG 2.2 SC 1.4.3 AA, normal text", "pass": true, "apcaLc": -87.97, "suggestion": null}
             ],
             "summary": {"total": 4, "passed": 3, "failed": 1}}}

            """)
        // The themes' report before it is as it is without a system.
        let registry = try Resolver.resolve(try Loader(fileSystem: InMemoryFileSystem(files: Self.files)).load("site")).registry
        let themes = String(decoding: ContrastReport(registry: registry).jsonBytes(generator: "t"), as: UTF8.self)
        #expect(String(json[..<start.lowerBound]) + "}\n" == themes)
    }

    /// A site without a design system has no system pages and its
    /// `contrast.json` is the built-in report alone.
    @Test func aSiteWithoutASystemKeepsItsReport() throws {
        let fileSystem = try build(["site/docs/a.md": "# A\n"])
        #expect(fileSystem.kind(at: "out/contrast/system") == nil)
        #expect(!(try text("contrast.html", in: fileSystem)).contains("system-heading"))
        #expect(try fileSystem.contents(of: "out/contrast.json")
            == Data(ContrastReport(registry: .builtIn).jsonBytes(generator: "t")))
    }

    /// Pairs listed in config join the inferred ones, with their use; a
    /// name the system lacks, or a token that is no color, fails the build
    /// at the pair's line and column, every one of them.
    @Test func configuredPairsJoinAndAMisspeltOneFailsTheBuildWhereItIsWritten() throws {
        var files = Self.files
        files["site/config.yaml"] = """
            system:
              pairs:
                - [text, accent, large-text]
                - [txet, surface]
                - [gap, surface]

            """
        do {
            _ = try build(files)
            Issue.record("expected the build to fail")
        } catch let failure as BuildFailure {
            #expect(failure.diagnostics.map(\.description) == [
                "site/config.yaml:4:7: error: no token 'txet' in the design system 'site' for the contrast pair [txet, surface]; did you mean 'text'?",
                "site/config.yaml:5:7: error: expected 'gap' in the contrast pair [gap, surface] to be a color token, found a spacing token",
            ])
        }
        files["site/config.yaml"] = "system:\n  pairs:\n    - [text, accent, large-text]\n"
        let fileSystem = try build(files)
        let light = try text("contrast/system/light.html", in: fileSystem)
        // #111111 on #38A169: 5.81:1, 3:1 needed for large text.
        #expect(light.contains(##"<td class="tp-number">5.81:1</td>"##))
        #expect(light.contains(##"<td>3:1<br><span class="tp-small">WCAG 2.2 SC 1.4.3 AA, large text</span><br><span class="tp-small">large text; listed in config.yaml</span></td>"##))
        #expect(try text("contrast.json", in: fileSystem).contains(##""foreground": "text", "background": "accent", "use": "large-text", "origin": "config", "reason": null, "foregroundColor": "#111111", "backgroundColor": "#38A169", "composite": "#111111", "ratio": 5.8179, "required": 3,"##))
    }

    /// Past 64 combinations (12 brands x 8 modes) the report still covers
    /// every one: a row each on `contrast.html`, a page each, a result each
    /// in `contrast.json`.
    @Test func everyCombinationIsCoveredPastSixtyFour() throws {
        var themes: [String] = []
        var files = ["site/docs/a.md": "# A\n"]
        for brand in 0..<12 {
            themes.append(##"{"id": "b\##(brand)", "name": "B\##(brand)", "group": "brand", "selectedTokenSets": {"brand/b\##(brand)": "enabled"}}"##)
            files["site/tokens/brand/b\(brand).json"] = ##"{"accent": {"value": "#\##(String(format: "%02x", brand * 20))3366", "type": "color"}}"##
        }
        for mode in 0..<8 {
            themes.append(##"{"id": "m\##(mode)", "name": "M\##(mode)", "group": "mode", "selectedTokenSets": {"mode/m\##(mode)": "enabled"}}"##)
            files["site/tokens/mode/m\(mode).json"] = ##"{"on-accent": {"value": "#\##(String(format: "%02x", 255 - mode * 30))ffff", "type": "color"}}"##
        }
        files["site/tokens/$themes.json"] = "[" + themes.joined(separator: ",\n") + "]"
        let fileSystem = try build(files)
        let summary = try text("contrast.html", in: fileSystem)
        #expect(summary.contains("<strong>1</strong> pairs in <strong>96</strong> combinations: <strong>96</strong> checked,"))
        let section = String(try #require(summary.range(of: "id=\"system-heading\"").map { summary[$0.upperBound...] }))
        let combinationRows = try rows(section).split(separator: "\n")
        #expect(combinationRows.count == 96)
        #expect(combinationRows.last?.contains(##"<a href="contrast/system/b11-m7.html">brand = B11, mode = M7</a>"##) == true)
        for brand in 0..<12 {
            for mode in 0..<8 {
                #expect(fileSystem.kind(at: "out/contrast/system/b\(brand)-m\(mode).html") == .file)
            }
        }
        let json = try #require(try JSONSerialization.jsonObject(with: try fileSystem.contents(of: "out/contrast.json")) as? [String: Any])
        let system = try #require(json["system"] as? [String: Any])
        #expect(system["combinations"] as? Int == 96)
        #expect((system["results"] as? [Any])?.count == 96)
    }

    /// Token names are the team's text: escaped on the pages, and the pages
    /// made from template skeletons are the bytes Mustache gives.
    @Test func namesAreEscapedAndThePagesAreWhatMustacheGives() throws {
        var files = Self.files
        for mode in ["light", "dark"] {
            let path = "site/tokens/mode/\(mode).json"
            files[path] = String(try #require(files[path]).dropLast(2))
                + ##", "<i>&x": { "value": "#000000", "type": "color" }, "on-<i>&x": { "value": "#ffffff", "type": "color" } }"##
        }
        try TemplateSkeletonTests().expectIdentical(files)
        let light = try text("contrast/system/light.html", in: try build(files))
        #expect(light.contains("<code>on-&lt;i&gt;&amp;x</code>"))
        #expect(light.contains("<code>&lt;i&gt;&amp;x</code>"))
        #expect(light.contains("inferred: &#39;on-&lt;i&gt;&amp;x&#39; over &#39;&lt;i&gt;&amp;x&#39;"))
        #expect(!light.contains("<i>"))
    }

    /// `serve` keeps the audit while only docs change, and makes it again
    /// when the config does: fixing a misspelt pair fixes the site.
    @Test func serveAuditsAgainWhenTheConfigChanges() throws {
        var files = Self.files
        files["site/config.yaml"] = "system:\n  pairs:\n    - [txet, surface]\n"
        let fileSystem = InMemoryFileSystem(files: files)
        let loader = Loader(fileSystem: fileSystem)
        var source = loader.read("site")
        var resolution = Resolver(source)
        #expect(throws: BuildFailure.self) { try resolution.site(source) }
        try fileSystem.write(Data("system:\n  pairs:\n    - [text, accent]\n".utf8), to: "site/config.yaml")
        let changes = loader.reread([SiteConfig.fileName], into: &source)
        _ = resolution.update(source, changes)
        let site = try resolution.site(source)
        #expect(site.systemContrast?.pairs.map { "\($0.foreground) over \($0.background)" }
            == ["text over surface", "on-accent over accent", "text over accent"])
        #expect(site.systemContrast?.results.count == 6)
    }
}
