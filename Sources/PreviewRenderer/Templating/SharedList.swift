import Foundation

/// A list that the models of many pages share unchanged (the gallery's
/// sample screens on every pinned page). A section over it renders like any
/// list; when its items' output depends on nothing but the items, the
/// output is kept and reused by every page.
final class SharedList: @unchecked Sendable {
    let items: [any TemplateData]

    /// By list body, kept alive by its entry so no other body can take its
    /// identifier while the list exists.
    private var outputs: [ObjectIdentifier: (body: CompiledTemplate, bytes: [UInt8])] = [:]
    /// Each item's output, by list body, for slices of the list.
    private var itemOutputs: [ObjectIdentifier: (body: CompiledTemplate, items: [[UInt8]?])] = [:]
    private let lock = NSLock()

    init<Item: TemplateData>(_ items: [Item]) { self.items = items }

    /// The whole list.
    var all: SharedSlice { SharedSlice(list: self, range: items.indices) }

    /// What `body` rendered for item `index`, if it was kept.
    func output(of body: CompiledTemplate, item index: Int) -> [UInt8]? {
        lock.lock()
        defer { lock.unlock() }
        return itemOutputs[ObjectIdentifier(body)]?.items[index]
    }

    func keep(_ bytes: [UInt8], of body: CompiledTemplate, item index: Int) {
        lock.lock()
        let id = ObjectIdentifier(body)
        if itemOutputs[id] == nil { itemOutputs[id] = (body, Array(repeating: nil, count: items.count)) }
        itemOutputs[id]?.items[index] = bytes
        lock.unlock()
    }

    /// What `body` rendered for the items, if it was kept.
    func output(of body: CompiledTemplate) -> [UInt8]? {
        lock.lock()
        defer { lock.unlock() }
        return outputs[ObjectIdentifier(body)]?.bytes
    }

    func keep(_ bytes: [UInt8], of body: CompiledTemplate) {
        lock.lock()
        outputs[ObjectIdentifier(body)] = (body, bytes)
        lock.unlock()
    }
}

/// Part of a `SharedList` (a window of it), perhaps with one item of the
/// page's own in place of the list's: the docs sidebar, where each page
/// lists the docs around it and marks its own. The items the page shares
/// with the list are rendered once for every page.
struct SharedSlice: Sendable {
    let list: SharedList
    let range: Range<Int>
    /// The item at this position of the list is this one instead.
    var replacement: (index: Int, item: any TemplateData)?

    /// The items, as a template sees them.
    var items: [any TemplateData] {
        range.map { index in replacement.flatMap { $0.index == index ? $0.item : nil } ?? list.items[index] }
    }

    var isWhole: Bool { range == list.items.indices && replacement == nil }
}
