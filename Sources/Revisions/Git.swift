import Basics
import Foundation

/// Runs git, for reading a repository as it was at a revision without
/// touching its working tree. Every failure names `subject`, the side or
/// version the caller is reading (`base (main)`, `v1.0`).
public enum Git {
    /// Standard output of `git arguments` in `directory` (the current one
    /// when nil); git's standard error in the error.
    public static func run(_ arguments: [String], in directory: String? = nil, input: Data? = nil,
                           naming subject: String) throws(BuildFailure) -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + (directory.map { ["-C", $0] } ?? []) + arguments
        let out = Pipe(), err = Pipe(), feed = Pipe()
        process.standardOutput = out
        process.standardError = err
        if input != nil { process.standardInput = feed }
        do { try process.run() } catch {
            throw BuildFailure([Diagnostic(file: "git", message: "\(subject): could not run git: \(error.localizedDescription)")])
        }
        if let input {
            // Written beside the reading: a long answer must not block git.
            let writer = Thread { feed.fileHandleForWriting.write(input); try? feed.fileHandleForWriting.close() }
            writer.start()
        }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BuildFailure([Diagnostic(file: "git \(arguments.prefix(2).joined(separator: " "))",
                                           message: "\(subject): \(message.isEmpty ? "git failed" : message)")])
        }
        return data
    }

    /// The top folder of the work tree that holds `path`.
    public static func topLevel(of path: String, naming subject: String) throws(BuildFailure) -> String {
        let folder = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        let top = String(decoding: try run(["rev-parse", "--show-toplevel"], in: folder, naming: subject), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        return URL(fileURLWithPath: top).resolvingSymlinksInPath().path
    }

    /// Unpacks the tree of `revision` into `folder` (`git archive` piped
    /// into `tar`): the files as committed, the working tree untouched.
    public static func unpack(_ revision: String, repository: String, into folder: String,
                              naming subject: String) throws(BuildFailure) {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw BuildFailure([Diagnostic(file: folder, message: "\(subject): could not create the folder: \(error.localizedDescription)")])
        }
        let git = Process(), tar = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "-C", repository, "archive", "--format=tar", revision]
        tar.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        tar.arguments = ["tar", "-x", "-f", "-", "-C", folder]
        let archive = Pipe(), gitErrors = Pipe()
        git.standardOutput = archive
        git.standardError = gitErrors
        tar.standardInput = archive
        tar.standardError = FileHandle.nullDevice
        do {
            try git.run()
            try tar.run()
        } catch {
            throw BuildFailure([Diagnostic(file: "git archive", message: "\(subject): could not run git and tar: \(error.localizedDescription)")])
        }
        // Only the two processes hold the pipe's ends now.
        try? archive.fileHandleForReading.close()
        try? archive.fileHandleForWriting.close()
        let message = String(decoding: gitErrors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        git.waitUntilExit()
        tar.waitUntilExit()
        guard git.terminationStatus == 0 else {
            throw BuildFailure([Diagnostic(file: "git archive", message: "\(subject): \(message.isEmpty ? "git archive failed" : message)")])
        }
        guard tar.terminationStatus == 0 else {
            throw BuildFailure([Diagnostic(file: "tar", message: "\(subject): could not unpack the revision's files")])
        }
    }

    /// What each of `names` (revision expressions such as `v1.0^{tree}` or
    /// `main:site`) is in `repository`, with one `git cat-file` for all:
    /// the object's id and type, or nil when there is no such object.
    public static func objects(_ names: [String], repository: String,
                               naming subject: String) throws(BuildFailure) -> [(id: String, type: String)?] {
        guard !names.isEmpty else { return [] }
        // A name with a line break would read as two.
        let missing = String(repeating: "0", count: 40)
        let safe = names.map { $0.contains(where: \.isNewline) || $0.isEmpty ? missing : $0 }
        let answer = try run(["cat-file", "--batch-check=%(objectname) %(objecttype)"], in: repository,
                             input: Data((safe.joined(separator: "\n") + "\n").utf8), naming: subject)
        let lines = String(decoding: answer, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        return safe.indices.map { index in
            guard index < lines.count, safe[index] != missing else { return nil }
            let parts = lines[index].split(separator: " ")
            guard parts.count == 2, parts[0].count >= 40, parts[0].allSatisfy(\.isHexDigit) else { return nil }
            return (String(parts[0]), String(parts[1]))
        }
    }
}
