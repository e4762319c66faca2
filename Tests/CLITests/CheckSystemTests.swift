import Foundation
import Testing

/// `theme-preview check` on a site with its own design system: the
/// system's pairs are audited in every combination beside the themes',
/// each failure located at its foreground token, and they decide the exit
/// status as the themes' pairs do.
struct CheckSystemTests {
    let cli = CLI()

    /// A Tokens Studio folder with a mode axis: `text` over `surface`, and
    /// white `on-accent` over `accent`, #38A169 in Light (3.24:1, failing
    /// body text) unless `accent` is given.
    static func systemFiles(lightAccent: String = "#38a169") -> [String: String] {
        [
            "tokens/$themes.json": """
            [
              { "id": "1", "name": "Light", "group": "mode", "selectedTokenSets": { "mode/light": "enabled" } },
              { "id": "2", "name": "Dark", "group": "mode", "selectedTokenSets": { "mode/dark": "enabled" } }
            ]
            """,
            "tokens/mode/light.json": """
            { "surface": { "value": "#fafafa", "type": "color" },
              "text": { "value": "#111111", "type": "color" },
              "accent": { "value": "\(lightAccent)", "type": "color" },
              "on-accent": { "value": "#ffffff", "type": "color" } }
            """,
            "tokens/mode/dark.json": """
            { "surface": { "value": "#111111", "type": "color" },
              "text": { "value": "#fafafa", "type": "color" },
              "accent": { "value": "#276749", "type": "color" },
              "on-accent": { "value": "#ffffff", "type": "color" } }
            """,
        ]
    }

    /// Theme files that take the six built-in themes' places with colors
    /// that pass every pair at AA, so that only the system can fail.
    static var passingThemes: [String: String] {
        let categories = ["primary", "social", "promotions", "updates", "forums", "uncategorized"]
        let light = ##""textSecondary": "#595959", "textTertiary": "#595959", "success": "#1E6B34", "warning": "#7A4F00", "destructive": "#B3261E", "starred": "#7A5C00", "border": "#767676""##
            + categories.map { ##", "category.\##($0).foreground": "#3D3D3D""## }.joined()
        let dark = ##""textTertiary": "#A0A0A0", "destructive": "#FF8A80", "border": "#8E8E93""##
            + categories.map { ##", "category.\##($0).foreground": "#E0E0E0""## }.joined()
        var files: [String: String] = [:]
        for id in ["default", "midnight", "forest", "sunset", "lavender", "rose"] {
            files["tokens/\(id).theme.json"] = ##"{"parent": "\##(id)", "name": "\##(id.capitalized)", "accent": {"light": "#1A4F8B", "dark": "#8AB4F8"}, "light": {\##(light)}, "dark": {\##(dark)}}"##
        }
        return files
    }

    /// A site folder `site` in a new temporary folder with `files`.
    func site(_ files: [String: String]) throws -> URL {
        let folder = try cli.temporaryFolder()
        for (path, text) in files { try cli.write(text, to: folder.appendingPathComponent("site/" + path)) }
        return folder
    }

    @Test func aFailingPairOfTheSystemFailsCheckWhereItsForegroundIsWritten() throws {
        let folder = try site(Self.systemFiles().merging(Self.passingThemes) { a, _ in a })
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try cli.run(["check", "site"], in: folder)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").map(String.init) == [
            "1776 pairs checked in 6 themes x light/dark x standard/increased-contrast at AA: 1776 passed, 0 failed",
            "site/tokens/mode/light.json:4:3: Light: on-accent on accent is 3.24:1, needs 4.5:1 (WCAG 2.2 SC 1.4.3 AA, normal text); try #292828 (4.52:1)",
            "4 checks of the design system 'site' (2 pairs x 2 combinations of mode) at AA: 3 passed, 1 failed",
        ])
    }

