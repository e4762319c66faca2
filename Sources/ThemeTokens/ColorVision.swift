/// Color-vision deficiencies simulated with the Machado, Oliveira and
/// Fernandes (2009) matrices at severity 1.0, in linear RGB, as Chromium's
/// DevTools emulation does.
public enum ColorVisionDeficiency: String, CaseIterable, Hashable, Sendable {
    case protanopia, deuteranopia, tritanopia, achromatopsia

    public var label: String {
        switch self {
        case .protanopia: "Protanopia"
        case .deuteranopia: "Deuteranopia"
        case .tritanopia: "Tritanopia"
        case .achromatopsia: "Achromatopsia"
        }
    }

    /// Row-major 3x3 matrix applied to linear RGB.
    public var matrix: [Double] {
        switch self {
        case .protanopia:
            [0.152286, 1.052583, -0.204868,
             0.114503, 0.786281, 0.099216,
             -0.003882, -0.048116, 1.051998]
        case .deuteranopia:
            [0.367322, 0.860646, -0.227968,
             0.280085, 0.672501, 0.047413,
             -0.011820, 0.042940, 0.968881]
        case .tritanopia:
            [1.255528, -0.076749, -0.178779,
             -0.078411, 0.930809, 0.147602,
             0.004733, 0.691367, 0.303900]
        case .achromatopsia:
            [0.213, 0.715, 0.072,
             0.213, 0.715, 0.072,
             0.213, 0.715, 0.072]
        }
    }

    /// The SVG `feColorMatrix` `values` (4x5, rounded to three decimals as
    /// Chromium does).
    public var feColorMatrixValues: String {
        let m = matrix
        func f(_ value: Double) -> String { NumberFormat.decimal(value, maxFractionDigits: 3) }
        return (0..<3).map { row in
            "\(f(m[row * 3])) \(f(m[row * 3 + 1])) \(f(m[row * 3 + 2])) 0 0"
        }.joined(separator: " ") + " 0 0 0 1 0"
    }

    /// How `color` (opaque part) looks under this deficiency.
    public func simulate(_ color: Color) -> Color {
        let r = WCAG.linear(color.red), g = WCAG.linear(color.green), b = WCAG.linear(color.blue)
        let m = matrix
        let out = (0..<3).map { row in m[row * 3] * r + m[row * 3 + 1] * g + m[row * 3 + 2] * b }
        return Color(red: OKLCH.encode(out[0]), green: OKLCH.encode(out[1]), blue: OKLCH.encode(out[2]),
                     alpha: color.alpha)
    }
}
