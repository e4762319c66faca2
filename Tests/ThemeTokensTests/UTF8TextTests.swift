import Testing
@testable import ThemeTokens

/// `UTF8Text` compares bytes, not Unicode canonical equivalence: the theme
/// lab's engine compares CSS names, values and keywords with it.
struct UTF8TextTests {
    @Test("equal, hasPrefix and key compare UTF-8 bytes")
    func bytes() {
        #expect(UTF8Text.equal("srgb", "srgb"))
        #expect(!UTF8Text.equal("srgb", "srgb "))
        #expect(!UTF8Text.equal("SRGB", "srgb"))
        #expect(UTF8Text.equal("--vm-color-accent", String("x--vm-color-accent".dropFirst())))
        #expect(UTF8Text.hasPrefix("#2596be", "#"))
        #expect(!UTF8Text.hasPrefix("2596be", "#"))
        #expect(!UTF8Text.hasPrefix("", "#"))
        // "é" precomposed and decomposed: equal as Strings, different bytes.
        let precomposed = "caf\u{E9}", decomposed = "cafe\u{301}"
        #expect(precomposed == decomposed)
        #expect(!UTF8Text.equal(precomposed, decomposed))
        #expect(UTF8Text.key(precomposed) == [0x63, 0x61, 0x66, 0xC3, 0xA9])
        #expect(Set([UTF8Text.key(precomposed), UTF8Text.key(decomposed)]).count == 2)
    }

    @Test("color keywords and angle units are still read case-insensitively")
    func keywords() throws {
        #expect(try ColorText.parse("RGBA(0, 0, 0, 50%)") == Color(red: 0, green: 0, blue: 0, alpha: 0.5))
        #expect(try ColorText.parse("Color(SRGB 1 0 0)") == Color(red: 255, green: 0, blue: 0))
        #expect(try ColorText.parse("oklch(0.7 0.1 0.5TURN)") == ColorText.parse("oklch(0.7 0.1 180deg)"))
        #expect(try ColorText.parse("oklch(0.7 0.1 200Grad)") == ColorText.parse("oklch(0.7 0.1 180)"))
        #expect(try ColorText.parse("oklch(0.7 NONE 0)") == ColorText.parse("oklch(0.7 0 0)"))
        #expect(try Color(hex: "#FFF") == .white)
        #expect(ColorSlot(path: "category.social.foreground") == .categoryForeground(.social))
        #expect(ColorSlot(path: "category.social.foregroun") == nil)
    }
}
