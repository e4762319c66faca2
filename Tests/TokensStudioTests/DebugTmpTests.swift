import Foundation
import Basics
import DTCG
import Testing
@testable import TokensStudio
struct DebugTmp {
    @Test func show() throws {
        do {
            let lion = try TokensStudioCorporaTests.lion()
            print("DBG axes", lion.axes, lion.combinations.map(\.values))
            for w in lion.warnings { print("DBG W", w) }
            for c in lion.combinations.prefix(2) {
                for t in lion.tokens[c]!.tokens { print("DBG", c.values, t.name, t.type, t.value, t.references) }
                for t in lion.sourceTokens[c]!.tokens.prefix(50) { print("DBG S", c.values, t.name, t.value, t.references) }
            }
        } catch let e as BuildFailure { print("DBG FAIL", e) }
        let folder = try TokensStudioCorporaTests.corpora().appendingPathComponent("sd-transforms/test/integration/tokens")
        for file in try TokensStudioCorporaTests.files(under: folder) {
            print("DBG FILE", file.path, TokensStudioReader.isTokensStudio(files: [file]))
            do {
                let s = try TokensStudioReader.read(files: [file], folder: "tokens")
                for w in s.warnings { print("DBG W", w) }
                for t in onlyTokens(s).tokens { print("DBG", t.name, t.type, t.value, t.references, t.sourceType ?? "") }
            } catch { print("DBG FAIL", error) }
        }
    }
}
