import DTCG
import Theming
import ThemeTokens

/// A design system token's value as CSS text, which the CSS, SCSS and
/// TypeScript exports write: colors as `#RRGGBB` (`Color.css`) with the
/// color as written when it was given in another space (`original`),
/// dimensions and durations with their units, font families quoted
/// (generic families as they are), shadows as `box-shadow`, typography as
/// the `font` shorthand, borders, transitions and gradients as their
/// shorthands, text as a CSS string.
struct CSSValueText: Equatable {
    var value: String
    /// The value with its colors in the space they were written in, when
    /// one was not sRGB.
    var original: String?
    /// What `@supports (color: …)` asks before `original` is used.
    var needs: [String] = []

    /// Nil for a value CSS has no text for (`ExportValue.json`).
    init?(_ value: ExportValue) {
        switch value {
        case .color(let color):
            self.value = color.css
            original = color.original?.css
            needs = color.original.map { [$0.syntaxSample] } ?? []
        case .dimension(let dimension): self.value = CSSValueText.dimension(dimension)
        case .fontFamily(let names): self.value = CSSValueText.fontFamily(names)
        case .fontWeight(let weight): self.value = String(weight)
        case .duration(let value, let unit): self.value = CSSValueText.number(value) + unit
        case .number(let number): self.value = CSSValueText.number(number)
        case .cubicBezier(let values): self.value = CSSValueText.cubicBezier(values)
        case .shadow(let shadows):
            self.value = shadows.map { CSSValueText.shadow($0, color: $0.color.css) }.joined(separator: ", ")
            if shadows.contains(where: { $0.color.original != nil }) {
                original = shadows.map { CSSValueText.shadow($0, color: $0.color.original?.css ?? $0.color.css) }.joined(separator: ", ")
                needs = shadows.compactMap { $0.color.original?.syntaxSample }.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
            }
        case .typography(let typography): self.value = CSSValueText.font(typography)
        case .border(let width, let style, let color): self.value = "\(CSSValueText.dimension(width)) \(style) \(color.css)"
        case .transition(let duration, let delay, let timing):
            self.value = "\(CSSValueText.number(duration.value))\(duration.unit) \(CSSValueText.cubicBezier(timing)) \(CSSValueText.number(delay.value))\(delay.unit)"
        case .gradient(let stops):
            self.value = "linear-gradient(" + stops.map { "\($0.color.css) \(CSSValueText.number($0.position * 100))%" }.joined(separator: ", ") + ")"
        case .strokeStyle(let style), .keyword(let style): self.value = style
        case .text(let text): self.value = CSSValueText.string(text)
        case .bool(let value): self.value = value ? "true" : "false"
        case .json: return nil
        }
    }

    /// A number as CSS writes it: up to 6 decimals, no exponent.
    static func number(_ value: Double) -> String {
        NumberFormat.decimal(value, maxFractionDigits: 6)
    }

    static func dimension(_ dimension: DTCGDimension) -> String {
        number(dimension.value) + dimension.unit
    }

    static func cubicBezier(_ values: [Double]) -> String {
        "cubic-bezier(" + values.map(number).joined(separator: ", ") + ")"
    }

    /// `[inset ]x y blur spread color`.
    static func shadow(_ shadow: ExportValue.Shadow, color: String) -> String {
        (shadow.inset ? "inset " : "")
            + [shadow.offsetX, shadow.offsetY, shadow.blur, shadow.spread].map(dimension).joined(separator: " ") + " " + color
    }

    /// The `font` shorthand: `weight size[/line-height] family`. Letter
    /// spacing has no place in it (`letterSpacing(_:)`).
    static func font(_ typography: DTCGTypography) -> String {
        var text = "\(typography.fontWeight) \(dimension(typography.fontSize))"
        if let lineHeight = typography.lineHeight { text += "/" + number(lineHeight) }
        return text + " " + fontFamily(typography.fontFamily)
    }

    /// CSS's generic font families, written without quotes.
    static let genericFamilies: Set<String> = [
        "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-serif", "ui-sans-serif",
        "ui-monospace", "ui-rounded", "math", "emoji", "fangsong",
    ]

    /// Each family quoted as a CSS string (`"Inter \22 Display\22 "`),
    /// generic families as they are, joined with `, `.
    static func fontFamily(_ names: [String]) -> String {
        names.map { genericFamilies.contains($0) ? $0 : string($0) }.joined(separator: ", ")
    }

    /// A double-quoted CSS string (`CSSEscape.string`).
    static func string(_ text: String) -> String {
        "\"" + CSSEscape.string(text) + "\""
    }
}
