import Foundation
import PreviewRenderer
import TestSupport
import Testing

/// Folders and built sites for the tests.
struct TestSites {
    func temporaryFolder() throws -> URL {
        try temporaryFolderURL("visual")
    }

    func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Builds a site whose folder holds `files` into `root/name-out`, as
    /// `theme-preview build` does; returns that folder.
    func built(_ name: String, files: [String: String], in root: URL) throws -> String {
        for (path, text) in files { try write(text, to: root.appendingPathComponent("\(name)/\(path)")) }
        let output = root.appendingPathComponent("\(name)-out").path
        _ = try FullBuilder(generator: "theme-preview tests").build(siteDirectory: root.appendingPathComponent(name).path, output: output)
        return output
    }
}
