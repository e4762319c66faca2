import ArgumentParser
import Basics
import CommandLineSupport
import Foundation
import PreviewRenderer
import ThemeTokens

/// `theme-preview snapshot`: pictures of every pinned page, and a labelled contact sheet,
/// taken with headless Chromium. No image library: the contact sheet is an HTML page that
/// lays out the page pictures, screenshotted by Chromium too.
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
        guard let chromium = Chromium.find() else {
            Terminal.error("error: theme-preview snapshot needs headless Chromium, and none was found on PATH (looked for \(Chromium.names.joined(separator: ", "))).")
            Terminal.error("Install it: apt-get install chromium")
            throw ExitCode.failure
        }
        let start = Date()
        let output = output ?? site.path("_snapshots")
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: output, isDirectory: &isDirectory) && !isDirectory.boolValue {
            Terminal.error("\(output): error: refusing to write snapshots here: this is a file, not a folder; choose another --output")
            throw ExitCode.failure
        }

        // Resolve first, for the theme list and the title; then build the real site.
        let resolved: ResolvedSite
        do {
            resolved = try Resolver.resolve(Loader(fileSystem: LocalFileSystem(), docs: site.docs, readsDates: false).load(site.directory),
                                                options: site.build)
        } catch {
            Terminal.report(error, command: "snapshot", outcome: "nothing was written")
            throw ExitCode.failure
        }
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

        let shots = resolved.registry.themes.flatMap { theme in
            ColorScheme.allCases.map { scheme in
                Shot(themeID: theme.id.rawValue, themeName: theme.displayName, scheme: scheme.rawValue,
                     page: "themes/\(theme.id.rawValue)/\(scheme.rawValue).html",
                     url: URL(fileURLWithPath: joinPath(built, "themes", theme.id.rawValue, "\(scheme.rawValue).html")),
                     file: joinPath(output, "\(theme.id.rawValue)-\(scheme.rawValue).png"),
                     windowSize: ContactSheet.pageSize)
            }
        }
        let runner = ChromiumRunner(chromium: chromium, work: work)
        var failures = await runner.screenshots(shots, concurrency: 2)
        let sheet = ContactSheet(title: resolved.config.title, shots: shots)
        if failures.isEmpty {
            let html = work.appendingPathComponent("contact-sheet.html")
            do {
                try Data(sheet.html().utf8).write(to: html)
            } catch {
                Terminal.error("error: could not write \(html.path): \(error.localizedDescription)")
                throw ExitCode.failure
            }
            let contact = Shot(themeID: "", themeName: "", scheme: "", page: "the contact sheet", url: html,
                               file: joinPath(output, "contact-sheet.png"), windowSize: sheet.size)
            failures = await runner.screenshots([contact], concurrency: 1)
        }
        if !failures.isEmpty {
            for failure in failures { Terminal.error(failure) }
            Terminal.error("snapshot failed: \(failures.count) screenshot\(failures.count == 1 ? "" : "s") could not be taken")
            throw ExitCode.failure
        }
        if !quiet {
            let seconds = String(format: "%.1f", Date().timeIntervalSince(start))
            let themes = resolved.registry.themes.count
            print("Wrote \(shots.count) page snapshots (\(themes) theme\(themes == 1 ? "" : "s") x light/dark) and contact-sheet.png (\(sheet.size.width)x\(sheet.size.height)) to \(output) in \(seconds) s")
        }
    }
}

/// An HTML page laying out the page pictures in a labelled grid: each row holds two themes,
/// light then dark, as thumbnails a quarter of the page's width. Every size is fixed, so the
/// sheet's own size is known before Chromium draws it.
struct ContactSheet {
    static let pageSize = (width: 1280, height: 900)
    static let thumbnail = (width: 320, height: 225)
    static let columns = 4
    static let gap = 16
    static let padding = 16
    static let titleHeight = 40
    static let captionHeight = 26

    var title: String
    var shots: [Shot]

    var rows: Int { (shots.count + Self.columns - 1) / Self.columns }

    var size: (width: Int, height: Int) {
        let width = 2 * Self.padding + Self.columns * Self.thumbnail.width + (Self.columns - 1) * Self.gap
        let cell = Self.captionHeight + Self.thumbnail.height
        let height = 2 * Self.padding + Self.titleHeight + rows * cell + max(0, rows - 1) * Self.gap
        return (width, height)
    }

    func html() -> String {
        let themes = Set(shots.map(\.themeID)).count
        let heading = "\(escape(title)) <span>\(themes) theme\(themes == 1 ? "" : "s") × light/dark, pinned pages at \(Self.pageSize.width)×\(Self.pageSize.height)</span>"
        let cells = shots.map { shot in
            let scheme = shot.scheme.prefix(1).uppercased() + shot.scheme.dropFirst()
            return """
                <figure><figcaption><b>\(escape(shot.themeName))</b> · \(escape(scheme))<code>\(escape(shot.themeID))</code></figcaption>\
                <img src="\(escape(URL(fileURLWithPath: shot.file).standardizedFileURL.absoluteString))" width="\(Self.thumbnail.width)" height="\(Self.thumbnail.height)" alt="\(escape(shot.themeName)), \(escape(shot.scheme))"></figure>
                """
        }
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(escape(title)): contact sheet</title>
            <style>
            html { background: #E5E5EA; color: #1C1C1E; font: 15px/1.2 "DejaVu Sans", system-ui, sans-serif; }
            body { margin: 0; padding: \(Self.padding)px; width: \(size.width)px; height: \(size.height)px; box-sizing: border-box; overflow: hidden; }
            h1 { margin: 0; height: \(Self.titleHeight)px; font-size: 20px; line-height: 28px; font-weight: 700; white-space: nowrap; overflow: hidden; }
            h1 span { margin-left: 10px; font-size: 14px; font-weight: 400; color: #48484A; }
            .grid { display: grid; grid-template-columns: repeat(\(Self.columns), \(Self.thumbnail.width)px); gap: \(Self.gap)px; }
            figure { margin: 0; }
            figcaption { display: flex; align-items: baseline; gap: 6px; height: \(Self.captionHeight)px; white-space: nowrap; overflow: hidden; }
            figcaption code { margin-left: auto; font: 12px "DejaVu Sans Mono", monospace; color: #48484A; }
            img { display: block; width: \(Self.thumbnail.width)px; height: \(Self.thumbnail.height)px; outline: 1px solid rgba(0, 0, 0, 0.25); }
            </style>
            </head>
            <body>
            <h1>\(heading)</h1>
            <div class="grid">
            \(cells.joined(separator: "\n"))
            </div>
            </body>
            </html>

            """
    }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
