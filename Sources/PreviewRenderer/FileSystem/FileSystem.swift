import Foundation

/// What the pipeline needs from a file system: small enough that tests can
/// run whole builds in memory.
public protocol FileSystem: Sendable {
    /// What is at `path`, or nil when nothing is.
    func kind(at path: String) -> FileKind?
    func contents(of path: String) throws -> Data
    /// Every regular file below `directory`, as sorted paths relative to it.
    /// Symbolic links are not followed (they could point outside the site).
    func files(under directory: String) throws -> [String]
    /// Writes `data`, creating parent folders.
    func write(_ data: Data, to path: String) throws
    func createDirectory(_ path: String) throws
    /// Removes a file or a folder with everything in it.
    func remove(_ path: String) throws
    /// Renames `source` to `destination` (same file system, atomic per entry).
    func move(_ source: String, to destination: String) throws
}

public enum FileKind: Sendable, Equatable {
    case file, directory, symbolicLink
}

/// An I/O failure with the path it concerns.
public struct FileSystemError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): error: \(reason)" }
}

/// Joins path components with `/`, ignoring empty ones.
public func joinPath(_ parts: String...) -> String {
    joinPath(parts)
}

public func joinPath(_ parts: [String]) -> String {
    var result = ""
    for part in parts where !part.isEmpty {
        if result.isEmpty {
            result = part
        } else if result.hasSuffix("/") {
            result += part.hasPrefix("/") ? String(part.dropFirst()) : part
        } else {
            result += part.hasPrefix("/") ? part : "/" + part
        }
    }
    return result
}
