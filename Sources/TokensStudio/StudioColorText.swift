import DTCG

/// Reads the color values Tokens Studio files hold: hex (`#rgb`, `#rgba`,
/// `#rrggbb`, `#rrggbbaa`), `rgb()`/`rgba()` (also Tokens Studio's
/// `rgba(#000000, 0.5)`), `hsl()`/`hsla()`, CSS `color(space c1 c2 c3)`,
/// `transparent`, and DTCG color objects.
enum StudioColorText {
    struct Failure: Error, Equatable {
        var message: String
    }

    static func parse(_ text: String) throws(Failure) -> DTCGColor {
        let trimmed = text.trimmingSpaces
        let lowered = trimmed.lowercased()
        if trimmed.hasPrefix("#") { return try hex(trimmed) }
        if lowered == "transparent" {
            return DTCGColor(colorSpace: "srgb", components: [0, 0, 0], alpha: 0, hex: "#000000")
        }
        guard let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") else {
            throw Failure(message: "expected a color (#rrggbb, rgb(), rgba(), hsl(), hsla()), found '\(DTCGNode.shortened(trimmed))'")
        }
        let name = String(lowered[..<open]).trimmingSpaces
        let inner = String(trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)])
        switch name {
        case "rgb", "rgba": return try rgb(inner, name: name)
        case "hsl", "hsla": return try hsl(inner, name: name)
        case "color": return try colorFunction(inner)
        default:
            throw Failure(message: "'\(name)()' is not a color function Tokens Studio reads (rgb, rgba, hsl, hsla)")
        }
    }

    /// A DTCG color object: `{"colorSpace": "srgb", "components": [...], "alpha": 1}`.
    static func object(_ json: JSONValue) throws(Failure) -> DTCGColor {
        guard let space = json["colorSpace"]?.stringValue else {
            throw Failure(message: "a color object needs \"colorSpace\" and \"components\"")
        }
        guard DTCGColor.colorSpaces.contains(space) else {
            throw Failure(message: "'\(space)' is not a color space (\(DTCGColor.colorSpaces.joined(separator: ", ")))")
        }
        guard case .array(let values)? = json["components"], values.count == 3 else {
            throw Failure(message: "a color object's \"components\" must be a list of 3 numbers")
        }
        var components: [Double] = []
        var none = Set<Int>()
        for (index, value) in values.enumerated() {
            if let number = value.numberValue {
                components.append(number)
            } else if value.stringValue == "none" {
                components.append(0)
                none.insert(index)
            } else {
                throw Failure(message: "a color object's \"components\" must be numbers or \"none\"")
            }
        }
        let alpha = json["alpha"]?.numberValue ?? 1
        return DTCGColor(colorSpace: space, components: components, alpha: alpha,
                         hex: json["hex"]?.stringValue, noneComponents: none)
    }

    /// The text a reference inside a string is replaced with: hex for an
    /// 8-bit sRGB color, else `color(space c1 c2 c3 / alpha)`.
    static func text(_ color: DTCGColor) -> String {
        if color.colorSpace == "srgb", color.noneComponents.isEmpty,
           color.components.allSatisfy({ ($0 * 255).rounded() == $0 * 255 && $0 >= 0 && $0 <= 1 }) {
            let bytes = color.components.map { UInt8(($0 * 255).rounded()) }
            let text = "#" + bytes.map(hexByte).joined()
            if color.alpha < 1 {
                let alpha = (color.alpha * 255).rounded()
                if alpha / 255 == color.alpha { return text + hexByte(UInt8(alpha)) }
                return "color(srgb \(bytes.map { number(Double($0) / 255) }.joined(separator: " ")) / \(number(color.alpha)))"
            }
            return text
        }
        let components = color.components.indices.map { color.noneComponents.contains($0) ? "none" : number(color.components[$0]) }
        let alpha = color.alpha < 1 ? " / \(number(color.alpha))" : ""
        return "color(\(color.colorSpace) \(components.joined(separator: " "))\(alpha))"
    }

    static func srgb(bytes: [UInt8], alpha: Double) -> DTCGColor {
        DTCGColor(colorSpace: "srgb", components: bytes.map { Double($0) / 255 }, alpha: alpha,
                  hex: "#" + bytes.map(hexByte).joined())
    }

    // MARK: - Forms

    private static func hex(_ text: String) throws(Failure) -> DTCGColor {
        let digits = Array(text.dropFirst())
        guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else {
            throw Failure(message: "'\(DTCGNode.shortened(text))' is not a hex color (#rgb, #rgba, #rrggbb or #rrggbbaa)")
        }
        let pairs: [String] = digits.count <= 4 ? digits.map { String([$0, $0]) }
            : stride(from: 0, to: digits.count, by: 2).map { String(digits[$0..<$0 + 2]) }
        let bytes = pairs.map { UInt8($0, radix: 16) ?? 0 }
        return srgb(bytes: Array(bytes.prefix(3)), alpha: bytes.count == 4 ? Double(bytes[3]) / 255 : 1)
    }

    /// `rgb(255, 0, 0)`, `rgba(255, 0, 0, 0.5)`, `rgb(100% 0% 0% / 50%)`,
    /// `rgba(#ff0000, 0.5)`.
    private static func rgb(_ inner: String, name: String) throws(Failure) -> DTCGColor {
        let arguments = try StudioColorText.arguments(inner, name: name)
        if arguments.channels.count == 1 {
            // Tokens Studio's rgba(color, alpha): the color with that alpha.
            var color: DTCGColor
            do throws(Failure) {
                color = try parse(arguments.channels[0])
            } catch {
                throw Failure(message: "\(name)() takes 3 channels and an optional alpha, or a color and an alpha (\(name)(#000000, 0.5)); found '\(DTCGNode.shortened(inner.trimmingSpaces))'")
            }
            if let alpha = arguments.alpha { color.alpha = try self.alpha(alpha, in: name) }
            return color
        }
        guard arguments.channels.count == 3 else {
            throw Failure(message: "\(name)() takes 3 channels and an optional alpha, found \(arguments.channels.count) values")
        }
        var components: [Double] = []
        for channel in arguments.channels {
            if channel.hasSuffix("%"), let value = Double(channel.dropLast()) {
                components.append(value / 100)
            } else if let value = Double(channel) {
                components.append(value / 255)
            } else {
                throw Failure(message: "\(name)()'s channels must be numbers 0 to 255 or percentages, found '\(channel)'")
            }
        }
        let alpha = try arguments.alpha.map { (text: String) throws(Failure) -> Double in try self.alpha(text, in: name) } ?? 1
        let bytes = components.map { ($0 * 255).rounded() }
        let exact = zip(bytes, components).allSatisfy { $0 / 255 == $1 } && components.allSatisfy { (0...1).contains($0) }
        return DTCGColor(colorSpace: "srgb", components: components, alpha: alpha,
                         hex: exact ? "#" + bytes.map { hexByte(UInt8($0)) }.joined() : nil)
    }

    /// `hsl(210, 50%, 40%)`, `hsla(210deg 50% 40% / 0.5)`.
    private static func hsl(_ inner: String, name: String) throws(Failure) -> DTCGColor {
        let arguments = try StudioColorText.arguments(inner, name: name)
        guard arguments.channels.count == 3 else {
            throw Failure(message: "\(name)() takes hue, saturation, lightness and an optional alpha, found \(arguments.channels.count) values")
        }
        var hueText = arguments.channels[0]
        if hueText.hasSuffix("deg") { hueText.removeLast(3) }
        guard let hue = Double(hueText) else {
            throw Failure(message: "\(name)()'s hue must be a number of degrees, found '\(arguments.channels[0])'")
        }
        var percents: [Double] = []
        for channel in arguments.channels.dropFirst() {
            let digits = channel.hasSuffix("%") ? String(channel.dropLast()) : channel
            guard let value = Double(digits) else {
                throw Failure(message: "\(name)()'s saturation and lightness must be percentages, found '\(channel)'")
            }
            percents.append(value)
        }
        let alpha = try arguments.alpha.map { (text: String) throws(Failure) -> Double in try self.alpha(text, in: name) } ?? 1
        return DTCGColor(colorSpace: "hsl", components: [hue, percents[0], percents[1]], alpha: alpha)
    }

    /// `color(display-p3 0.5 0.2 0.1 / 0.5)`.
    private static func colorFunction(_ inner: String) throws(Failure) -> DTCGColor {
        let arguments = try StudioColorText.arguments(inner, name: "color")
        guard arguments.channels.count == 4 else {
            throw Failure(message: "color() takes a color space and 3 components")
        }
        let space = arguments.channels[0]
        guard DTCGColor.colorSpaces.contains(space) else {
            throw Failure(message: "'\(space)' is not a color space (\(DTCGColor.colorSpaces.joined(separator: ", ")))")
        }
        var components: [Double] = []
        var none = Set<Int>()
        for (index, text) in arguments.channels.dropFirst().enumerated() {
            if text == "none" { components.append(0); none.insert(index); continue }
            guard let value = Double(text) else { throw Failure(message: "color()'s components must be numbers, found '\(text)'") }
            components.append(value)
        }
        let alpha = try arguments.alpha.map { (text: String) throws(Failure) -> Double in try self.alpha(text, in: "color") } ?? 1
        return DTCGColor(colorSpace: space, components: components, alpha: alpha, noneComponents: none)
    }

    /// The channels and alpha of `a, b, c, d` or `a b c / d`.
    private static func arguments(_ inner: String, name: String) throws(Failure) -> (channels: [String], alpha: String?) {
        let trimmed = inner.trimmingSpaces
        if trimmed.contains(",") {
            var parts = trimmed.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
            guard !parts.contains(where: \.isEmpty) else { throw Failure(message: "\(name)() has an empty value between commas") }
            // rgba(#000, 0.5): the color, then the alpha.
            if parts.count == 2 { return ([parts[0]], parts[1]) }
            let alpha = parts.count == 4 ? parts.removeLast() : nil
            return (parts, alpha)
        }
        let halves = trimmed.split(separator: "/", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
        guard halves.count <= 2 else { throw Failure(message: "\(name)() has more than one '/'") }
        let channels = halves[0].split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init)
        return (channels, halves.count == 2 ? halves[1] : nil)
    }

    private static func alpha(_ text: String, in name: String) throws(Failure) -> Double {
        if text.hasSuffix("%"), let value = Double(text.dropLast()) { return min(max(value / 100, 0), 1) }
        guard let value = Double(text) else {
            throw Failure(message: "\(name)()'s alpha must be a number from 0 to 1 or a percentage, found '\(text)'")
        }
        return min(max(value, 0), 1)
    }

    private static func hexByte(_ byte: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }

    private static func number(_ value: Double) -> String {
        JSONValue.number(value)
    }
}

extension String {
    /// Without leading and trailing spaces, tabs and line breaks.
    var trimmingSpaces: String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return String(text)
    }
}
