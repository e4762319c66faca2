import Basics
import Foundation
import Testing
import ThemeTokens
@testable import Theming
@testable import TokenExport

/// A theme whose light accent is written in display-p3 and its light
/// secondary text in oklch, through the web and Android exports: each keeps
/// the color as written where its format can, and warns where it cannot.
struct WideGamutExportTests {
    /// color(display-p3 1 0 0): #FF0B0C in sRGB (coloraide 8.13's CSS gamut
    /// mapping gives 255, 11.37, 11.71).
    static let p3Red = OriginalColor(space: .displayP3, components: [1, 0, 0]).displayed
    /// oklch(0.5 0.1 250), inside sRGB: #32669A (Oklab's matrices give 49.63, 102.34, 153.80).
    static let oklchBlue = OriginalColor(space: .oklch, components: [0.5, 0.1, 250]).displayed

    static var vivid: Theme {
        var theme = BuiltInThemes.all[0]
        theme.id = "vivid"
        theme.displayName = "Vivid"
        theme.light = theme.light.applying(accent: nil, overrides: [
            ThemeEdit.Override(.token(.accent), p3Red), ThemeEdit.Override(.token(.textSecondary), oklchBlue),
        ], .light)
        return theme
    }

    static let registry = ThemeRegistry(themes: [vivid])
    static let generator = PlatformExportTests.generator

    static let sources: [ColorScheme: [ColorSlot: TokenSource]] = [.light: [
        .token(.accent): TokenSource(name: "color.accent", file: "site/tokens/light.tokens.json", location: SourceLocation(line: 2, column: 3)),
        .token(.textSecondary): TokenSource(name: "color.textSecondary", file: "site/tokens/light.tokens.json",
                                            location: SourceLocation(line: 3, column: 3)),
    ]]

    @Test func theTestColorsAreWhatCSSColor4Gives() {
        #expect(Self.p3Red.hex == "#FF0B0C")
        #expect(Self.oklchBlue.hex == "#32669A")
        #expect(Self.oklchBlue.isOutsideSRGB == false)
    }

    // MARK: - css --light-dark

    @Test func lightDarkKeepsTheOriginalsInAnSupportsBlockAfterTheRule() throws {
        let css = LightDarkCSSExport.render(registry: Self.registry, generator: Self.generator)
        let lines = css.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let rule = try #require(lines.firstIndex { $0.hasPrefix(":root{color-scheme:light dark;") })
        let block = lines[rule]
        #expect(block.contains(";--vm-color-accent:light-dark(#FF0B0C,#3DAED4);--vm-color-accent-muted:light-dark(rgb(255 11 12 / 12%),rgb(61 174 212 / 15%));--vm-color-accent-hover:light-dark(#DB0200,#4BC2E8);"))
        #expect(block.contains(";--vm-color-text-secondary:light-dark(#32669A,#EBEBF599);--vm-color-text-tertiary:"))
        #expect(!block.contains("display-p3") && !block.contains("oklch"))
        // The originals, for browsers with both spaces: derived copies keep
        // them (the unread dot is the accent, its muted form the accent at
        // 12%); computed colors (the hover) and sRGB colors are not repeated.
        let originals: [String] = [
            "--vm-color-surface-selected:light-dark(color(display-p3 1 0 0 / 0.08),rgb(61 174 212 / 12%));",
            "--vm-color-text-secondary:light-dark(oklch(0.5 0.1 250),#EBEBF599);",
            "--vm-color-accent:light-dark(color(display-p3 1 0 0),#3DAED4);",
            "--vm-color-accent-muted:light-dark(color(display-p3 1 0 0 / 0.12),rgb(61 174 212 / 15%));",
            "--vm-color-unread-dot:light-dark(color(display-p3 1 0 0),#3DAED4);",
            "--vm-color-category-primary:light-dark(color(display-p3 1 0 0),#3DAED4);",
            "--vm-color-category-primary-muted:light-dark(color(display-p3 1 0 0 / 0.12),rgb(61 174 212 / 15%));",
            "--vm-syntax-comment:light-dark(oklch(0.5 0.1 250),#9F9FA5);",
            "--vm-syntax-output:light-dark(oklch(0.5 0.1 250),#9F9FA5);",
        ]
        let expected = "@supports (color:color(display-p3 0 0 0)) and (color:oklch(0 0 0)){:root{" + originals.joined() + "}}"
        #expect(lines[rule + 1] == expected)
        #expect(css.contains(" * A color written in another color space (display-p3, oklch, ...) keeps it in an @supports block after its theme's rule;\n * browsers without that space keep the sRGB value.\n"))
    }

