import Foundation

/// Results written by index from `shareCores`, read in
/// input order afterwards.
public final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private var storage: [Result<Value, BuildFailure>?]
    private let lock = NSLock()

    public init(count: Int) { storage = Array(repeating: nil, count: count) }

    public func set(_ index: Int, _ value: Result<Value, BuildFailure>) {
        lock.lock()
        storage[index] = value
        lock.unlock()
    }

    /// Every slot's result, in order.
    public var values: [Result<Value, BuildFailure>] {
        lock.lock()
        defer { lock.unlock() }
        return storage.map { $0 ?? .failure(BuildFailure([])) }
    }

    /// The values in order, or every diagnostic of every failed slot.
    public func collect() throws(BuildFailure) -> [Value] {
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
public func concurrentMap<Value: Sendable>(_ count: Int,
                                    _ transform: @Sendable (Int) throws(BuildFailure) -> Value) throws(BuildFailure) -> [Value] {
    let slots = ResultSlots<Value>(count: count)
    shareCores(iterations: count) { index in
        slots.set(index, Result { () throws(BuildFailure) -> Value in try transform(index) })
    }
    return try slots.collect()
}

/// `transform` applied to every index of `0..<count` on all cores, for work
/// that cannot fail; the results in order.
public func concurrentMap<Value: Sendable>(_ count: Int, _ transform: @Sendable (Int) -> Value) -> [Value] {
    let slots = ResultSlots<Value>(count: count)
    shareCores(iterations: count) { index in slots.set(index, .success(transform(index))) }
    return slots.values.compactMap { try? $0.get() }
}

/// `concurrentMap` with the largest pieces (by `sizes`) made first; the
/// results in index order.
public func concurrentMap<Value: Sendable>(largestFirst sizes: [Int], _ transform: @Sendable (Int) -> Value) -> [Value] {
    let slots = ResultSlots<Value>(count: sizes.count)
    shareCores(largestFirst: sizes) { index in slots.set(index, .success(transform(index))) }
    return slots.values.compactMap { try? $0.get() }
}

/// `first` and `second` run side by side (each may spread over the cores
/// itself); both results.
///
/// Not `concurrentPerform`: libdispatch runs a `concurrentPerform` nested in
/// another one serially on the calling thread, so the work inside each part
/// would get one core. `first` runs on a worker thread, `second` here.
public func concurrently<A: Sendable, B: Sendable>(_ first: @escaping @Sendable () -> A, _ second: () -> B) -> (A, B) {
    let one = ResultSlots<A>(count: 1)
    let group = DispatchGroup()
    // A queue of its own gets a thread even when the global pool's are all
    // waiting (on parts like this one): the global queue would start it
    // only after a second.
    DispatchQueue(label: "theme-preview.concurrently").async(group: group) { one.set(0, .success(first())) }
    let b = second()
    group.wait()
    // The slot was set above; `try?` only unwraps the Result.
    guard let a = try? one.values[0].get() else {
        preconditionFailure("the worker ran the first part")
    }
    return (a, b)
}

/// `task` for every index of `0..<count`, for a few large parts that each
/// spread their own work over the cores with `shareCores`: the parts are
/// taken in order by this thread and helpers (so put the longest first),
/// and a core a part leaves free joins another part's work. The results in
/// order, or every diagnostic of every failed part.
public func concurrentParts<Value: Sendable>(_ count: Int,
                                      _ task: @escaping @Sendable (Int) throws(BuildFailure) -> Value) throws(BuildFailure) -> [Value] {
    let slots = ResultSlots<Value>(count: count)
    shareCores(iterations: count) { index in
        slots.set(index, Result { () throws(BuildFailure) -> Value in try task(index) })
    }
    return try slots.collect()
}
