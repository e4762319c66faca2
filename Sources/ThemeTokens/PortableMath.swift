/// `pow`, `cbrt`, `atan2` and sine and cosine, computed from IEEE 754 double
/// arithmetic alone (+, −, ×, ÷, each correctly rounded on every machine),
/// so the build and the theme lab's engine (WebAssembly in the browser)
/// get the same bits. The C library's functions differ between machines
/// and from JavaScript's `Math` in the last bit (`Math.pow` and glibc's
/// `pow` disagree on about one call in ten), which is enough to move a
/// quantized channel or an APCA value.
///
/// Each function carries 63 bits or more through double-double arithmetic
/// to its one final rounding, so it returns the correctly rounded result
/// except when the exact value lies within about a thousandth of an ulp of
/// a rounding boundary (checked against 200-bit mpmath on 3,000 random
/// arguments each: all correctly rounded; glibc's differ from them in 0.1%
/// of `pow`, `sin`, `cos` and `atan2` calls and half of `cbrt` calls). No
/// fused multiply-add is used anywhere (Swift does not contract
/// `a * b + c`).
enum PortableMath {
    /// An unevaluated sum `hi + lo` with `|lo| <= ulp(hi) / 2`.
    struct DD {
        var hi: Double
        var lo: Double

        init(_ hi: Double, _ lo: Double) {
            self.hi = hi
            self.lo = lo
        }

        var negated: DD { DD(-hi, -lo) }
        var value: Double { hi + lo }
    }

    // MARK: - The functions

    /// `x` to the power `y`, as C's `pow` for finite `x` and `y` (a
    /// negative `x` only with an integer `y`).
    static func pow(_ x: Double, _ y: Double) -> Double {
        if y == 0 || x == 1 { return 1 }
        if x.isNaN || y.isNaN { return .nan }
        if y == 3 { return cube(x) }
        if x == 0 { return y > 0 ? 0 : .infinity }
        if x < 0 {
            guard y == y.rounded(.towardZero) else { return .nan }
            let magnitude = pow(-x, y)
            return (y / 2).rounded(.towardZero) * 2 == y ? magnitude : -magnitude
        }
        if x.isInfinite { return y > 0 ? .infinity : 0 }
        return exp(mul(log(x), y))
    }

    /// x³, rounded once.
    static func cube(_ x: Double) -> Double { mul(twoProduct(x, x), x).value }

    /// The real cube root.
    static func cbrt(_ x: Double) -> Double {
        if x == 0 || !x.isFinite { return x }
        let bits = Swift.abs(x).bitPattern
        let biased = Int(bits >> 52)
        // A subnormal, scaled by 2^54 (its cube root by 2^18): the same
        // significand, so the same steps.
        if biased == 0 { return cbrt(x * 0x1p54) * 0x1p-18 }
        let exponent = biased - 1023
        let third = exponent >= 0 ? exponent / 3 : -((2 - exponent) / 3)
        let rest = exponent - 3 * third
        // m in [1, 8): its cube root is in [1, 2).
        let significand = Double(bitPattern: bits & 0x000F_FFFF_FFFF_FFFF | 0x3FF0_0000_0000_0000)
        let m = significand * (rest == 0 ? 1 : rest == 1 ? 2 : 4)
        // Within 3% of the root, then two Halley steps (the error cubes).
        var root = (0.7 + 0.3 * significand) * (rest == 0 ? 1 : rest == 1 ? 0x1.428a2f98d728bp+0 : 0x1.965fea53d6e3dp+0)
        for _ in 0..<2 {
            let cube = root * root * root
            root *= (cube + 2 * m) / (2 * cube + m)
        }
        // A Newton step from the exact residual, rounded once.
        let residual = add(mul(twoProduct(root, root), root), -m)
        root -= residual.value / (3 * root * root)
        // The cube root of a double is a normal double: scaling it by a
        // power of two is exact.
        let scale = Double(bitPattern: UInt64(1023 + third) << 52)
        return x < 0 ? -(root * scale) : root * scale
    }

