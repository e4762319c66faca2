import Foundation
import Testing

/// `theme-preview export` of a site whose `tokens/` holds its own design
/// system: the system's tokens, with its names, per combination.
struct SystemExportCommandTests {
    let cli = CLI()

    /// A Tokens Studio folder: a `brand` axis (Casual, Business), a color,
    /// a radius and a typography token.
    static let files = [
        "site/tokens/$themes.json": """
        [
          { "id": "1", "name": "Casual", "group": "brand", "selectedTokenSets": { "core": "source", "brand/casual": "enabled" } },
          { "id": "2", "name": "Business", "group": "brand", "selectedTokenSets": { "core": "source", "brand/business": "enabled" } }
        ]
        """,
        "site/tokens/$metadata.json": #"{ "tokenSetOrder": ["core", "brand/casual", "brand/business"] }"#,
        "site/tokens/core.json": ##"{ "green": { "value": "#38a169", "type": "color" }, "navy": { "value": "#1a365d", "type": "color" } }"##,
        "site/tokens/brand/casual.json": """
        { "colors": { "bg": { "value": "{green}", "type": "color" } }, "borderRadius": { "default": { "value": "8", "type": "borderRadius" } },
          "text": { "body": { "value": { "fontFamily": "Comic Neue", "fontSize": "16", "fontWeight": "400" }, "type": "typography" } } }
        """,
        "site/tokens/brand/business.json": """
        { "colors": { "bg": { "value": "{navy}", "type": "color" } }, "borderRadius": { "default": { "value": "0", "type": "borderRadius" } },
          "text": { "body": { "value": { "fontFamily": "Inter", "fontSize": "15", "fontWeight": "500" }, "type": "typography" } } }
        """,
    ]

    /// A temporary folder with `files` in it.
    func folder(_ files: [String: String] = files) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tp-system-export-\(UUID().uuidString)")
        for (path, text) in files {
            let file = url.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        try FileManager.default.createDirectory(at: url.appendingPathComponent("site/docs"), withIntermediateDirectories: true)
        return url
    }

