import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Basics
import PreviewRenderer
import PreviewServer
import Synchronization
import Testing

/// A site folder in a temporary folder, removed at the end.
final class TemporarySite: Sendable {
    let root: URL
    var site: URL { root.appendingPathComponent("site") }
    var output: URL { root.appendingPathComponent("served") }

    init(_ files: [String: String]) throws {
        root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("tp-serve-\(UUID().uuidString)")
        for (path, text) in files { try write(path, text) }
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    /// Writes `text` to `path` under the site folder (a new file renamed
    /// into place, as editors save).
    func write(_ path: String, _ text: String) throws {
        let url = site.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url, options: .atomic)
    }

    static let files: [String: String] = [
        "config.yaml": "title: Serve test\n",
        "docs/index.md": "---\ntitle: Overview\norder: 1\n---\n# Overview\n\nThe overview.\n",
        "docs/intro.md": "---\ntitle: Introduction\norder: 2\n---\n# Welcome\n\nFirst version.\n",
        "static/extra.css": "body { outline: 0 }\n",
    ]
}

/// A started server on a free port of 127.0.0.1, serving `site`.
struct RunningServer {
    let server: PreviewServer
    let url: URL
    let log: Log

    final class Log: Sendable {
        private let lines = Mutex<[String]>([])
        func add(_ line: String) { lines.withLock { $0.append(line) } }
        var text: String { lines.withLock { $0.joined(separator: "\n") } }
    }

    static func start(_ site: TemporarySite, port: UInt16 = 0, explicit: Bool = true,
                      limits: ConnectionLimits = .standard) async throws -> RunningServer {
        let log = Log()
        var options = ServeOptions(siteDirectory: site.site.path, generator: "theme-preview test", port: port,
                                   portIsExplicit: explicit, outputDirectory: site.output.path)
        options.limits = limits
        let server = PreviewServer(options: options, say: { log.add($0) }, complain: { log.add($0) })
        let url = try await server.start()
        return RunningServer(server: server, url: url, log: log)
    }

    var port: Int { url.port ?? 0 }
}

/// Requests through URLSession, the platform's HTTP client.
enum Client {
    static let session: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        return URLSession(configuration: configuration)
    }()

    struct Response {
        var status: Int
        var headers: [String: String]
        var body: Data
        var text: String { String(decoding: body, as: UTF8.self) }
        func header(_ name: String) -> String? {
            headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
        }
    }

    static func fetch(_ url: URL, method: String = "GET", headers: [String: String] = [:]) async throws -> Response {
        var request = URLRequest(url: url)
        request.httpMethod = method
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let (data, response) = try await session.data(for: request)
        let http = try #require(response as? HTTPURLResponse)
        var fields: [String: String] = [:]
        for (key, value) in http.allHeaderFields { fields["\(key)"] = "\(value)" }
        return Response(status: http.statusCode, headers: fields, body: data)
    }
}

/// HTTP over a plain socket, for requests an HTTP client would clean up
/// (`..`, encoded dots) and for the event stream.
final class RawConnection: @unchecked Sendable {
    let descriptor: Int32

    init(port: Int) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
        // Never wait forever: a read gives up after 20 s.
        var timeout = timeval(tv_sec: 20, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close(descriptor) }

    func send(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    /// All of `data`, however many sends it takes (until the server closes).
    func send(_ data: Data) {
        var sent = 0
        while sent < data.count {
            let count = data.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress! + sent, $0.count - sent, Int32(MSG_NOSIGNAL)) }
            if count > 0 { sent += count } else if count < 0 && errno != EINTR { return }
        }
    }

    /// Whether the server has closed the connection (the client sees the
    /// end or a reset), without waiting. Bytes already sent are read first.
    var isClosedByServer: Bool {
        var buffer = [UInt8](repeating: 0, count: 8192)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            if count > 0 { continue }
            if count == 0 { return true }
            return errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR
        }
    }

    /// Some bytes, or nil at the end (or after the timeout).
    func receive() -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 8192)
        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        return count > 0 ? Array(buffer[..<count]) : nil
    }

    /// One request with `Connection: close`; the whole response as text.
    /// The blocking reads run on their own thread, not on the test's (the
    /// server under test shares the process's task threads).
    static func request(port: Int, _ method: String, _ target: String) async throws -> (status: Int, text: String) {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(with: Result { try blockingRequest(port: port, method, target) })
            }.start()
        }
    }

    private static func blockingRequest(port: Int, _ method: String, _ target: String) throws -> (status: Int, text: String) {
        let connection = try RawConnection(port: port)
        connection.send("\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        var bytes: [UInt8] = []
        while let chunk = connection.receive() { bytes += chunk }
        let text = String(decoding: bytes, as: UTF8.self)
        let status = Int(text.split(separator: " ").dropFirst().first ?? "") ?? 0
        return (status, text)
    }
}

