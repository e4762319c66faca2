@testable import Basics
import Foundation
@testable import PreviewRenderer
import Testing
import ThemeTokens
@testable import Theming
@testable import TokenExport

/// The syntax colors through every path a token family takes: the theme
/// stylesheets (live and pinned), `tokens.css`, the DTCG and Swift exports,
/// theme files and DTCG themes, the token reference and the contrast audit.
struct SyntaxTokenTests {
    func registry(_ files: [String: String]) throws -> ThemeRegistry {
        let fileSystem = InMemoryFileSystem(files: files.merging(["site/docs/a.md": "# A\n"]) { a, _ in a })
        return try SiteThemes.load(siteDirectory: "site", fileSystem: fileSystem).registry
    }

    func errors(_ files: [String: String]) -> [String] {
        do {
            _ = try registry(files)
            return []
        } catch {
            return (error as? BuildFailure)?.diagnostics.map(\.description) ?? ["\(error)"]
        }
    }

    @Test func everyStylesheetDeclaresEverySyntaxVariable() {
        let forest = BuiltInThemes.all[2]
        let pinned = ThemeStylesheet.fixed(forest, .dark)
        let live = ThemeStylesheet.live(forest)
        let export = CSSExport.render(registry: .builtIn, generator: "t")
        for token in SyntaxToken.allCases {
            let declaration = "\(CSSVariable.syntax(token)):\(forest.dark[syntax: token].css);"
            #expect(pinned.contains(declaration), "\(token)")
            #expect(live.contains(CSSVariable.syntax(token) + ":"), "\(token)")
            #expect(export.contains(CSSVariable.syntax(token) + ":"), "\(token)")
        }
        #expect(pinned.contains("--vm-syntax-keyword:#34D399;--vm-syntax-string:#A5D6FF;"))
        #expect(pinned.contains("--vm-syntax-inserted-background:#2D4534;"))
        #expect(export.contains("Variables: --vm-color-*, --vm-syntax-*,"))
    }

