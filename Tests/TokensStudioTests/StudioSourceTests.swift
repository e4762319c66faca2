import Basics
import DTCG
import Testing
@testable import TokensStudio

/// How one file is read: top-level keys as sets (Tokens Studio's
/// single-file export) or as groups (a file of tokens).
struct StudioSourceTests {
    func names(_ text: String) throws -> [String] {
        onlyTokens(try readStudio(text)).tokens.map(\.name)
    }

    @Test func themesOrMetadataMeanSets() throws {
        #expect(try names(##"{"$metadata": {}, "core": {"red": {"value": "#f00", "type": "color"}}}"##) == ["red"])
        #expect(try names(##"{"$themes": [], "core": {"red": {"value": "#f00", "type": "color"}}}"##) == ["red"])
    }

    @Test func aTopLevelTokenMeansOneSet() throws {
        #expect(try names(##"{"red": {"value": "#f00", "type": "color"}, "core": {"blue": {"value": "#00f", "type": "color"}}}"##)
            == ["red", "core.blue"])
    }

    /// References name tokens without their set: a reference that starts
    /// with a top-level key shows the keys are groups.
    @Test func referencesTellSetsFromGroups() throws {
        #expect(try names(##"{"color": {"red": {"value": "#f00", "type": "color"}, "bg": {"value": "{color.red}", "type": "color"}}}"##)
            == ["color.red", "color.bg"])
        #expect(try names(##"{"core": {"red": {"value": "#f00", "type": "color"}}, "semantic": {"bg": {"value": "{red}", "type": "color"}}}"##)
            == ["red", "bg"])
    }

    @Test func setFilesMustHoldObjects() {
        #expect(problems { try readStudioFolder(["a.json": "[1]", "b.json": "{}"]) } == [
            "tokens/a.json:1:1: error: a token set file holds an object of groups and tokens, found a list",
        ])
        #expect(problems { try readStudio(##"{"$themes": [], "core": 3}"##) } == [
            "tokens.json:1:17: error: the token set 'core' must be an object of groups and tokens, found 3",
        ])
    }
}
