@testable import Basics
import Foundation
@testable import PreviewRenderer
import Testing
import ThemeCSS
import ThemeTokens
@testable import Theming
@testable import TokenExport

/// Custom themes from `site/tokens/`: simple theme files and DTCG resolvers.
struct SiteThemeTests {
    func load(_ files: [String: String]) throws(BuildFailure) -> SiteThemeSet {
        let fileSystem = InMemoryFileSystem(files: files.merging(["site/docs/a.md": "# A\n"]) { a, _ in a })
        return try SiteThemes.load(siteDirectory: "site", fileSystem: fileSystem)
    }

    func errors(_ files: [String: String]) -> [String] {
        do {
            _ = try load(files)
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    static let ocean = """
        {
          "name": "Ocean",
          "parent": "default",
          "accent": { "light": "#0A5FD1", "dark": "#5AA9FF" }
        }
        """

    @Test func anAccentOnlyThemeInheritsEverythingElseAndDerivesItsFamily() throws {
        let set = try load(["site/tokens/ocean.theme.json": Self.ocean])
        #expect(set.registry.themes.map(\.id.rawValue) == ["default", "midnight", "forest", "sunset", "lavender", "rose", "ocean"])
        let ocean = try #require(set.registry.theme(exactly: "ocean"))
        #expect(ocean.displayName == "Ocean")
        #expect(ocean.light[.accent].hex == "#0A5FD1")
        #expect(ocean.dark[.accent].hex == "#5AA9FF")
        #expect(ocean.light[.unreadDot] == ocean.light[.accent])
        #expect(ocean.light[.accentMuted] == ocean.light[.accent].opacity(0.12))
        #expect(ocean.dark[.surfaceSelected] == ocean.dark[.accent].opacity(0.12))
        #expect(ocean.light[.accentHover] == AccentDerivation.hover(ocean.light[.accent], .light))
        #expect(ocean.light[.primary].foreground == ocean.light[.accent])
        let base = BuiltInThemes.defaultTheme
        #expect(ocean.light[.textSecondary] == base.light[.textSecondary])
        #expect(ocean.typography == base.typography && ocean.spacing == base.spacing && ocean.shapes == base.shapes)
        let edit = ThemeEdit(accent: [.light: try Color(hex: "#0A5FD1"), .dark: try Color(hex: "#5AA9FF")])
        #expect(set.origins.last == ThemeOrigin(id: "ocean", file: "site/tokens/ocean.theme.json", parent: "default", replacesBuiltIn: false,
                                                themeFile: ThemeFileEdit(parent: base, edit: edit)))
        // Built-ins have no file; the lab re-edits a theme file from its parent and edit.
        #expect(set.origins.first == ThemeOrigin(id: "default", file: nil, parent: nil, replacesBuiltIn: false))
    }

