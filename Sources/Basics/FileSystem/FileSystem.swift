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
    /// The regular files below `directory` and the symbolic links that were
    /// not followed, both relative to it, so a caller can say what it skipped.
    func listing(under directory: String) throws -> FolderListing
    /// `path` as the system finds it: absolute, with `.`, `..` and symbolic
    /// links resolved as far as the path exists. Two paths naming the same
    /// place give the same result, so containment can be checked on it.
    func physicalPath(_ path: String) -> String
    /// Writes `data`, creating parent folders.
    func write(_ data: Data, to path: String) throws
    func createDirectory(_ path: String) throws
    /// Removes a file or a folder with everything in it.
    func remove(_ path: String) throws
    /// Renames `source` to `destination` (same file system, atomic per entry).
    func move(_ source: String, to destination: String) throws
    /// Whether the regular file at `existing` holds exactly `data`.
    func isIdentical(_ existing: String, contents data: Data) -> Bool
    /// Gives the file at `existing`, which holds `data` (`isIdentical`), the
    /// second name `path`, so a rebuild keeps the previous output's
    /// unchanged files instead of writing them again. False (nothing done)
    /// when it cannot be linked. `data` is asked for only by a file system
    /// that copies instead.
    func linkFile(_ existing: String, to path: String, contents data: () throws -> Data) -> Bool
    /// Writes the bytes `pieces` yields, one piece after another, as the
    /// file at `path`, unless the regular file at `existing` holds exactly
    /// those bytes: then nothing is written and the answer is true. The
    /// pieces are asked for once, in order, and need not all be held.
    func write<Pieces: Sequence<[UInt8]>>(pieces: Pieces, to path: String, unlessSameAs existing: String?) throws -> Bool
    /// The regular file at `path` as text, read straight into the string,
    /// when `TextInput` would take its bytes as they are (UTF-8 without a
    /// byte order mark, carriage returns or NUL bytes, at most
    /// `maximumBytes`); nil for any other file, or none: the caller then
    /// reads `contents(of:)` and decodes it, which says what is wrong.
    func plainText(of path: String, maximumBytes: Int) -> String?
    /// Whether these are the files other programs see (git, which the
    /// docs' dates are read from): true only for the real disk.
    var isSharedWithOtherPrograms: Bool { get }
}

/// What is below a folder: its files and the symbolic links not followed.
public struct FolderListing: Sendable, Equatable {
    public var files: [String]
    public var symbolicLinks: [String]

    public init(files: [String], symbolicLinks: [String] = []) {
        self.files = files
        self.symbolicLinks = symbolicLinks
    }
}

extension FileSystem {
    /// False: files only this process sees.
    public var isSharedWithOtherPrograms: Bool { false }

    /// Always nil: `contents(of:)` and `TextInput` do it.
    public func plainText(of path: String, maximumBytes: Int) -> String? { nil }

    /// Without hard links: a copy.
    public func linkFile(_ existing: String, to path: String, contents data: () throws -> Data) -> Bool {
        guard let data = try? data() else { return false }
        return (try? write(data, to: path)) != nil
    }

    public func isIdentical(_ existing: String, contents data: Data) -> Bool {
        kind(at: existing) == .file && (try? contents(of: existing)) == data
    }

    /// Joined, compared, then written.
    public func write<Pieces: Sequence<[UInt8]>>(pieces: Pieces, to path: String, unlessSameAs existing: String?) throws -> Bool {
        let data = Data(pieces.joined())
        if let existing, isIdentical(existing, contents: data) { return true }
        try write(data, to: path)
        return false
    }

    /// A file system without symbolic links lists only files.
    public func listing(under directory: String) throws -> FolderListing {
        FolderListing(files: try files(under: directory))
    }

    /// Without symbolic links the path resolves by its text alone; relative
    /// paths are taken from `/`.
    public func physicalPath(_ path: String) -> String {
        lexicallyResolved(path)
    }
}

/// `path` made absolute (relative paths from `/`) with `.` and `..` applied.
func lexicallyResolved(_ path: String) -> String {
    var parts: [Substring] = []
    for part in pathComponents(path) {
        if part == "." { continue }
        if part == ".." { _ = parts.popLast(); continue }
        parts.append(part)
    }
    return "/" + parts.joined(separator: "/")
}

/// `path` with `.` and `name/..` taken out by its text alone:
/// `./a/../b.json` is `b.json`, `sub/../../b.json` is `../b.json` (a `..`
/// with no name before it stays). A leading `/` stays, and `..` does not
/// climb above it.
public func lexicallyNormalized(_ path: String) -> String {
    let absolute = path.hasPrefix("/")
    var parts: [Substring] = []
    for part in pathComponents(path) {
        if part == "." { continue }
        if part == "..", let last = parts.last, last != ".." {
            parts.removeLast()
            continue
        }
        if part == ".." && absolute { continue }
        parts.append(part)
    }
    return (absolute ? "/" : "") + parts.joined(separator: "/")
}

/// The names between `path`'s slashes, empty ones left out. Split by
/// bytes: by Characters, `lexicallyNormalized` alone took 21 M
/// instructions for the proposals' 575 paths (and `InputFolder`'s checks
/// 16 M).
public func pathComponents(_ path: String) -> [Substring] {
    path.utf8.split(separator: UInt8(ascii: "/")).map(Substring.init)
}

/// The folder that holds `path` ("" for a name alone).
public func parentFolder(of path: String) -> String {
    path.utf8.lastIndex(of: UInt8(ascii: "/")).map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? ""
}

/// The path from the folder `from` to `to`, by their text (`docs` to ``
/// is `..`, `a/b` to `a/c/d` is `../c/d`). Where `from` climbs out of the
/// working folder further than `to`, both are taken from the working
/// folder's absolute path.
public func relativePath(from: String, to: String) -> String {
    func common(_ source: [Substring], _ target: [Substring]) -> Int {
        var count = 0
        while count < source.count, count < target.count, source[count] == target[count] { count += 1 }
        return count
    }
    var source = lexicallyNormalized(from).split(separator: "/")
    var target = lexicallyNormalized(to).split(separator: "/")
    if from.hasPrefix("/") != to.hasPrefix("/") || source[common(source, target)...].contains("..") {
        let here = FileManager.default.currentDirectoryPath
        source = lexicallyResolved(from.hasPrefix("/") ? from : joinPath(here, from)).split(separator: "/")
        target = lexicallyResolved(to.hasPrefix("/") ? to : joinPath(here, to)).split(separator: "/")
    }
    let shared = common(source, target)
    let path = (Array(repeating: "..", count: source.count - shared) + target[shared...].map(String.init)).joined(separator: "/")
    return path.isEmpty ? "." : path
}

/// Paths in one order whatever the file system's listing order, locale or
/// Unicode normalization: by their UTF-8 bytes (`String`'s `<` treats
/// canonically equivalent names as equal, so it alone would leave two such
/// names in listing order).
public func sortedPaths(_ paths: [String]) -> [String] {
    paths.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
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
