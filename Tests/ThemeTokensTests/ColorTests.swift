import Testing
import ThemeTokens

@Suite("Color: hex parsing")
struct ColorParsingTests {
    @Test("#RRGGBB parses each channel, opaque")
    func sixDigits() throws {
        let color = try Color(hex: "#2596BE")
        #expect(color.red == 0x25)
        #expect(color.green == 0x96)
        #expect(color.blue == 0xBE)
        #expect(color.alpha == 1)
        #expect(color.isOpaque)
    }

    @Test("hex digits are case-insensitive")
    func caseInsensitive() throws {
        #expect(try Color(hex: "#2596be") == Color(hex: "#2596BE"))
        #expect(try Color(hex: "#aBcDeF") == Color(red: 0xAB, green: 0xCD, blue: 0xEF))
    }

    @Test("#RGB doubles each digit")
    func threeDigits() throws {
        #expect(try Color(hex: "#FFF") == Color.white)
        #expect(try Color(hex: "#000") == Color.black)
        #expect(try Color(hex: "#abc") == Color(red: 0xAA, green: 0xBB, blue: 0xCC))
        #expect(try Color(hex: "#1F8") == Color(red: 0x11, green: 0xFF, blue: 0x88))
    }

    @Test("#RGBA doubles each digit; alpha is the byte over 255")
    func fourDigits() throws {
        let color = try Color(hex: "#1234")
        #expect(color.red == 0x11)
        #expect(color.green == 0x22)
        #expect(color.blue == 0x33)
        #expect(color.alpha == Double(0x44) / 255)
        #expect(try Color(hex: "#FFFF").isOpaque)
        #expect(try Color(hex: "#0000").alpha == 0)
    }

    @Test("#RRGGBBAA: alpha is the byte over 255 (0x99 is exactly 60%)")
    func eightDigits() throws {
        let color = try Color(hex: "#3C3C4399")
        #expect(color.red == 0x3C)
        #expect(color.green == 0x3C)
        #expect(color.blue == 0x43)
        #expect(color.alpha == 0.6)
        #expect(try Color(hex: "#00000080").alpha == 128.0 / 255)
        #expect(try Color(hex: "#123456FF").isOpaque)
        #expect(try Color(hex: "#12345600").alpha == 0)
    }

    @Test("a missing '#' throws missingHash with the input",
          arguments: ["2596BE", "", "FFF", " #FFFFFF", "0x2596BE"])
    func missingHash(_ input: String) {
        #expect(throws: ColorParseError.missingHash(input)) { try Color(hex: input) }
    }

    @Test("a non-hex digit throws invalidDigit with the input",
          arguments: ["#GG0000", "#12345G", "#FFF ", "#-12", "#ÄBC", "#12 456", "##FFFFFF", "#zzz"])
    func invalidDigit(_ input: String) {
        #expect(throws: ColorParseError.invalidDigit(input)) { try Color(hex: input) }
    }

    @Test("a count other than 3, 4, 6 or 8 digits throws wrongLength with the input",
          arguments: ["#", "#1", "#12", "#12345", "#1234567", "#123456789", "#1234567890"])
    func wrongLength(_ input: String) {
        #expect(throws: ColorParseError.wrongLength(input)) { try Color(hex: input) }
    }

    @Test("parse errors describe the problem and quote the input")
    func errorDescriptions() {
        #expect(ColorParseError.missingHash("abc").description.contains("'abc'"))
        #expect(ColorParseError.missingHash("abc").description.contains("'#'"))
        #expect(ColorParseError.invalidDigit("#xyz").description.contains("'#xyz'"))
        #expect(ColorParseError.wrongLength("#12345").description.contains("'#12345'"))
        #expect(ColorParseError.wrongLength("#12345").description.contains("3, 4, 6 or 8"))
    }
}

@Suite("Color: values and formatting")
struct ColorFormattingTests {
    @Test("init clamps alpha to 0...1")
    func alphaClamped() {
        #expect(Color(red: 1, green: 2, blue: 3, alpha: 1.5).alpha == 1)
        #expect(Color(red: 1, green: 2, blue: 3, alpha: -0.2).alpha == 0)
        #expect(Color(red: 1, green: 2, blue: 3).alpha == 1)
    }

