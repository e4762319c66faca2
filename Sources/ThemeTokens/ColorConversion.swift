/// Conversions from every `ColorSpace` to linear-light sRGB, after CSS Color
/// 4's sample code (§ 18, "Sample code for color conversions"): the same
/// matrices (as the rationals the spec gives where it gives them), transfer
/// functions and chromatic adaptation (Bradford, D50 to D65). Only the
/// IEEE-exact arithmetic of `PortableMath` is used, so the build and the
/// theme lab's engine agree bit for bit.
enum ColorConversion {
    typealias Vector = (Double, Double, Double)
    typealias Matrix = (Vector, Vector, Vector)

    /// `v`: the three components (`none` as 0).
    static func linearSRGB(_ space: ColorSpace, _ v: Vector) -> (red: Double, green: Double, blue: Double) {
        let rgb: Vector
        switch space {
        case .srgb: rgb = map(v, srgbToLinear)
        case .srgbLinear: rgb = v
        case .hsl: rgb = map(hslToSRGB(v), srgbToLinear)
        case .hwb: rgb = map(hwbToSRGB(v), srgbToLinear)
        case .lab: rgb = fromXYZD50(labToXYZD50(v))
        case .lch: rgb = fromXYZD50(labToXYZD50(lchToLab(v)))
        case .oklab: rgb = multiply(xyzToLinearSRGB, oklabToXYZ(v))
        case .oklch: rgb = multiply(xyzToLinearSRGB, oklabToXYZ(lchToLab(v)))
        case .displayP3: rgb = multiply(xyzToLinearSRGB, multiply(linearP3ToXYZ, map(v, srgbToLinear)))
        case .a98RGB: rgb = multiply(xyzToLinearSRGB, multiply(linearA98ToXYZ, map(v, a98ToLinear)))
        case .prophotoRGB: rgb = fromXYZD50(multiply(linearProPhotoToXYZD50, map(v, prophotoToLinear)))
        case .rec2020: rgb = multiply(xyzToLinearSRGB, multiply(linear2020ToXYZ, map(v, rec2020ToLinear)))
        case .xyzD65: rgb = multiply(xyzToLinearSRGB, v)
        case .xyzD50: rgb = fromXYZD50(v)
        }
        return (rgb.0, rgb.1, rgb.2)
    }

    // MARK: - Transfer functions (sign-preserving, as the spec's "extended" forms)

    static func srgbToLinear(_ value: Double) -> Double {
        let magnitude = abs(value)
        if magnitude <= 0.04045 { return value / 12.92 }
        return sign(value) * PortableMath.pow((magnitude + 0.055) / 1.055, 2.4)
    }

    static func a98ToLinear(_ value: Double) -> Double {
        sign(value) * PortableMath.pow(abs(value), 563.0 / 256.0)
    }

    static func prophotoToLinear(_ value: Double) -> Double {
        let magnitude = abs(value)
        if magnitude <= 16.0 / 512.0 { return value / 16 }
        return sign(value) * PortableMath.pow(magnitude, 1.8)
    }

    /// Rec. 2020 as CSS Color 4 now defines it: the display's BT.1886
    /// transfer function, a pure 2.4 power (not the camera's BT.2020 curve
    /// that earlier drafts used).
    static func rec2020ToLinear(_ value: Double) -> Double {
        sign(value) * PortableMath.pow(abs(value), 2.4)
    }

    static func sign(_ value: Double) -> Double { value < 0 ? -1 : 1 }

    // MARK: - Polar and cylindrical forms

    /// Hue in degrees, read modulo 360.
    static func normalizedHue(_ hue: Double) -> Double {
        let turns = (hue / 360).rounded(.down)
        let result = hue - turns * 360
        return result >= 360 ? 0 : result
    }

