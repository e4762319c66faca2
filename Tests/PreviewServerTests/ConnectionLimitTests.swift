import Foundation
@testable import PreviewServer
import Synchronization
import Testing

/// `serve` sheds clients that stall: request headers and idle connections
/// time out, and connections beyond the limit are closed at once. Short
/// limits here; every wait for the server is a poll with a generous deadline.
struct ConnectionLimitTests {
    /// A request that never ends: the server waits for the rest of its headers.
    static let halfRequest = "GET /docs/intro.html HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: half"

    @Test func stalledAndSlowClientsAreDroppedWhilePagesAreServedThroughout() async throws {
        let site = try TemporarySite(TemporarySite.files)
        let running = try await RunningServer.start(site, limits: ConnectionLimits(headerTimeout: 2, idleTimeout: 4))
        defer { Task { await running.server.stop() } }

        var stalled: [RawConnection] = []
        for _ in 0..<50 {
            let connection = try RawConnection(port: running.port)
            connection.send(Self.halfRequest)
            stalled.append(connection)
        }
        for _ in 0..<10 { stalled.append(try RawConnection(port: running.port)) }
        let slow = try (0..<5).map { _ in try TricklingClient(port: running.port) }

        try await poll("the stalled and slow clients to be dropped") {
            let page = try await Client.fetch(running.url.appendingPathComponent("docs/intro.html"))
            #expect(page.status == 200 && page.text.contains("First version."))
            return stalled.allSatisfy(\.isClosedByServer) && slow.allSatisfy(\.wasClosed)
        }
        // The slow clients kept sending, a byte at a time, and were dropped anyway.
        #expect(slow.allSatisfy { $0.sent >= 2 })
        #expect(try await Client.fetch(running.url).status == 200)
        #expect(!running.log.text.contains("Connection limit reached"))
    }

    @Test func keptAliveConnectionsOutliveTheHeaderTimeout() async throws {
        let site = try TemporarySite(TemporarySite.files)
        // An idle timeout beyond any wait here: only the header timeout can
        // close a connection in this test, however slow the machine.
        let running = try await RunningServer.start(site, limits: ConnectionLimits(headerTimeout: 0.5, idleTimeout: 600))
        defer { Task { await running.server.stop() } }

        let kept = try RawConnection(port: running.port)
        #expect(try await kept.exchange("/extra.css") == 200)
        // A connection opened now that sends nothing is dropped after the
        // header timeout; the kept-alive one, idle longer, is not.
        let silent = try RawConnection(port: running.port)
        try await poll("the silent connection to be dropped") { silent.isClosedByServer }
        #expect(!kept.isClosedByServer)
        #expect(try await kept.exchange("/extra.css") == 200)
    }

    @Test func idleConnectionsCloseAfterTheIdleTimeoutAndLiveReloadOutlivesIt() async throws {
        let site = try TemporarySite(TemporarySite.files)
        let running = try await RunningServer.start(site, limits: ConnectionLimits(headerTimeout: 600, idleTimeout: 1))
        defer { Task { await running.server.stop() } }
        let stream = try EventStreamClient(port: running.port)
        try await stream.waitUntilConnected()

        let kept = try RawConnection(port: running.port)
        // The server's idle clock starts when it has sent the answer, which
        // is after the request was sent and before the answer arrives here.
        let asked = ContinuousClock.now
        #expect(try await kept.exchange("/extra.css") == 200)
        // Left idle, it is closed after the idle timeout, not before...
        try await poll("the idle connection to be dropped") { kept.isClosedByServer }
        #expect(ContinuousClock.now - asked >= .seconds(1))

        // ...and the live-reload stream, open since before, is still there.
        #expect(!stream.ended)
        #expect(running.server.hub.connectionCount == 1)
        running.server.hub.reload(pages: ["/docs/intro.html"])
        let reload = try await stream.next("a reload after the idle timeout") { $0.name == "reload" }
        #expect(reload.data == #"{"all":false,"pages":["/docs/intro.html"]}"#)
    }

