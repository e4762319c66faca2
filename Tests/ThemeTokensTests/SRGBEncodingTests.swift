import Testing
@testable import ThemeTokens

/// `OKLCH.encode`, the 8-bit sRGB encoding every derived color goes
/// through, looks the channel up among thresholds instead of calling
/// `pow`: it must give what the transfer function gives, everywhere.
struct SRGBEncodingTests {
    /// SplitMix64: the same samples on every run.
    struct Generator {
        var state: UInt64

        mutating func unit() -> Double {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Double((z ^ (z >> 31)) >> 11) / 9_007_199_254_740_992
        }
    }

    @Test func eachThresholdIsTheFirstDoubleOfItsLevel() {
        let thresholds = OKLCH.encodeThresholds
        #expect(thresholds.count == 255)
        for (index, threshold) in thresholds.enumerated() {
            #expect(Int(OKLCH.encodeExactly(threshold)) == index + 1, "level \(index + 1) at \(threshold)")
            #expect(Int(OKLCH.encodeExactly(threshold.nextDown)) == index, "level \(index + 1) below \(threshold)")
        }
        // Found by bisecting the doubles with the power computed by mpmath
        // (200 bits) and rounded once: the linear part's first level, the
        // curve's first, the middle one and the last.
        #expect(thresholds[0] == 0x1.3e45677c176f6p-13)
        #expect(thresholds[10] == 0x1.a1e5a03a8a4b7p-9)
        #expect(thresholds[127] == 0x1.b65b3392f5353p-3)
        #expect(thresholds[254] == 0x1.fdb81b627af93p-1)
    }

    @Test func theLookupAgreesWithTheTransferFunction() {
        var random = Generator(state: 0x5EED_0F_C0105)
        var samples: [Double] = [-1, -0.0, 0, 0x1p-1074, 0.0031308, 0.0031308.nextUp, 0.5, 1, 1.5, .infinity, -.infinity]
        for threshold in OKLCH.encodeThresholds {
            var below = threshold, above = threshold
            for _ in 0..<64 {
                below = below.nextDown
                above = above.nextUp
                samples += [below, above]
            }
        }
        for _ in 0..<100_000 {
            samples.append(random.unit())
            // Spread over the small magnitudes too, down to 2^-30.
            samples.append(Double(sign: .plus, exponent: -Int(random.unit() * 30), significand: 1 + random.unit()) / 2)
        }
        var differences = 0
        for sample in samples where OKLCH.encode(sample) != OKLCH.encodeExactly(sample) {
            differences += 1
            if differences <= 5 { Issue.record("\(sample): \(OKLCH.encode(sample)) against \(OKLCH.encodeExactly(sample))") }
        }
        #expect(differences == 0, "\(differences) of \(samples.count) samples differ")
    }
}
