import ArgumentParser
import Basics
import CommandLineSupport
import Foundation
import PreviewRenderer
import ThemeTokens
import TokenExport

struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write every theme's tokens as CSS, design-token JSON or Swift.",
        discussion: """
            css: one stylesheet with the site's --vm-* variables for every theme in both \
            schemes. Pick a theme with <html data-theme="ID" data-scheme="dark">; without \
            attributes a page gets the default theme following the OS.

            dtcg: W3C Design Tokens (DTCG 2025.10) for design tools: with --output DIR, \
            token files plus a resolver document (themes.resolver.json) in DIR; without it, \
            one self-contained resolver document on standard output. Put it back in \
            SITE_DIR/tokens/ to restyle the themes.

            swift: the app's ThemeColors, ThemeTypography, ThemeSpacing and ThemeShapes \
            structs and a ThemeCatalog of every theme (Foundation only, no SwiftUI).

            The export goes to standard output unless --output names a file (a folder for dtcg).
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case css, dtcg, swift
    }

    @OptionGroup var site: SiteOptions

    @Option(help: ArgumentHelp("The export's format.", valueName: "css|dtcg|swift"))
    var format: Format

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the export to this file (creating its folders) instead of printing it.",
                                                    valueName: "PATH"))
    var output: String?

    func run() throws {
        let registry = try Terminal.loadThemes(site, command: "export", outcome: "nothing was written").registry
        var files: [(path: String, text: String)]
        switch format {
        case .css:
            files = [("", CSSExport.render(registry: registry, generator: Version.generator))]
        case .swift:
            files = [("", SwiftExport.render(registry: registry, generator: Version.generator))]
        case .dtcg:
            files = output == nil
                ? [("", DTCGExport.bundle(registry: registry, generator: Version.generator))]
                : DTCGExport.files(registry: registry, generator: Version.generator)
        }
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
        let count = registry.themes.count
        print("Wrote \(format.rawValue) export of \(count) theme\(count == 1 ? "" : "s") to \(output)")
    }
}
