/// Reads a color as a person types it: `#RGB`, `#RRGGBB`, `#RRGGBBAA`,
/// `rgb()`/`rgba()` (commas or spaces, numbers or percentages, alpha after
/// a comma or a slash), `oklch(L C H [/ A])` and `color(display-p3 R G B
/// [/ A])` or `color(srgb …)`. Colors outside sRGB are brought into it by
/// `OKLCH.gamutMapped(alpha:)`, as every derived color is. Shared by the
/// build and the theme lab's engine, so both read the same text the same way.
public enum ColorText {
    /// The color `text` names (leading and trailing spaces ignored). With
    /// `keepingOriginal`, an `oklch()` or `color(display-p3 …)` color keeps
    /// what was written as its `original` (the build's theme files; the theme
    /// lab's engine works in sRGB and keeps none).
    public static func parse(_ text: String, keepingOriginal: Bool = false) throws(ColorTextError) -> Color {
        var scanner = Scanner(bytes: Array(text.utf8))
        scanner.skipSpaces()
        guard !scanner.atEnd else { throw scanner.error("a color such as #2596BE, rgb(37 150 190) or oklch(0.62 0.11 222)") }
        let color: Color
        if scanner.peek == UInt8(ascii: "#") {
            let start = scanner.position
            while let byte = scanner.peek, !isSpace(byte) { scanner.position += 1 }
            let hex = String(decoding: scanner.bytes[start..<scanner.position], as: UTF8.self)
            do {
                color = try Color(hex: hex)
            } catch {
                throw ColorTextError(column: start + 1, message: error.description)
            }
        } else {
            let nameStart = scanner.position
            let name = ASCIICase.lowercased(scanner.word())
            guard scanner.peek == UInt8(ascii: "(") else {
                scanner.position = nameStart
                throw scanner.error("a hex color starting with '#' or rgb(), oklch() or color()")
            }
            scanner.position += 1
            // Keywords compared by bytes (`UTF8Text`), not String's Unicode equality.
            if UTF8Text.equal(name, "rgb") || UTF8Text.equal(name, "rgba") {
                color = try rgb(&scanner)
            } else if UTF8Text.equal(name, "oklch") {
                color = try oklch(&scanner, keepingOriginal: keepingOriginal)
            } else if UTF8Text.equal(name, "color") {
                color = try colorFunction(&scanner, keepingOriginal: keepingOriginal)
            } else {
                scanner.position = nameStart
                throw scanner.error("rgb(), rgba(), oklch() or color()")
            }
        }
        scanner.skipSpaces()
        guard scanner.atEnd else { throw scanner.error("the end of the color") }
        return color
    }

    /// `rgb(r g b [/ a])` or `rgb(r, g, b[, a])`, after the parenthesis.
    static func rgb(_ scanner: inout Scanner) throws(ColorTextError) -> Color {
        let (values, alpha) = try arguments(&scanner, count: 3, allowCommas: true, what: "a channel from 0 to 255 or a percentage")
        func channel(_ value: Argument) -> UInt8 {
            let scaled = value.isPercentage ? value.fraction * 255 : value.number
            return UInt8(min(max(scaled, 0), 255).rounded())
        }
        return Color(red: channel(values[0]), green: channel(values[1]), blue: channel(values[2]), alpha: alpha)
    }

    /// `oklch(L C H [/ A])`: L from 0 to 1 or 0% to 100%, C (100% is 0.4),
    /// H in degrees (or with `deg`, `rad`, `grad`, `turn`).
    static func oklch(_ scanner: inout Scanner, keepingOriginal: Bool = false) throws(ColorTextError) -> Color {
        let (values, alpha) = try arguments(&scanner, count: 3, allowCommas: false, what: "a number or a percentage")
        let lightness = values[0].fraction
        let chroma = max(values[1].isPercentage ? values[1].fraction * 0.4 : values[1].number, 0)
        var hue = values[2].number.truncatingRemainder(dividingBy: 360)
        if hue < 0 { hue += 360 }
        var color = OKLCH(lightness: lightness, chroma: chroma, hue: hue).gamutMapped(alpha: alpha)
        #if !hasFeature(Embedded)
        if keepingOriginal { color.original = OriginalColor(space: .oklch, components: [lightness, chroma, hue], alpha: alpha) }
        #endif
        return color
    }

