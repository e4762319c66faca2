import Foundation
import Mustache

/// A template, or the body of a list section in one, with the skeletons of
/// the shapes it has rendered (see `TemplateShape`).
///
/// A built-in template makes the skeleton of a shape the first time it
/// meets it: the test suite checks, site by site, that they give what
/// swift-mustache gives. A template the site replaced, or one that
/// includes such a template, is checked in every build: the first scope of
/// a shape is rendered by swift-mustache and kept; the second makes the
/// skeleton, which must reproduce the first scope's output byte for byte
/// before it is used (else that shape is always rendered by
/// swift-mustache).
final class CompiledTemplate: @unchecked Sendable {
    private enum Entry {
        case seen(TemplateScope, [UInt8])
        case skeleton(TemplateSkeleton)
        /// The skeleton did not give the template's own output.
        case direct
    }

    /// How it is rendered by swift-mustache: a template of the library by
    /// name, or a list section's body.
    enum Source {
        case named(String)
        case body(MustacheTemplate)
    }

    let source: Source
    /// Whether each shape's skeleton is checked against swift-mustache
    /// before it is used (see above).
    let checks: Bool
    /// Every name the template (and the partials it includes) can look up.
    let names: Set<String>
    let library: MustacheLibrary
    /// Names by template, the partials' included: for the bodies' names.
    let namesByTemplate: [String: Set<String>]

    private let lock = NSLock()
    private var entries: [[UInt8]: Entry] = [:]
    private var fieldsByType: [ObjectIdentifier: [Int]] = [:]
    private var bodies: [String: CompiledTemplate?] = [:]
    private var hits = 0

    init(source: Source, checks: Bool, names: Set<String>, library: MustacheLibrary,
         namesByTemplate: [String: Set<String>]) {
        self.source = source
        self.checks = checks
        self.names = names
        self.library = library
        self.namesByTemplate = namesByTemplate
    }

    /// The output for `scope`; nil when the template does not exist.
    func render(_ scope: TemplateScope) -> [UInt8]? {
        var output: [UInt8] = []
        var walker = ShapeWalker(usedFields: usedFields, marking: false)
        var readsParents = false
        var last: Last?
        return render(scope, into: &output, walker: &walker, last: &last, readsParents: &readsParents) ? output : nil
    }

    /// The last shape a list's items had, and its skeleton: the next item
    /// most often has the same shape.
    typealias Last = (key: [UInt8], skeleton: TemplateSkeleton)

    /// Appends the output for `scope`; false when the template does not
    /// exist. `readsParents` becomes true when the output may depend on an
    /// enclosing object's fields.
    private func render(_ scope: TemplateScope, into output: inout [UInt8], walker: inout ShapeWalker,
                        last: inout Last?, readsParents: inout Bool) -> Bool {
        walker.reset()
        guard walker.walk(scope).ok else {
            readsParents = true
            return direct(scope, into: &output)
        }
        readsParents = readsParents || walker.shape.readsParents
        if let last, last.key == walker.shape.key {
            return fill(last.skeleton, walker.shape, into: &output) || direct(scope, into: &output)
        }
        let shape = walker.shape
        lock.lock()
        let entry = entries[shape.key]
        if case .skeleton = entry { hits += 1 }
        lock.unlock()
        switch entry {
        case .skeleton(let skeleton):
            last = (shape.key, skeleton)
            return fill(skeleton, shape, into: &output) || direct(scope, into: &output)
        case .direct:
            return direct(scope, into: &output)
        case nil where !checks:
            guard let skeleton = makeSkeleton(scope, shape: shape) else {
                store(.direct, for: shape.key)
                return direct(scope, into: &output)
            }
            store(.skeleton(skeleton), for: shape.key)
            last = (shape.key, skeleton)
            return fill(skeleton, shape, into: &output) || direct(scope, into: &output)
        case nil:
            var rendered: [UInt8] = []
            guard direct(scope, into: &rendered) else { return false }
            store(.seen(scope, rendered), for: shape.key)
            output.append(contentsOf: rendered)
            return true
        case .seen(let first, let firstOutput):
            var check: [UInt8] = []
            guard let skeleton = makeSkeleton(scope, shape: shape), let firstShape = shapeOf(first),
                  fill(skeleton, firstShape, into: &check), check == firstOutput else {
                store(.direct, for: shape.key)
                return direct(scope, into: &output)
            }
            store(.skeleton(skeleton), for: shape.key)
            last = (shape.key, skeleton)
            return fill(skeleton, shape, into: &output) || direct(scope, into: &output)
        }
    }

    /// Appends swift-mustache's own output; false when the template does
    /// not exist.
    private func direct(_ scope: TemplateScope, into output: inout [UInt8]) -> Bool {
        switch source {
        case .named(let name):
            guard let text = library.render(scope.mustacheObject, withTemplate: name) else { return false }
            output.append(contentsOf: text.utf8)
        case .body(let template):
            output.append(contentsOf: template.render(scope.mustacheObject, library: library).utf8)
        }
        return true
    }

    private func store(_ entry: Entry, for key: [UInt8]) {
        lock.lock()
        entries[key] = entry
        lock.unlock()
    }

    private func shapeOf(_ scope: TemplateScope) -> TemplateShape? {
        var walker = ShapeWalker(usedFields: usedFields, marking: false)
        return walker.walk(scope).ok ? walker.shape : nil
    }

