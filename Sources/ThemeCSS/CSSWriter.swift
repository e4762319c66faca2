import ThemeTokens

/// Writes compact, deterministic CSS text.
public struct CSSWriter {
    public private(set) var text = ""

    public init() {}

    /// `selector{a:b;c:d}`; nothing when there are no declarations. The
    /// declarations' originals follow in `@supports (color:…){selector{a:…}}`
    /// naming what they need, so browsers without that syntax keep the
    /// sRGB values and the cascade order is the rule's own.
    public mutating func rule(_ selector: String, _ declarations: [CSSDeclaration]) {
        guard !declarations.isEmpty else { return }
        text += selector
        text += "{"
        var needs: [String] = []
        for declaration in declarations {
            declare(declaration.name, declaration.value)
            for need in declaration.originalNeeds where !needs.contains(where: { UTF8Text.equal($0, need) }) { needs.append(need) }
        }
        text += "}\n"
        guard !needs.isEmpty else { return }
        text += "@supports "
        text += needs.map { "(color:\($0))" }.joined(separator: " and ")
        text += "{"
        text += selector
        text += "{"
        for declaration in declarations {
            if let original = declaration.original { declare(declaration.name, original) }
        }
        text += "}}\n"
    }

    private mutating func declare(_ name: String, _ value: String) {
        text += name
        text += ":"
        text += value
        text += ";"
    }

    /// `@media query{...}`; nothing when the body is empty.
    mutating func media(_ query: String, _ body: (inout CSSWriter) -> Void) {
        var inner = CSSWriter()
        body(&inner)
        guard !inner.text.isEmpty else { return }
        text += "@media \(query){\n\(inner.text)}\n"
    }
}