    /// The angle of (x, y) in radians, in [−π, π], as C's `atan2`.
    static func atan2(_ y: Double, _ x: Double) -> Double {
        if y.isNaN || x.isNaN { return .nan }
        if x.isInfinite || y.isInfinite {
            let base = x.isInfinite && y.isInfinite ? (x > 0 ? pi.hi / 4 : 3 * pi.hi / 4)
                : y.isInfinite ? halfPi.hi : (x > 0 ? 0 : pi.hi)
            return y.sign == .minus ? -base : base
        }
        if y == 0 {
            let base = x > 0 || (x == 0 && x.sign == .plus) ? 0 : pi.hi
            return y.sign == .minus ? -base : base
        }
        if x == 0 { return y > 0 ? halfPi.hi : -halfPi.hi }
        let ay = Swift.abs(y), ax = Swift.abs(x)
        var angle = ay <= ax ? atan(quotient(ay, ax)) : add(halfPi, atan(quotient(ax, ay)).negated)
        if x < 0 { angle = add(pi, angle.negated) }
        return y < 0 ? -angle.value : angle.value
    }

    /// The sine and cosine of `x` radians.
    static func sinCos(_ x: Double) -> (sin: Double, cos: Double) {
        guard x.isFinite else { return (.nan, .nan) }
        // r = x − k·π/2, with π/2 in three parts.
        let k = (x * 0.6366197723675814).rounded()
        let product = twoProduct(k, halfPiParts.0)
        var r = twoSum(x, -product.hi)
        r = add(r, -product.lo)
        r = add(r, twoProduct(k, halfPiParts.1).negated)
        r = add(r, -k * halfPiParts.2)
        let negative = r.hi < 0
        let a = negative ? r.negated : r
        // a = j/32 + δ, |δ| <= 1/64.
        let j = Swift.min(Int((a.hi * 32).rounded()), sinTable.count - 1)
        let delta = add(a, -Double(j) / 32)
        let d = delta.hi, d2 = mul(delta, delta).hi
        let sinDelta = add(delta, d * d2 * (-1.0 / 6 + d2 * (1.0 / 120 + d2 * (-1.0 / 5040 + d2 / 362_880))))
        let cosDelta = fastTwoSum(1, d2 * (-0.5 + d2 * (1.0 / 24 + d2 * (-1.0 / 720 + d2 / 40320))))
        var sine = add(mul(sinTable[j], cosDelta), mul(cosTable[j], sinDelta))
        let cosine = add(mul(cosTable[j], cosDelta), mul(sinTable[j], sinDelta).negated)
        if negative { sine = sine.negated }
        let s = sine.value, c = cosine.value
        switch ((Int(k) % 4) + 4) % 4 {
        case 0: return (s, c)
        case 1: return (c, -s)
        case 2: return (-s, -c)
        default: return (-c, s)
        }
    }

    // MARK: - Double-double logarithm, exponential and arctangent

    /// ln x for a finite x > 0.
    static func log(_ x: Double) -> DD {
        var m = x.significand
        var exponent = Double(Int(x.exponent))
        if m > 1.4142135623730951 {
            m *= 0.5
            exponent += 1
        }
        // ln m = 2 atanh(s), s = (m − 1) / (m + 1), |s| <= 0.1716:
        // 2 (s + s³/3 + s⁵/5 + s⁷ (1/7 + s²/9 + …)), the last in doubles.
        let s = div(DD(m - 1, 0), twoSum(m, 1))
        let s2 = mul(s, s)
        let s3 = mul(s2, s)
        let s5 = mul(s3, s2)
        let h = s2.hi
        let tail = 1.0 / 7 + h * (1.0 / 9 + h * (1.0 / 11 + h * (1.0 / 13 + h * (1.0 / 15 + h * (1.0 / 17 + h * (1.0 / 19
            + h * (1.0 / 21 + h * (1.0 / 23 + h * (1.0 / 25 + h * (1.0 / 27 + h / 29))))))))))
        var sum = add(s, mul(s3, third))
        sum = add(sum, mul(s5, fifth))
        sum = add(sum, s5.hi * h * tail)
        return add(mul(ln2, exponent), DD(2 * sum.hi, 2 * sum.lo))
    }

    /// e^z, rounded once: z = (k/64) ln 2 + r, e^z = 2^(k/64) e^r.
    static func exp(_ z: DD) -> Double {
        if z.hi > 709.8 { return .infinity }
        if z.hi < -745.2 { return 0 }
        let k = (z.hi * 92.33248261689366).rounded()  // 64 / ln 2
        let r = add(z, mul(ln2Over64, k).negated)
        // e^r − 1 = r + r²/2 + r³ (1/6 + r/24 + …), |r| <= 0.0055.
        let h = r.hi
        let r2 = mul(r, r)
        var p = add(r, DD(r2.hi / 2, r2.lo / 2))
        p = add(p, h * h * h * (1.0 / 6 + h * (1.0 / 24 + h * (1.0 / 120 + h * (1.0 / 720 + h * (1.0 / 5040 + h / 40320))))))
        let index = Int(k)
        let j = ((index % 64) + 64) % 64
        let power = (index - j) / 64
        let entry = exp2Table[j]
        let result = add(entry, mul(entry, p))
        return scaled(result.value, power)
    }

