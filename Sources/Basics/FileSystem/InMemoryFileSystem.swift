import Foundation
import Synchronization

/// A file system held in memory, for tests.
public final class InMemoryFileSystem: FileSystem {
    private let state: Mutex<[String: Entry]>

    enum Entry: Sendable {
        case file(Data)
        case directory
    }

    /// Starts with `files` (path to UTF-8 text); parent folders are implied.
    public init(files: [String: String] = [:]) {
        var entries: [String: Entry] = [:]
        for (path, text) in files {
            entries[InMemoryFileSystem.normalize(path)] = .file(Data(text.utf8))
            for parent in InMemoryFileSystem.parents(of: path) { entries[parent] = .directory }
        }
        state = Mutex(entries)
    }

    /// Every file and its text, for assertions.
    public var allFiles: [String: Data] {
        state.withLock { entries in
            entries.compactMapValues { if case .file(let data) = $0 { data } else { nil } }
        }
    }

    public func kind(at path: String) -> FileKind? {
        state.withLock { entries in
            switch entries[InMemoryFileSystem.normalize(path)] {
            case .file: .file
            case .directory: .directory
            case nil: nil
            }
        }
    }

    public func contents(of path: String) throws -> Data {
        let entry = state.withLock { $0[InMemoryFileSystem.normalize(path)] }
        guard case .file(let data) = entry else { throw FileSystemError(path: path, reason: "no such file") }
        return data
    }

    public func files(under directory: String) throws -> [String] {
        let prefix = InMemoryFileSystem.normalize(directory) + "/"
        return state.withLock { entries in
            entries.compactMap { path, entry in
                guard case .file = entry, path.hasPrefix(prefix) else { return nil }
                return String(path.dropFirst(prefix.count))
            }
        }.sorted()
    }

    public func write(_ data: Data, to path: String) throws {
        state.withLock { entries in
            entries[InMemoryFileSystem.normalize(path)] = .file(data)
            for parent in InMemoryFileSystem.parents(of: path) { entries[parent] = .directory }
        }
    }

    public func createDirectory(_ path: String) throws {
        state.withLock { entries in
            entries[InMemoryFileSystem.normalize(path)] = .directory
            for parent in InMemoryFileSystem.parents(of: path) { entries[parent] = .directory }
        }
    }

    public func remove(_ path: String) throws {
        let target = InMemoryFileSystem.normalize(path)
        state.withLock { entries in
            entries = entries.filter { $0.key != target && !$0.key.hasPrefix(target + "/") }
        }
    }

    public func move(_ source: String, to destination: String) throws {
        let from = InMemoryFileSystem.normalize(source), to = InMemoryFileSystem.normalize(destination)
        try state.withLock { entries in
            guard entries[from] != nil else { throw FileSystemError(path: source, reason: "no such file") }
            var moved: [String: Entry] = [:]
            for (path, entry) in entries {
                if path == from {
                    moved[to] = entry
                } else if path.hasPrefix(from + "/") {
                    moved[to + path.dropFirst(from.count)] = entry
                } else if path != to && !path.hasPrefix(to + "/") {
                    moved[path] = entry
                }
            }
            for parent in InMemoryFileSystem.parents(of: to) { moved[parent] = .directory }
            entries = moved
        }
    }

    static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) where part != "." {
            parts.append(part)
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    static func parents(of path: String) -> [String] {
        var result: [String] = []
        var current = normalize(path)
        while let slash = current.lastIndex(of: "/"), slash != current.startIndex {
            current = String(current[..<slash])
            result.append(current)
        }
        return result
    }
}
