/// A double-quoted string literal for generated source (Swift, Kotlin):
/// quotes, backslashes and line breaks escaped, and every control, format,
/// separator or unassigned character written as an escape, so the text can
/// neither end the literal nor hide in the source. Each language adds the
/// characters it also reads specially and spells its `\u` escape.
struct SourceStringLiteral: Sendable {
    /// Characters the language also escapes, with their escape (Kotlin's `$`).
    var extraEscapes: [Unicode.Scalar: String] = [:]
    /// The escape of a character that must not appear as itself.
    var unicodeEscape: @Sendable (Unicode.Scalar) -> String

    func quote(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if let escape = extraEscapes[scalar] {
                    result += escape
                    continue
                }
                switch scalar.properties.generalCategory {
                case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
                    result += unicodeEscape(scalar)
                default:
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
