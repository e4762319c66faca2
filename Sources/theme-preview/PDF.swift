import ArgumentParser
import Basics
import CommandLineSupport
import Foundation
import PreviewRenderer
import Revisions
import VisualReview

/// `theme-preview pdf`: the docs as one PDF, the print page
/// (`docs/print.html`) printed with headless Chromium (see `DocsPDF`).
struct PDF: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pdf",
        abstract: "Print every doc to one PDF, with bookmarks, page numbers and the site's title.",
        discussion: """
            Builds SITE_DIR into a temporary folder and prints its docs/print.html (every doc, \
            in the sidebar's order) with headless Chromium in the light scheme of --theme \
            (the default theme otherwise). Needs Chromium on PATH (chromium, chromium-browser \
            or google-chrome); on Debian: apt-get install chromium.
            """
    )

    @OptionGroup var site: SiteOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("The PDF to write; with --versions, each version's is this name with -<version> before .pdf.", valueName: "FILE"))
    var output: String

    @Option(help: ArgumentHelp("The theme whose light scheme the PDF is in, by id or name (default: the site's default theme).", valueName: "NAME"))
    var theme: String?

    @Flag(help: "One PDF per version of config.yaml's versions: (each built from git, as build --versions builds them).")
    var versions = false

    @Flag(name: .shortAndLong, help: "Print nothing on success.")
    var quiet = false

    func validate() throws {
        if output.isEmpty { throw ValidationError("--output is empty; name the PDF to write, such as docs.pdf") }
        if versions && site.docs != nil {
            throw ValidationError("--docs cannot be used with --versions: each version reads its docs from its own tree")
        }
    }

    func run() async throws {
        let chromium = try BrowserCommandSteps.chromium(for: "pdf")
        let start = Date()
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: output, isDirectory: &isDirectory), isDirectory.boolValue {
            Terminal.error("\(output): error: refusing to write the PDF here: this is a folder; give --output a file name such as docs.pdf")
            throw ExitCode.failure
        }
        let resolved = try BrowserCommandSteps.resolve(site, command: "pdf")
        guard let themeID = chosenTheme(resolved) else { throw ExitCode.failure }
        let work = fileManager.temporaryDirectory.appendingPathComponent("theme-preview-pdf-\(UUID().uuidString)")
        defer { try? fileManager.removeItem(at: work) }
        let built = work.appendingPathComponent("site").path

        // What to print: the one site, or each version's.
        let refs = resolved.config.versions
        if versions && refs.isEmpty {
            Terminal.error("\(site.path(SiteConfig.fileName)): error: --versions prints each version of config.yaml's versions:, and it lists none")
            throw ExitCode.failure
        }
        var jobs: [(page: String, output: String, version: String?)] = []
        // The print page is what is printed, whether or not config.yaml asks for it.
        var options = site.build
        options.printPage = true
        do throws(BuildFailure) {
            if versions {
                let build = VersionedBuild(site: site.directory, output: built, refs: refs, latest: resolved.config.latestVersion,
                                           options: options, generator: Version.generator, toolStamp: Version.executableStamp)
                let summary = try build.build()
                for warning in summary.warnings { Terminal.error(warning) }
                let stem = output.hasSuffix(".pdf") ? String(output.dropLast(4)) : output
                jobs = build.printPages().map { ($0.page, "\(stem)-\(PDF.fileSafe($0.label)).pdf", $0.label) }
            } else {
                let summary = try FullBuilder(generator: Version.generator).build(siteDirectory: site.directory, output: built, options: options)
                for warning in summary.warnings { Terminal.error(warning.description) }
                jobs = [(joinPath(built, PrintFiles.page), output, nil)]
            }
        } catch {
            Terminal.report(error, command: "pdf", outcome: "nothing was written")
            throw ExitCode.failure
        }
        for job in jobs where !fileManager.fileExists(atPath: job.page) {
            Terminal.error("\(site.directory): error: \(job.version.map { "version '\($0)' of " } ?? "")the site has no docs to print (no \(PrintFiles.page) was built); nothing was written")
            throw ExitCode.failure
        }
        // Printed into the work folder first: every PDF or none.
        var written: [(from: String, to: String)] = []
        for (index, job) in jobs.enumerated() {
            var page = URLComponents(url: URL(fileURLWithPath: job.page), resolvingAgainstBaseURL: false)
            page?.queryItems = [URLQueryItem(name: "theme", value: themeID), URLQueryItem(name: "scheme", value: "light")]
            guard let url = page?.url else { continue }
            let printed = work.appendingPathComponent("\(index).pdf").path
            do {
                try await DocsPDF(title: resolved.config.title, version: job.version)
                    .write(page: url, to: printed, chromium: chromium, work: work)
            } catch {
                Terminal.error("\(error)")
                Terminal.error("pdf failed: nothing was written")
                throw ExitCode.failure
            }
            written.append((printed, job.output))
        }
        for file in written {
            do {
                if fileManager.fileExists(atPath: file.to) { try fileManager.removeItem(atPath: file.to) }
                try fileManager.moveItem(atPath: file.from, toPath: file.to)
            } catch {
                Terminal.error("\(file.to): error: could not write the PDF: \(error.localizedDescription)")
                throw ExitCode.failure
            }
        }
        if !quiet {
            let seconds = String(format: "%.1f", Date().timeIntervalSince(start))
            print("Wrote \(written.map(\.to).joined(separator: ", ")) in \(seconds) s")
        }
    }

    /// The id of `--theme` (matched by id or name, ignoring case), or the
    /// default theme's; nil after saying which themes there are.
    func chosenTheme(_ resolved: ResolvedSite) -> String? {
        let themes = resolved.registry.themes
        guard let theme else { return resolved.registry.defaultTheme.id.rawValue }
        let wanted = theme.lowercased()
        if let match = themes.first(where: { $0.id.rawValue.lowercased() == wanted || $0.displayName.lowercased() == wanted }) {
            return match.id.rawValue
        }
        Terminal.error("error: --theme '\(theme)' is not a theme of this site; expected one of: \(themes.map(\.id.rawValue).joined(separator: ", "))")
        return nil
    }

    /// A version's label as part of a file name: `/` and other separators as `-`.
    static func fileSafe(_ label: String) -> String {
        String(label.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" || $0 == "-" ? $0 : "-" })
    }
}
