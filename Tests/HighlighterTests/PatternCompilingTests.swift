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

    /// A context that several languages include (C's comments in Java)
    /// searches with the same pattern in each, compiled once per catalog:
    /// Java after C compiles fewer patterns than Java alone, and shows the
    /// same.
    @Test func aPatternLanguagesShareIsCompiledOnce() throws {
        let c = "/* one\n * two */ int main(void) { return 0; } // end\n"
        let java = "/* one\n * two */ class A { int f() { return 0; } } // end\n"
        let alone = LanguageCatalog()
        try #require(!alone.isEmpty, "needs GtkSourceView's definitions (scripts/setup installs them)")
        let javaAlone = Highlighter(catalog: alone).highlight(java, info: "java")
        let javaAloneCompiled = alone.patternsCompiled
        let shared = LanguageCatalog()
        let highlighter = Highlighter(catalog: shared)
        #expect(highlighter.highlight(c, info: "c").html != nil)
        let afterC = shared.patternsCompiled
        let javaAfterC = highlighter.highlight(java, info: "java")
        #expect(javaAfterC == javaAlone)
        #expect(javaAlone.html != nil)
        #expect(shared.patternsCompiled - afterC < javaAloneCompiled)
    }

    /// A search pattern is interpreted until it has been searched with
    /// `jitAfter` times, then compiled for the processor, finding the same.
    @Test func aSearchPatternIsCompiledForTheProcessorOnceSearchedOften() throws {
        let pattern = try CompiledPattern("(?^:\\b(let|var)\\b)|(?^:\"[^\"]*\")")
        let scratch = MatchScratch(matchLimit: 100_000)
        let subject = Array("x = 1; let y = \"two\"".utf8)
        func search(_ offset: Int) -> (CompiledPattern.Outcome, Range<Int>?) {
            subject.withUnsafeBufferPointer { buffer in
                let outcome = pattern.match(buffer, from: offset, scratch: scratch)
                return (outcome, scratch.range(0))
            }
        }
        // Anchored matches are always interpreted, and do not count.
        for _ in 0..<CompiledPattern.jitAfter {
            _ = subject.withUnsafeBufferPointer { pattern.match($0, from: 7, anchored: true, scratch: scratch) }
        }
        #expect(!pattern.isCompiledForProcessor)
        var interpreted: [(CompiledPattern.Outcome, Range<Int>?)] = []
        for offset in 0..<CompiledPattern.jitAfter - 1 { interpreted.append(search(offset % subject.count)) }
        #expect(!pattern.isCompiledForProcessor)
        _ = search(0)
        #expect(pattern.isCompiledForProcessor)
        for (offset, before) in interpreted.enumerated() {
            let after = search(offset % subject.count)
            #expect(after.0 == before.0 && after.1 == before.1, "from \(offset)")
        }
        #expect(search(0).1 == 7..<10)
        #expect(search(10).1 == 15..<20)
        #expect(search(20).0 == .none)
    }

    /// A pattern compiled with `jit: false` is never compiled for the
    /// processor, however often it is searched with.
    @Test func aPatternMatchedFewTimesStaysInterpreted() throws {
        let pattern = try CompiledPattern("(?^:b)", jit: false)
        let scratch = MatchScratch(matchLimit: 100_000)
        let subject = Array("abc".utf8)
        for _ in 0...CompiledPattern.jitAfter * 2 {
            #expect(subject.withUnsafeBufferPointer { pattern.match($0, from: 0, scratch: scratch) } == .found)
        }
        #expect(!pattern.isCompiledForProcessor)
    }

    /// PCRE2's interpreter and its JIT count work differently, so one can
    /// give up on a match the other finds. Whether a pattern is compiled
    /// for the processor yet depends on what other threads searched, so a
    /// match one gives up on is tried with the other: the outcome is the
    /// same either way.
    @Test func theOutcomeDoesNotDependOnWhichEngineMatched() throws {
        let scratch = MatchScratch(matchLimit: 100)
        // The interpreter gives up here (its match limit); the JIT finds it.
        let alternating = Array((String(repeating: "ab", count: 50) + "c").utf8)
        let first = try CompiledPattern("(?:a|b)*c")
        #expect(alternating.withUnsafeBufferPointer { first.match($0, from: 0, scratch: scratch) } == .found)
        #expect(scratch.range(0) == 0..<101)
        #expect(first.isCompiledForProcessor)
        #expect(alternating.withUnsafeBufferPointer { first.match($0, from: 0, scratch: scratch) } == .found)
        // Where both give up, it is a limit, before and after.
        let catastrophic = Array((String(repeating: "a", count: 28) + "b").utf8)
        let nested = try CompiledPattern("(a+)+$")
        #expect(catastrophic.withUnsafeBufferPointer { nested.match($0, from: 0, scratch: scratch) } == .limit)
        for _ in 0..<CompiledPattern.jitAfter { _ = Array("x".utf8).withUnsafeBufferPointer { nested.match($0, from: 0, scratch: scratch) } }
        #expect(nested.isCompiledForProcessor)
        #expect(catastrophic.withUnsafeBufferPointer { nested.match($0, from: 0, scratch: scratch) } == .limit)
        // The JIT gives up here (its stack); the interpreter finds it.
        let wide = MatchScratch(matchLimit: 1_000_000)
        let long = Array((String(repeating: "ab", count: 50_000) + "c").utf8)
        let second = try CompiledPattern("(?:a|b)*c")
        for _ in 0..<CompiledPattern.jitAfter { _ = Array("c".utf8).withUnsafeBufferPointer { second.match($0, from: 0, scratch: wide) } }
        #expect(second.isCompiledForProcessor)
        #expect(long.withUnsafeBufferPointer { second.match($0, from: 0, scratch: wide) } == .found)
        #expect(wide.range(0) == 0..<100_001)
    }

    /// A child's first bytes, worked out once per graph, are those of the
    /// same pattern compiled where it stands in a search (a mark after it).
    @Test func aChildsStartBytesAreThoseOfItsAlternative() {
        for pattern in ["(?^:\\b(let|var)\\b)", "(?^i:#if)", "(?^:a*)", "(?^:[0-9]+|x)", "(?^x: \\d )"] {
            #expect(StartBytes(pattern + "(*MARK:0)") == StartBytes(pattern + "(*MARK:17)"), "\(pattern)")
        }
        #expect(ChildSearch.wordStartsTakenOnce(["(?^:\\blet)(*MARK:0)", "(?^:#if)(*MARK:1)", "(?^:\\bvar)(*MARK:2)"],
                                                starts: { [StartBytes("let"), StartBytes("#if"), StartBytes("var")][$0] })
            == ChildSearch.wordStartsTakenOnce(["(?^:\\blet)(*MARK:0)", "(?^:#if)(*MARK:1)", "(?^:\\bvar)(*MARK:2)"]))
    }

    /// Finding an alternative's first bytes compiles it, so they are asked
    /// for only where they decide whether a `\b` alternative joins the
    /// group before it: for what stands between, and for the alternative.
    @Test func firstBytesAreAskedForOnlyPastAGroup() {
        let alternatives = ["(?^:#if)(*MARK:0)", "(?^:\\blet)(*MARK:1)", "(?^:\\bvar)(*MARK:2)", "(?^:else:)(*MARK:3)",
                            "(?^:\\bfunc)(*MARK:4)", "(?^:\\belse)(*MARK:5)"]
        let asked = Asked()
        let joined = ChildSearch.wordStartsTakenOnce(alternatives, starts: { index in
            asked.indexes.append(index)
            return StartBytes(alternatives[index])
        })
        // Not #if (before any group) nor var (nothing between it and the group).
        #expect(asked.indexes == [3, 4, 5])
        #expect(joined == "(?^:#if)(*MARK:0)|\\b(?:(?^:let)(*MARK:1)|(?^:var)(*MARK:2)|(?^:func)(*MARK:4))|(?^:else:)(*MARK:3)|\\b(?:(?^:else)(*MARK:5))")
        #expect(joined == ChildSearch.wordStartsTakenOnce(alternatives))
    }

    private final class Asked { var indexes: [Int] = [] }
}
