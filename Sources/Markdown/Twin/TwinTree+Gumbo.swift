import Cgumbo

extension TwinTree {
    /// `html` as gumbo's HTML5 parser reads it (a fragment in a `<div>`),
    /// for the HTML `parse` does not take.
    static func gumbo(_ html: [UInt8]) -> TwinTree {
        var tree = TwinTree(bytes: [])
        tree.appendByGumbo(html, ifItEndsAtTheTopLevel: false)
        return tree
    }

    /// `html` as gumbo reads it, after the root's children. With
    /// `ifItEndsAtTheTopLevel`, only when its last node is white space
    /// text in the root that reaches its end (then nothing was open
    /// there: see `TwinTreeParser.readByGumbo`); whether it was appended.
    @discardableResult
    mutating func appendByGumbo(_ html: [UInt8], ifItEndsAtTheTopLevel: Bool) -> Bool {
        var appended = false
        withGumboFragment(html) { root in
            if ifItEndsAtTheTopLevel {
                let children = root.pointee.v.element.children
                guard children.length > 0,
                      let last = children.data[Int(children.length) - 1]?.assumingMemoryBound(to: GumboNode.self),
                      last.pointee.type == GUMBO_NODE_WHITESPACE,
                      Int(last.pointee.v.text.start_pos.offset) + last.pointee.v.text.original_text.length == html.count
                else { return }
            }
            appendChildren(of: root, to: TwinTree.root)
            appended = true
        }
        return appended
    }

    private mutating func appendChildren(of node: UnsafeMutablePointer<GumboNode>, to parent: Int) {
        let list = node.pointee.v.element.children
        for index in 0..<Int(list.length) {
            guard let child = list.data[index]?.assumingMemoryBound(to: GumboNode.self) else { continue }
            switch child.pointee.type {
            case GUMBO_NODE_TEXT, GUMBO_NODE_WHITESPACE, GUMBO_NODE_CDATA:
                let start = bytes.count
                appendCString(child.pointee.v.text.text)
                append(Node(kind: .text, tag: .other, range: start..<bytes.count), to: parent)
            case GUMBO_NODE_ELEMENT:
                let element = child.pointee.v.element
                let tag = TwinTag(rawValue: String(cString: gumbo_normalized_tagname(element.tag))) ?? .other
                let first = attributes.count
                for index in 0..<Int(element.attributes.length) {
                    guard let attribute = element.attributes.data[index]?.assumingMemoryBound(to: GumboAttribute.self) else { continue }
                    let nameStart = bytes.count
                    appendCString(attribute.pointee.name)
                    let valueStart = bytes.count
                    appendCString(attribute.pointee.value)
                    attributes.append(Attribute(name: nameStart..<valueStart, value: valueStart..<bytes.count))
                }
                let added = append(Node(kind: .element, tag: tag, range: first..<attributes.count), to: parent)
                appendChildren(of: child, to: added)
            default:
                // Comments, and a template's content, which the twin leaves out.
                append(Node(kind: .ignored, tag: .other, range: 0..<0), to: parent)
            }
        }
    }

    private mutating func appendCString(_ text: UnsafePointer<CChar>?) {
        guard let text else { return }
        var pointer = text
        while pointer.pointee != 0 {
            bytes.append(UInt8(bitPattern: pointer.pointee))
            pointer += 1
        }
    }
}
