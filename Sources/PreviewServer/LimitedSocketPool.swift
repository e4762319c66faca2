import FlyingFox
import FlyingSocks
import Foundation

/// FlyingFox's socket pool, keeping `ConnectionLimits`. FlyingFox asks the
/// pool to wait whenever a socket has nothing to read or no room to write,
/// and closes the connection when that wait throws: so a wait that lasts
/// past its deadline (`ConnectionLimiter` keeps them) throws, and so does
/// one on a connection beyond the limit, at once.
struct LimitedSocketPool: AsyncSocketPool {
    let base: any AsyncSocketPool
    let limiter: ConnectionLimiter

    /// Why a connection was closed.
    enum Closed: Error, Equatable {
        case timedOut, overCapacity, gone
    }

    func prepare() async throws { try await base.prepare() }

    func run() async throws { try await base.run() }

    func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
        switch limiter.wait(on: socket, for: events) {
        case .unlimited:
            try await base.suspendSocket(socket, untilReadyFor: events)
        case .overCapacity:
            throw Closed.overCapacity
        case .gone:
            throw Closed.gone
        case .until(let deadline, let peer):
            try await suspend(socket, for: events, until: deadline)
            if events.contains(.read) { limiter.becameReadable(peer) }
        }
    }

    private func suspend(_ socket: Socket, for events: Socket.Events, until deadline: ContinuousClock.Instant) async throws {
        let ready = try await withThrowingTaskGroup(of: Bool.self) { group in
            group.addTask {
                try await base.suspendSocket(socket, untilReadyFor: events)
                return true
            }
            group.addTask {
                try await Task.sleep(until: deadline, clock: .continuous)
                return false
            }
            defer { group.cancelAll() }
            return try await group.next() ?? false
        }
        guard ready else { throw Closed.timedOut }
    }
}
