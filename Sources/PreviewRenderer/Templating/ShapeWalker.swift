import Mustache

/// A scope's structure and text as one template sees it, found by walking
/// the fields the template names, in field order.
///
/// Mustache output depends on a string's content only through escaping
/// (see `TemplateSkeleton.allows`). What sections render depends on
/// structure: each flag, which optional values are present, which lists are
/// empty. That is the `key`; scopes with the same key share a skeleton. A
/// non-empty list is a hole in the skeleton: its items are rendered one by
/// one, each from the skeleton of its own shape, so a list's length and its
/// items' flags never make a page a new shape.
struct TemplateShape {
    var key: [UInt8] = []
    var leaves: [TemplateSkeleton.Leaf] = []
    /// The non-empty lists, in walk order.
    var lists: [Hole] = []
    /// Whether a field of an enclosing object was read (a list item's
    /// output then depends on more than the item).
    var readsParents = false

    /// A non-empty list and the objects around it, innermost first.
    struct Hole {
        enum Items {
            case objects([any TemplateData])
            case texts([String])
            case shared(SharedSlice)
            case memoized(MemoizedList)
        }
        let items: Items
        let parents: [any TemplateData]
    }
}

/// One walk over a scope (see `TemplateShape`). With `marking`, it also
/// builds the scope with every leaf replaced by its marker and every
/// non-empty list by a lambda that notes the section's body: rendering that
/// gives the skeleton.
struct ShapeWalker {
    /// The fields of a type that the template can look up.
    let fieldsOfType: (any TemplateData.Type) -> [Int]
    /// What `fieldsOfType` said, kept for the items that follow (a page
    /// walks a handful of types: a list beats hashing).
    private var fieldsCache: [(type: ObjectIdentifier, fields: [Int])] = []
    /// What `isHidden` said, by the parent's type and the inner ones.
    private var hiddenCache: [(parent: ObjectIdentifier, inner: [ObjectIdentifier], hidden: Bool)] = []
    /// The types inside the parent `walk` asks about, innermost first
    /// (kept to reuse its buffer).
    private var inner: [any TemplateData.Type] = []
    let marking: Bool
    var shape = TemplateShape()
    /// With `marking`: the list sections the marked render met.
    let uses: ListUses?

    init(usedFields: @escaping (any TemplateData.Type) -> [Int], marking: Bool) {
        fieldsOfType = usedFields
        self.marking = marking
        uses = marking ? ListUses() : nil
        shape.key.reserveCapacity(128)
    }

    private mutating func usedFields(_ type: any TemplateData.Type) -> [Int] {
        let id = ObjectIdentifier(type)
        for entry in fieldsCache where entry.type == id { return entry.fields }
        let found = fieldsOfType(type)
        fieldsCache.append((id, found))
        return found
    }

    /// Ready for another scope, keeping the buffers.
    mutating func reset() {
        shape.key.removeAll(keepingCapacity: true)
        shape.leaves.removeAll(keepingCapacity: true)
        shape.lists.removeAll(keepingCapacity: true)
        shape.readsParents = false
    }

    /// Walks `scope`; false when a value holds a marker character (such a
    /// scope is rendered directly). With `marking`, `marked` is the marked scope.
    mutating func walk(_ scope: TemplateScope) -> (ok: Bool, marked: Any?) {
        var markedFields: [String: Any] = [:]
        var markedText: String?
        switch scope.item {
        case .object(let object):
            guard let fields = walkFields(object, parents: { scope.parents }) else { return (false, nil) }
            markedFields = fields
        case .text(let text):
            guard leaf(.text(text)) else { return (false, nil) }
            markedText = TemplateSkeleton.marker(shape.leaves.count - 1)
        }
        inner.removeAll(keepingCapacity: true)
        if case .object(let object) = scope.item { inner.append(type(of: object)) }
        for (depth, parent) in scope.parents.enumerated() {
            defer { inner.append(type(of: parent)) }
            guard !usedFields(type(of: parent)).isEmpty else { continue }
            // A field the item (or an object between) also has hides the
            // parent's: Mustache finds the innermost.
            if !isHidden(type(of: parent)) { shape.readsParents = true }
            guard let fields = walkFields(parent, parents: { Array(scope.parents[(depth + 1)...]) }) else { return (false, nil) }
            if marking { markedFields.merge(fields) { inner, _ in inner } }
        }
        guard marking else { return (true, nil) }
        return (true, MarkedScope(fields: markedFields, text: markedText))
    }

