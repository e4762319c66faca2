import Foundation
import PreviewRenderer
import Testing

/// Folders and built sites for the tests, and the size a PNG says it has.
struct TestSites {
    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tp-visual-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
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

    /// A PNG's width and height, from its IHDR chunk; nil when it is not a PNG.
    static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
              bytes[12..<16] == [0x49, 0x48, 0x44, 0x52] else { return nil }  // "IHDR"
        func int(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (int(16), int(20))
    }
}
