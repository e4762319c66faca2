import Cmimalloc
import Foundation

/// Runs a build with its heap in 2 MiB pages where the kernel gives them
/// (transparent huge pages, `madvise` mode, Debian's default).
///
/// A build touches about 90 MB of fresh heap. In 4 KiB pages that is some
/// 19,000 page faults, a tenth of the build's CPU time; in 2 MiB pages it
/// is under a thousand. mimalloc asks for huge pages when
/// `large_os_pages` is set, but only for memory it commits whole, so
/// `eager_commit_delay` goes to 0 too; and it keeps freed memory
/// (`allow_decommit` off): giving back part of a huge page splits it, and
/// the kernel zeroes the pages again when they come back (a thousand
/// themes' build spent three times the system time).
///
/// The options apply to memory mimalloc maps from then on. The main
/// thread's first segment was mapped before `main`, so the work runs on a
/// thread started afterwards, whose heap (and that of every thread it
/// starts) is new; glibc gives it a stack of the main thread's limit
/// (`ulimit -s`). Where the kernel has no huge pages, nothing changes.
enum LargePageHeap {
    /// `work`'s result, `work` having run on a new thread with large pages on.
    static func run<Value: Sendable, Failure: Error>(_ work: @escaping @Sendable () throws(Failure) -> Value) throws(Failure) -> Value {
        mi_option_set(mi_option_large_os_pages, 1)
        mi_option_set(mi_option_eager_commit_delay, 0)
        mi_option_set(mi_option_allow_decommit, 0)
        let outcome = Outcome<Value, Failure>()
        let thread = Thread {
            outcome.result = Result { () throws(Failure) -> Value in try work() }
            outcome.done.signal()
        }
        thread.start()
        outcome.done.wait()
        // The semaphore orders the thread's write before this read.
        guard let result = outcome.result else { preconditionFailure("the build thread ended without a result") }
        return try result.get()
    }

    /// mimalloc's options that `run` sets, as they are now.
    static var options: (largePages: Bool, eagerCommitDelay: Int, decommits: Bool) {
        (mi_option_is_enabled(mi_option_large_os_pages), mi_option_get(mi_option_eager_commit_delay),
         mi_option_is_enabled(mi_option_allow_decommit))
    }

    private final class Outcome<Value: Sendable, Failure: Error>: @unchecked Sendable {
        var result: Result<Value, Failure>?
        let done = DispatchSemaphore(value: 0)
    }
}
