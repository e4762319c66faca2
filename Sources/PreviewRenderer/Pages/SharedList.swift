import Foundation
import Mustache

/// A list that the contexts of many pages share (the gallery's sample
/// screens on every pinned page), walked once per template instead of once
/// per page: `TemplateSkeleton`'s shape walk keeps what it found here. It
/// renders in swift-mustache as the array it holds.
///
/// The items never change (a `let` of values), so what a walk found for one
/// template stays true; the walk is keyed by the template's `NameTable`.
final class SharedList: @unchecked Sendable, MustacheSequence, MustacheTransformable {
    let items: [Any]

    /// What a walk found: the shape key's bytes and the leaves, in order.
    struct Walk {
        var key: [UInt8]
        var leaves: [TemplateSkeleton.Leaf]
    }

    /// By table; each entry keeps its table alive, so no other table can
    /// take its address (and its identifier) while the list exists.
    private var walks: [ObjectIdentifier?: (table: NameTable?, walk: Walk)] = [:]
    private let lock = NSLock()

    init(_ items: [Any]) { self.items = items }

    func makeIterator() -> IndexingIterator<[Any]> { items.makeIterator() }

    /// The array's transforms (`count`, `empty`, `first`…), as for `items`.
    func transform(_ name: String) -> Any? { items.transform(name) }

    /// The walk for `table` (nil: every key walked), made by `make` the
    /// first time; nil when the items cannot be walked.
    func walk(for table: NameTable?, make: () -> Walk?) -> Walk? {
        let key = table.map { ObjectIdentifier($0) }
        lock.lock()
        if let found = walks[key] {
            lock.unlock()
            return found.walk
        }
        lock.unlock()
        guard let made = make() else { return nil }
        lock.lock()
        walks[key] = (table, made)
        lock.unlock()
        return made
    }
}
