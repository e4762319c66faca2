import Foundation
import Testing

/// `theme-preview check` on a site with its own design system: the
/// system's pairs are audited in every combination beside the themes',
/// each failure located at its foreground token, and they decide the exit
/// status as the themes' pairs do.
struct CheckSystemTests {
    let cli = CLI()

    /// A Tokens Studio folder with a mode axis (Light, Dark) whose themes
    /// pass every pair at AA: `config.yaml` fills the gallery's slots that
    /// would fail with VaultMail's values (`textSecondary`...) with the
    /// system's passing tokens. Its own pairs are `text` over `surface`,
    /// `on-accent` over `accent`, and white `on-badge` over `badge`,
    /// #38A169 in Light (3.24:1, failing body text) unless `lightBadge`
    /// says otherwise; no slot takes `badge`, so only the system's audit
    /// sees it. `pairs` is more of `config.yaml`'s `system:`.
    static func systemFiles(lightBadge: String = "#38a169", pairs: String = "") -> [String: String] {
        let categories = ["primary", "social", "promotions", "updates", "forums", "uncategorized"]
        let slots = ["background: surface", "surface: surface", "textPrimary: text", "textSecondary: text", "textTertiary: text",
                     "accent: accent", "textInverse: on-accent", "destructive: text", "success: text", "warning: text",
                     "starred: text", "border: text", "unreadDot: text"]
            + categories.map { "category.\($0).foreground: text" }
        return [
            "config.yaml": "system:\n  slots:\n" + slots.map { "    \($0)\n" }.joined() + pairs,
            "tokens/$themes.json": """
            [
              { "id": "1", "name": "Light", "group": "mode", "selectedTokenSets": { "mode/light": "enabled" } },
              { "id": "2", "name": "Dark", "group": "mode", "selectedTokenSets": { "mode/dark": "enabled" } }
            ]
            """,
            "tokens/mode/light.json": """
            { "surface": { "value": "#fafafa", "type": "color" },
              "text": { "value": "#111111", "type": "color" },
              "accent": { "value": "#276749", "type": "color" },
              "on-accent": { "value": "#ffffff", "type": "color" },
              "badge": { "value": "\(lightBadge)", "type": "color" },
              "on-badge": { "value": "#ffffff", "type": "color" } }
            """,
            "tokens/mode/dark.json": """
            { "surface": { "value": "#111111", "type": "color" },
              "text": { "value": "#fafafa", "type": "color" },
              "accent": { "value": "#8ab4f8", "type": "color" },
              "on-accent": { "value": "#111111", "type": "color" },
              "badge": { "value": "#276749", "type": "color" },
              "on-badge": { "value": "#ffffff", "type": "color" } }
            """,
        ]
    }

    /// A site folder `site` in a new temporary folder with `files`.
    func site(_ files: [String: String]) throws -> URL {
        let folder = try cli.temporaryFolder()
        for (path, text) in files { try cli.write(text, to: folder.appendingPathComponent("site/" + path)) }
        return folder
    }

    @Test func aFailingPairOfTheSystemFailsCheckWhereItsForegroundIsWritten() throws {
        let folder = try site(Self.systemFiles())
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try cli.run(["check", "site"], in: folder)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").map(String.init) == [
            "296 pairs checked in 1 themes x light/dark x standard/increased-contrast at AA: 296 passed, 0 failed",
            "site/tokens/mode/light.json:6:3: Light: on-badge on badge is 3.24:1, needs 4.5:1 (WCAG 2.2 SC 1.4.3 AA, normal text); try #292828 (4.52:1)",
            "6 checks of the design system 'site' (3 pairs x 2 combinations of mode) at AA: 5 passed, 1 failed",
        ])
    }

    @Test func aSystemWhosePairsPassLetsCheckPass() throws {
        // #276749 in Light too: white on it is 6.72:1.
        let folder = try site(Self.systemFiles(lightBadge: "#276749"))
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try cli.run(["check", "site"], in: folder)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").map(String.init) == [
            "296 pairs checked in 1 themes x light/dark x standard/increased-contrast at AA: 296 passed, 0 failed",
            "6 checks of the design system 'site' (3 pairs x 2 combinations of mode) at AA: 6 passed, 0 failed",
        ])
    }

    /// `--format json` is `contrast.json`, the system's results in its
    /// `"system"` member.
    @Test func theJSONHasTheSystemsResults() throws {
        let folder = try site(Self.systemFiles())
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try cli.run(["check", "site", "--format", "json", "--level", "aaa"], in: folder)
        #expect(result.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect((json["results"] as? [Any])?.count == 296)
        let system = try #require(json["system"] as? [String: Any])
        #expect(system["name"] as? String == "site")
        #expect(system["axes"] as? [String] == ["mode"])
        let results = try #require(system["results"] as? [[String: Any]])
        #expect(results.map { "\($0["foreground"] ?? "") \($0["pass"] ?? "") \($0["ratio"] ?? "")" }
            == ["text 1 18.0913", "on-accent 0 6.7252", "on-badge 0 3.2457", "text 1 18.0913", "on-accent 1 8.9601", "on-badge 0 6.7252"])
        #expect(system["summary"] as? [String: Int] == ["total": 6, "passed": 3, "failed": 3])
    }

    /// A pair listed in config.yaml that names no token of the system:
    /// the site cannot be checked (exit 2), and the error says where.
    @Test func aMisspeltConfiguredPairIsALocatedError() throws {
        let folder = try site(Self.systemFiles(pairs: "  pairs:\n    - [on-badge, badge]\n    - [on-bagde, badge]\n"))
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try cli.run(["check", "site"], in: folder)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.split(separator: "\n").map(String.init).suffix(2) == [
            "site/config.yaml:24:7: error: no token 'on-bagde' in the design system 'site' for the contrast pair [on-bagde, badge]; did you mean 'on-badge'?",
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