    @Test func connectionsBeyondTheLimitAreClosedAtOnceWithOneLineAndServingResumes() async throws {
        let site = try TemporarySite(TemporarySite.files)
        var limits = ConnectionLimits(headerTimeout: 600, idleTimeout: 600, maxConnections: 16)
        // Every refusal below is one burst, however slow the machine.
        limits.burstGap = 600
        let running = try await RunningServer.start(site, limits: limits)
        defer { Task { await running.server.stop() } }
        let line = "Connection limit reached: 16 connections are open, the most serve keeps at once; closing new connections until some end."
        func lines() -> Int { running.log.text.split(separator: "\n").filter { $0 == line }.count }

        // Four pages with live reload hold four of the sixteen places...
        var streams: [EventStreamClient] = []
        for _ in 0..<4 {
            let stream = try EventStreamClient(port: running.port)
            try await stream.waitUntilConnected()
            streams.append(stream)
        }
        // ...so of 36 stalled connections, 12 are kept and 24 closed at once.
        var flood: [RawConnection] = []
        for _ in 0..<36 {
            let connection = try RawConnection(port: running.port)
            connection.send(Self.halfRequest)
            flood.append(connection)
        }
        try await poll("the connections beyond the limit to be closed") { flood.count(where: \.isClosedByServer) >= 24 }
        #expect(flood.count(where: \.isClosedByServer) == 24)
        try await poll("the line about the limit") { lines() >= 1 }
        #expect(streams.allSatisfy { !$0.ended })

        // A live-reload stream beyond the limit is turned away, not kept open.
        let late = try await RawConnection.request(port: running.port, "GET", LiveReloadScript.eventsPath)
        #expect(late.status == 0 || (late.status == 200 && late.text.hasSuffix(LiveReloadHub.refusedText)), "\(late.text)")
        #expect(running.server.hub.connectionCount == 4)
        // One line for the whole burst, naming the limit.
        #expect(lines() == 1, "\(running.log.text)")

        // The flood ends: pages are served again, and a new page gets live
        // reload (once the server has seen the flood's connections close).
        flood.removeAll()
        try await poll("a page to be served again") {
            try await RawConnection.request(port: running.port, "GET", "/extra.css").status == 200
        }
        #expect(try await Client.fetch(running.url).status == 200)
        var again = try EventStreamClient(port: running.port)
        try await poll("a new page to get live reload") {
            if again.ended { again = try EventStreamClient(port: running.port) }
            return again.isConnected
        }
        #expect(running.server.hub.connectionCount == 5)
    }

    @Test func liveReloadStreamsHoldPlacesUntilTheyEnd() {
        let log = RunningServer.Log()
        let limiter = ConnectionLimiter(limits: ConnectionLimits(headerTimeout: 5, idleTimeout: 0, maxConnections: 2),
                                        say: { log.add($0) })
        func peer(_ port: UInt16) -> ConnectionLimiter.Peer { .ip4("127.0.0.1", port: port) }
        limiter.requestReceived(from: peer(1))
        #expect(limiter.streamOpens(from: peer(1)))
        #expect(limiter.streamOpens(from: peer(2)))
        #expect(!limiter.streamOpens(from: peer(3)))
        #expect(!limiter.streamOpens(from: peer(4)))
        #expect(log.text == "Connection limit reached: 2 connections are open, the most serve keeps at once; closing new connections until some end.")
        // A stream that ended frees its place (its connection answered no
        // request within the idle timeout, 0 here).
        limiter.streamEnded(from: peer(1))
        #expect(limiter.streamOpens(from: peer(5)))
        #expect(!limiter.streamOpens(from: peer(6)))
        #expect(log.text.split(separator: "\n").count == 1)
        // A connection without an address (not TCP) is not counted.
        #expect(limiter.streamOpens(from: nil))
    }

    @Test func aRefusalAfterTheBurstGapIsSaidAgain() {
        let log = RunningServer.Log()
        var limits = ConnectionLimits(headerTimeout: 5, idleTimeout: 600, maxConnections: 1)
        limits.burstGap = 0
        let limiter = ConnectionLimiter(limits: limits, say: { log.add($0) })
        func peer(_ port: UInt16) -> ConnectionLimiter.Peer { .ip4("127.0.0.1", port: port) }
        #expect(limiter.streamOpens(from: peer(1)))
        #expect(!limiter.streamOpens(from: peer(2)))
        #expect(!limiter.streamOpens(from: peer(3)))
        #expect(log.text.split(separator: "\n").count == 2)
    }
}

extension RawConnection {
    /// Sends a GET for `target` on this (kept-alive) connection and reads
    /// its response, by its Content-Length; the status, or 0 if the
    /// connection ended first. The reads run on their own thread.
    func exchange(_ target: String) async throws -> Int {
        send("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        return await withCheckedContinuation { continuation in
            Thread { [self] in
                var bytes: [UInt8] = []
                var status = 0
                let separator: [UInt8] = Array("\r\n\r\n".utf8)
                while let chunk = receive() {
                    bytes += chunk
                    guard let end = (0...max(bytes.count - 4, 0)).first(where: { bytes.count >= 4 && Array(bytes[$0..<($0 + 4)]) == separator }) else {
                        continue
                    }
                    let head = String(decoding: bytes[..<end], as: UTF8.self)
                    let length = head.split(separator: "\r\n")
                        .first { $0.lowercased().hasPrefix("content-length:") }
                        .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
                    if bytes.count - (end + 4) >= length {
                        status = Int(head.split(separator: " ").dropFirst().first ?? "") ?? 0
                        break
                    }
                }
                continuation.resume(returning: status)
            }.start()
        }
    }
}

/// A client that sends a request's headers one byte every 50 ms, never
/// finishing, until the server closes the connection (at most 30 s).
final class TricklingClient: Sendable {
    private let connection: RawConnection
    private let state = Mutex<(sent: Int, closed: Bool)>((0, false))

    init(port: Int) throws {
        connection = try RawConnection(port: port)
        connection.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
        Thread { [self] in
            for _ in 0..<600 {
                if connection.isClosedByServer {
                    state.withLock { $0.closed = true }
                    return
                }
                connection.send("a")
                state.withLock { $0.sent += 1 }
                // The client's pace, not a wait for the server.
                Thread.sleep(forTimeInterval: 0.05)
            }
        }.start()
    }

    var wasClosed: Bool { state.withLock { $0.closed } }
    var sent: Int { state.withLock { $0.sent } }
}
