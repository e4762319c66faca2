import DTCG
import Foundation
import ThemeTokens

/// A token's resolved value in the shapes the export formats write: colors
/// as 8-bit sRGB with the original color space kept (`Color.original`), the
/// DTCG composites kept as JSON read into their parts, and text sorted into
/// what CSS writes as it is (`keyword`) and what it quotes (`text`).
public enum ExportValue: Sendable, Equatable {
    case color(Color)
    case dimension(DTCGDimension)
    case fontFamily([String])
    case fontWeight(Int)
    case duration(Double, unit: String)
    case number(Double)
    /// `[P1x, P1y, P2x, P2y]`.
    case cubicBezier([Double])
    case shadow([Shadow])
    case typography(DTCGTypography)
    case border(width: DTCGDimension, style: String, color: Color)
    case transition(duration: Duration, delay: Duration, timing: [Double])
    /// Stops with their position from 0 to 1.
    case gradient([(color: Color, position: Double)])
    /// `solid`, `dashed`...
    case strokeStyle(String)
    /// Text to quote (Tokens Studio's `text`, `asset`), or text that is
    /// not safe to write as it is.
    case text(String)
    /// Text CSS reads as it is: ASCII letters, digits, spaces and
    /// `.,%#()+-/` only (`uppercase`, `8px 16px`, `linear-gradient(...)`).
    case keyword(String)
    case bool(Bool)
    /// A value no format but DTCG and TypeScript has a shape for (a
    /// composition, a color in an unknown space).
    case json(JSONValue)

    public struct Shadow: Sendable, Equatable {
        public var color: Color
        public var offsetX: DTCGDimension
        public var offsetY: DTCGDimension
        public var blur: DTCGDimension
        public var spread: DTCGDimension
        public var inset: Bool
    }

    public struct Duration: Sendable, Equatable {
        public var value: Double
        /// `ms` or `s`.
        public var unit: String

        /// In milliseconds.
        public var milliseconds: Double { unit == "s" ? value * 1000 : value }
    }

    public static func == (a: ExportValue, b: ExportValue) -> Bool {
        switch (a, b) {
        case let (.color(x), .color(y)): x == y
        case let (.dimension(x), .dimension(y)): x == y
        case let (.fontFamily(x), .fontFamily(y)): x == y
        case let (.fontWeight(x), .fontWeight(y)): x == y
        case let (.duration(x, u), .duration(y, v)): x == y && u == v
        case let (.number(x), .number(y)): x == y
        case let (.cubicBezier(x), .cubicBezier(y)): x == y
        case let (.shadow(x), .shadow(y)): x == y
        case let (.typography(x), .typography(y)): x == y
        case let (.border(w, s, c), .border(v, t, d)): w == v && s == t && c == d
        case let (.transition(d, e, t), .transition(f, g, u)): d == f && e == g && t == u
        case let (.gradient(x), .gradient(y)): x.count == y.count && zip(x, y).allSatisfy { $0.color == $1.color && $0.position == $1.position }
        case let (.strokeStyle(x), .strokeStyle(y)): x == y
        case let (.text(x), .text(y)): x == y
        case let (.keyword(x), .keyword(y)): x == y
        case let (.bool(x), .bool(y)): x == y
        case let (.json(x), .json(y)): x == y
        default: false
        }
    }

    /// Which case: warnings and field types compare by it.
    var shape: String {
        switch self {
        case .color: "color"
        case .dimension: "dimension"
        case .fontFamily: "fontFamily"
        case .fontWeight: "fontWeight"
        case .duration: "duration"
        case .number: "number"
        case .cubicBezier: "cubicBezier"
        case .shadow: "shadow"
        case .typography: "typography"
        case .border: "border"
        case .transition: "transition"
        case .gradient: "gradient"
        case .strokeStyle: "strokeStyle"
        case .text, .keyword: "string"
        case .bool: "bool"
        case .json: "json"
        }
    }

    /// The types whose text is quoted wherever it goes.
    static let quotedTypes: Set<String> = ["text", "asset", "content", "string", "other", "unknown"]

    init(_ token: DTCGToken) {
        switch token.value {
        case .color(let color):
            self = color.srgb.map(ExportValue.color) ?? .json(token.value.json)
        case .dimension(let dimension): self = .dimension(dimension)
        case .fontFamily(let names): self = .fontFamily(names)
        case .fontWeight(let weight): self = .fontWeight(weight)
        case .duration(let value, let unit): self = .duration(value, unit: unit)
        case .number(let value): self = .number(value)
        case .cubicBezier(let values): self = values.count == 4 ? .cubicBezier(values) : .json(token.value.json)
        case .shadow(let shadows):
            let read = shadows.compactMap { shadow in
                shadow.color.srgb.map { Shadow(color: $0, offsetX: shadow.offsetX, offsetY: shadow.offsetY,
                                               blur: shadow.blur, spread: shadow.spread, inset: shadow.inset) }
            }
            self = read.count == shadows.count ? .shadow(read) : .json(token.value.json)
        case .typography(let typography): self = .typography(typography)
        case .other(let json): self = ExportValue.reading(json, type: token.type, sourceType: token.sourceType)
        }
    }

