import Mustache

/// What a list section's body is rendered with, one item at a time: the
/// item, and the objects around the list (innermost first), where names
/// the item does not have are looked up, as Mustache looks them up in the
/// enclosing sections.
struct TemplateScope: Sendable, MustacheParent, MustacheCustomRenderable {
    enum Item: Sendable {
        case object(any TemplateData)
        /// An item of a list of strings: `{{.}}` prints it.
        case text(String)
    }

    let item: Item
    let parents: [any TemplateData]

    func child(named name: String) -> Any? {
        if case .object(let object) = item, let value = object.child(named: name) { return value }
        for parent in parents {
            if let value = parent.child(named: name) { return value }
        }
        return nil
    }

    /// `{{.}}`: the string of a string item.
    var renderText: String {
        if case .text(let text) = item { return text }
        return ""
    }

    var isNull: Bool { false }

    /// What swift-mustache renders for this scope: the item itself when
    /// nothing encloses it.
    var mustacheObject: Any {
        guard parents.isEmpty else { return self }
        switch item {
        case .object(let object): return object
        case .text(let text): return text
        }
    }
}
