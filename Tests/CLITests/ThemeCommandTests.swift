import Foundation
import PreviewRenderer
import Testing
import ThemeTokens
import TokenExport

/// `check`, `themes` and `export --format dtcg` on sites with custom themes.
struct ThemeCommandTests {
    let cli = CLI()

    var repository: URL {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }
        return root
    }

    @Test func checkPassesOnATokenSetThatPasses() throws {
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The six built-ins replaced by their repaired (increased-contrast) palettes.
        let repaired = ThemeRegistry(themes: BuiltInThemes.all.map { theme in
            var fixed = theme
            fixed.light = theme.light.increasedContrast(.light)
            fixed.dark = theme.dark.increasedContrast(.dark)
            return fixed
        })
        for file in DTCGExport.files(registry: repaired, generator: "test") {
            try cli.write(file.text, to: folder.appendingPathComponent("site/tokens/\(file.path)"))
        }
        let result = try cli.run(["check", "site"], in: folder)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout == "1776 pairs checked in 6 themes x light/dark x standard/increased-contrast at AA: 1776 passed, 0 failed\n")
    }

    @Test func themesListsEveryThemeWithItsSourceAndParent() throws {
        let result = try cli.run(["themes", repository.appendingPathComponent("examples/brand-site").path])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 8)
        #expect(lines.first == "default   VaultMail  #2596BE / #3DAED4  built in")
        #expect(lines.last?.hasPrefix("graphite  Graphite   #3A3A40 / #C7C7CC  ") == true)
        #expect(lines.last?.hasSuffix("examples/brand-site/tokens/graphite.theme.json  parent: ocean") == true)
    }

    @Test func theExampleSiteBuilds() throws {
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = repository.appendingPathComponent("examples/brand-site").path
        let result = try cli.run(["build", site, "--output", folder.appendingPathComponent("out").path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Built 30 pages (8 themes x light/dark pinned, 1 doc) into "))
        #expect(result.stdout.contains("; 2 site themes added."))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/themes/graphite/dark.html").path))
    }

    @Test func dtcgExportReadBackGivesTheSameExport() throws {
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = repository.appendingPathComponent("examples/brand-site").path
        let written = try cli.run(["export", site, "--format", "dtcg", "--output", folder.appendingPathComponent("copy/tokens").path])
        #expect(written.status == 0, "\(written.stderr)")
        #expect(written.stdout.hasPrefix("Wrote dtcg export of 8 themes to "))
        let original = try cli.run(["export", site, "--format", "dtcg"])
        let roundTrip = try cli.run(["export", folder.appendingPathComponent("copy").path, "--format", "dtcg"])
        #expect(roundTrip.status == 0, "\(roundTrip.stderr)")
        #expect(roundTrip.stdout == original.stdout)
        let css = try cli.run(["export", folder.appendingPathComponent("copy").path, "--format", "css"])
        #expect(css.stdout == (try cli.run(["export", site, "--format", "css"])).stdout)
    }

    @Test func aBrokenThemeFileFailsEveryCommandWithItsLocation() throws {
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try cli.write(##"{"accent": "#GGGGGG"}"##, to: folder.appendingPathComponent("site/tokens/bad.theme.json"))
        let expected = "site/tokens/bad.theme.json:1:12: error: malformed color: expected hexadecimal digits 0-9 and A-F in a color, found '#GGGGGG'"
        for arguments in [["build", "site"], ["check", "site"], ["themes", "site"], ["export", "site", "--format", "css"]] {
            let result = try cli.run(arguments, in: folder)
            #expect(result.status != 0, "\(arguments)")
            #expect(result.stderr.split(separator: "\n").first.map(String.init) == expected, "\(arguments): \(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("site/_site").path))
    }
}
