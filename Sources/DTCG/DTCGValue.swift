/// A token's value, read according to its type, with every alias and JSON
/// Pointer resolved.
public indirect enum DTCGValue: Sendable, Hashable {
    case color(DTCGColor)
    case dimension(DTCGDimension)
    /// Most preferred first; a single name is a list of one.
    case fontFamily([String])
    /// 1...1000; names such as `bold` are read as their numbers.
    case fontWeight(Int)
    /// `ms` or `s`.
    case duration(value: Double, unit: String)
    case number(Double)
    /// `[P1x, P1y, P2x, P2y]`.
    case cubicBezier([Double])
    /// One or more shadows; a single shadow object is a list of one.
    case shadow([DTCGShadow])
    case typography(DTCGTypography)
    /// `strokeStyle`, `border`, `transition` and `gradient` values, as JSON
    /// with their aliases resolved.
    case other(JSONValue)

    /// The value as JSON in its object form (colors as color objects), as
    /// a `$value` writes it with every alias resolved.
    public var json: JSONValue {
        switch self {
        case .color(let color): color.json
        case .dimension(let dimension): dimension.json
        case .fontFamily(let names): .array(names.map(JSONValue.string))
        case .fontWeight(let weight): .number(Double(weight))
        case .duration(let value, let unit): .object([("value", .number(value)), ("unit", .string(unit))])
        case .number(let value): .number(value)
        case .cubicBezier(let values): .array(values.map(JSONValue.number))
        case .shadow(let shadows): shadows.count == 1 ? shadows[0].json : .array(shadows.map(\.json))
        case .typography(let typography): typography.json
        case .other(let json): json
        }
    }
}
