/// The types of the DTCG Format Module 2025.10, spelt as `$type` spells them
/// (case matters).
public enum DTCGType: String, Sendable, CaseIterable {
    case color, dimension, fontFamily, fontWeight, duration, cubicBezier, number
    case strokeStyle, border, transition, shadow, gradient, typography

    /// How messages name a token of this type: `a color`, `an ...`.
    var article: String {
        "a \(rawValue)"
    }
}