    /// `value` · 2^power, exact for normal results.
    static func scaled(_ value: Double, _ power: Int) -> Double {
        if power > 1000 { return value * Double(sign: .plus, exponent: 1000, significand: 1) * Double(sign: .plus, exponent: power - 1000, significand: 1) }
        if power < -1000 { return value * Double(sign: .plus, exponent: -1000, significand: 1) * Double(sign: .plus, exponent: power + 1000, significand: 1) }
        return value * Double(sign: .plus, exponent: power, significand: 1)
    }

    /// atan t for t in [0, 1]: atan(k/8) + atan((t − k/8) / (1 + t·k/8)).
    static func atan(_ t: DD) -> DD {
        let k = (t.hi * 8).rounded()
        let c = k / 8
        let u = div(add(t, -c), add(mul(t, c), 1))
        // atan u = u − u³/3 + u⁵ (1/5 − u²/7 + …), |u| <= 1/16.
        let u2 = mul(u, u)
        let u3 = mul(u2, u)
        let h = u2.hi
        var tail = 1.0 / 21
        var n = 19.0
        while n >= 5 {
            tail = 1 / n - h * tail
            n -= 2
        }
        var sum = add(u, div(u3, DD(3, 0)).negated)
        sum = add(sum, u3.hi * h * tail)
        return add(atanTable[Int(k)], sum)
    }

    /// a / b for positive doubles, as a double-double.
    static func quotient(_ a: Double, _ b: Double) -> DD {
        let q = a / b
        let product = twoProduct(q, b)
        return fastTwoSum(q, ((a - product.hi) - product.lo) / b)
    }

    // MARK: - Double-double arithmetic (Dekker, Knuth)
    // Inlined: a call costs more than the few operations each does.

    @inline(__always) static func twoSum(_ a: Double, _ b: Double) -> DD {
        let s = a + b
        let v = s - a
        return DD(s, (a - (s - v)) + (b - v))
    }

    /// `twoSum` for |a| >= |b|.
    @inline(__always) static func fastTwoSum(_ a: Double, _ b: Double) -> DD {
        let s = a + b
        return DD(s, b - (s - a))
    }

    @inline(__always) static func split(_ a: Double) -> (Double, Double) {
        let t = 134_217_729 * a
        let hi = t - (t - a)
        return (hi, a - hi)
    }

    @inline(__always) static func twoProduct(_ a: Double, _ b: Double) -> DD {
        let p = a * b
        let (ah, al) = split(a), (bh, bl) = split(b)
        return DD(p, ((ah * bh - p) + ah * bl + al * bh) + al * bl)
    }

    @inline(__always) static func add(_ a: DD, _ b: DD) -> DD {
        var s = twoSum(a.hi, b.hi)
        let t = twoSum(a.lo, b.lo)
        s.lo += t.hi
        s = fastTwoSum(s.hi, s.lo)
        s.lo += t.lo
        return fastTwoSum(s.hi, s.lo)
    }

    @inline(__always) static func add(_ a: DD, _ b: Double) -> DD {
        var s = twoSum(a.hi, b)
        s.lo += a.lo
        return fastTwoSum(s.hi, s.lo)
    }

    @inline(__always) static func mul(_ a: DD, _ b: DD) -> DD {
        var p = twoProduct(a.hi, b.hi)
        p.lo += a.hi * b.lo + a.lo * b.hi
        return fastTwoSum(p.hi, p.lo)
    }

    @inline(__always) static func mul(_ a: DD, _ b: Double) -> DD {
        var p = twoProduct(a.hi, b)
        p.lo += a.lo * b
        return fastTwoSum(p.hi, p.lo)
    }

    static func div(_ a: DD, _ b: DD) -> DD {
        let q1 = a.hi / b.hi
        var r = add(a, mul(b, q1).negated)
        let q2 = r.hi / b.hi
        r = add(r, mul(b, q2).negated)
        let q3 = r.hi / b.hi
        return add(fastTwoSum(q1, q2), q3)
    }

    // MARK: - Constants (computed with 300-bit arithmetic, mpmath)

