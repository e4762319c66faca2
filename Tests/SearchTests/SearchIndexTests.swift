@testable import Basics
import Foundation
@testable import Markdown
@testable import PreviewRenderer
@testable import Search
import Synchronization
import Testing

/// The search index: every word of every section, its terms (tokenizing,
/// folding, CJK bigrams), shards a prefix can find, and the same bytes
/// every time.
struct SearchIndexTests {
    func sectionText(_ html: String) -> String {
        PlainText.sections(RenderedMarkdown(html: html, headings: [], firstHeading: nil)).first?.text ?? ""
    }

    /// The terms of `text` in the order they first occur.
    func terms(_ text: String) -> [String] {
        var terms = SearchTerms()
        terms.add(text, section: 0, tier: 0)
        return terms.entries.map(\.term)
    }

    @Test func everyWordOfALongSectionIsKept() {
        let words = (0..<400).map { "word\($0)" }.joined(separator: " ")
        #expect(sectionText("<p>\(words)</p>\n<ul>\n<li>more</li>\n</ul>\n") == words + " more")
        let rendered = MarkdownRenderer().render("# Title\n\n\(words)\n\n```\ncode  line\n```\n")
        #expect(rendered.sectionTexts == ["", words + " code line"])
    }

    @Test func shortTextIsKeptWholeWithTagsRemovedAndSpaceFolded() {
        #expect(sectionText("<p>One &amp; <em>two</em></p>\n<p>three\n  four</p>\n") == "One & two three four")
    }

