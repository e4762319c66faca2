import ArgumentParser
import Basics
import CommandLineSupport
import Foundation
import PreviewRenderer
import VisualReview

/// `theme-preview snapshot`: pictures of every pinned page, and a labelled contact sheet,
/// taken with headless Chromium (see `PinnedPageSnapshots`).
struct Snapshot: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Screenshot every pinned page (each theme in light and dark) and make a contact sheet.",
        discussion: """
            Builds SITE_DIR into a temporary folder, renders themes/<id>/<light|dark>.html \
            for every theme (custom themes included) with headless Chromium at 1280x900, and \
            writes <id>-<scheme>.png for each and contact-sheet.png with all of them labelled. \
            Needs Chromium on PATH (chromium, chromium-browser or google-chrome); on Debian: \
            apt-get install chromium.
            """
    )

    @OptionGroup var site: SiteOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("Where to write the pictures (default: SITE_DIR/_snapshots).", valueName: "DIR"))
    var output: String?

    @Flag(name: .shortAndLong, help: "Print nothing on success.")
    var quiet = false

    func run() async throws {
        let chromium = try BrowserCommandSteps.chromium(for: "snapshot")
        let start = Date()
        let output = output ?? site.path("_snapshots")
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: output, isDirectory: &isDirectory) && !isDirectory.boolValue {
            Terminal.error("\(output): error: refusing to write snapshots here: this is a file, not a folder; choose another --output")
            throw ExitCode.failure
        }

        // Resolve first, for the theme list and the title; then build the real site.
        let resolved = try BrowserCommandSteps.resolve(site, command: "snapshot")
        let work = fileManager.temporaryDirectory.appendingPathComponent("theme-preview-snapshot-\(UUID().uuidString)")
        defer { try? fileManager.removeItem(at: work) }
        let built = work.appendingPathComponent("site").path
        do {
            let summary = try FullBuilder(generator: Version.generator).build(siteDirectory: site.directory, output: built, options: site.build)
            for warning in summary.warnings { Terminal.error(warning.description) }
        } catch {
            Terminal.report(error, command: "snapshot", outcome: "nothing was written")
            throw ExitCode.failure
        }
        do {
            try fileManager.createDirectory(atPath: output, withIntermediateDirectories: true)
        } catch {
            Terminal.error("\(output): error: could not create the folder: \(error.localizedDescription)")
            throw ExitCode.failure
        }

        let snapshots = PinnedPageSnapshots(title: resolved.config.title,
                                            themes: resolved.registry.themes.map { .init(id: $0.id.rawValue, name: $0.displayName) },
                                            builtSite: built, output: output)
        let failures: [String]
        do {
            failures = try await snapshots.take(chromium: chromium, work: work)
        } catch {
            Terminal.error(error.message)
            throw ExitCode.failure
        }
        if !failures.isEmpty {
            for failure in failures { Terminal.error(failure) }
            Terminal.error("snapshot failed: \(failures.count) screenshot\(failures.count == 1 ? "" : "s") could not be taken")
            throw ExitCode.failure
        }
        if !quiet {
            let seconds = String(format: "%.1f", Date().timeIntervalSince(start))
            let themes = resolved.registry.themes.count
            print("Wrote \(snapshots.pageCount) page snapshots (\(themes) theme\(themes == 1 ? "" : "s") x light/dark) and contact-sheet.png (\(snapshots.sheetSize.width)x\(snapshots.sheetSize.height)) to \(output) in \(seconds) s")
        }
    }
}
