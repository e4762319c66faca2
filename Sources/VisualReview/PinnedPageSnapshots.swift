import Basics
import Foundation
import ThemeTokens

/// What `theme-preview snapshot` pictures: every pinned page of a built site
/// (each theme in light and dark) at `ContactSheet.pageSize`, and a contact
/// sheet of them all. No image library: the contact sheet is an HTML page that
/// lays out the page pictures, pictured by Chromium too.
public struct PinnedPageSnapshots: Sendable {
    /// A theme to picture: its id (the folder under `themes/`) and the name
    /// the contact sheet shows.
    public struct Theme: Sendable {
        public var id: String
        public var name: String

        public init(id: String, name: String) {
            self.id = id
            self.name = name
        }
    }

    /// The contact sheet's page could not be written: nothing more was pictured.
    public struct SheetFailure: Error, Sendable {
        /// The line to print, starting with `error:`.
        public var message: String
    }

    /// One shot per theme and scheme, light then dark, in the themes' order.
    var shots: [Shot]
    var sheet: ContactSheet
    var output: String

    /// The pictures of `themes`' pinned pages in the site built at `builtSite`,
    /// written to `output` as `<id>-<scheme>.png`, and `output/contact-sheet.png`
    /// titled `title`.
    public init(title: String, themes: [Theme], builtSite: String, output: String) {
        shots = themes.flatMap { theme in
            ColorScheme.allCases.map { scheme in
                Shot(themeID: theme.id, themeName: theme.name, scheme: scheme.rawValue,
                     page: "themes/\(theme.id)/\(scheme.rawValue).html",
                     url: URL(fileURLWithPath: joinPath(builtSite, "themes", theme.id, "\(scheme.rawValue).html")),
                     file: joinPath(output, "\(theme.id)-\(scheme.rawValue).png"),
                     windowSize: ContactSheet.pageSize)
            }
        }
        sheet = ContactSheet(title: title, shots: shots)
        self.output = output
    }

    /// How many page pictures there are (the contact sheet not counted).
    public var pageCount: Int { shots.count }

    /// The contact sheet's size in pixels.
    public var sheetSize: (width: Int, height: Int) { sheet.size }

    /// Takes the page pictures with `chromium`, two processes at a time, then,
    /// when all of them worked, the contact sheet (its page written in `work`).
    /// Returns one message per picture that could not be taken, in order.
    public func take(chromium: String, work: URL) async throws(SheetFailure) -> [String] {
        let runner = ChromiumRunner(chromium: chromium, work: work)
        let failures = await runner.screenshots(shots, concurrency: 2)
        guard failures.isEmpty else { return failures }
        let html = work.appendingPathComponent("contact-sheet.html")
        do {
            try Data(sheet.html().utf8).write(to: html)
        } catch {
            throw SheetFailure(message: "error: could not write \(html.path): \(error.localizedDescription)")
        }
        let contact = Shot(themeID: "", themeName: "", scheme: "", page: "the contact sheet", url: html,
                           file: joinPath(output, "contact-sheet.png"), windowSize: sheet.size)
        return await runner.screenshots([contact], concurrency: 1)
    }
}
