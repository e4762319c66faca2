@testable import Basics
import DTCG
import Foundation
@testable import PreviewRenderer
import TestSupport
import Testing
import Theming
@testable import TokenExport

/// A team's own design system exported in every format with its own
/// names: a small Tokens Studio folder with a light/dark axis (two
/// combinations), a name with odd characters, two names that become one,
/// and kinds some formats cannot hold.
struct SystemExportTests {
    static let light = #"""
        { "colors": { "bg": { "default": { "value": "{palette.paper}", "type": "color", "description": "Page background" } },
                      "brand": { "value": "#3366ff80", "type": "color" } },
          "fontSizes": { "body": { "value": "16", "type": "fontSizes" } },
          "spacing": { "2xl": { "value": "{space.base} * 2", "type": "spacing" } },
          "typography": { "body": { "value": { "fontFamily": "Inter \"Display\"", "fontSize": "16", "fontWeight": "Bold", "lineHeight": "150%", "letterSpacing": "2%" }, "type": "typography" } },
          "shadow": { "raised": { "value": { "x": "0", "y": "4", "blur": "12", "spread": "0", "color": "rgba(0,0,0,0.2)", "type": "dropShadow" }, "type": "boxShadow" } },
          "label": { "odd name!": { "value": "Don't <panic> & \"quote\" $x", "type": "text" } },
          "radius": { "sm": { "value": "2", "type": "borderRadius" }, "SM": { "value": "3", "type": "borderRadius" } },
          "motion": { "ease": { "value": "0.4, 0, 0.2, 1", "type": "cubicBezier" } } }
        """#

    static var files: [String: String] {
        [
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
            "site/tokens/mode/light.json": light,
            "site/tokens/mode/dark.json": light.replacingOccurrences(of: "palette.paper", with: "palette.ink")
                .replacingOccurrences(of: "#3366ff80", with: "#99aaff")
                .replacingOccurrences(of: #""y": "4""#, with: #""y": "8""#)
                .replacingOccurrences(of: "rgba(0,0,0,0.2)", with: "rgba(0,0,0,0.4)"),
        ]
    }

    static func system(_ files: [String: String] = files) throws -> SystemExport {
        let set = try SiteThemes.load(siteDirectory: "site", fileSystem: InMemoryFileSystem(files: files))
        let site = try #require(set.designSystem)
        return SystemExport(site.system, file: site.file)
    }

    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    static let collision = "site/tokens/mode/light.json:8:63: warning: 'radius.SM' is written"

    @Test func combinationsHaveTheSitesIdsAndTheLightDarkAxisPairsThem() throws {
        let system = try Self.system()
        #expect(system.combinations.map(\.id) == ["light", "dark"])
        #expect(system.combinations.map(\.scheme) == [.light, .dark])
        #expect(system.appearances.map { [$0.id, $0.light.id, $0.dark?.id ?? "-"] } == [["site", "light", "dark"]])
        #expect(SystemExport.combinationIDs([DesignCombination(["Casual", "Green"]), DesignCombination(["Business", "Blue"]),
                                             DesignCombination(["casual", "GREEN"]), DesignCombination(["—", "?"])])
            == ["casual-green", "business-blue", "casual-green-2", "combination-4"])
    }

    @Test func cssHasARulePerCombinationAndFollowsTheColorSchemeWithoutOne() throws {
        let css = SystemCSSExport.render(try Self.system(), generator: "t")
        let lines = Self.lines(css.text)
        #expect(lines.contains(#":root,[data-theme="light"]{color-scheme:light;--colors-bg-default:#FAFAFA;--colors-brand:#3366FF80;--font-sizes-body:16px;--spacing-2xl:8px;--typography-body:700 16px/1.5 "Inter \22 Display\22 ";--typography-body-letter-spacing:0.32px;--shadow-raised:0px 4px 12px 0px #00000033;--label-odd-name:"Don't \3c panic\3e  & \22 quote\22  $x";--radius-sm:2px;--radius-sm-2:3px;--motion-ease:cubic-bezier(0.4, 0, 0.2, 1);}"#))
        // Only what the dark combination changes, on a page that picks none.
        #expect(css.text.contains("""
            @media (prefers-color-scheme: dark){
            :root:not([data-theme]){color-scheme:dark;--colors-bg-default:#111111;--colors-brand:#99AAFF;--shadow-raised:0px 8px 12px 0px #00000066;}
            }
            [data-theme="dark"]{color-scheme:dark;--colors-bg-default:#111111;--colors-brand:#99AAFF;--font-sizes-body:16px;
            """))
        #expect(lines.contains(" *     light (Light), the default"))
        #expect(lines.contains(" * Without data-theme a page gets light, or dark when prefers-color-scheme is dark."))
        #expect(lines.contains(" * Names: each token's path in lower case, its words joined with -: colors.bg.default is --colors-bg-default."))
        #expect(css.warnings.map(\.description) == ["\(Self.collision) --radius-sm-2 by --format css: --radius-sm is taken by 'radius.sm'"])
    }

    @Test func scssHasAMapPerCombination() throws {
        let scss = SystemSCSSExport.render(try Self.system(), generator: "t")
        #expect(scss.text.contains("""
            // Dark
            $dark: (
              "colors-bg-default": #111111,
              "colors-brand": #99AAFF,
              "font-sizes-body": 16px,
              "spacing-2xl": 8px,
              "typography-body": ("font-family": unquote("\\22 Inter \\5c 22 Display\\5c 22 \\22 "), "font-size": 16px, "font-weight": 700, "line-height": 1.5, "letter-spacing": 0.32px),
              "shadow-raised": unquote("0px 8px 12px 0px #00000066"),
              "label-odd-name": "Don't <panic> & \\22 quote\\22  $x",
              "radius-sm": 2px,
              "radius-sm-2": 3px,
              "motion-ease": unquote("cubic-bezier(0.4, 0, 0.2, 1)")
            );
            $dark-original: ();
            """))
        #expect(Self.lines(scss.text).contains("  \"colors-brand\": rgba(51, 102, 255, 0.501961),"))
        #expect(scss.text.hasSuffix("$combinations: (\n  \"light\": $light,\n  \"dark\": $dark\n);\n$combinations-original: (\n  \"light\": $light-original,\n  \"dark\": $dark-original\n);\n$default-combination: \"light\";\n"))
        #expect(scss.warnings.map(\.description) == ["\(Self.collision) radius-sm-2 by --format scss: radius-sm is taken by 'radius.sm'"])
    }

    @Test func typeScriptHasTheTokensOfEachCombination() throws {
        let ts = SystemTypeScriptExport.files(try Self.system(), generator: "t")
        #expect(ts.files.map(\.path) == ["tokens.mjs", "tokens.d.mts"])
        let module = Self.lines(ts.files[0].text)
        #expect(module.contains("export const combinations = {"))
        #expect(module.contains("      colorsBgDefault: \"#111111\","))
        #expect(module.contains(#"      labelOddName: "Don't \u003cpanic\u003e \u0026 \"quote\" $x","#))
        #expect(module.contains("        fontWeight: 700,"))
        #expect(module.contains("      motionEase: \"cubic-bezier(0.4, 0, 0.2, 1)\""))
        #expect(module.contains("export const defaultCombinationId = \"light\";"))
        let types = Self.lines(ts.files[1].text)
        #expect(types.contains("      readonly colorsBrand: \"#99AAFF\";"))
        #expect(ts.files[1].text.contains("export type CombinationId =\n  | \"light\"\n  | \"dark\";\n"))
        #expect(ts.warnings.map(\.description) == ["\(Self.collision) radiusSm2 by --format ts: radiusSm is taken by 'radius.sm'"])
    }

    @Test func swiftHasAStructOfTheTokensAndAValuePerCombination() throws {
        let swift = SystemSwiftExport.render(try Self.system(), generator: "t")
        let lines = Self.lines(swift.text)
        #expect(lines.contains("public struct SiteTokens: Sendable, Hashable, Identifiable {"))
        #expect(lines.contains("    /// `colors.bg.default`: Page background"))
        #expect(lines.contains("    public var typographyBody: TypographyStyle"))
        #expect(lines.contains("    public static let dark = SiteTokens("))
        #expect(lines.contains("        colorsBrand: RGBAColor(red: 0x33 / 255.0, green: 0x66 / 255.0, blue: 0xFF / 255.0, alpha: 0.5019607843137255), // #3366FF at 50.2%"))
        #expect(lines.contains(#"        typographyBody: TypographyStyle(fontFamily: ["Inter \"Display\""], fontSize: 16, fontWeight: 700, lineHeight: 1.5, letterSpacing: 0.32),"#))
        #expect(lines.contains("        shadowRaised: [ShadowStyle(color: RGBAColor(red: 0x00 / 255.0, green: 0x00 / 255.0, blue: 0x00 / 255.0, alpha: 0.4), x: 0, y: 8, blur: 12, spread: 0)],"))
        #expect(lines.contains(#"        labelOddName: "Don't <panic> & \"quote\" $x","#))
        #expect(lines.contains("        motionEase: [0.4, 0, 0.2, 1]"))
        #expect(lines.contains("    public static let all: [SiteTokens] = [light, dark]"))
        #expect(swift.warnings.map(\.description) == ["\(Self.collision) radiusSm2 by --format swift: radiusSm is taken by 'radius.sm'"])
    }

    @Test func composeHasAnInterfaceAndAnObjectPerCombination() throws {
        let kotlin = SystemComposeExport.render(try Self.system(), generator: "t", package: "com.acme.tokens")
        let lines = Self.lines(kotlin.text)
        #expect(lines.contains("package com.acme.tokens"))
        #expect(lines.contains("interface SiteTokens {"))
        #expect(lines.contains("    /** `typography.body` (fonts: Inter \"Display\") */"))
        #expect(lines.contains("    val fontSizesBody: TextUnit"))
        #expect(lines.contains("    val dark: SiteTokens = object : SiteTokens {"))
        #expect(lines.contains("        override val colorsBrand: Color = Color(0x803366FF)"))
        #expect(lines.contains("        override val typographyBody: TextStyle = TextStyle(fontSize = 16.sp, fontWeight = FontWeight(700), lineHeight = 1.5.em, letterSpacing = 0.32.sp)"))
        #expect(lines.contains("        override val shadowRaised: List<BoxShadow> = listOf(BoxShadow(Color(0x66000000), 0.dp, 8.dp, 12.dp, 0.dp))"))
        #expect(lines.contains(#"        override val labelOddName: String = "Don't <panic> & \"quote\" \$x""#))
        #expect(lines.contains("        override val motionEase: CubicBezierEasing = CubicBezierEasing(0.4f, 0.0f, 0.2f, 1.0f)"))
        #expect(lines.contains("    fun combination(id: String): SiteTokens = all.firstOrNull { it.id == id } ?: light"))
        #expect(kotlin.warnings.map(\.description) == ["\(Self.collision) radiusSm2 by --format compose: radiusSm is taken by 'radius.sm'"])
    }

    @Test func androidPutsTheDarkCombinationInValuesNightAndSaysWhatItLeavesOut() throws {
        let android = SystemAndroidExport.files(try Self.system(), generator: "t")
        #expect(android.files.map(\.path) == ["values/design_tokens.xml", "values-night/design_tokens.xml"])
        let light = Self.lines(android.files[0].text), dark = Self.lines(android.files[1].text)
        #expect(light.contains("    <color name=\"site_colors_brand\">#803366FF</color>"))
        #expect(dark.contains("    <color name=\"site_colors_brand\">#FF99AAFF</color>"))
        #expect(light.contains("    <dimen name=\"site_font_sizes_body\">16sp</dimen>"))
        #expect(light.contains("    <dimen name=\"site_spacing_2xl\">8dp</dimen>"))
        #expect(light.contains(#"    <string name="site_label_odd_name" translatable="false">Don\'t &lt;panic&gt; &amp; \"quote\" $x</string>"#))
        #expect(light.contains("    <dimen name=\"site_radius_sm_2\">3dp</dimen>"))
        #expect(android.warnings.map(\.description) == [
            "\(Self.collision) radius_sm_2 by --format android: radius_sm is taken by 'radius.sm'",
            "site/tokens/$themes.json: warning: --format android has no place for 3 tokens of the design system 'site' and leaves them out: 1 typography ('typography.body'), 1 shadow ('shadow.raised'), 1 cubicBezier ('motion.ease'); use --format css, dtcg, swift, compose, scss or ts to keep them",
        ])
        #expect(SystemAndroidExport.string(" @a\tb  c\u{1}") == #"" @a\tb  c\u0001""#)
        #expect(SystemAndroidExport.string("?x") == #"\?x"#)
    }

    @Test func assetCatalogsHoldTheColorsWithTheirDarkAppearanceAndSayWhatIsLeftOut() throws {
        let catalog = SystemAssetCatalogExport.files(try Self.system(), generator: "t")
        #expect(catalog.files.map(\.path) == [
            "DesignTokens.xcassets/Contents.json", "DesignTokens.xcassets/Site/Contents.json",
            "DesignTokens.xcassets/Site/colorsBgDefault.colorset/Contents.json",
            "DesignTokens.xcassets/Site/colorsBrand.colorset/Contents.json", "DesignTokens.swift",
        ])
        let brand = catalog.files[3].text
        #expect(brand.contains("\"alpha\" : \"0.502\",\n          \"blue\" : \"0xFF\",\n          \"green\" : \"0x66\",\n          \"red\" : \"0x33\""))
        #expect(brand.contains("\"value\" : \"dark\"\n        }\n      ],\n      \"color\" : {\n        \"color-space\" : \"srgb\",\n        \"components\" : {\n          \"alpha\" : \"1.000\",\n          \"blue\" : \"0xFF\",\n          \"green\" : \"0xAA\",\n          \"red\" : \"0x99\""))
        #expect(Self.lines(catalog.files[4].text).contains("        public var colorsBrand: Color { color(\"colorsBrand\") }"))
        #expect(catalog.warnings.map(\.description) == [
            "site/tokens/$themes.json: warning: --format xcassets has no place for 8 tokens of the design system 'site' and leaves them out: 4 dimension ('fontSizes.body', 'spacing.2xl', 'radius.sm' and 1 more), 1 typography ('typography.body'), 1 shadow ('shadow.raised'), 1 text ('label.odd name!'), 1 cubicBezier ('motion.ease'); use --format css, dtcg, swift, compose, scss or ts to keep them",
        ])
    }

    /// In a folder: a token file per combination and a resolver naming
    /// them, which reads back with every value.
    @Test func dtcgFilesReadBack() throws {
        let files = SystemDTCGExport.files(try Self.system(), generator: "t")
        #expect(files.map(\.path) == ["light.tokens.json", "dark.tokens.json", "site.resolver.json"])
        let byPath = Dictionary(uniqueKeysWithValues: files.map { ($0.path, DTCGFile(path: $0.path, text: $0.text)) })
        let document = try DTCGResolverDocument.parse(try #require(byPath["site.resolver.json"])) { byPath[$0] }
        #expect(document.modifiers.map(\.contexts) == [["Light", "Dark"]])
        let dark = try document.resolve(["combination": "Dark"])
        #expect(dark["colors.brand"]?.value == .color(DTCGColor(colorSpace: "srgb", components: [0.6, 2.0 / 3, 1], alpha: 1, hex: "#99aaff")))
        #expect(dark["spacing.2xl"]?.value == .dimension(DTCGDimension(value: 8, unit: "px")))
    }

    /// Colors written in another space: CSS keeps them in @supports, a
    /// format that cannot says so at the token.
    @Test func colorsInAnotherSpaceAreKeptOrWarnedAbout() throws {
        var files = DesignSystemFixture.files
        files["site/tokens/acme.tokens.json"] = ##"{"brand": {"$type": "color", "primary": {"$value": {"colorSpace": "display-p3", "components": [1, 0, 0]}}}}"##
        let system = try Self.system(files)
        #expect(system.combinations.map(\.id) == ["acme-light", "acme-dark", "acme-wireframe", "nova-light", "nova-dark", "nova-wireframe"])
        let css = SystemCSSExport.render(system, generator: "t").text
        #expect(css.contains(#"@supports (color:color(display-p3 0 0 0)){:root,[data-theme="acme-light"]{--brand-primary:color(display-p3 1 0 0);--color-background-brand-default:color(display-p3 1 0 0);}}"#))
        let android = SystemAndroidExport.files(system, generator: "t")
        #expect(android.warnings.first?.description
            == "site/tokens/acme.tokens.json:1:30: warning: 'brand.primary' is color(display-p3 1 0 0) (outside sRGB) in acme-light, acme-dark and acme-wireframe; --format android cannot hold its color space and writes the sRGB value #FF0B0C: use --format css, dtcg, swift, xcassets, compose, scss or ts to keep it")
        // Swift keeps display-p3.
        let swift = SystemSwiftExport.render(system, generator: "t")
        #expect(Self.lines(swift.text).contains("        brandPrimary: RGBAColor(red: 1, green: 0, blue: 0, space: .displayP3), // color(display-p3 1 0 0), outside sRGB, shown in sRGB as #FF0B0C"))
        #expect(swift.warnings.isEmpty)
    }

    /// The site downloads the system: tokens.css is the css export, and
    /// tokens.json every token of every combination, resolved.
    @Test func theSitesTokensCSSAndTokensJSONHoldTheSystem() throws {
        let fileSystem = InMemoryFileSystem(files: Self.files)
        _ = try FullBuilder(fileSystem: fileSystem, generator: "t").build(siteDirectory: "site", output: "out")
        let css = String(decoding: try fileSystem.contents(of: "out/tokens.css"), as: UTF8.self)
        #expect(css == SystemCSSExport.render(try Self.system(), generator: "t").text)
        let json = String(decoding: try fileSystem.contents(of: "out/tokens.json"), as: UTF8.self)
        let document = try DTCGResolverDocument.parse(DTCGFile(path: "tokens.json", text: json)) { _ in nil }
        #expect(document.modifiers.map(\.contexts) == [["Light", "Dark"]])
        let kept = json.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(kept.contains(#""odd name!": {"#) && kept.contains(#""type": "text","#))
        #expect(kept.contains(#""value": "Don't \u003cpanic\u003e \u0026 \"quote\" $x""#))
        for (context, background) in [("Light", "#fafafa"), ("Dark", "#111111")] {
            let tokens = try document.resolve(["combination": context])
            // Text has no DTCG type: it is kept under $extensions, as DTCG readers ask.
            #expect(tokens.tokens.map(\.name) == ["colors.bg.default", "colors.brand", "fontSizes.body", "spacing.2xl", "typography.body",
                                                  "shadow.raised", "radius.sm", "radius.SM", "motion.ease"])
            #expect(tokens["motion.ease"]?.value == .cubicBezier([0.4, 0, 0.2, 1]))
            guard case .color(let color)? = tokens["colors.bg.default"]?.value else {
                Issue.record("colors.bg.default is not a color in \(context)")
                continue
            }
            #expect(color.hex == background)
        }
    }
}
