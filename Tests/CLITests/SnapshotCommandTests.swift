import Foundation
import TestSupport
import Testing

/// `theme-preview snapshot`, run for real with the Chromium scripts/test installs.
struct SnapshotCommandTests {
    let cli = CLI()

    var repository: URL {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }
        return root
    }

    static var chromiumOnPath: Bool {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return ["chromium", "chromium-browser", "google-chrome"].contains { name in
            folders.contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(name)") }
        }
    }

    @Test func snapshotsEveryPinnedPageAndAContactSheet() throws {
        try #require(Self.chromiumOnPath, "snapshot needs Chromium on PATH: apt-get install chromium (scripts/test installs it)")
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The example site with two custom themes: 8 themes, so 16 pinned pages.
        try FileManager.default.copyItem(at: repository.appendingPathComponent("examples/brand-site"),
                                         to: folder.appendingPathComponent("site"))
        // Sixteen pages through Chromium: minutes on a machine busy with the rest of the suite.
        let result = try cli.run(["snapshot", "site"], in: folder, timeLimit: 900)
        #expect(result.status == 0 && !result.timedOut, "timed out: \(result.timedOut); \(result.stderr)")
        #expect(result.stdout.hasPrefix(
            "Wrote 16 page snapshots (8 themes x light/dark) and contact-sheet.png (1360x1124) to site/_snapshots in "),
            "\(result.stdout)")

        let output = folder.appendingPathComponent("site/_snapshots")
        let themes = ["default", "midnight", "forest", "sunset", "lavender", "rose", "ocean", "graphite"]
        var expected = themes.flatMap { ["\($0)-light.png", "\($0)-dark.png"] }
        for name in expected {
            let data = try Data(contentsOf: output.appendingPathComponent(name))
            let size = try #require(pngSize(data), "\(name) does not start with the PNG signature and IHDR")
            #expect(size.width == 1280 && size.height == 900, "\(name) is \(size.width)x\(size.height), expected 1280x900")
        }
        // Four thumbnails of 320x225 a row with labels: 4 rows for 16 pages.
        let sheet = try Data(contentsOf: output.appendingPathComponent("contact-sheet.png"))
        let size = try #require(pngSize(sheet), "contact-sheet.png does not start with the PNG signature and IHDR")
        #expect(size.width == 1360 && size.height == 1124, "contact-sheet.png is \(size.width)x\(size.height), expected 1360x1124")
        expected.append("contact-sheet.png")
        let written = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        #expect(written == expected.sorted())
        // Light and dark pages of one theme are different pictures.
        #expect(try Data(contentsOf: output.appendingPathComponent("graphite-light.png"))
            != Data(contentsOf: output.appendingPathComponent("graphite-dark.png")))
    }

    @Test func withoutChromiumItSaysWhatToInstall() throws {
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let empty = folder.appendingPathComponent("empty-bin")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        try cli.write("# Hi\n", to: folder.appendingPathComponent("site/docs/hi.md"))
        let result = try cli.run(["snapshot", "site"], in: folder, environment: ["PATH": empty.path, "HOME": folder.path])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("none was found on PATH (looked for chromium, chromium-browser, google-chrome)"), "\(result.stderr)")
        #expect(result.stderr.contains("apt-get install chromium"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("site/_snapshots").path))
    }
}
