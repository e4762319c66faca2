import Testing
@testable import PreviewRenderer

@Suite struct SlugTests {
    @Test(arguments: [
        ("Usage", "usage"),
        ("Hello, World!", "hello-world"),
        ("  --Leading and trailing--  ", "leading-and-trailing"),
        ("C++ & Swift", "c-swift"),
        ("snake_case and kebab-case", "snake-case-and-kebab-case"),
        ("v1.2.3", "v1-2-3"),
        ("What's new?", "what-s-new"),
        ("Don’t panic", "don-t-panic"),
        ("Party 🎉 time", "party-time"),
        ("<script>alert(\"x\")</script> & 'more'", "script-alert-x-script-more"),
    ])
    func asciiAndPunctuation(text: String, slug: String) {
        #expect(Slug.make(from: text) == slug)
    }

    @Test(arguments: [
        ("Café au lait", "café-au-lait"),
        ("Straße 2", "straße-2"),
        ("ÜBER Ärger", "über-ärger"),
        ("Ελληνικά Κείμενα", "ελληνικά-κείμενα"),
        ("日本語の見出し", "日本語の見出し"),
        ("हिन्दी पाठ", "हिन्दी-पाठ"),
        ("Cafe\u{301} decomposed", "cafe\u{301}-decomposed"),
        ("١٢٣ Arabic digits", "١٢٣-arabic-digits"),
    ])
    func unicodeLettersAndDigitsAreKept(text: String, slug: String) {
        #expect(Slug.make(from: text) == slug)
    }

    @Test(arguments: ["", "   ", "!!!", "🎉", "--- ---", "\u{301}"])
    func emptySlugBecomesSection(text: String) {
        #expect(Slug.make(from: text) == "section")
    }

    @Test func slugNeverNeedsEscapingInAnAttribute() {
        let nasty = "\"quoted\" <tag> & 'apos' `tick` = / \\ \u{0} \t\n é"
        let slug = Slug.make(from: nasty)
        #expect(slug == "quoted-tag-apos-tick-é")
        #expect(!slug.contains { "\"'<>&` =".contains($0) })
    }

    @Test func duplicatesGetNumberedInOrder() {
        var slugs = UniqueSlugs()
        #expect(slugs.claim("usage") == "usage")
        #expect(slugs.claim("usage") == "usage-1")
        #expect(slugs.claim("install") == "install")
        #expect(slugs.claim("usage") == "usage-2")
        #expect(slugs.claim("section") == "section")
        #expect(slugs.claim("section") == "section-1")
    }

    @Test func numberedDuplicateSkipsIdsAlreadyTaken() {
        var slugs = UniqueSlugs()
        #expect(slugs.claim("usage-1") == "usage-1")
        #expect(slugs.claim("usage") == "usage")
        #expect(slugs.claim("usage") == "usage-2")
        #expect(slugs.claim("usage-2") == "usage-2-1")
        #expect(slugs.claim("usage") == "usage-3")
    }

    /// The ASCII fast path gives what the scalar-by-scalar rule gives.
    @Test func asciiTextTakesTheFastPathWithTheSameResult() {
        let printable = (0x20..<0x7F).map { Character(Unicode.Scalar(UInt8($0))) }
        var texts = ["", " ", "--", "Hello, World!", "SE-0001: Keywords as Argument Labels", "a_b-c.d", "API 2.0 (Beta)", "\t\n"]
        var state: UInt64 = 0x9E3779B97F4A7C15
        for _ in 0..<2000 {
            var text = ""
            for _ in 0..<(state % 24) {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                text.append(printable[Int(state >> 33) % printable.count])
            }
            texts.append(text)
        }
        for text in texts {
            #expect(Slug.makeASCII(text) == Slug.makeFromScalars(text), "\(text)")
        }
        #expect(Slug.makeASCII("café") == nil)
    }
}
