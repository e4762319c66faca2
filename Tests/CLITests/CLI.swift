import Foundation
import TestSupport

/// Runs the real `theme-preview` binary, as a user would.
struct CLI {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
        /// `.uncaughtSignal` when the tool crashed (or was killed).
        var reason: Process.TerminationReason = .exit
        /// Killed after the time limit: the tool hung.
        var timedOut = false
    }

    /// How long one run may take before it is killed and reported as hung.
    static let timeLimit: TimeInterval = 60

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
    /// A run that takes longer than `timeLimit` is killed and comes back
    /// with `timedOut` set, so a hang fails a test instead of blocking it.
    func run(_ arguments: [String], in directory: URL? = nil,
             environment: [String: String]? = nil, timeLimit: TimeInterval = CLI.timeLimit) throws -> Run {
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let pid = process.processIdentifier
        let timedOut = Flag()
        let watchdog = DispatchWorkItem {
            timedOut.set()
            kill(pid, SIGKILL)
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeLimit, execute: watchdog)
        // Both pipes are drained at once: a tool that fills one while the
        // other is read would otherwise never finish.
        let stderrData = Box()
        let reading = DispatchGroup()
        let errorHandle = err.fileHandleForReading
        DispatchQueue.global().async(group: reading) { stderrData.data = errorHandle.readDataToEndOfFile() }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        reading.wait()
        process.waitUntilExit()
        watchdog.cancel()
        return Run(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                   stderr: String(decoding: stderrData.data, as: UTF8.self),
                   reason: process.terminationReason, timedOut: timedOut.isSet)
    }

    private final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false
        func set() { lock.withLock { value = true } }
        var isSet: Bool { lock.withLock { value } }
    }

    private final class Box: @unchecked Sendable {
        private let lock = NSLock()
        private var stored = Data()
        var data: Data {
            get { lock.withLock { stored } }
            set { lock.withLock { stored = newValue } }
        }
    }

    func temporaryFolder() throws -> URL {
        try temporaryFolderURL("cli")
    }

    func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}
