import Foundation

/// Runs the real `theme-preview` binary, as a user would.
struct CLI {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Test bundles are built next to the executables.
    static var binary: URL {
        var url = Bundle.main.bundleURL
        while url.path != "/" && !FileManager.default.fileExists(atPath: url.appendingPathComponent("theme-preview").path) {
            url.deleteLastPathComponent()
        }
        return url.appendingPathComponent("theme-preview")
    }

    /// Runs with `arguments` in `directory`; `environment` replaces the test
    /// process's environment when given.
    func run(_ arguments: [String], in directory: URL? = nil,
             environment: [String: String]? = nil) throws -> Run {
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                   stderr: String(decoding: stderr, as: UTF8.self))
    }

    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tp-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}
