/// The template data reference in the docs (`site/docs/templates.md`),
/// made from the models themselves so it cannot fall behind them.
enum TemplateReference {
    /// For each template, its data's fields; then each type those fields
    /// hold, once, in the order first met.
    static func markdown(_ entries: [PageTemplate]) -> String {
        var text = ""
        var pending: [any TemplateData.Type] = []
        var listed: Set<ObjectIdentifier> = []
        func queue(_ type: any TemplateData.Type) {
            if listed.insert(ObjectIdentifier(type)).inserted { pending.append(type) }
        }
        for entry in entries {
            text += "### `\(entry.name)`\n\n\(entry.summary)\n\n"
            for type in entry.data {
                text += "`\(typeName(type))`:\n\n" + table(type)
                listed.insert(ObjectIdentifier(type))
                for kind in type.fieldKinds { if let inner = inner(kind) { queue(inner) } }
            }
        }
        text += "### Types inside them\n\n"
        var index = 0
        while index < pending.count {
            let type = pending[index]
            index += 1
            text += "#### `\(typeName(type))`\n\n" + table(type)
            for kind in type.fieldKinds { if let inner = inner(kind) { queue(inner) } }
        }
        return text
    }

    static func typeName(_ type: any TemplateData.Type) -> String {
        type.dataName
    }

    private static func inner(_ kind: TemplateFieldKind) -> (any TemplateData.Type)? {
        switch kind {
        case .object(let type), .list(let type): type
        default: nil
        }
    }

    /// One item per field: its name, what it holds, what it is.
    private static func table(_ type: any TemplateData.Type) -> String {
        var text = ""
        for (name, (kind, summary)) in zip(type.fieldNames, zip(type.fieldKinds, type.fieldSummaries)) {
            text += "- `\(name)` (\(describe(kind))): \(summary)\n"
        }
        return text + "\n"
    }

    static func describe(_ kind: TemplateFieldKind) -> String {
        switch kind {
        case .text: "text"
        case .optionalText: "text, or false"
        case .html: "HTML: print with `{{{ }}}`"
        case .optionalHTML: "HTML, or false"
        case .number: "number"
        case .flag: "true or false"
        case .object(let type): "a `\(typeName(type))`, or false"
        case .list(let type): "list of `\(typeName(type))`"
        case .texts: "list of text: `{{.}}` prints each"
        case .frontMatter: "the author's own keys: `{{params.NAME}}`"
        }
    }
}

/// A built-in template and the data it is rendered with.
struct PageTemplate: Sendable {
    /// Its name, without `.mustache`.
    let name: String
    /// The types of data it gets (a template shared by two page kinds gets either).
    let data: [any TemplateData.Type]
    /// One sentence: what it renders.
    let summary: String
}
