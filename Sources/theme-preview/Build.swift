import ArgumentParser
import Basics
import CommandLineSupport
import Foundation
import PreviewRenderer
import Revisions
import VisualReview

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
        let config = try siteConfig()
        // With `pdf: true` (in a version's own config too), the docs' PDF is
        // printed into the staging folder before it is moved into place.
        if !noVersions, let versioned = versionedBuild(config: config, output: output, finishing: DocsPDF.finishingStep()) {
            return try await run(versioned)
        }
        let finishing = config.pdf ? DocsPDF.finishingStep() : nil
        var options = site.build
        options.baseURL = baseURL
        let directory = site.directory
        let built = await onOwnThread { [options] in
            Result { () throws(BuildFailure) in
                try FullBuilder(generator: Version.generator).build(siteDirectory: directory, output: output,
                                                                    options: options, finishing: finishing)
            }
        }
        switch built {
        case .success(let summary):
            for warning in summary.warnings { Terminal.error(warning.description) }
            if !quiet {
                for note in summary.notes { Terminal.error(note) }
                print(summary.line)
            }
            if timings { Terminal.error(summary.timings) }
        case .failure(let error):
            Terminal.report(error, command: "build", outcome: "nothing was written")
            throw ExitCode.failure
        }
    }

    /// The site's config.yaml, or the defaults without one; a config that
    /// does not parse fails the build with nothing written.
    func siteConfig() throws -> SiteConfig {
        let configFile = site.path(SiteConfig.fileName)
        guard let text = try? String(contentsOfFile: configFile, encoding: .utf8) else { return SiteConfig() }
        do { return try SiteConfig.parse(text, file: configFile) } catch {
            Terminal.report(error, command: "build", outcome: "nothing was written")
            throw ExitCode.failure
        }
    }

    /// The versioned build `--versions`, or the config's `versions:`, asks
    /// for; nil when neither does.
    func versionedBuild(config: SiteConfig, output: String, finishing: FinishingStep?) -> VersionedBuild? {
        let refs = versions.map { list in
            list.split(separator: ",").map { VersionRef(ref: $0.trimmingCharacters(in: .whitespaces), file: "--versions") }
                .filter { !$0.ref.isEmpty }
        } ?? config.versions
        guard !refs.isEmpty else { return nil }
        var options = site.build
        options.baseURL = baseURL.flatMap(SiteConfig.normalizedBaseURL) ?? config.baseURL
        return VersionedBuild(site: site.directory, output: output, refs: refs, latest: config.latestVersion,
                              options: options, generator: Version.generator, toolStamp: Version.executableStamp,
                              finishing: finishing)
    }

    func run(_ build: VersionedBuild) async throws {
        let built = await onOwnThread { Result { () throws(BuildFailure) in try build.build() } }
        switch built {
        case .success(let summary):
            for warning in summary.warnings { Terminal.error(warning) }
            if !quiet { print(summary.line) }
        case .failure(let error):
            Terminal.report(error, command: "build", outcome: "nothing was written")
            throw ExitCode.failure
        }
    }
}
