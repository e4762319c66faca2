/// The colors of highlighted code (issue 32): one token per syntax role,
/// each a color of every theme in both schemes. The CSS variable is
/// `--vm-syntax-<kebab-case>` (`--vm-syntax-inserted-background`).
public enum SyntaxToken: String, TokenName {
    case background, text, comment, keyword, string, escape, constant, type, function, variable, `operator`
    case tag, attribute, builtin, preprocessor, heading
    case inserted, insertedBackground, deleted, deletedBackground
    case prompt, output
    case markedBackground

    /// The name the contrast report, the gallery and the Swift export use,
    /// in the spec's style: `syntaxKeyword`, `syntaxInsertedBackground`.
    public var qualifiedName: String {
        "syntax" + ASCIICase.capitalized(rawValue)
    }

    /// What the highlighter paints in this color.
    public var purpose: String {
        switch self {
        case .background: "Code block background"
        case .text: "Plain code text"
        case .comment: "Comments"
        case .keyword: "Keywords and statements"
        case .string: "Strings and characters"
        case .escape: "Escapes and interpolation inside strings"
        case .constant: "Numbers, booleans, null and constants"
        case .type: "Types and declarations"
        case .function: "Function names"
        case .variable: "Variables, properties and identifiers"
        case .operator: "Operators and punctuation"
        case .tag: "HTML and XML tag names"
        case .attribute: "HTML and XML attribute names, annotations"
        case .builtin: "Builtin functions and values"
        case .preprocessor: "Preprocessor directives (#include, #if)"
        case .heading: "Markdown headings, section headers"
        case .inserted: "Text of added lines in diffs"
        case .insertedBackground: "Background of added lines in diffs"
        case .deleted: "Text of removed lines in diffs"
        case .deletedBackground: "Background of removed lines in diffs"
        case .prompt: "Shell prompts in console blocks"
        case .output: "Program output in console blocks"
        case .markedBackground: "Background of marked lines ({1,4-6}, hl_lines)"
        }
    }

    /// The background a foreground role is drawn on: `insertedBackground`
    /// for `inserted`, `deletedBackground` for `deleted`, `background` for
    /// the others; nil for the backgrounds themselves. A role drawn on
    /// `background` is also drawn on `markedBackground`, in marked lines.
    public var drawnOn: SyntaxToken? {
        switch self {
        case .background, .insertedBackground, .deletedBackground, .markedBackground: nil
        case .inserted: .insertedBackground
        case .deleted: .deletedBackground
        default: .background
        }
    }

    /// Whether the token is a text color (every role but the backgrounds).
    public var isText: Bool { drawnOn != nil }
}
