import Basics
import Foundation

/// What a versioned output holds, kept in it (`.theme-preview-versions`):
/// each version's folder, what it was built from and the warnings its
/// build gave, so the next build reuses a version whose inputs are the
/// same and still reports its warnings.
struct VersionManifest: Codable, Sendable, Equatable {
    struct Entry: Codable, Sendable, Equatable {
        var folder: String
        /// Everything the version's pages depend on (see `VersionedBuild.key`).
        var key: String
        var warnings: [String]
    }

    var versions: [Entry] = []

    static let fileName = ".theme-preview-versions"

    /// The manifest of the output folder `output`; empty when there is
    /// none or it cannot be read (then every version is built).
    static func read(_ output: String, fileSystem: any FileSystem) -> VersionManifest {
        guard let data = try? fileSystem.contents(of: joinPath(output, fileName)),
              let manifest = try? JSONDecoder().decode(VersionManifest.self, from: data) else { return VersionManifest() }
        return manifest
    }

    var data: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return ((try? encoder.encode(self)) ?? Data()) + Data("\n".utf8)
    }

    func entry(_ folder: String) -> Entry? {
        versions.first { $0.folder == folder }
    }
}