    /// The spec's `hslToRgb`: saturation and lightness 0...100, result
    /// gamma-encoded sRGB.
    static func hslToSRGB(_ hsl: Vector) -> Vector {
        let hue = normalizedHue(hsl.0), saturation = hsl.1 / 100, lightness = hsl.2 / 100
        func f(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return (f(0), f(8), f(4))
    }

    /// The spec's `hwbToRgb`: whiteness and blackness 0...100.
    static func hwbToSRGB(_ hwb: Vector) -> Vector {
        let white = hwb.1 / 100, black = hwb.2 / 100
        if white + black >= 1 {
            let gray = white / (white + black)
            return (gray, gray, gray)
        }
        let rgb = hslToSRGB((hwb.0, 100, 50))
        return map(rgb) { $0 * (1 - white - black) + white }
    }

    /// LCH or OKLCH to Lab or OKLab.
    static func lchToLab(_ lch: Vector) -> Vector {
        let turn = PortableMath.sinCos(normalizedHue(lch.2) * .pi / 180)
        return (lch.0, lch.1 * turn.cos, lch.1 * turn.sin)
    }

    // MARK: - Lab and OKLab

    /// CIE Lab (D50) to XYZ (D50), with the spec's exact κ and ε.
    static func labToXYZD50(_ lab: Vector) -> Vector {
        let kappa = 24389.0 / 27.0, epsilon = 216.0 / 24389.0
        let f1 = (lab.0 + 16) / 116
        let f0 = lab.1 / 500 + f1
        let f2 = f1 - lab.2 / 200
        let x = PortableMath.cube(f0) > epsilon ? PortableMath.cube(f0) : (116 * f0 - 16) / kappa
        let y = lab.0 > kappa * epsilon ? PortableMath.cube(f1) : lab.0 / kappa
        let z = PortableMath.cube(f2) > epsilon ? PortableMath.cube(f2) : (116 * f2 - 16) / kappa
        return (x * d50White.0, y * d50White.1, z * d50White.2)
    }

    static let d50White: Vector = (0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585)

    static func oklabToXYZ(_ lab: Vector) -> Vector {
        let lms = multiply(oklabToLMS, lab)
        return multiply(lmsToXYZ, map(lms, PortableMath.cube))
    }

    static func fromXYZD50(_ xyz: Vector) -> Vector {
        multiply(xyzToLinearSRGB, multiply(d50ToD65, xyz))
    }

    // MARK: - Matrices (CSS Color 4, § 18)

    static let xyzToLinearSRGB: Matrix = (
        (12831.0 / 3959.0, -329.0 / 214.0, -1974.0 / 3959.0),
        (-851781.0 / 878810.0, 1648619.0 / 878810.0, 36519.0 / 878810.0),
        (705.0 / 12673.0, -2585.0 / 12673.0, 705.0 / 667.0))

    static let linearP3ToXYZ: Matrix = (
        (608311.0 / 1250200.0, 189793.0 / 714400.0, 198249.0 / 1000160.0),
        (35783.0 / 156275.0, 247089.0 / 357200.0, 198249.0 / 2500400.0),
        (0, 32229.0 / 714400.0, 5220557.0 / 5000800.0))

    static let linearA98ToXYZ: Matrix = (
        (573536.0 / 994567.0, 263643.0 / 1420810.0, 187206.0 / 994567.0),
        (591459.0 / 1989134.0, 6239551.0 / 9945670.0, 374412.0 / 4972835.0),
        (53769.0 / 1989134.0, 351524.0 / 4972835.0, 4929758.0 / 4972835.0))

    static let linearProPhotoToXYZD50: Matrix = (
        (0.7977666449006423, 0.13518129740053308, 0.0313477341283922),
        (0.2880748288194013, 0.711835234241873, 0.00008993693872564),
        (0, 0, 0.8251046025104602))

    static let linear2020ToXYZ: Matrix = (
        (63426534.0 / 99577255.0, 20160776.0 / 139408157.0, 47086771.0 / 278816314.0),
        (26158966.0 / 99577255.0, 472592308.0 / 697040785.0, 8267143.0 / 139408157.0),
        (0, 19567812.0 / 697040785.0, 295819943.0 / 278816314.0))

    /// Bradford chromatic adaptation from D50 to D65.
    static let d50ToD65: Matrix = (
        (0.955473421488075, -0.02309845494876471, 0.06325924320057072),
        (-0.0283697093338637, 1.0099953980813041, 0.021041441191917323),
        (0.012314014864481998, -0.020507649298898964, 1.330365926242124))

    static let oklabToLMS: Matrix = (
        (1, 0.3963377773761749, 0.2158037573099136),
        (1, -0.1055613458156586, -0.0638541728258133),
        (1, -0.0894841775298119, -1.2914855480194092))

    static let lmsToXYZ: Matrix = (
        (1.2268798758459243, -0.5578149944602171, 0.2813910456659647),
        (-0.0405757452148008, 1.1122868032803170, -0.0717110580655164),
        (-0.0763729366746601, -0.4214933324022432, 1.5869240198367816))

    static func multiply(_ m: Matrix, _ v: Vector) -> Vector {
        (m.0.0 * v.0 + m.0.1 * v.1 + m.0.2 * v.2,
         m.1.0 * v.0 + m.1.1 * v.1 + m.1.2 * v.2,
         m.2.0 * v.0 + m.2.1 * v.1 + m.2.2 * v.2)
    }

    static func map(_ v: Vector, _ transform: (Double) -> Double) -> Vector {
        (transform(v.0), transform(v.1), transform(v.2))
    }
}