/// A page's live-reload connection: reads `/__theme-preview/events` on a
/// thread and keeps every event.
final class EventStreamClient: Sendable {
    struct Event: Sendable, Equatable {
        var name: String
        var data: String
    }

    private let connection: RawConnection
    private let received = Mutex<(events: [Event], connected: Bool, ended: Bool)>(([], false, false))

    init(port: Int) throws {
        connection = try RawConnection(port: port)
        connection.send("GET /__theme-preview/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n")
        let thread = Thread { [self] in read() }
        thread.start()
    }

    var events: [Event] { received.withLock { $0.events } }

    /// Whether the server has ended the stream.
    var ended: Bool { received.withLock { $0.ended } }

    /// Whether the server has answered with an open stream.
    var isConnected: Bool { received.withLock { $0.connected } }

    private func read() {
        var buffer: [UInt8] = []
        var headersDone = false
        var body: [UInt8] = []
        while let chunk = connection.receive() {
            buffer += chunk
            if !headersDone {
                guard let end = find([13, 10, 13, 10], in: buffer) else { continue }
                headersDone = true
                buffer.removeFirst(end + 4)
            }
            // Chunked transfer coding: SIZE\r\nDATA\r\n ...
            while let lineEnd = find([13, 10], in: buffer) {
                let size = Int(String(decoding: buffer[..<lineEnd], as: UTF8.self), radix: 16) ?? 0
                guard buffer.count >= lineEnd + 2 + size + 2 else { break }
                body += buffer[(lineEnd + 2)..<(lineEnd + 2 + size)]
                buffer.removeFirst(lineEnd + 2 + size + 2)
                if size == 0 { break }
            }
            parse(&body)
        }
        received.withLock { $0.ended = true }
    }

    private func parse(_ body: inout [UInt8]) {
        while let end = find([10, 10], in: body) {
            let block = String(decoding: body[..<end], as: UTF8.self)
            body.removeFirst(end + 2)
            var name = "message", data: [String] = []
            for line in block.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("event: ") { name = String(line.dropFirst(7)) }
                if line.hasPrefix("data: ") { data.append(String(line.dropFirst(6))) }
                if line.hasPrefix("retry:") { received.withLock { $0.connected = true } }
            }
            if !data.isEmpty {
                received.withLock { $0.events.append(Event(name: name, data: data.joined(separator: "\n"))) }
            }
        }
    }

    private func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for index in 0...(haystack.count - needle.count) where haystack[index] == needle[0] {
            if Array(haystack[index..<(index + needle.count)]) == needle { return index }
        }
        return nil
    }

    /// Waits until the server has answered (so later changes reach it).
    func waitUntilConnected() async throws {
        try await poll("the event stream to open") { isConnected }
    }

    /// The first event after the first `after` events that matches.
    func next(after count: Int = 0, _ description: String, where matches: @escaping @Sendable (Event) -> Bool) async throws -> Event {
        var found: Event?
        try await poll(description) {
            found = events.dropFirst(count).first(where: matches)
            return found != nil
        }
        return found!
    }
}

/// Checks `condition` every 10 ms; fails after 180 s (a safety net for a
/// broken build, not a timing requirement).
func poll(_ what: String, _ condition: () async throws -> Bool) async throws {
    let deadline = Date().addingTimeInterval(180)
    while try await !condition() {
        if Date() > deadline {
            Issue.record("gave up waiting for \(what)")
            throw CancellationError()
        }
        try await Task.sleep(for: .milliseconds(10))
    }
}

/// `builder`'s files equal those of `theme-preview build` on the same
/// folder (`site`, built into `check`, which is removed again).
func expectSameAsFullBuild(_ fileSystem: InMemoryFileSystem, _ builder: IncrementalBuilder, generator: String,
                     sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    try? fileSystem.remove("check")
    try FullBuilder(fileSystem: fileSystem, generator: generator).build(siteDirectory: "site", output: "check")
    var full: [String: Data] = [:]
    for (path, data) in fileSystem.allFiles where path.hasPrefix("check/") && path != "check/.theme-preview" {
        full[String(path.dropFirst("check/".count))] = data
    }
    #expect(Set(builder.outputs.keys) == Set(full.keys), sourceLocation: sourceLocation)
    let differing = full.keys.filter { builder.outputs[$0] != full[$0] }.sorted()
    #expect(differing.isEmpty, "differ from a full build: \(differing)", sourceLocation: sourceLocation)
    try fileSystem.remove("check")
}
