import Foundation
import PreviewRenderer
import Testing
@testable import theme_preview

/// The build runs on a thread of its own, with mimalloc set to ask for
/// huge pages (see `LargePageHeap`).
struct LargePageHeapTests {
    @Test func theWorkRunsOnANewThreadWithLargePagesOn() throws {
        let caller = pthread_self()
        let seen = try LargePageHeap.run { () throws(BuildFailure) -> (sameThread: Bool, options: (Bool, Int, Bool)) in
            let options = LargePageHeap.options
            return (pthread_equal(pthread_self(), caller) != 0,
                    (options.largePages, options.eagerCommitDelay, options.decommits))
        }
        #expect(!seen.sameThread)
        #expect(seen.options == (true, 0, false))
    }

    @Test func aFailureComesBackAsItWasThrown() {
        let failure = BuildFailure([Diagnostic(file: "docs/a.md", line: 3, column: 1, message: "expected a heading")])
        let thrown = #expect(throws: BuildFailure.self) {
            try LargePageHeap.run { () throws(BuildFailure) -> Int in throw failure }
        }
        #expect(thrown?.description == failure.description)
    }
}
