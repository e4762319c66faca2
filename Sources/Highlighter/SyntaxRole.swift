/// What a piece of code is, as far as its color goes: each role is a
/// syntax token of the theme (`--vm-syntax-<role>`) and an element of its
/// own around the code (`<hl-<class>>`, a custom element the stylesheet
/// colors).
public enum SyntaxRole: UInt8, CaseIterable, Sendable {
    case comment, keyword, string, escape, constant, type, function, variable, `operator`, tag, attribute, builtin,
         preprocessor, heading, inserted, deleted, prompt, output, emphasis, strong

    /// The element's name: `hl-` and the role's class, `hl-k` for a
    /// keyword. The name holds a hyphen, so HTML takes it as a custom
    /// element: inline, no meaning of its own, valid without a definition.
    public var elementName: String { "hl-" + className }

    /// The role's short name, without the `hl-` prefix.
    public var className: String {
        switch self {
        case .comment: "c"
        case .keyword: "k"
        case .string: "s"
        case .escape: "e"
        case .constant: "n"
        case .type: "t"
        case .function: "f"
        case .variable: "v"
        case .operator: "o"
        case .tag: "g"
        case .attribute: "a"
        case .builtin: "b"
        case .preprocessor: "p"
        case .heading: "h"
        case .inserted: "i"
        case .deleted: "d"
        case .prompt: "pr"
        case .output: "out"
        case .emphasis: "em"
        case .strong: "st"
        }
    }

    /// The role of a GtkSourceView style, following its `map-to` chain
    /// (`swift:type` to `def:identifier`); nil for a style that leaves the
    /// text as its surroundings show it (`def:note`, `def:error`).
    static func of(style: String, styles: (String) -> String?) -> SyntaxRole? {
        var current: String? = style
        var seen: Set<String> = []
        var first = true
        while let id = current, seen.insert(id).inserted {
            // A language's own style names say more than the default they
            // map to (xml's element-name maps to def:keyword).
            if first, let colon = id.utf8.firstIndex(of: UInt8(ascii: ":")), let role = localNames[String(id[id.index(after: colon)...])] {
                return role
            }
            first = false
            if let role = defaults[id] { return role }
            if inherit.contains(id) { return nil }
            current = styles(id)
        }
        return nil
    }

    private static let localNames: [String: SyntaxRole] = [
        "element-name": .tag, "tag": .tag, "tag-name": .tag, "tags": .tag,
        "attribute-name": .attribute, "attrib-name": .attribute, "attribute": .attribute, "annotation": .attribute,
        "function": .function, "function-name": .function, "method": .function, "method-name": .function,
        "type": .type, "class-name": .type, "type-name": .type, "data-type": .type,
        "property-name": .variable, "variable": .variable,
        // Declarations and modifiers read as keywords (`let`, `static`),
        // as GitHub shows them, though GtkSourceView maps them to types.
        "declaration": .keyword, "modifier": .keyword, "storage-class": .keyword, "storage-modifier": .keyword,
    ]

    private static let defaults: [String: SyntaxRole] = [
        "def:comment": .comment, "def:shebang": .comment, "def:doc-comment": .comment,
        "def:string": .string, "def:character": .string, "def:inline-code": .string, "def:preformatted-section": .string,
        "def:special-char": .escape,
        "def:constant": .constant, "def:number": .constant, "def:floating-point": .constant, "def:decimal": .constant,
        "def:base-n-integer": .constant, "def:complex": .constant, "def:special-constant": .constant, "def:boolean": .constant,
        "def:identifier": .variable, "def:function": .function, "def:builtin": .builtin,
        "def:statement": .keyword, "def:keyword": .keyword, "def:reserved": .keyword,
        "def:operator": .operator, "def:list-marker": .operator, "def:thematic-break": .operator, "def:link-symbol": .operator,
        "def:type": .type, "def:preprocessor": .preprocessor,
        "def:insertion": .inserted, "def:deletion": .deleted,
        "def:heading": .heading, "def:heading0": .heading, "def:heading1": .heading, "def:heading2": .heading,
        "def:heading3": .heading, "def:heading4": .heading, "def:heading5": .heading, "def:heading6": .heading,
        "def:emphasis": .emphasis, "def:strong-emphasis": .strong,
        "def:link-text": .function, "def:link-destination": .string,
        // diff.lang's styles map to nothing (style schemes name them).
        "diff:diff-file": .heading, "diff:location": .preprocessor, "diff:added-line": .inserted, "diff:removed-line": .deleted,
        "diff:changed-line": .keyword, "diff:special-case": .string,
    ]

    private static let inherit: Set<String> = [
        "def:note", "def:error", "def:warning", "def:net-address", "def:underlined", "def:doc-comment-element",
    ]
}
