import Foundation

/// A value made the first time it is read, once, from any thread: work a
/// build needs only for some pages (`serve` renders those after the rest).
/// Readers wait while it is being made.
public final class Deferred<Value: Sendable>: @unchecked Sendable {
    private enum State {
        case waiting(@Sendable () -> Value)
        case made(Value)
    }

    private let lock = NSLock()
    private var state: State

    public init(_ make: @escaping @Sendable () -> Value) {
        state = .waiting(make)
    }

    /// The value, made now if it was not yet.
    public var value: Value {
        lock.lock()
        defer { lock.unlock() }
        switch state {
        case .made(let value):
            return value
        case .waiting(let make):
            let value = make()
            state = .made(value)
            return value
        }
    }
}
