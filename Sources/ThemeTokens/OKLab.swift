import Foundation

/// A color in Björn Ottosson's OKLab space.
public struct OKLab: Hashable, Sendable {
    public var lightness: Double
    public var a: Double
    public var b: Double

    public init(lightness: Double, a: Double, b: Double) {
        self.lightness = lightness
        self.a = a
        self.b = b
    }

    /// The color's opaque part in OKLab.
    public init(_ color: Color) {
        self.init(linearRed: WCAG.linear(color.red),
                  linearGreen: WCAG.linear(color.green),
                  linearBlue: WCAG.linear(color.blue))
    }

    public init(linearRed r: Double, linearGreen g: Double, linearBlue b: Double) {
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        self.init(lightness: 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
                  a: 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
                  b: 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)
    }

    /// Linear sRGB components, possibly outside 0...1 when out of gamut.
    public var linearRGB: (red: Double, green: Double, blue: Double) {
        let l = pow(lightness + 0.3963377774 * a + 0.2158037573 * b, 3)
        let m = pow(lightness - 0.1055613458 * a - 0.0638541728 * b, 3)
        let s = pow(lightness - 0.0894841775 * a - 1.2914855480 * b, 3)
        return (4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
                -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
                -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s)
    }

    /// Euclidean distance (ΔE OK).
    public func distance(to other: OKLab) -> Double {
        let dl = lightness - other.lightness, da = a - other.a, db = b - other.b
        return (dl * dl + da * da + db * db).squareRoot()
    }
}

/// OKLab in polar form: lightness, chroma, hue in degrees.
public struct OKLCH: Hashable, Sendable {
    public var lightness: Double
    public var chroma: Double
    public var hue: Double

    public init(lightness: Double, chroma: Double, hue: Double) {
        self.lightness = lightness
        self.chroma = chroma
        self.hue = hue
    }

    public init(_ lab: OKLab) {
        lightness = lab.lightness
        chroma = (lab.a * lab.a + lab.b * lab.b).squareRoot()
        let degrees = atan2(lab.b, lab.a) * 180 / .pi
        hue = degrees < 0 ? degrees + 360 : degrees
    }

    public init(_ color: Color) { self.init(OKLab(color)) }

    public var lab: OKLab {
        let radians = hue * .pi / 180
        return OKLab(lightness: lightness, a: chroma * cos(radians), b: chroma * sin(radians))
    }

    /// The nearest sRGB color: chroma is reduced at fixed lightness and hue
    /// until the color fits, then channels are quantized to 8 bits.
    public func gamutMapped(alpha: Double = 1) -> Color {
        let clampedLightness = min(max(lightness, 0), 1)
        var candidate = OKLCH(lightness: clampedLightness, chroma: chroma, hue: hue)
        if !candidate.isInGamut {
            var low = 0.0, high = chroma
            for _ in 0..<40 {
                let middle = (low + high) / 2
                candidate.chroma = middle
                if candidate.isInGamut { low = middle } else { high = middle }
            }
            candidate.chroma = low
        }
        let rgb = candidate.lab.linearRGB
        return Color(red: OKLCH.encode(rgb.red), green: OKLCH.encode(rgb.green),
                     blue: OKLCH.encode(rgb.blue), alpha: alpha)
    }

    var isInGamut: Bool {
        let rgb = lab.linearRGB
        let tolerance = 1e-7
        return [rgb.red, rgb.green, rgb.blue].allSatisfy { $0 >= -tolerance && $0 <= 1 + tolerance }
    }

    static func encode(_ linear: Double) -> UInt8 {
        let clamped = min(max(linear, 0), 1)
        let encoded = clamped <= 0.0031308 ? 12.92 * clamped : 1.055 * pow(clamped, 1 / 2.4) - 0.055
        return UInt8((encoded * 255).rounded())
    }
}
