import Basics
import DTCG
import Testing
@testable import TokensStudio

/// Combinations are resolved side by side, each starting from what the
/// first resolved: the tokens and the diagnostics must be those of each
/// combination resolved alone, from nothing.
struct SharedResolutionTests {
    @Test func lionEqualsEachCombinationAlone() throws {
        let folder = try TokensStudioCorporaTests.corpora().appendingPathComponent("lion-example/tokens")
        let files = try TokensStudioCorporaTests.files(under: folder)
        let shared = try TokensStudioReader.read(files: files, folder: "tokens", name: "Lion", sharingWork: true).system
        let alone = try TokensStudioReader.read(files: files, folder: "tokens", name: "Lion", sharingWork: false).system
        #expect(shared.combinations.count > 1)
        #expect(shared.combinations == alone.combinations)
        for combination in alone.combinations {
            #expect(shared.tokens[combination]?.tokens == alone.tokens[combination]?.tokens)
            #expect(shared.sourceTokens[combination]?.tokens == alone.sourceTokens[combination]?.tokens)
        }
        #expect(shared.warnings == alone.warnings)
    }

    @Test func diagnosticsOfEveryCombinationAreKept() {
        // Each theme reads a set with a broken reference of its own, and a
        // shared set warns once: the same lines either way.
        let files = [
            "$themes.json": """
            [{"name": "A", "group": "mode", "selectedTokenSets": {"core": "source", "a": "enabled"}},
             {"name": "B", "group": "mode", "selectedTokenSets": {"core": "source", "b": "enabled"}},
             {"name": "C", "group": "mode", "selectedTokenSets": {"core": "source", "a": "enabled", "b": "enabled"}}]
            """,
            "$metadata.json": #"{"tokenSetOrder": ["core", "a", "b"]}"#,
            "core.json": ##"{"blue": {"value": "#0000ff", "type": "color"}, "odd": {"value": "1"}}"##,
            "a.json": #"{"bg": {"value": "{blue}", "type": "color"}, "x": {"value": "{missingA}", "type": "color"}}"#,
            "b.json": #"{"fg": {"value": "{odd}", "type": "other"}, "y": {"value": "{missingB}", "type": "color"}}"#,
        ]
        let sorted = files.keys.sorted().map { DTCGFile(path: "tokens/" + $0, text: files[$0] ?? "") }
        func lines(_ sharing: Bool) -> [String] {
            do {
                _ = try TokensStudioReader.read(files: sorted, folder: "tokens", name: nil, sharingWork: sharing)
                return []
            } catch {
                return error.diagnostics.map(\.description)
            }
        }
        let alone = lines(false)
        #expect(alone.contains { $0.contains("missingA") })
        #expect(alone.contains { $0.contains("missingB") })
        #expect(lines(true) == alone)
    }
}
