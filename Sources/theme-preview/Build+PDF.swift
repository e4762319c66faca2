import Basics
import CommandLineSupport
import Foundation
import PreviewRenderer
import VisualReview

extension Build {
    /// For a site with `pdf: true`, after the build: the docs as one PDF
    /// (`PrintFiles.pdf`, the docs home's link) printed from the built
    /// print page with Chromium; without Chromium, or when printing
    /// fails, a warning at the config's `pdf:` line and no PDF.
    func writePDF(config: SiteConfig, output: String) async {
        guard config.pdf else { return }
        let page = joinPath(output, PrintFiles.page)
        guard FileManager.default.fileExists(atPath: page) else { return }
        let configFile = site.path(SiteConfig.fileName)
        let line = Build.line(of: "pdf", in: configFile)
        func warn(_ message: String) {
            Terminal.error(Diagnostic(file: configFile, line: line?.line, column: line?.column, severity: .warning,
                                      message: message).description)
        }
        guard let chromium = Chromium.find() else {
            warn("'pdf: true' links the docs home to \(PrintFiles.pdf), but no Chromium was found on PATH to print it (looked for \(Chromium.names.joined(separator: ", "))); install it (apt-get install chromium) or write it with theme-preview pdf --output \(joinPath(output, PrintFiles.pdf))")
            return
        }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("theme-preview-build-pdf-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        do {
            try await DocsPDF(title: config.title).write(page: URL(fileURLWithPath: page), to: joinPath(output, PrintFiles.pdf),
                                                         chromium: chromium, work: work)
        } catch {
            warn("'pdf: true': the docs' PDF (\(PrintFiles.pdf)) was not written: \(error)")
        }
    }

    /// Where the top-level key `key` is written in the YAML file at `path`
    /// (1-based line and column), if it is.
    static func line(of key: String, in path: String) -> (line: Int, column: Int)? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where line.hasPrefix(key + ":") {
            return (index + 1, 1)
        }
        return nil
    }
}
