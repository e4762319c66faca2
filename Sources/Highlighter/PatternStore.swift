import Foundation

/// What a catalog's languages compiled, shared by all of them: a context
/// many languages include (CSS inside HTML inside Markdown, C inside C++)
/// searches with the same pattern in each language's graph, and is
/// compiled once. Counts the patterns compiled, so a caller (and a test)
/// can tell that highlighting again compiled nothing new.
final class PatternStore: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    private var starts: [String: StartBytes] = [:]
    private var searches: [String: CompiledPattern?] = [:]

    /// Counts a pattern compiled elsewhere.
    func add() { lock.withLock { count += 1 } }

    /// How many patterns have been compiled.
    var compiled: Int { lock.withLock { count } }

    /// The bytes a match of `pattern` (a context's start or end) can begin
    /// with, with a mark after it as `ChildSearch` joins it. Finding out
    /// compiles it, so it is done once per catalog: a child is an
    /// alternative of every search its parent makes (one per set of
    /// excluded children), of every parent that includes it, and in every
    /// language that includes it.
    func startBytes(_ pattern: String) -> StartBytes {
        if let found = lock.withLock({ starts[pattern] }) { return found }
        let found = StartBytes(pattern + "(*MARK:0)")
        lock.withLock { starts[pattern] = found }
        return found
    }

    /// A search pattern (`ChildSearch`'s alternatives joined), compiled
    /// the first time any language asks for it; nil when it does not
    /// compile. Two threads asking at once may both compile it: one is
    /// kept, and counted.
    func search(_ text: String) -> CompiledPattern? {
        if let found = lock.withLock({ searches[text] }) { return found }
        let made = try? CompiledPattern(text, dupnames: true)
        return lock.withLock {
            if let found = searches[text] { return found }
            searches[text] = made
            if made != nil { count += 1 }
            return made
        }
    }
}
