import Foundation
import Testing

/// Every command that reads a site ends a failed run with the same kind of
/// line on standard error, after the diagnostics: `build failed with 2
/// errors; nothing was written`.
struct FailureLineTests {
    let cli = CLI()

    struct Case: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var status: Int32
        /// The last line for one error; "1 error" becomes "2 errors" for two.
        var lastLine: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let cases = [
        Case(arguments: ["build", "site"], status: 1, lastLine: "build failed with 1 error; nothing was written"),
        Case(arguments: ["themes", "site"], status: 1, lastLine: "themes failed with 1 error"),
        Case(arguments: ["export", "site", "--format", "css"], status: 1,
             lastLine: "export failed with 1 error; nothing was written"),
        Case(arguments: ["export", "site", "--format", "dtcg", "--output", "exported"], status: 1,
             lastLine: "export failed with 1 error; nothing was written"),
        Case(arguments: ["check", "site"], status: 2, lastLine: "check failed with 1 error"),
        Case(arguments: ["snapshot", "site", "--output", "exported"], status: 1,
             lastLine: "snapshot failed with 1 error; nothing was written"),
    ]

    /// A folder with `site/` holding `brokenFiles` theme files with a bad color, and a
    /// stand-in `chromium` on PATH so `snapshot` gets as far as reading the site.
    func brokenSite(brokenFiles: Int) throws -> URL {
        let folder = try cli.temporaryFolder()
        for number in 1...brokenFiles {
            try cli.write(##"{"accent": "#GGGGGG"}"##, to: folder.appendingPathComponent("site/tokens/bad\(number).theme.json"))
        }
        let chromium = folder.appendingPathComponent("bin/chromium")
        try cli.write("#!/bin/sh\nexit 1\n", to: chromium)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: chromium.path)
        return folder
    }

    func run(_ arguments: [String], in folder: URL) throws -> CLI.Run {
        try cli.run(arguments, in: folder, environment: ["PATH": folder.appendingPathComponent("bin").path,
                                                         "HOME": folder.path])
    }

    @Test("one error: the last line and the exit status", arguments: cases)
    func oneError(_ item: Case) throws {
        let folder = try brokenSite(brokenFiles: 1)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try run(item.arguments, in: folder)
        #expect(result.status == item.status, "\(result.stderr)")
        #expect(result.stdout.isEmpty, "\(result.stdout)")
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines == [
            "site/tokens/bad1.theme.json:1:12: error: malformed color: expected hexadecimal digits 0-9 and A-F in a color, found '#GGGGGG'",
            item.lastLine,
        ])
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("exported").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("site/_site").path))
    }

    @Test("two errors: counted, in the plural", arguments: cases)
    func twoErrors(_ item: Case) throws {
        let folder = try brokenSite(brokenFiles: 2)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try run(item.arguments, in: folder)
        #expect(result.status == item.status, "\(result.stderr)")
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(result.stderr)")
        #expect(lines.last == item.lastLine.replacingOccurrences(of: "1 error", with: "2 errors"))
    }

    @Test func aMissingSiteFolderEndsWithTheLineToo() throws {
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try cli.run(["themes", "nowhere"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr == """
            nowhere: error: expected a site folder, found nothing at this path (create it, or pass the folder that holds docs/ and config.yaml)
            themes failed with 1 error

            """)
    }
}
