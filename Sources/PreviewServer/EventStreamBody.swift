import FlyingFox
import FlyingSocks
import Foundation

/// The bytes of a live-reload connection, sent as they come (chunked).
struct EventStreamBytes: AsyncBufferedSequence, Sendable {
    typealias Element = UInt8
    let events: AsyncStream<Data>

    func makeAsyncIterator() -> Iterator { Iterator(events: events.makeAsyncIterator()) }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var events: AsyncStream<Data>.Iterator
        var pending: [UInt8] = []

        mutating func next() async throws -> UInt8? {
            guard let buffer = try await nextBuffer(suggested: 1) else { return nil }
            return buffer.first
        }

        mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
            while pending.isEmpty {
                guard let data = await events.next() else { return nil }
                pending = Array(data)
            }
            let taken = Array(pending.prefix(Swift.max(count, 1)))
            pending.removeFirst(taken.count)
            return taken
        }
    }
}

extension HTTPResponse {
    private static let eventStreamHeaders: HTTPHeaders = [
        .contentType: "text/event-stream; charset=utf-8",
        .cacheControl: "no-cache, no-transform",
        HTTPHeader("X-Accel-Buffering"): "no",
    ]

    /// A `text/event-stream` response that stays open for `hub`'s events;
    /// `onEnd` is called when it ends.
    static func eventStream(_ hub: LiveReloadHub, onEnd: @escaping @Sendable () -> Void = {}) -> HTTPResponse {
        HTTPResponse(statusCode: .ok, headers: eventStreamHeaders,
                     body: HTTPBodySequence(from: EventStreamBytes(events: hub.connect(onEnd: onEnd))))
    }

    /// The answer to a live-reload stream beyond the connection limit: a
    /// stream that ends at once and asks the page to try again in 5 s
    /// (`EventSource` reconnects after a stream ends, but gives up after an
    /// error status).
    static var eventStreamRefused: HTTPResponse {
        var headers = eventStreamHeaders
        let body = Data(LiveReloadHub.refusedText.utf8)
        headers[.contentLength] = String(body.count)
        return HTTPResponse(statusCode: .ok, headers: headers, body: body)
    }
}

/// FlyingFox's socket pool, setting TCP_NODELAY on each socket it waits for.
/// The listening socket waits first, and accepted connections inherit the
/// option. Without it, a response smaller than a TCP segment (most CSS and
/// JS files on loopback) waits for the client's delayed ACK of the headers,
/// about 40 ms on Linux, because FlyingFox writes headers and body apart.
struct NoDelaySocketPool: AsyncSocketPool {
    let base: any AsyncSocketPool

    func prepare() async throws { try await base.prepare() }

    func run() async throws { try await base.run() }

    func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
        var on: Int32 = 1
        _ = setsockopt(socket.file.rawValue, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
        try await base.suspendSocket(socket, untilReadyFor: events)
    }
}
