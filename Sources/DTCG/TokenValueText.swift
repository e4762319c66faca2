import ThemeTokens

/// A resolved token value as people read it (`#1a73e8`, `16px`,
/// `600 16px/1.5 Inter`) and as CSS writes it: the one answer the token
/// pages and `theme-preview compare` share.
public enum TokenValueText {
    /// The units the DTCG reader accepts for dimensions.
    public static let units = ["px", "rem"]

    public static func number(_ value: Double) -> String {
        NumberFormat.decimal(value, maxFractionDigits: 4)
    }

    /// The color in its own space (`oklch(…)`), else as sRGB CSS.
    public static func text(_ color: DTCGColor) -> String {
        color.original?.css ?? color.srgb?.css.lowercased() ?? "\(color.colorSpace) \(color.components.map(number).joined(separator: " "))"
    }

    /// The sRGB color the browser paints; transparent when the space is
    /// unknown.
    public static func css(_ color: DTCGColor) -> String {
        color.srgb?.css ?? "transparent"
    }

    /// `16px`, `1.5rem`: units are the reader's (`px`, `rem`).
    public static func css(_ dimension: DTCGDimension) -> String {
        number(dimension.value) + (units.contains(dimension.unit) ? dimension.unit : "px")
    }

    public static func css(_ shadow: DTCGShadow) -> String {
        [shadow.inset ? "inset" : nil, css(shadow.offsetX), css(shadow.offsetY), css(shadow.blur), css(shadow.spread),
         css(shadow.color)].compactMap { $0 }.joined(separator: " ")
    }

    /// A dimension written as JSON (`{"value": 1, "unit": "px"}`) inside a
    /// composite value.
    public static func dimension(_ json: JSONValue) -> DTCGDimension? {
        guard let value = json["value"]?.numberValue, let unit = json["unit"]?.stringValue,
              units.contains(unit) else { return nil }
        return DTCGDimension(value: value, unit: unit)
    }

    /// A color object inside a composite value, as sRGB: its components
    /// in `srgb`, else its `hex`.
    public static func color(_ json: JSONValue) -> Color? {
        let alpha = min(max(json["alpha"]?.numberValue ?? 1, 0), 1)
        if json["colorSpace"]?.stringValue == "srgb", case .array(let components)? = json["components"], components.count == 3 {
            let bytes = components.map { UInt8((min(max($0.numberValue ?? 0, 0), 1) * 255).rounded()) }
            return Color(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: alpha)
        }
        guard let hex = json["hex"]?.stringValue ?? json.stringValue, var color = try? Color(hex: hex) else { return nil }
        if json["alpha"] != nil { color = color.opacity(alpha) }
        return color
    }

    /// The value as text.
    public static func text(_ value: DTCGValue) -> String {
        switch value {
        case .color(let color): text(color)
        case .dimension(let dimension): number(dimension.value) + dimension.unit
        case .fontFamily(let names): names.joined(separator: ", ")
        case .fontWeight(let weight): String(weight)
        case .duration(let value, let unit): number(value) + unit
        case .number(let value): number(value)
        case .cubicBezier(let points): "cubic-bezier(\(points.map(number).joined(separator: ", ")))"
        case .shadow(let layers):
            layers.map { layer in
                [layer.inset ? "inset" : nil, number(layer.offsetX.value) + layer.offsetX.unit,
                 number(layer.offsetY.value) + layer.offsetY.unit, number(layer.blur.value) + layer.blur.unit,
                 number(layer.spread.value) + layer.spread.unit, text(layer.color)].compactMap { $0 }.joined(separator: " ")
            }.joined(separator: ", ")
        case .typography(let type):
            "\(type.fontWeight) \(number(type.fontSize.value))\(type.fontSize.unit)"
                + (type.lineHeight.map { "/" + number($0) } ?? "") + " " + type.fontFamily.joined(separator: ", ")
                + (type.letterSpacing.map { ", letter-spacing " + number($0.value) + $0.unit } ?? "")
        case .other(let json): other(json)
        }
    }

    /// Borders as `1px solid #c4c4c4`; other composite values as compact JSON.
    public static func other(_ json: JSONValue) -> String {
        if let width = json["width"].flatMap(dimension), let style = json["style"], let color = json["color"].flatMap(color) {
            return "\(number(width.value))\(width.unit) \(style.stringValue ?? "dashed") \(color.css.lowercased())"
        }
        if let text = json.stringValue { return text }
        return json.serialized()
    }
}
