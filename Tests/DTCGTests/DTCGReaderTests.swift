@testable import Basics
@testable import DTCG
@testable import PreviewRenderer
import Testing
import ThemeTokens

/// Reading DTCG 2025.10 token files: types, aliases, JSON Pointers, groups,
/// extensions and merging.
struct DTCGReaderTests {
    func read(_ text: String, file: String = "tokens.json") throws -> DTCGTokenSet {
        try DTCGReader.read([DTCGFile(path: file, text: text)])
    }

    func srgb(_ r: Double, _ g: Double, _ b: Double, alpha: Double = 1, hex: String? = nil) -> DTCGValue {
        .color(DTCGColor(colorSpace: "srgb", components: [r, g, b], alpha: alpha, hex: hex))
    }

    @Test func typeComesFromTheTokenTheNearestGroupOrTheAliasedToken() throws {
        let set = try read("""
        {
          "color": {
            "$type": "color",
            "red": { "$value": "#ff0000" },
            "nested": {
              "size": { "$type": "number", "$value": 2 },
              "blue": { "$value": "#0000ff" }
            }
          },
          "alias": { "$value": "{color.red}" }
        }
        """)
        #expect(set.tokens.map(\.name) == ["color.red", "color.nested.size", "color.nested.blue", "alias"])
        #expect(set.tokens.map(\.type) == [.color, .number, .color, .color])
        #expect(set["alias"]?.value == srgb(1, 0, 0, hex: "#ff0000"))
        #expect(set["color.nested.size"]?.value == .number(2))
        #expect(set["color.nested.blue"]?.path == ["color", "nested", "blue"])
        #expect(set["alias"]?.location == SourceLocation(line: 10, column: 3))
        #expect(set["alias"]?.file == "tokens.json")
        #expect(set["missing"] == nil)
    }

    @Test func aliasChainsAreFollowed() throws {
        let set = try read("""
        {
          "base": { "primary": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } } },
          "semantic": {
            "link": { "$value": "{semantic.brand}" },
            "brand": { "$value": "{base.primary}" }
          }
        }
        """)
        #expect(set["semantic.link"]?.type == .dimension)
        #expect(set["semantic.link"]?.value == .dimension(DTCGDimension(value: 4, unit: "px")))
        #expect(set["semantic.brand"]?.value == .dimension(DTCGDimension(value: 4, unit: "px")))
    }

