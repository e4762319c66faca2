import FlyingFox
import FlyingSocks
import Foundation
import Synchronization

/// Keeps `ConnectionLimits`. The socket pool (`LimitedSocketPool`) asks it,
/// before every wait on a connection, how long that wait may last, or whether
/// the connection must close because too many are open; the handler tells it
/// when a request has arrived and when a live-reload stream opens and ends.
/// Both sides know a connection by its peer's address and port.
///
/// Connections are counted when they first have to wait or open a stream: one
/// whose request is there at once and answered without waiting is served
/// even at the limit, and holds nothing afterwards.
final class ConnectionLimiter: Sendable {
    typealias Peer = HTTPRequest.Address

    /// What the pool may do about a wait.
    enum Wait: Equatable {
        /// The listening socket: wait as long as it takes.
        case unlimited
        /// Wait until the deadline at most, then close the connection. After a
        /// read wait, call `becameReadable`.
        case until(ContinuousClock.Instant, Peer)
        /// Close the connection now: too many are open.
        case overCapacity
        /// Close the connection now: its peer is gone.
        case gone
    }

    private struct Connection {
        /// The socket, once the pool has waited on it.
        var file: Int32?
        /// Whether it holds one of the `maxConnections` places.
        var counted = false
        var awaiting: Awaiting
        var streams = 0
        var lastRequest: ContinuousClock.Instant?
        /// Its live-reload stream was refused: it closes after the answer.
        var turnedAway = false
    }

    private enum Awaiting {
        /// The headers of a request (or their rest), until the deadline.
        case headers(until: ContinuousClock.Instant)
        /// The first byte of the next request.
        case nextRequest
    }

    private struct State {
        var connections: [Peer: Connection] = [:]
        /// Closed connections are forgotten when there are this many entries.
        var sweepAt: Int
        var lastRefusal: ContinuousClock.Instant?
    }

    let limits: ConnectionLimits
    private let say: @Sendable (String) -> Void
    private let state: Mutex<State>

    init(limits: ConnectionLimits, say: @escaping @Sendable (String) -> Void) {
        self.limits = limits
        self.say = say
        state = Mutex(State(sweepAt: max(limits.maxConnections, 64)))
    }

    /// The line said when connections start being refused.
    var limitReachedLine: String {
        "Connection limit reached: \(limits.maxConnections) connections are open, the most serve keeps at once; "
            + "closing new connections until some end."
    }

    // MARK: For the socket pool

    /// Before the pool waits on `socket` for `events`.
    func wait(on socket: Socket, for events: Socket.Events) -> Wait {
        guard let address = try? socket.remotePeer() else {
            return ConnectionLimiter.isListening(socket) ? .unlimited : .gone
        }
        let peer = Peer.make(from: address)
        let now = ContinuousClock.now
        let (wait, startsBurst) = state.withLock { state -> (Wait, Bool) in
            var connection = state.connections[peer] ?? Connection(awaiting: .headers(until: now + seconds(limits.headerTimeout)))
            connection.file = socket.file.rawValue
            if connection.turnedAway {
                state.connections[peer] = nil
                return (.overCapacity, false)
            }
            if !connection.counted {
                guard hasRoom(&state, now) else {
                    state.connections[peer] = nil
                    return (.overCapacity, noteRefusal(&state, now))
                }
                connection.counted = true
            }
            state.connections[peer] = connection
            if events.contains(.read), case .headers(let deadline) = connection.awaiting {
                return (.until(deadline, peer), false)
            }
            // The next request's first byte, or a client taking the response.
            return (.until(now + seconds(limits.idleTimeout), peer), false)
        }
        if startsBurst { say(limitReachedLine) }
        return wait
    }

    /// A read wait ended with bytes to read: if they begin a new request,
    /// its headers have `headerTimeout` from now.
    func becameReadable(_ peer: Peer) {
        let now = ContinuousClock.now
        state.withLock { state in
            guard var connection = state.connections[peer], case .nextRequest = connection.awaiting else { return }
            connection.awaiting = .headers(until: now + seconds(limits.headerTimeout))
            state.connections[peer] = connection
        }
    }