    func text(_ path: String, in folder: URL) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func cssHasTheSystemsNamesARulePerCombination() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try cli.run(["export", "site", "--format", "css"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.hasPrefix("/*\n * The design system 'site': every token of its 2 combinations (brand) as CSS custom properties.\n"))
        #expect(result.stdout.hasSuffix("""
             */
            :root,[data-theme="casual"]{--colors-bg:#38A169;--border-radius-default:8px;--text-body:400 16px "Comic Neue";}
            [data-theme="business"]{--colors-bg:#1A365D;--border-radius-default:0px;--text-body:500 15px "Inter";}

            """))
    }

    @Test func eachFormatWritesTheTokensOfEachCombination() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (format, output) in [("swift", "Tokens.swift"), ("compose", "Tokens.kt"), ("scss", "_tokens.scss"), ("ts", "ts"),
                                 ("android", "res"), ("dtcg", "dtcg")] {
            let result = try cli.run(["export", "site", "--format", format, "--output", output], in: folder)
            #expect(result.status == 0, "\(format): \(result.stderr)")
            #expect(result.stdout == "Wrote \(format) export of the design system 'site' (2 combinations) to \(output)\n")
        }
        let swift = try text("Tokens.swift", in: folder)
        #expect(swift.contains("""
                public static let business = SiteTokens(
                    id: "business",
                    name: "Business",
                    axes: ["brand": "Business"],
                    colorsBg: RGBAColor(red: 0x1A / 255.0, green: 0x36 / 255.0, blue: 0x5D / 255.0), // #1A365D
                    borderRadiusDefault: 0,
                    textBody: TypographyStyle(fontFamily: ["Inter"], fontSize: 15, fontWeight: 500)
                )
            """))
        let kotlin = try text("Tokens.kt", in: folder)
        #expect(kotlin.contains("        override val textBody: TextStyle = TextStyle(fontSize = 16.sp, fontWeight = FontWeight(400))\n"))
        #expect(kotlin.contains("        override val colorsBg: Color = Color(0xFF1A365D)\n"))
        let scss = try text("_tokens.scss", in: folder)
        #expect(scss.contains("""
            $casual: (
              "colors-bg": #38A169,
              "border-radius-default": 8px,
              "text-body": ("font-family": unquote("\\22 Comic Neue\\22 "), "font-size": 16px, "font-weight": 400)
            );
            """))
        let module = try text("ts/tokens.mjs", in: folder)
        #expect(module.contains("""
              business: {
                id: "business",
                name: "Business",
                axes: {
                  brand: "Business"
                },
                tokens: {
                  colorsBg: "#1A365D",
                  borderRadiusDefault: "0px",
            """))
        let android = try text("res/values/design_tokens.xml", in: folder)
        #expect(android.contains("""
                <!-- Business (business) -->
                <color name="business_colors_bg">#FF1A365D</color>
                <dimen name="business_border_radius_default">0dp</dimen>
            </resources>
            """))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("res/values-night").path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("dtcg").path).sorted()
            == ["business.tokens.json", "casual.tokens.json", "site.resolver.json"])
        // Without --output, dtcg is the site's tokens.json.
        let bundle = try cli.run(["export", "site", "--format", "dtcg"], in: folder)
        #expect(bundle.stdout.contains(#""description": "Every token of site, resolved, for each of its 2 combinations (brand). Generated by theme-preview 0.1.0.","#))
    }

    /// A format with no place for some tokens says what it left out, once.
    @Test func whatAFormatCannotHoldIsOneWarning() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try cli.run(["export", "site", "--format", "xcassets", "--output", "out"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == """
            site/tokens/$themes.json: warning: --format xcassets has no place for 2 tokens of the design system 'site' and leaves them out: 1 dimension ('borderRadius.default'), 1 typography ('text.body'); use --format css, dtcg, swift, compose, scss or ts to keep them

            """)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/DesignTokens.xcassets/Business/colorsBg.colorset/Contents.json").path))
        let strict = try cli.run(["export", "site", "--format", "xcassets", "--output", "strict", "--strict"], in: folder)
        #expect(strict.status == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("strict").path))
    }

    @Test func lightDarkIsForTheBuiltInThemes() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try cli.run(["export", "site", "--format", "css", "--light-dark"], in: folder)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("Error: --light-dark writes the built-in themes' palettes; the design system 'site' is exported without it, its light/dark axis following prefers-color-scheme\n"))
    }

    /// Tokens Studio's Lion example (`<shared>/tokens-corpora/lion-example`):
    /// every format writes its six combinations.
    @Test func lionInEveryFormat() throws {
        let lion = try lionTokens()
        let folder = try folder([:])
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: lion, to: folder.appendingPathComponent("site/tokens"))
        let css = try cli.run(["export", "site", "--format", "css"], in: folder)
        #expect(css.status == 0, "\(css.stderr)")
        let lines = css.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains(#":root,[data-theme="casual-green"]{--border-radius-default:8px;--colors-bg-default-color:#38A169;}"#))
        #expect(lines.contains(#"[data-theme="business-blue"]{--border-radius-default:0px;--colors-bg-default-color:#3182CE;}"#))
        for format in ["dtcg", "swift", "xcassets", "android", "compose", "scss", "ts"] {
            let result = try cli.run(["export", "site", "--format", format, "--output", "out-\(format)"], in: folder)
            #expect(result.status == 0, "\(format): \(result.stderr)")
            #expect(result.stdout == "Wrote \(format) export of the design system 'site' (6 combinations) to out-\(format)\n")
        }
        #expect(try text("out-android/values/design_tokens.xml", in: folder).contains("""
                <!-- Business · Blue (business-blue) -->
                <dimen name="business_blue_border_radius_default">0dp</dimen>
                <color name="business_blue_colors_bg_default_color">#FF3182CE</color>
            """))
        #expect(try text("out-swift", in: folder).contains("    public static let all: [SiteTokens] = [casualGreen, casualBlue, casualPurple, businessGreen, businessBlue, businessPurple]\n"))
        #expect(try text("out-scss", in: folder).contains("$business-blue: (\n  \"border-radius-default\": 0px,\n  \"colors-bg-default-color\": #3182CE\n);\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out-xcassets/DesignTokens.xcassets").path).sorted()
            == ["BusinessBlue", "BusinessGreen", "BusinessPurple", "CasualBlue", "CasualGreen", "CasualPurple", "Contents.json"])
    }

    /// `<shared>/tokens-corpora/lion-example/tokens` beside the repository,
    /// or under `THEME_PREVIEW_SHARED`; an error saying where it looked.
    func lionTokens() throws -> URL {
        let environment = ProcessInfo.processInfo.environment["THEME_PREVIEW_SHARED"]
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let candidates = [environment.map { URL(fileURLWithPath: $0).appendingPathComponent("tokens-corpora") },
                          repository.deletingLastPathComponent().appendingPathComponent("shared/tokens-corpora")]
            .compactMap { $0?.appendingPathComponent("lion-example/tokens") }
        for candidate in candidates where FileManager.default.fileExists(atPath: candidate.path) { return candidate }
        struct Missing: Error, CustomStringConvertible { var description: String }
        throw Missing(description: "Lion's tokens are not at \(candidates.map(\.path).joined(separator: " or ")): put the corpora at <repository>/../shared/tokens-corpora or set THEME_PREVIEW_SHARED to the folder that holds tokens-corpora")
    }
}
