/// Locale-independent number formatting for generated CSS, JSON and Swift,
/// so the same input always gives the same bytes.
public enum NumberFormat {
    /// `value` with at most `maxFractionDigits` decimals, trailing zeros and a
    /// trailing point removed: 12 -> "12", 0.125 -> "0.125", 33.3333 -> "33.33".
    public static func decimal(_ value: Double, maxFractionDigits: Int) -> String {
        precondition(maxFractionDigits >= 0 && maxFractionDigits <= 9)
        var scale: Int64 = 1
        for _ in 0..<maxFractionDigits { scale *= 10 }
        let scaled = Int64((abs(value) * Double(scale)).rounded())
        if scaled == 0 { return "0" }
        let whole = scaled / scale
        var fraction = scaled % scale
        var text = (value < 0 ? "-" : "") + String(whole)
        if fraction > 0 {
            var digits = String(fraction)
            digits = String(repeating: "0", count: maxFractionDigits - digits.count) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            fraction = 0
            text += "." + digits
        }
        return text
    }
}
