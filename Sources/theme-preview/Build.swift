import ArgumentParser
import CommandLineSupport
import Foundation
import PreviewRenderer
import Revisions

struct Build: AsyncParsableCommand {
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

    @Option(help: ArgumentHelp("Build each of these git refs' site, oldest first (v1.0,v2.0,main), from git archive, into its own folder of the output, the newest also in latest/ (config.yaml's versions: does the same). The working tree is not read or touched.", valueName: "REFS"))
    var versions: String?

    @Flag(name: .customLong("no-versions"), help: "Build the working tree's site alone, even when config.yaml lists versions.")
    var noVersions = false

    @Flag(name: .shortAndLong, help: "Print nothing on success.")
    var quiet = false

    @Flag(help: "Print how long each step of the build took, to standard error.")
    var timings = false

    func validate() throws {
        if let baseURL, SiteConfig.normalizedBaseURL(baseURL) == nil {
            throw ValidationError("--base-url must be an absolute http(s) URL such as https://example.com/design/, found '\(baseURL)'")
        }
        if versions != nil && noVersions {
            throw ValidationError("--versions and --no-versions ask for opposite things; give one")
        }
        if let versions, versions.split(separator: ",").allSatisfy({ $0.allSatisfy(\.isWhitespace) }) {
            throw ValidationError("--versions expects git refs separated by commas, such as v1.0,v2.0,main; found '\(versions)'")
        }
        if versions != nil && site.docs != nil {
            throw ValidationError("--docs cannot be used with --versions: each version reads its docs from its own tree (config.yaml's docs: key there)")
        }
    }

    func run() async throws {
        let output = output ?? site.path("_site")
        if !noVersions, let versioned = try versionedBuild(output: output) {
            return try run(versioned)
        }
        do {
            var options = site.build
            options.baseURL = baseURL
            let summary = try FullBuilder(generator: Version.generator).build(siteDirectory: site.directory, output: output, options: options)
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
        if let text = try? String(contentsOfFile: site.path(SiteConfig.fileName), encoding: .utf8),
           let config = try? SiteConfig.parse(text, file: site.path(SiteConfig.fileName)) {
            await writePDF(config: config, output: output)
        }
    }

    /// The versioned build `--versions`, or the config's `versions:`, asks
    /// for; nil when neither does.
    func versionedBuild(output: String) throws -> VersionedBuild? {
        var config = SiteConfig()
        let configFile = site.path(SiteConfig.fileName)
        if let text = try? String(contentsOfFile: configFile, encoding: .utf8) {
            do { config = try SiteConfig.parse(text, file: configFile) } catch {
                Terminal.report(error, command: "build", outcome: "nothing was written")
                throw ExitCode.failure
            }
        }
        let refs = versions.map { list in
            list.split(separator: ",").map { VersionRef(ref: $0.trimmingCharacters(in: .whitespaces), file: "--versions") }
                .filter { !$0.ref.isEmpty }
        } ?? config.versions
        guard !refs.isEmpty else { return nil }
        var options = site.build
        options.baseURL = baseURL.flatMap(SiteConfig.normalizedBaseURL) ?? config.baseURL
        return VersionedBuild(site: site.directory, output: output, refs: refs, latest: config.latestVersion,
                              options: options, generator: Version.generator, toolStamp: Version.executableStamp)
    }

    func run(_ build: VersionedBuild) throws {
        do {
            let summary = try build.build()
            for warning in summary.warnings { Terminal.error(warning) }
            if !quiet { print(summary.line) }
        } catch {
            Terminal.report(error, command: "build", outcome: "nothing was written")
            throw ExitCode.failure
        }
    }
}
