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
    /// for `srgb`). The `none` keyword reads as 0 and is listed in
    /// `noneComponents`.
    public var components: [Double]
    /// The indices of the components written `none`.
    public var noneComponents: Set<Int>
    /// 0 (transparent) to 1 (opaque); 1 when not given.
    public var alpha: Double
    /// The 6-digit `#rrggbb` fallback when given (or the digits of a hex
    /// string).
    public var hex: String?

    public init(colorSpace: String, components: [Double], alpha: Double = 1, hex: String? = nil,
                noneComponents: Set<Int> = []) {
        self.colorSpace = colorSpace
        self.components = components
        self.noneComponents = noneComponents
        self.alpha = alpha
        self.hex = hex
    }

    /// The color as our 8-bit sRGB Color, alpha kept exact: `srgb`
    /// components rounded to 8 bits; a color in another space converted as
    /// CSS Color 4 does, gamut-mapped when outside sRGB, and kept as
    /// `Color.original`. Nil for an unknown space or not 3 components.
    public var srgb: Color? {
        guard components.count == 3, let space = ColorSpace(rawValue: colorSpace) else { return nil }
        if space == .srgb {
            let bytes = components.map { UInt8((min(max($0, 0), 1) * 255).rounded()) }
            return Color(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: alpha)
        }
        return original?.displayed
    }

    /// The color in its own space, `none` kept; nil for `srgb` (which the
    /// 8-bit Color holds) and for an unknown space.
    public var original: OriginalColor? {
        guard components.count == 3, let space = ColorSpace(rawValue: colorSpace), space != .srgb else { return nil }
        return OriginalColor(space: space,
                             components: components.indices.map { noneComponents.contains($0) ? nil : components[$0] },
                             alpha: alpha)
    }

    /// The DTCG form of a color read in another space.
    public init(_ original: OriginalColor, hex: String? = nil) {
        self.init(colorSpace: original.space.rawValue,
                  components: original.components.map { $0 ?? 0 },
                  alpha: original.alpha, hex: hex,
                  noneComponents: Set(original.components.indices.filter { original.components[$0] == nil }))
    }

    /// The color spaces of the Color Module 2025.10, each with three
    /// components.
    public static let colorSpaces = ColorSpace.allCases.map(\.rawValue)

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
            ("components", .array(components.indices.map {
                noneComponents.contains($0) ? .string("none") : .number(components[$0])
            })),
            ("alpha", .number(alpha)),
        ]
        if let hex { members.append(("hex", .string(hex))) }
        return .object(members)
    }
}
