import Foundation

/// `body` for every index of `0..<iterations`, on this thread and on helper
/// threads that join whenever a core is free; returns when every call has.
///
/// Not `DispatchQueue.concurrentPerform`: libdispatch sizes a
/// `concurrentPerform` once, when it starts, so one started while another
/// part of the build held the other core runs on one core to its end, even
/// after that core frees up (the search index's shards did, for a tenth of
/// the build). Here each helper takes indexes from the same counter as
/// soon as it starts, and one that starts after the work is done just
/// returns. Helpers go to queues of their own: those get a thread even when
/// the global pool's threads are all taken (by parts waiting for theirs).
public func shareCores(iterations: Int, execute body: @Sendable (Int) -> Void) {
    guard iterations > 1 else {
        if iterations == 1 { body(0) }
        return
    }
    withoutActuallyEscaping(body) { body in
        let loop = SharedLoop(count: iterations, body: body)
        let helpers = min(iterations, ProcessInfo.processInfo.activeProcessorCount) - 1
        for _ in 0..<max(helpers, 0) {
            DispatchQueue(label: "theme-preview.shared-cores").async { loop.work() }
        }
        loop.work()
        loop.waitAndRelease()
    }
}

/// `body` for every index of `sizes`, shared out as `shareCores` does,
/// the largest pieces first (see `largestFirst`).
public func shareCores(largestFirst sizes: [Int], execute body: @Sendable (Int) -> Void) {
    let order = largestFirst(sizes)
    shareCores(iterations: order.count) { body(order[$0]) }
}

/// The indexes of `sizes`, the largest first (equal ones in index order):
/// the order to share out work of those sizes in, so that the last piece
/// to start is a small one and no core is left waiting on a big one.
func largestFirst(_ sizes: [Int]) -> [Int] {
    sizes.indices.sorted { sizes[$0] != sizes[$1] ? sizes[$0] > sizes[$1] : $0 < $1 }
}

/// The counter and the body `shareCores` hands out; the body is dropped
/// before `shareCores` returns, so a late helper never calls it.
private final class SharedLoop: @unchecked Sendable {
    private let condition = NSCondition()
    private let count: Int
    private var next = 0
    private var finished = 0
    private var body: (@Sendable (Int) -> Void)?

    init(count: Int, body: @escaping @Sendable (Int) -> Void) {
        self.count = count
        self.body = body
    }

    /// Runs indexes until none is left.
    func work() {
        while runOne() {
            condition.lock()
            finished += 1
            if finished == count { condition.broadcast() }
            condition.unlock()
        }
    }

    /// Takes the next index and runs it; false when none is left. (Its own
    /// function so that its hold on the body ends before `work` counts it
    /// finished.)
    private func runOne() -> Bool {
        condition.lock()
        guard next < count, let body else {
            condition.unlock()
            return false
        }
        let index = next
        next += 1
        condition.unlock()
        body(index)
        return true
    }

    /// Waits until every index has run, then drops the body.
    func waitAndRelease() {
        condition.lock()
        while finished < count { condition.wait() }
        body = nil
        condition.unlock()
    }
}