    // MARK: - scss

    @Test func scssHoldsTheOriginalsInASecondMap() {
        let scss = SCSSExport.render(registry: Self.registry, generator: Self.generator)
        #expect(scss.contains("$vivid-light: (\n  \"background\": #FFFFFF,\n"))
        #expect(scss.contains("  \"text-secondary\": #32669A,\n"))
        #expect(scss.contains("  \"accent\": #FF0B0C,\n"))
        #expect(scss.contains("""
            $vivid-light-original: (
              "surface-selected": unquote("color(display-p3 1 0 0 / 0.08)"),
              "text-secondary": unquote("oklch(0.5 0.1 250)"),
              "accent": unquote("color(display-p3 1 0 0)"),
              "accent-muted": unquote("color(display-p3 1 0 0 / 0.12)"),
              "unread-dot": unquote("color(display-p3 1 0 0)"),

            """))
        #expect(scss.contains("\n$vivid-dark-original: ();\n"))
        #expect(scss.contains("  \"vivid\": (\"light\": $vivid-light, \"dark\": $vivid-dark, \"light-original\": $vivid-light-original, \"dark-original\": $vivid-dark-original, \"spacing\": $vivid-spacing,"))
    }

    @Test(.enabled(if: PlatformExportTests.tool("sassc") != nil, "sassc not installed (Debian package sassc)"))
    func sassCompilesTheOriginalsAndColorMathOnTheSRGBMap() throws {
        let sassc = try #require(PlatformExportTests.tool("sassc"))
        let folder = try PlatformExportTests.temporaryFolder("scss-wide")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(SCSSExport.render(registry: Self.registry, generator: Self.generator).utf8).write(to: folder.appendingPathComponent("_tokens.scss"))
        try Data("""
            @import "tokens";
            .button {
              color: map-get($vivid-light, "accent");
              background: mix(map-get($vivid-light, "accent"), #FFFFFF, 50%);
              border-color: rgba(map-get($vivid-light, "text-secondary"), 0.5);
            }
            @supports (color: color(display-p3 0 0 0)) {
              .button {
                color: map-get(map-get(map-get($themes, "vivid"), "light-original"), "accent");
                border-color: map-get($vivid-light-original, "text-secondary");
                background: map-get($vivid-light-original, "background");
              }
            }
            :root {
              @each $name, $value in $vivid-light-original {
                --#{$name}: #{$value};
              }
            }

            """.utf8).write(to: folder.appendingPathComponent("app.scss"))
        let result = try PlatformExportTests.run(sassc, ["--style", "expanded", folder.appendingPathComponent("app.scss").path])
        #expect(result.status == 0, "\(result.output)")
        // background has no original: null, and Sass drops the declaration.
        #expect(result.output == """
            .button {
              color: #FF0B0C;
              background: #ff8586;
              border-color: rgba(50, 102, 154, 0.5);
            }

            @supports (color: color(display-p3 0 0 0)) {
              .button {
                color: color(display-p3 1 0 0);
                border-color: oklch(0.5 0.1 250);
              }
            }

            :root {
              --surface-selected: color(display-p3 1 0 0 / 0.08);
              --text-secondary: oklch(0.5 0.1 250);
              --accent: color(display-p3 1 0 0);
              --accent-muted: color(display-p3 1 0 0 / 0.12);
              --unread-dot: color(display-p3 1 0 0);
              --category-primary: color(display-p3 1 0 0);
              --category-primary-muted: color(display-p3 1 0 0 / 0.12);
              --syntax-comment: oklch(0.5 0.1 250);
              --syntax-output: oklch(0.5 0.1 250);
            }

            """)
    }

    // MARK: - ts

    @Test func typeScriptHoldsTheOriginalsBesideTheSRGBPalettes() throws {
        let files = TypeScriptExport.files(registry: Self.registry, generator: Self.generator)
        let module = try #require(PlatformExportTests.text(files, "tokens.mjs"))
        let types = try #require(PlatformExportTests.text(files, "tokens.d.mts"))
        #expect(module.contains("      accent: \"#FF0B0C\",\n"))
        #expect(module.contains("""
                original: {
                  light: {
                    surfaceSelected: "color(display-p3 1 0 0 / 0.08)",
                    textSecondary: "oklch(0.5 0.1 250)",
                    accent: "color(display-p3 1 0 0)",
                    accentMuted: "color(display-p3 1 0 0 / 0.12)",
                    unreadDot: "color(display-p3 1 0 0)",
                    categoryPrimary: "color(display-p3 1 0 0)",
                    categoryPrimaryMuted: "color(display-p3 1 0 0 / 0.12)",
                    syntaxComment: "oklch(0.5 0.1 250)",
                    syntaxOutput: "oklch(0.5 0.1 250)"
                  },
                  dark: {}
                },
                spacing: {

            """))
        #expect(types.contains("        readonly accent: \"color(display-p3 1 0 0)\";\n"))
        #expect(types.contains("      readonly dark: {};\n    };\n    readonly spacing: {\n"))
        #expect(types.contains("  readonly original: {\n    readonly light: { readonly [Token in ColorToken]?: string };\n"))
    }

    @Test(.enabled(if: PlatformExportTests.tool("node") != nil, "node not installed (Debian package nodejs)"))
    func nodeReadsTheOriginals() throws {
        let node = try #require(PlatformExportTests.tool("node"))
        let folder = try PlatformExportTests.temporaryFolder("ts-wide")
        defer { try? FileManager.default.removeItem(at: folder) }
        try PlatformExportTests.write(TypeScriptExport.files(registry: Self.registry, generator: Self.generator), to: folder)
        try Data("""
            import { themes } from "./tokens.mjs";
            const vivid = themes.vivid;
            console.log(vivid.light.accent, vivid.original.light.accent ?? vivid.light.accent);
            console.log(vivid.light.textSecondary, vivid.original.light.textSecondary);
            console.log(vivid.original.light.background ?? vivid.light.background, JSON.stringify(vivid.original.dark));

            """.utf8).write(to: folder.appendingPathComponent("main.mjs"))
        let result = try PlatformExportTests.run(node, [folder.appendingPathComponent("main.mjs").path])
        #expect(result.status == 0)
        #expect(result.output == """
            #FF0B0C color(display-p3 1 0 0)
            #32669A oklch(0.5 0.1 250)
            #FFFFFF {}

            """)
    }

    // MARK: - compose and android

    @Test func composeKeepsTheSpacesItHas() {
        #expect(ComposeExport.color(Self.p3Red) == "Color(1.0f, 0.0f, 0.0f, 1.0f, ColorSpaces.DisplayP3)")
        #expect(ComposeExport.color(Self.p3Red.opacity(0.12)) == "Color(1.0f, 0.0f, 0.0f, 0.12f, ColorSpaces.DisplayP3)")
        // oklch as its rectangular oklab: 0.1 cos 250° = -0.034202, 0.1 sin 250° = -0.093969.
        #expect(ComposeExport.color(Self.oklchBlue) == "Color(0.5f, -0.034202f, -0.093969f, 1.0f, ColorSpaces.Oklab)")
        #expect(ComposeExport.color(OriginalColor(space: .lab, components: [50, 20, -30]).displayed)
            == "Color(50.0f, 20.0f, -30.0f, 1.0f, ColorSpaces.CieLab)")
        #expect(ComposeExport.color(OriginalColor(space: .rec2020, components: [0.2, nil, 1]).displayed)
            == "Color(0.2f, 0.0f, 1.0f, 1.0f, ColorSpaces.Bt2020)")
        // No space in Compose, or outside its range: sRGB (and a warning from export).
        let hsl = OriginalColor(space: .hsl, components: [120, 100, 25]).displayed
        #expect(ComposeExport.color(hsl) == "Color(0xFF008000)")
        #expect(ComposeExport.colorSpace(OriginalColor(space: .xyzD65, components: [0.2, 0.2, 0.2])) == nil)
        #expect(ComposeExport.colorSpace(OriginalColor(space: .lab, components: [50, 200, 0])) == nil)
        let source = ComposeExport.render(registry: Self.registry, generator: Self.generator)
        #expect(source.contains("\nimport androidx.compose.ui.graphics.colorspace.ColorSpaces\n"))
        #expect(source.contains("            accent = Color(1.0f, 0.0f, 0.0f, 1.0f, ColorSpaces.DisplayP3),\n"))
        #expect(source.contains("        lightScheme = lightColorScheme(\n            primary = Color(1.0f, 0.0f, 0.0f, 1.0f, ColorSpaces.DisplayP3),\n"))
        #expect(source.contains("            onSurfaceVariant = Color(0.5f, -0.034202f, -0.093969f, 1.0f, ColorSpaces.Oklab),\n"))
        #expect(!ComposeExport.render(registry: .builtIn, generator: Self.generator).contains("import androidx.compose.ui.graphics.colorspace"))
    }

    @Test func androidWritesTheSRGBValues() throws {
        let files = AndroidExport.files(registry: Self.registry, generator: Self.generator)
        let light = try #require(PlatformExportTests.text(files, "values/theme_colors.xml"))
        #expect(light.contains("    <color name=\"vivid_accent\">#FFFF0B0C</color>\n"))
        #expect(light.contains("    <color name=\"vivid_text_secondary\">#FF32669A</color>\n"))
        #expect(light.contains("    <color name=\"vivid_accent_muted\">#1FFF0B0C</color>\n"))
    }

    // MARK: - Warnings

    @Test func androidWarnsOncePerTokenAtTheToken() {
        let warnings = OriginalColorWarnings.warnings(format: "android", registry: Self.registry, sources: { _ in Self.sources })
        #expect(warnings.map(\.description) == [
            "site/tokens/light.tokens.json:2:3: warning: 'color.accent' is color(display-p3 1 0 0) (outside sRGB) in theme 'vivid' (light); --format android cannot hold its color space and writes the sRGB value #FF0B0C: use --format css, dtcg, swift, xcassets, compose, scss or ts to keep it",
            "site/tokens/light.tokens.json:3:3: warning: 'color.textSecondary' is oklch(0.5 0.1 250) in theme 'vivid' (light); --format android cannot hold its color space and writes the sRGB value #32669A: use --format css, dtcg, compose, scss or ts to keep it",
        ])
    }

    @Test func formatsThatHoldASpaceDoNotWarnForIt() {
        let compose = OriginalColorWarnings.warnings(format: "compose", registry: Self.registry,
                                                     keeps: { ComposeExport.colorSpace($0) != nil }, sources: { _ in Self.sources })
        #expect(compose.isEmpty)
        let swift = OriginalColorWarnings.warnings(format: "swift", registry: Self.registry,
                                                   keeps: { $0.space == .displayP3 }, sources: { _ in Self.sources })
        #expect(swift.map(\.description) == [
            "site/tokens/light.tokens.json:3:3: warning: 'color.textSecondary' is oklch(0.5 0.1 250) in theme 'vivid' (light); --format swift cannot hold its color space and writes the sRGB value #32669A: use --format css, dtcg, compose, scss or ts to keep it",
        ])
    }

    /// One token used by two themes and both schemes is one warning naming
    /// them all; a color whose token is unknown is reported at its theme.
    @Test func aTokenSharedByThemesAndSchemesIsOneWarning() {
        var other = Self.vivid
        other.id = "other"
        other.dark = other.dark.applying(accent: nil, overrides: [ThemeEdit.Override(.token(.accent), Self.p3Red)], .dark)
        let shared = TokenSource(name: "brand.red", file: "site/tokens/brand.tokens.json", location: SourceLocation(line: 7, column: 5))
        let warnings = OriginalColorWarnings.warnings(
            format: "android", registry: ThemeRegistry(themes: [Self.vivid, other]),
            sources: { id in id == "other" ? [.light: [.token(.accent): shared], .dark: [.token(.accent): shared]] : [.light: [.token(.accent): shared]] })
        #expect(warnings.map(\.description) == [
            "site/tokens/brand.tokens.json:7:5: warning: 'brand.red' is color(display-p3 1 0 0) (outside sRGB) in theme 'vivid' (light), theme 'other' (light and dark); --format android cannot hold its color space and writes the sRGB value #FF0B0C: use --format css, dtcg, swift, xcassets, compose, scss or ts to keep it",
            "theme 'vivid': warning: a color is oklch(0.5 0.1 250) in theme 'vivid' (light); --format android cannot hold its color space and writes the sRGB value #32669A: use --format css, dtcg, compose, scss or ts to keep it",
            "theme 'other': warning: a color is oklch(0.5 0.1 250) in theme 'other' (light); --format android cannot hold its color space and writes the sRGB value #32669A: use --format css, dtcg, compose, scss or ts to keep it",
        ])
    }
}
