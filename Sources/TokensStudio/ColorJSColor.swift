#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A color as colorjs.io 0.5 holds one (the library Tokens Studio and
/// sd-transforms compute color modifiers with): a space, three coordinates
/// in that space's units (NaN for `none`) and alpha. Conversions use
/// colorjs.io's own matrices and formulas, so modified colors match
/// Tokens Studio's to the digits it writes.
struct ColorJSColor: Equatable, Sendable {
    /// The spaces Tokens Studio's modifiers work in, and the hubs between.
    enum Space: String, Sendable {
        case srgb, hsl, lch, p3, srgbLinear, p3Linear, xyzD65, xyzD50, lab

        /// The index of the hue coordinate, for hue interpolation.
        var hueIndex: Int? {
            switch self {
            case .hsl: 0
            case .lch: 2
            default: nil
            }
        }
    }

    var space: Space
    var coords: [Double]
    var alpha: Double

    init(_ space: Space, _ coords: [Double], alpha: Double = 1) {
        self.space = space
        self.coords = coords
        self.alpha = alpha
    }

    /// The color in `target`, as colorjs's `to()`: `none` reads as 0, and
    /// the conversion goes up this space's chain of base spaces to the
    /// first space both chains share, then down (sRGB to HSL directly, not
    /// through XYZ, so a gray keeps no hue).
    func to(_ target: Space) -> ColorJSColor {
        if target == space { return self }
        var values = coords.map { $0.isNaN ? 0 : $0 }
        let mine = ColorJSColor.path(space), theirs = ColorJSColor.path(target)
        var shared = 0
        while shared + 1 < mine.count, shared + 1 < theirs.count, mine[shared + 1] == theirs[shared + 1] { shared += 1 }
        for index in stride(from: mine.count - 1, to: shared, by: -1) {
            values = ColorJSColor.toBase(mine[index], values)
        }
        for index in (shared + 1)..<theirs.count {
            values = ColorJSColor.fromBase(theirs[index], values)
        }
        return ColorJSColor(target, values, alpha: alpha)
    }

    /// colorjs's `set("space.coord", value)`: converts to `space`, sets one
    /// coordinate, converts back to this color's space.
    mutating func set(_ target: Space, _ index: Int, _ value: Double) {
        var converted = to(target)
        converted.coords[index] = value
        self = converted.to(space)
    }

    /// colorjs's chain of base spaces, from XYZ D65 to `space`.
    private static func path(_ space: Space) -> [Space] {
        switch space {
        case .xyzD65: [.xyzD65]
        case .srgbLinear: [.xyzD65, .srgbLinear]
        case .srgb: [.xyzD65, .srgbLinear, .srgb]
        case .hsl: [.xyzD65, .srgbLinear, .srgb, .hsl]
        case .p3: [.xyzD65, .p3Linear, .p3]
        case .p3Linear: [.xyzD65, .p3Linear]
        case .xyzD50: [.xyzD65, .xyzD50]
        case .lab: [.xyzD65, .xyzD50, .lab]
        case .lch: [.xyzD65, .xyzD50, .lab, .lch]
        }
    }

    /// From `space` to its base space.
    private static func toBase(_ space: Space, _ c: [Double]) -> [Double] {
        switch space {
        case .xyzD65: c
        case .srgbLinear: multiply(srgbLinearToXYZ, c)
        case .srgb, .p3: c.map(srgbToLinear)
        case .p3Linear: multiply(p3LinearToXYZ, c)
        case .hsl: hslToSRGB(c)
        case .xyzD50: multiply(d50ToD65, c)
        case .lab: labToXYZD50(c)
        case .lch: lchToLab(c)
        }
    }

    /// From `space`'s base space to `space`.
    private static func fromBase(_ space: Space, _ c: [Double]) -> [Double] {
        switch space {
        case .xyzD65: c
        case .srgbLinear: multiply(xyzToSRGBLinear, c)
        case .srgb, .p3: c.map(linearToSRGB)
        case .p3Linear: multiply(xyzToP3Linear, c)
        case .hsl: srgbToHSL(c)
        case .xyzD50: multiply(d65ToD50, c)
        case .lab: xyzD50ToLab(c)
        case .lch: labToLCH(c)
        }
    }

    static func srgbToLinear(_ value: Double) -> Double {
        let sign: Double = value < 0 ? -1 : 1
        let magnitude = value * sign
        if magnitude <= 0.04045 { return value / 12.92 }
        return sign * pow((magnitude + 0.055) / 1.055, 2.4)
    }

