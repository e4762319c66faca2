/// The color spaces of CSS Color 4 that the DTCG Color Module (2025.10)
/// names, with its keys as raw values.
public enum ColorSpace: String, CaseIterable, Sendable {
    case srgb
    case srgbLinear = "srgb-linear"
    case hsl
    case hwb
    case lab
    case lch
    case oklab
    case oklch
    case displayP3 = "display-p3"
    case a98RGB = "a98-rgb"
    case prophotoRGB = "prophoto-rgb"
    case rec2020
    case xyzD65 = "xyz-d65"
    case xyzD50 = "xyz-d50"

    /// Which component is a hue angle in degrees (read modulo 360), if any.
    public var hueIndex: Int? {
        switch self {
        case .hsl, .hwb: 0
        case .lch, .oklch: 2
        default: nil
        }
    }

    /// The range the DTCG Color Module gives each component; nil for an
    /// unbounded one. Hues are listed as 0..<360 by the module but read
    /// modulo 360 here. XYZ is given as 0...1 by the module, yet white in
    /// XYZ-D65 has Z = 1.089, so XYZ components are not bounded here.
    public var componentRanges: [ClosedRange<Double>?] {
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020: [0...1, 0...1, 0...1]
        case .hsl, .hwb: [nil, 0...100, 0...100]
        case .lab: [0...100, nil, nil]
        case .lch: [0...100, 0...Double.infinity, nil]
        case .oklab: [0...1, nil, nil]
        case .oklch: [0...1, 0...Double.infinity, nil]
        case .xyzD65, .xyzD50: [nil, nil, nil]
        }
    }

    /// The components' names, for messages.
    public var componentNames: [String] {
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020: ["red", "green", "blue"]
        case .hsl: ["hue", "saturation", "lightness"]
        case .hwb: ["hue", "whiteness", "blackness"]
        case .lab, .oklab: ["lightness", "a", "b"]
        case .lch, .oklch: ["lightness", "chroma", "hue"]
        case .xyzD65, .xyzD50: ["X", "Y", "Z"]
        }
    }
}

/// A color as its author wrote it, in any `ColorSpace`: kept beside the sRGB
/// value shown (`Color.original`) so stylesheets and exports can write it
/// unchanged.
public struct OriginalColor: Hashable, Sendable {
    public var space: ColorSpace
    // The three components as plain values with a mask of the `none` ones,
    // not a `[Double?]`: an array would make `Color` (and every table of
    // colors) reference-counted, which costs the theme lab's engine tens of
    // kilobytes of retain, release and copy code.
    private var first: Double
    private var second: Double
    private var third: Double
    /// Bit i set: component i is `none`.
    private var noneMask: UInt8
    /// Opacity from 0 (transparent) to 1 (opaque).
    public var alpha: Double

    /// `components`: three components in the DTCG Color Module's units (hsl
    /// saturation 0...100, oklch lightness 0...1, ...); nil is the `none`
    /// keyword, which converts as 0. A missing component is `none`.
    public init(space: ColorSpace, components: [Double?], alpha: Double = 1) {
        self.space = space
        (first, second, third, noneMask) = (0, 0, 0, 0)
        self.alpha = min(max(alpha, 0), 1)
        self.components = components
    }

    /// Three components in the DTCG Color Module's units (hsl saturation
    /// 0...100, oklch lightness 0...1, ...); nil is the `none` keyword,
    /// which converts as 0.
    public var components: [Double?] {
        get { [component(0), component(1), component(2)] }
        set {
            func value(_ index: Int) -> Double? { index < newValue.count ? newValue[index] : nil }
            first = value(0) ?? 0
            second = value(1) ?? 0
            third = value(2) ?? 0
            noneMask = (value(0) == nil ? 1 : 0) | (value(1) == nil ? 2 : 0) | (value(2) == nil ? 4 : 0)
        }
    }

    /// Component `index` (0, 1 or 2); nil when it is `none`.
    public func component(_ index: Int) -> Double? {
        if noneMask & (1 << UInt8(index)) != 0 { return nil }
        switch index {
        case 0: return first
        case 1: return second
        default: return third
        }
    }

    /// The color in linear-light sRGB, components outside 0...1 when the
    /// color is outside the sRGB gamut (CSS Color 4's conversion code).
    public var linearSRGB: (red: Double, green: Double, blue: Double) {
        ColorConversion.linearSRGB(space, (first, second, third))
    }

    /// Whether sRGB can show the color as it is (to within 1e-6 per linear
    /// channel, the conversions' rounding).
    public var isInSRGBGamut: Bool {
        let rgb = linearSRGB
        let low = -1e-6, high = 1 + 1e-6
        return rgb.red >= low && rgb.red <= high && rgb.green >= low && rgb.green <= high
            && rgb.blue >= low && rgb.blue <= high
    }

    /// The 8-bit sRGB color an sRGB display shows: the color itself when
    /// inside the gamut, else CSS Color 4's gamut mapping (chroma reduced in
    /// OKLCH until clipping is within ΔEOK 0.02), with this original kept
    /// (except in the theme lab's engine, whose colors have none).
    public var displayed: Color {
        let rgb = linearSRGB
        var shown: Color
        if isInSRGBGamut {
            shown = Color(red: OKLCH.encode(rgb.red), green: OKLCH.encode(rgb.green), blue: OKLCH.encode(rgb.blue),
                          alpha: alpha)
        } else {
            shown = OKLCH(OKLab(linearRed: rgb.red, linearGreen: rgb.green, linearBlue: rgb.blue))
                .gamutMapped(alpha: alpha)
        }
        #if !hasFeature(Embedded)
        shown.original = self
        #endif
        return shown
    }

    /// The CSS Color 4 text: `color(display-p3 1 0 0)`, `oklch(0.7 0.15 30)`,
    /// `hsl(210 50% 40% / 0.5)`; `none` kept.
    public var css: String {
        func number(_ value: Double?, percent: Bool = false) -> String {
            guard let value else { return "none" }
            return NumberFormat.decimal(value, maxFractionDigits: 6) + (percent ? "%" : "")
        }
        let values = [component(0), component(1), component(2)]
        let body: String
        switch space {
        case .hsl, .hwb:
            body = "\(space.rawValue)(\(number(values[0])) \(number(values[1], percent: true)) \(number(values[2], percent: true))"
        case .lab, .lch, .oklab, .oklch:
            body = "\(space.rawValue)(\(values.map { number($0) }.joined(separator: " "))"
        default:
            body = "color(\(space.rawValue) \(values.map { number($0) }.joined(separator: " "))"
        }
        return body + (alpha < 1 ? " / \(NumberFormat.decimal(alpha, maxFractionDigits: 6)))" : ")")
    }
}

extension Color {
    /// Whether the color was given outside the sRGB gamut, so an sRGB
    /// display shows it gamut-mapped (`original` holds what was written).
    public var isOutsideSRGB: Bool { original.map { !$0.isInSRGBGamut } ?? false }
}
