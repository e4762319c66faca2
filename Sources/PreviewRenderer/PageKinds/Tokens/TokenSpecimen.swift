import DTCG
import ThemeTokens

/// How a token of the system's own is shown: a sample of its type (a
/// swatch, a bar, a line of type, a card with its shadow...) and its value
/// as text. The CSS is made from the resolved value only: numbers, units
/// the reader checked, colors as `#rrggbb`/`rgb()`, keywords from fixed
/// lists, and font names as CSS strings (`CSSText.string`); the template
/// escapes it for the attribute.
struct TokenSpecimen: TemplateData, Hashable {
    /// What the sample shows (`tp-specimen-<kind>`): `color`, `bar`,
    /// `radius`, `border`, `opacity`, `type`, `font`, `weight`, `shadow`,
    /// `duration`, `easing`, `gradient`.
    var kind: String
    /// CSS declarations for the sample.
    var style: String
    /// Text inside the sample (a type specimen's words).
    var sample: String?
    /// An easing curve as an SVG path from (0, 1) to (1, 0).
    var curve: String?

    static let fields = TemplateFields<Self>([
        .text("kind", "What the sample shows: color, bar, radius, border, opacity, type, font, weight, shadow, duration, easing or gradient (the class `tp-specimen-<kind>`).") { $0.kind },
        .text("style", "The sample's CSS declarations, made from the resolved value.") { $0.style },
        .optionalText("sample", "Text shown in the sample (type specimens); false when none.") { $0.sample },
        .optionalText("curve", "An easing token's curve as an SVG path in a 1×1 box, y downwards; false for other tokens.") { $0.curve },
    ])

    static let pangram = "Sphinx of black quartz, judge my vow"

    /// The sample of `token`; nil for a value with nothing to draw (a
    /// plain number).
    static func of(_ token: DTCGToken) -> TokenSpecimen? {
        let name = token.name.lowercased()
        switch token.value {
        case .color(let color):
            return TokenSpecimen(kind: "color", style: "--swatch: \(TokenValueText.css(color))")
        case .dimension(let dimension):
            let css = TokenValueText.css(dimension)
            if name.contains("radius") || name.contains("rounded") || name.contains("corner") {
                return TokenSpecimen(kind: "radius", style: "border-radius: \(css)")
            }
            if (name.contains("border") || name.contains("stroke") || name.contains("outline")) && name.contains("width") {
                return TokenSpecimen(kind: "border", style: "border-width: \(css)")
            }
            if name.contains("font") && name.contains("size") {
                return TokenSpecimen(kind: "type", style: "font-size: \(css)", sample: "Aa")
            }
            return TokenSpecimen(kind: "bar", style: "width: \(dimension.value > 0 ? css : "0px")")
        case .number(let number):
            guard name.contains("opacity") || name.contains("alpha") else { return nil }
            // Written 0...1, or as a percentage (Tokens Studio's 50).
            let opacity = min(max(number > 1 ? number / 100 : number, 0), 1)
            return TokenSpecimen(kind: "opacity", style: "opacity: \(TokenValueText.number(opacity))")
        case .fontFamily(let names):
            return TokenSpecimen(kind: "font", style: "font-family: \(CSSText.fontFamily(names))", sample: "Aa Bb Cc 0123")
        case .fontWeight(let weight):
            return TokenSpecimen(kind: "weight", style: "font-weight: \(weight)", sample: "Aa")
        case .typography(let type):
            var style = "font-family: \(CSSText.fontFamily(type.fontFamily)); font-size: \(TokenValueText.css(type.fontSize)); font-weight: \(type.fontWeight)"
            if let lineHeight = type.lineHeight { style += "; line-height: \(TokenValueText.number(lineHeight))" }
            if let spacing = type.letterSpacing { style += "; letter-spacing: \(TokenValueText.css(spacing))" }
            return TokenSpecimen(kind: "type", style: style, sample: pangram)
        case .shadow(let layers):
            return TokenSpecimen(kind: "shadow", style: "box-shadow: \(layers.map(TokenValueText.css).joined(separator: ", "))")
        case .duration(let value, let unit):
            return TokenSpecimen(kind: "duration", style: "--duration: \(TokenValueText.number(max(value, 0)))\(unit)")
        case .cubicBezier(let points):
            guard points.count == 4 else { return nil }
            let p = points.map { TokenValueText.number($0) }
            let flipped = [points[1], points[3]].map { TokenValueText.number(1 - $0) }
            return TokenSpecimen(kind: "easing", style: "--easing: cubic-bezier(\(p.joined(separator: ", ")))",
                                 curve: "M0,1 C\(p[0]),\(flipped[0]) \(p[2]),\(flipped[1]) 1,0")
        case .other(let json):
            return other(json, type: token.type)
        }
    }

