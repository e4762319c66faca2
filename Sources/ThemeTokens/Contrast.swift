/// WCAG 2.2 relative luminance and contrast ratio.
public enum WCAG {
    /// sRGB channel (0...255) to linear light (0...1), threshold 0.04045.
    public static func linear(_ channel: UInt8) -> Double {
        linearTable[Int(channel)]
    }

    /// Relative luminance of the opaque part of `color` (alpha is ignored:
    /// composite first).
    public static func relativeLuminance(_ color: Color) -> Double {
        0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// Contrast ratio between two opaque colors, 1...21, unrounded.
    public static func contrastRatio(_ first: Color, _ second: Color) -> Double {
        let a = relativeLuminance(first)
        let b = relativeLuminance(second)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// Contrast of `foreground` as painted over the opaque `background`.
    public static func contrastRatio(of foreground: Color, on background: Color) -> Double {
        contrastRatio(foreground.composited(over: background), background.opaque)
    }

    /// The ratio as axe-core shows it: truncated, never rounded up, to two
    /// decimals. Compare the unrounded value.
    public static func displayed(_ ratio: Double) -> String {
        NumberFormat.decimal((ratio * 100).rounded(.down) / 100, maxFractionDigits: 2)
    }

    private static let linearTable: [Double] = (0...255).map { value in
        let c = Double(value) / 255
        return c <= 0.04045 ? c / 12.92 : PortableMath.pow((c + 0.055) / 1.055, 2.4)
    }
}
