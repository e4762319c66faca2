@testable import Basics
@testable import Comparison
import Foundation
@testable import PreviewRenderer
import Testing
import ThemeTokens
import Theming

/// `theme-preview compare` between two sites whose themes are a design
/// system: the system's own tokens compared in its own names, once per
/// difference with the combinations it is found in.
struct SystemTokenComparisonTests {
    /// A small DTCG system: a brand axis (acme, nova and `extraBrands`)
    /// and a light/dark axis, over a core set of primitives.
    static func system(core: String = SystemTokenComparisonTests.core, light: String = SystemTokenComparisonTests.light,
                       extraBrands: [String: String] = [:]) -> [String: String] {
        let brands = ["acme": "{\"brand\": {\"$type\": \"color\", \"primary\": {\"$value\": \"{palette.blue}\"}}}",
                      "nova": "{\"brand\": {\"$type\": \"color\", \"primary\": {\"$value\": \"{palette.violet}\"}}}"]
            .merging(extraBrands) { $1 }
        let contexts = ["acme", "nova"] + extraBrands.keys.sorted()
        var files = [
            "site/config.yaml": "",
            "site/tokens/mini.resolver.json": """
                {"name": "Mini", "version": "2025.10",
                 "sets": {"core": {"sources": [{"$ref": "core.tokens.json"}]}},
                 "modifiers": {
                   "brand": {"contexts": {\(contexts.map { "\"\($0)\": [{\"$ref\": \"\($0).tokens.json\"}]" }.joined(separator: ", "))}, "default": "acme"},
                   "mode": {"contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "dark.tokens.json"}]}, "default": "light"}},
                 "resolutionOrder": [{"$ref": "#/sets/core"}, {"$ref": "#/modifiers/brand"}, {"$ref": "#/modifiers/mode"}]}
                """,
            "site/tokens/core.tokens.json": core,
            "site/tokens/light.tokens.json": light,
            "site/tokens/dark.tokens.json": "{\"ui\": {\"$type\": \"color\", \"bg\": {\"$value\": \"{palette.black}\"}, \"text\": {\"$value\": \"{palette.white}\"}}}",
        ]
        for (brand, text) in brands { files["site/tokens/\(brand).tokens.json"] = text }
        return files
    }

    static let core = """
        {"palette": {"$type": "color", "blue": {"$value": "#1a73e8"}, "violet": {"$value": "#7b3fe4"},
                     "white": {"$value": "#ffffff"}, "black": {"$value": "#121212"}},
         "space": {"$type": "dimension", "sm": {"$value": {"value": 4, "unit": "px"}}}}
        """
    static let light = "{\"ui\": {\"$type\": \"color\", \"bg\": {\"$value\": \"{palette.white}\"}, \"text\": {\"$value\": \"{palette.black}\"}}}"

    func themes(_ files: [String: String]) throws -> SiteThemeSet {
        try SiteThemes.load(siteDirectory: "site", fileSystem: InMemoryFileSystem(files: files))
    }

    func compare(_ base: [String: String], _ head: [String: String]) throws -> TokenComparison {
        TokenComparison(base: try themes(base), head: try themes(head), baseName: "a", headName: "b")
    }

    /// The text's lines from the system's summary to the line before `stop`.
    func systemLines(_ text: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return lines.filter { $0.hasPrefix("design system") || $0.hasPrefix("combination ") || $0.hasPrefix("group ") || $0.hasPrefix("  ") }
    }