    @Test func aSystemWhosePairsPassLetsCheckPass() throws {
        // #276749 in Light too: white on it is 6.72:1.
        let folder = try site(Self.systemFiles(lightAccent: "#276749").merging(Self.passingThemes) { a, _ in a })
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try cli.run(["check", "site"], in: folder)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").last
            == "4 checks of the design system 'site' (2 pairs x 2 combinations of mode) at AA: 4 passed, 0 failed")
    }

    /// `--format json` is `contrast.json`, the system's results in its
    /// `"system"` member.
    @Test func theJSONHasTheSystemsResults() throws {
        let folder = try site(Self.systemFiles())
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try cli.run(["check", "site", "--format", "json", "--level", "aaa"], in: folder)
        #expect(result.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect((json["results"] as? [Any])?.count == 1776)
        let system = try #require(json["system"] as? [String: Any])
        #expect(system["name"] as? String == "site")
        #expect(system["axes"] as? [String] == ["mode"])
        let results = try #require(system["results"] as? [[String: Any]])
        #expect(results.map { "\($0["foreground"] ?? "") \($0["pass"] ?? "") \($0["ratio"] ?? "")" }
            == ["text 1 18.0913", "on-accent 0 3.2457", "text 1 18.0913", "on-accent 0 6.7252"])
        #expect(system["summary"] as? [String: Int] == ["total": 4, "passed": 2, "failed": 2])
    }

    /// A pair listed in config.yaml that names no token of the system:
    /// the site cannot be checked (exit 2), and the error says where.
    @Test func aMisspeltConfiguredPairIsALocatedError() throws {
        var files = Self.systemFiles()
        files["config.yaml"] = "system:\n  pairs:\n    - [on-acent, accent]\n"
        let folder = try site(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try cli.run(["check", "site"], in: folder)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.split(separator: "\n").map(String.init) == [
            "site/config.yaml:3:7: error: no token 'on-acent' in the design system 'site' for the contrast pair [on-acent, accent]; did you mean 'on-accent'?",
            "check failed with 1 error",
        ])
    }

    /// Tokens Studio's Lion example, copied into a site as it is: its one
    /// pair, the button's text over its fill, fails in four of its six
    /// combinations, each located in component/button.json.
    @Test func theLionExample() throws {
        let folder = try cli.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("site"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: try Self.corpora().appendingPathComponent("lion-example/tokens"),
                                         to: folder.appendingPathComponent("site/tokens"))
        let result = try cli.run(["check", "site"], in: folder)
        #expect(result.status == 1)
        #expect(Array(result.stdout.split(separator: "\n").map(String.init).suffix(5)) == [
            "site/tokens/component/button.json:14:7: Casual · Green: button.text.color on button.bg.color is 3.24:1, needs 4.5:1 (WCAG 2.2 SC 1.4.3 AA, normal text); try #292828 (4.52:1)",
            "site/tokens/component/button.json:14:7: Casual · Blue: button.text.color on button.bg.color is 4.02:1, needs 4.5:1 (WCAG 2.2 SC 1.4.3 AA, normal text); try #161515 (4.52:1)",
            "site/tokens/component/button.json:14:7: Business · Green: button.text.color on button.bg.color is 3.24:1, needs 4.5:1 (WCAG 2.2 SC 1.4.3 AA, normal text); try #292828 (4.52:1)",
            "site/tokens/component/button.json:14:7: Business · Blue: button.text.color on button.bg.color is 4.02:1, needs 4.5:1 (WCAG 2.2 SC 1.4.3 AA, normal text); try #161515 (4.52:1)",
            "6 checks of the design system 'site' (1 pair x 6 combinations of brand x color) at AA: 2 passed, 4 failed",
        ])
    }

    /// `<shared>/tokens-corpora` beside the repository, or where
    /// `THEME_PREVIEW_SHARED` says.
    static func corpora() throws -> URL {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let candidates = [ProcessInfo.processInfo.environment["THEME_PREVIEW_SHARED"].map { URL(fileURLWithPath: $0) },
                          repository.deletingLastPathComponent().appendingPathComponent("shared")]
            .compactMap { $0?.appendingPathComponent("tokens-corpora") }
        return try #require(candidates.first { FileManager.default.fileExists(atPath: $0.path) },
                            "the token corpora are not at \(candidates.map(\.path).joined(separator: " or ")): set THEME_PREVIEW_SHARED to the folder that holds tokens-corpora")
    }
}
