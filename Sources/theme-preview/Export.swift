import ArgumentParser
import Basics
import CommandLineSupport
import Foundation
import PreviewRenderer
import ThemeTokens
import Theming
import TokenExport

struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write every theme's tokens for the web, design tools, iOS or Android.",
        discussion: """
            Every format holds every theme, light and dark, and is the same bytes for the same tokens.

            css: one stylesheet with the site's --vm-* variables for every theme in both \
            schemes. Pick a theme with <html data-theme="ID" data-scheme="dark">; without \
            attributes a page gets the default theme following the OS. With --light-dark, \
            one block per theme with every color as light-dark(LIGHT, DARK), following color-scheme.

            dtcg: W3C Design Tokens (DTCG 2025.10) for design tools: with --output DIR, \
            token files plus a resolver document (themes.resolver.json) in DIR; without it, \
            one self-contained resolver document on standard output. Put it back in \
            SITE_DIR/tokens/ to restyle the themes.

            swift: the app's ThemeColors, ThemeTypography, ThemeSpacing and ThemeShapes \
            structs and a ThemeCatalog of every theme (Foundation only, no SwiftUI).

            xcassets (needs --output DIR): ThemeTokens.xcassets, a colorset per color and \
            theme (Forest/accent) with Any, Dark and High Contrast appearances, and \
            ThemeTokens.swift with SwiftUI accessors (Color.Theme.forest.accent).

            android (needs --output DIR, e.g. app/src/main/res): values/theme_colors.xml, \
            values-night/theme_colors.xml and values/theme_dimens.xml (forest_accent, forest_spacing_md).

            compose: one Kotlin file with each theme's colors, Material 3 color schemes for \
            light and dark and type scale (AppThemes.forest.colorScheme(dark = true)), in \
            the package --package names.

            scss: Sass maps per theme and scheme ($forest-light, $forest-dark) and $themes.

            ts (needs --output DIR): tokens.mjs, an ES module of every theme, and tokens.d.mts, \
            its TypeScript types.

            Single-file formats go to standard output unless --output names a file.

            A site whose tokens/ holds its own design system (Tokens Studio files, or a \
            DTCG resolver not named like the built-in themes) exports that system instead: \
            every token of every combination, named after its path (colors.bg.default is \
            --colors-bg-default, colorsBgDefault, colors_bg_default), one data-theme rule, \
            map, value or folder per combination (casual-green). A format with no place \
            for some tokens (xcassets holds colors only) says which it left out.
            """
    )

    /// `--format`: one of `ExportFormat.all`, named there once.
    struct Format: ExpressibleByArgument {
        let format: ExportFormat

        init?(argument: String) {
            guard let format = ExportFormat.named(argument) else { return nil }
            self.format = format
        }

        var name: String { format.name }
        static var allValueStrings: [String] { ExportFormat.all.map(\.name) }
        static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
    }

    @OptionGroup var site: SiteOptions

    @Option(help: ArgumentHelp("The export's format.", valueName: Format.allValueStrings.joined(separator: "|")))
    var format: Format

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the export to this file, or folder for \(ListPhrase.and(ExportFormat.folderFormats.map(\.name))) (creating its folders), instead of printing it.",
                                                    valueName: "PATH"))
    var output: String?

    @Flag(name: .customLong("light-dark"), help: "With --format css: one block per theme with every color as light-dark(LIGHT, DARK).")
    var lightDark = false

    @Option(name: .customLong("package"), help: ArgumentHelp("With --format compose: the Kotlin package of the file (default: \(ComposeExport.defaultPackage)).",
                                                              valueName: "NAME"))
    var kotlinPackage: String?

    func validate() throws {
        if format.format.needsFolder, output == nil {
            throw ValidationError("--format \(format.name) writes several files: pass --output DIR")
        }
        if lightDark, format.name != "css" {
            throw ValidationError("--light-dark goes with --format css, not \(format.name)")
        }
        if let kotlinPackage {
            guard format.name == "compose" else { throw ValidationError("--package goes with --format compose, not \(format.name)") }
            guard ComposeExport.isValidPackage(kotlinPackage) else {
                throw ValidationError("--package expects a Kotlin package name such as com.example.tokens (dot-separated identifiers, no keywords), found '\(kotlinPackage)'")
            }
        }
    }

    func run() throws {
        let themes = try Terminal.loadThemes(site, command: "export", outcome: "nothing was written")
        let settings = ExportSettings(generator: Version.generator, toOutput: output != nil, lightDark: lightDark,
                                      kotlinPackage: kotlinPackage ?? ComposeExport.defaultPackage)
        let files: [(path: String, text: String)]
        let warnings: [Diagnostic]
        let what: String
        if let designSystem = themes.designSystem {
            // The team's own system: its tokens, with its names.
            if lightDark {
                throw ValidationError("--light-dark writes the built-in themes' palettes; the design system '\(designSystem.system.name)' is exported without it, its light/dark axis following prefers-color-scheme")
            }
            let system = SystemExport(designSystem.system, file: designSystem.file)
            let result = format.format.files(system: system, settings: settings)
            files = result.files
            warnings = result.warnings
            what = system.summary
        } else {
            files = format.format.files(registry: themes.registry, settings: settings)
            warnings = originalColorWarnings(themes)
            let count = themes.registry.themes.count
            what = "\(count) theme\(count == 1 ? "" : "s")"
        }
        do {
            try OutputChecks.failIfStrict(warnings, strict: site.strict)
        } catch {
            Terminal.report(error, command: "export", outcome: "nothing was written")
            throw ExitCode.failure
        }
        for warning in warnings { Terminal.error(warning.description) }
        guard let output else {
            print(files.map(\.text).joined(), terminator: "")
            return
        }
        do {
            for file in files {
                try LocalFileSystem().write(Data(file.text.utf8), to: joinPath(output, file.path))
            }
        } catch {
            Terminal.error(String(describing: error))
            throw ExitCode.failure
        }
        print("Wrote \(format.name) export of \(what) to \(output)")
    }

    /// A warning for each color written in a color space the format cannot
    /// hold (`OriginalColorWarnings.formatsKeeping`), at the token that writes it.
    func originalColorWarnings(_ themes: SiteThemeSet) -> [Diagnostic] {
        let name = format.name
        var origins: [ThemeID: ThemeOrigin] = [:]
        for origin in themes.origins where origins[origin.id] == nil { origins[origin.id] = origin }
        return OriginalColorWarnings.warnings(format: name, registry: themes.registry,
                                              keeps: { OriginalColorWarnings.formatsKeeping($0).contains(name) },
                                              sources: { origins[$0]?.colorSources ?? [:] },
                                              fallbackFile: { origins[$0]?.file ?? "theme '\($0.rawValue)'" })
    }
}