    /// A value kept as JSON: a DTCG composite read into its parts when it
    /// has their shape, text, a number or a boolean; else the JSON.
    static func reading(_ json: JSONValue, type: DTCGType, sourceType: String?) -> ExportValue {
        switch (type, json) {
        case (.border, .object):
            let style: String? = switch json["style"] {
            case nil: "solid"
            case .string(let style)? where isKeyword(style): style
            // CSS's border-style has no dash array: the nearest is dashed.
            case .object?: "dashed"
            default: nil
            }
            if let color = json["color"].flatMap(readColor), let width = json["width"].flatMap(readDimension), let style {
                return .border(width: width, style: style, color: color)
            }
        case (.transition, .object):
            if let duration = json["duration"].flatMap(readDuration), let delay = json["delay"].flatMap(readDuration),
               let timing = json["timingFunction"].flatMap(readNumbers), timing.count == 4 {
                return .transition(duration: duration, delay: delay, timing: timing)
            }
        case (.gradient, .array(let stops)):
            let read = stops.compactMap { stop -> (color: Color, position: Double)? in
                guard let color = stop["color"].flatMap(readColor), let position = stop["position"]?.numberValue else { return nil }
                return (color, min(max(position, 0), 1))
            }
            if read.count == stops.count, !read.isEmpty { return .gradient(read) }
        case (.cubicBezier, .array), (.cubicBezier, .string):
            // Tokens Studio's: [0.4, 0, 0.2, 1] or "0.4, 0, 0.2, 1".
            let values = json.stringValue.map { text in
                text.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            } ?? readNumbers(json)
            if let values, values.count == 4 { return .cubicBezier(values) }
        case (.duration, .object):
            if let duration = readDuration(json) { return .duration(duration.value, unit: duration.unit) }
        case (.duration, .string(let text)):
            // Tokens Studio's: "200ms", "0.2s".
            for unit in ["ms", "s"] where text.hasSuffix(unit) {
                if let value = Double(text.dropLast(unit.count).trimmingCharacters(in: .whitespaces)) { return .duration(value, unit: unit) }
            }
        case (.duration, .number(let milliseconds)):
            return .duration(milliseconds, unit: "ms")
        case (.strokeStyle, .string(let style)) where isKeyword(style):
            return .strokeStyle(style)
        case (.strokeStyle, .object):
            // CSS's border-style has no dash array: the nearest is dashed.
            return .strokeStyle("dashed")
        case (_, .string(let text)):
            let quoted = type == .other && ExportValue.quotedTypes.contains(sourceType ?? "other")
            return !quoted && isKeyword(text) ? .keyword(text) : .text(text)
        case (_, .number(let value)): return .number(value)
        case (_, .bool(let value)): return .bool(value)
        default: break
        }
        return .json(json)
    }

    /// Whether `text` can be written into CSS as it is: ASCII letters,
    /// digits, spaces and `.,%#()+-/`, starting with a letter, digit, `.`,
    /// `#` or `-`, no comment (`/` is never followed by `*`, as `*` is not
    /// allowed) and balanced parentheses.
    static func isKeyword(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, !text.hasSuffix(" ") else { return false }
        guard isAlphanumeric(first) || first == "." || first == "#" || first == "-" else { return false }
        var depth = 0
        for scalar in text.unicodeScalars {
            switch scalar {
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth < 0 { return false }
            case " ", ".", ",", "%", "#", "+", "-", "/": break
            default: if !isAlphanumeric(scalar) { return false }
            }
        }
        return depth == 0
    }

    private static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }

    // MARK: Parts of composites kept as JSON

    /// A DTCG color object (`{colorSpace, components, alpha}`), or a hex
    /// string as older files write it, as sRGB.
    static func readColor(_ json: JSONValue) -> Color? {
        if let text = json.stringValue { return try? Color(hex: text) }
        guard let space = json["colorSpace"]?.stringValue, case .array(let parts)? = json["components"] else { return nil }
        var components: [Double] = []
        var none = Set<Int>()
        for (index, part) in parts.enumerated() {
            if let value = part.numberValue {
                components.append(value)
            } else if part.stringValue == "none" {
                components.append(0)
                none.insert(index)
            } else {
                return nil
            }
        }
        return DTCGColor(colorSpace: space, components: components, alpha: json["alpha"]?.numberValue ?? 1,
                         hex: json["hex"]?.stringValue, noneComponents: none).srgb
    }

    static func readDimension(_ json: JSONValue) -> DTCGDimension? {
        guard let value = json["value"]?.numberValue, let unit = json["unit"]?.stringValue, ["px", "rem"].contains(unit) else { return nil }
        return DTCGDimension(value: value, unit: unit)
    }

    static func readDuration(_ json: JSONValue) -> Duration? {
        guard let value = json["value"]?.numberValue, let unit = json["unit"]?.stringValue, ["ms", "s"].contains(unit) else { return nil }
        return Duration(value: value, unit: unit)
    }

    static func readNumbers(_ json: JSONValue) -> [Double]? {
        guard case .array(let values) = json else { return nil }
        let numbers = values.compactMap(\.numberValue)
        return numbers.count == values.count ? numbers : nil
    }
}
