@testable import Basics
@testable import PreviewRenderer
import Synchronization
import Testing

/// How work is shared out over the cores.
struct SharedCoresTests {
    /// The biggest pieces go first, equal ones in their own order, so the
    /// last piece any core starts is a small one.
    @Test func workIsOrderedLargestFirst() {
        #expect(largestFirst([3, 10, 0, 10, 7]) == [1, 3, 4, 0, 2])
        #expect(largestFirst([]) == [])
        #expect(largestFirst([5]) == [0])
    }

    /// Every index runs exactly once, whatever the number of cores.
    @Test(arguments: [0, 1, 2, 3, 100])
    func everyIndexRunsOnce(_ count: Int) {
        let runs = Mutex([Int](repeating: 0, count: count))
        shareCores(iterations: count) { index in runs.withLock { $0[index] += 1 } }
        #expect(runs.withLock { $0 } == [Int](repeating: 1, count: count))
        let sized = Mutex([Int](repeating: 0, count: count))
        shareCores(largestFirst: (0..<count).map { $0 % 5 }) { index in sized.withLock { $0[index] += 1 } }
        #expect(sized.withLock { $0 } == [Int](repeating: 1, count: count))
        #expect(concurrentMap(largestFirst: (0..<count).map { $0 % 3 }) { $0 * 2 } == (0..<count).map { $0 * 2 })
    }
}