    // MARK: For the handler

    /// A request's headers have arrived: the connection waits for its next
    /// request (`idleTimeout`) once this one is answered.
    func requestReceived(from peer: Peer?) {
        guard let peer else { return }
        let now = ContinuousClock.now
        state.withLock { state in
            var connection = state.connections[peer] ?? Connection(awaiting: .nextRequest)
            connection.awaiting = .nextRequest
            connection.lastRequest = now
            state.connections[peer] = connection
            if state.connections.count >= state.sweepAt { sweep(&state, now) }
        }
    }

    /// A live-reload stream wants to open on `peer`'s connection; false when
    /// that connection would be one too many, and it is closed once answered.
    func streamOpens(from peer: Peer?) -> Bool {
        guard let peer else { return true }
        let now = ContinuousClock.now
        let (allowed, startsBurst) = state.withLock { state -> (Bool, Bool) in
            var connection = state.connections[peer] ?? Connection(awaiting: .nextRequest, lastRequest: now)
            if !connection.counted {
                guard hasRoom(&state, now) else {
                    connection.turnedAway = true
                    state.connections[peer] = connection
                    return (false, noteRefusal(&state, now))
                }
                connection.counted = true
            }
            connection.streams += 1
            state.connections[peer] = connection
            return (true, false)
        }
        if startsBurst { say(limitReachedLine) }
        return allowed
    }

    /// A live-reload stream that `streamOpens` allowed has ended.
    func streamEnded(from peer: Peer?) {
        guard let peer else { return }
        state.withLock { state in
            guard var connection = state.connections[peer] else { return }
            connection.streams = max(connection.streams - 1, 0)
            state.connections[peer] = connection
        }
    }

    // MARK: Counting

    /// Whether one more connection may be counted; forgets closed ones first
    /// when the count is at the limit.
    private func hasRoom(_ state: inout State, _ now: ContinuousClock.Instant) -> Bool {
        func counted() -> Int { state.connections.values.reduce(0) { $0 + ($1.counted ? 1 : 0) } }
        if counted() < limits.maxConnections { return true }
        sweep(&state, now)
        return counted() < limits.maxConnections
    }

    /// Forgets the connections that are closed.
    private func sweep(_ state: inout State, _ now: ContinuousClock.Instant) {
        state.connections = state.connections.filter { isOpen($0.value, peer: $0.key, now: now) }
        state.sweepAt = max(limits.maxConnections, 64, state.connections.count * 2)
    }

    /// A socket the pool waited on is open while it still has the same peer
    /// (once closed, its number may belong to another connection). One the
    /// pool never waited on is open while it streams, or answered a request
    /// recently: were it still open later, the pool would have waited on it.
    private func isOpen(_ connection: Connection, peer: Peer, now: ContinuousClock.Instant) -> Bool {
        if let file = connection.file {
            guard let address = try? Socket(file: Socket.FileDescriptor(rawValue: file)).remotePeer() else { return false }
            return Peer.make(from: address) == peer
        }
        if connection.streams > 0 { return true }
        guard let last = connection.lastRequest else { return false }
        return now - last < seconds(limits.idleTimeout)
    }

    /// Notes a refusal; true when it starts a burst.
    private func noteRefusal(_ state: inout State, _ now: ContinuousClock.Instant) -> Bool {
        defer { state.lastRefusal = now }
        guard let last = state.lastRefusal else { return true }
        return now - last >= seconds(limits.burstGap)
    }

    private func seconds(_ value: Double) -> Duration { .milliseconds(Int64((value * 1000).rounded())) }

    static func isListening(_ socket: Socket) -> Bool {
        var value: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        return getsockopt(socket.file.rawValue, SOL_SOCKET, SO_ACCEPTCONN, &value, &length) == 0 && value != 0
    }
}
