import Foundation

/// Another file system with some files replaced, added or taken away, for
/// reading only: `serve` checks a theme file's new text by loading the
/// site's themes as a build would, with the new text in place of the file
/// on disk, before it writes anything.
///
/// Paths are matched as written, so `replacing` must name each file the
/// way the reader will (`joinPath(site, "tokens", "ocean.theme.json")`).
/// A folder that holds a replaced file exists even when the base has no
/// such folder.
public struct OverlayFileSystem: FileSystem {
    public let base: any FileSystem
    /// Path to the file's bytes, or nil for a file that is not there.
    public let replacing: [String: Data?]

    public init(base: any FileSystem, replacing: [String: Data?]) {
        self.base = base
        self.replacing = replacing
    }

    public func kind(at path: String) -> FileKind? {
        if let entry = replacing[path] { return entry == nil ? nil : .file }
        if let found = base.kind(at: path) { return found }
        return replacing.contains { $0.value != nil && $0.key.hasPrefix(path + "/") } ? .directory : nil
    }

    public func contents(of path: String) throws -> Data {
        guard let entry = replacing[path] else { return try base.contents(of: path) }
        guard let data = entry else { throw FileSystemError(path: path, reason: "no such file") }
        return data
    }

    public func files(under directory: String) throws -> [String] {
        try listing(under: directory).files
    }

    public func listing(under directory: String) throws -> FolderListing {
        var listing = base.kind(at: directory) == nil ? FolderListing(files: []) : try base.listing(under: directory)
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        for (path, entry) in replacing where path.hasPrefix(prefix) {
            let relative = String(path.dropFirst(prefix.count))
            listing.files.removeAll { $0 == relative }
            listing.symbolicLinks.removeAll { $0 == relative }
            if entry != nil { listing.files.append(relative) }
        }
        listing.files = sortedPaths(listing.files)
        return listing
    }

    public func physicalPath(_ path: String) -> String { base.physicalPath(path) }

    public func plainText(of path: String, maximumBytes: Int) -> String? {
        replacing[path] == nil ? base.plainText(of: path, maximumBytes: maximumBytes) : nil
    }

    public func write(_ data: Data, to path: String) throws { throw readOnly(path) }
    public func createDirectory(_ path: String) throws { throw readOnly(path) }
    public func remove(_ path: String) throws { throw readOnly(path) }
    public func move(_ source: String, to destination: String) throws { throw readOnly(destination) }

    private func readOnly(_ path: String) -> FileSystemError {
        FileSystemError(path: path, reason: "cannot write: this file system is for reading only")
    }
}
