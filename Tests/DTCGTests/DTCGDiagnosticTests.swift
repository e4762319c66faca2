@testable import DTCG
@testable import PreviewRenderer
import Testing

/// What `DTCGReader` reports for files a person must fix: every problem at
/// once, at its file, line and column, saying what was expected.
struct DTCGDiagnosticTests {
    func errors(_ text: String, file: String = "tokens.json") -> [String] {
        errors([(file, text)])
    }

    func errors(_ files: [(String, String)]) -> [String] {
        do {
            let set = try DTCGReader.read(files.map { DTCGFile(path: $0.0, text: $0.1) })
            Issue.record("expected a failure, got \(set.tokens.map(\.name))")
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test func invalidJSONSaysWhereAndWhat() {
        let cases: [(String, String)] = [
            ("{\n  \"a\": 1 \"b\": 2\n}", "t.json:2:10: error: invalid JSON: expected ',' or '}', found the string \"b\"; is a ',' missing?"),
            ("{'a': 1}", "t.json:1:2: error: invalid JSON: unexpected '''; strings and keys need double quotes"),
            ("{\"a\": tru}", "t.json:1:7: error: invalid JSON: invalid value 'tru'"),
            ("{\n  \"a\": {\n    \"b\": 1\n  }\n", "t.json:4:4: error: invalid JSON: unexpected end of file: the '{' at line 1, column 1 is never closed"),
            ("{\"a\": \"x\ny\"}", "t.json:1:7: error: invalid JSON: line break in a string: write \\n, or close the string with '\"'"),
            ("{\"a\": 1, // note\n}", "t.json:1:10: error: invalid JSON: comments are not allowed in JSON; remove the '//' comment"),
            ("{\"a\": True}", "t.json:1:7: error: invalid JSON: unexpected 'True'; write true"),
            ("{\"a\": [1 2]}", "t.json:1:10: error: invalid JSON: expected ',' or ']', found '2'; is a ',' missing?"),
            ("{\"a\": 01}", "t.json:1:7: error: invalid JSON: invalid number '01'"),
            ("{\"é\": \"\\q\"}", "t.json:1:8: error: invalid JSON: invalid escape sequence '\\q'"),
            ("{\"a\": \"\\ud83d\"}", "t.json:1:8: error: invalid JSON: unpaired surrogate escape '\\ud83d'"),
            ("{\"a\": 1}}", "t.json:1:9: error: invalid JSON: unexpected '}' after the end of the JSON value"),
            ("{\"a\" 1}", "t.json:1:6: error: invalid JSON: expected ':' after the key \"a\", found '1'"),
            ("  \n", "t.json:1:1: error: invalid JSON: the file is empty"),
        ]
        for (text, expected) in cases {
            #expect(errors(text, file: "t.json") == [expected], "\(text)")
        }
    }

    @Test func duplicateKeysAreReportedWhereTheSecondIs() {
        #expect(errors("""
        {
          "color": {
            "$type": "color",
            "text": { "$value": "#000000" },
            "link": { "$value": "#0000ee" },
            "text": { "$value": "#111111" }
          }
        }
        """) == ["tokens.json:6:5: error: duplicate key 'text' (first at line 4, column 5)"])
    }

    @Test func topLevelMustBeAnObject() {
        #expect(errors("[1, 2]") == ["tokens.json:1:1: error: expected an object of tokens and groups, found a list"])
    }

    @Test func tokenWithoutAType() {
        #expect(errors("""
        {
          "size": {
            "gap": { "$value": { "value": 4, "unit": "px" } }
          }
        }
        """) == [#"tokens.json:3:5: error: token 'size.gap' has no type: add "$type" to it or to a group above it"#])
    }

    @Test func aliasToNothingSuggestsTheNearestName() {
        #expect(errors("""
        {
          "color": {
            "$type": "color",
            "primary": { "$value": "#2596be" },
            "link": { "$value": "{color.primry}" },
            "visited": { "$value": "{colour.purple}" },
            "accent": { "$value": "{color}" }
          }
        }
        """) == [
            "tokens.json:5:25: error: alias '{color.primry}' points to nothing: there is no token 'color.primry'; did you mean 'color.primary'?",
            "tokens.json:6:28: error: alias '{colour.purple}' points to nothing: there is no token 'colour.purple'",
            "tokens.json:7:27: error: alias '{color}' names a group, not a token",
        ])
    }

    @Test func aliasCyclesAreNamedHopByHop() {
        #expect(errors("""
        {
          "color": {
            "$type": "color",
            "a": { "$value": "{color.b}" },
            "b": { "$value": "{color.a}" },
            "c": { "$value": "{color.a}" },
            "self": { "$value": { "colorSpace": "srgb", "components": [{ "$ref": "#/color/self/$value/components/1" }, 0, 0] } }
          },
          "shadow": {
            "x": { "$type": "shadow", "$value": { "color": "{shadow.y}", "offsetX": { "value": 0, "unit": "px" },
                   "offsetY": { "value": 0, "unit": "px" }, "blur": { "value": 0, "unit": "px" }, "spread": { "value": 0, "unit": "px" } } },
            "y": { "$value": "{shadow.x}" }
          }
        }
        """) == [
            "tokens.json:4:22: error: alias cycle: color.a -> color.b -> color.a",
            "tokens.json:7:74: error: alias cycle: color.self -> color.self",
            "tokens.json:10:52: error: alias cycle: shadow.x -> shadow.y -> shadow.x",
        ])
    }

    @Test func malformedColorsSayWhatWasExpected() {
        #expect(errors("""
        {
          "color": {
            "$type": "color",
            "short": { "$value": "#12" },
            "named": { "$value": "red" },
            "bytes": { "$value": { "colorSpace": "srgb", "components": [255, 128, 0] } },
            "space": { "$value": { "colorSpace": "sRGB", "components": [1, 0, 0], "hex": "#ff000080" } },
            "missing": { "$value": { "components": [1, 0, 0] } }
          }
        }
        """) == [
            "tokens.json:4:26: error: expected a color object {colorSpace, components} or a hex string like #2596BE, found '#12'",
            "tokens.json:5:26: error: expected a color object {colorSpace, components} or a hex string like #2596BE, found 'red'",
            "tokens.json:6:65: error: expected srgb red from 0 to 1, found 255; divide 0-255 values by 255",
            "tokens.json:6:70: error: expected srgb green from 0 to 1, found 128; divide 0-255 values by 255",
            "tokens.json:7:42: error: unknown color space 'sRGB'; did you mean 'srgb'?",
            #"tokens.json:7:82: error: expected 'hex' to be a 6-digit color like #2596be (alpha goes in "alpha"), found '#ff000080'"#,
            #"tokens.json:8:28: error: the color object is missing "colorSpace""#,
        ])
    }

    @Test func unknownFontWeightNamesSuggestTheSpelling() {
        #expect(errors("""
        {
          "weight": {
            "$type": "fontWeight",
            "strong": { "$value": "semibold" },
            "loud": { "$value": "Bold" },
            "odd": { "$value": "fat" },
            "heavy": { "$value": 1200 }
          }
        }
        """) == [
            "tokens.json:4:27: error: unknown font weight 'semibold'; did you mean 'semi-bold'?",
            "tokens.json:5:25: error: unknown font weight 'Bold'; did you mean 'bold'?",
            "tokens.json:6:24: error: unknown font weight 'fat' (use a number from 1 to 1000 or one of thin, hairline, extra-light, ultra-light, light, normal, regular, book, medium, semi-bold, demi-bold, bold, extra-bold, ultra-bold, black, heavy, extra-black, ultra-black)",
            "tokens.json:7:26: error: expected a font weight from 1 to 1000 or a name such as 'bold', found 1200",
        ])
    }

    @Test func namesMustNotContainDotsOrBraces() {
        #expect(errors("""
        {
          "space.sm": { "$type": "number", "$value": 4 },
          "size": { "{big}": { "$type": "number", "$value": 8 } },
          "a.b.c": {}
        }
        """) == [
            #"tokens.json:2:3: error: token name 'space.sm' must not contain '.'; nest it instead: "space": {"sm": …}"#,
            "tokens.json:3:13: error: token name '{big}' must not contain '{'",
            "tokens.json:4:3: error: group name 'a.b.c' must not contain '.'",
        ])
    }

    @Test func everyProblemOfAFileIsReportedTogetherInPositionOrder() {
        #expect(errors("""
        {
          "color": {
            "$type": "color",
            "$descripton": "Brand colors",
            "text": { "$value": "#12" },
            "link": { "$value": "{color.txt}", "$desc": "Links" }
          },
          "size": {
            "gap": { "$type": "dimension", "$value": "16px" },
            "pad": { "$type": "dimension", "$value": { "value": 1, "unit": "em" } },
            "value": "4px"
          },
          "weight": { "$type": "fontWeight", "$value": "semibold" },
          "count": { "$value": 3 }
        }
        """) == [
            "tokens.json:4:5: error: unknown group property '$descripton'; did you mean '$description'?",
            "tokens.json:5:25: error: expected a color object {colorSpace, components} or a hex string like #2596BE, found '#12'",
            "tokens.json:6:25: error: alias '{color.txt}' points to nothing: there is no token 'color.txt'; did you mean 'color.text'?",
            "tokens.json:6:40: error: unknown token property '$desc' in token 'color.link' (token properties are $value, $type, $description, $deprecated, $extensions)",
            #"tokens.json:9:46: error: expected a dimension object like {"value": 16, "unit": "px"}, found '16px'; write {"value": 16, "unit": "px"}"#,
            "tokens.json:10:68: error: expected 'unit' to be 'px' or 'rem', found 'em'",
            #"tokens.json:11:14: error: 'value' needs a '$': write "$value" (DTCG 2025.10 prefixes token properties with '$')"#,
            "tokens.json:13:48: error: unknown font weight 'semibold'; did you mean 'semi-bold'?",
            #"tokens.json:14:3: error: token 'count' has no type: add "$type" to it or to a group above it"#,
        ])
    }

    @Test func problemsOfAllFilesAreReportedInFileOrder() {
        #expect(errors([
            ("base.json", """
            {
              "color": { "$type": "color", "text": { "$value": "#000" }, "bg": { "$value": "#fff" }, "link": { "$value": "{color.lnk}" } }
            }
            """),
            ("broken.json", "{ \"a\": }"),
            ("brand.json", """
            {
              "color": { "text": { "dark": { "$value": "#fff" } }, "bg": { "$type": "dimension", "$value": { "value": 1, "unit": "px" } } },
              "weight": { "$type": "fontWeight", "$value": "bolder" }
            }
            """),
        ]) == [
            "base.json:2:110: error: alias '{color.lnk}' points to nothing: there is no token 'color.lnk'; did you mean 'color.link'?",
            "broken.json:1:8: error: invalid JSON: expected a value, found '}'",
            "brand.json:2:14: error: 'color.text' is a token in base.json:2:32, so it cannot be a group here",
            "brand.json:2:73: error: token 'color.bg' is a 'color' in base.json:2:62, so it cannot become a 'dimension' here",
            "brand.json:3:48: error: unknown font weight 'bolder'; did you mean 'bold'?",
        ])
    }

    @Test func compositeAliasesMustNameTokensOfTheExpectedType() {
        #expect(errors("""
        {
          "size": { "$type": "dimension", "sm": { "$value": { "value": 2, "unit": "px" } } },
          "text": {
            "$type": "typography",
            "body": { "$value": { "fontFamily": "Inter", "fontSize": { "value": 1, "unit": "rem" }, "fontWeight": "{size.sm}" } }
          },
          "link": { "$type": "color", "$value": "{size.sm}" }
        }
        """) == [
            "tokens.json:5:107: error: '{size.sm}' is a dimension token, but a fontWeight is expected here",
            "tokens.json:7:41: error: '{size.sm}' is a dimension token, but a color is expected here",
        ])
    }

    @Test func extendsProblems() {
        #expect(errors("""
        {
          "a": { "$extends": "{b}" },
          "b": { "$extends": "{c}" },
          "c": { "$extends": "{a}" },
          "d": { "$extends": "{bb}" },
          "e": { "$extends": "{t}" },
          "f": { "inner": { "$extends": "{f}" } },
          "t": { "$type": "number", "$value": 1 }
        }
        """) == [
            #"tokens.json:2:22: error: "$extends" cycle: a -> b -> c -> a"#,
            "tokens.json:5:22: error: cannot extend 'bb': there is no such group; did you mean 'b'?",
            #"tokens.json:6:22: error: cannot extend 't': it is a token, and "$extends" must name a group"#,
            "tokens.json:7:33: error: group 'f.inner' cannot extend 'f', which contains it",
        ])
    }

    @Test func jsonPointerProblems() {
        #expect(errors("""
        {
          "color": { "$type": "color", "blue": { "$value": "#0066cc" } },
          "n": {
            "$type": "number",
            "a": { "$value": { "$ref": "#/color/blu/$value" } },
            "b": { "$value": { "$ref": "#/color/blue/components/0" } },
            "c": { "$value": { "$ref": "#/color/blue/$value/components/3" } },
            "d": { "$value": { "$ref": "other.tokens.json#/size" } },
            "e": { "$value": { "$ref": "#/color" } }
          }
        }
        """) == [
            "tokens.json:5:32: error: '#/color/blu/$value' points to nothing: 'color' has no 'blu'; did you mean 'blue'?",
            #"tokens.json:6:32: error: '#/color/blue/components/0' skips "$value": write '#/color/blue/$value/components/0'"#,
            "tokens.json:7:32: error: '#/color/blue/$value/components/3' points to nothing: 'color.blue/$value/components' has no item '3' (it has 3, from 0)",
            #"tokens.json:8:32: error: 'other.tokens.json#/size' points into another file; a token's "$ref" points into the token document, like '#/color/blue/$value'"#,
            "tokens.json:9:32: error: '#/color' points to the group 'color'; point to a token's value, like '#/color/token/$value'",
        ])
    }
}
