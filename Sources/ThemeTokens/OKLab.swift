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
        let l = PortableMath.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = PortableMath.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = PortableMath.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        self.init(lightness: 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
                  a: 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
                  b: 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)
    }

    /// Linear sRGB components, possibly outside 0...1 when out of gamut.
    public var linearRGB: (red: Double, green: Double, blue: Double) {
        let l = PortableMath.cube(lightness + 0.3963377774 * a + 0.2158037573 * b)
        let m = PortableMath.cube(lightness - 0.1055613458 * a - 0.0638541728 * b)
        let s = PortableMath.cube(lightness - 0.0894841775 * a - 1.2914855480 * b)
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
        let degrees = PortableMath.atan2(lab.b, lab.a) * 180 / .pi
        hue = degrees < 0 ? degrees + 360 : degrees
    }

    public init(_ color: Color) { self.init(OKLab(color)) }

    public var lab: OKLab { lab(turn) }

    /// The sine and cosine of the hue: colors that differ only in lightness
    /// or chroma (gamut mapping, the nearest passing color) share them.
    var turn: (sin: Double, cos: Double) { PortableMath.sinCos(hue * .pi / 180) }

    /// `lab`, given the hue's `turn`.
    func lab(_ turn: (sin: Double, cos: Double)) -> OKLab {
        OKLab(lightness: lightness, a: chroma * turn.cos, b: chroma * turn.sin)
    }

    /// The nearest sRGB color by the CSS Color 4 gamut-mapping algorithm:
    /// chroma is reduced at fixed lightness and hue until clipping the color
    /// changes it by less than a just-noticeable difference (ΔEOK 0.02),
    /// then channels are quantized to 8 bits.
    public func gamutMapped(alpha: Double = 1) -> Color { gamutMapped(alpha: alpha, turn: nil) }

    /// `gamutMapped(alpha:)`, with the hue's `turn` when the caller has it.
    func gamutMapped(alpha: Double, turn known: (sin: Double, cos: Double)?) -> Color {
        var current = OKLCH(lightness: min(max(lightness, 0), 1), chroma: chroma, hue: hue)
        if current.lightness >= 1 { return Color(red: 255, green: 255, blue: 255, alpha: alpha) }
        if current.lightness <= 0 { return Color(red: 0, green: 0, blue: 0, alpha: alpha) }
        let turn = known ?? self.turn
        var lab = current.lab(turn)
        if OKLCH.isInGamut(lab) { return OKLCH.quantize(lab, alpha: alpha) }
        let jnd = 0.02, epsilon = 0.0001
        var clipped = OKLCH.clipped(lab)
        if clipped.distance(to: lab) < jnd { return OKLCH.quantize(clipped, alpha: alpha) }
        var low = 0.0, high = current.chroma
        var lowInGamut = true
        while high - low > epsilon {
            current.chroma = (low + high) / 2
            lab = current.lab(turn)
            if lowInGamut && OKLCH.isInGamut(lab) {
                low = current.chroma
                continue
            }
            clipped = OKLCH.clipped(lab)
            let error = clipped.distance(to: lab)
            if error < jnd {
                if jnd - error < epsilon { break }
                lowInGamut = false
                low = current.chroma
            } else {
                high = current.chroma
            }
        }
        return OKLCH.quantize(OKLCH.clipped(current.lab(turn)), alpha: alpha)
    }

    /// `lab` with each linear channel clipped to 0...1, in OKLab.
    static func clipped(_ lab: OKLab) -> OKLab {
        let rgb = lab.linearRGB
        return OKLab(linearRed: min(max(rgb.red, 0), 1), linearGreen: min(max(rgb.green, 0), 1),
                     linearBlue: min(max(rgb.blue, 0), 1))
    }

    static func quantize(_ lab: OKLab, alpha: Double) -> Color {
        let rgb = lab.linearRGB
        return Color(red: encode(rgb.red), green: encode(rgb.green), blue: encode(rgb.blue), alpha: alpha)
    }

    static func isInGamut(_ lab: OKLab) -> Bool {
        let rgb = lab.linearRGB
        let low = -1e-7, high = 1 + 1e-7
        return rgb.red >= low && rgb.red <= high && rgb.green >= low && rgb.green <= high
            && rgb.blue >= low && rgb.blue <= high
    }

    /// A linear channel as an 8-bit sRGB channel: `encodeExactly` without a
    /// `pow`. That function never decreases as `linear` grows (`pow` errs by
    /// far less than the step between neighbouring doubles' powers, and the
    /// jump where the curve meets its linear part rounds to 10 on both
    /// sides), so the channel is the number of thresholds at or below
    /// `linear`.
    static func encode(_ linear: Double) -> UInt8 {
        let thresholds = encodeThresholds
        var low = 0, high = thresholds.count
        while low < high {
            let middle = (low + high) / 2
            if thresholds[middle] <= linear { low = middle + 1 } else { high = middle }
        }
        return UInt8(low)
    }

    /// The sRGB transfer function on 0...1, rounded to 8 bits.
    static func encodeExactly(_ linear: Double) -> UInt8 {
        let clamped = min(max(linear, 0), 1)
        let encoded = clamped <= 0.0031308 ? 12.92 * clamped : 1.055 * PortableMath.pow(clamped, 1 / 2.4) - 0.055
        return UInt8((encoded * 255).rounded())
    }

    /// For each level 1...255, the least double `encodeExactly` takes to it:
    /// from the transfer function's inverse at the level − ½, a few steps of
    /// one ulp find the boundary.
    static let encodeThresholds: [Double] = (1...255).map { level in
        let encoded = (Double(level) - 0.5) / 255
        var x = encoded <= 0.04045 ? encoded / 12.92 : PortableMath.pow((encoded + 0.055) / 1.055, 2.4)
        while Int(encodeExactly(x)) >= level { x = x.nextDown }
        while Int(encodeExactly(x)) < level { x = x.nextUp }
        return x
    }
}
