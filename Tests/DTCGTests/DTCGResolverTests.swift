@testable import Basics
@testable import DTCG
@testable import PreviewRenderer
import Testing
import ThemeTokens

/// Resolver Module 2025.10 documents: sets, modifiers, inputs and
/// permutations.
struct DTCGResolverTests {
    static let files: [String: String] = [
        "base.tokens.json": """
        {
          "color": {
            "$type": "color",
            "text": { "$value": "#000000" },
            "background": { "$value": "#ffffff" },
            "link": { "$value": "{accent.base}" }
          }
        }
        """,
        "accent/forest.tokens.json": ##"{ "accent": { "$type": "color", "base": { "$value": "#228b22" }, "strong": { "$value": "#006400" } } }"##,
        "accent/ocean.tokens.json": ##"{ "accent": { "$type": "color", "base": { "$value": "#1e90ff" }, "strong": { "$value": "#00008b" } } }"##,
        "mode/dark.tokens.json": """
        {
          "color": {
            "text": { "$value": "#ffffff" },
            "background": { "$value": "#1c1c1e" },
            "link": { "$value": "{accent.strong}" }
          }
        }
        """,
        "shared.tokens.json": ##"{ "palette": { "$type": "number", "ratio": { "$value": 1.5 } }, "other": { "x": { "$type": "number", "$value": 0 } } }"##,
    ]

    static let resolver = """
    {
      "name": "Acme themes",
      "version": "2025.10",
      "description": "Accent colors and light or dark mode.",
      "sets": {
        "base": {
          "sources": [
            { "$ref": "base.tokens.json" },
            { "size": { "$type": "dimension", "gap": { "$value": { "value": 8, "unit": "px" } } } }
          ]
        },
        "shared": { "sources": [ { "$ref": "shared.tokens.json#/palette" } ] }
      },
      "modifiers": {
        "accent": {
          "description": "Brand accent",
          "contexts": {
            "forest": [ { "$ref": "accent/forest.tokens.json" } ],
            "ocean": [ { "$ref": "accent/ocean.tokens.json" } ]
          },
          "default": "ocean"
        },
        "mode": {
          "contexts": {
            "light": [],
            "dark": [ { "$ref": "#/sets/shared" }, { "$ref": "mode/dark.tokens.json" } ]
          }
        }
      },
      "resolutionOrder": [
        { "$ref": "#/sets/base" },
        { "$ref": "#/modifiers/accent" },
        { "$ref": "#/modifiers/mode" },
        { "type": "set", "name": "overrides", "sources": [ { "size": { "gap": { "$value": { "value": 12, "unit": "px" } } } } ] }
      ]
    }
    """

    func document(_ text: String = resolver, files: [String: String] = files) throws(BuildFailure) -> DTCGResolverDocument {
        try DTCGResolverDocument.parse(DTCGFile(path: "themes/acme.resolver.json", text: text)) { path in
            files[path].map { DTCGFile(path: "themes/" + path, text: $0) }
        }
    }

    func parseErrors(_ text: String, files: [String: String] = files) -> [String] {
        do {
            _ = try document(text, files: files)
            Issue.record("expected a failure")
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    func hex(_ token: DTCGToken?) -> String? {
        guard case .color(let color)? = token?.value else { return nil }
        return color.srgb?.hex
    }

    @Test func modifiersAndPermutations() throws {
        let document = try document()
        #expect(document.name == "Acme themes")
        #expect(document.modifiers.map(\.name) == ["accent", "mode"])
        #expect(document.modifiers.map(\.contexts) == [["forest", "ocean"], ["light", "dark"]])
        #expect(document.modifiers.map(\.defaultContext) == ["ocean", nil])
        #expect(document.permutations == [
            ["accent": "forest", "mode": "light"], ["accent": "forest", "mode": "dark"],
            ["accent": "ocean", "mode": "light"], ["accent": "ocean", "mode": "dark"],
        ])
        for input in document.permutations {
            #expect(throws: Never.self) { try document.resolve(input) }
        }
    }

