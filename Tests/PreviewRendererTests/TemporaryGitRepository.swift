import Foundation
import TestSupport
import Testing

/// A git repository in a temporary folder, for tests of the dates read from
/// git: files written, commits made with fixed dates, renames with
/// `git mv`. git runs without the user's or the system's settings.
struct TemporaryGitRepository {
    let path: String

    init(_ name: String) throws {
        path = try temporaryFolder(name)
        try git("init", "-q")
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }

    func write(_ relative: String, _ text: String) throws {
        let url = URL(fileURLWithPath: path).appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Commits everything in the work tree; `committed` and `authored` are
    /// ISO 8601 dates (the author date defaults to the committer date).
    func commit(_ message: String, committed: String, authored: String? = nil) throws {
        try git("add", "-A")
        try git("commit", "-q", "-m", message, dates: (authored ?? committed, committed))
    }

    /// Runs git in the repository; its standard output.
    @discardableResult
    func git(_ arguments: String..., dates: (author: String, committer: String)? = nil, in folder: String? = nil) throws -> String {
        try Self.run(["-C", folder ?? path] + arguments, dates: dates)
    }

    /// Runs git with `arguments`, as no user set it up.
    @discardableResult
    static func run(_ arguments: [String], dates: (author: String, committer: String)? = nil) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["GIT_AUTHOR_NAME"] = "Ada"
        environment["GIT_AUTHOR_EMAIL"] = "ada@example.com"
        environment["GIT_COMMITTER_NAME"] = "Ada"
        environment["GIT_COMMITTER_EMAIL"] = "ada@example.com"
        if let dates {
            environment["GIT_AUTHOR_DATE"] = dates.author
            environment["GIT_COMMITTER_DATE"] = dates.committer
        }
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let error = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw GitFailure(message: "git \(arguments.joined(separator: " ")): \(String(decoding: error, as: UTF8.self))")
        }
        return String(decoding: output, as: UTF8.self)
    }

    struct GitFailure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