    static let ln2 = DD(0x1.62e42fefa39efp-1, 0x1.abc9e3b39803fp-56)
    static let ln2Over64 = DD(0x1.62e42fefa39efp-7, 0x1.abc9e3b39803fp-62)
    static let third = DD(0x1.5555555555555p-2, 0x1.5555555555555p-56)
    static let fifth = DD(0x1.999999999999ap-3, -0x1.999999999999ap-57)
    static let pi = DD(0x1.921fb54442d18p+1, 0x1.1a62633145c07p-53)
    static let halfPi = DD(0x1.921fb54442d18p+0, 0x1.1a62633145c07p-54)
    /// π/2 as three doubles, for reducing the argument of sine and cosine.
    static let halfPiParts = (0x1.921fb54442d18p+0, 0x1.1a62633145c07p-54, -0x1.f1976b7ed8fbcp-110)

    /// sin(j/32) and cos(j/32) for j = 0...25, as double-doubles.
    static let sinTable: [DD] = [
        DD(0x0.0p+0, 0x0.0p+0),
        DD(0x1.ffeaaaeeee86fp-6, -0x1.cd406fb224ae2p-60),
        DD(0x1.ffaaaeeed4edbp-5, -0x1.2d16d32684b69p-59),
        DD(0x1.7f701032550e4p-4, 0x1.afc2d1800501ap-60),
        DD(0x1.feaaeee86ee36p-4, -0x1.afcb2bcc6f03bp-59),
        DD(0x1.3eb312c5d66cbp-3, 0x1.47d666b66cb91p-57),
        DD(0x1.7dc102fbaf2b5p-3, 0x1.5ab50e23c97c3p-59),
        DD(0x1.bc6f84edc6199p-3, 0x1.9c1a56a7b0cabp-57),
        DD(0x1.faaeed4f31577p-3, -0x1.15d88508e32b8p-57),
        DD(0x1.1c37d64c6b876p-2, 0x1.46076fe0dcff4p-56),
        DD(0x1.3ad129769d3d8p-2, 0x1.03d550487839ap-63),
        DD(0x1.591bc9fa2f597p-2, 0x1.7c74bac3fe0cbp-57),
        DD(0x1.7710255764214p-2, -0x1.6ead7314bb6cep-57),
        DD(0x1.94a6be9f546c5p-2, -0x1.69ce13e683f58p-56),
        DD(0x1.b1d8305321617p-2, -0x1.ae242cb99f519p-56),
        DD(0x1.ce9d2e3d4a51fp-2, -0x1.2fc8a12dae298p-57),
        DD(0x1.eaee8744b05f0p-2, -0x1.789b43c9b027dp-58),
        DD(0x1.0362939c69955p-1, -0x1.2d8cd78397b01p-55),
        DD(0x1.110d0c4b69c3bp-1, 0x1.d918998809981p-55),
        DD(0x1.1e7343236574cp-1, 0x1.22a3fa4f41d5ap-56),
        DD(0x1.2b91dea88421ep-1, -0x1.fa371db216ab0p-55),
        DD(0x1.386597456282bp-1, -0x1.10fada93b07a8p-56),
        DD(0x1.44eb381cf386bp-1, -0x1.3ed6c1e6a5505p-55),
        DD(0x1.511f9fd7b351cp-1, -0x1.5c0e861c48831p-55),
        DD(0x1.5cffc16bf8f0dp-1, 0x1.96cb370eb578ap-55),
        DD(0x1.6888a4e134b2fp-1, -0x1.6b7d37644d5e6p-55),
    ]
    static let cosTable: [DD] = [
        DD(0x1.0000000000000p+0, 0x0.0p+0),
        DD(0x1.ffc00155527d3p-1, -0x1.3b54492d89b5bp-55),
        DD(0x1.ff0015549f4d3p-1, 0x1.328387b99426fp-55),
        DD(0x1.fdc06bf7e6b9bp-1, 0x1.31902b535f8dbp-55),
        DD(0x1.fc015527d5bd3p-1, 0x1.b68f35094efb8p-55),
        DD(0x1.f9c340a7cc428p-1, 0x1.c5b6b063b7462p-55),
        DD(0x1.f706bdf9ece1cp-1, -0x1.698c80c36dcb4p-55),
        DD(0x1.f3cc7c3b3d16ep-1, -0x1.21a3ad28a3494p-57),
        DD(0x1.f01549f7deea1p-1, 0x1.d3c1e99e5cafdp-55),
        DD(0x1.ebe214f76efa8p-1, -0x1.02f9f12ba543ep-55),
        DD(0x1.e733ea0193d40p-1, -0x1.6428b3546ce13p-55),
        DD(0x1.e20bf49acd6c1p-1, -0x1.660aec7ef636bp-58),
        DD(0x1.dc6b7eb995912p-1, 0x1.4b364776dcd35p-58),
        DD(0x1.d653f073e4040p-1, -0x1.76236434bec37p-55),
        DD(0x1.cfc6cfa52ad9fp-1, 0x1.8b5b5508f2a0dp-55),
        DD(0x1.c8c5bf8ce1a84p-1, 0x1.ab3d1a1590123p-56),
        DD(0x1.c1528065b7d50p-1, -0x1.892111312e828p-55),
        DD(0x1.b96eeef58840ep-1, 0x1.45a3cc78fade0p-58),
        DD(0x1.b11d04162a4c6p-1, 0x1.1dd561efbc0c2p-56),
        DD(0x1.a85ed4373e02dp-1, 0x1.9be06385ec792p-57),
        DD(0x1.9f368ed912f85p-1, -0x1.1d200c5791606p-55),
        DD(0x1.95a67e00cb1fdp-1, -0x1.0befda21f862dp-55),
        DD(0x1.8bb105a5dc900p-1, 0x1.863e03e9474c1p-55),
        DD(0x1.8158a31916d5dp-1, -0x1.de8b90b8228dep-57),
        DD(0x1.769fec655211fp-1, -0x1.827d5cf8c68c5p-57),
        DD(0x1.6b898fa9efb5dp-1, 0x1.15ac786ccf4b2p-56),
    ]
    /// atan(k/8) for k = 0...8.
    static let atanTable: [DD] = [
        DD(0x0.0p+0, 0x0.0p+0),
        DD(0x1.fd5ba9aac2f6ep-4, -0x1.cd37686760c17p-59),
        DD(0x1.f5b75f92c80ddp-3, 0x1.8ab6e3cf7afbdp-57),
        DD(0x1.6f61941e4def1p-2, -0x1.c63aae6f6e918p-56),
        DD(0x1.dac670561bb4fp-2, 0x1.a2b7f222f65e2p-56),
        DD(0x1.1e00babdefeb4p-1, -0x1.928df287a668fp-58),
        DD(0x1.4978fa3269ee1p-1, 0x1.2419a87f2a458p-56),
        DD(0x1.700a7c5784634p-1, -0x1.8c34d25aadef6p-56),
        DD(0x1.921fb54442d18p-1, 0x1.1a62633145c07p-55),
    ]
    /// 2^(j/64) for j = 0...63.
    static let exp2Table: [DD] = [
        DD(0x1.0000000000000p+0, 0x0.0p+0),
        DD(0x1.02c9a3e778061p+0, -0x1.19083535b085dp-56),
        DD(0x1.059b0d3158574p+0, 0x1.d73e2a475b465p-55),
        DD(0x1.0874518759bc8p+0, 0x1.186be4bb284ffp-57),
        DD(0x1.0b5586cf9890fp+0, 0x1.8a62e4adc610bp-54),
        DD(0x1.0e3ec32d3d1a2p+0, 0x1.03a1727c57b53p-59),
        DD(0x1.11301d0125b51p+0, -0x1.6c51039449b3ap-54),
        DD(0x1.1429aaea92de0p+0, -0x1.32fbf9af1369ep-54),
        DD(0x1.172b83c7d517bp+0, -0x1.19041b9d78a76p-55),
        DD(0x1.1a35beb6fcb75p+0, 0x1.e5b4c7b4968e4p-55),
        DD(0x1.1d4873168b9aap+0, 0x1.e016e00a2643cp-54),
        DD(0x1.2063b88628cd6p+0, 0x1.dc775814a8495p-55),
        DD(0x1.2387a6e756238p+0, 0x1.9b07eb6c70573p-54),
        DD(0x1.26b4565e27cddp+0, 0x1.2bd339940e9d9p-55),
        DD(0x1.29e9df51fdee1p+0, 0x1.612e8afad1255p-55),
        DD(0x1.2d285a6e4030bp+0, 0x1.0024754db41d5p-54),
        DD(0x1.306fe0a31b715p+0, 0x1.6f46ad23182e4p-55),
        DD(0x1.33c08b26416ffp+0, 0x1.32721843659a6p-54),
        DD(0x1.371a7373aa9cbp+0, -0x1.63aeabf42eae2p-54),
        DD(0x1.3a7db34e59ff7p+0, -0x1.5e436d661f5e3p-56),
        DD(0x1.3dea64c123422p+0, 0x1.ada0911f09ebcp-55),
        DD(0x1.4160a21f72e2ap+0, -0x1.ef3691c309278p-58),
        DD(0x1.44e086061892dp+0, 0x1.89b7a04ef80d0p-59),
        DD(0x1.486a2b5c13cd0p+0, 0x1.3c1a3b69062f0p-56),
        DD(0x1.4bfdad5362a27p+0, 0x1.d4397afec42e2p-56),
        DD(0x1.4f9b2769d2ca7p+0, -0x1.4b309d25957e3p-54),
        DD(0x1.5342b569d4f82p+0, -0x1.07abe1db13cadp-55),
        DD(0x1.56f4736b527dap+0, 0x1.9bb2c011d93adp-54),
        DD(0x1.5ab07dd485429p+0, 0x1.6324c054647adp-54),
        DD(0x1.5e76f15ad2148p+0, 0x1.ba6f93080e65ep-54),
        DD(0x1.6247eb03a5585p+0, -0x1.383c17e40b497p-54),
        DD(0x1.6623882552225p+0, -0x1.bb60987591c34p-54),
        DD(0x1.6a09e667f3bcdp+0, -0x1.bdd3413b26456p-54),
        DD(0x1.6dfb23c651a2fp+0, -0x1.bbe3a683c88abp-57),
        DD(0x1.71f75e8ec5f74p+0, -0x1.16e4786887a99p-55),
        DD(0x1.75feb564267c9p+0, -0x1.0245957316dd3p-54),
        DD(0x1.7a11473eb0187p+0, -0x1.41577ee04992fp-55),
        DD(0x1.7e2f336cf4e62p+0, 0x1.05d02ba15797ep-56),
        DD(0x1.82589994cce13p+0, -0x1.d4c1dd41532d8p-54),
        DD(0x1.868d99b4492edp+0, -0x1.fc6f89bd4f6bap-54),
        DD(0x1.8ace5422aa0dbp+0, 0x1.6e9f156864b27p-54),
        DD(0x1.8f1ae99157736p+0, 0x1.5cc13a2e3976cp-55),
        DD(0x1.93737b0cdc5e5p+0, -0x1.75fc781b57ebcp-57),
        DD(0x1.97d829fde4e50p+0, -0x1.d185b7c1b85d1p-54),
        DD(0x1.9c49182a3f090p+0, 0x1.c7c46b071f2bep-56),
        DD(0x1.a0c667b5de565p+0, -0x1.359495d1cd533p-54),
        DD(0x1.a5503b23e255dp+0, -0x1.d2f6edb8d41e1p-54),
        DD(0x1.a9e6b5579fdbfp+0, 0x1.0fac90ef7fd31p-54),
        DD(0x1.ae89f995ad3adp+0, 0x1.7a1cd345dcc81p-54),
        DD(0x1.b33a2b84f15fbp+0, -0x1.2805e3084d708p-57),
        DD(0x1.b7f76f2fb5e47p+0, -0x1.5584f7e54ac3bp-56),
        DD(0x1.bcc1e904bc1d2p+0, 0x1.23dd07a2d9e84p-55),
        DD(0x1.c199bdd85529cp+0, 0x1.11065895048ddp-55),
        DD(0x1.c67f12e57d14bp+0, 0x1.2884dff483cadp-54),
        DD(0x1.cb720dcef9069p+0, 0x1.503cbd1e949dbp-56),
        DD(0x1.d072d4a07897cp+0, -0x1.cbc3743797a9cp-54),
        DD(0x1.d5818dcfba487p+0, 0x1.2ed02d75b3707p-55),
        DD(0x1.da9e603db3285p+0, 0x1.c2300696db532p-54),
        DD(0x1.dfc97337b9b5fp+0, -0x1.1a5cd4f184b5cp-54),
        DD(0x1.e502ee78b3ff6p+0, 0x1.39e8980a9cc8fp-55),
        DD(0x1.ea4afa2a490dap+0, -0x1.e9c23179c2893p-54),
        DD(0x1.efa1bee615a27p+0, 0x1.dc7f486a4b6b0p-54),
        DD(0x1.f50765b6e4540p+0, 0x1.9d3e12dd8a18bp-54),
        DD(0x1.fa7c1819e90d8p+0, 0x1.74853f3a5931ep-55),
    ]
}
