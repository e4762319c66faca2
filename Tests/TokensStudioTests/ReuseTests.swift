import Basics
import Foundation
import DTCG
import Testing
@testable import TokensStudio

/// A reading that starts from what the last one kept (`serve` after a
/// token edit) must give the system a reading from nothing gives.
struct ReuseTests {
    static let base: [String: String] = [
        "$themes.json": """
        [{"name": "Light", "group": "mode", "selectedTokenSets": {"core": "source", "light": "enabled", "parts": "enabled"}},
         {"name": "Dark", "group": "mode", "selectedTokenSets": {"core": "source", "dark": "enabled", "parts": "enabled"}},
         {"name": "Big", "group": "size", "selectedTokenSets": {"size": "enabled"}}]
        """,
        "$metadata.json": #"{"tokenSetOrder": ["core", "light", "dark", "size", "parts"]}"#,
        "core.json": ##"{"blue": {"value": "#0000ff", "type": "color"}, "red": {"value": "#ff0000", "type": "color"}, "n": {"value": "4", "type": "spacing"}}"##,
        "light.json": #"{"bg": {"value": "{blue}", "type": "color"}, "fg": {"value": "{bg}", "type": "color"}}"#,
        "dark.json": #"{"bg": {"value": "{red}", "type": "color"}, "fg": {"value": "{red}", "type": "color"}}"#,
        "size.json": #"{"gap": {"value": "{n} * 2", "type": "spacing"}}"#,
        "parts.json": #"{"button": {"value": "{fg}", "type": "color"}, "pad": {"value": "{gap}", "type": "spacing"}}"#,
    ]

    static func files(_ texts: [String: String]) -> [DTCGFile] {
        texts.keys.sorted().map { DTCGFile(path: "tokens/" + $0, text: texts[$0] ?? "") }
    }

    /// The system read from nothing, or its messages.
    static func fresh(_ texts: [String: String]) -> Result<DesignSystem, BuildFailure> {
        Result { () throws(BuildFailure) -> DesignSystem in
            try TokensStudioReader.read(files: files(texts), folder: "tokens", name: "S")
        }
    }

