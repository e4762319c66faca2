import Foundation
import Mustache

/// A template, or the body of a list section in one, with the skeletons of
/// the shapes it has rendered (see `TemplateShape`).
///
/// The first scope of a shape is rendered by swift-mustache and kept; the
/// second makes the skeleton, which must reproduce the first scope's
/// output byte for byte before it is used (else that shape is always
/// rendered by swift-mustache). A shape seen once costs one rendering, as
/// without skeletons.
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

    init(source: Source, names: Set<String>, library: MustacheLibrary, namesByTemplate: [String: Set<String>]) {
        self.source = source
        self.names = names
        self.library = library
        self.namesByTemplate = namesByTemplate
    }

    /// The output for `scope`; nil when the template does not exist.
    func render(_ scope: TemplateScope) -> [UInt8]? {
        var readsParents = false
        return render(scope, readsParents: &readsParents)
    }

    /// `readsParents` becomes true when the output may depend on an
    /// enclosing object's fields.
    private func render(_ scope: TemplateScope, readsParents: inout Bool) -> [UInt8]? {
        var walker = ShapeWalker(usedFields: usedFields, marking: false)
        guard walker.walk(scope).ok else {
            readsParents = true
            return direct(scope)
        }
        let shape = walker.shape
        readsParents = readsParents || shape.readsParents
        lock.lock()
        let entry = entries[shape.key]
        if case .skeleton = entry { hits += 1 }
        lock.unlock()
        switch entry {
        case .skeleton(let skeleton):
            if let output = fill(skeleton, shape) { return output }
            return direct(scope)
        case .direct:
            return direct(scope)
        case nil:
            guard let output = direct(scope) else { return nil }
            store(.seen(scope, output), for: shape.key)
            return output
        case .seen(let first, let firstOutput):
            guard let skeleton = makeSkeleton(scope, shape: shape),
                  let check = shapeOf(first), fill(skeleton, check) == firstOutput,
                  let output = fill(skeleton, shape) else {
                store(.direct, for: shape.key)
                return direct(scope)
            }
            store(.skeleton(skeleton), for: shape.key)
            return output
        }
    }

    /// swift-mustache's own output.
    func direct(_ scope: TemplateScope) -> [UInt8]? {
        switch source {
        case .named(let name):
            return library.render(scope.mustacheObject, withTemplate: name).map { Array($0.utf8) }
        case .body(let template):
            return Array(template.render(scope.mustacheObject, library: library).utf8)
        }
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
        for use in walker.uses.uses {
            guard let body = body(use.body) else { return nil }
            uses.append((use.list, body))
        }
        return TemplateSkeleton(marked: output, leafCount: shape.leaves.count, uses: uses)
    }

    private func fill(_ skeleton: TemplateSkeleton, _ shape: TemplateShape) -> [UInt8]? {
        skeleton.fill(shape.leaves) { use, output in
            let (list, body) = skeleton.uses[use]
            return body.renderItems(of: shape.lists[list], into: &output)
        }
    }

    /// Appends the output of this body for each item of `hole`.
    func renderItems(of hole: TemplateShape.Hole, into output: inout [UInt8]) -> Bool {
        if case .shared(let list) = hole.items, let kept = list.output(of: self) {
            output.append(contentsOf: kept)
            return true
        }
        let start = output.count
        var readsParents = false
        func item(_ item: TemplateScope.Item) -> Bool {
            guard let bytes = render(TemplateScope(item: item, parents: hole.parents), readsParents: &readsParents) else {
                return false
            }
            output.append(contentsOf: bytes)
            return true
        }
        switch hole.items {
        case .objects(let items):
            for object in items { guard item(.object(object)) else { return false } }
        case .texts(let texts):
            for text in texts { guard item(.text(text)) else { return false } }
        case .shared(let list):
            for object in list.items { guard item(.object(object)) else { return false } }
            if !readsParents { list.keep(Array(output[start...]), of: self) }
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
            compiled = CompiledTemplate(source: .body(template), names: names, library: library,
                                        namesByTemplate: namesByTemplate)
        }
        lock.lock()
        bodies[text] = compiled
        lock.unlock()
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
