import Basics
import Foundation

/// A built site's print page (`docs/print.html`) printed to PDF with
/// headless Chromium (`ChromiumSession`): every page headed with the
/// site's title and version, numbered in its footer, and an outline
/// (bookmarks) of the docs and their headings.
public struct DocsPDF: Sendable {
    /// The site's title, at the head of every page.
    public var title: String
    /// The version the docs are of, after the title; nil for none.
    public var version: String?

    public init(title: String, version: String? = nil) {
        self.title = title
        self.version = version
    }

    /// The PDF's bytes start with these.
    public static let signature = Array("%PDF-".utf8)

    /// Each page's header: the title and version, escaped.
    var header: String {
        let text = HTMLEscape.text(title) + (version.map { " · " + HTMLEscape.text($0) } ?? "")
        return "<div style=\"width:100%;font:9px sans-serif;color:#555;text-align:center;padding:0 0.6in\">\(text)</div>"
    }

    /// Each page's footer: its number of all.
    var footer: String {
        "<div style=\"width:100%;font:9px sans-serif;color:#555;text-align:center\">"
            + "<span class=\"pageNumber\"></span> / <span class=\"totalPages\"></span></div>"
    }

    /// Prints the page at `page` (a file URL, with a review link's
    /// `?theme=` when the reader's theme is not the default) to `output`,
    /// written whole or not at all. `work`: a folder for Chromium's profile and log. Throws a
    /// `Failure` saying what went wrong.
    public func write(page: URL, to output: String, chromium: String, work: URL, timeout: TimeInterval = 300) async throws {
        let session: ChromiumSession
        do {
            session = try ChromiumSession(chromium: chromium, profile: work.appendingPathComponent("profiles/pdf"),
                                          log: work.appendingPathComponent("logs/pdf.log"), windowSize: (1280, 900))
        } catch {
            throw Failure(message: "\(chromium): error: could not start Chromium: \(error.localizedDescription)")
        }
        defer { session.close() }
        // A print taking longer than `timeout` ends the session, and with it the wait.
        let watchdog = Task {
            try? await Task.sleep(for: .seconds(timeout))
            if !Task.isCancelled { session.close(because: "Chromium was stopped after \(Self.seconds(timeout)) (the longest a print may take)") }
        }
        defer { watchdog.cancel() }
        let pdf: Data
        do {
            pdf = try await session.pdf(page, settings: .init(header: header, footer: footer))
        } catch let failure as ChromiumSession.Failure {
            throw Failure(message: "\(page.path): error: \(failure.message) printing it to PDF")
        }
        guard pdf.starts(with: Self.signature) else {
            throw Failure(message: "\(page.path): error: Chromium sent a file that is not a PDF")
        }
        do {
            try pdf.write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            throw Failure(message: "\(output): error: could not write the PDF: \(error.localizedDescription)")
        }
    }

    /// `timeout` for people: `300 seconds`, `0.5 seconds`.
    static func seconds(_ timeout: TimeInterval) -> String {
        let whole = timeout.rounded() == timeout && abs(timeout) < 1e9
        return (whole ? String(Int(timeout)) : String(timeout)) + (timeout == 1 ? " second" : " seconds")
    }

    /// Why no PDF was written, for people.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }
}
