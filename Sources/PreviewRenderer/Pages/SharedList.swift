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
    private let lock = NSLock()

    init<Item: TemplateData>(_ items: [Item]) { self.items = items }

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
