@testable import Highlighter
import Testing

/// When a language's patterns are compiled: once per catalog, as blocks
/// reach their contexts, without changing what a block shows.
@Suite struct PatternCompilingTests {
    static let samples: [(info: String, code: String)] = [
        ("swift", """
        import Foundation
        /// A doc comment with `code`.
        struct Point: Equatable { var x = 0, y = 0.5e3 }
        let s = "interpolated \\(Point().x) and \\"escaped\\""
        #if DEBUG
        func f<T>(_ value: T) async throws -> [T] { [value] } // done
        #endif
        """),
        ("html", """
        <!DOCTYPE html>
        <html><head><style>body { color: #123; margin: 0 auto; }</style>
        <script>const a = [1, 'two', `three ${4}`]; /* c */ if (a) { console.log(a) }</script></head>
        <body class="x" data-y='z'>&amp; <!-- comment --></body></html>
        """),
        ("console", "$ swift build -c release\nBuilding for production...\n$ echo \"$HOME\" | tr a-z A-Z\n"),
        ("diff", "--- a/x\n+++ b/x\n@@ -1,2 +1,2 @@\n-let a = 1\n+let a = 2\n context\n"),
    ]

    @Test func highlightingAgainCompilesNothingNew() throws {
        let catalog = LanguageCatalog()
        try #require(!catalog.isEmpty, "needs GtkSourceView's definitions (scripts/setup installs them)")
        let highlighter = Highlighter(catalog: catalog)
        #expect(catalog.patternsCompiled == 0)
        var first: [Highlighter.Result] = []
        for sample in Self.samples { first.append(highlighter.highlight(sample.code, info: sample.info)) }
        let compiled = catalog.patternsCompiled
        #expect(compiled > 0)
        // The same blocks again, as `serve` renders them after an edit:
        // the same output, and every pattern they need is already there.
        for (sample, result) in zip(Self.samples, first) {
            #expect(result.html != nil, "\(sample.info)")
            #expect(highlighter.highlight(sample.code, info: sample.info) == result, "\(sample.info)")
        }
        #expect(catalog.patternsCompiled == compiled)
    }

    @Test func onlyTheContextsABlockReachesAreCompiled() throws {
        let catalog = LanguageCatalog()
        try #require(!catalog.isEmpty, "needs GtkSourceView's definitions (scripts/setup installs them)")
        let highlighter = Highlighter(catalog: catalog)
        _ = highlighter.highlight("plain words\n", info: "html")
        let plain = catalog.patternsCompiled
        // A script element reaches JavaScript's contexts, and so compiles more.
        _ = highlighter.highlight("<script>if (a) { f(`x${1}`) }</script>\n", info: "html")
        #expect(plain > 0)
        #expect(catalog.patternsCompiled > plain)
    }

    /// A child's first bytes, worked out once per graph, are those of the
    /// same pattern compiled where it stands in a search (a mark after it).
    @Test func aChildsStartBytesAreThoseOfItsAlternative() {
        for pattern in ["(?^:\\b(let|var)\\b)", "(?^i:#if)", "(?^:a*)", "(?^:[0-9]+|x)", "(?^x: \\d )"] {
            #expect(StartBytes(pattern + "(*MARK:0)") == StartBytes(pattern + "(*MARK:17)"), "\(pattern)")
        }
        #expect(ChildSearch.wordStartsTakenOnce(["(?^:\\blet)(*MARK:0)", "(?^:#if)(*MARK:1)", "(?^:\\bvar)(*MARK:2)"],
                                                starts: [StartBytes("let"), StartBytes("#if"), StartBytes("var")])
            == ChildSearch.wordStartsTakenOnce(["(?^:\\blet)(*MARK:0)", "(?^:#if)(*MARK:1)", "(?^:\\bvar)(*MARK:2)"]))
    }
}