    @Test("opacity keeps the channels and sets the exact alpha; opaque restores 1")
    func opacity() {
        let base = Color(red: 0x3C, green: 0x3C, blue: 0x43)
        let faded = base.opacity(0.3)
        #expect(faded.red == 0x3C && faded.green == 0x3C && faded.blue == 0x43)
        #expect(faded.alpha == 0.3)
        #expect(!faded.isOpaque)
        #expect(faded.opaque == base)
        #expect(faded.opaque.isOpaque)
        #expect(faded.opacity(0.6).alpha == 0.6)
    }

    @Test("white and black")
    func constants() {
        #expect(Color.white == Color(red: 255, green: 255, blue: 255, alpha: 1))
        #expect(Color.black == Color(red: 0, green: 0, blue: 0, alpha: 1))
    }

    @Test("hexRGB is #RRGGBB uppercase, ignoring alpha")
    func hexRGB() {
        #expect(Color(red: 0x25, green: 0x96, blue: 0xBE).hexRGB == "#2596BE")
        #expect(Color(red: 0x0A, green: 0x0B, blue: 0x0C, alpha: 0.3).hexRGB == "#0A0B0C")
        #expect(Color.black.hexRGB == "#000000")
        #expect(Color.white.hexRGB == "#FFFFFF")
    }

    @Test("hex is #RRGGBB when opaque, else #RRGGBBAA with alpha rounded to 8 bits")
    func hex() {
        let base = Color(red: 0x3C, green: 0x3C, blue: 0x43)
        #expect(base.hex == "#3C3C43")
        #expect(base.opacity(0.6).hex == "#3C3C4399")   // 153
        #expect(base.opacity(0.3).hex == "#3C3C434D")   // 76.5 -> 77
        #expect(base.opacity(0.12).hex == "#3C3C431F")  // 30.6 -> 31
        #expect(base.opacity(0).hex == "#3C3C4300")
    }

    @Test("css: #RRGGBB when opaque")
    func cssOpaque() {
        #expect(Color(red: 0x25, green: 0x96, blue: 0xBE).css == "#2596BE")
        #expect(Color.white.css == "#FFFFFF")
    }

    @Test("css: #RRGGBBAA when the alpha is an exact 8-bit value")
    func cssExactByte() throws {
        let chrome = Color(red: 0x3C, green: 0x3C, blue: 0x43)
        #expect(chrome.opacity(0.6).css == "#3C3C4399")
        #expect(Color(red: 0x54, green: 0x54, blue: 0x58).opacity(0.4).css == "#54545866")
        #expect(try Color(hex: "#12345680").css == "#12345680")
        #expect(chrome.opacity(0).css == "#3C3C4300")
    }

    @Test("css: rgb(r g b / a%) when the alpha is not an exact 8-bit value")
    func cssPercent() {
        let chrome = Color(red: 0x3C, green: 0x3C, blue: 0x43)
        #expect(chrome.opacity(0.3).css == "rgb(60 60 67 / 30%)")
        #expect(chrome.opacity(0.12).css == "rgb(60 60 67 / 12%)")
        #expect(chrome.opacity(0.08).css == "rgb(60 60 67 / 8%)")
        #expect(chrome.opacity(0.125).css == "rgb(60 60 67 / 12.5%)")
        #expect(Color(red: 0x3D, green: 0xAE, blue: 0xD4).opacity(0.15).css == "rgb(61 174 212 / 15%)")
    }

    @Test("description is the css value")
    func description() {
        let color = Color(red: 0x3C, green: 0x3C, blue: 0x43, alpha: 0.3)
        #expect(color.description == "rgb(60 60 67 / 30%)")
        #expect("\(Color.black)" == "#000000")
    }

    @Test("hex output parses back to the same color")
    func roundTrip() throws {
        for text in ["#2596BE", "#000000", "#FFFFFF", "#3C3C4399", "#12345680"] {
            #expect(try Color(hex: text).hex == text)
        }
    }
}