    /// One primitive color changed, one token swapped for another, one
    /// brand added: the primitive once for every combination, the brand
    /// token that names it for the two combinations of its brand.
    @Test func aChangedColorAnAddedAndARemovedTokenAndAnAddedBrand() throws {
        let after = Self.core.replacingOccurrences(of: "#1a73e8", with: "#1558b0")
            .replacingOccurrences(of: "\"sm\": {\"$value\": {\"value\": 4", with: "\"md\": {\"$value\": {\"value\": 8")
        let zeta = "{\"brand\": {\"$type\": \"color\", \"primary\": {\"$value\": \"#0f9d58\"}}}"
        let comparison = try compare(Self.system(), Self.system(core: after, extraBrands: ["zeta": zeta]))
        let system = try #require(comparison.system)
        #expect(system.sides == .systems)
        #expect(system.compared.map(SystemTokenDiff.name) == ["acme · light", "acme · dark", "nova · light", "nova · dark"])
        #expect(systemLines(comparison.text) == [
            "design system 'Mini': 4 combinations compared: 2 tokens changed, 1 added, 1 removed, 0 renamed, 5 unchanged; 2 combinations added, 0 removed.",
            "combination added: zeta · light",
            "combination added: zeta · dark",
            "group palette: 1 changed",
            "  changed palette.blue (every combination): #1a73e8 -> #1558b0",
            "group space: 1 added, 1 removed",
            "  added space.md (every combination): 8px",
            "  removed space.sm (every combination): 4px",
            "group brand: 1 changed",
            "  changed brand.primary (acme · light, acme · dark): #1a73e8 -> #1558b0",
        ])
        // The system's summary comes right after the headline; the gallery's
        // slots are named as such.
        let lines = comparison.text.split(separator: "\n").map(String.init)
        #expect(lines[0].hasPrefix("a -> b: ") && lines[0].contains(" gallery slot values changed"), "\(lines[0])")
        #expect(lines[1].hasPrefix("design system 'Mini': "))
        #expect(!comparison.text.contains("\ntoken: "))

        let markdown = comparison.markdown
        #expect(markdown.contains("""
            #### Design system tokens

            design system 'Mini': 4 combinations compared: 2 tokens changed, 1 added, 1 removed, 0 renamed, 5 unchanged; 2 combinations added, 0 removed.

            - Combination added: zeta · light
            - Combination added: zeta · dark

            | Group | Change | Token | Combinations | Before | After |
            |---|---|---|---|---|---|
            | palette | changed | `palette.blue` | every combination | `#1a73e8` | `#1558b0` |
            | space | added | `space.md` | every combination | – | `8px` |
            | space | removed | `space.sm` | every combination | `4px` | – |
            | brand | changed | `brand.primary` | acme · light, acme · dark | `#1a73e8` {palette.blue} | `#1558b0` {palette.blue} |

            """), "\(markdown)")

        let json = try #require(JSONSerialization.jsonObject(with: Data(comparison.json.utf8)) as? [String: Any])
        let member = try #require(json["system"] as? [String: Any])
        #expect(member["sides"] as? String == "systems" && member["base"] as? String == "Mini")
        #expect((member["summary"] as? [String: Int]) == ["combinationsCompared": 4, "combinationsAdded": 2, "combinationsRemoved": 0,
                                                          "changed": 2, "added": 1, "removed": 1, "renamed": 0, "unchanged": 5])
        #expect((member["combinationsAdded"] as? [[String: String]]) == [["brand": "zeta", "mode": "light"], ["brand": "zeta", "mode": "dark"]])
        let tokens = try #require(member["tokens"] as? [[String: Any]])
        #expect(tokens.map { $0["token"] as? String } == ["palette.blue", "space.md", "space.sm", "brand.primary"])
        let brand = tokens[3]
        #expect(brand["everyCombination"] as? Bool == false)
        #expect((brand["combinations"] as? [[String: String]]) == [["brand": "acme", "mode": "light"], ["brand": "acme", "mode": "dark"]])
        let before = try #require(brand["before"] as? [String: Any])
        #expect(before["type"] as? String == "color" && before["value"] as? String == "#1a73e8" && before["references"] as? [String] == ["palette.blue"])
        #expect(tokens[1]["before"] is NSNull)

        // The review page: a section before the gallery's slots, a table per
        // group, swatches for colors.
        let html = ReviewPage(comparison: comparison, docChanges: [], gallery: GallerySections(galleryHTML: []),
                              picturesSection: "", pagesWithChangedPixels: nil).html
        let system_ = try #require(html.range(of: "<h2 id=\"system\">Design system tokens</h2>"))
        let slots = try #require(html.range(of: "<h2 id=\"tokens\">Gallery slots</h2>"))
        #expect(system_.lowerBound < slots.lowerBound)
        #expect(html.contains("<li><strong>2</strong> design system tokens changed, <strong>1</strong> added, <strong>1</strong> removed, "
            + "<strong>0</strong> renamed; <strong>2</strong> combinations added, <strong>0</strong> removed (see <a href=\"#system\">Design system tokens</a>)</li>"))
        #expect(html.contains("<li>Combination added: <strong>zeta · light</strong></li>\n<li>Combination added: <strong>zeta · dark</strong></li>"))
        #expect(html.contains("<details class=\"group\" open><summary><code>space</code>: 1 added, 1 removed</summary>"))
        #expect(html.contains("<tr class=\"changed\"><td>changed</td><th scope=\"row\"><code>brand.primary</code></th><td>acme · light, acme · dark</td>"
            + "<td><span class=\"swatch\" style=\"background: #1A73E8\" aria-hidden=\"true\"></span> <code>#1a73e8</code> <span class=\"refs\">{palette.blue}</span></td>"
            + "<td><span class=\"swatch\" style=\"background: #1558B0\" aria-hidden=\"true\"></span> <code>#1558b0</code> <span class=\"refs\">{palette.blue}</span></td></tr>"),
                "\(html)")
        #expect(html.contains("<tr class=\"added\"><td>added</td><th scope=\"row\"><code>space.md</code></th><td>every combination</td><td>–</td><td><code>8px</code></td></tr>"))
    }

    /// A token under a new name with the same value everywhere looks
    /// renamed; a token pointed at another primitive of the same value
    /// changed its reference only.
    @Test func aRenameAndAReferenceChange() throws {
        let core = Self.core.replacingOccurrences(of: "\"white\": {\"$value\": \"#ffffff\"}",
                                                  with: "\"white\": {\"$value\": \"#ffffff\"}, \"snow\": {\"$value\": \"#ffffff\"}")
        let light = "{\"ui\": {\"$type\": \"color\", \"bg\": {\"$value\": \"{palette.snow}\"}, \"fg\": {\"$value\": \"{palette.black}\"}}}"
        var head = Self.system(core: core, light: light)
        head["site/tokens/dark.tokens.json"] = "{\"ui\": {\"$type\": \"color\", \"bg\": {\"$value\": \"{palette.black}\"}, \"fg\": {\"$value\": \"{palette.white}\"}}}"
        let comparison = try compare(Self.system(), head)
        #expect(systemLines(comparison.text) == [
            "design system 'Mini': 4 combinations compared: 1 token changed, 1 added, 0 removed, 1 renamed, 6 unchanged; 0 combinations added, 0 removed.",
            "group palette: 1 added",
            "  added palette.snow (every combination): #ffffff",
            "group ui: 1 changed, 1 renamed",
            "  changed ui.bg (acme · light, nova · light): #ffffff -> #ffffff; references {palette.white} -> {palette.snow}",
            "  renamed? ui.text -> ui.fg (every combination): #121212 ({palette.black}); differs by combination",
        ])
    }

    /// One side a design system, the other the built-in VaultMail themes:
    /// said so, rather than every token added.
    @Test func aSystemAgainstTheBuiltInThemesIsSaidToBeSuch() throws {
        let comparison = try compare(["site/config.yaml": ""], Self.system())
        #expect(comparison.system?.sides == .headOnly)
        #expect(systemLines(comparison.text) == [
            "design system: b is the design system 'Mini' (8 tokens, 4 combinations of brand × mode) and a has no design system (its themes are the built-in VaultMail model's), "
                + "so the system's tokens have nothing to be compared with; only the gallery's slots are compared, theme by theme.",
        ])
        let back = try compare(Self.system(), ["site/config.yaml": ""])
        #expect(back.system?.sides == .baseOnly)
        #expect(back.text.contains("\ndesign system: a is the design system 'Mini' (8 tokens, 4 combinations of brand × mode) and b has no design system"))
        let json = try #require(JSONSerialization.jsonObject(with: Data(back.json.utf8)) as? [String: Any])
        #expect((json["system"] as? [String: Any])?["sides"] as? String == "baseOnly")
        let html = ReviewPage(comparison: back, docChanges: [], gallery: GallerySections(galleryHTML: []),
                              picturesSection: "", pagesWithChangedPixels: nil).html
        #expect(html.contains("<p class=\"note\">design system: a is the design system &#39;Mini&#39; (8 tokens, 4 combinations of brand × mode) "
            + "and b has no design system (its themes are the built-in VaultMail model&#39;s), so the system&#39;s tokens have nothing to be compared with; only the gallery&#39;s slots "
            + "are compared, theme by theme.</p>"))
        // Neither side a system: no system member, nothing said.
        let plain = try compare(["site/config.yaml": ""], ["site/config.yaml": ""])
        #expect(plain.system == nil && plain.isEmpty)
        #expect(plain.json.contains("\"system\": null}"))
    }

    /// The same system on both sides: nothing differs.
    @Test func theSameSystemOnBothSidesIsNoChange() throws {
        let comparison = try compare(Self.system(), Self.system())
        #expect(comparison.system?.isEmpty == true && comparison.isEmpty)
        #expect(comparison.text == "No changes between a and b.\n")
        // Named otherwise (a Tokens Studio system is named after its site
        // folder, which two copies never share): still no change.
        var renamed = Self.system()
        renamed["site/tokens/mini.resolver.json"] = renamed["site/tokens/mini.resolver.json"]?.replacingOccurrences(of: "\"Mini\"", with: "\"Maxi\"")
        let named = try compare(Self.system(), renamed)
        #expect(named.system?.headName == "Maxi" && named.isEmpty)
        #expect(named.text == "No changes between a and b.\n")
    }

    /// The gallery's accent taken from another token (config), the
    /// system unchanged: the slots move, and the system's line says that
    /// none of its tokens did.
    @Test func aSlotMappedOtherwiseLeavesTheSystemUnchanged() throws {
        var head = Self.system()
        head["site/config.yaml"] = "system:\n  slots:\n    accent: palette.violet\n"
        let comparison = try compare(Self.system(), head)
        #expect(!comparison.isEmpty && comparison.system?.isEmpty == true)
        #expect(systemLines(comparison.text) == [
            "design system 'Mini': 4 combinations compared: 0 tokens changed, 0 added, 0 removed, 0 renamed, 8 unchanged; 0 combinations added, 0 removed.",
        ])
        #expect(comparison.text.contains("\ngallery slot: "))
        let html = ReviewPage(comparison: comparison, docChanges: [], gallery: GallerySections(galleryHTML: []),
                              picturesSection: "", pagesWithChangedPixels: nil).html
        #expect(html.contains("<p class=\"none\">No token of the system changed in the combinations compared.</p></section>"))
    }

    /// Hundreds of changes: the text and Markdown stop at their limit and
    /// say how many more; each group's count stays whole; names from the
    /// files are escaped on the page.
    @Test func manyChangesAreCappedAndNamesEscaped() throws {
        func core(_ value: String) -> String {
            let sizes = (0..<600).map { "\"s\($0)\": {\"$value\": {\"value\": \($0), \"unit\": \"\(value)\"}}" }.joined(separator: ", ")
            return "{\"palette\": {\"$type\": \"color\", \"blue\": {\"$value\": \"#1a73e8\"}, \"violet\": {\"$value\": \"#7b3fe4\"}, "
                + "\"white\": {\"$value\": \"#ffffff\"}, \"black\": {\"$value\": \"#121212\"}, \"<img src=x>\": {\"$value\": \"#\(value == "px" ? "000000" : "111111")\"}}, "
                + "\"space\": {\"$type\": \"dimension\", \(sizes)}}"
        }
        let comparison = try compare(Self.system(core: core("px")), Self.system(core: core("rem")))
        let lines = systemLines(comparison.text)
        #expect(lines.contains("group space: 600 changed"))
        #expect(lines.filter { $0.hasPrefix("  changed space.") }.count == 199)
        #expect(lines.last == "  and 401 more (the review page and --format json list every one)")
        #expect(lines.contains("  changed palette.<img src=x> (every combination): #000000 -> #111111"))
        #expect(comparison.markdown.contains("\n…and 501 more: the review page and `--format json` list every one.\n"))
        let html = ReviewPage(comparison: comparison, docChanges: [], gallery: GallerySections(galleryHTML: []),
                              picturesSection: "", pagesWithChangedPixels: nil).html
        #expect(html.contains("<details class=\"group\"><summary><code>space</code>: 600 changed</summary>"))
        #expect(html.contains("<p>…and 100 more in this group: <code>--format json</code> lists every one.</p>"))
        #expect(html.contains("<code>palette.&lt;img src=x&gt;</code>") && !html.contains("<img src=x>"))
        let json = try #require(JSONSerialization.jsonObject(with: Data(comparison.json.utf8)) as? [String: Any])
        #expect(((json["system"] as? [String: Any])?["tokens"] as? [Any])?.count == 601)
    }

    /// An axis added: combinations cannot be matched value by value, so
    /// the default combinations are compared, and the summary says so.
    @Test func anAxisAddedComparesTheDefaultCombinations() throws {
        var head = Self.system()
        head["site/tokens/mini.resolver.json"] = head["site/tokens/mini.resolver.json"]?
            .replacingOccurrences(of: "\"resolutionOrder\": [", with: "\"resolutionOrder\": [{\"$ref\": \"#/modifiers/density\"}, ")
            .replacingOccurrences(of: "\"modifiers\": {", with: "\"modifiers\": {\n   \"density\": {\"contexts\": {\"cozy\": [], \"compact\": [{\"$ref\": \"compact.tokens.json\"}]}, \"default\": \"cozy\"},")
        head["site/tokens/compact.tokens.json"] = "{\"space\": {\"$type\": \"dimension\", \"sm\": {\"$value\": {\"value\": 2, \"unit\": \"px\"}}}}"
        let comparison = try compare(Self.system(), head)
        #expect(systemLines(comparison.text) == [
            "design system 'Mini': axes brand × mode -> density × brand × mode, so only the default combinations (acme · light -> cozy · acme · light) are compared: "
                + "0 tokens changed, 0 added, 0 removed, 0 renamed, 8 unchanged.",
        ])
    }
}
