import ArgumentParser
import Foundation
import PreviewRenderer
import ThemeTokens

struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write every theme's tokens as CSS, design-token JSON or Swift.",
        discussion: """
            css: one stylesheet with the site's --vm-* variables for every theme in both \
            schemes. Pick a theme with <html data-theme="ID" data-scheme="dark">; without \
            attributes a page gets the default theme following the OS.

            dtcg: a Design Tokens Community Group JSON file for design tools.

            swift: the app's ThemeColors, ThemeTypography, ThemeSpacing and ThemeShapes \
            structs and a ThemeCatalog of every theme (Foundation only, no SwiftUI).

            The export goes to standard output unless --output names a file.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case css, dtcg, swift
    }

    @Argument(help: ArgumentHelp("The site folder whose themes to export.", valueName: "SITE_DIR"))
    var siteDirectory: String = "site"

    @Option(help: ArgumentHelp("The export's format.", valueName: "css|dtcg|swift"))
    var format: Format

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the export to this file (creating its folders) instead of printing it.",
                                                    valueName: "PATH"))
    var output: String?

    func run() throws {
        let registry: ThemeRegistry
        do {
            registry = try SiteThemes.load(siteDirectory: siteDirectory, fileSystem: LocalFileSystem())
        } catch {
            for diagnostic in error.diagnostics { Terminal.error(diagnostic.description) }
            throw ExitCode.failure
        }
        let text: String
        switch format {
        case .css:
            text = CSSExport.render(registry: registry, generator: Version.generator)
        case .swift:
            text = SwiftExport.render(registry: registry, generator: Version.generator)
        case .dtcg:
            throw ValidationError("the dtcg format is not available in this build")
        }
        guard let output else {
            print(text, terminator: "")
            return
        }
        do {
            try LocalFileSystem().write(Data(text.utf8), to: output)
        } catch {
            Terminal.error(String(describing: error))
            throw ExitCode.failure
        }
        let count = registry.themes.count
        print("Wrote \(format.rawValue) export of \(count) theme\(count == 1 ? "" : "s") to \(output)")
    }
}
