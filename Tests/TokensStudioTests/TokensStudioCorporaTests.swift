import Basics
import DTCG
import Foundation
import Testing
@testable import TokensStudio

/// The real token folders in `../shared/tokens-corpora` (beside the
/// repository, or where `THEME_PREVIEW_SHARED` says), read in place.
struct TokensStudioCorporaTests {
    /// `<shared>/tokens-corpora`; the test fails when it is nowhere.
    static func corpora() throws -> URL {
        let environment = ProcessInfo.processInfo.environment["THEME_PREVIEW_SHARED"]
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let candidates = [environment.map { URL(fileURLWithPath: $0).appendingPathComponent("tokens-corpora") },
                          repository.deletingLastPathComponent().appendingPathComponent("shared/tokens-corpora")]
            .compactMap { $0 }
        for candidate in candidates where FileManager.default.fileExists(atPath: candidate.path) {
            return candidate
        }
        struct Missing: Error, CustomStringConvertible {
            var description: String
        }
        throw Missing(description: "the token corpora are not at \(candidates.map(\.path).joined(separator: " or ")): put them at <repository>/../shared/tokens-corpora or set THEME_PREVIEW_SHARED to the folder that holds tokens-corpora")
    }

    /// Every `.json` file under `folder`, paths relative to its parent
    /// (`tokens/brand/casual.json`), sorted.
    static func files(under folder: URL) throws -> [DTCGFile] {
        let parent = folder.deletingLastPathComponent().path
        let paths = (FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".json") }.sorted()
        return try paths.map { relative in
            let url = folder.appendingPathComponent(relative)
            return DTCGFile(path: String(url.path.dropFirst(parent.count + 1)),
                            text: try String(contentsOf: url, encoding: .utf8))
        }
    }

    static func lion() throws -> DesignSystem {
        let folder = try corpora().appendingPathComponent("lion-example/tokens")
        let files = try files(under: folder)
        #expect(TokensStudioReader.isTokensStudio(files: files))
        return try TokensStudioReader.read(files: files, folder: "tokens", name: "Lion")
    }
}
