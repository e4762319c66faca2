import Testing
import ThemeTokens

/// `ColorText`: the colors a person types, read exactly, and errors that
/// say where and what.
struct ColorTextTests {
    func error(_ text: String) -> ColorTextError? {
        do {
            _ = try ColorText.parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func hexRgbAndSrgbGiveTheirChannels() throws {
        #expect(try ColorText.parse("#2596BE") == Color(red: 0x25, green: 0x96, blue: 0xBE))
        #expect(try ColorText.parse("  #2596be  ") == Color(red: 0x25, green: 0x96, blue: 0xBE))
        #expect(try ColorText.parse("rgb(37 150 190)") == Color(red: 37, green: 150, blue: 190))
        #expect(try ColorText.parse("RGBA(37, 150, 190, 0.5)") == Color(red: 37, green: 150, blue: 190, alpha: 0.5))
        #expect(try ColorText.parse("rgb(100% 50% 0%)") == Color(red: 255, green: 128, blue: 0))
        #expect(try ColorText.parse("rgb(300 -4 12.5)") == Color(red: 255, green: 0, blue: 13))
        #expect(try ColorText.parse("color(srgb 1 0.5 0 / 25%)") == Color(red: 255, green: 128, blue: 0, alpha: 0.25))
    }

    /// A decimal is the double nearest to it: 60% is exactly 0.6, which is
    /// what `Color.css` writes back, so a color round-trips.
    @Test func decimalsAreReadExactly() throws {
        #expect(try ColorText.parse("rgb(60 60 67 / 60%)").alpha == 0.6)
        #expect(try ColorText.parse("rgb(0 0 0 / 12.3%)").alpha == 0.123)
        #expect(try ColorText.parse("rgba(0, 0, 0, .3)").alpha == 0.3)
        for alpha in [0.3, 0.12, 0.123, 0.6, 0.05] {
            let color = Color(red: 60, green: 60, blue: 67, alpha: alpha)
            #expect(try ColorText.parse(color.css) == color, "\(color.css)")
        }
        #expect(try ColorText.parse("oklch(0.6305 0.1123 227.43)")
                == OKLCH(lightness: 0.6305, chroma: 0.1123, hue: 227.43).gamutMapped())
        #expect(try ColorText.parse("oklch(63.05% 28.075% 227.43deg)")
                == OKLCH(lightness: 0.6305, chroma: 0.1123, hue: 227.43).gamutMapped())
        #expect(try ColorText.parse("oklch(0.7 0.1 0.5turn)") == OKLCH(lightness: 0.7, chroma: 0.1, hue: 180).gamutMapped())
        #expect(try ColorText.parse("oklch(0.7 0.1 -90)") == OKLCH(lightness: 0.7, chroma: 0.1, hue: 270).gamutMapped())
    }

    /// The build's theme files keep what was written beside the sRGB color
    /// (in the units DTCG uses: percentages as fractions, hue in degrees);
    /// the lab's engine reads the same text to sRGB alone.
    @Test func keepingTheOriginalKeepsWhatWasWritten() throws {
        let oklch = try ColorText.parse("oklch(63.05% 0.1123 -90deg / 50%)", keepingOriginal: true)
        #expect(oklch.original == OriginalColor(space: .oklch, components: [0.6305, 0.1123, 270], alpha: 0.5))
        #expect(oklch.opaque.hex == OKLCH(lightness: 0.6305, chroma: 0.1123, hue: 270).gamutMapped().hex)
        let p3 = try ColorText.parse("color(display-p3 1 0 50%)", keepingOriginal: true)
        #expect(p3.original == OriginalColor(space: .displayP3, components: [1, 0, 0.5]))
        #expect(p3.isOutsideSRGB)
        #expect(try ColorText.parse("color(display-p3 1 0 50%)").original == nil)
        #expect(try ColorText.parse("color(srgb 1 0 0)", keepingOriginal: true).original == nil)
        #expect(try ColorText.parse("rgb(1 2 3)", keepingOriginal: true).original == nil)
    }

    @Test func colorsOutsideSRGBAreGamutMapped() throws {
        #expect(try ColorText.parse("oklch(1 0 0)") == .white)
        #expect(try ColorText.parse("oklch(0 0.3 40)") == .black)
        // Display P3's red is outside sRGB: chroma goes down until it fits.
        let red = try ColorText.parse("color(display-p3 1 0 0)")
        let p3 = OKLCH(red)
        #expect(red.red == 255 && red.green < 60 && red.blue < 60, "\(red)")
        #expect(abs(p3.hue - 29) < 3, "\(p3)")
        // In-gamut P3 colors land on their sRGB value.
        #expect(try ColorText.parse("color(display-p3 1 1 1)") == .white)
    }

    @Test func errorsSayWhereAndWhat() {
        #expect(error("rgb(1 2") == ColorTextError(column: 8, message: "expected a channel from 0 to 255 or a percentage, found the end of the text"))
        #expect(error("oklch(0.5, 0.1, 20)") == ColorTextError(column: 10, message: "expected a space between the values, not ',', found ','"))
        #expect(error("blue") == ColorTextError(column: 1, message: "expected a hex color starting with '#' or rgb(), oklch() or color(), found 'blue'"))
        #expect(error("hsl(1 2 3)") == ColorTextError(column: 1, message: "expected rgb(), rgba(), oklch() or color(), found 'hsl(1'"))
        #expect(error("#12") == ColorTextError(column: 1, message: "expected a color of 3, 4, 6 or 8 hex digits, found '#12'"))
        #expect(error("rgb(1 2 3) x") == ColorTextError(column: 12, message: "expected the end of the color, found 'x'"))
        #expect(error("color(rec2020 1 0 0)") == ColorTextError(column: 7, message: "expected the color space display-p3 or srgb, found 'rec2020'"))
        #expect(error("oklch(0.5 0.1 20px)") == ColorTextError(column: 17, message: "expected an angle unit: deg, rad, grad or turn, found 'px)'"))
        #expect(error("") == ColorTextError(column: 1, message: "expected a color such as #2596BE, rgb(37 150 190) or oklch(0.62 0.11 222), found the end of the text"))
    }
}
