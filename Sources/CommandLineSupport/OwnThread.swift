import Foundation

/// `body` run on a thread of its own, not one of Swift concurrency's, and
/// its result: for a build whose last step waits for another program
/// (`DocsPDF.finishingStep`), which must not hold up the threads the
/// waited-for work needs.
public func onOwnThread<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
        let thread = Thread { continuation.resume(returning: body()) }
        // The build's recursion (templates, nested Markdown) wants the main thread's stack.
        thread.stackSize = 8 << 20
        thread.start()
    }
}
