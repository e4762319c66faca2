/// Locale-independent number formatting for generated CSS, JSON and Swift,
/// so the same input always gives the same bytes.
public enum NumberFormat {
    /// `value` with at most `maxFractionDigits` decimals, trailing zeros and a
    /// trailing point removed: 12 -> "12", 0.125 -> "0.125", 33.3333 -> "33.33".
    public static func decimal(_ value: Double, maxFractionDigits: Int) -> String {
        precondition(maxFractionDigits >= 0 && maxFractionDigits <= 9)
        let scale = powersOfTen[maxFractionDigits]
        let magnitude = (abs(value) * Double(scale)).rounded()
        // Beyond Int64 (or not a number): Swift's own shortest form.
        guard magnitude < 9.0e18 else { return value.isFinite ? String(value) : "0" }
        let scaled = Int64(magnitude)
        if scaled == 0 { return "0" }
        var whole = scaled / scale
        var fraction = scaled % scale
        var fractionDigits = fraction == 0 ? 0 : maxFractionDigits
        while fractionDigits > 0 && fraction % 10 == 0 {
            fraction /= 10
            fractionDigits -= 1
        }
        // Written backwards into a small buffer: this runs for every number
        // of every stylesheet and report row.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
            var start = buffer.count
            func put(_ byte: UInt8) {
                start -= 1
                buffer[start] = byte
            }
            for _ in 0..<fractionDigits {
                put(0x30 + UInt8(fraction % 10))
                fraction /= 10
            }
            if fractionDigits > 0 { put(UInt8(ascii: ".")) }
            repeat {
                put(0x30 + UInt8(whole % 10))
                whole /= 10
            } while whole > 0
            if value < 0 { put(UInt8(ascii: "-")) }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[start...]), as: UTF8.self)
        }
    }

    private static let powersOfTen: [Int64] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000,
                                               100_000_000, 1_000_000_000]
}
