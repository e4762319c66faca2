import Foundation

/// One headless Chromium kept running and driven over the DevTools protocol on a pipe
/// (`--remote-debugging-pipe`: commands on its fd 3, replies on its fd 4, each a JSON
/// object ended by a NUL byte). Starting Chromium is most of what a picture costs; a
/// session pays it once for every picture. Each picture gets a fresh tab, the same
/// window size and the same virtual time budget as `ChromiumRunner`'s.
final class ChromiumSession: @unchecked Sendable {
    struct Failure: Error, Sendable {
        var message: String
    }

    private let process: Process
    private let toChromium: FileHandle
    private let lock = NSLock()
    /// Two tabs send at once; one message must not land inside another.
    private let writeLock = NSLock()
    private var buffer = Data()
    private var nextID = 0
    private var replies: [Int: CheckedContinuation<Data, any Error>] = [:]
    /// Events not yet waited for, and waiters for events not yet come, by session and method.
    private var events: [String: [Data]] = [:]
    private var eventWaiters: [String: CheckedContinuation<Data, any Error>] = [:]
    private var ended: String?

    /// Starts Chromium; its standard error goes to `log`.
    init(chromium: String, profile: URL, log: URL, windowSize: (width: Int, height: Int)) throws {
        try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: log.deletingLastPathComponent(), withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let commands = Pipe(), replies = Pipe()
        process = Process()
        // Foundation's Process passes only fds 0-2: the shell moves the pipes to 3 and 4.
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exec \"$@\" 3<&0 4>&1 0</dev/null 1>&2", "sh", chromium,
                             "--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--hide-scrollbars",
                             "--window-size=\(windowSize.width),\(windowSize.height)",
                             "--user-data-dir=\(profile.path)", "--no-first-run", "--no-default-browser-check",
                             "--remote-debugging-pipe", "about:blank"]
        process.standardInput = commands
        process.standardOutput = replies
        process.standardError = FileHandle(forWritingAtPath: log.path) ?? FileHandle.nullDevice
        toChromium = commands.fileHandleForWriting
        try process.run()
        replies.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self else { return }
            if data.isEmpty {
                handle.readabilityHandler = nil
                self.end("Chromium closed the DevTools pipe")
            } else {
                self.receive(data)
            }
        }
    }

    deinit { close() }

    /// Ends Chromium; what is waiting for it fails with `reason`.
    func close(because reason: String = "the session was closed") {
        end(reason)
        if process.isRunning {
            process.terminate()
            let pid = process.processIdentifier
            DispatchQueue.global().asyncAfter(deadline: .now() + 5) { kill(pid, SIGKILL) }
        }
    }

    /// Sends a command and returns its reply's `result` as JSON, or throws its `error`.
    func send(_ method: String, _ params: [String: Any] = [:], session: String? = nil) async throws -> [String: Any] {
        let reply = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Data, any Error>) in
            lock.lock()
            if let ended {
                lock.unlock()
                continuation.resume(throwing: Failure(message: ended))
                return
            }
            nextID += 1
            let id = nextID
            replies[id] = continuation
            lock.unlock()
            var message: [String: Any] = ["id": id, "method": method, "params": params]
            if let session { message["sessionId"] = session }
            do {
                var data = try JSONSerialization.data(withJSONObject: message)
                data.append(0)
                try writeLock.withLock { try toChromium.write(contentsOf: data) }
            } catch {
                lock.withLock { replies[id] = nil }
                continuation.resume(throwing: Failure(message: "could not send \(method) to Chromium: \(error.localizedDescription)"))
            }
        }
        let object = (try? JSONSerialization.jsonObject(with: reply)) as? [String: Any] ?? [:]
        if let error = object["error"] as? [String: Any] {
            throw Failure(message: "Chromium refused \(method): \(error["message"] as? String ?? "\(error)")")
        }
        return object["result"] as? [String: Any] ?? [:]
    }

    /// Forgets the events of `session` seen so far.
    func clearEvents(session: String) {
        lock.withLock { events = events.filter { !$0.key.hasPrefix(session + " ") } }
    }

    /// Waits for the event `method` of `session` (one already come counts).
    func event(_ method: String, session: String) async throws {
        let key = "\(session) \(method)"
        _ = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Data, any Error>) in
            lock.lock()
            if var waiting = events[key], !waiting.isEmpty {
                let first = waiting.removeFirst()
                events[key] = waiting
                lock.unlock()
                continuation.resume(returning: first)
            } else if let ended {
                lock.unlock()
                continuation.resume(throwing: Failure(message: ended))
            } else {
                eventWaiters[key] = continuation
                lock.unlock()
            }
        }
    }

    /// A picture of `url` in a new tab, as PNG bytes, once `virtualTimeBudget` ms of
    /// virtual time have passed after it started loading.
    func screenshot(_ url: URL, size: (width: Int, height: Int), virtualTimeBudget: Int) async throws -> Data {
        let target = try await send("Target.createTarget", ["url": "about:blank", "newWindow": true, "background": false])["targetId"] as? String ?? ""
        let session = try await send("Target.attachToTarget", ["targetId": target, "flatten": true])["sessionId"] as? String ?? ""
        defer { Task { _ = try? await send("Target.closeTarget", ["targetId": target]) } }
        _ = try await send("Page.enable", session: session)
        // A window opened over the protocol is smaller than --window-size's.
        _ = try await send("Emulation.setDeviceMetricsOverride",
                           ["width": size.width, "height": size.height, "deviceScaleFactor": 1, "mobile": false], session: session)
        // Motion off, as a reader who asks for it sees the page: the
        // spinner's turn and transitions then do not depend on how long the
        // load took before virtual time started (a busy machine drew the
        // spinner a few pixels apart on identical pages).
        _ = try await send("Emulation.setEmulatedMedia",
                           ["features": [["name": "prefers-reduced-motion", "value": "reduce"]]], session: session)
        clearEvents(session: session)
        _ = try await send("Page.navigate", ["url": url.absoluteString], session: session)
        try await event("Page.loadEventFired", session: session)
        // Timers and animations then run for the same virtual time on every picture.
        _ = try await send("Emulation.setVirtualTimePolicy", ["policy": "pauseIfNetworkFetchesPending", "budget": virtualTimeBudget],
                           session: session)
        try await event("Emulation.virtualTimeBudgetExpired", session: session)
        let result = try await send("Page.captureScreenshot", ["format": "png"], session: session)
        guard let base64 = result["data"] as? String, let png = Data(base64Encoded: base64) else {
            throw Failure(message: "Chromium sent no picture")
        }
        return png
    }

    private func receive(_ data: Data) {
        lock.lock()
        // Only the new bytes are searched for the NUL that ends a message:
        // a PDF's reply comes as megabytes in many reads.
        let searchFrom = buffer.endIndex
        buffer.append(data)
        var messages: [Data] = []
        var start = buffer.startIndex
        var from = searchFrom
        while let end = buffer[from...].firstIndex(of: 0) {
            messages.append(buffer[start..<end])
            start = buffer.index(after: end)
            from = start
        }
        if start != buffer.startIndex { buffer = Data(buffer[start...]) }
        var resume: [(CheckedContinuation<Data, any Error>, Data)] = []
        for message in messages {
            guard let object = (try? JSONSerialization.jsonObject(with: message)) as? [String: Any] else { continue }
            if let id = object["id"] as? Int {
                if let continuation = replies.removeValue(forKey: id) { resume.append((continuation, message)) }
            } else if let method = object["method"] as? String {
                let key = "\(object["sessionId"] as? String ?? "") \(method)"
                if let continuation = eventWaiters.removeValue(forKey: key) {
                    resume.append((continuation, message))
                } else {
                    events[key, default: []].append(message)
                }
            }
        }
        lock.unlock()
        for (continuation, message) in resume { continuation.resume(returning: message) }
    }

    private func end(_ reason: String) {
        lock.lock()
        if ended == nil { ended = reason }
        let waiting = Array(replies.values) + Array(eventWaiters.values)
        replies = [:]
        eventWaiters = [:]
        lock.unlock()
        for continuation in waiting { continuation.resume(throwing: Failure(message: reason)) }
    }
}
