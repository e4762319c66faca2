@testable import Markdown
@testable import PreviewRenderer
import Testing

/// Heading ids as GitHub makes them. The expected ids are GitHub's own for
/// these headings (as github-slugger's fixtures record them from GitHub's
/// rendering, and the cases the issue quotes from real docs folders).
@Suite struct SlugTests {
    @Test(arguments: [
        ("Usage", "usage"),
        ("bravoCharlieDelta", "bravocharliedelta"),
        ("Hello, World!", "hello-world"),
        ("heading with a - dash", "heading-with-a---dash"),
        ("heading with an _ underscore", "heading-with-an-_-underscore"),
        ("heading with a period.txt", "heading-with-a-periodtxt"),
        ("exchange.bind_headers(exchange, routing [, bindCallback])", "exchangebind_headersexchange-routing--bindcallback"),
        ("C++ & Swift", "c--swift"),
        ("snake_case and kebab-case", "snake_case-and-kebab-case"),
        ("v1.2.3", "v123"),
        ("What's new?", "whats-new"),
        ("Where's the ? operator", "wheres-the--operator"),
        (":ok_hand: Single", "ok_hand-single"),
        (":smile: - a gemoji", "smile---a-gemoji"),
        ("-a-", "-a-"),
        (" a ", "-a-"),
        ("<script>alert(\"x\")</script> & 'more'", "scriptalertxscript--more"),
    ])
    func asciiPunctuationIsRemovedAndSpacesBecomeDashes(text: String, slug: String) {
        #expect(Slug.make(from: text) == slug)
    }

    @Test(arguments: [
        ("一、事务", "一事务"),
        ("日本語の見出し", "日本語の見出し"),
        ("Привет non-latin 你好", "привет-non-latin-你好"),
        ("Профили пользователей", "профили-пользователей"),
        ("Café au lait", "café-au-lait"),
        ("Straße 2", "straße-2"),
        ("ÜBER Ärger", "über-ärger"),
        ("Ελληνικά Κείμενα", "ελληνικά-κείμενα"),
        ("ΟΔΟΣ ΣΑ", "οδος-σα"),
        ("हिन्दी पाठ", "हिन्दी-पाठ"),
        ("Cafe\u{301} decomposed", "cafe\u{301}-decomposed"),
        ("١٢٣ Arabic digits", "١٢٣-arabic-digits"),
        ("Don’t panic", "dont-panic"),
        ("apostrophe’s should be trimmed", "apostrophes-should-be-trimmed"),
        ("en–dash and em—dash", "endash-and-emdash"),
        ("I ♥ unicode", "i--unicode"),
        ("😄 unicode emoji", "-unicode-emoji"),
        ("😄 - an emoji", "---an-emoji"),
        ("😄_😄 unicode emoji", "_-unicode-emoji"),
        ("Party 🎉 time", "party--time"),
        ("Price: 5 € (¼ off)", "price-5---off"),
        ("Ⓐ circled", "ⓐ-circled"),
        ("Ⅻ roman", "ⅻ-roman"),
        ("「引用」と（括弧）", "引用と括弧"),
        ("a\u{2028}b\u{00A0}c\u{200B}d", "abcd"),
        ("⚠️ Warning", "\u{FE0F}-warning"),
    ])
    func unicodeLettersMarksAndNumbersAreKept(text: String, slug: String) {
        #expect(Slug.make(from: text) == slug)
    }

    @Test(arguments: ["", "!!!", "🎉", "？", "()[]{}"])
    func nothingLeftBecomesSection(text: String) {
        #expect(Slug.make(from: text) == "section")
    }

    @Test func slugNeverNeedsEscapingInAnAttribute() {
        let nasty = "\"quoted\" <tag> & 'apos' `tick` = / \\ \u{0} \t\n é"
        let slug = Slug.make(from: nasty)
        #expect(slug == "quoted-tag--apos-tick------é")
        #expect(!slug.contains { "\"'<>&` =".contains($0) })
    }

    /// github-slugger's repetition fixtures, in order.
    @Test func duplicatesGetNumberedAsGitHubNumbersThem() {
        var slugs = UniqueSlugs()
        let claimed = ["echo", "echo", "echo 1", "echo-1", "echo", "foxtrot-1", "foxtrot", "foxtrot", "-a-", "-a-"]
            .map { slugs.claim(Slug.make(from: $0)) }
        #expect(claimed == ["echo", "echo-1", "echo-1-1", "echo-1-2", "echo-2", "foxtrot-1", "foxtrot", "foxtrot-2", "-a-", "-a--1"])
    }

    @Test func numberedDuplicateSkipsIdsAlreadyTaken() {
        var slugs = UniqueSlugs()
        #expect(slugs.claim("usage-1") == "usage-1")
        #expect(slugs.claim("usage") == "usage")
        #expect(slugs.claim("usage") == "usage-2")
        #expect(slugs.claim("usage-2") == "usage-2-1")
        #expect(slugs.claim("usage") == "usage-3")
    }

    @Test func explicitIdsAreReservedBeforeGeneratedOnes() {
        var slugs = UniqueSlugs()
        slugs.reserve(["usage", "setup"])
        #expect(slugs.claim("usage") == "usage-1")
        #expect(slugs.claimExplicit("usage") == "usage")
        #expect(slugs.claimExplicit("setup") == "setup")
        #expect(slugs.claimExplicit("setup") == "setup-1")
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

    @Test(arguments: [
        ("Installing {#install}", "Installing", "install"),
        ("Installing { #install }", "Installing", "install"),
        ("API v2 {#api.v2:intro_x-y}", "API v2", "api.v2:intro_x-y"),
        ("見出し {#見出し-1}", "見出し", "見出し-1"),
    ])
    func explicitIdIsSplitOff(text: String, before: String, id: String) {
        let split = ExplicitHeadingID.split(text)
        #expect(split?.text == before)
        #expect(split?.id == id)
    }

    @Test(arguments: ["Set {a}", "Set {#}", "Set {#a b}", "Set {#a\"b}", "Set {#a}b", "Set {.class}", "Set {#a/b}", "Set {#a?}"])
    func bracesThatAreNotAnIdStayText(text: String) {
        #expect(ExplicitHeadingID.split(text) == nil)
    }
}
