@testable import Basics
import Foundation
import Synchronization
import Testing

/// Values made once per key, from any thread.
struct OnceMapTests {
    /// Threads that ask for one key at once get the value one of them made;
    /// it is made once.
    @Test func aKeyIsMadeOnce() {
        let map = OnceMap<String, Int>()
        let makes = Mutex(0)
        let values = concurrentMap(64) { _ in
            map.value("swift") {
                makes.withLock { $0 += 1 }
                return 42
            }
        }
        #expect(values == [Int](repeating: 42, count: 64))
        #expect(makes.withLock { $0 } == 1)
        #expect(map.value("swift") { 0 } == 42)
        #expect(map.value("yaml") { 7 } == 7)
    }

    /// While one key is being made, another is made on another thread: a
    /// value that waits for another key's to be made gets it (with one
    /// lock held while making, the second would wait for the first).
    @Test func otherKeysAreMadeMeanwhile() {
        let map = OnceMap<String, Bool>()
        let secondMade = DispatchSemaphore(value: 0)
        let done = DispatchGroup()
        let first = Mutex<Bool?>(nil)
        DispatchQueue(label: "first").async(group: done) {
            let value = map.value("html") { secondMade.wait(timeout: .now() + 30) == .success }
            first.withLock { $0 = value }
        }
        DispatchQueue(label: "second").async(group: done) {
            // Asked once the first is being made, or before: either way it is made here.
            _ = map.value("css") {
                secondMade.signal()
                return true
            }
        }
        done.wait()
        #expect(first.withLock { $0 } == true)
    }
}
