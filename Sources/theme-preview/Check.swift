import ArgumentParser
import Basics
import CommandLineSupport
import Foundation
import PreviewRenderer
import ThemeTokens
import Theming

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Audit every theme's contrast pairs, and your design system's, without building pages.",
        discussion: "With a design system in tokens/, its pairs (inferred from the token names, and listed in config.yaml) are audited in every combination too; each failure is located at the foreground token. Exits 0 when every pair passes, 1 when any fails, 2 when the site cannot be read (or, with --strict, when reading its tokens gives a warning), 64 on usage errors."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @OptionGroup var site: SiteOptions

    @Option(help: "The WCAG level text must meet: AA or AAA.")
    var level: LevelArgument = .aa

    @Option(help: "text: one line per failure and a summary; json: the contrast.json document.")
    var format: Format = .text

    enum LevelArgument: String, ExpressibleByArgument, CaseIterable {
        case aa = "AA", aaa = "AAA"
        init?(argument: String) { self.init(rawValue: argument.uppercased()) }
        var level: ConformanceLevel { self == .aa ? .aa : .aaa }
    }

    func run() throws {
        let themes: SiteThemeSet, system: SystemContrastAudit?
        do {
            (themes, system) = try SystemContrast.check(siteDirectory: site.directory, fileSystem: LocalFileSystem(), level: level.level)
            try OutputChecks.failIfStrict(themes.warnings, strict: site.strict)
        } catch {
            Terminal.report(error, command: "check")
            throw ExitCode(2)
        }
        for warning in themes.warnings { Terminal.error(warning.description) }
        let registry = themes.registry
        let report = ContrastReport(registry: registry, level: level.level)
        switch format {
        case .json:
            print(report.json(generator: Version.generator, system: system), terminator: "")
        case .text:
            for failure in report.failures { print(report.line(for: failure)) }
            let failed = report.failures.count
            print("\(report.results.count) pairs checked in \(registry.themes.count) themes x light/dark x standard/increased-contrast at \(level.rawValue): \(report.results.count - failed) passed, \(failed) failed")
            if let system {
                for failure in system.failures { print(system.locatedLine(for: failure)) }
                print(system.summaryLine)
            }
        }
        if !report.failures.isEmpty || system?.failures.isEmpty == false { throw ExitCode.failure }
    }
}
