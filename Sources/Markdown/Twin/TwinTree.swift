import Foundation

/// A page's HTML as the tree `TwinWriter` walks: elements, text and
/// comments, their text and attributes as bytes in one buffer.
///
/// `TwinTree.parse` reads the HTML the build writes (well nested, every
/// element closed, only the entities cmark and the sanitizer write) in one
/// pass; HTML it cannot be sure an HTML5 parser reads the same way (raw HTML
/// kept as written, misnested or unclosed tags) is read by gumbo instead
/// (`TwinTree.gumbo`), so the tree is always the one a browser builds.
struct TwinTree {
    enum Kind: UInt8 {
        case element, text
        /// A comment, or anything else the twin leaves out whole (a
        /// `<template>`'s content as gumbo reads it).
        case ignored
    }

    struct Node {
        var kind: Kind
        var tag: TwinTag
        /// Text: its bytes in `bytes`. Element: its attributes in `attributes`.
        var range: Range<Int>
        var firstChild = -1
        var lastChild = -1
        var nextSibling = -1
    }

    struct Attribute {
        var name: Range<Int>
        var value: Range<Int>
    }

    /// The source's bytes, then the text decoded from it.
    var bytes: [UInt8]
    /// Node 0 is the root, the fragment's parent.
    var nodes: [Node]
    var attributes: [Attribute] = []

    static let root = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
        nodes = [Node(kind: .element, tag: .div, range: 0..<0)]
    }

    /// Adds `node` as the last child of `parent`; its index.
    @discardableResult
    mutating func append(_ node: Node, to parent: Int) -> Int {
        let index = nodes.count
        nodes.append(node)
        if nodes[parent].lastChild >= 0 {
            nodes[nodes[parent].lastChild].nextSibling = index
        } else {
            nodes[parent].firstChild = index
        }
        nodes[parent].lastChild = index
        return index
    }

    // MARK: Reading

    /// `node`'s children, in order (read from the tree, no array made).
    func children(of node: Int) -> Siblings {
        Siblings(nodes: nodes, first: nodes[node].firstChild, end: -1)
    }

    /// Siblings from `first` up to `end` (not included; -1: to the last).
    struct Siblings: Sequence {
        let nodes: [Node]
        let first: Int
        let end: Int

        /// The first of them, if any.
        var head: Int? { first >= 0 && first != end ? first : nil }

        /// The same siblings without the first.
        func droppingFirst() -> Siblings {
            guard let head else { return self }
            return Siblings(nodes: nodes, first: nodes[head].nextSibling, end: end)
        }

        /// Those from `first` (one of them) up to `end` (not included).
        func run(from first: Int, upTo end: Int) -> Siblings { Siblings(nodes: nodes, first: first, end: end) }

        struct Iterator: IteratorProtocol {
            let nodes: [Node]
            var current: Int
            let end: Int

            mutating func next() -> Int? {
                guard current >= 0, current != end else { return nil }
                defer { current = nodes[current].nextSibling }
                return current
            }
        }

        func makeIterator() -> Iterator { Iterator(nodes: nodes, current: first, end: end) }
    }

    /// The element's tag; nil for text and comments.
    func tag(_ node: Int) -> TwinTag? {
        nodes[node].kind == .element ? nodes[node].tag : nil
    }

    func string(_ range: Range<Int>) -> String {
        bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }

    /// The range of the value of `node`'s attribute `name`, if it has one.
    func attributeRange(_ name: StaticString, of node: Int) -> Range<Int>? {
        guard nodes[node].kind == .element else { return nil }
        let range = nodes[node].range
        let count = name.utf8CodeUnitCount
        // (By index and memory: slices of the arrays were a retain and a release each, for every attribute looked at.)
        return bytes.withUnsafeBufferPointer { bytes -> Range<Int>? in
            guard let base = bytes.baseAddress else { return nil }
            for index in range {
                let attribute = attributes[index]
                if attribute.name.count == count, memcmp(base + attribute.name.lowerBound, name.utf8Start, count) == 0 {
                    return attribute.value
                }
            }
            return nil
        }
    }

    func attribute(_ name: StaticString, of node: Int) -> String? {
        attributeRange(name, of: node).map(string)
    }

    /// Whether `node`'s `class` attribute names `name`.
    func hasClass(_ name: StaticString, _ node: Int) -> Bool {
        let count = name.utf8CodeUnitCount
        return bytes.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return false }
            return firstClass(of: node) { $0.count == count && memcmp(base + $0.lowerBound, name.utf8Start, count) == 0 } != nil
        }
    }

    /// The class of `node` that starts with `prefix`, without it.
    func classSuffix(_ prefix: StaticString, _ node: Int) -> String? {
        let wanted = UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount)
        return firstClass(of: node) { $0.count >= wanted.count && bytes[$0.prefix(wanted.count)].elementsEqual(wanted) }
            .map { string(($0.lowerBound + wanted.count)..<$0.upperBound) }
    }

    /// The first of `node`'s classes (its `class` attribute split at spaces)
    /// whose bytes' range meets `test`.
    private func firstClass(of node: Int, where test: (Range<Int>) -> Bool) -> Range<Int>? {
        guard let range = attributeRange("class", of: node) else { return nil }
        var start = range.lowerBound
        while start < range.upperBound {
            var end = start
            while end < range.upperBound, bytes[end] != UInt8(ascii: " ") { end += 1 }
            if test(start..<end) { return start..<end }
            start = end + 1
        }
        return nil
    }

    /// The text under `node`, as written (code keeps its lines), appended
    /// to `result`; elements with a tag in `skipping` left out.
    func appendText(of node: Int, skipping: TwinTag? = nil, to result: inout [UInt8]) {
        switch nodes[node].kind {
        case .text:
            result.append(contentsOf: bytes[nodes[node].range])
        case .element:
            if let skipping, nodes[node].tag == skipping { return }
            var child = nodes[node].firstChild
            while child >= 0 {
                appendText(of: child, skipping: skipping, to: &result)
                child = nodes[child].nextSibling
            }
        case .ignored:
            break
        }
    }

    func text(of node: Int, skipping: TwinTag? = nil) -> String {
        var result: [UInt8] = []
        appendText(of: node, skipping: skipping, to: &result)
        return String(decoding: result, as: UTF8.self)
    }
}