    /// Increased contrast changes the syntax colors that follow a text
    /// color: the variant rule declares them.
    @Test func theIncreasedContrastRuleCarriesTheSyntaxColorsItChanges() {
        let css = ThemeStylesheet.fixed(BuiltInThemes.defaultTheme, .light)
        let variant = css.components(separatedBy: #":root[data-contrast="more"]{"#).dropFirst().first ?? ""
        #expect(variant.prefix(while: { $0 != "}" }).contains("--vm-syntax-comment:#3C3C43;"))
    }

    @Test func theDTCGExportHasASyntaxGroupThatReadsBack() throws {
        let files = DTCGExport.files(registry: .builtIn, generator: "t")
        let mode = try #require(files.first { $0.path == "mode-dark.tokens.json" }?.text)
        #expect(mode.contains(#""syntax": {"#))
        #expect(mode.contains(#""keyword": {"#) && mode.contains(#""$value": "{palette.dark.syntax.keyword}""#))
        let forest = try #require(files.first { $0.path == "theme-forest.tokens.json" }?.text)
        #expect(forest.contains(#""insertedBackground": {"#))
        #expect(forest.contains(##""hex": "#34d399""##))
        let read = try registry(Dictionary(uniqueKeysWithValues: files.map { ("site/tokens/\($0.path)", $0.text) }))
        #expect(read.themes.map { $0.dark.syntax } == BuiltInThemes.all.map { $0.dark.syntax })
    }

    @Test func theSwiftExportHasEverySyntaxColor() {
        let source = SwiftExport.render(registry: .builtIn, generator: "t")
        #expect(source.contains("    public var syntaxInsertedBackground: RGBAColor\n"))
        #expect(source.contains("            syntaxKeyword: RGBAColor(red: 0x34 / 255.0, green: 0xD3 / 255.0, blue: 0x99 / 255.0), // #34D399\n"))
    }

    /// A five-line theme file: its accent carries the keyword along; its
    /// own syntax colors win, per scheme.
    @Test func aThemeFileDerivesItsSyntaxColorsAndMayOverrideThem() throws {
        let themes = try registry([
            "site/tokens/ocean.theme.json": ##"{"name": "Ocean", "parent": "default", "accent": {"light": "#0A5FD1", "dark": "#5AA9FF"}}"##,
            "site/tokens/ink.theme.json": ##"{"parent": "ocean", "light": {"syntax.keyword": "#8250DF", "syntax.background": "#FFFFFF"}}"##,
        ])
        let ocean = try #require(themes.theme(exactly: "ocean"))
        #expect(ocean.light[syntax: .keyword] == SyntaxPalette.derive(from: ocean.light.tokens, .light)[.keyword])
        #expect(ocean.light[syntax: .keyword] != BuiltInThemes.defaultTheme.light[syntax: .keyword])
        #expect(ocean.dark[syntax: .keyword].hex == "#5AA9FF")
        let ink = try #require(themes.theme(exactly: "ink"))
        #expect(ink.light[syntax: .keyword].hex == "#8250DF")
        #expect(ink.light[syntax: .background].hex == "#FFFFFF")
        #expect(ink.dark.syntax == ocean.dark.syntax)
        // The derived colors pass on the theme's own code background.
        let passing = ContrastAudit.measure(ink.light, theme: ink, scheme: .light, variant: .standard, level: .aa)
            .filter { ContrastPair.syntax.contains($0.pair) }
        #expect(passing.count == 36 && passing.allSatisfy { $0.passes })
    }

    @Test func aMisspelledSyntaxTokenIsNamedWithASuggestion() {
        let problems = errors(["site/tokens/x.theme.json": ##"{"light": {"syntax.keywrd": "#8250DF"}}"##])
        #expect(problems.contains { $0.contains("unknown color token 'syntax.keywrd'; did you mean 'syntax.keyword'?") }, "\(problems)")
    }

    @Test func aDTCGThemeMaySetSyntaxColors() throws {
        let themes = try registry([
            "site/tokens/brand.resolver.json": SiteThemeTests.coreAndModeResolver,
            "site/tokens/core.tokens.json": ##"{"brand": {"$type": "color", "teal": {"$value": "#00796B"}}}"##,
            "site/tokens/light.tokens.json": ##"{"color": {"$type": "color", "accent": {"$value": "{brand.teal}"}, "syntax": {"string": {"$value": "#0B4F6C"}}}}"##,
            "site/tokens/dark.tokens.json": ##"{"color": {"$type": "color", "syntax": {"comment": {"$value": "#8B949E"}}}}"##,
        ])
        let brand = try #require(themes.theme(exactly: "brand"))
        #expect(brand.light[syntax: .string].hex == "#0B4F6C")
        #expect(brand.light[syntax: .keyword] == SyntaxPalette.derive(from: brand.light.tokens, .light)[.keyword])
        #expect(brand.dark[syntax: .comment].hex == "#8B949E")
        #expect(brand.dark[syntax: .keyword] == BuiltInThemes.defaultTheme.dark[syntax: .keyword])
    }

    /// The report lists the syntax pairs; a theme's own failing color is
    /// reported with a color that passes.
    @Test func theContrastReportListsTheSyntaxPairs() throws {
        let report = ContrastReport(registry: .builtIn)
        let syntax = report.results.filter { if case .syntax = $0.pair.foreground { true } else { false } }
        #expect(syntax.count == 6 * 2 * 2 * 36)
        #expect(syntax.allSatisfy { $0.passes })
        let inserted = try #require(syntax.first { $0.pair.foreground == .syntax(.inserted) })
        #expect(inserted.pair.backgroundName == "syntaxInsertedBackground")
        #expect(inserted.backgroundColor.hex == "#DBEDE4")

        let custom = try registry(["site/tokens/faint.theme.json": ##"{"light": {"syntax.comment": "#AAAAAA"}}"##])
        let failures = ContrastReport(registry: custom).failures.filter { $0.theme == "faint" && $0.pair.foreground == .syntax(.comment) }
        // On the code background and on marked lines, which keep the
        // contrast the block has and no more.
        #expect(failures.map(\.pair.backgroundName) == ["syntaxBackground", "syntaxMarkedBackground"])
        let line = try #require(failures.first.map(ContrastReport(registry: custom).line(for:)))
        #expect(line == "faint light: syntaxComment on syntaxBackground is 2.08:1, needs 4.5:1 (WCAG 2.2 SC 1.4.3 AA, normal text); try #6F6F6F (4.5:1)")
        let marked = try #require(failures.last)
        #expect(marked.ratio >= (failures.first?.ratio ?? 0) && marked.ratio < 4.5)
    }

    @Test func theTokenReferenceHasASyntaxGroup() {
        let groups = ColorGroup.all(BuiltInThemes.defaultTheme.dark)
        let syntax = groups.last
        #expect(syntax?.name == "Syntax Highlighting")
        #expect(syntax?.tokens.count == 23)
        #expect(syntax?.tokens.first { $0.name == "syntaxKeyword" }?.cssVariable == "--vm-syntax-keyword")
        #expect(syntax?.tokens.first { $0.name == "syntaxKeyword" }?.value == "#3DAED4")
    }
}
