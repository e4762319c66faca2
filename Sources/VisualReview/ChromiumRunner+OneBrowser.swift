import Foundation

extension ChromiumRunner {
    /// Takes every shot in one Chromium (`ChromiumSession`), `concurrency` tabs at a time.
    /// Returns one message per shot that failed, in shot order, or nil when the browser
    /// could not be started or driven at all (the caller falls back to `screenshots`).
    func screenshotsInOneBrowser(_ shots: [Shot], concurrency: Int) async -> [String]? {
        guard let size = shots.first?.windowSize, shots.allSatisfy({ $0 .windowSize == size }) else { return nil }
        let session: ChromiumSession
        do {
            session = try ChromiumSession(chromium: chromium, profile: work.appendingPathComponent("profiles/session"),
                                          log: work.appendingPathComponent("logs/session.log"), windowSize: size)
        } catch {
            return nil
        }
        defer { session.close() }
        // A picture taking longer than `timeout` ends the session, and with it every wait.
        let progress = Progress()
        let watchdog = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(1))
                if progress.idleSeconds > timeout { session.close() }
            }
        }
        defer { watchdog.cancel() }
        let results = await withTaskGroup(of: (index: Int, failure: String?, broken: Bool).self) { group in
            var waiting = shots.indices.makeIterator()
            func take(_ index: Int) async -> (index: Int, failure: String?, broken: Bool) {
                let shot = shots[index]
                do {
                    let png = try await session.screenshot(shot.url, size: shot.windowSize, virtualTimeBudget: Self.virtualTimeBudget)
                    progress.tick()
                    guard png.starts(with: Self.pngSignature) else {
                        return (index, "\(shot.page): error: Chromium sent a picture that is not a PNG", false)
                    }
                    try png.write(to: URL(fileURLWithPath: shot.file))
                    return (index, nil, false)
                } catch let failure as ChromiumSession.Failure {
                    return (index, "\(shot.page): error: \(failure.message) taking \(shot.file)", true)
                } catch {
                    return (index, "\(shot.page): error: could not write \(shot.file): \(error.localizedDescription)", false)
                }
            }
            for _ in 0..<max(1, concurrency) {
                guard let index = waiting.next() else { break }
                group.addTask { await take(index) }
            }
            var results: [(index: Int, failure: String?, broken: Bool)] = []
            while let done = await group.next() {
                results.append(done)
                if let index = waiting.next() { group.addTask { await take(index) } }
            }
            return results.sorted { $0.index < $1.index }
        }
        // Driving the browser failed before any picture: let the caller start one per shot.
        if results.allSatisfy(\.broken) { return nil }
        return results.compactMap(\.failure)
    }

    /// When the last picture was taken, for the watchdog.
    private final class Progress: @unchecked Sendable {
        private let lock = NSLock()
        private var last = Date()
        func tick() { lock.withLock { last = Date() } }
        var idleSeconds: TimeInterval { lock.withLock { Date().timeIntervalSince(last) } }
    }
}