    @Test func aliasesInsideCompositeValues() throws {
        let set = try read("""
        {
          "color": { "$type": "color", "black": { "$value": "#00000080" } },
          "size": { "$type": "dimension", "body": { "$value": { "value": 1, "unit": "rem" } },
                    "zero": { "$value": { "value": 0, "unit": "px" } } },
          "font": { "serif": { "$type": "fontFamily", "$value": ["Georgia", "serif"] },
                    "bold": { "$type": "fontWeight", "$value": "bold" } },
          "shadow": {
            "$type": "shadow",
            "card": { "$value": { "color": "{color.black}", "offsetX": "{size.zero}", "offsetY": { "value": 2, "unit": "px" },
                                  "blur": { "value": 8, "unit": "px" }, "spread": "{size.zero}" } }
          },
          "text": {
            "body": { "$type": "typography",
                      "$value": { "fontFamily": "{font.serif}", "fontSize": "{size.body}", "fontWeight": "{font.bold}", "lineHeight": 1.5 } }
          }
        }
        """)
        let zero = DTCGDimension(value: 0, unit: "px")
        let black = DTCGColor(colorSpace: "srgb", components: [0, 0, 0], alpha: 128.0 / 255, hex: "#000000")
        #expect(set["shadow.card"]?.value == .shadow([
            DTCGShadow(color: black, offsetX: zero, offsetY: DTCGDimension(value: 2, unit: "px"),
                       blur: DTCGDimension(value: 8, unit: "px"), spread: zero),
        ]))
        #expect(set["text.body"]?.value == .typography(DTCGTypography(
            fontFamily: ["Georgia", "serif"], fontSize: DTCGDimension(value: 1, unit: "rem"), fontWeight: 700, lineHeight: 1.5)))
    }

    @Test func jsonPointersReachIntoValuesAfterResolvingTheirAliases() throws {
        let set = try read("""
        {
          "color": {
            "$type": "color",
            "base": { "$value": { "colorSpace": "srgb", "components": [0.2, 0.4, 0.8] } },
            "blue": { "$value": "{color.base}" },
            "legacy": { "$value": "#ff8000" },
            "mixed": { "$value": { "colorSpace": "srgb",
                                   "components": [{ "$ref": "#/color/blue/$value/components/0" }, { "$ref": "#/color/legacy/$value/components/1" }, 0.5] } },
            "whole": { "$ref": "#/color/blue" }
          },
          "hue": { "$type": "number", "$value": { "$ref": "#/color/blue/$value/components/2" } },
          "space": { "$ref": "#/color/legacy/$value/colorSpace", "$type": "fontFamily" }
        }
        """)
        #expect(set["color.mixed"]?.value == srgb(0.2, 128.0 / 255, 0.5))
        #expect(set["hue"]?.value == .number(0.8))
        #expect(set["color.whole"]?.type == .color)
        #expect(set["color.whole"]?.value == srgb(0.2, 0.4, 0.8))
        #expect(set["space"]?.value == .fontFamily(["srgb"]))
    }

    @Test func extendsInheritsAGroupsTokensAndLocalOnesOverride() throws {
        let set = try read("""
        {
          "palette": {
            "$type": "color",
            "button": {
              "background": { "$value": "#0066cc" },
              "text": { "$value": "#ffffff" },
              "border": { "width": { "$type": "dimension", "$value": { "value": 1, "unit": "px" } },
                          "color": { "$value": "#000000" } }
            }
          },
          "button-primary": {
            "$extends": "{palette.button}",
            "background": { "$value": "#cc0066" },
            "border": { "color": { "$value": "#333333" } },
            "focus": { "$value": "#ff3399" }
          }
        }
        """)
        #expect(set.tokens.map(\.name).filter { $0.hasPrefix("button-primary") } == [
            "button-primary.background", "button-primary.text", "button-primary.border.width",
            "button-primary.border.color", "button-primary.focus",
        ])
        #expect(set["button-primary.background"]?.value == srgb(0.8, 0, 0.4, hex: "#cc0066"))
        #expect(set["button-primary.text"]?.value == srgb(1, 1, 1, hex: "#ffffff"))
        #expect(set["button-primary.text"]?.location == SourceLocation(line: 6, column: 7))
        #expect(set["button-primary.border.width"]?.type == .dimension)
        #expect(set["button-primary.border.color"]?.value == srgb(0.2, 0.2, 0.2, hex: "#333333"))
        #expect(set["button-primary.focus"]?.type == .color)
    }

    @Test func rootTokensAreNamedDollarRoot() throws {
        let set = try read("""
        {
          "spacing": {
            "$type": "dimension",
            "$root": { "$value": { "value": 16, "unit": "px" } },
            "small": { "$value": { "value": 8, "unit": "px" } }
          },
          "gap": { "$value": "{spacing.$root}" }
        }
        """)
        #expect(set.tokens.map(\.name) == ["spacing.$root", "spacing.small", "gap"])
        #expect(set["spacing.$root"]?.path == ["spacing", "$root"])
        #expect(set["gap"]?.value == .dimension(DTCGDimension(value: 16, unit: "px")))
    }

    @Test func descriptionDeprecatedAndExtensionsAreKeptAsWritten() throws {
        let set = try read("""
        {
          "$extensions": { "com.example.top": 1 },
          "button": {
            "$type": "color",
            "$deprecated": "Use the action group",
            "$extensions": { "org.example.tool-a": { "turn-up-to-11": true, "z": [1, 2.5, null, "x"], "a": {} } },
            "background": {
              "$value": "#777777",
              "$description": "Buttons at rest.",
              "$extensions": { "org.example.tool-b": { "b": 2, "a": 1 }, "com.figma": "VariableID:1:2" }
            },
            "focus": { "$value": "#70c0ff", "$deprecated": false }
          }
        }
        """)
        let background = try #require(set["button.background"])
        #expect(background.description == "Buttons at rest.")
        #expect(background.deprecated == .string("Use the action group"))
        #expect(background.extensions?.serialized() == #"{"org.example.tool-b":{"b":2,"a":1},"com.figma":"VariableID:1:2"}"#)
        #expect(background.extensions?["com.figma"]?.stringValue == "VariableID:1:2")
        #expect(set["button.focus"]?.deprecated == .bool(false))
        #expect(set["button.focus"]?.extensions == nil)
        #expect(set.groupExtensions["button"]?.serialized() == #"{"org.example.tool-a":{"turn-up-to-11":true,"z":[1,2.5,null,"x"],"a":{}}}"#)
        #expect(set.groupExtensions[""]?.serialized() == #"{"com.example.top":1}"#)
    }

    @Test func laterFilesWinPerTokenAndKeepTheFirstPlace() throws {
        let set = try DTCGReader.read([
            DTCGFile(path: "base.tokens.json", text: """
            {
              "color": {
                "$type": "color",
                "text": { "$value": "#000000", "$description": "Body text" },
                "link": { "$value": "#0000ee" }
              }
            }
            """),
            DTCGFile(path: "brand.tokens.json", text: """
            {
              "color": {
                "text": { "$value": "#111111" },
                "accent": { "$value": "{color.link}" }
              },
              "size": { "$type": "number", "ratio": { "$value": 1.25 } }
            }
            """),
        ])
        #expect(set.tokens.map(\.name) == ["color.text", "color.link", "color.accent", "size.ratio"])
        let text = try #require(set["color.text"])
        #expect(text.value == srgb(17.0 / 255, 17.0 / 255, 17.0 / 255, hex: "#111111"))
        #expect(text.description == nil)
        #expect(text.file == "brand.tokens.json")
        #expect(text.location == SourceLocation(line: 3, column: 5))
        #expect(set["color.accent"]?.value == srgb(0, 0, 238.0 / 255, hex: "#0000ee"))
    }

    @Test func jsonThatYAMLReadsDifferentlyIsReadAsJSON() throws {
        let set = try read("{\"n\":{\"$type\":\"number\",\"a\":{\"$value\":1e3},\"b\":{\"$value\":-0.5E-1}},\t\"f\":{\"$type\":\"fontFamily\",\"e\":{\"$value\":\"\\ud83d\\ude00 \\u00e9\\/ yes\"},\"t\":{\"$value\":\"true\"}, \"x\": {\"$value\": \"~\"}}}")
        #expect(set["n.a"]?.value == .number(1000))
        #expect(set["n.b"]?.value == .number(-0.05))
        #expect(set["f.e"]?.value == .fontFamily(["😀 é/ yes"]))
        #expect(set["f.t"]?.value == .fontFamily(["true"]))
        #expect(set["f.x"]?.value == .fontFamily(["~"]))
        // Columns after a surrogate pair escape are those of the file.
        #expect(set["f.t"]?.location == SourceLocation(line: 1, column: 137))
    }

    @Test func tabsAndWindowsLineEndingsKeepTheirPositions() throws {
        let set = try read("\t{\r\n\t\"$schema\": \"https://www.designtokens.org/schemas/2025.10.json\",\r\n\t\"gap\":\t{ \"$type\": \"number\", \"$value\": 4 }\r\n}\r\n")
        #expect(set["gap"]?.location == SourceLocation(line: 3, column: 2))
        #expect(set.tokens.count == 1)
    }

    @Test func jsonValueSerializesCompactlyInKeyOrder() {
        let value = JSONValue.object([("b", .number(2)), ("a", .array([.number(1.5), .bool(true), .null, .string("q\"\\\n\u{1}é")]))])
        #expect(value.serialized() == #"{"b":2,"a":[1.5,true,null,"q\"\\\n\u0001é"]}"#)
        #expect(value != JSONValue.object([("a", .array([.number(1.5), .bool(true), .null, .string("q\"\\\n\u{1}é")])), ("b", .number(2))]))
        #expect(Set([value, value]).count == 1)
        #expect(value["b"]?.numberValue == 2)
        #expect(value["a"]?[1]?.boolValue == true)
    }
}
