import ThemeTokens

/// A color as the DTCG Color Module writes it:
/// `{"colorSpace": "srgb", "components": [0.235, 0.235, 0.263], "alpha": 0.6, "hex": "#3c3c43"}`.
///
/// Hex strings from older files (`#3C3C4399`) are read as sRGB colors with
/// the components `byte / 255`.
public struct DTCGColor: Sendable, Hashable {
    /// One of `DTCGColor.colorSpaces`, e.g. `srgb`, `display-p3`, `oklch`.
    public var colorSpace: String
    /// Three components, their ranges depending on the color space (0...1
    /// for `srgb`). The `none` keyword reads as 0.
    public var components: [Double]
    /// 0 (transparent) to 1 (opaque); 1 when not given.
    public var alpha: Double
    /// The 6-digit `#rrggbb` fallback when given (or the digits of a hex
    /// string).
    public var hex: String?

    public init(colorSpace: String, components: [Double], alpha: Double = 1, hex: String? = nil) {
        self.colorSpace = colorSpace
        self.components = components
        self.alpha = alpha
        self.hex = hex
    }

    /// The color as our 8-bit sRGB Color (components rounded to 8 bits,
    /// alpha kept exact); nil for other color spaces.
    public var srgb: Color? {
        guard colorSpace == "srgb", components.count == 3 else { return nil }
        let bytes = components.map { UInt8((min(max($0, 0), 1) * 255).rounded()) }
        return Color(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: alpha)
    }

    /// The color spaces of the Color Module 2025.10, each with three
    /// components.
    public static let colorSpaces = [
        "srgb", "srgb-linear", "hsl", "hwb", "lab", "lch", "oklab", "oklch",
        "display-p3", "a98-rgb", "prophoto-rgb", "rec2020", "xyz-d65", "xyz-d50",
    ]

    /// Color spaces whose components all run from 0 to 1.
    static let unitRangeSpaces: Set = ["srgb", "srgb-linear", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020"]

    static let properties = ["colorSpace", "components", "alpha", "hex"]

    /// Reads `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` (alpha from the last
    /// byte); nil for anything else.
    init?(hexString text: String) {
        guard let color = try? Color(hex: text) else { return nil }
        let bytes = [color.red, color.green, color.blue]
        self.init(colorSpace: "srgb",
                  components: bytes.map { Double($0) / 255 },
                  alpha: color.alpha,
                  hex: "#" + bytes.map(DTCGColor.hexByte).joined())
    }

    /// Whether `text` is a 6-digit `#rrggbb` color, as `hex` must be.
    static func isSixDigitHex(_ text: String) -> Bool {
        text.count == 7 && text.hasPrefix("#") && text.dropFirst().allSatisfy(\.isHexDigit)
    }

    private static func hexByte(_ byte: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }

    /// The object form, alpha always written.
    var json: JSONValue {
        var members: [(String, JSONValue)] = [
            ("colorSpace", .string(colorSpace)),
            ("components", .array(components.map(JSONValue.number))),
            ("alpha", .number(alpha)),
        ]
        if let hex { members.append(("hex", .string(hex))) }
        return .object(members)
    }
}
