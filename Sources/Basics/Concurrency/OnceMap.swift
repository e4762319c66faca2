import Foundation

/// Values made once per key, from any thread: a thread that asks for a
/// key another is making waits for that value, while other keys are made
/// side by side (a lock held while making would make every key wait, and
/// making outside any lock would make the same key twice).
public final class OnceMap<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Key: Deferred<Value>] = [:]

    public init() {}

    /// The value for `key`, made now by `make` if no thread has made it.
    public func value(_ key: Key, make: @escaping @Sendable () -> Value) -> Value {
        let slot = lock.withLock {
            if let found = slots[key] { return found }
            let slot = Deferred(make)
            slots[key] = slot
            return slot
        }
        return slot.value
    }
}
