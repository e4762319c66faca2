import Foundation

/// A new empty folder under the system's temporary folder, named
/// `tp-<name>-<UUID>`, for tests that need real files; the caller removes it.
public func temporaryFolder(_ name: String) throws -> String {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tp-\(name)-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    return root
}

/// `temporaryFolder(name)` as a file URL.
public func temporaryFolderURL(_ name: String) throws -> URL {
    URL(fileURLWithPath: try temporaryFolder(name), isDirectory: true)
}
