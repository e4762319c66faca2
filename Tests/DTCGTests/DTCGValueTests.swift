import Basics
@testable import DTCG
@testable import PreviewRenderer
import Testing
import ThemeTokens

/// Values of each DTCG type, as `DTCGReader` reads them.
struct DTCGValueTests {
    func value(_ type: String, _ json: String, extra: String = "") throws -> DTCGValue {
        let set = try DTCGReader.read([DTCGFile(path: "t.json", text: """
        { "t": { "$type": "\(type)", "$value": \(json) }\(extra) }
        """)])
        return try #require(set["t"]).value
    }

    func color(_ json: String) throws -> DTCGColor {
        guard case .color(let color) = try value("color", json) else {
            Issue.record("not a color")
            return DTCGColor(colorSpace: "", components: [])
        }
        return color
    }

    @Test func colorObjects() throws {
        let red = try color(##"{ "colorSpace": "srgb", "components": [1, 0, 0.2], "alpha": 0.3, "hex": "#ff0033" }"##)
        #expect(red == DTCGColor(colorSpace: "srgb", components: [1, 0, 0.2], alpha: 0.3, hex: "#ff0033"))
        #expect(red.srgb == Color(red: 255, green: 0, blue: 51, alpha: 0.3))

        let plain = try color(##"{ "colorSpace": "srgb", "components": [0.235, 0.235, 0.263] }"##)
        #expect(plain.alpha == 1)
        #expect(plain.hex == nil)
        #expect(plain.srgb == Color(red: 60, green: 60, blue: 67))
    }

    @Test func otherColorSpacesKeepTheirComponentsBesideTheSRGBColorShown() throws {
        let oklch = try color(##"{ "colorSpace": "oklch", "components": [0.7, 0.15, "none"], "alpha": 0.5 }"##)
        #expect(oklch == DTCGColor(colorSpace: "oklch", components: [0.7, 0.15, 0], alpha: 0.5, noneComponents: [2]))
        // oklch(0.7 0.15 none) converts as hue 0, inside sRGB: #E7729B
        // (coloraide 8.13: 231.27, 114.45, 154.52).
        var shown = Color(red: 0xE7, green: 0x72, blue: 0x9B, alpha: 0.5)
        shown.original = OriginalColor(space: .oklch, components: [0.7, 0.15, nil], alpha: 0.5)
        #expect(oklch.srgb == shown)
        #expect(oklch.srgb?.original?.css == "oklch(0.7 0.15 none / 0.5)")
        #expect(oklch.json == .object([("colorSpace", .string("oklch")),
                                       ("components", .array([.number(0.7), .number(0.15), .string("none")])),
                                       ("alpha", .number(0.5))]))

        let p3 = try color(##"{ "colorSpace": "display-p3", "components": [1, 0, 0], "hex": "#ff0b0c" }"##)
        #expect(p3.colorSpace == "display-p3")
        #expect(p3.srgb?.hex == "#FF0B0C")
        #expect(p3.srgb?.original == OriginalColor(space: .displayP3, components: [1, 0, 0]))
        #expect(p3.srgb?.isOutsideSRGB == true)
    }

    @Test func componentsOutsideTheirSpaceRangesAreErrorsThatSayWhatToWrite() throws {
        func problem(_ json: String) -> String {
            do {
                _ = try value("color", json)
                return "no error"
            } catch let failure as BuildFailure {
                return failure.diagnostics.map(\.message).joined(separator: " | ")
            } catch {
                return "\(error)"
            }
        }
        #expect(problem(##"{ "colorSpace": "oklch", "components": [62, 0.2, 30] }"##)
            == "expected oklch lightness from 0 to 1, found 62; oklch lightness is a fraction: write 0.62 for 62%")
        #expect(problem(##"{ "colorSpace": "hsl", "components": [210, 150, 40] }"##)
            == "expected hsl saturation from 0 to 100, found 150")
        #expect(problem(##"{ "colorSpace": "lch", "components": [50, -3, 30] }"##)
            == "expected lch chroma to be 0 or more, found -3")
        #expect(problem(##"{ "colorSpace": "display-p3", "components": [255, 0, 0] }"##)
            == "expected display-p3 red from 0 to 1, found 255; divide 0-255 values by 255")
        // Hues are read modulo 360; XYZ is not bounded (white's Z is 1.089).
        #expect(problem(##"{ "colorSpace": "hsl", "components": [390, 50, 40] }"##) == "no error")
        #expect(problem(##"{ "colorSpace": "xyz-d65", "components": [0.9505, 1, 1.089] }"##) == "no error")
    }

    @Test func hexStrings() throws {
        let translucent = try color(##""#3C3C4399""##)
        #expect(translucent.colorSpace == "srgb")
        let expected: [Double] = [60.0 / 255, 60.0 / 255, 67.0 / 255]
        #expect(translucent.components == expected)
        #expect(translucent.alpha == 0.6)
        #expect(translucent.hex == "#3c3c43")
        #expect(translucent.srgb == Color(red: 60, green: 60, blue: 67, alpha: 0.6))

        #expect(try color(##""#2596BE""##).srgb == Color(red: 0x25, green: 0x96, blue: 0xBE))
        let short = try color(##""#f80""##)
        #expect(short.hex == "#ff8800")
        #expect(short.srgb == Color(red: 255, green: 136, blue: 0))
    }

    @Test func dimensionsDurationsNumbersAndCurves() throws {
        #expect(try value("dimension", ##"{ "value": 0.5, "unit": "rem" }"##) == .dimension(DTCGDimension(value: 0.5, unit: "rem")))
        #expect(try value("dimension", ##"{ "value": -2, "unit": "px" }"##) == .dimension(DTCGDimension(value: -2, unit: "px")))
        #expect(try value("duration", ##"{ "value": 1.5, "unit": "s" }"##) == .duration(value: 1.5, unit: "s"))
        #expect(try value("number", "2.3") == .number(2.3))
        #expect(try value("cubicBezier", "[0.5, -1, 1, 2]") == .cubicBezier([0.5, -1, 1, 2]))
    }

    @Test func fontFamiliesAndWeights() throws {
        #expect(try value("fontFamily", ##""Comic Sans MS""##) == .fontFamily(["Comic Sans MS"]))
        #expect(try value("fontFamily", ##"["Helvetica", "{base}", "sans-serif"]"##,
                          extra: ##", "base": { "$type": "fontFamily", "$value": ["Arial", "Roboto"] }"##)
                == .fontFamily(["Helvetica", "Arial", "Roboto", "sans-serif"]))
        #expect(try value("fontWeight", "350") == .fontWeight(350))
        let names: [(String, Int)] = [
            ("thin", 100), ("hairline", 100), ("extra-light", 200), ("ultra-light", 200), ("light", 300),
            ("normal", 400), ("regular", 400), ("book", 400), ("medium", 500), ("semi-bold", 600), ("demi-bold", 600),
            ("bold", 700), ("extra-bold", 800), ("ultra-bold", 800), ("black", 900), ("heavy", 900),
            ("extra-black", 950), ("ultra-black", 950),
        ]
        for (name, weight) in names {
            #expect(try value("fontWeight", "\"\(name)\"") == .fontWeight(weight), "\(name)")
        }
    }

    @Test func shadowsAreListsOneObjectOrLayeredWithReferences() throws {
        let black = DTCGColor(colorSpace: "srgb", components: [0, 0, 0], alpha: 0.5)
        let px = { (value: Double) in DTCGDimension(value: value, unit: "px") }
        let single = try value("shadow", """
        { "color": { "colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.5 },
          "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 2, "unit": "px" },
          "blur": { "value": 4, "unit": "px" }, "spread": { "value": 0, "unit": "px" }, "inset": true }
        """)
        #expect(single == .shadow([DTCGShadow(color: black, offsetX: px(0), offsetY: px(2), blur: px(4), spread: px(0), inset: true)]))

        let layered = try value("shadow", """
        [
          "{base}",
          { "color": "#0000ff", "offsetX": { "value": 1, "unit": "px" }, "offsetY": { "value": 1, "unit": "px" },
            "blur": { "value": 0, "unit": "px" }, "spread": { "value": 0, "unit": "px" } }
        ]
        """, extra: """
        , "base": { "$type": "shadow", "$value": [
            { "color": "#00000080", "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 1, "unit": "px" },
              "blur": { "value": 2, "unit": "px" }, "spread": { "value": 0, "unit": "px" } },
            { "color": "#0000001a", "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 8, "unit": "px" },
              "blur": { "value": 16, "unit": "px" }, "spread": { "value": -4, "unit": "px" } } ] }
        """)
        guard case .shadow(let shadows) = layered else {
            Issue.record("not a shadow")
            return
        }
        #expect(shadows.map(\.offsetY) == [px(1), px(8), px(1)])
        #expect(shadows.map(\.spread) == [px(0), px(-4), px(0)])
        let alphas: [Double?] = [128.0 / 255, 26.0 / 255, 1]
        #expect(shadows.map { $0.color.srgb?.alpha } == alphas)
        #expect(shadows.allSatisfy { !$0.inset })
    }

    @Test func typographyWithOptionalSpacingAndLineHeight() throws {
        #expect(try value("typography", """
        { "fontFamily": "Roboto", "fontSize": { "value": 42, "unit": "px" }, "fontWeight": 700,
          "letterSpacing": { "value": 0.1, "unit": "px" }, "lineHeight": 1.2 }
        """) == .typography(DTCGTypography(fontFamily: ["Roboto"], fontSize: DTCGDimension(value: 42, unit: "px"),
                                           fontWeight: 700, letterSpacing: DTCGDimension(value: 0.1, unit: "px"), lineHeight: 1.2)))
        #expect(try value("typography", ##"{ "fontFamily": ["A", "B"], "fontSize": { "value": 1, "unit": "rem" }, "fontWeight": "light" }"##)
                == .typography(DTCGTypography(fontFamily: ["A", "B"], fontSize: DTCGDimension(value: 1, unit: "rem"), fontWeight: 300)))
    }

    @Test func strokeBorderTransitionAndGradientAreResolvedJSON() throws {
        let extra = """
        , "ink": { "$type": "color", "$value": "#123456" },
          "thin": { "$type": "dimension", "$value": { "value": 1, "unit": "px" } }
        """
        #expect(try value("strokeStyle", ##""dashed""##) == .other(.string("dashed")))
        #expect(try value("border", ##"{ "color": "{ink}", "width": "{thin}", "style": "solid" }"##, extra: extra).json.serialized()
                == ##"{"color":{"colorSpace":"srgb","components":[0.07058823529411765,0.20392156862745098,0.33725490196078434],"alpha":1,"hex":"#123456"},"width":{"value":1,"unit":"px"},"style":"solid"}"##)
        #expect(try value("transition", """
        { "duration": { "value": 200, "unit": "ms" }, "delay": { "value": 0, "unit": "ms" }, "timingFunction": [0.5, 0, 1, 1] }
        """).json.serialized() == ##"{"duration":{"value":200,"unit":"ms"},"delay":{"value":0,"unit":"ms"},"timingFunction":[0.5,0,1,1]}"##)
        #expect(try value("gradient", ##"[{ "color": "#ff0000", "position": 0 }, { "color": "{ink}", "position": 1 }]"##, extra: extra)
                .json[1]?["color"]?["hex"] == .string("#123456"))
        #expect(try value("strokeStyle", ##"{ "dashArray": ["{thin}", { "value": 0.25, "unit": "rem" }], "lineCap": "round" }"##, extra: extra).json.serialized()
                == ##"{"dashArray":[{"value":1,"unit":"px"},{"value":0.25,"unit":"rem"}],"lineCap":"round"}"##)
    }
}