    /// What the theme lab writes for an alpha no hex can hold reads back exactly.
    @Test func aThemeFileTakesCSSColorFunctions() throws {
        let set = try load(["site/tokens/ocean.theme.json": """
            {"name": "Ocean", "parent": "default", "accent": "oklch(0.55 0.15 250)",
             "light": {"separator": "rgb(60 60 67 / 30%)", "syntax.keyword": "color(display-p3 0.1 0.3 0.8)"}}
            """])
        let ocean = try #require(set.registry.theme(exactly: "ocean"))
        // oklch() and display-p3 colors keep what was written beside the sRGB color shown.
        #expect(ocean.light[.accent] == (try ColorText.parse("oklch(0.55 0.15 250)", keepingOriginal: true)))
        #expect(ocean.light[.accent].hex == OKLCH(lightness: 0.55, chroma: 0.15, hue: 250).gamutMapped().hex)
        #expect(ocean.light[.accent].original?.css == "oklch(0.55 0.15 250)")
        #expect(ocean.light[.separator] == Color(red: 60, green: 60, blue: 67, alpha: 0.3))
        #expect(ocean.light[syntax: .keyword] == (try ColorText.parse("color(display-p3 0.1 0.3 0.8)", keepingOriginal: true)))
        #expect(ocean.light[syntax: .keyword].original?.css == "color(display-p3 0.1 0.3 0.8)")
        #expect(errors(["site/tokens/bad.theme.json": #"{"accent": "rgb(1 2)"}"#]) == [
            "site/tokens/bad.theme.json:1:12: error: malformed color: expected a channel from 0 to 255 or a percentage, found ')' at column 8 of 'rgb(1 2)'",
        ])
    }

    /// The lab's data: every theme, each color of each slot, readable JSON.
    @Test func theLabDataHasEveryThemeInTheEnginesForm() throws {
        let set = try load(["site/tokens/ocean.theme.json": Self.ocean])
        let text = ThemeLabData.json(set.registry)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let themes = try #require(object["themes"] as? [[String: Any]])
        #expect(themes.map { $0["id"] as? String } == ["default", "midnight", "forest", "sunset", "lavender", "rose", "ocean"])
        let ocean = try #require(themes.last?["theme"] as? [String: Any])
        let light = try #require(ocean["light"] as? [[Double]])
        #expect(light.count == ColorSlot.all.count)
        let accentIndex = try #require(ColorSlot.all.firstIndex(of: .token(.accent)))
        #expect(light[accentIndex] == [0x0A, 0x5F, 0xD1, 1])
        let textSecondary = try #require(ColorSlot.all.firstIndex(of: .token(.textSecondary)))
        #expect(light[textSecondary] == [0x3C, 0x3C, 0x43, 0.6])
        #expect((ocean["typography"] as? [[Double]])?.first == [34, 700, 0])
        #expect((ocean["shadows"] as? [String: [[Double]]])?["light"]?.first == [0, 0, 0, 0.04, 2, 0, 1])
    }

    /// A theme file's entry carries its parent and its edit, so the lab edits
    /// the file as written; built-ins say so; a DTCG download starts from the
    /// text the closure gives.
    @Test func theLabDataKeepsEachThemeFilesParentAndEdit() throws {
        let set = try load(["site/tokens/ocean.theme.json": """
            {"name": "Ocean", "parent": "forest", "accent": {"light": "#0A5FD1"},
             "dark": {"textSecondary": "rgb(170 170 170 / 70%)", "syntax.keyword": "#FF8800"}}
            """])
        let text = ThemeLabData.json(set.registry, origins: set.origins) { "{\"for\": \"\($0.id)\"}" }
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let themes = try #require(object["themes"] as? [[String: Any]])
        let forest = try #require(themes.first { $0["id"] as? String == "forest" })
        #expect(forest["source"] as? String == "built-in" && forest["parent"] == nil && forest["edit"] == nil)
        #expect((forest["dtcg"] as? [String: String])?["for"] == "forest")
        let ocean = try #require(themes.last)
        #expect(ocean["source"] as? String == "file")
        #expect(ocean["file"] as? String == "site/tokens/ocean.theme.json")
        #expect(ocean["parentID"] as? String == "forest")
        // The parent in the engine's form is Forest's, not Ocean's.
        #expect(ocean["parent"] as? NSDictionary == forest["theme"] as? NSDictionary)
        // The edit as written, in the file's order; the alpha exact.
        let edit = ThemeLabData.edit(try #require(set.origins.last?.themeFile?.edit))
        #expect(edit == """
            {"accent":{"light":[10,95,209,1]},"overrides":{"light":{},"dark":{"textSecondary":[170,170,170,0.7],"syntax.keyword":[255,136,0,1]}}}
            """)
        #expect(text.contains("\"edit\": " + edit + ", \"dtcg\": {\"for\": \"ocean\"}}"))
    }

    @Test func aThemeMayOverrideAnyColorPerModeAndInheritFromASiteTheme() throws {
        let set = try load([
            "site/tokens/ocean.theme.json": Self.ocean,
            "site/tokens/graphite.theme.json": """
                {"name": "Graphite", "parent": "ocean", "accent": "#3A3A40",
                 "light": {"textSecondary": "#5E5E64", "category.social.foreground": "#1F7A38", "avatar.3": "#123456"},
                 "dark": {"border": "#7C7C80"}}
                """,
        ])
        let graphite = try #require(set.registry.theme(exactly: "graphite"))
        #expect(graphite.light[.accent].hex == "#3A3A40" && graphite.dark[.accent].hex == "#3A3A40")
        #expect(graphite.light[.textSecondary].hex == "#5E5E64")
        #expect(graphite.light[.social].foreground.hex == "#1F7A38")
        #expect(graphite.light.avatarPalette[3].hex == "#123456")
        #expect(graphite.dark[.border].hex == "#7C7C80")
        #expect(graphite.dark[.textSecondary] == BuiltInThemes.defaultTheme.dark[.textSecondary])
        #expect(set.origins.first { $0.id == "graphite" }?.parent == "ocean")
    }

    @Test func aSiteThemeWithABuiltInIdReplacesItInPlace() throws {
        let set = try load(["site/tokens/forest.theme.json": ##"{"name": "Pine", "parent": "forest", "accent": {"light": "#1B5E20", "dark": "#81C784"}}"##])
        #expect(set.registry.themes.map(\.id.rawValue) == ["default", "midnight", "forest", "sunset", "lavender", "rose"])
        #expect(set.registry.themes[2].displayName == "Pine")
        #expect(set.registry.themes[2].light[.accent].hex == "#1B5E20")
        #expect(set.origins[2].replacesBuiltIn)
    }

    @Test func aFileNamedAfterABuiltInRestylesIt() throws {
        let set = try load(["site/tokens/forest.theme.json": ##"{"light": {"textSecondary": "#55555A"}}"##])
        let forest = set.registry.themes[2]
        #expect(forest.displayName == "Forest")
        #expect(forest.light[.accent] == BuiltInThemes.all[2].light[.accent])
        #expect(forest.light[.textSecondary].hex == "#55555A")
        #expect(set.origins[2].parent == "forest")
    }

    @Test func anAccentAmongTheOverridesBringsItsFamily() throws {
        let set = try load(["site/tokens/teal.theme.json": ##"{"light": {"accent": "#00796B", "accentHover": "#004D40"}}"##])
        let teal = try #require(set.registry.theme(exactly: "teal"))
        #expect(teal.light[.unreadDot].hex == "#00796B")
        #expect(teal.light[.accentMuted] == teal.light[.accent].opacity(0.12))
        #expect(teal.light[.accentHover].hex == "#004D40")
        #expect(teal.dark[.accent] == BuiltInThemes.defaultTheme.dark[.accent])
    }

    @Test func independentThemeFilesKeepFileNameOrder() throws {
        let set = try load([
            "site/tokens/cherry.theme.json": ##"{"accent": "#AA0033"}"##,
            "site/tokens/apple.theme.json": ##"{"accent": "#33AA00"}"##,
            "site/tokens/berry.theme.json": ##"{"parent": "apple", "accent": "#5500AA"}"##,
        ])
        #expect(set.registry.themes.dropFirst(6).map(\.id.rawValue) == ["apple", "berry", "cherry"])
    }

    @Test func aResolverThemesParentMustBeABuiltIn() {
        var files = DTCGExport.files(registry: ThemeRegistry(themes: [BuiltInThemes.all[1]]), generator: "t")
        files = files.map { file in
            (file.path, file.text.replacingOccurrences(of: #""displayName": "Midnight""#,
                                                       with: #""displayName": "Midnight", "parent": "forrest""#))
        }
        let problems = errors(Dictionary(uniqueKeysWithValues: files.map { ("site/tokens/\($0.path)", $0.text) }))
        #expect(problems == ["site/tokens/themes.resolver.json:1:1: error: parent theme 'forrest' of 'midnight' is not a built-in theme; a resolver's themes may inherit from default, midnight, forest, sunset, lavender, rose; did you mean 'forest'?"])
    }

    @Test func aDocPinnedToABrokenThemeIsNotReportedTwice() {
        let fileSystem = InMemoryFileSystem(files: [
            "site/tokens/ocean.theme.json": ##"{"accent": "#12"}"##,
            "site/docs/a.md": "---\ntheme: ocean\n---\n# A\n",
        ])
        #expect {
            try FullBuilder(fileSystem: fileSystem, generator: "t").build(siteDirectory: "site", output: "out")
        } throws: { error in
            (error as? BuildFailure)?.diagnostics.map(\.file) == ["site/tokens/ocean.theme.json"]
        }
    }

    @Test func theBuildSummarySaysWhatWasAddedOrReplaced() throws {
        let fileSystem = InMemoryFileSystem(files: [
            "site/tokens/ocean.theme.json": Self.ocean,
            "site/tokens/rose.theme.json": ##"{"parent": "rose", "accent": "#C2185B"}"##,
        ])
        let summary = try FullBuilder(fileSystem: fileSystem, generator: "t").build(siteDirectory: "site", output: "out")
        #expect(summary.line.contains("(7 themes x light/dark pinned, 0 docs)"))
        #expect(summary.line.contains("; 1 site theme added; site theme rose replaces the built-in"))
        #expect(fileSystem.kind(at: "out/themes/ocean/dark.html") == .file)
        let gallery = String(decoding: try fileSystem.contents(of: "out/index.html"), as: UTF8.self)
        #expect(gallery.contains(#"data-theme-choice="ocean""#))
        let report = String(decoding: try fileSystem.contents(of: "out/contrast.json"), as: UTF8.self)
        #expect(report.contains(#"{"theme": "ocean", "scheme": "light""#))
        let tokens = String(decoding: try fileSystem.contents(of: "out/tokens.json"), as: UTF8.self)
        #expect(tokens.contains(#""ocean": ["#))
        let css = String(decoding: try fileSystem.contents(of: "out/tokens.css"), as: UTF8.self)
        #expect(css.contains(#":root[data-theme="ocean"]{color-scheme:light;"#))
    }

    @Test func everyProblemInAThemeFileIsReportedWithItsLocation() {
        let problems = errors(["site/tokens/bad.theme.json": """
            {
              "nam": "Bad",
              "parent": "defualt",
              "accent": { "light": "#12", "dusk": "#FFFFFF" },
              "light": { "textSecondry": "#000000", "border": 12 }
            }
            """])
        #expect(problems == [
            "site/tokens/bad.theme.json:2:3: error: unknown key 'nam' in a theme file; did you mean 'name'?",
            "site/tokens/bad.theme.json:3:13: error: parent theme 'defualt' does not exist; did you mean 'default'? (themes: default, forest, lavender, midnight, rose, sunset)",
            "site/tokens/bad.theme.json:4:24: error: malformed color: expected a color of 3, 4, 6 or 8 hex digits, found '#12'",
            "site/tokens/bad.theme.json:4:31: error: expected 'light' or 'dark' in 'accent', found 'dusk'",
            "site/tokens/bad.theme.json:5:14: error: unknown color token 'textSecondry'; did you mean 'textSecondary'?",
            "site/tokens/bad.theme.json:5:51: error: expected a hex color such as \"#2596BE\", found 12",
        ])
    }

    @Test func aMissingParentIsNamedWithASuggestion() {
        #expect(errors(["site/tokens/x.theme.json": ##"{"parent": "oceann", "accent": "#123456"}"##,
                        "site/tokens/ocean.theme.json": Self.ocean]) == [
            "site/tokens/x.theme.json:1:12: error: parent theme 'oceann' does not exist; did you mean 'ocean'? (themes: default, forest, lavender, midnight, ocean, rose, sunset)",
        ])
    }

    @Test func aParentCycleIsAnError() {
        let problems = errors([
            "site/tokens/a.theme.json": ##"{"parent": "b", "accent": "#123456"}"##,
            "site/tokens/b.theme.json": ##"{"parent": "a", "accent": "#654321"}"##,
        ])
        #expect(problems.count == 2)
        #expect(problems.allSatisfy { $0.contains("error: parent cycle: ") })
        #expect(problems.contains { $0.hasPrefix("site/tokens/a.theme.json:1:12: error: parent cycle: a -> b -> a") })
    }

    @Test func invalidJSONAndABadIdAreReported() {
        let problems = errors([
            "site/tokens/broken.theme.json": "{\n  \"accent\": \"#123456\"\n  \"parent\": \"default\"\n}",
            "site/tokens/Big Blue.theme.json": ##"{"accent": "#123456"}"##,
        ])
        #expect(problems.contains { $0.hasPrefix("site/tokens/broken.theme.json:3:3: error: invalid JSON: ") })
        #expect(problems.contains("site/tokens/Big Blue.theme.json: error: theme id 'Big Blue' (from the file name) must be lowercase letters, digits and '-', starting with a letter or digit"))
    }

    @Test func theSameThemeIdTwiceIsAnError() throws {
        let exported = DTCGExport.files(registry: ThemeRegistry(themes: [BuiltInThemes.all[1]]), generator: "t")
        var files = Dictionary(uniqueKeysWithValues: exported.map { ("site/tokens/dtcg/\($0.path)", $0.text) })
        files["site/tokens/midnight.theme.json"] = ##"{"parent": "midnight", "accent": "#000080"}"##
        let problems = errors(files)
        #expect(problems == ["site/tokens/midnight.theme.json: error: theme id 'midnight' is defined twice: first in site/tokens/dtcg/themes.resolver.json"])
    }

    @Test func theDTCGExportReadsBackToTheSameThemes() throws {
        let files = DTCGExport.files(registry: .builtIn, generator: "t")
        let set = try load(Dictionary(uniqueKeysWithValues: files.map { ("site/tokens/\($0.path)", $0.text) }))
        #expect(set.registry.themes == ThemeRegistry.builtIn.themes)
        #expect(set.origins.allSatisfy { $0.replacesBuiltIn && $0.file == "site/tokens/themes.resolver.json" })
    }

    @Test func theBundledExportReadsBackToo() throws {
        let custom = try load([
            "site/tokens/ocean.theme.json": Self.ocean,
            "site/tokens/graphite.theme.json": ##"{"parent": "ocean", "accent": "#3A3A40", "light": {"textTertiary": "#6E6E73"}}"##,
        ]).registry
        let bundle = DTCGExport.bundle(registry: custom, generator: "t")
        let set = try load(["site/tokens/all.resolver.json": bundle])
        #expect(set.registry.themes.map(\.id) == custom.themes.map(\.id))
        #expect(set.registry.themes == custom.themes)
    }

    /// `tokens.json` is made in pieces (a thousand themes make tens of
    /// megabytes): joined, they are the whole document and a line break.
    @Test func theBundleInPiecesIsTheWholeBundle() throws {
        let value = DTCGExport.resolver(.builtIn, generator: "t", inline: true)
        let pieces = value.prettyPrintedPieces(pieceBytes: 1024)
        #expect(pieces.count > 10)
        #expect(pieces.dropLast().allSatisfy { $0.count >= 1024 })
        #expect(Array(pieces.joined()) == value.prettyPrintedBytes() + [UInt8(ascii: "\n")])
        #expect(DTCGExport.bundleBytes(registry: .builtIn, generator: "t") == value.prettyPrintedBytes() + [UInt8(ascii: "\n")])
    }

    /// A resolver with a `core` set and a `mode` modifier whose light and
    /// dark contexts are `light.tokens.json` and `dark.tokens.json`.
    static let coreAndModeResolver = """
        {"version": "2025.10",
         "sets": {"core": {"sources": [{"$ref": "core.tokens.json"}]}},
         "modifiers": {"mode": {"contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "dark.tokens.json"}]}, "default": "light"}},
         "resolutionOrder": [{"$ref": "#/sets/core"}, {"$ref": "#/modifiers/mode"}]}
        """

    @Test func aHandWrittenResolverWithAliasesBuildsATheme() throws {
        let set = try load([
            "site/tokens/brand.resolver.json": Self.coreAndModeResolver,
            "site/tokens/core.tokens.json": ##"{"brand": {"$type": "color", "teal": {"$value": "#00796B"}, "mint": {"$value": {"colorSpace": "srgb", "components": [0.4, 0.8, 0.7]}}}, "spacing": {"$type": "dimension", "lg": {"$value": {"value": 1.25, "unit": "rem"}}}}"##,
            "site/tokens/light.tokens.json": ##"{"color": {"$type": "color", "accent": {"$value": "{brand.teal}"}, "textSecondary": {"$value": "#55555A"}}}"##,
            "site/tokens/dark.tokens.json": ##"{"color": {"$type": "color", "accent": {"$value": "{brand.mint}"}}}"##,
        ])
        let brand = try #require(set.registry.theme(exactly: "brand"))
        #expect(brand.displayName == "Brand")
        #expect(brand.light[.accent].hex == "#00796B")
        #expect(brand.dark[.accent].hex == "#66CCB3")
        #expect(brand.light[.textSecondary].hex == "#55555A")
        #expect(brand.light[.unreadDot] == brand.light[.accent])
        #expect(brand.spacing[.lg] == 20)
        #expect(brand.spacing[.md] == 12)
    }

    /// A resolver shaped like Terrazzo's examples and Figma's Simple Design
    /// System: the schemes under a modifier named `theme`, a display-p3
    /// accent.
    static func themeModifierResolver(extraModifier: String = "") -> String {
        """
        {"version": "2025.10",
         "modifiers": {\(extraModifier)"theme": {"contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "dark.tokens.json"}]}, "default": "light"}},
         "resolutionOrder": [\(extraModifier.isEmpty ? "" : ##"{"$ref": "#/modifiers/contrast"}, "##){"$ref": "#/modifiers/theme"}]}
        """
    }

    static let p3Tokens: [String: String] = [
        "site/tokens/light.tokens.json": ##"{"color": {"$type": "color", "accent": {"$value": {"colorSpace": "display-p3", "components": [1, 0, 0]}}, "textSecondary": {"$value": {"colorSpace": "oklch", "components": [0.5, 0.1, 250]}}}}"##,
        "site/tokens/dark.tokens.json": ##"{"color": {"$type": "color", "accent": {"$value": {"colorSpace": "hsl", "components": ["none", 0, 100]}}}}"##,
    ]

    @Test func theSchemeModifierIsFoundByItsContextsWhateverItsName() throws {
        let set = try load(Self.p3Tokens.merging(["site/tokens/brand.resolver.json": Self.themeModifierResolver()]) { a, _ in a })
        let brand = try #require(set.registry.theme(exactly: "brand"))
        // color(display-p3 1 0 0) gamut-mapped to sRGB (coloraide 8.13: 255, 11.37, 11.71).
        #expect(brand.light[.accent].hex == "#FF0B0C")
        #expect(brand.light[.accent].original == OriginalColor(space: .displayP3, components: [1, 0, 0]))
        #expect(brand.light[.textSecondary].hex == "#32669A")
        #expect(brand.light[.textSecondary].isOutsideSRGB == false)
        #expect(brand.dark[.accent].hex == "#FFFFFF")
        let css = ThemeStylesheet.live(brand)
        let accent = CSSVariable.color(.accent)
        // The sRGB values in the rule; the originals after it, for browsers
        // that read their notation (a custom property takes any value, so a
        // second declaration in the rule would win even where unpaintable).
        #expect(css.contains("--vm-color-text-inverse:#FFFFFF;\(accent):#FF0B0C;--vm-color-accent-muted:rgb(255 11 12 / 12%);"))
        #expect(css.contains("--vm-border-width:1px;}\n@supports (color:color(display-p3 0 0 0)) and (color:oklch(0 0 0)){:root{--vm-color-surface-selected:color(display-p3 1 0 0 / 0.08);--vm-color-text-secondary:oklch(0.5 0.1 250);\(accent):color(display-p3 1 0 0);--vm-color-accent-muted:color(display-p3 1 0 0 / 0.12);--vm-color-unread-dot:color(display-p3 1 0 0);--vm-color-category-primary:color(display-p3 1 0 0);--vm-color-category-primary-muted:color(display-p3 1 0 0 / 0.12);--vm-syntax-comment:oklch(0.5 0.1 250);--vm-syntax-output:oklch(0.5 0.1 250);--link-color:color(display-p3 1 0 0);}}\n"))
        #expect(css.contains("\n@supports (color:hsl(none 0% 0%)){:root[data-scheme=\"dark\"]{--vm-color-surface-selected:hsl(none 0% 100% / 0.12);\(accent):hsl(none 0% 100%);"))
        #expect(!css.contains("\(accent):#FF0B0C;\(accent):"))
    }

    @Test func theLabDataNamesTheColorsGivenInOtherSpaces() throws {
        let set = try load(Self.p3Tokens.merging(["site/tokens/brand.resolver.json": Self.themeModifierResolver()]) { a, _ in a })
        let brand = try #require(set.registry.theme(exactly: "brand"))
        func p3(_ alpha: String = "") -> String { #"{"space":"display-p3","outside":true,"css":"color(display-p3 1 0 0"# + alpha + #")"}"# }
        func hsl(_ alpha: String = "") -> String { #"{"space":"hsl","outside":false,"css":"hsl(none 0% 100%"# + alpha + #")"}"# }
        let oklch = #"{"space":"oklch","outside":false,"css":"oklch(0.5 0.1 250)"}"#
        // The accent's family and the primary category follow the accent (at
        // their opacities); two code colors follow textSecondary.
        let light = [
            "surfaceSelected": p3(" / 0.08"), "textSecondary": oklch, "accent": p3(), "accentMuted": p3(" / 0.12"),
            "unreadDot": p3(), "category.primary.foreground": p3(), "category.primary.muted": p3(" / 0.12"),
            "syntax.comment": oklch, "syntax.output": oklch,
        ]
        let dark = [
            "surfaceSelected": hsl(" / 0.12"), "accent": hsl(), "accentMuted": hsl(" / 0.15"),
            "unreadDot": hsl(), "category.primary.foreground": hsl(), "category.primary.muted": hsl(" / 0.15"),
        ]
        func members(_ values: [String: String]) -> String {
            ColorSlot.all.map(\.pathText).compactMap { path in values[path].map { "\"\(path)\":\($0)" } }.joined(separator: ",")
        }
        #expect(ThemeLabData.originals(brand) == "{\"light\":{" + members(light) + "},\"dark\":{" + members(dark) + "}}")
        #expect(ThemeLabData.originals(try #require(set.registry.theme(exactly: "default"))) == nil)
    }

    @Test func twoModifiersWithLightAndDarkNeedTheConfigKey() throws {
        let contrast = ##""contrast": {"contexts": {"light": [], "dark": []}, "default": "light"}, "##
        var files = Self.p3Tokens
        files["site/tokens/brand.resolver.json"] = Self.themeModifierResolver(extraModifier: contrast)
        #expect(errors(files) == [
            "site/tokens/brand.resolver.json:1:1: error: the modifiers 'contrast' and 'theme' both have the contexts 'light' and 'dark': name the one that holds the color schemes in config.yaml, as tokens: schemeModifier: contrast",
        ])
        files["site/config.yaml"] = "tokens:\n  schemeModifier: theme\n"
        let brand = try #require(try load(files).registry.theme(exactly: "brand"))
        #expect(brand.light[.accent].hex == "#FF0B0C")
        files["site/config.yaml"] = "tokens:\n  schemeModifier: themes\n"
        #expect(errors(files) == [
            "site/tokens/brand.resolver.json:1:1: error: config.yaml's tokens.schemeModifier names the modifier 'themes', which this resolver does not have; did you mean 'theme'? (modifiers: 'contrast' (contexts: light, dark), 'theme' (contexts: light, dark))",
        ])
    }

    @Test func aResolverWithoutLightAndDarkSaysWhichModifiersItHas() {
        let resolver = ##"{"version": "2025.10", "modifiers": {"theme": {"contexts": {"day": [{"$ref": "light.tokens.json"}], "night": [{"$ref": "dark.tokens.json"}]}, "default": "day"}}, "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}"##
        #expect(errors(Self.p3Tokens.merging(["site/tokens/brand.resolver.json": resolver]) { a, _ in a }) == [
            ##"site/tokens/brand.resolver.json:1:1: error: expected a modifier with the contexts 'light' and 'dark' for the color schemes (found modifiers: 'theme' (contexts: day, night)); tokens with one scheme can name the same sources in both: "modifiers": {"mode": {"contexts": {"light": [...], "dark": [...]}, "default": "light"}}, listed in "resolutionOrder""##,
        ])
    }

    @Test func legacyStyleDictionaryTypesSayWhichDTCGTypeToWrite() {
        let resolver = ##"{"version": "2025.10", "sets": {"core": {"sources": [{"$ref": "core.tokens.json"}]}}, "modifiers": {"mode": {"contexts": {"light": [], "dark": []}, "default": "light"}}, "resolutionOrder": [{"$ref": "#/sets/core"}, {"$ref": "#/modifiers/mode"}]}"##
        let core = ##"{"size": {"$type": "fontSize", "body": {"$value": "16px"}}, "lh": {"$type": "lineHeight", "$value": 1.5}, "elevation": {"$type": "boxShadow", "$value": {}}, "deco": {"$type": "textDecoration", "$value": "underline"}}"##
        let problems = errors(["site/tokens/brand.resolver.json": resolver, "site/tokens/core.tokens.json": core])
        #expect(problems == [
            ##"site/tokens/core.tokens.json:1:20: error: 'fontSize' is a Style Dictionary/Tokens Studio type, not a DTCG one: write "$type": "dimension", with values like {"value": 16, "unit": "px"}"##,
            ##"site/tokens/core.tokens.json:1:77: error: 'lineHeight' is a Style Dictionary/Tokens Studio type, not a DTCG one: write "$type": "number", with a plain number multiplying the font size (1.5, not "150%")"##,
            ##"site/tokens/core.tokens.json:1:130: error: 'boxShadow' is a Style Dictionary/Tokens Studio type, not a DTCG one: write "$type": "shadow", with values like {"color": ..., "offsetX": {"value": 0, "unit": "px"}, "offsetY": ..., "blur": ..., "spread": ...}"##,
            ##"site/tokens/core.tokens.json:1:176: error: 'textDecoration' is not a DTCG type, and no DTCG type holds such values (types: color, dimension, fontFamily, fontWeight, duration, cubicBezier, number, strokeStyle, border, transition, shadow, gradient, typography); remove the token, or keep its value under "$extensions""##,
        ])
    }

    /// Tokens at none of the paths the built-in themes read are the team's
    /// own system: its combinations are the themes (no copy of 'default'),
    /// and the slots no token fits are named in one warning.
    @Test func aResolverWhoseTokensSitAtNoReadPathIsTheTeamsOwnSystem() throws {
        let resolver = ##"{"version": "2025.10", "sets": {"core": {"sources": [{"$ref": "core.tokens.json"}]}}, "modifiers": {"theme": {"contexts": {"light": [], "dark": []}, "default": "light"}}, "resolutionOrder": [{"$ref": "#/sets/core"}, {"$ref": "#/modifiers/theme"}]}"##
        let core = ##"{"colors": {"$type": "color", "black": {"$value": "#000000"}, "white": {"$value": "#ffffff"}, "blue": {"500": {"$value": "#3182ce"}}, "red": {"$value": "#e53e3e"}}}"##
        let set = try load(["site/tokens/basic.resolver.json": resolver, "site/tokens/core.tokens.json": core])
        #expect(set.registry.themes.map(\.id) == ["basic"])
        #expect(set.designSystem?.file == "site/tokens/basic.resolver.json")
        #expect(set.warnings.count == 1)
        #expect(set.warnings.first?.message.hasPrefix("no token of the design system 'basic' fits ") == true, "\(set.warnings)")
    }

    @Test func resolverDocumentsAndJSON5FilesTheLoaderDoesNotReadAreWarnings() throws {
        let set = try load([
            "site/tokens/resolver.json": ##"{"version": "2025.10", "resolutionOrder": []}"##,
            "site/tokens/modes.json": ##"{"light": {}}"##,
            "site/tokens/light.json5": "{ base: { color: {} } }",
        ])
        #expect(set.warnings.map(\.description) == [
            "site/tokens/light.json5: warning: not read: this is JSON5 (comments, unquoted keys, single quotes), which DTCG files are not; convert it to JSON and name it *.tokens.json",
            "site/tokens/modes.json: warning: not used: DTCG token files are read through a resolver document (*.resolver.json) that names them",
            "site/tokens/resolver.json: warning: not read: this looks like a DTCG resolver document, and resolver documents are read only when their name ends in .resolver.json: rename 'resolver.json' to NAME.resolver.json (NAME becomes the theme id)",
        ])
    }

    @Test func styleDictionarysCommentAndPrimersAlphaSayWhatToWrite() {
        let resolver = ##"{"version": "2025.10", "sets": {"core": {"sources": [{"$ref": "core.tokens.json"}]}}, "modifiers": {"mode": {"contexts": {"light": [], "dark": []}, "default": "light"}}, "resolutionOrder": [{"$ref": "#/sets/core"}, {"$ref": "#/modifiers/mode"}]}"##
        let core = ##"{"size": {"small": {"$type": "number", "$value": 0.75, "comment": "the small size"}}, "clear": {"$type": "color", "$value": "#ffffff", "alpha": 0}}"##
        #expect(errors(["site/tokens/brand.resolver.json": resolver, "site/tokens/core.tokens.json": core]) == [
            ##"site/tokens/core.tokens.json:1:56: error: 'comment' is Style Dictionary's older name for a description: write "$description""##,
            ##"site/tokens/core.tokens.json:1:136: error: 'alpha' beside "$value" is not DTCG: put the opacity in the color, as a color object's "alpha" ({"colorSpace": "srgb", "components": [1, 1, 1], "alpha": 0.5}) or a #RRGGBBAA hex string"##,
        ])
    }

    @Test func resolversFindTheirFilesUnderAbsolutePaths() throws {
        let files = DTCGExport.files(registry: ThemeRegistry(themes: [BuiltInThemes.all[2]]), generator: "t")
        let fileSystem = InMemoryFileSystem(files: Dictionary(uniqueKeysWithValues: files.map { ("/abs/site/tokens/\($0.path)", $0.text) }))
        let set = try SiteThemes.load(siteDirectory: "/abs/site", fileSystem: fileSystem)
        #expect(set.registry.theme(exactly: "forest") == BuiltInThemes.all[2])
    }

    @Test func tokenFilesNoResolverNamesAreAWarning() throws {
        let set = try load(["site/tokens/stray.tokens.json": ##"{"a": {"$type": "number", "$value": 1}}"##])
        #expect(set.warnings.map(\.description) == ["site/tokens/stray.tokens.json: warning: not used: DTCG token files are read through a resolver document (*.resolver.json) that names them"])
    }

    /// sd-transforms' fixtures: one Tokens Studio set per file, with no
    /// `$themes` or `$metadata`. The warning says it is Tokens Studio's
    /// (it said "DTCG token files are read through a resolver"), and what
    /// it says to do reads it.
    @Test func aTokensStudioSetAloneSaysHowToHaveItRead() throws {
        let tokens = ##"{"dimension": {"xs": {"value": "4px", "type": "dimension"}, "sm": {"value": "{dimension.xs} * 2", "type": "dimension"}}}"##
        let set = try load(["site/tokens/sd-transforms.tokens.json": tokens])
        #expect(set.warnings.map(\.description) == [
            ##"site/tokens/sd-transforms.tokens.json: warning: not read: this holds Tokens Studio tokens ("value" and "type", without DTCG's "$"), and Tokens Studio's files are read from a folder with a $themes.json or $metadata.json, or from one file with "$themes" or "$metadata" at its top; to read it as one token set, name it sd-transforms.json and put beside it a $metadata.json of {"tokenSetOrder": ["sd-transforms"]}"##,
        ])
        #expect(set.designSystem == nil)
        let done = try load(["site/tokens/sd-transforms.json": tokens,
                             "site/tokens/$metadata.json": ##"{"tokenSetOrder": ["sd-transforms"]}"##])
        #expect(done.designSystem?.file == "site/tokens/$metadata.json")
        #expect(!done.warnings.contains { $0.message.hasPrefix("not") }, "\(done.warnings)")
    }

    @Test func badTokensStopTheBuildAndNothingIsWritten() {
        let fileSystem = InMemoryFileSystem(files: ["site/tokens/x.theme.json": ##"{"accent": "red; } body { display: none"}"##])
        #expect(throws: BuildFailure.self) {
            try FullBuilder(fileSystem: fileSystem, generator: "t").build(siteDirectory: "site", output: "out")
        }
        #expect(fileSystem.kind(at: "out") == nil)
    }

    // MARK: - Resolver paths and groups read as tokens

    /// `./x`, `sub/../x` and `../x` (inside tokens/), as the spec's and
    /// other tools' examples write them, name the files they lead to.
    @Test func resolverRefsWithDotSegmentsFindTheirFiles() throws {
        let set = try load([
            "site/tokens/themes/brand.resolver.json": """
                {"version": "2025.10",
                 "sets": {"core": {"sources": [{"$ref": "../core.tokens.json"}, {"$ref": "./extra.tokens.json"}]}},
                 "modifiers": {"mode": {"contexts": {"light": [{"$ref": "modes/../light.tokens.json"}], "dark": [{"$ref": "./modes/./dark.tokens.json"}]}, "default": "light"}},
                 "resolutionOrder": [{"$ref": "#/sets/core"}, {"$ref": "#/modifiers/mode"}]}
                """,
            "site/tokens/core.tokens.json": ##"{"brand": {"$type": "color", "teal": {"$value": "#00796B"}, "mint": {"$value": "#66CCB3"}}}"##,
            "site/tokens/themes/extra.tokens.json": ##"{"color": {"$type": "color", "textSecondary": {"$value": "#55555A"}}}"##,
            "site/tokens/themes/light.tokens.json": ##"{"color": {"$type": "color", "accent": {"$value": "{brand.teal}"}}}"##,
            "site/tokens/themes/modes/dark.tokens.json": ##"{"color": {"$type": "color", "accent": {"$value": "{brand.mint}"}}}"##,
        ])
        let brand = try #require(set.registry.theme(exactly: "brand"))
        #expect(brand.light[.accent].hex == "#00796B")
        #expect(brand.dark[.accent].hex == "#66CCB3")
        #expect(brand.light[.textSecondary].hex == "#55555A")
        // Every token file counts as named by the resolver.
        #expect(set.warnings.isEmpty, "\(set.warnings)")
    }

    @Test func resolverRefsOutsideTheTokensFolderAreErrors() {
        #expect(errors([
            "site/tokens/themes/brand.resolver.json": """
                {"version": "2025.10",
                 "sets": {"core": {"sources": [{"$ref": "../../secret.tokens.json"}, {"$ref": "/etc/x.tokens.json"}, {"$ref": "../a/../../docs/x.tokens.json"}]}},
                 "resolutionOrder": [{"$ref": "#/sets/core"}]}
                """,
            "site/secret.tokens.json": ##"{"color": {"$type": "color", "accent": {"$value": "#000000"}}}"##,
        ]) == [
            "site/tokens/themes/brand.resolver.json:2:41: error: '../../secret.tokens.json' is outside 'site/tokens/': a resolver may only name token files inside it",
            "site/tokens/themes/brand.resolver.json:2:79: error: '/etc/x.tokens.json' is an absolute path: a resolver names token files by their path from its own folder, inside 'site/tokens/'",
            "site/tokens/themes/brand.resolver.json:2:111: error: '../a/../../docs/x.tokens.json' is outside 'site/tokens/': a resolver may only name token files inside it",
        ])
    }

    /// A group where the theme reads a token (`color.accent` given as a
    /// group with `$root`) is not read; a warning says so where it is.
    @Test func aGroupWhereATokenIsReadIsAWarningAtTheGroup() throws {
        let set = try load([
            "site/tokens/brand.resolver.json": Self.coreAndModeResolver,
            "site/tokens/core.tokens.json": """
                {"brand": {"$type": "color", "teal": {"$value": "#00796B"}},
                 "spacing": {"$type": "dimension", "lg": {"small": {"$value": {"value": 4, "unit": "px"}}}}}
                """,
            "site/tokens/light.tokens.json": """
                {"color": {"$type": "color",
                  "accent": {"$root": {"$value": "{brand.teal}"}, "hover": {"$value": "#005B52"}}}}
                """,
            "site/tokens/dark.tokens.json": ##"{"color": {"$type": "color", "accent": {"$value": "#66CCB3"}}}"##,
        ])
        let brand = try #require(set.registry.theme(exactly: "brand"))
        #expect(brand.light[.accent] == ThemeRegistry.builtIn.defaultTheme.light[.accent])
        #expect(brand.dark[.accent].hex == "#66CCB3")
        #expect(brand.spacing[.lg] == ThemeRegistry.builtIn.defaultTheme.spacing[.lg])
        #expect(set.warnings.map(\.description) == [
            #"site/tokens/light.tokens.json:2:3: warning: expected 'color.accent' to be a token, found a group (with a '$root' token); it is ignored and the parent theme's value is used: give 'color.accent' its own "$value" instead"#,
            #"site/tokens/core.tokens.json:2:36: warning: expected 'spacing.lg' to be a token, found a group; it is ignored and the parent theme's value is used: give 'spacing.lg' its own "$value" instead"#,
        ])
    }
}
