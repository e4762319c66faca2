import Foundation

/// Results written by index from `DispatchQueue.concurrentPerform`, read in
/// input order afterwards.
final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private var storage: [Result<Value, BuildFailure>?]
    private let lock = NSLock()

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Result<Value, BuildFailure>) {
        lock.lock()
        storage[index] = value
        lock.unlock()
    }

    /// Every slot's result, in order.
    var values: [Result<Value, BuildFailure>] {
        lock.lock()
        defer { lock.unlock() }
        return storage.map { $0 ?? .failure(BuildFailure([])) }
    }

    /// The values in order, or every diagnostic of every failed slot.
    func collect() throws(BuildFailure) -> [Value] {
        var result: [Value] = []
        var diagnostics: [Diagnostic] = []
        for slot in values {
            switch slot {
            case .success(let value): result.append(value)
            case .failure(let failure): diagnostics += failure.diagnostics
            }
        }
        if !diagnostics.isEmpty { throw BuildFailure(diagnostics) }
        return result
    }
}

/// `transform` applied to every index of `0..<count` on all cores; the
/// results in order, or every diagnostic of every failed call.
func concurrentMap<Value: Sendable>(_ count: Int,
                                    _ transform: @Sendable (Int) throws(BuildFailure) -> Value) throws(BuildFailure) -> [Value] {
    let slots = ResultSlots<Value>(count: count)
    DispatchQueue.concurrentPerform(iterations: count) { index in
        slots.set(index, Result { () throws(BuildFailure) -> Value in try transform(index) })
    }
    return try slots.collect()
}

/// `transform` applied to every index of `0..<count` on all cores, for work
/// that cannot fail; the results in order.
func concurrentMap<Value: Sendable>(_ count: Int, _ transform: @Sendable (Int) -> Value) -> [Value] {
    let slots = ResultSlots<Value>(count: count)
    DispatchQueue.concurrentPerform(iterations: count) { index in slots.set(index, .success(transform(index))) }
    return slots.values.compactMap { try? $0.get() }
}

/// `first` and `second` run side by side (each may spread over the cores
/// itself); both results.
func concurrently<A: Sendable, B: Sendable>(_ first: @Sendable () -> A, _ second: @Sendable () -> B) -> (A, B) {
    let one = ResultSlots<A>(count: 1)
    let other = ResultSlots<B>(count: 1)
    DispatchQueue.concurrentPerform(iterations: 2) { index in
        if index == 0 { one.set(0, .success(first())) } else { other.set(0, .success(second())) }
    }
    // Both slots were set above; `try?` only unwraps the Result.
    guard let a = try? one.values[0].get(), let b = try? other.values[0].get() else {
        preconditionFailure("concurrentPerform ran both parts")
    }
    return (a, b)
}