    /// Whether every field of `parent` the template can look up is a field
    /// of one of `inner` too.
    private mutating func isHidden(_ parent: any TemplateData.Type) -> Bool {
        // Asked for every item of every list: found without allocating.
        let id = ObjectIdentifier(parent)
        for entry in hiddenCache where entry.parent == id && entry.inner.count == inner.count
            && zip(entry.inner, inner).allSatisfy({ $0 == ObjectIdentifier($1) }) {
            return entry.hidden
        }
        let names = parent.fieldNames
        let innerNames = inner.map { Set($0.fieldNames) }
        let hidden = usedFields(parent).allSatisfy { index in innerNames.contains { $0.contains(names[index]) } }
        hiddenCache.append((id, inner.map(ObjectIdentifier.init), hidden))
        return hidden
    }

    /// `<`, each used field's structure, `>`; the marked fields by name.
    /// `parents` gives the objects around `object`, innermost first: only
    /// a list needs them, so they are put together only for one.
    private mutating func walkFields(_ object: any TemplateData, parents: () -> [any TemplateData]) -> [String: Any]? {
        shape.key.append(UInt8(ascii: "<"))
        var marked: [String: Any] = [:]
        func chain() -> [any TemplateData] { [object] + parents() }
        let complete = object.forEachField(at: usedFields(type(of: object))) { name, value in
            guard let value = walkValue(value, chain: chain) else { return false }
            if marking { marked[name] = value }
            return true
        }
        guard complete else { return nil }
        shape.key.append(UInt8(ascii: ">"))
        return marked
    }

    /// The marked value (a placeholder when not marking), or nil to give up.
    /// `chain` gives the object holding the value and those around it.
    private mutating func walkValue(_ value: TemplateValue, chain: () -> [any TemplateData]) -> Any? {
        switch value {
        case .text, .html:
            guard leaf(value) else { return nil }
            return marking ? TemplateSkeleton.marker(shape.leaves.count - 1) : true
        case .number(let number):
            guard leaf(.text(String(number))) else { return nil }
            return marking ? TemplateSkeleton.marker(shape.leaves.count - 1) : true
        case .flag(let flag):
            shape.key.append(flag ? UInt8(ascii: "T") : UInt8(ascii: "F"))
            return flag
        case .none:
            shape.key.append(UInt8(ascii: "N"))
            return false
        case .object(let object):
            return walkFields(object, parents: chain) as Any?
        case .list(let items):
            return hole(items.isEmpty ? nil : .objects(items), chain: chain)
        case .texts(let texts):
            return hole(texts.isEmpty ? nil : .texts(texts), chain: chain)
        case .shared(let slice):
            return hole(slice.range.isEmpty ? nil : .shared(slice), chain: chain)
        case .memoized(let list):
            return hole(list.items.isEmpty ? nil : .memoized(list), chain: chain)
        case .frontMatter:
            return nil
        }
    }

    /// `E` for an empty list (sections skip it, inverted sections render);
    /// `L` and a hole for another.
    private mutating func hole(_ items: TemplateShape.Hole.Items?, chain: () -> [any TemplateData]) -> Any {
        guard let items else {
            shape.key.append(UInt8(ascii: "E"))
            return [Any]()
        }
        shape.key.append(UInt8(ascii: "L"))
        let index = shape.lists.count
        shape.lists.append(.init(items: items, parents: chain()))
        guard let uses else { return true }
        return MustacheLambda { body in uses.note(list: index, body: body) }
    }

    /// A leaf, unless its text holds a marker character.
    private mutating func leaf(_ value: TemplateValue) -> Bool {
        let leaf: TemplateSkeleton.Leaf
        switch value {
        case .text(var text):
            if text.withUTF8({ TemplateSkeleton.containsMarker($0) }) { return false }
            leaf = .text(text)
        case .html(let html):
            if html.bytes.withUnsafeBufferPointer({ TemplateSkeleton.containsMarker($0) }) { return false }
            leaf = .html(html.bytes)
        default:
            return false
        }
        shape.key.append(UInt8(ascii: "s"))
        shape.leaves.append(leaf)
        return true
    }
}

/// The list sections a marked render met: which list, and the text of the
/// section's body (swift-mustache gives a lambda the body's text).
final class ListUses: @unchecked Sendable {
    private(set) var uses: [(list: Int, body: String)] = []

    /// Notes a use; what the section renders is the hole's marker.
    func note(list: Int, body: String) -> HoleMarker {
        uses.append((list, body))
        return HoleMarker(use: uses.count - 1)
    }
}

/// Printed where a list section's items go. Not a `String`: swift-mustache
/// would parse a lambda's string as a template.
struct HoleMarker: CustomStringConvertible {
    let use: Int
    var description: String { TemplateSkeleton.holeMarker(use) }
}

/// A marked scope: its fields by name, and for a string item the marker
/// `{{.}}` prints.
struct MarkedScope: MustacheParent, MustacheCustomRenderable {
    let fields: [String: Any]
    let text: String?

    func child(named name: String) -> Any? { fields[name] }
    var renderText: String { text ?? "" }
    var isNull: Bool { false }
}
