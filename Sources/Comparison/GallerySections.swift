import Cgumbo
import Foundation

/// Which gallery figures (`<figure id="thread-list">`…) hold each
/// component class (`vm-thread-row`), read from a built gallery page with
/// the HTML parser, so a review can link a changed variable's components
/// to where they are shown.
public struct GallerySections: Sendable {
    /// Class name (without the dot) to the ids of the figures that use it,
    /// in page order.
    public var sections: [String: [String]] = [:]
    /// Each figure's id and caption, in page order.
    public var figures: [(id: String, caption: String)] = []

    public init(galleryHTML: [UInt8]) {
        galleryHTML.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, !buffer.isEmpty else { return }
            var options = kGumboDefaultOptions
            options.max_errors = 0
            let output = base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                gumbo_parse_with_options(&options, $0, buffer.count)
            }
            guard let output, let root = output.pointee.root else { return }
            defer { gumbo_destroy_output(&options, output) }
            // Depth-first, carrying the figure each node is in.
            var stack: [(node: UnsafeMutablePointer<GumboNode>, figure: String?)] = [(root, nil)]
            while let (node, figure) = stack.popLast() {
                guard node.pointee.type == GUMBO_NODE_ELEMENT else { continue }
                let element = node.pointee.v.element
                var inside = figure
                if element.tag == GUMBO_TAG_FIGURE, let id = Self.attribute("id", of: element) {
                    inside = id
                    figures.append((id, Self.caption(of: element) ?? id))
                }
                if let inside, let classes = Self.attribute("class", of: element) {
                    for name in classes.split(separator: " ") where name.hasPrefix("vm-") {
                        let name = String(name)
                        if sections[name]?.contains(inside) != true { sections[name, default: []].append(inside) }
                    }
                }
                for index in (0..<Int(element.children.length)).reversed() {
                    if let child = element.children.data[index]?.assumingMemoryBound(to: GumboNode.self) {
                        stack.append((child, inside))
                    }
                }
            }
        }
    }

    private static func attribute(_ name: String, of element: GumboElement) -> String? {
        // The pointer is used inside the closure only: one taken out of it
        // named a copy that was gone by then, and a release build read
        // whatever had taken its place (`compare` crashed on a small site).
        withUnsafePointer(to: element.attributes) { attributes in
            gumbo_get_attribute(attributes, name).map { String(cString: $0.pointee.value) }
        }
    }

    /// The text of the figure's `<figcaption>`, before any inner element.
    private static func caption(of element: GumboElement) -> String? {
        for index in 0..<Int(element.children.length) {
            guard let child = element.children.data[index]?.assumingMemoryBound(to: GumboNode.self),
                  child.pointee.type == GUMBO_NODE_ELEMENT, child.pointee.v.element.tag == GUMBO_TAG_FIGCAPTION else { continue }
            let caption = child.pointee.v.element
            for textIndex in 0..<Int(caption.children.length) {
                if let text = caption.children.data[textIndex]?.assumingMemoryBound(to: GumboNode.self),
                   text.pointee.type == GUMBO_NODE_TEXT {
                    return String(cString: text.pointee.v.text.text).trimmingCharacters(in: .whitespaces)
                }
            }
        }
        return nil
    }
}
