/// APCA (SAPC 0.0.98G-4g) lightness contrast, shown as advisory beside the
/// WCAG ratio: it is not part of WCAG 2.
public enum APCA {
    /// Lc of `text` on `background` (both opaque; composite first). Positive
    /// for dark text on a light background, negative for light on dark.
    public static func lightnessContrast(text: Color, background: Color) -> Double {
        let textY = clampBlack(screenLuminance(text))
        let backgroundY = clampBlack(screenLuminance(background))
        if abs(backgroundY - textY) < 0.0005 { return 0 }
        if backgroundY > textY {
            let s = (PortableMath.pow(backgroundY, 0.56) - PortableMath.pow(textY, 0.57)) * 1.14
            return s < 0.1 ? 0 : (s - 0.027) * 100
        } else {
            let s = (PortableMath.pow(backgroundY, 0.65) - PortableMath.pow(textY, 0.62)) * 1.14
            return s > -0.1 ? 0 : (s + 0.027) * 100
        }
    }

    static func screenLuminance(_ color: Color) -> Double {
        0.2126729 * channelPower[Int(color.red)] + 0.7151522 * channelPower[Int(color.green)]
            + 0.0721750 * channelPower[Int(color.blue)]
    }

    /// (channel / 255)^2.4 for each 8-bit channel: APCA's simple power curve.
    static let channelPower: [Double] = (0...255).map { PortableMath.pow(Double($0) / 255, 2.4) }

    static func clampBlack(_ y: Double) -> Double {
        y < 0.022 ? y + PortableMath.pow(0.022 - y, 1.414) : y
    }
}