    static func linearToSRGB(_ value: Double) -> Double {
        let sign: Double = value < 0 ? -1 : 1
        let magnitude = value * sign
        if magnitude > 0.0031308 { return sign * (1.055 * pow(magnitude, 1 / 2.4) - 0.055) }
        return 12.92 * value
    }

    static func srgbToHSL(_ rgb: [Double]) -> [Double] {
        let (r, g, b) = (rgb[0], rgb[1], rgb[2])
        let maximum = max(r, g, b), minimum = min(r, g, b)
        var (h, s, l) = (Double.nan, 0.0, (minimum + maximum) / 2)
        let d = maximum - minimum
        if d != 0 {
            s = (l == 0 || l == 1) ? 0 : (maximum - l) / min(l, 1 - l)
            switch maximum {
            case r: h = (g - b) / d + (g < b ? 6 : 0)
            case g: h = (b - r) / d + 2
            default: h = (r - g) / d + 4
            }
            h *= 60
        }
        if s < 0 {
            h += 180
            s = abs(s)
        }
        if h >= 360 { h -= 360 }
        return [h, s * 100, l * 100]
    }

    static func hslToSRGB(_ hsl: [Double]) -> [Double] {
        var h = hsl[0].truncatingRemainder(dividingBy: 360)
        if h < 0 { h += 360 }
        let s = hsl[1] / 100, l = hsl[2] / 100
        func f(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            let a = s * min(l, 1 - l)
            return l - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return [f(0), f(8), f(4)]
    }

    private static let epsilon = 216.0 / 24389.0
    private static let epsilon3 = 24.0 / 116.0
    private static let kappa = 24389.0 / 27.0
    private static let d50White = [0.3457 / 0.3585, 1.0, (1.0 - 0.3457 - 0.3585) / 0.3585]

    static func xyzD50ToLab(_ xyz: [Double]) -> [Double] {
        let scaled = (0..<3).map { xyz[$0] / d50White[$0] }
        let f = scaled.map { $0 > epsilon ? cbrt($0) : (kappa * $0 + 16) / 116 }
        return [116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])]
    }

    static func labToXYZD50(_ lab: [Double]) -> [Double] {
        let f1 = (lab[0] + 16) / 116
        let f0 = lab[1] / 500 + f1
        let f2 = f1 - lab[2] / 200
        let xyz = [
            f0 > epsilon3 ? pow(f0, 3) : (116 * f0 - 16) / kappa,
            lab[0] > 8 ? pow((lab[0] + 16) / 116, 3) : lab[0] / kappa,
            f2 > epsilon3 ? pow(f2, 3) : (116 * f2 - 16) / kappa,
        ]
        return (0..<3).map { xyz[$0] * d50White[$0] }
    }

    static func labToLCH(_ lab: [Double]) -> [Double] {
        let (l, a, b) = (lab[0], lab[1], lab[2])
        let hue = abs(a) < 0.02 && abs(b) < 0.02 ? Double.nan : atan2(b, a) * 180 / Double.pi
        return [l, sqrt(a * a + b * b), constrainAngle(hue)]
    }

    static func lchToLAB(_ lch: [Double]) -> [Double] { lchToLab(lch) }

    static func lchToLab(_ lch: [Double]) -> [Double] {
        let chroma = max(lch[1], 0)
        let hue = lch[2].isNaN ? 0 : lch[2]
        return [lch[0], chroma * cos(hue * Double.pi / 180), chroma * sin(hue * Double.pi / 180)]
    }

    /// `((angle % 360) + 360) % 360`.
    static func constrainAngle(_ angle: Double) -> Double {
        ((angle.truncatingRemainder(dividingBy: 360)) + 360).truncatingRemainder(dividingBy: 360)
    }

    static func multiply(_ m: [[Double]], _ v: [Double]) -> [Double] {
        m.map { $0[0] * v[0] + $0[1] * v[1] + $0[2] * v[2] }
    }

    static let srgbLinearToXYZ: [[Double]] = [
        [0.41239079926595934, 0.357584339383878, 0.1804807884018343],
        [0.21263900587151027, 0.715168678767756, 0.07219231536073371],
        [0.01933081871559182, 0.11919477979462598, 0.9505321522496607],
    ]
    static let xyzToSRGBLinear: [[Double]] = [
        [3.2409699419045226, -1.537383177570094, -0.4986107602930034],
        [-0.9692436362808796, 1.8759675015077202, 0.04155505740717559],
        [0.05563007969699366, -0.20397695888897652, 1.0569715142428786],
    ]
    static let p3LinearToXYZ: [[Double]] = [
        [0.4865709486482162, 0.26566769316909306, 0.1982172852343625],
        [0.2289745640697488, 0.6917385218365064, 0.079286914093745],
        [0.0000000000000000, 0.04511338185890264, 1.043944368900976],
    ]
    static let xyzToP3Linear: [[Double]] = [
        [2.493496911941425, -0.9313836179191239, -0.40271078445071684],
        [-0.8294889695615747, 1.7626640603183463, 0.023624685841943577],
        [0.03584583024378447, -0.07617238926804182, 0.9568845240076872],
    ]
    static let d65ToD50: [[Double]] = [
        [1.0479297925449969, 0.022946870601609652, -0.05019226628920524],
        [0.02962780877005599, 0.9904344267538799, -0.017073799063418826],
        [-0.009243040646204504, 0.015055191490298152, 0.7518742814281371],
    ]
    static let d50ToD65: [[Double]] = [
        [0.955473421488075, -0.02309845494876471, 0.06325924320057072],
        [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
        [0.012314014864481998, -0.020507649298898964, 1.330365926242124],
    ]

    // MARK: - Serializing (colorjs's toString, precision 5)

    /// colorjs's `toPrecision(n, 5)`: five significant digits for the
    /// integer part and fraction together.
    static func toPrecision(_ n: Double, _ precision: Int = 5) -> Double {
        if n == 0 || n.isNaN { return n }
        let integer = n.rounded(.towardZero)
        var digits = 0
        if integer != 0, abs(integer) < 2147483648 {
            digits = Int(log10(abs(integer))) + 1
        }
        let multiplier = pow(10.0, Double(precision - digits))
        return floor(n * multiplier + 0.5) / multiplier
    }

    /// The color as colorjs writes it with precision 5 and reads it back:
    /// sRGB in percent, HSL's saturation and lightness in percent, the
    /// rest as numbers; alpha to 5 digits.
    var roundedAsWritten: ColorJSColor {
        var result = self
        switch space {
        case .srgb: result.coords = coords.map { $0.isNaN ? $0 : ColorJSColor.toPrecision($0 * 100) / 100 }
        default: result.coords = coords.map { ColorJSColor.toPrecision($0) }
        }
        result.alpha = ColorJSColor.toPrecision(alpha)
        return result
    }

    /// Whether every coordinate is within the space's gamut (colorjs's
    /// epsilon 0.000075); for HSL, sRGB's gamut.
    var isInGamut: Bool {
        switch space {
        case .srgb, .p3, .srgbLinear, .p3Linear:
            return coords.allSatisfy { $0.isNaN || ($0 >= -0.000075 && $0 <= 1.000075) }
        case .hsl:
            return to(.srgb).isInGamut
        default:
            return true
        }
    }

    /// The text colorjs writes (`rgb(80.549% 40.706% 40.706%)`,
    /// `hsl(0 50.598% 60.627%)`, `lch(57.685 47.48 29.704)`,
    /// `color(display-p3 0.76016 0.43532 0.42213)`), for tests to compare
    /// with Tokens Studio's published values.
    var css: String {
        let rounded = roundedAsWritten
        func number(_ value: Double) -> String {
            value.isNaN ? "none" : ColorJSColor.javaScriptNumber(value)
        }
        let c = rounded.coords
        let alphaText = rounded.alpha >= 1 ? "" : " / \(number(rounded.alpha))"
        switch space {
        case .srgb:
            return "rgb(\(coords.map { $0.isNaN ? "none" : number(ColorJSColor.toPrecision($0 * 100)) + "%" }.joined(separator: " "))\(alphaText))"
        case .hsl: return "hsl(\(number(c[0])) \(number(c[1]))% \(number(c[2]))%\(alphaText))"
        case .lch: return "lch(\(c.map(number).joined(separator: " "))\(alphaText))"
        case .p3: return "color(display-p3 \(c.map(number).joined(separator: " "))\(alphaText))"
        default: return "color(\(space.rawValue) \(c.map(number).joined(separator: " "))\(alphaText))"
        }
    }

    /// JavaScript's shortest number text for the values colors hold.
    static func javaScriptNumber(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}
