extension Color {
    /// Paints this color over `background` (source-over in gamma-encoded sRGB,
    /// each channel rounded half up), as browsers paint and axe-core measures.
    /// The background is treated as opaque.
    public func composited(over background: Color) -> Color {
        if isOpaque { return self }
        func channel(_ foreground: UInt8, _ background: UInt8) -> UInt8 {
            let exact = alpha * Double(foreground) + (1 - alpha) * Double(background)
            // Snap float noise (196.49999999999997) before rounding half up.
            let snapped = (exact * 1_000_000).rounded() / 1_000_000
            return UInt8(min(max((snapped + 0.5).rounded(.down), 0), 255))
        }
        return Color(red: channel(red, background.red),
                     green: channel(green, background.green),
                     blue: channel(blue, background.blue))
    }
}
