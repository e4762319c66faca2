@testable import Highlighter
import Testing

/// The two rewrites that make a search cheaper (keyword lists as tries,
/// leading `\b`s taken once) must find exactly what the plain patterns
/// find.
@Suite struct PatternRewriteTests {
    /// Where `pattern` matches in `subject` from `offset`, and which
    /// `(*MARK)` it passed: nil when it does not.
    static func match(_ pattern: String, _ subject: String, from offset: Int = 0) throws -> (Range<Int>, Int?)? {
        let compiled = try CompiledPattern(pattern, dupnames: true)
        let scratch = MatchScratch(matchLimit: 100_000)
        let bytes = Array(subject.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            guard compiled.match(buffer, from: offset, scratch: scratch) == .found, let range = scratch.range(0) else { return nil }
            return (range, scratch.mark)
        }
    }

    @Test func keywordListBecomesATrie() {
        #expect(KeywordTrie.words("\\%[(Int|Int16|Int32|in|inout)\\%]") == ["Int", "Int16", "Int32", "in", "inout"])
        #expect(KeywordTrie.pattern(["Int", "Int16", "Int32", "in", "inout"]) == "Int(?:16|32)?|in(?:out)?")
        #expect(KeywordTrie.pattern(["let", "lazy", "let"]) == "l(?:azy|et)")
        // Not plain words, or not between word boundaries: left as written.
        #expect(KeywordTrie.words("\\%[(a+|b)\\%]") == nil)
        #expect(KeywordTrie.words("(Int|Int16)") == nil)
        #expect(KeywordTrie.words("\\%[(only)\\%]") == nil)
    }

    @Test func theTrieMatchesWhatTheListMatches() throws {
        let words = ["Int", "Int16", "Int32", "in", "inout", "init", "if", "import", "i"]
        let list = "\\b(" + words.joined(separator: "|") + ")\\b"
        let trie = "\\b(" + KeywordTrie.pattern(words) + ")\\b"
        for subject in ["Int16 x", "x Int8 Int", "inout", "initial init", "i", "I if", "_in in_ in", "Int32", "Int3 Int320", "é in"] {
            for offset in 0..<subject.utf8.count {
                let expected = try Self.match(list, subject, from: offset)?.0
                #expect(try Self.match(trie, subject, from: offset)?.0 == expected, "\(subject) from \(offset)")
            }
        }
    }

    @Test func definitionsUseTheTrie() throws {
        let graph = try #require(LanguageCatalog().graph("swift"))
        let texts = graph.root.children.compactMap { $0.match?.text }
        // Swift's library types: `Int`, `Int16`… `Integer`, `IntegerArithmetic`.
        #expect(texts.contains { $0.contains("|n(?:dexingIterator|t(?:16|32|64|8|eger(?:Arithmetic)?)?)") })
        #expect(!texts.contains { $0.contains("|Int16|") })
    }

    @Test func leadingWordBoundariesAreTakenOnce() {
        let alternatives = ["(?^:\\b(let|var)\\b)(*MARK:0)", "(?^:#if)(*MARK:1)", "(?^i:\\b(nil)\\b)(*MARK:2)"]
        // `#` cannot start a word: the third moves up to the first.
        #expect(ChildSearch.wordStartsTakenOnce(alternatives)
            == "\\b(?:(?^:(let|var)\\b)(*MARK:0)|(?^i:(nil)\\b)(*MARK:2))|(?^:#if)(*MARK:1)")
        // `n…` can start both: the order stays.
        let overlapping = ["(?^:\\b(let)\\b)(*MARK:0)", "(?^:n\\w*)(*MARK:1)", "(?^:\\b(nil)\\b)(*MARK:2)"]
        #expect(ChildSearch.wordStartsTakenOnce(overlapping)
            == "\\b(?:(?^:(let)\\b)(*MARK:0))|(?^:n\\w*)(*MARK:1)|\\b(?:(?^:(nil)\\b)(*MARK:2))")
    }

    @Test func theGatheredSearchFindsTheSameMatchAndMark() throws {
        let alternatives = ["(?^:\\b(let|var)\\b)(*MARK:0)", "(?^:#if)(*MARK:1)", "(?^:n\\w*)(*MARK:2)", "(?^:\\b(nil|null)\\b)(*MARK:3)",
                            "(?^:\")(*MARK:4)", "(?^x: \\b(true | false)\\b)(*MARK:5)"]
        let plain = alternatives.joined(separator: "|")
        let gathered = ChildSearch.wordStartsTakenOnce(alternatives)
        #expect(gathered != plain)
        for subject in ["let x = nil", "#if null", "nothing \"s\"", "var true false letter", "  nil"] {
            for offset in 0..<subject.utf8.count {
                let expected = try Self.match(plain, subject, from: offset)
                let found = try Self.match(gathered, subject, from: offset)
                #expect(found?.0 == expected?.0 && found?.1 == expected?.1, "\(subject) from \(offset)")
            }
        }
    }

    @Test func startBytes() {
        #expect(StartBytes("#if").isDisjoint(with: StartBytes("\\b(let)")))
        #expect(!StartBytes("(?i)L").isDisjoint(with: StartBytes("let")))
        // May match empty: any byte.
        #expect(StartBytes("a*") == .any)
        #expect(!StartBytes("[0-9]+").isDisjoint(with: StartBytes("\\d")))
    }
}
