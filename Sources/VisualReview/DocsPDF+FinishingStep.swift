import Basics
import Foundation
import PreviewRenderer

extension DocsPDF {
    /// The last step of a build whose config says `pdf: true`: the print
    /// page in the staging folder printed to `PrintFiles.pdf` beside it
    /// (the docs home's link), in the default theme's light scheme, headed
    /// with the site's title and version. No Chromium (`chromium()` nil: it
    /// is looked for only when a site asks for the PDF), or
    /// a print that fails, is a warning at the config's `pdf:` line, so
    /// `--strict` fails the build with the last output untouched.
    ///
    /// The step waits for Chromium on the build's thread: run that build on
    /// a thread of its own, never on one of Swift concurrency's.
    public static func finishingStep(chromium: @escaping @Sendable () -> String? = { Chromium.find() }) -> FinishingStep {
        FinishingStep { staging, site in
            guard site.config.pdf else { return [] }
            let page = joinPath(staging, PrintFiles.page)
            guard FileManager.default.fileExists(atPath: page) else { return [] }
            let configFile = joinPath(site.directory, SiteConfig.fileName)
            let line = configLine(of: "pdf", in: configFile)
            func warning(_ message: String) -> Diagnostic {
                Diagnostic(file: configFile, line: line, column: line.map { _ in 1 }, severity: .warning, message: message)
            }
            guard let chromium = chromium() else {
                return [warning("'pdf: true': the docs home links \(PrintFiles.pdf), which was not written: no Chromium was found on PATH to print it (looked for \(Chromium.names.joined(separator: ", "))); install it (apt-get install chromium), or set 'pdf: false' and write the PDF with theme-preview pdf --output FILE")]
            }
            let work = FileManager.default.temporaryDirectory.appendingPathComponent("theme-preview-build-pdf-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: work) }
            let printer = DocsPDF(title: site.config.title, version: site.version.map { $0.all[$0.current].label })
            let output = joinPath(staging, PrintFiles.pdf)
            if let error = waitOnThisThread({ try await printer.write(page: URL(fileURLWithPath: page), to: output, chromium: chromium, work: work) }) {
                return [warning("'pdf: true': the docs' PDF (\(PrintFiles.pdf)) was not written: \(error)")]
            }
            return []
        }
    }

    /// The 1-based line where the top-level key `key` is written in the YAML
    /// file at `path`, if it is.
    static func configLine(of key: String, in path: String) -> Int? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        return text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.hasPrefix(key + ":") }.map { $0 + 1 }
    }
}

/// Runs `operation` to its end and waits for it on the calling thread
/// (which must not be one of Swift concurrency's); what it threw, if
/// anything.
func waitOnThisThread(_ operation: @escaping @Sendable () async throws -> Void) -> (any Error)? {
    final class Outcome: @unchecked Sendable {
        let lock = NSLock()
        var error: (any Error)?
    }
    let outcome = Outcome()
    let done = DispatchSemaphore(value: 0)
    Task.detached {
        do { try await operation() } catch {
            outcome.lock.withLock { outcome.error = error }
        }
        done.signal()
    }
    done.wait()
    return outcome.lock.withLock { outcome.error }
}
