import Foundation

/// Runs headless Chromium, a few processes at a time, one fresh profile per screenshot.
struct ChromiumRunner: Sendable {
    var chromium: String
    var work: URL
    var timeout: TimeInterval = 90

    /// Milliseconds of virtual time a page gets before its picture is taken.
    static let virtualTimeBudget = 2000

    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Takes every shot, at most `concurrency` Chromium processes at once; returns one
    /// message per shot that failed, in shot order.
    func screenshots(_ shots: [Shot], concurrency: Int) async -> [String] {
        await withTaskGroup(of: (index: Int, failure: String?).self) { group in
            var waiting = shots.indices.makeIterator()
            for _ in 0..<max(1, concurrency) {
                guard let index = waiting.next() else { break }
                group.addTask { (index, await screenshot(shots[index], index: index)) }
            }
            var failures: [(index: Int, message: String)] = []
            while let done = await group.next() {
                if let failure = done.failure { failures.append((done.index, failure)) }
                if let index = waiting.next() {
                    group.addTask { (index, await screenshot(shots[index], index: index)) }
                }
            }
            return failures.sorted { $0.index < $1.index }.map(\.message)
        }
    }

    private func screenshot(_ shot: Shot, index: Int) async -> String? {
        let name = URL(fileURLWithPath: shot.file).deletingPathExtension().lastPathComponent
        try? FileManager.default.removeItem(atPath: shot.file)
        let ended = await launch([
            "--hide-scrollbars", "--window-size=\(shot.windowSize.width),\(shot.windowSize.height)",
            // Motion off, as in `ChromiumSession`: pictures of one page match.
            "--force-prefers-reduced-motion",
            // Without virtual time, a loaded machine sometimes got a picture taken before
            // every tile was drawn (parts of the page blank) or with a rounded corner's
            // edge pixels off by one; with it, 60 pictures of one page were all the same bytes.
            "--virtual-time-budget=\(Self.virtualTimeBudget)",
            "--screenshot=\(URL(fileURLWithPath: shot.file).standardizedFileURL.path)",
            shot.url.absoluteString,
        ], name: "\(name)-\(index)")
        if let failure = ended.failure { return "\(shot.page): error: \(failure)" }
        let written = (try? Data(contentsOf: URL(fileURLWithPath: shot.file), options: .alwaysMapped)) ?? Data()
        if !ended.timedOut && ended.status == 0 && written.starts(with: Self.pngSignature) { return nil }
        let problem = ended.timedOut ? "timed out after \(Int(timeout)) s"
            : ended.status != 0 ? "Chromium exited with status \(ended.status)"
            : written.isEmpty ? "Chromium wrote no picture" : "Chromium wrote a file that is not a PNG"
        let tail = logTail(ended.log)
        return "\(shot.page): error: \(problem) taking \(shot.file)" + (tail.isEmpty ? "" : "; Chromium said:\n" + tail)
    }

    /// Loads `url` in headless Chromium, runs its scripts up to the load event, and
    /// returns the DOM as it is then (`--dump-dom`), or a message saying what went wrong.
    /// `what` names it in the message.
    func dumpDOM(_ url: URL, name: String, what: String) async -> Result<Data, DumpFailure> {
        let output = work.appendingPathComponent("dumps/\(name).html")
        try? FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        let ended = await launch(["--dump-dom", url.absoluteString], name: name, standardOutput: output)
        if let failure = ended.failure { return .failure(DumpFailure(message: "\(what): error: \(failure)")) }
        let dom = (try? Data(contentsOf: output)) ?? Data()
        if !ended.timedOut && ended.status == 0 && !dom.isEmpty { return .success(dom) }
        let problem = ended.timedOut ? "timed out after \(Int(timeout)) s"
            : ended.status != 0 ? "Chromium exited with status \(ended.status)" : "Chromium printed no page"
        let tail = logTail(ended.log)
        return .failure(DumpFailure(message: "\(what): error: \(problem)" + (tail.isEmpty ? "" : "; Chromium said:\n" + tail)))
    }

    struct DumpFailure: Error, Sendable {
        var message: String
    }

    /// One headless Chromium run with a fresh profile named `name`: its standard error
    /// (and standard output, unless `standardOutput` is given) go to a log file.
    private func launch(_ arguments: [String], name: String, standardOutput: URL? = nil) async
        -> (timedOut: Bool, status: Int32, log: URL, failure: String?) {
        let fileManager = FileManager.default
        let profile = work.appendingPathComponent("profiles/\(name)")
        let log = work.appendingPathComponent("logs/\(name).log")
        try? fileManager.createDirectory(at: profile, withIntermediateDirectories: true)
        try? fileManager.createDirectory(at: log.deletingLastPathComponent(), withIntermediateDirectories: true)
        _ = fileManager.createFile(atPath: log.path, contents: nil)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = [
            "--headless=new", "--no-sandbox", "--disable-dev-shm-usage",
            "--user-data-dir=\(profile.path)", "--no-first-run", "--no-default-browser-check",
        ] + arguments
        let handle = FileHandle(forWritingAtPath: log.path)
        let out = standardOutput.flatMap { FileHandle(forWritingAtPath: $0.path) }
        process.standardOutput = out ?? handle ?? FileHandle.nullDevice
        process.standardError = handle ?? FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        defer {
            try? handle?.close()
            try? out?.close()
        }
        do {
            let timedOut = try await run(process)
            return (timedOut, process.terminationStatus, log, nil)
        } catch {
            return (false, -1, log, "could not start \(chromium): \(error.localizedDescription)")
        }
    }

    /// Starts `process` and returns when it has ended: true when it was still running
    /// after `timeout` and was stopped.
    private func run(_ process: Process) async throws -> Bool {
        let watchdog = Task { () -> Bool in
            do { try await Task.sleep(for: .seconds(timeout)) } catch { return false }
            process.terminate()
            // A process started from a thread that blocks signals (as Dispatch's do) starts
            // with SIGTERM blocked; SIGKILL cannot be.
            try? await Task.sleep(for: .seconds(5))
            if !Task.isCancelled { kill(process.processIdentifier, SIGKILL) }
            return true
        }
        defer { watchdog.cancel() }
        try await withCheckedThrowingContinuation { (ended: CheckedContinuation<Void, any Error>) in
            process.terminationHandler = { _ in ended.resume() }
            do {
                try process.run()
            } catch {
                ended.resume(throwing: error)
            }
        }
        watchdog.cancel()
        return await watchdog.value
    }

    /// The last lines of a Chromium log, without the D-Bus noise of a machine with no session bus.
    private func logTail(_ log: URL) -> String {
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        let lines = text.split(separator: "\n").map(String.init).filter { !$0.contains("dbus") }
        return lines.suffix(8).map { "  " + $0 }.joined(separator: "\n")
    }
}