    @Test func laterSourcesWinAndAliasesResolveAfterMerging() throws {
        let document = try document()
        let light = try document.resolve(["accent": "forest", "mode": "light"])
        #expect(light.tokens.map(\.name) == ["color.text", "color.background", "color.link", "size.gap", "accent.base", "accent.strong"])
        #expect(hex(light["color.text"]) == "#000000")
        // base.tokens.json's alias names a token of the accent files.
        #expect(hex(light["color.link"]) == "#228B22")
        #expect(light["size.gap"]?.value == .dimension(DTCGDimension(value: 12, unit: "px")))
        #expect(light["ratio"] == nil)

        let dark = try document.resolve(["accent": "forest", "mode": "dark"])
        #expect(hex(dark["color.text"]) == "#FFFFFF")
        #expect(dark["color.text"]?.file == "themes/mode/dark.tokens.json")
        #expect(dark["color.text"]?.location == SourceLocation(line: 3, column: 5))
        // The mode file's alias names a token of the accent file.
        #expect(hex(dark["color.link"]) == "#006400")
        // A file pointer reads part of a file: its tokens sit at the top.
        #expect(dark["ratio"]?.value == .number(1.5))
        #expect(dark["other.x"] == nil)
    }

    @Test func defaultContextsAndCaseInsensitiveInputs() throws {
        let document = try document()
        let dark = try document.resolve(["mode": "Dark"])
        #expect(hex(dark["color.link"]) == "#00008B")
        #expect(hex(dark["accent.base"]) == "#1E90FF")
    }

