import Foundation

/// Counts the PCRE2 patterns a catalog's languages compiled, so a caller
/// (and a test) can tell that highlighting again compiled nothing new.
final class CompileCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func add() { lock.withLock { count += 1 } }

    var value: Int { lock.withLock { count } }
}
