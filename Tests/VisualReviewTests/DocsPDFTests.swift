import Foundation
import Testing
@testable import VisualReview

/// The docs' PDF when Chromium does not finish: the reason is the time
/// allowed, not a session that "was closed" (Biome's 885 docs in 9
/// languages took longer than 300 seconds, and the build said only that).
struct DocsPDFTests {
    @Test func aPrintStoppedForTakingTooLongSaysSo() async throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("docs-pdf-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        // A "Chromium" that reads the commands and never answers; it ends when
        // the commands' pipe closes (SIGTERM may be ignored in a test runner's children).
        let chromium = work.appendingPathComponent("chromium")
        try "#!/bin/sh\nexec cat <&3 >/dev/null\n".write(to: chromium, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: chromium.path)
        let page = work.appendingPathComponent("print.html")
        let output = work.appendingPathComponent("docs.pdf").path
        do {
            try await DocsPDF(title: "T").write(page: page, to: output, chromium: chromium.path, work: work, timeout: 0.5)
            Issue.record("a PDF was written")
        } catch let failure as DocsPDF.Failure {
            #expect(failure.message == "\(page.path): error: Chromium was stopped after 0.5 seconds (the longest a print may take) printing it to PDF")
        }
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func theTimeAllowedInWords() {
        #expect(DocsPDF.seconds(300) == "300 seconds")
        #expect(DocsPDF.seconds(1) == "1 second")
        #expect(DocsPDF.seconds(0.5) == "0.5 seconds")
    }
}