    /// Reads each version in turn, each from what the last kept, and
    /// checks it against a reading from nothing.
    static func expectSameAsFresh(_ versions: [[String: String]], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        var kept: TokensStudioReuse?
        for (index, texts) in versions.enumerated() {
            let expected = fresh(texts)
            do {
                let read = try TokensStudioReader.read(files: files(texts), folder: "tokens", name: "S", reusing: kept)
                kept = read.kept
                guard case .success(let system) = expected else {
                    Issue.record("version \(index) read, but from nothing it fails", sourceLocation: sourceLocation)
                    continue
                }
                #expect(read.system.combinations == system.combinations, "version \(index)", sourceLocation: sourceLocation)
                for combination in system.combinations {
                    #expect(read.system.tokens[combination]?.tokens == system.tokens[combination]?.tokens,
                            "version \(index), \(combination)", sourceLocation: sourceLocation)
                    #expect(read.system.sourceTokens[combination]?.tokens == system.sourceTokens[combination]?.tokens,
                            "version \(index), \(combination)", sourceLocation: sourceLocation)
                }
                #expect(read.system.warnings == system.warnings, "version \(index)", sourceLocation: sourceLocation)
            } catch {
                kept = nil
                guard case .failure(let failure) = expected else {
                    Issue.record("version \(index) fails, but from nothing it reads", sourceLocation: sourceLocation)
                    continue
                }
                #expect(error.diagnostics == failure.diagnostics, "version \(index)", sourceLocation: sourceLocation)
            }
        }
    }

    static func with(_ changes: [String: String?]) -> [String: String] {
        var texts = base
        for (file, text) in changes { texts[file] = text }
        return texts
    }

    @Test func editInASetOnlySomeCombinationsEnable() {
        Self.expectSameAsFresh([Self.base,
                                Self.with(["light.json": ##"{"bg": {"value": "#00ff00", "type": "color"}, "fg": {"value": "{bg}", "type": "color"}}"##]),
                                Self.base])
    }

    /// Light × Big and Dark × Big: an edit of `dark.json` leaves Light × Big
    /// as it was; an edit of `core.json`, which both read, leaves neither.
    @Test func aCombinationReadingOnlyUnchangedSetsIsTakenAsItWas() throws {
        func read(_ texts: [String: String], after kept: TokensStudioReuse?) throws -> TokensStudioReuse {
            try TokensStudioReader.read(files: Self.files(texts), folder: "tokens", name: "S", reusing: kept).kept
        }
        let first = try read(Self.base, after: nil)
        #expect(first.combinationsTaken == 0)
        let dark = Self.with(["dark.json": #"{"bg": {"value": "{blue}", "type": "color"}, "fg": {"value": "{red}", "type": "color"}}"#])
        let second = try read(dark, after: first)
        #expect(second.combinationsTaken == 1)
        #expect(try read(dark, after: second).combinationsTaken == 2)
        let core = Self.with(["core.json": ##"{"blue": {"value": "#0000aa", "type": "color"}, "red": {"value": "#ff0000", "type": "color"}, "n": {"value": "4", "type": "spacing"}}"##])
        #expect(try read(core, after: second).combinationsTaken == 0)
        Self.expectSameAsFresh([Self.base, dark, dark, core, Self.base])
    }

    /// Light × Big, whose `light.json` changed a value, is made from what
    /// it was with `bg` and what reads it (`fg`, `button`) resolved again;
    /// a token added to the set makes it resolved whole.
    @Test func aCombinationWithTheSameNamesIsPatched() throws {
        func read(_ texts: [String: String], after kept: TokensStudioReuse?) throws -> TokensStudioReuse {
            try TokensStudioReader.read(files: Self.files(texts), folder: "tokens", name: "S", reusing: kept).kept
        }
        let first = try read(Self.base, after: nil)
        let green = Self.with(["light.json": ##"{"bg": {"value": "#00ff00", "type": "color"}, "fg": {"value": "{bg}", "type": "color"}}"##])
        let second = try read(green, after: first)
        #expect(second.combinationsTaken == 1)
        #expect(second.combinationsPatched == 1)
        let added = Self.with(["light.json": ##"{"bg": {"value": "#00ff00", "type": "color"}, "fg": {"value": "{bg}", "type": "color"}, "x": {"value": "1", "type": "spacing"}}"##])
        let third = try read(added, after: second)
        #expect(third.combinationsPatched == 0)
        #expect(try read(Self.base, after: third).combinationsPatched == 0)
        Self.expectSameAsFresh([Self.base, green, added, green, Self.base])
    }

    @Test func editOfATokenOthersReference() {
        Self.expectSameAsFresh([Self.base,
                                Self.with(["core.json": ##"{"blue": {"value": "#0000aa", "type": "color"}, "red": {"value": "#ff0000", "type": "color"}, "n": {"value": "8", "type": "spacing"}}"##]),
                                Self.with(["core.json": ##"{"blue": {"value": "#0000aa", "type": "color"}, "red": {"value": "#ff0000", "type": "color"}, "n": {"value": "9", "type": "spacing"}}"##])])
    }

    @Test func setAddedAndRemoved() {
        var added = Self.with(["extra.json": ##"{"bg": {"value": "#123456", "type": "color"}}"##,
                               "$metadata.json": #"{"tokenSetOrder": ["core", "light", "dark", "size", "extra", "parts"]}"#])
        added["$themes.json"] = added["$themes.json"]?.replacingOccurrences(of: #""light": "enabled""#, with: #""light": "enabled", "extra": "enabled""#)
        Self.expectSameAsFresh([Self.base, added, Self.base, added])
    }

    @Test func themesEdited() {
        let swapped = Self.with(["$themes.json": """
        [{"name": "Light", "group": "mode", "selectedTokenSets": {"core": "source", "dark": "enabled", "parts": "enabled"}},
         {"name": "Dark", "group": "mode", "selectedTokenSets": {"core": "source", "light": "enabled", "parts": "enabled"}},
         {"name": "Big", "group": "size", "selectedTokenSets": {"size": "enabled"}}]
        """])
        Self.expectSameAsFresh([Self.base, swapped, Self.base])
    }

    @Test func brokenThenFixedThenWarning() {
        let broken = Self.with(["light.json": #"{"bg": {"value": "{nothing}", "type": "color"}, "fg": {"value": "{bg}", "type": "color"}}"#])
        let warning = Self.with(["light.json": #"{"bg": {"value": "{blue}"}, "fg": {"value": "{bg}", "type": "color"}}"#])
        Self.expectSameAsFresh([Self.base, broken, Self.base, warning, warning, Self.base])
    }

    @Test func tokenAddedWhereAValueSuffixWasRead() {
        let suffix = Self.with(["parts.json": #"{"button": {"value": "{fg.value}", "type": "color"}, "pad": {"value": "{gap}", "type": "spacing"}}"#])
        var shadowed = suffix
        shadowed["parts.json"] = ##"{"fg.value": {"value": "#abcdef", "type": "color"}, "button": {"value": "{fg.value}", "type": "color"}, "pad": {"value": "{gap}", "type": "spacing"}}"##
        Self.expectSameAsFresh([Self.base, suffix, shadowed, suffix])
    }

    @Test func lionEdited() throws {
        let folder = try TokensStudioCorporaTests.corpora().appendingPathComponent("lion-example/tokens")
        let files = try TokensStudioCorporaTests.files(under: folder)
        var kept: TokensStudioReuse?
        var texts = Dictionary(files.map { ($0.path, $0.text) }, uniquingKeysWith: { a, _ in a })
        let edited = try #require(texts.keys.sorted().first { $0.contains("color/") })
        for step in 0..<3 {
            if step > 0, let text = texts[edited], let hex = text.range(of: "#[0-9a-fA-F]{6}", options: .regularExpression) {
                texts[edited] = text.replacingCharacters(in: hex, with: step == 1 ? "#123456" : "#654321")
            }
            let now = texts.keys.sorted().map { DTCGFile(path: $0, text: texts[$0] ?? "") }
            let read = try TokensStudioReader.read(files: now, folder: "tokens", name: "Lion", reusing: kept)
            kept = read.kept
            let fresh = try TokensStudioReader.read(files: now, folder: "tokens", name: "Lion")
            for combination in fresh.combinations {
                #expect(read.system.tokens[combination]?.tokens == fresh.tokens[combination]?.tokens)
            }
            #expect(read.system.warnings == fresh.warnings)
        }
    }
}
