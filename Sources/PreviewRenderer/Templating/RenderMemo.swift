import Foundation

/// What list items rendered to, kept from one build to the next by the
/// items' values: `serve` renders again only the items that changed (a
/// large design system's colors page is 756 tokens, of which an edit
/// changes one or two). An item's output is kept only when it depends on
/// nothing but the item (see `TemplateShape.readsParents`).
///
/// Kept for two generations: `startGeneration()` begins a build's, and an
/// output the last generation kept moves into this one when it is used,
/// so the memo holds what the last two builds rendered, no more.
final class RenderMemo: @unchecked Sendable {
    private struct Generation {
        /// By list body, kept alive here so no other body can take its
        /// identifier while outputs for it are kept.
        var outputs: [ObjectIdentifier: (body: CompiledTemplate, items: [MemoKey: [UInt8]])] = [:]

        func output(of body: CompiledTemplate, for key: MemoKey) -> [UInt8]? {
            outputs[ObjectIdentifier(body)]?.items[key]
        }

        mutating func keep(_ bytes: [UInt8], of body: CompiledTemplate, for key: MemoKey) {
            outputs[ObjectIdentifier(body), default: (body, [:])].items[key] = bytes
        }
    }

    private var current = Generation()
    private var previous = Generation()
    private let lock = NSLock()
    /// This generation's items rendered, and those taken as they were.
    private var counts = (made: 0, reused: 0)

    init() {}

    /// What `body` rendered for the item `key`, this build or the last.
    func output(of body: CompiledTemplate, for key: MemoKey) -> [UInt8]? {
        lock.lock()
        defer { lock.unlock() }
        if let bytes = current.output(of: body, for: key) {
            counts.reused += 1
            return bytes
        }
        guard let bytes = previous.output(of: body, for: key) else { return nil }
        current.keep(bytes, of: body, for: key)
        counts.reused += 1
        return bytes
    }

    func keep(_ bytes: [UInt8], of body: CompiledTemplate, for key: MemoKey) {
        lock.lock()
        current.keep(bytes, of: body, for: key)
        counts.made += 1
        lock.unlock()
    }

    /// Begins a build: what the build before last kept is let go.
    func startGeneration() {
        lock.lock()
        previous = current
        current = Generation()
        counts = (0, 0)
        lock.unlock()
    }

    /// Since the generation began: how many items were rendered and kept,
    /// and how many were taken as they were.
    var generationCounts: (made: Int, reused: Int) {
        lock.lock()
        defer { lock.unlock() }
        return counts
    }
}

/// A list whose items' outputs are kept in a `RenderMemo` by the items'
/// values.
struct MemoizedList: Sendable {
    let items: [any TemplateData]
    let keys: [MemoKey]
    let memo: RenderMemo

    init<Item: TemplateData & Hashable>(_ items: [Item], memo: RenderMemo) {
        self.items = items
        keys = items.map(MemoKey.init)
        self.memo = memo
    }
}

/// An item's value as a `RenderMemo` key: made only from `Sendable`
/// values, which `AnyHashable` does not say.
///
/// The item is hashed once, here: a key is looked up in two generations
/// and kept in one, and a large item (a token's entry) is costly to hash.
struct MemoKey: Hashable, @unchecked Sendable {
    private let value: AnyHashable
    private let hash: Int

    init<Item: Hashable & Sendable>(_ item: Item) {
        value = AnyHashable(item)
        hash = value.hashValue
    }

    static func == (one: MemoKey, other: MemoKey) -> Bool {
        one.hash == other.hash && one.value == other.value
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }
}
