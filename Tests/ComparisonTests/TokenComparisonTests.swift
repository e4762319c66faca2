@testable import Basics
@testable import Comparison
import Foundation
@testable import PreviewRenderer
import Testing
import ThemeTokens

/// `theme-preview compare`'s review: exactly the tokens that changed, and
/// exactly the contrast pairs they move.
struct TokenComparisonTests {
    func registry(_ files: [String: String]) throws -> ThemeRegistry {
        try SiteThemes.load(siteDirectory: "site", fileSystem: InMemoryFileSystem(files: ["site/config.yaml": ""].merging(files) { $1 })).registry
    }

    /// A theme file that keeps a built-in theme's name and changes `colors`.
    func themeFile(_ id: ThemeID, light: [String: String] = [:], dark: [String: String] = [:]) -> (String, String) {
        let name = ThemeRegistry.builtIn.theme(exactly: id)?.displayName ?? id.rawValue
        func map(_ colors: [String: String]) -> String {
            colors.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \"\($0.value)\"" }.joined(separator: ", ")
        }
        return ("site/tokens/\(id.rawValue).theme.json",
                "{\"name\": \"\(name)\", \"parent\": \"\(id.rawValue)\", \"light\": {\(map(light))}, \"dark\": {\(map(dark))}}\n")
    }

    @Test func forestsDarkAccentFlagsExactlyItsAccentFamilyAndThePairsThatUseIt() throws {
        let base = try registry([:])
        let file = themeFile(.forest, dark: ["accent": "#2E8B57"])
        let comparison = TokenComparison(base: base, head: try registry([file.0: file.1]), baseName: "main", headName: "branch")
        #expect(comparison.tokens.changes.allSatisfy { $0.theme == .forest && $0.scheme == .dark })
        #expect(comparison.tokens.changes.map(\.token.name)
            == ["surfaceSelected", "accent", "accentMuted", "accentHover", "unreadDot", "categoryPrimary", "categoryPrimaryMuted",
                "syntaxKeyword", "syntaxMarkedBackground"])
        let changed = Set(comparison.tokens.changes.map(\.token.name))
        #expect(!comparison.contrast.rows.isEmpty)
        for row in comparison.contrast.rows {
            #expect(row.result.theme == .forest && row.result.scheme == .dark)
            let pair = row.result.pair
            #expect(changed.contains(pair.foreground.name) || pair.background.contains { changed.contains($0.name) },
                    "\(TokenComparison.pairName(row.result)) moved without a changed token")
        }
        #expect(comparison.contrast.regressions.map { TokenComparison.pairName($0.result) }
            == ["forest dark: accent on surface", "forest dark: categoryPrimary on categoryPrimaryMuted"])
        #expect(comparison.tokens.addedThemes.isEmpty && comparison.tokens.removedThemes.isEmpty && comparison.tokens.renamedThemes.isEmpty)
    }

    @Test func textSecondaryChangedEverywhereFlagsEveryThemeAndScheme() throws {
        var files: [String: String] = [:]
        for theme in ThemeRegistry.builtIn.themes {
            let file = themeFile(theme.id, light: ["textSecondary": "#555555"], dark: ["textSecondary": "#AAAAAA"])
            files[file.0] = file.1
        }
        let comparison = TokenComparison(base: try registry([:]), head: try registry(files), baseName: "a", headName: "b")
        // Comments and console output are derived from textSecondary and follow it.
        #expect(comparison.tokens.changes.allSatisfy {
            [.token(.textSecondary), .syntax(.comment), .syntax(.output)].contains($0.token)
        })
        #expect(comparison.tokens.changes.filter { $0.token == .syntax(.comment) }.map { $0.after.hexRGB }
            == Array(repeating: ["#555555", "#AAAAAA"], count: 6).flatMap { $0 })
        let flagged = Set(comparison.tokens.changes.map { "\($0.theme.rawValue) \($0.scheme.rawValue)" })
        #expect(flagged == Set(ThemeRegistry.builtIn.themes.flatMap { ["\($0.id.rawValue) light", "\($0.id.rawValue) dark"] }))
        #expect(comparison.changeCounts.count == 12)
    }

    @Test func identicalInputsGiveAnEmptyReview() throws {
        let comparison = TokenComparison(base: try registry([:]), head: try registry([:]), baseName: "a", headName: "a")
        #expect(comparison.isEmpty)
        #expect(comparison.text == "No changes between a and a.\n")
        #expect(comparison.markdown == "### Token review: a → a\n\nNo changes between a and a.\n")
        let json = try #require(JSONSerialization.jsonObject(with: Data(comparison.json.utf8)) as? [String: Any])
        #expect((json["summary"] as? [String: Int]) == ["tokensChanged": 0, "newlyFailing": 0, "newlyPassing": 0, "ratioMoved": 0,
                                                        "themesAdded": 0, "themesRemoved": 0, "themesRenamed": 0,
                                                        "newlyHardToTellApart": 0])
    }

    @Test func addedRemovedAndRenamedThemesAreShownAsSuch() throws {
        let ocean = ("site/tokens/ocean.theme.json", "{\"name\": \"Ocean\", \"accent\": {\"light\": \"#0A5FD1\", \"dark\": \"#5AA9FF\"}}\n")
        let renamed = ("site/tokens/forest.theme.json", "{\"name\": \"Woods\", \"parent\": \"forest\"}\n")
        let comparison = TokenComparison(base: try registry([ocean.0: ocean.1]), head: try registry([renamed.0: renamed.1]),
                                         baseName: "a", headName: "b")
        #expect(comparison.tokens.removedThemes == ["ocean"])
        #expect(comparison.tokens.addedThemes.isEmpty)
        #expect(comparison.tokens.renamedThemes == [.init(theme: .forest, before: "Forest", after: "Woods")])
        #expect(comparison.contrast.rows(.removed).allSatisfy { $0.result.theme == "ocean" })
        #expect(comparison.text.contains("theme removed: ocean\ntheme renamed: forest \"Forest\" -> \"Woods\"\n"))
    }

    @Test func theMarkdownSummaryEscapesTableCellsAndTheJSONParses() throws {
        let file = themeFile(.forest, dark: ["accent": "#2E8B57"])
        let comparison = TokenComparison(base: try registry([:]), head: try registry([file.0: file.1]), baseName: "main|old", headName: "x")
        #expect(comparison.markdown.hasPrefix("### Token review: main\\|old → x\n"))
        #expect(comparison.markdown.contains("| forest dark: accent on surface | 8.85:1 | 4:1 | 4.5:1 WCAG 2.2 SC 1.4.3 AA, normal text | try #38945F (4.51:1) |"))
        #expect(comparison.markdown.contains("| forest | dark | accent | `#34D399` | `#2E8B57` | 0.208 |"))
        let json = try #require(JSONSerialization.jsonObject(with: Data(comparison.json.utf8)) as? [String: Any])
        #expect((json["tokens"] as? [Any])?.count == comparison.tokens.changes.count)
        #expect((json["contrast"] as? [[String: Any]])?.first?["kind"] as? String == "newly failing")
    }

    /// Accents that must stay apart: one made the same as another's is a
    /// regression of its own, which `--fail-on regressions` fails on.
    @Test func anAccentMadeTheSameAsAnotherIsNewlyHardToTellApart() throws {
        let midnight = try #require(ThemeRegistry.builtIn.theme(exactly: .midnight)).dark[.accent]
        let file = themeFile(.forest, dark: ["accent": midnight.hexRGB])
        let comparison = TokenComparison(base: try registry([:]), head: try registry([file.0: file.1]), baseName: "a", headName: "b")
        let worse = comparison.distinguishability.regressions
        #expect(!worse.isEmpty)
        #expect(worse.allSatisfy { $0.result.scheme == .dark && $0.result.distance < Distinguishability.threshold && $0.before >= Distinguishability.threshold })
        #expect(worse.contains { $0.result.deficiency == nil && Set([$0.result.pair.first.name, $0.result.pair.second.name]).isSuperset(of: ["Forest", "Midnight"]) },
                "\(worse.map { DistinguishabilityDelta.name($0.result) })")
        #expect(comparison.hasRegressions)
        #expect(comparison.text.contains("newly hard to tell apart: "))
    }
}