    @Test func inputsAreChecked() throws {
        let document = try document()
        #expect(throws: BuildFailure.self) { try document.resolve([:]) }
        do {
            _ = try document.resolve(["accent": "blue", "mdoe": "dark"])
            Issue.record("expected a failure")
        } catch {
            #expect(error.diagnostics.map(\.description) == [
                "themes/acme.resolver.json: error: the input names no modifier 'mdoe'; did you mean 'mode'?",
                "themes/acme.resolver.json:15:5: error: invalid context 'blue' for modifier 'accent' (contexts: forest, ocean)",
                ##"themes/acme.resolver.json:23:5: error: the input chooses no context for modifier 'mode', which has no "default" (contexts: light, dark)"##,
            ])
        }
    }

    @Test func problemsOfMergedTokensNameTheirFiles() throws {
        var files = DTCGResolverTests.files
        files["mode/dark.tokens.json"] = ##"{ "color": { "link": { "$value": "{accent.strongest}" }, "text": { "$value": "#fff" } } }"##
        let document = try document(files: files)
        #expect(throws: Never.self) { try document.resolve(["mode": "light"]) }
        do {
            _ = try document.resolve(["mode": "dark"])
            Issue.record("expected a failure")
        } catch {
            #expect(error.diagnostics.map(\.description) == [
                "themes/mode/dark.tokens.json:1:34: error: alias '{accent.strongest}' points to nothing: there is no token 'accent.strongest'; did you mean 'accent.strong'?",
            ])
        }
    }

    @Test func inlineModifiersInTheResolutionOrder() throws {
        let document = try document("""
        {
          "version": "2025.10",
          "resolutionOrder": [
            { "type": "set", "name": "base", "sources": [ { "size": { "$type": "number", "step": { "$value": 4 } } } ] },
            { "type": "modifier", "name": "density", "default": "regular", "contexts": {
                "regular": [],
                "compact": [ { "size": { "step": { "$value": 2 } } } ]
            } }
          ]
        }
        """)
        #expect(document.name == nil)
        #expect(document.modifiers.map(\.name) == ["density"])
        #expect(document.permutations.count == 2)
        #expect(try document.resolve([:])["size.step"]?.value == .number(4))
        #expect(try document.resolve(["density": "compact"])["size.step"]?.value == .number(2))
    }

    @Test func documentProblemsAreReportedTogether() {
        let files = ["broken.tokens.json": "{ \"a\": }", "names.tokens.json": ##"{ "a.b": { "$type": "number", "$value": 1 } }"##]
        #expect(parseErrors("""
        {
          "version": "2025-11-01",
          "composition": [],
          "sets": {
            "s": { "sources": [ { "$ref": "#/sets/t" } ] },
            "t": { "sources": [ { "$ref": "#/sets/s" }, { "$ref": "missing.tokens.json" }, { "$ref": "broken.tokens.json" } ] },
            "u": { "sources": [ { "$ref": "names.tokens.json" } ], "descripton": "x" }
          },
          "modifiers": {
            "mode": { "contexts": { "light": [], "dark": [] }, "default": "Light" },
            "solo": { "contexts": { "only": [] } },
            "none": { "contexts": {} }
          },
          "resolutionOrder": [
            { "$ref": "#/sets/v" },
            { "$ref": "#/modifiers/mood" },
            { "type": "set", "sources": [] },
            { "type": "set", "name": "s", "sources": [ { "$ref": "#/modifiers/mode" } ] },
            { "$ref": "#/sets/s" }
          ]
        }
        """, files: files) == [
            ##"themes/acme.resolver.json:2:14: error: expected 'version' to be "2025.10", found '2025-11-01'"##,
            "themes/acme.resolver.json:3:3: error: unknown resolver key 'composition'; 2025.10 calls it 'resolutionOrder'",
            "themes/acme.resolver.json:6:35: error: set 's' includes itself: s -> t -> s",
            "themes/acme.resolver.json:6:59: error: cannot read 'missing.tokens.json' (paths are relative to the resolver's folder)",
            "themes/acme.resolver.json:7:60: error: unknown set key 'descripton'; did you mean 'description'?",
            "themes/acme.resolver.json:10:67: error: expected 'default' to be one of the contexts of modifier 'mode' (light, dark), found 'Light'; did you mean 'light'?",
            "themes/acme.resolver.json:12:27: error: modifier 'none' has no contexts",
            "themes/acme.resolver.json:15:15: error: there is no set 'v'; did you mean 's'?",
            "themes/acme.resolver.json:16:15: error: there is no modifier 'mood'; did you mean 'mode'?",
            ##"themes/acme.resolver.json:17:5: error: an inline set or modifier in resolutionOrder needs a "name""##,
            "themes/acme.resolver.json:18:58: error: '#/modifiers/mode': only resolutionOrder may refer to a modifier",
            "themes/acme.resolver.json:19:15: error: the name 's' is already used in resolutionOrder (at themes/acme.resolver.json:18:30); names there must be unique",
            "themes/broken.tokens.json:1:8: error: invalid JSON: expected a value, found '}'",
            ##"themes/names.tokens.json:1:3: error: token name 'a.b' must not contain '.'; nest it instead: "a": {"b": …}"##,
        ])
    }

    @Test func aResolverWithoutResolutionOrderOrVersion() {
        #expect(parseErrors(##"{ "sets": {} }"##) == [
            ##"themes/acme.resolver.json:1:1: error: the resolver is missing "version": add "version": "2025.10""##,
            ##"themes/acme.resolver.json:1:1: error: the resolver is missing "resolutionOrder": list its sets and modifiers, like [{"$ref": "#/sets/base"}]"##,
        ])
    }

    /// `$ref` file paths reach the loader with `.` and `name/..` taken
    /// out, each file read once; `../` only within the folder given.
    @Test func refPathsAreNormalizedAndStayInTheirFolder() throws {
        let text = """
        {
          "version": "2025.10",
          "sets": { "base": { "sources": [
            { "$ref": "./base.tokens.json" }, { "$ref": "sub/../base.tokens.json" }, { "$ref": "../shared.tokens.json#/palette" },
            { "$ref": "./accent/forest.tokens.json" }
          ] } },
          "resolutionOrder": [ { "$ref": "#/sets/base" } ]
        }
        """
        var asked: [String] = []
        let document = try DTCGResolverDocument.parse(DTCGFile(path: "tokens/themes/acme.resolver.json", text: text), within: "tokens") { path in
            asked.append(path)
            let name = path.hasPrefix("../") ? String(path.dropFirst(3)) : path
            return Self.files[name].map { DTCGFile(path: "tokens/" + name, text: $0) }
        }
        #expect(asked == ["base.tokens.json", "../shared.tokens.json", "accent/forest.tokens.json"])
        let set = try document.resolve([:])
        #expect(set["palette.ratio"] == nil)
        #expect(set["ratio"]?.value == .number(1.5))
        #expect(hex(set["color.text"]) == "#000000")

        // Without a folder, the resolver's own is the limit.
        do {
            _ = try DTCGResolverDocument.parse(DTCGFile(path: "tokens/themes/acme.resolver.json", text: text)) { path in
                Self.files[path].map { DTCGFile(path: "tokens/themes/" + path, text: $0) }
            }
            Issue.record("expected a failure")
        } catch {
            #expect(error.diagnostics.map(\.description) == [
                "tokens/themes/acme.resolver.json:4:88: error: '../shared.tokens.json' is outside 'tokens/themes/': a resolver may only name token files inside it",
            ])
        }
    }
}