    @Test func asciiWordsAreLettersAndDigitsLowercased() {
        #expect(terms("Hello, World! --vm-color-text_secondary #2596BE 4.5:1 textSecondary hello")
            == ["hello", "world", "vm", "color", "text", "secondary", "2596be", "4", "5", "1", "textsecondary"])
    }

    /// The words of ASCII text, split and lowercased byte by byte: what
    /// the tokenizer, which reads eight bytes at a time, must find.
    static func plainWords(_ text: String) -> [String] {
        var seen: Set<String> = []
        var words: [String] = []
        for word in text.utf8.split(whereSeparator: { !(($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A || ($0 >= 0x30 && $0 <= 0x39)) }) {
            let term = String(decoding: word.prefix(SearchTerms.maxTermBytes).map { $0 | 0x20 }, as: UTF8.self)
            if seen.insert(term).inserted { words.append(term) }
        }
        return words
    }

    @Test func asciiWordsAreFoundAtEveryOffsetAndLength() {
        // Every word length from 1 to 70 (cut at 64), at every alignment
        // to the eight-byte reads, next to every kind of separator.
        var numbers = SeededNumbers(state: 18)
        func next() -> UInt64 { numbers.next() }
        let separators = [" ", "-", "_", "@", "[", "`", "{", "/", ":", "\n", "\u{7F}"]
        for _ in 0..<200 {
            var text = String(repeating: "x", count: Int(next() % 9))
            for _ in 0..<12 {
                text += separators[Int(next() % UInt64(separators.count))]
                let length = 1 + Int(next() % 70)
                text += String((0..<length).map { _ in Array("aZ09mQz5AyB".utf8)[Int(next() % 11)] }.map { Character(Unicode.Scalar($0)) })
            }
            #expect(terms(text) == Self.plainWords(text), "\(text)")
        }
    }

    /// The eight-byte classifier against a byte-by-byte test, for every byte
    /// value in every position.
    @Test func theEightByteClassifierCountsLettersAndDigits() {
        func plain(_ bytes: [UInt8]) -> Int {
            bytes.firstIndex { !(($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A || ($0 >= 0x30 && $0 <= 0x39)) } ?? 8
        }
        for value in 0...255 {
            for position in 0..<8 {
                var bytes = Array("aB3zZ09y".utf8)
                bytes[position] = UInt8(value)
                let eight = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
                #expect(SearchTerms.wordBytes(eight) == plain(bytes), "byte \(value) at \(position)")
            }
        }
    }

    /// Section text from literals folds white space to one space between
    /// words, across literals, never at either end.
    @Test func sectionTextFoldsWhiteSpaceAtEveryOffset() {
        var numbers = SeededNumbers(state: 7)
        func next() -> UInt64 { numbers.next() }
        let pieces = ["a", "bc", "wörd", " ", "  ", "\n", "\t", "\r\n", "x\u{1}y", "longer-run_of.bytes", "語",
                      "words with single spaces in a row", "eight888", " eight88", "eight88 ", "\u{7F}\u{1F}!"]
        for _ in 0..<2000 {
            let literals = (0..<(1 + Int(next() % 4))).map { _ in
                (0..<Int(next() % 12)).map { _ in pieces[Int(next() % UInt64(pieces.count))] }.joined()
            }
            var section = SectionText()
            for literal in literals { literal.withCString { section.appendText($0) } }
            let expected = String(decoding: Array(literals.joined().utf8.split(whereSeparator: { [0x20, 0x0A, 0x09, 0x0D].contains($0) })
                .joined(separator: [0x20])), as: UTF8.self)
            #expect(section.text() == expected, "\(literals)")
        }
    }

    /// The eight-byte test against the byte rule: every byte value in
    /// every position, with spaces around it.
    @Test func eightBytesCopyAsIsOnlyWhenTheByteLoopWouldCopyThem() {
        func byteLoop(_ bytes: [UInt8], afterSpace: Bool) -> Bool {
            for (index, byte) in bytes.enumerated() {
                if [0x09, 0x0A, 0x0D].contains(byte) { return false }
                if byte == 0x20 && (index == 7 || bytes[index + 1] == 0x20 || (index == 0 && afterSpace)) { return false }
            }
            return true
        }
        for value in 0...255 {
            for position in 0..<8 {
                for filler: [UInt8] in [Array("abcdefgh".utf8), Array("a b c d ".utf8), Array("\u{E9}a b\u{E9}x".utf8)] {
                    var bytes = Array(filler.prefix(8))
                    bytes[position] = UInt8(value)
                    let eight = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
                    for afterSpace in [false, true] {
                        // It may refuse what the byte loop copies (low bytes), never the reverse.
                        if SectionText.copiesAsIs(eight, afterSpace: afterSpace) {
                            #expect(byteLoop(bytes, afterSpace: afterSpace) && !bytes.contains { $0 < 0x20 }, "\(bytes) \(afterSpace)")
                        } else if !bytes.contains(where: { $0 < 0x20 }) {
                            #expect(!byteLoop(bytes, afterSpace: afterSpace), "\(bytes) \(afterSpace)")
                        }
                    }
                }
            }
        }
    }

    @Test func latinLettersAreFoldedAndLowercased() {
        #expect(terms("Café NAÏVE naïve Ångström İstanbul Straße ØRESUND œuvre") == ["cafe", "naive", "angstrom", "istanbul", "straße", "øresund", "œuvre"])
        // A decomposed é (e and U+0301) is the same term as the composed one.
        #expect(terms("cafe\u{301} caf\u{E9}") == ["cafe"])
        // Other scripts are lowercased scalar by scalar; punctuation separates.
        #expect(terms("ΣΑΣ Москва “quoted” don’t a—b") == ["σασ", "москва", "quoted", "don", "t", "a", "b"])
    }

    @Test func cjkRunsAreBigramsAndTheirLastCharacter() {
        #expect(terms("日本語のテキスト") == ["日本", "本語", "語の", "のテ", "テキ", "キス", "スト", "ト"])
        #expect(terms("Swift的文档。한국어") == ["swift", "的文", "文档", "档", "한국", "국어", "어"])
        #expect(terms("字 x") == ["字", "x"])
    }

    @Test func aTermKeepsWholeScalarsUpTo64Bytes() {
        #expect(terms(String(repeating: "a", count: 70)) == [String(repeating: "a", count: 64)])
        #expect(terms(String(repeating: "a", count: 64) + " " + String(repeating: "b", count: 65) + "é c")
            == [String(repeating: "a", count: 64), String(repeating: "b", count: 64), "c"])
        // ß (two bytes) does not fit after 63 bytes: the rest of the word is dropped.
        #expect(terms(String(repeating: "a", count: 63) + "ßbc next") == [String(repeating: "a", count: 63), "next"])
    }

    /// A term's value in a section: 4 per occurrence in the text, plus 2
    /// in the title (first section) or 1 in the heading.
    @Test func valuesCountOccurrencesAndTiers() {
        var terms = SearchTerms()
        terms.add("Alpha beta", section: 0, tier: 2)
        terms.add("Beta", section: 0, tier: 1)
        terms.add("beta BETA gamma", section: 0, tier: 0)
        terms.add("Gamma", section: 1, tier: 1)
        terms.add("beta", section: 1, tier: 0)
        let entries = terms.entries
        #expect(entries.map(\.term) == ["alpha", "beta", "gamma"])
        #expect(entries.map(\.postings) == [[[0, 2]], [[0, 10], [1, 4]], [[0, 4], [1, 1]]])
    }

    /// The browser computes the same FNV-1a; these are its numbers.
    @Test func termsGoToTheShardOfTheirFirstThreeCharacters() {
        func shard(_ term: String, _ shards: Int) -> Int {
            Array(term.utf8).withUnsafeBufferPointer { SearchTerms.shard(of: $0, shards: shards) }
        }
        #expect(shard("the", 128) == 28)
        #expect(shard("con", 128) == 75)
        #expect(shard("ab", 256) == 202)
        #expect(shard("a", 128) == 44)
        #expect(shard("é", 256) == 193)
        // Every term a prefix starts is in the prefix's shard.
        for term in ["conformance", "concurrency", "cons"] { #expect(shard(term, 128) == 75) }
        for term in ["there", "these", "the"] { #expect(shard(term, 128) == 28) }
        // A CJK term's key is its first character.
        #expect(shard("日", 256) == 253)
        #expect(shard("日本", 256) == 253)
        // Shards are a power of two: a term's shard among fewer is its
        // bucket's (its shard among 256) remainder.
        #expect(SearchIndex.shardCount(textBytes: 9_800_000) == 128)
        #expect(SearchIndex.shardCount(textBytes: 100_000) == 2)
        #expect(SearchIndex.shardCount(textBytes: 1_000) == 1)
        #expect(SearchIndex.shardCount(textBytes: 1_000_000_000) == 256)
        for term in ["the", "con", "日本", "zebra"] { #expect(shard(term, 256) % 32 == shard(term, 32)) }
    }

    @Test func numbersAreWrittenInBase32() {
        func number(_ value: Int) -> String {
            var bytes: [UInt8] = []
            SearchShard.appendNumber(value, to: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }
        #expect([0, 9, 10, 31, 32, 33, 1000, 1024, 32767].map(number) == ["0", "9", "a", "v", "x0", "x1", "_8", "xw0", "__v"])
    }

    /// Two fragments' terms merged into one shard: each term once, in the
    /// order first met (bucket by bucket within each fragment), its
    /// sections counted among all sections.
    @Test func aShardMergesTheFragmentsTerms() {
        var first = SearchTerms()
        first.add("Beta alpha", section: 0, tier: 0)
        first.add("alpha", section: 2, tier: 1)
        var second = SearchTerms()
        second.add("alpha gamma alpha", section: 1, tier: 0)
        let script = SearchShard.script(0, of: 1, [first.grouped(), second.grouped()], bases: [0, 3])
        // alpha: section 0 (4), section 2 (1), section 4 (8): distances 0, 2, 2.
        #expect(String(decoding: script, as: UTF8.self) == "ThemePreviewSearch.shard(0,\"alpha:042128|beta:04|gamma:44|\");\n")
    }

    /// Many fragments, cut into parts and copied out shard by shard
    /// (`ShardRuns`), merge into exactly what a plain merge of every
    /// fragment's terms in order gives, for every shard count.
    @Test(arguments: [1, 4, 32, 256])
    func shardsFromRunsAreThePlainMerge(shards: Int) {
        var numbers = SeededNumbers(state: UInt64(shards))
        let vocabulary = (0..<300).map { "t\($0)" } + ["日本", "本語", "語", "straße", String(repeating: "long", count: 20)]
        var fragments: [GroupedTerms] = []
        var entries: [[(term: String, postings: [[Int]])]] = []
        var bases: [Int] = []
        var sections = 0
        for _ in 0..<37 {
            var terms = SearchTerms()
            let count = 1 + Int(numbers.next() % 4)
            for section in 0..<count {
                let words = (0..<Int(numbers.next() % 60)).map { _ in vocabulary[Int(numbers.next()) % vocabulary.count] }
                terms.add(words.joined(separator: " "), section: section, tier: Int(numbers.next() % 3))
            }
            fragments.append(terms.grouped())
            entries.append(terms.entries)
            bases.append(sections)
            sections += count
        }
        #expect(ShardRuns.parts(fragments.map(\.view)).count > 1)
        for shard in 0..<shards {
            // The plain merge: fragment by fragment, each one's terms by
            // bucket (in the order first met within a bucket).
            var order: [String] = []
            var postings: [String: [(Int, Int)]] = [:]
            for (number, fragment) in entries.enumerated() {
                let bucketed = fragment.map { entry in
                    (entry, Array(entry.term.utf8).withUnsafeBufferPointer { SearchTerms.shard(of: $0, shards: SearchTerms.buckets) })
                }.enumerated().sorted { ($0.element.1, $0.offset) < ($1.element.1, $1.offset) }.map(\.element)
                for (entry, bucket) in bucketed where bucket % shards == shard {
                    if postings[entry.term] == nil { order.append(entry.term) }
                    postings[entry.term, default: []] += entry.postings.map { (bases[number] + $0[0], $0[1]) }
                }
            }
            var expected = Array("ThemePreviewSearch.shard(\(shard),\"".utf8)
            for term in order {
                expected += Array(term.utf8) + [UInt8(ascii: ":")]
                var last = 0
                for (section, value) in postings[term] ?? [] {
                    SearchShard.appendNumber(section - last, to: &expected)
                    SearchShard.appendNumber(value, to: &expected)
                    last = section
                }
                expected.append(UInt8(ascii: "|"))
            }
            expected += Array("\");\n".utf8)
            let script = SearchShard.script(shard, of: shards, fragments, bases: bases)
            #expect(String(decoding: script, as: UTF8.self) == String(decoding: expected, as: UTF8.self), "shard \(shard) of \(shards)")
        }
    }

    /// Parts are consecutive fragments that cover them all, of about as
    /// many terms each.
    @Test func partsAreConsecutiveAndCoverEveryFragment() {
        var fragments: [GroupedTerms] = []
        for size in [500, 1, 1, 1, 300, 300, 2, 0, 700, 5] {
            var terms = SearchTerms()
            terms.add((0..<size).map { "w\($0)" }.joined(separator: " "), section: 0, tier: 0)
            fragments.append(terms.grouped())
        }
        let parts = ShardRuns.parts(fragments.map(\.view))
        #expect(parts.first?.lowerBound == 0 && parts.last?.upperBound == fragments.count)
        #expect(zip(parts, parts.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
        #expect(parts.count == min(fragments.count, 2 * ProcessInfo.processInfo.activeProcessorCount))
        #expect(ShardRuns.parts([]) == [0..<0])
    }

    func site(_ files: [String: String]) throws -> ResolvedSite {
        try Resolver.resolve(try Loader(fileSystem: InMemoryFileSystem(files: files)).load("site"))
    }

    func contents(_ files: [OutputFile]) -> [String: String] {
        Dictionary(uniqueKeysWithValues: files.map { ($0.path, String(decoding: $0.contents, as: UTF8.self)) })
    }

    /// The files of a small site, byte for byte.
    @Test func theIndexFilesOfASmallSite() throws {
        let site = try site([
            "site/docs/a.md": "# A \"quoted\" <title>\n\nIntro & more.\n\n## Two\n\nText\u{2028}here.\n",
            "site/docs/b.md": "No heading, just text about 日本語.\n",
            // Raw HTML left out, so `<title>` stays text to escape (kept, it
            // would take the rest of the doc with it, as on GitHub).
            "site/config.yaml": "markdown:\n  rawHTML: false\n",
        ])
        let files = contents(SearchIndex.files(site))
        let chunks = files.keys.filter { $0.hasPrefix("assets/search/t") }
        let shards = files.keys.filter { $0.hasPrefix("assets/search/s") }
        #expect(files["assets/search-index.js"] == "window.ThemePreviewSearchIndex = {\"version\":\"88fc277abaf8ef68\",\"shards\":1,\"chunks\":[0]};\n")
        #expect(chunks == ["assets/search/t0.js"] && shards == ["assets/search/s0.js"])
        // The rows, deflated (zlib's header, 78 9C, is `<'`), seven bits a
        // character: the page inflates them.
        let script = try #require(files["assets/search/t0.js"])
        #expect(script.wholeMatch(of: /ThemePreviewSearch\.text\(0,"<'[^"\\\n\r]+"\);\n/) != nil)
        let chunk = try #require(SearchIndex.chunkRows(script))
        #expect(script.utf8.count * 2 < chunk.utf8.count)
        #expect(chunk.hasSuffix(#"dark"]"# + "\n]"))
        #expect(chunk.hasPrefix("""
            [
            ["A “quoted”","docs/a.html#a-quoted-","A “quoted”","Intro \\u0026 more."],
            ["A “quoted”","docs/a.html#two","Two","Text\\u2028here."],
            ["B","docs/b.html","B","No heading, just text about 日本語."],
            ["background","index.html#tokens-colors","Color token","--vm-color-background · #FFFFFF light, #000000 dark · Root screen background"],
            """))
        #expect(chunk.contains(#"["textSecondary","index.html#tokens-colors","Color token","--vm-color-text-secondary · #3C3C4399 light, #EBEBF599 dark · Body text, subjects"],"#))
        #expect(chunk.contains(#"["syntaxKeyword","index.html#tokens-colors","Syntax color","--vm-syntax-keyword · #00789E light, #3DAED4 dark · Keywords and statements"],"#))
        let shard = try #require(files["assets/search/s0.js"])
        #expect(shard.wholeMatch(of: /ThemePreviewSearch\.packedShard\(0,"<'[^"\\\n\r]+"\);\n/) != nil)
        let terms = try #require(SearchIndex.shardTerms(shard))
        #expect(shard.utf8.count * 3 < terms.utf8.count * 2)
        let entries = Set(terms.split(separator: "|").map(String.init))
        // "quoted": the title (section 0, value 2) and the first heading (1): one posting, value 2.
        #expect(entries.contains("quoted:02"))
        #expect(entries.contains("two:11"))
        // The third section (2), in its text once (4).
        #expect(entries.isSuperset(of: ["日本:24", "本語:24", "語:24"]))
    }

    /// A rebuild keeps the previous output's chunks and shards whose
    /// content is unchanged (no deflating again): the same bytes as a
    /// fresh build, and a changed doc's chunk and shards made anew.
    @Test func aRebuildKeepsTheUnchangedChunksAndShardsByteForByte() throws {
        var files: [String: String] = [:]
        for number in 0..<40 {
            let words = (0..<1500).map { "w\(($0 * 7 + number) % 911)x" }.joined(separator: " ")
            files["site/docs/doc\(number).md"] = "# Doc \(number)\n\n\(words)\n"
        }
        let fresh = SearchIndex.files(try site(files))
        let previous = Dictionary(uniqueKeysWithValues: fresh.map { ($0.path, [UInt8]($0.contents)) })
        let asked = Mutex<[String]>([])
        func rebuild(_ files: [String: String]) throws -> [String: String] {
            contents(SearchIndex.files(try site(files), previous: { path in
                asked.withLock { $0.append(path) }
                return previous[path]
            }))
        }
        #expect(try rebuild(files) == contents(fresh))
        #expect(Set(asked.withLock { $0 }) == Set(fresh.map(\.path).filter { $0.hasPrefix("assets/search/") }))
        // One doc changed: the same files as its fresh build, several of them
        // different from before.
        files["site/docs/doc3.md"] = "# Doc 3\n\nzebra\n"
        let changed = try rebuild(files)
        #expect(changed == contents(SearchIndex.files(try site(files))))
        let different = changed.filter { contents(fresh)[$0.key] != $0.value }.keys
        #expect(different.contains("assets/search-index.js"))
        #expect(different.contains { $0.hasPrefix("assets/search/t") })
        #expect(different.contains { $0.hasPrefix("assets/search/s") })
    }

    /// What is kept: the script the same prefix begins, deflated at zlib's
    /// default level, inflating to exactly the content.
    @Test func aPreviousFileIsKeptOnlyWhenItPacksTheSameContentTheSameWay() throws {
        let rows = Array("[\n[\"A\",\"docs/a.html\",\"A\",\"text text text\"]\n]".utf8)
        let script = SearchIndex.chunkScript(4, rows: rows)
        #expect(SearchIndex.kept(script, prefix: SearchIndex.chunkPrefix(4), packing: rows[...]) == script)
        #expect(SearchIndex.kept(script, prefix: SearchIndex.chunkPrefix(5), packing: rows[...]) == nil)
        #expect(SearchIndex.kept(script, prefix: SearchIndex.chunkPrefix(4), packing: rows.dropLast()) == nil)
        #expect(SearchIndex.kept(script, prefix: SearchIndex.chunkPrefix(4), packing: (rows + [0x20])[...]) == nil)
        // The same length, one byte different.
        var changed = rows
        changed[changed.count - 6] = UInt8(ascii: "y")
        #expect(SearchIndex.kept(script, prefix: SearchIndex.chunkPrefix(4), packing: changed[...]) == nil)
        #expect(SearchIndex.sameBytes(rows, rows[...]) && SearchIndex.sameBytes([], []))
        #expect(!SearchIndex.sameBytes(rows, changed[...]) && !SearchIndex.sameBytes([], rows[...]))
        #expect(SearchIndex.kept(nil, prefix: SearchIndex.chunkPrefix(4), packing: rows[...]) == nil)
        #expect(SearchIndex.kept(Array(script.dropLast()), prefix: SearchIndex.chunkPrefix(4), packing: rows[...]) == nil)
        // The same rows deflated at another level (zlib's header 78 DA):
        // not what this build writes, so not kept.
        let best = try #require(Deflate.compress(rows, level: 9))
        #expect(Array(best.prefix(2)) == [0x78, 0xDA])
        let other = SearchIndex.chunkPrefix(4) + [UInt8(ascii: "\"")] + ScriptBytes.encode(best) + Array("\");\n".utf8)
        #expect(SearchIndex.chunkRows(String(decoding: other, as: UTF8.self)) == String(decoding: rows, as: UTF8.self))
        #expect(SearchIndex.kept(other, prefix: SearchIndex.chunkPrefix(4), packing: rows[...]) == nil)
        let shard = Array("ThemePreviewSearch.shard(2,\"alpha:01|beta:11\");\n".utf8)
        let packed = SearchIndex.packedShard(shard)
        #expect(SearchIndex.keptShard(packed, shard) == packed)
        #expect(SearchIndex.keptShard(packed, Array("ThemePreviewSearch.shard(3,\"alpha:01|beta:11\");\n".utf8)) == nil)
        #expect(SearchIndex.keptShard(packed, Array("ThemePreviewSearch.shard(2,\"alpha:01|beta:12\");\n".utf8)) == nil)
    }

    /// Big enough for several shards and chunks, built on all cores: the
    /// same bytes every time, and every term in the shard its key names.
    @Test func theIndexIsTheSameBytesEveryTime() throws {
        var files: [String: String] = [:]
        for number in 0..<40 {
            let words = (0..<1500).map { "w\(($0 * 7 + number) % 911)x" }.joined(separator: " ")
            files["site/docs/doc\(number).md"] = "# Doc \(number)\n\n\(words)\n\n## Más\n\n中文字 \(words)\n"
        }
        let site = try site(files)
        let once = contents(SearchIndex.files(site))
        #expect(once == contents(SearchIndex.files(site)))
        let shardCount = once.keys.filter { $0.hasPrefix("assets/search/s") }.count
        #expect(shardCount > 1)
        #expect(once.keys.filter { $0.hasPrefix("assets/search/t") }.count > 1)
        for (path, script) in once where path.hasPrefix("assets/search/s") {
            let number = Int(path.dropFirst("assets/search/s".count).dropLast(3))!
            let body = try #require(SearchIndex.shardTerms(script))
            for entry in body.split(separator: "|") {
                let term = Array(entry.split(separator: ":")[0].utf8)
                #expect(term.withUnsafeBufferPointer { SearchTerms.shard(of: $0, shards: shardCount) } == number)
            }
        }
    }

    /// The renderer gathers each section's text from cmark's tree; it must
    /// be what stripping the rendered HTML gives, for every kind of node.
    @Test(arguments: [false, true])
    func textFromTheTreeIsTheStrippedHTML(rawHTML: Bool) {
        let long = (0..<120).map { "word\($0)" }.joined(separator: " ")
        let documents: [String] = [
            "Intro with *emphasis*, **strong**, `code  span` and a [link](other.md).\n\n# Title\n\nBody &amp; \"quotes\" -- dashes... 'single'.\n",
            "- one\n- two\n  - nested\n\n1. first\n2. second\n\n> quoted\n> # heading in a quote\n> after\n",
            "```swift\nlet x = 1  // spaced\n\tindented\n```\n\n    indented code\n\n---\n\n![alt text](image.png) after image\n",
            "Line one  \nline two\\\nline three\nsoft\n\n<div class=\"x\">raw <b>html</b> &lt;tag&gt; &copy;</div>\n\ninline <span>html</span> <br> here\n",
            "## A\n\n## B\n\nText under B.\n\n### C\n\n" + long + "\n\n" + long + "\n",
            "Größe “quoted” — " + String(repeating: "é", count: 300) + "\n\n## Marks\n\n" + String(repeating: "e\u{301}\u{302}", count: 300) + "\n",
            "## Emoji\n\n" + String(repeating: "👩‍👩‍👧 ", count: 200) + "\n\n## Tail\n\n<!-- comment --> x & y < z\n",
            "",
            "# Only a heading\n",
            "Text with &#x1F600; and &#0; and &nbsp; entities\n",
            String(repeating: "x", count: 400) + "\n",
            "Control \u{1}\u{7} bytes, é and ’ between words\n",
        ]
        let renderer = MarkdownRenderer()
        let options = MarkdownOptions(smartPunctuation: true, rawHTML: rawHTML ? .kept : .omitted, headingAnchors: true)
        for document in documents {
            let rendered = renderer.render(document, options: options)
            #expect(rendered.sectionTexts != nil)
            let fromTree = PlainText.sections(rendered)
            let stripped = PlainText.strippedSections(rendered)
            #expect(fromTree.map { $0.text } == stripped.map { $0.text }, "\(document.prefix(60))")
            #expect(fromTree.map { $0.id } == stripped.map { $0.id })
            #expect(fromTree.map { $0.heading } == stripped.map { $0.heading })
        }
    }

    /// Random documents from Markdown's building blocks (a fixed seed, so
    /// every run checks the same ones): the tree's text equals the HTML's.
    @Test func textFromTheTreeIsTheStrippedHTMLForRandomDocuments() {
        let pieces = ["word", "Wörd", " ", "  ", "\n", "\n\n", "# ", "## ", "> ", "- ", "1. ", "*", "**", "`", "```\n",
                      "    ", "[link](a.md)", "![img](i.png)", "<b>", "</b>", "<div>", "</div>\n", "&amp;", "&lt;", "&#39;",
                      "\"", "'", "--", "...", "e\u{301}", "👩‍👩‍👧", "中文", "\t", "\\", "<!-- c -->", "---\n", "x"]
        // Tags that never close: only without raw HTML (see below).
        let unclosed = ["\n<div", "<span"]
        var state: UInt64 = 0x9E3779B97F4A7C15
        func next(_ count: Int = pieces.count) -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % UInt64(count))
        }
        let renderer = MarkdownRenderer()
        for rawHTML in [false, true] {
            let options = MarkdownOptions(smartPunctuation: true, rawHTML: rawHTML ? .kept : .omitted, headingAnchors: true)
            for _ in 0..<300 {
                var document = ""
                let all = rawHTML ? pieces : pieces + unclosed
                for _ in 0..<(40 + next() * 12) { document += all[next(all.count)] }
                let rendered = renderer.render(document, options: options)
                let fromTree = PlainText.sections(rendered).map { $0.text }
                let stripped = PlainText.strippedSections(rendered).map { $0.text }
                #expect(fromTree == stripped, "raw HTML \(rawHTML): \(document.debugDescription)")
            }
        }
    }

    /// Raw HTML whose tag never closes (`<div` and no `>`): stripping the
    /// page's HTML ran on to the next `>` of the page, past the block's end
    /// (and the space between the blocks); taken from the tree, each piece
    /// of raw HTML ends where cmark ends it.
    @Test func rawHTMLThatNeverClosesEndsWithItsBlock() {
        let options = MarkdownOptions(smartPunctuation: true, rawHTML: .kept, headingAnchors: true)
        let rendered = MarkdownRenderer().render("Before.\n\n<div class=\"x\"\nstill html\n\nA paragraph after it.\n", options: options)
        #expect(PlainText.sections(rendered).map { $0.text } == ["Before. A paragraph after it."])
    }
}

/// Numbers from a fixed seed (a 64-bit linear congruential generator), for
/// random inputs that are the same on every run.
struct SeededNumbers {
    var state: UInt64

    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 33
    }
}