    /// Border, stroke style, gradient and transition samples.
    static func other(_ json: JSONValue, type: DTCGType) -> TokenSpecimen? {
        switch type {
        case .border:
            let width = json["width"].flatMap(TokenValueText.dimension).map(TokenValueText.css) ?? "1px"
            let style = json["style"].flatMap(strokeStyle) ?? "solid"
            let color = json["color"].flatMap(TokenValueText.color).map(\.css) ?? "currentColor"
            return TokenSpecimen(kind: "border", style: "border: \(width) \(style) \(color)")
        case .strokeStyle:
            return TokenSpecimen(kind: "border", style: "border: 2px \(strokeStyle(json) ?? "dashed") currentColor")
        case .gradient:
            guard case .array(let stops) = json else { return nil }
            let parts: [String] = stops.compactMap { stop in
                guard let color = stop["color"].flatMap(TokenValueText.color) else { return nil }
                let position = stop["position"]?.numberValue.map { " \(TokenValueText.number(min(max($0, 0), 1) * 100))%" } ?? ""
                return color.css + position
            }
            guard !parts.isEmpty else { return nil }
            return TokenSpecimen(kind: "gradient", style: "background: linear-gradient(to right, \(parts.joined(separator: ", ")))")
        case .transition:
            var style = ""
            if let duration = json["duration"], let value = duration["value"]?.numberValue,
               let unit = duration["unit"]?.stringValue, unit == "ms" || unit == "s" {
                style = "--duration: \(TokenValueText.number(max(value, 0)))\(unit)"
            }
            if case .array(let points)? = json["timingFunction"], points.count == 4 {
                let numbers = points.compactMap(\.numberValue).map { TokenValueText.number($0) }
                if numbers.count == 4 { style += (style.isEmpty ? "" : "; ") + "--easing: cubic-bezier(\(numbers.joined(separator: ", ")))" }
            }
            return style.isEmpty ? nil : TokenSpecimen(kind: "duration", style: style)
        default:
            return nil
        }
    }

    /// A stroke style keyword from the DTCG list; nil for anything else
    /// (an object with dash arrays is drawn dashed).
    static func strokeStyle(_ json: JSONValue) -> String? {
        guard let text = json.stringValue else { return json["dashArray"] == nil ? nil : "dashed" }
        let keywords = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]
        return keywords.contains(text) ? text : nil
    }
}

/// Text safe inside a CSS declaration.
enum CSSText {
    /// `text` as a CSS string: quoted, with `\`, `"` and line breaks
    /// escaped and other control characters dropped, so it cannot end the
    /// declaration.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n", "\r", "\u{0C}": result += "\\a "
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// A font-family list: each name a CSS string, but the generic
    /// families (`sans-serif`, `monospace`...) as keywords.
    static func fontFamily(_ names: [String]) -> String {
        let generic: Set<String> = ["serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-serif",
                                    "ui-sans-serif", "ui-monospace", "ui-rounded", "math", "emoji", "fangsong"]
        let written = names.map { generic.contains($0) ? $0 : string($0) }
        return written.isEmpty ? "inherit" : written.joined(separator: ", ")
    }
}