    /// Renders the marked scope and splits it at the markers.
    private func makeSkeleton(_ scope: TemplateScope, shape: TemplateShape) -> TemplateSkeleton? {
        var walker = ShapeWalker(usedFields: usedFields, marking: true)
        let walked = walker.walk(scope)
        guard walked.ok, let marked = walked.marked, walker.shape.key == shape.key else { return nil }
        let output: String
        switch source {
        case .named(let name):
            guard let rendered = library.render(marked, withTemplate: name) else { return nil }
            output = rendered
        case .body(let template):
            output = template.render(marked, library: library)
        }
        var uses: [(list: Int, body: CompiledTemplate)] = []
        for use in walker.uses?.uses ?? [] {
            guard let body = body(use.body) else { return nil }
            uses.append((use.list, body))
        }
        return TemplateSkeleton(marked: output, leafCount: shape.leaves.count, uses: uses)
    }

    /// Appends the skeleton filled with `shape`'s text and lists; false
    /// (with `output` as it was) when a list's items cannot be rendered.
    private func fill(_ skeleton: TemplateSkeleton, _ shape: TemplateShape, into output: inout [UInt8]) -> Bool {
        let start = output.count
        let filled = skeleton.fill(shape.leaves, into: &output) { use, output in
            let (list, body) = skeleton.uses[use]
            return body.renderItems(of: shape.lists[list], into: &output)
        }
        if !filled { output.removeSubrange(start...) }
        return filled
    }

    /// Appends the output of this body for each item of `hole`.
    func renderItems(of hole: TemplateShape.Hole, into output: inout [UInt8]) -> Bool {
        if case .shared(let slice) = hole.items, slice.isWhole, let kept = slice.list.output(of: self) {
            output.append(contentsOf: kept)
            return true
        }
        let start = output.count
        var readsParents = false
        var walker = ShapeWalker(usedFields: usedFields, marking: false)
        var last: Last?
        func item(_ item: TemplateScope.Item) -> Bool {
            render(TemplateScope(item: item, parents: hole.parents), into: &output, walker: &walker, last: &last,
                   readsParents: &readsParents)
        }
        switch hole.items {
        case .objects(let items):
            for object in items { guard item(.object(object)) else { return false } }
        case .texts(let texts):
            for text in texts { guard item(.text(text)) else { return false } }
        case .shared(let slice) where slice.isWhole:
            for object in slice.list.items { guard item(.object(object)) else { return false } }
            if !readsParents { slice.list.keep(Array(output[start...]), of: self) }
        case .shared(let slice):
            for index in slice.range {
                if let replacement = slice.replacement, replacement.index == index {
                    guard item(.object(replacement.item)) else { return false }
                } else if let kept = slice.list.output(of: self, item: index) {
                    output.append(contentsOf: kept)
                } else {
                    let itemStart = output.count
                    readsParents = false
                    guard item(.object(slice.list.items[index])) else { return false }
                    if !readsParents { slice.list.keep(Array(output[itemStart...]), of: self, item: index) }
                }
            }
        case .memoized(let list):
            for (object, key) in zip(list.items, list.keys) {
                if let kept = list.memo.output(of: self, for: key) {
                    output.append(contentsOf: kept)
                    continue
                }
                let itemStart = output.count
                readsParents = false
                guard item(.object(object)) else { return false }
                if !readsParents { list.memo.keep(Array(output[itemStart...]), of: self, for: key) }
            }
        }
        return true
    }

    /// The fields of `type` this template can look up, in field order.
    func usedFields(_ type: any TemplateData.Type) -> [Int] {
        let id = ObjectIdentifier(type)
        lock.lock()
        if let found = fieldsByType[id] {
            lock.unlock()
            return found
        }
        lock.unlock()
        let used = type.fieldNames.indices.filter { names.contains(type.fieldNames[$0]) }
        lock.lock()
        fieldsByType[id] = used
        lock.unlock()
        return used
    }

    /// The compiled body of a list section, by its text; nil when it does
    /// not parse on its own.
    private func body(_ text: String) -> CompiledTemplate? {
        lock.lock()
        if let found = bodies[text] {
            lock.unlock()
            return found
        }
        lock.unlock()
        var compiled: CompiledTemplate?
        if let template = try? MustacheTemplate(string: ByteEscapedHTML.pragmaLine + text) {
            let scan = TemplateSkeleton.scan([text])
            var names = scan.names
            for partial in scan.partials { names.formUnion(namesByTemplate[partial] ?? []) }
            compiled = CompiledTemplate(source: .body(template), checks: checks, names: names, library: library,
                                        namesByTemplate: namesByTemplate)
        }
        lock.lock()
        defer { lock.unlock() }
        // Another page compiled it meanwhile: one body per text, so what
        // is kept by body (`SharedList`, `RenderMemo`) is found again.
        if let found = bodies[text] { return found }
        bodies[text] = compiled
        return compiled
    }

    /// Shapes with a skeleton, shapes rendered directly, and renders that
    /// came from a skeleton, this template's and its bodies' (for tests).
    var statistics: (skeletons: Int, direct: Int, hits: Int) {
        lock.lock()
        var skeletons = 0, direct = 0
        for entry in entries.values {
            switch entry {
            case .skeleton: skeletons += 1
            case .direct: direct += 1
            case .seen: break
            }
        }
        var total = (skeletons, direct, hits)
        let children = bodies.values.compactMap { $0 }
        lock.unlock()
        for child in children {
            let counts = child.statistics
            total = (total.0 + counts.skeletons, total.1 + counts.direct, total.2 + counts.hits)
        }
        return total
    }
}
