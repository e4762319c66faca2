import ArgumentParser
import CommandLineSupport
import Foundation
import PreviewRenderer

struct Build: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the preview site.",
        discussion: "Writes into a staging folder and moves it into place only when every page is built; a folder theme-preview did not create is never replaced."
    )

    @OptionGroup var site: SiteOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("Where to write the site (default: SITE_DIR/_site).", valueName: "DIR"))
    var output: String?

    @Option(help: ArgumentHelp("Where the site is published, for sitemap.xml, canonical links and link previews (e.g. https://example.com/design/). Without it every link stays relative.", valueName: "URL"))
    var baseURL: String?

    @Flag(name: .shortAndLong, help: "Print nothing on success.")
    var quiet = false

    @Flag(help: "Print how long each step of the build took, to standard error.")
    var timings = false

    func validate() throws {
        if let baseURL, SiteConfig.normalizedBaseURL(baseURL) == nil {
            throw ValidationError("--base-url must be an absolute http(s) URL such as https://example.com/design/, found '\(baseURL)'")
        }
    }

    func run() throws {
        let output = output ?? site.path("_site")
        do {
            var options = site.build
            options.baseURL = baseURL
            let summary = try SiteBuilder(generator: Version.generator).build(siteDirectory: site.directory, output: output, options: options)
            for warning in summary.warnings { Terminal.error(warning.description) }
            if !quiet {
                for note in summary.notes { Terminal.error(note) }
                print(summary.line)
            }
            if timings { Terminal.error(summary.timings) }
        } catch {
            Terminal.report(error, command: "build", outcome: "nothing was written")
            throw ExitCode.failure
        }
    }
}
