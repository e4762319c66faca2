import DTCG
import Testing
@testable import TokensStudio

struct StudioColorTextTests {
    func color(_ text: String) throws -> DTCGColor { try StudioColorText.parse(text) }

    @Test func hexInEveryLength() throws {
        #expect(try color("#f0a") == DTCGColor(colorSpace: "srgb", components: [1, 0, 170.0 / 255], hex: "#ff00aa"))
        #expect(try color("#f0a8") == DTCGColor(colorSpace: "srgb", components: [1, 0, 170.0 / 255], alpha: 136.0 / 255, hex: "#ff00aa"))
        #expect(try color("#FF00AA") == DTCGColor(colorSpace: "srgb", components: [1, 0, 170.0 / 255], hex: "#ff00aa"))
        #expect(try color("#ff00aa33") == DTCGColor(colorSpace: "srgb", components: [1, 0, 170.0 / 255], alpha: 51.0 / 255, hex: "#ff00aa"))
    }

    @Test func functions() throws {
        #expect(try color("rgb(255, 128, 0)") == DTCGColor(colorSpace: "srgb", components: [1, 128.0 / 255, 0], hex: "#ff8000"))
        #expect(try color("rgba(255 128 0 / 25%)") == DTCGColor(colorSpace: "srgb", components: [1, 128.0 / 255, 0], alpha: 0.25, hex: "#ff8000"))
        #expect(try color("rgb(50%, 0%, 100%)") == DTCGColor(colorSpace: "srgb", components: [0.5, 0, 1]))
        #expect(try color("rgba(#000000, 0.4)") == DTCGColor(colorSpace: "srgb", components: [0, 0, 0], alpha: 0.4, hex: "#000000"))
        #expect(try color("hsla(200, 40%, 30%, 0.5)") == DTCGColor(colorSpace: "hsl", components: [200, 40, 30], alpha: 0.5))
        #expect(try color("color(display-p3 1 0 none / 0.5)") == DTCGColor(colorSpace: "display-p3", components: [1, 0, 0], alpha: 0.5, noneComponents: [2]))
        #expect(try color("transparent") == DTCGColor(colorSpace: "srgb", components: [0, 0, 0], alpha: 0, hex: "#000000"))
    }

    /// What a reference inside text is replaced with reads back the same.
    @Test func textRoundTrips() throws {
        for text in ["#ff00aa", "#ff00aa80", "color(display-p3 1 0.5 0 / 0.25)", "color(srgb 0 0 1 / 0.5)"] {
            #expect(StudioColorText.text(try color(text)) == text)
        }
    }

    @Test func problems() {
        func message(_ text: String) -> String? {
            do { _ = try StudioColorText.parse(text); return nil } catch { return error.message }
        }
        #expect(message("#12") == "'#12' is not a hex color (#rgb, #rgba, #rrggbb or #rrggbbaa)")
        #expect(message("red") == "expected a color (#rrggbb, rgb(), rgba(), hsl(), hsla()), found 'red'")
        #expect(message("lab(50 0 0)") == "'lab()' is not a color function Tokens Studio reads (rgb, rgba, hsl, hsla)")
        #expect(message("rgb(1, 2)") == "rgb() takes 3 channels and an optional alpha, or a color and an alpha (rgb(#000000, 0.5)); found '1, 2'")
        #expect(message("rgb(1, x, 2)") == "rgb()'s channels must be numbers 0 to 255 or percentages, found 'x'")
        #expect(message("hsl(a, 1%, 2%)") == "hsl()'s hue must be a number of degrees, found 'a'")
    }
}
