/// The types of the DTCG Format Module 2025.10, spelt as `$type` spells them
/// (case matters), and `other` for another format's types that DTCG has no
/// equivalent of.
public enum DTCGType: String, Sendable, CaseIterable {
    case color, dimension, fontFamily, fontWeight, duration, cubicBezier, number
    case strokeStyle, border, transition, shadow, gradient, typography
    /// A type of another format with no DTCG equivalent (Tokens Studio's
    /// `text`, `textCase`, `boolean`, `asset`...): the token's value is
    /// `.other(JSON)` and `DTCGToken.sourceType` names the type. Never read
    /// from a DTCG file: `init(rawValue:)` and `allCases` leave it out.
    case other

    /// The DTCG types, as a DTCG file may write them (`other` left out).
    public static let allCases: [DTCGType] = [
        .color, .dimension, .fontFamily, .fontWeight, .duration, .cubicBezier, .number,
        .strokeStyle, .border, .transition, .shadow, .gradient, .typography,
    ]

    /// The DTCG type `$type` names; nil for anything else, `other` included.
    public init?(rawValue: String) {
        guard let type = DTCGType.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = type
    }

    /// How messages name a token of this type: `a color`, `an ...`.
    var article: String {
        "a \(rawValue)"
    }

    /// The types Style Dictionary's older format, Tokens Studio and design
    /// tools' exports write (`fontSize`, `spacing`, `boxShadow`; Figma's
    /// `unknown` for string variables) and the DTCG type each is written
    /// as; nil for a type with no DTCG equivalent.
    static let legacyTypes: [String: DTCGType?] = [
        "fontSize": .dimension, "fontSizes": .dimension, "letterSpacing": .dimension,
        "spacing": .dimension, "sizing": .dimension, "size": .dimension,
        "borderRadius": .dimension, "borderWidth": .dimension,
        "paragraphSpacing": .dimension, "paragraphIndent": .dimension,
        "lineHeight": .number, "lineHeights": .number, "opacity": .number,
        "float": .number, "integer": .number,
        "fontWeights": .fontWeight, "fontFamilies": .fontFamily,
        "boxShadow": .shadow, "time": .duration,
        "textDecoration": nil, "textCase": nil, "text": nil, "string": nil, "content": nil,
        "asset": nil, "other": nil, "composition": nil, "boolean": nil, "unknown": nil,
    ]

    /// What to write instead of a legacy type such as `fontSize`; nil when
    /// `name` is not one.
    static func legacy(_ name: String) -> String? {
        guard let entry = legacyTypes[name] else { return nil }
        guard let type = entry else {
            return "'\(name)' is not a DTCG type, and no DTCG type holds such values (types: \(allCases.map(\.rawValue).joined(separator: ", "))); remove the token, or keep its value under \"$extensions\""
        }
        var message = "'\(name)' is a Style Dictionary/Tokens Studio type, not a DTCG one: write \"$type\": \"\(type.rawValue)\""
        switch type {
        case .dimension: message += ", with values like {\"value\": 16, \"unit\": \"px\"}"
        case .number where name.hasPrefix("lineHeight"): message += ", with a plain number multiplying the font size (1.5, not \"150%\")"
        case .number where name == "opacity": message += ", with a number from 0 to 1"
        case .shadow: message += ", with values like {\"color\": ..., \"offsetX\": {\"value\": 0, \"unit\": \"px\"}, \"offsetY\": ..., \"blur\": ..., \"spread\": ...}"
        case .duration: message += ", with values like {\"value\": 200, \"unit\": \"ms\"}"
        default: break
        }
        return message
    }
}
