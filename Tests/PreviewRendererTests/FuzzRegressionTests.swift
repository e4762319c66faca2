@testable import Basics
@testable import DTCG
import Foundation
@testable import Markdown
@testable import PreviewRenderer
import Testing

/// Inputs found by the fuzzers in Fuzz/ (scripts/fuzz) and by probing what
/// libFuzzer's small inputs cannot reach: each once hung or ran out of
/// memory, or checks that a guard against that holds. The small ones are
/// also in the seed corpus, Fuzz/Corpus/.
struct FuzzRegressionTests {
    func messages(_ work: () throws -> Void) -> [String] {
        do {
            try work()
            return []
        } catch let failure as BuildFailure {
            return failure.diagnostics.map(\.description)
        } catch {
            return ["not a BuildFailure: \(error)"]
        }
    }

    func readTokens(_ text: String) -> [String] {
        messages { _ = try DTCGReader.read([DTCGFile(path: "t.tokens.json", text: text)]) }
    }

    // MARK: - Amplification

    /// Each group extends the one before and holds another group extending
    /// it too: the tokens double per line, 2^30 of them from 30 lines.
    @Test func extendsThatMultiplyStopWithAnError() {
        var members = [#""g0": {"$type": "number", "t": {"$value": 1}}"#]
        for i in 1..<30 {
            members.append(#""g\#(i)": {"$extends": "{g\#(i - 1)}", "b\#(i)": {"$extends": "{g\#(i - 1)}"}}"#)
        }
        let problems = readTokens("{" + members.joined(separator: ", ") + "}")
        #expect(problems.count == 1)
        #expect(problems.first?.contains(#"error: "$extends" copies more than 100000 tokens and groups in all"#) == true, "\(problems)")
    }

    @Test func ordinaryExtendsChainsAreUnaffected() throws {
        var members: [String] = []
        for i in 0..<12 {
            let tokens = (0..<25).map { #""t\#(i)x\#($0)": {"$value": \#($0)}"# }.joined(separator: ", ")
            members.append(#""g\#(i)": {"$type": "number", \#(i > 0 ? #""$extends": "{g\#(i - 1)}", "#: "")\#(tokens)}"#)
        }
        let set = try DTCGReader.read([DTCGFile(path: "t.tokens.json", text: "{" + members.joined(separator: ", ") + "}")])
        // Group i holds its own 25 tokens and those of every group before it.
        #expect(set.tokens.count == (1...12).map { $0 * 25 }.reduce(0, +))
    }

    /// Each set names the one before twice: 2^30 sources from 30 lines.
    @Test func setsThatMultiplyStopWithAnError() {
        var sets = [#""s0": {"sources": [{"x": {"$type": "number", "$value": 1}}]}"#]
        for i in 1..<30 {
            sets.append(##""s\##(i)": {"sources": [{"$ref": "#/sets/s\##(i - 1)"}, {"$ref": "#/sets/s\##(i - 1)"}]}"##)
        }
        let resolver = ##"{"version": "2025.10", "sets": {\##(sets.joined(separator: ", "))}, "resolutionOrder": [{"$ref": "#/sets/s29"}]}"##
        let problems = messages { _ = try DTCGResolverDocument.parse(DTCGFile(path: "t.resolver.json", text: resolver)) { _ in nil } }
        #expect(problems.count == 1)
        #expect(problems.first?.contains("error: references to sets bring in more than 10000 sources in all") == true, "\(problems)")
    }

    /// `a` holds `a.x`, which extends `b`, which extends `a`: expanding `a`
    /// expands `a.x`, so `b`, so `a` again. The cycle check looked only for
    /// `a` itself among the groups being extended, and the recursion went
    /// on until the stack overflowed (libFuzzer, from the doubling input
    /// above with one reference changed).
    @Test func anExtendsCycleThroughANestedGroupIsAnError() {
        let problems = readTokens(#"{"a": {"x": {"$extends": "{b}"}, "t": {"$type": "number", "$value": 1}}, "b": {"$extends": "{a}"}}"#)
        #expect(problems == [#"t.tokens.json:1:26: error: "$extends" cycle: a.x -> b -> a"#], "\(problems)")
    }

    @Test func theFuzzersLongExtendsCycleIsAnError() {
        var members = [#""g0": {"$type": "number", "t": {"$value": 1}}"#]
        for i in 1..<30 {
            // g13.a extends g21, which (through g20 ... g14) extends g13 again.
            members.append(#""g\#(i)": {"$extends": "{g\#(i - 1)}", "a": {"$extends": "{g\#(i == 13 ? 21 : i - 1)}"}}"#)
        }
        let problems = readTokens("{" + members.joined(separator: ", ") + "}")
        #expect(problems.contains { $0.contains(#"error: "$extends" cycle: g13.a -> "#) }, "\(problems)")
    }

    // MARK: - Slow paths

    func loadThemes(_ files: [String: String]) -> [String] {
        messages { _ = try SiteThemes.load(siteDirectory: "site", fileSystem: InMemoryFileSystem(files: files)) }
    }

    /// 1,500 theme files whose parents go round: the cycle was searched hop
    /// by hop through the list, for each file (minutes); each message now
    /// shows the ends of the chain.
    @Test func aLongParentCycleIsReportedQuickly() {
        var files: [String: String] = [:]
        for i in 0..<1500 { files["site/tokens/t\(i).theme.json"] = #"{"parent": "t\#((i + 1) % 1500)"}"# }
        let problems = loadThemes(files)
        #expect(problems.count == 1500)
        #expect(problems.contains("site/tokens/t0.theme.json:1:12: error: parent cycle: t0 -> t1 -> t2 -> t3 -> t4 -> t5 -> t6 -> t7 -> t8 -> t9 -> … (1481 more) -> t1491 -> t1492 -> t1493 -> t1494 -> t1495 -> t1496 -> t1497 -> t1498 -> t1499 -> t0"), "\(problems.prefix(2))")
    }

    /// 1,500 theme files each the parent of the one before: one is built per
    /// pass over the pending files, and each looked its parent up in a list.
    @Test func aLongParentChainBuilds() throws {
        var files: [String: String] = [:]
        for i in 0..<1500 { files["site/tokens/t\(i).theme.json"] = #"{"parent": "\#(i == 1499 ? "default" : "t\(i + 1)")"}"# }
        let set = try SiteThemes.load(siteDirectory: "site", fileSystem: InMemoryFileSystem(files: files))
        #expect(set.registry.themes.count == 6 + 1500)
    }

    // MARK: - Deep nesting: errors from the libraries underneath, not stack overflows

    @Test func deeplyNestedYAMLIsAnError() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let config = messages { _ = try SiteConfig.parse(deep, file: "config.yaml") }
        #expect(config.count == 1)
        #expect(config.first?.hasPrefix("config.yaml:") == true, "\(config)")
        let frontMatter = messages { _ = try FrontMatterParser.parse("---\na: " + deep + "\n---\n", file: "a.md") }
        #expect(frontMatter.count == 1)
        #expect(frontMatter.first?.hasPrefix("a.md:") == true, "\(frontMatter)")
    }

    @Test func deeplyNestedJSONIsAnError() {
        let problems = readTokens(String(repeating: #"{"a": "#, count: 100_000) + "1" + String(repeating: "}", count: 100_000))
        #expect(problems.count == 1)
        #expect(problems.first?.contains("error: invalid JSON") == true, "\(problems)")
        // Under the limit of the JSON reader: groups 500 deep read fine.
        let nested = String(repeating: #"{"a": "#, count: 500) + #"{"$type": "number", "$value": 1}"# + String(repeating: "}", count: 500)
        #expect(readTokens(nested).isEmpty)
    }

    @Test func deeplyNestedMarkdownRenders() {
        let renderer = MarkdownRenderer()
        for markdown in [String(repeating: ">", count: 100_000) + " quote\n",
                         String(repeating: "*", count: 100_000) + "x" + String(repeating: "*", count: 100_000),
                         String(repeating: "[", count: 100_000) + "x" + String(repeating: "]", count: 100_000) + "(y.md)",
                         (0..<3000).map { String(repeating: "  ", count: $0) + "- x\n" }.joined(),
                         String(repeating: "# a\n", count: 20_000)] {
            let rendered = renderer.render(markdown)
            #expect(!rendered.html.isEmpty)
        }
    }
}