    /// `color(display-p3 r g b [/ a])` or `color(srgb r g b [/ a])`,
    /// channels from 0 to 1 or percentages.
    static func colorFunction(_ scanner: inout Scanner, keepingOriginal: Bool = false) throws(ColorTextError) -> Color {
        scanner.skipSpaces()
        let spaceStart = scanner.position
        let space = ASCIICase.lowercased(scanner.word())
        let isSRGB = UTF8Text.equal(space, "srgb")
        guard isSRGB || UTF8Text.equal(space, "display-p3") else {
            scanner.position = spaceStart
            throw scanner.error("the color space display-p3 or srgb")
        }
        let (values, alpha) = try arguments(&scanner, count: 3, allowCommas: false, what: "a channel from 0 to 1 or a percentage")
        let channels = values.map { $0.fraction }
        if isSRGB {
            func channel(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
            return Color(red: channel(channels[0]), green: channel(channels[1]), blue: channel(channels[2]), alpha: alpha)
        }
        let r = decode(channels[0]), g = decode(channels[1]), b = decode(channels[2])
        // Linear Display P3 to linear sRGB (both D65), CSS Color 4's matrices multiplied.
        let lab = OKLab(linearRed: 1.2249401762805598 * r - 0.22494017628055996 * g,
                        linearGreen: -0.04205695470968816 * r + 1.0420569547096881 * g,
                        linearBlue: -0.019637554590334432 * r - 0.07863604555063188 * g + 1.0982736001409663 * b)
        var color = OKLCH(lab).gamutMapped(alpha: alpha)
        #if !hasFeature(Embedded)
        if keepingOriginal { color.original = OriginalColor(space: .displayP3, components: channels.map { $0 }, alpha: alpha) }
        #endif
        return color
    }

    /// The sRGB (and Display P3) transfer function, extended to negative values.
    static func decode(_ value: Double) -> Double {
        let magnitude = abs(value)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : PortableMath.pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -linear : linear
    }

    struct Argument {
        /// The number as written (a percentage's without the sign).
        var number: Double
        /// A percentage as a fraction (`30%` is exactly the double 0.3).
        var fraction: Double
        var isPercentage: Bool

        init(number: Double, fraction: Double? = nil, isPercentage: Bool) {
            self.number = number
            self.fraction = fraction ?? number
            self.isPercentage = isPercentage
        }
    }

    /// `count` values, then an optional alpha, then `)`. With `allowCommas`,
    /// the values may instead be separated by commas, the alpha too.
    static func arguments(_ scanner: inout Scanner, count: Int, allowCommas: Bool,
                          what: String) throws(ColorTextError) -> ([Argument], Double) {
        var values: [Argument] = []
        var commas: Bool?
        while values.count < count {
            scanner.skipSpaces()
            if !values.isEmpty {
                let comma = scanner.peek == UInt8(ascii: ",")
                if commas == nil { commas = allowCommas && comma }
                if commas == true {
                    guard comma else { throw scanner.error("',' between the values") }
                    scanner.position += 1
                    scanner.skipSpaces()
                } else if comma {
                    throw scanner.error(allowCommas ? "spaces between the values, as before" : "a space between the values, not ','")
                }
            }
            values.append(try value(&scanner, what: what, angle: values.count == 2))
        }
        scanner.skipSpaces()
        var alpha = 1.0
        let separator = commas == true ? UInt8(ascii: ",") : UInt8(ascii: "/")
        if scanner.peek == separator {
            scanner.position += 1
            scanner.skipSpaces()
            let value = try value(&scanner, what: "an alpha from 0 to 1 or a percentage", angle: false)
            alpha = value.fraction
            scanner.skipSpaces()
        }
        guard scanner.peek == UInt8(ascii: ")") else {
            throw scanner.error(alpha == 1 && commas != true ? "')' or '/' and an alpha" : "')'")
        }
        scanner.position += 1
        return (values, min(max(alpha, 0), 1))
    }

    /// A number, a percentage, `none` (0), or with `angle` a hue with its unit.
    static func value(_ scanner: inout Scanner, what: String, angle: Bool) throws(ColorTextError) -> Argument {
        let start = scanner.position
        if UTF8Text.equal(ASCIICase.lowercased(scanner.word()), "none") { return Argument(number: 0, isPercentage: false) }
        scanner.position = start
        guard let parsed = scanner.number() else { throw scanner.error(what) }
        if scanner.peek == UInt8(ascii: "%") {
            scanner.position += 1
            return Argument(number: parsed.value(), fraction: parsed.value(percent: true), isPercentage: true)
        }
        let number = parsed.value()
        let unitStart = scanner.position
        let unit = ASCIICase.lowercased(scanner.word())
        guard !unit.isEmpty else { return Argument(number: number, isPercentage: false) }
        guard angle else {
            scanner.position = unitStart
            throw scanner.error("a number or a percentage")
        }
        if UTF8Text.equal(unit, "deg") { return Argument(number: number, isPercentage: false) }
        if UTF8Text.equal(unit, "grad") { return Argument(number: number * 0.9, isPercentage: false) }
        if UTF8Text.equal(unit, "turn") { return Argument(number: number * 360, isPercentage: false) }
        if UTF8Text.equal(unit, "rad") { return Argument(number: number * 180 / .pi, isPercentage: false) }
        scanner.position = unitStart
        throw scanner.error("an angle unit: deg, rad, grad or turn")
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }

    struct Scanner {
        var bytes: [UInt8]
        var position = 0

        var atEnd: Bool { position >= bytes.count }
        var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

        mutating func skipSpaces() {
            while let byte = peek, ColorText.isSpace(byte) { position += 1 }
        }

        /// Letters, digits after the first letter, and `-`.
        mutating func word() -> String {
            let start = position
            while let byte = peek {
                let letter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
                let digit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
                guard letter || byte == UInt8(ascii: "-") && position > start || digit && position > start else { break }
                position += 1
            }
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }

        /// A CSS number: `12`, `-0.5`, `.62`, `1e-3`, read as its digits and
        /// a power of ten (`Number.value(percent:)` makes the double).
        mutating func number() -> Number? {
            let start = position
            var result = Number()
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") {
                result.negative = peek == UInt8(ascii: "-")
                position += 1
            }
            var significant = 0
            var digits = 0
            func isDigit(_ byte: UInt8?) -> Bool { byte.map { $0 >= 0x30 && $0 <= 0x39 } ?? false }
            var fraction = false
            while let byte = peek {
                if byte == UInt8(ascii: "."), !fraction, position + 1 < bytes.count, isDigit(bytes[position + 1]) {
                    fraction = true
                    position += 1
                    continue
                }
                guard isDigit(byte) else { break }
                if significant < 18 {
                    result.mantissa = result.mantissa * 10 + UInt64(byte - 0x30)
                    if result.mantissa > 0 { significant += 1 }
                    if fraction { result.scale += 1 }
                } else if !fraction {
                    result.scale -= 1
                }
                digits += 1
                position += 1
            }
            guard digits > 0 else {
                position = start
                return nil
            }
            if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
                let mark = position
                position += 1
                var exponentNegative = false
                if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") {
                    exponentNegative = peek == UInt8(ascii: "-")
                    position += 1
                }
                if isDigit(peek) {
                    var exponent = 0
                    while isDigit(peek), let byte = peek {
                        if exponent < 1000 { exponent = exponent * 10 + Int(byte - 0x30) }
                        position += 1
                    }
                    result.scale += exponentNegative ? exponent : -exponent
                } else {
                    position = mark
                }
            }
            return result
        }

        /// An error at the current position, saying what was expected and
        /// what is there.
        func error(_ expected: String) -> ColorTextError {
            var found = "the end of the text"
            if position < bytes.count {
                var end = position
                while end < bytes.count, end - position < 12, !ColorText.isSpace(bytes[end]) { end += 1 }
                found = "'" + String(decoding: bytes[position..<max(end, position + 1)], as: UTF8.self) + "'"
            }
            return ColorTextError(column: position + 1, message: "expected \(expected), found \(found)")
        }
    }

    /// A decimal number as written: its first 18 significant digits and
    /// the power of ten they are divided by.
    struct Number {
        var negative = false
        var mantissa: UInt64 = 0
        var scale = 0

        /// The double nearest to the number (divided by 100 for a
        /// percentage): one division of the digits by an exact power of ten,
        /// so `0.62` and `62%` give the literal 0.62, in the build and in
        /// the browser alike, for up to 15 significant digits.
        func value(percent: Bool = false) -> Double {
            var value = Double(mantissa)
            var scale = self.scale + (percent ? 2 : 0)
            while scale > 22 {
                value /= 1e22
                scale -= 22
            }
            while scale < -22 {
                value *= 1e22
                scale += 22
            }
            let power = ColorText.powersOfTen[scale < 0 ? -scale : scale]
            value = scale >= 0 ? value / power : value * power
            return negative ? -value : value
        }
    }

    static let powersOfTen: [Double] = [1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
                                        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22]
}

/// Why a text is not a color, and where: `column` counts bytes from 1.
public struct ColorTextError: Error, Hashable, Sendable, CustomStringConvertible {
    public var column: Int
    public var message: String

    public init(column: Int, message: String) {
        self.column = column
        self.message = message
    }

    public var description: String { "column \(column): \(message)" }
}
