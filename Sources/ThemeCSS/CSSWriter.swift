/// Writes compact, deterministic CSS text.
public struct CSSWriter {
    public private(set) var text = ""

    public init() {}

    /// `selector{a:b;c:d}`; nothing when there are no declarations.
    public mutating func rule(_ selector: String, _ declarations: [CSSDeclaration]) {
        guard !declarations.isEmpty else { return }
        text += selector
        text += "{"
        for declaration in declarations {
            text += declaration.name
            text += ":"
            text += declaration.value
            text += ";"
            if let original = declaration.original {
                text += declaration.name
                text += ":"
                text += original
                text += ";"
            }
        }
        text += "}\n"
    }

    /// `@media query{...}`; nothing when the body is empty.
    mutating func media(_ query: String, _ body: (inout CSSWriter) -> Void) {
        var inner = CSSWriter()
        body(&inner)
        guard !inner.text.isEmpty else { return }
        text += "@media \(query){\n\(inner.text)}\n"
    }
}
