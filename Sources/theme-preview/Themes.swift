import ArgumentParser
import CommandLineSupport
import PreviewRenderer
import ThemeTokens

struct Themes: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "themes",
        abstract: "List the themes a site resolves to, with where each comes from."
    )

    @OptionGroup var site: SiteOptions

    func run() throws {
        let set = try Terminal.loadThemes(site, command: "themes")
        for warning in set.warnings { Terminal.error(warning.description) }
        let rows = zip(set.registry.themes, set.origins).map { theme, origin -> [String] in
            let source = origin.file.map { $0 + (origin.replacesBuiltIn ? " (replaces the built-in)" : "") } ?? "built in"
            let parent = origin.parent.map { "parent: \($0.rawValue)" } ?? ""
            return [theme.id.rawValue, theme.displayName, theme.light[.accent].hex + " / " + theme.dark[.accent].hex, source, parent]
        }
        let widths = (0..<5).map { column in rows.map { $0[column].count }.max() ?? 0 }
        for row in rows {
            let padded = row.enumerated().map { index, cell in
                index == row.count - 1 ? cell : cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
            }
            print(padded.joined(separator: "  ").trimmingCharacters(in: .whitespaces))
        }
    }
}
