/// An sRGB color with 8-bit channels and an exact alpha, as the spec writes
/// colors ("`#3C3C43` at 60%").
///
/// Alpha is kept as the spec states it (0.3, not 77/255) so composites and
/// contrast ratios are computed from the designer's value.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    /// Opacity from 0 (transparent) to 1 (opaque).
    public var alpha: Double
    /// The color as written when it was given in another color space than
    /// sRGB (a DTCG `display-p3` or `oklch` color): the channels above are
    /// then what an sRGB display shows, gamut-mapped when the original is
    /// outside sRGB. Nil for sRGB colors and for every color computed from
    /// others (a composite, a derived accent, a nearest passing color).
    #if hasFeature(Embedded)
    // Always nil in the theme lab's engine (this module compiled as Embedded
    // Swift): colors reach it as four numbers, sRGB channels and alpha, and
    // its color text reads to sRGB, so no color there has an original. Not
    // storing one keeps the engine's colors 16 bytes (measured: 29 KB of
    // its WebAssembly module). The lab keeps the originals on the page.
    public var original: OriginalColor? { nil }
    #else
    public var original: OriginalColor?
    #endif

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = min(max(alpha, 0), 1)
        #if !hasFeature(Embedded)
        self.original = nil
        #endif
    }

    /// Parses `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` (case-insensitive).
    public init(hex: String) throws(ColorParseError) {
        guard UTF8Text.hasPrefix(hex, "#") else { throw .missingHash(hex) }
        let digits = Array(hex.utf8.dropFirst())
        var values: [UInt8] = []
        values.reserveCapacity(digits.count)
        for digit in digits {
            guard let value = Color.hexValue(digit) else { throw .invalidDigit(hex) }
            values.append(value)
        }
        switch values.count {
        case 3, 4:
            let expanded = values.map { $0 << 4 | $0 }
            self.init(red: expanded[0], green: expanded[1], blue: expanded[2],
                      alpha: values.count == 4 ? Double(expanded[3]) / 255 : 1)
        case 6, 8:
            let bytes = stride(from: 0, to: values.count, by: 2).map { values[$0] << 4 | values[$0 + 1] }
            self.init(red: bytes[0], green: bytes[1], blue: bytes[2],
                      alpha: values.count == 8 ? Double(bytes[3]) / 255 : 1)
        default:
            throw .wrongLength(hex)
        }
    }

    /// The same color at another opacity ("accent at 12%"), its original
    /// kept (at that opacity).
    public func opacity(_ alpha: Double) -> Color {
        var copy = Color(red: red, green: green, blue: blue, alpha: alpha)
        #if !hasFeature(Embedded)
        if var original {
            original.alpha = copy.alpha
            copy.original = original
        }
        #endif
        return copy
    }

    /// The color at full opacity.
    public var opaque: Color { opacity(1) }

    public var isOpaque: Bool { alpha >= 1 }

    /// `#RRGGBB`, uppercase, ignoring alpha.
    public var hexRGB: String {
        Color.hexString([red, green, blue])
    }

    /// `#RRGGBB` when opaque, else `#RRGGBBAA` with alpha rounded to 8 bits.
    public var hex: String {
        isOpaque ? hexRGB : Color.hexString([red, green, blue, UInt8((alpha * 255).rounded())])
    }

    /// The value written into CSS: `#RRGGBB`, `#RRGGBBAA` when the alpha is an
    /// exact 8-bit value, else `rgb(r g b / a%)` so the browser paints the
    /// spec's exact opacity.
    public var css: String {
        if isOpaque { return hexRGB }
        let scaled = alpha * 255
        if abs(scaled - scaled.rounded()) < 1e-9 { return hex }
        return "rgb(\(red) \(green) \(blue) / \(NumberFormat.decimal(alpha * 100, maxFractionDigits: 2))%)"
    }

    public var description: String { css }

    private static func hexValue(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private static let digitBytes = Array("0123456789ABCDEF".utf8)

    /// `#` and two hex digits per value, written as bytes (colors are
    /// formatted for every CSS declaration and report row).
    private static func hexString(_ values: [UInt8]) -> String {
        var bytes: [UInt8] = [UInt8(ascii: "#")]
        bytes.reserveCapacity(1 + 2 * values.count)
        for value in values {
            bytes.append(digitBytes[Int(value >> 4)])
            bytes.append(digitBytes[Int(value & 0xF)])
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Why a string is not a color.
public enum ColorParseError: Error, Equatable, Sendable, CustomStringConvertible {
    case missingHash(String)
    case invalidDigit(String)
    case wrongLength(String)

    public var description: String {
        switch self {
        case .missingHash(let text):
            "expected a hex color starting with '#', found '\(text)'"
        case .invalidDigit(let text):
            "expected hexadecimal digits 0-9 and A-F in a color, found '\(text)'"
        case .wrongLength(let text):
            "expected a color of 3, 4, 6 or 8 hex digits, found '\(text)'"
        }
    }
}

extension Color {
    public static let white = Color(red: 255, green: 255, blue: 255)
    public static let black = Color(red: 0, green: 0, blue: 0)
}
