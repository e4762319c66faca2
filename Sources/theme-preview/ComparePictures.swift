import ArgumentParser
import CommandLineSupport
import Foundation
import PreviewRenderer

/// `theme-preview compare-pictures` (hidden): the visual part of `compare` on its own, for
/// two sites already built. Writes OUTPUT/pictures/ and OUTPUT/index.html holding only
/// the pictures section; the browser tests and benchmarks use it.
struct ComparePictures: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare-pictures",
        abstract: "Picture the pinned pages of two built sites and compare them pixel by pixel.",
        shouldDisplay: false
    )

    @Argument(help: ArgumentHelp("The two built sites (BASE_OUT HEAD_OUT).", valueName: "BUILT_SITE"))
    var sites: [String] = []

    @Option(name: .shortAndLong, help: ArgumentHelp("The review folder to write.", valueName: "DIR"))
    var output: String

    func validate() throws {
        guard sites.count == 2 else { throw ValidationError("name the two built sites (BASE_OUT HEAD_OUT), found \(sites.count)") }
    }

    func run() async throws {
        let pages = Set(sites.flatMap(Self.pinnedPages)).sorted()
        let section: String
        if let chromium = Chromium.find() {
            let visuals = await CompareVisuals.run(chromium: chromium, baseSite: sites[0], headSite: sites[1], pages: pages, into: output)
            for failure in visuals.failures { Terminal.error(failure) }
            section = CompareVisuals.sectionHTML(visuals)
            print(String(format: "Pictured %d pages: screenshots %.1f s, diffs %.1f s", visuals.diffs.count, visuals.screenshotSeconds, visuals.diffSeconds))
        } else {
            section = CompareVisuals.sectionHTML(skippedReason: CompareVisuals.chromiumMissingReason)
            Terminal.error("warning: " + CompareVisuals.chromiumMissingReason)
        }
        let index = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Pictures · theme-preview compare</title>
            <style>
            \(PictureViewer.css)
            \(CompareVisuals.sectionCSS)
            </style>
            </head>
            <body>
            <main>
            <h1>Pictures before and after</h1>
            \(section)</main>
            </body>
            </html>

            """
        do {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
            try Data(index.utf8).write(to: URL(fileURLWithPath: joinPath(output, "index.html")))
        } catch {
            Terminal.error("\(output): error: could not write index.html: \(error.localizedDescription)")
            throw ExitCode.failure
        }
    }

    /// `themes/<id>/<light|dark>.html` for every theme folder of a built site, sorted.
    static func pinnedPages(_ site: String) -> [String] {
        let themes = (try? FileManager.default.contentsOfDirectory(atPath: joinPath(site, "themes"))) ?? []
        return themes.sorted().flatMap { id in
            ["light", "dark"].map { "themes/\(id)/\($0).html" }
                .filter { FileManager.default.fileExists(atPath: joinPath(site, $0)) }
        }
    }
}
