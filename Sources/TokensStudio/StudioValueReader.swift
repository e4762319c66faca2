import Basics
import DTCG

/// Reads one token's value, its references already replaced, as its
/// Tokens Studio type: math computed, units read, colors parsed and
/// modified. Problems are reported at `node` (or the property's node).
struct StudioValueReader {
    /// A value read: its DTCG type and value, the JSON references to the
    /// token are replaced with, and what to keep under the token's
    /// `$extensions["studio.tokens"]` (typography properties DTCG has no
    /// place for).
    struct Typed {
        var type: DTCGType
        var value: DTCGValue
        var json: JSONValue
        var studioExtensions: [(String, JSONValue)]? = nil
    }

    let token: StudioRawToken
    var diagnostics: StudioDiagnostics

    mutating func read(_ json: JSONValue, as type: StudioType, at node: DTCGNode, modifier: StudioColorModifier?) -> Typed? {
        if type.isDimension {
            return dimensionOrText(json, at: node, allowingOtherUnits: true)
        }
        switch type {
        case .color:
            if let text = json.stringValue, text.lowercased().contains("gradient(") {
                return Typed(type: .gradient, value: .other(json), json: json)
            }
            guard var color = color(json, at: node) else { return nil }
            if let alphaNode = token.alpha {
                guard let alpha = alphaNode.number, (0...1).contains(alpha) else {
                    diagnostics.error("\"alpha\" beside a color's value must be a number from 0 to 1, found \(alphaNode.described)", at: alphaNode)
                    return nil
                }
                color.alpha *= alpha
            }
            if let modifier { color = modifier.apply(to: color) }
            return Typed(type: .color, value: .color(color), json: StudioValueReader.json(color))
        case .opacity:
            guard let value = number(json, at: node, percentIsFraction: true, what: "an opacity (0 to 1, or a percentage)") else { return nil }
            return Typed(type: .number, value: .number(value), json: .number(value))
        case .number:
            guard let value = number(json, at: node, percentIsFraction: false, what: "a number") else { return nil }
            return Typed(type: .number, value: .number(value), json: .number(value))
        case .fontWeights:
            guard let weight = fontWeight(json, at: node) else { return nil }
            var typed = Typed(type: .fontWeight, value: .fontWeight(weight.weight), json: json)
            if let style = weight.style { typed.studioExtensions = [("fontStyle", .string(style))] }
            return typed
        case .fontFamilies:
            guard let names = fontFamily(json, at: node) else { return nil }
            return Typed(type: .fontFamily, value: .fontFamily(names), json: json)
        case .lineHeights:
            return lineHeight(json, at: node)
        case .typography:
            return typography(json, at: node)
        case .boxShadow:
            guard let shadows = shadows(json, at: node) else { return nil }
            return Typed(type: .shadow, value: .shadow(shadows), json: json)
        case .border:
            return border(json, at: node)
        case .boolean:
            if let value = json.boolValue ?? (json.stringValue == "true" ? true : json.stringValue == "false" ? false : nil) {
                return Typed(type: .other, value: .other(.bool(value)), json: .bool(value))
            }
            diagnostics.error("a boolean token's value must be true or false, found \(StudioValueReader.described(json))", at: node)
            return nil
        case .composition:
            diagnostics.warning("'\(token.name)' is a composition token: Tokens Studio applies its properties to Figma layers; it is read as its properties' values, not shown as one value", file: token.file, at: token.location)
            return Typed(type: .other, value: .other(json), json: json)
        case .duration, .cubicBezier, .strokeStyle, .transition, .gradient:
            let type = DTCGType(rawValue: typeName(type)) ?? .other
            return Typed(type: type, value: .other(json), json: json)
        default:
            // text, textCase, textDecoration, asset, other.
            return Typed(type: .other, value: .other(json), json: json)
        }
    }

    private func typeName(_ type: StudioType) -> String { type.rawValue }

    // MARK: - Numbers and dimensions

    /// A distance: one value in px (a plain number is px, as Tokens
    /// Studio's px transform reads it) or rem is a DTCG dimension; other
    /// units (`%`, `em`, `vw`) and several values (`8px 16px`) are kept as
    /// their text.
    mutating func dimensionOrText(_ json: JSONValue, at node: DTCGNode, allowingOtherUnits: Bool) -> Typed? {
        guard let quantities = quantities(json, at: node, what: "a dimension such as 16, 16px or 1rem") else { return nil }
        let text = quantities.map(\.text).joined(separator: " ")
        if quantities.count == 1, let dimension = StudioValueReader.dimension(quantities[0]) {
            return Typed(type: .dimension, value: .dimension(dimension), json: .string(dimension.unit == "px" && quantities[0].unit == nil ? text + "px" : text))
        }
        return Typed(type: .dimension, value: .other(.string(text)), json: .string(text))
    }

    /// A px or rem dimension; nil for another unit.
    static func dimension(_ quantity: StudioMath.Quantity) -> DTCGDimension? {
        switch quantity.unit {
        case nil, "px"?: DTCGDimension(value: quantity.value, unit: "px")
        case "rem"?: DTCGDimension(value: quantity.value, unit: "rem")
        default: nil
        }
    }

    /// One dimension in px or rem, for a composite's property.
    mutating func dimension(_ json: JSONValue, at node: DTCGNode, what: String) -> DTCGDimension? {
        guard let quantities = quantities(json, at: node, what: what) else { return nil }
        guard quantities.count == 1, let dimension = StudioValueReader.dimension(quantities[0]) else {
            diagnostics.error("expected \(what) in px or rem, found '\(quantities.map(\.text).joined(separator: " "))'", at: node)
            return nil
        }
        return dimension
    }

    /// The values of a number or of text with math (`{space.base} * 2`).
    mutating func quantities(_ json: JSONValue, at node: DTCGNode, what: String) -> [StudioMath.Quantity]? {
        if let number = json.numberValue { return [StudioMath.Quantity(value: number, unit: nil)] }
        guard let text = json.stringValue else {
            diagnostics.error("expected \(what), found \(StudioValueReader.described(json))", at: node)
            return nil
        }
        do throws(StudioMath.Failure) {
            return try StudioMath.evaluate(text)
        } catch {
            if StudioMath.isExpression(text) {
                diagnostics.error("cannot compute '\(DTCGNode.shortened(text))': \(error.message)", at: node)
            } else {
                diagnostics.error("expected \(what), found '\(DTCGNode.shortened(text))'", at: node)
            }
            return nil
        }
    }

    mutating func number(_ json: JSONValue, at node: DTCGNode, percentIsFraction: Bool, what: String) -> Double? {
        guard let quantities = quantities(json, at: node, what: what) else { return nil }
        guard quantities.count == 1 else {
            diagnostics.error("expected \(what), found several values: '\(quantities.map(\.text).joined(separator: " "))'", at: node)
            return nil
        }
        switch quantities[0].unit {
        case nil, "px"?: return quantities[0].value
        case "%"? where percentIsFraction: return StudioMath.rounded(quantities[0].value / 100, digits: 6)
        default:
            diagnostics.error("expected \(what), found '\(quantities[0].text)'", at: node)
            return nil
        }
    }

    /// A standalone line height: a multiple (`1.5`, `150%`), a distance
    /// (`24px`), or `AUTO`/`normal` kept as text.
    mutating func lineHeight(_ json: JSONValue, at node: DTCGNode) -> Typed? {
        if let text = json.stringValue, ["auto", "normal"].contains(text.lowercased()) {
            return Typed(type: .other, value: .other(json), json: json)
        }
        guard let quantities = quantities(json, at: node, what: "a line height such as 1.5, 150% or 24px") else { return nil }
        guard quantities.count == 1 else {
            diagnostics.error("expected one line height, found '\(quantities.map(\.text).joined(separator: " "))'", at: node)
            return nil
        }
        let quantity = quantities[0]
        switch quantity.unit {
        case nil: return Typed(type: .number, value: .number(quantity.value), json: .number(quantity.value))
        case "%"?:
            let multiple = StudioMath.rounded(quantity.value / 100, digits: 6)
            return Typed(type: .number, value: .number(multiple), json: .string(quantity.text))
        default:
            if let dimension = StudioValueReader.dimension(quantity) {
                return Typed(type: .dimension, value: .dimension(dimension), json: .string(quantity.text))
            }
            return Typed(type: .dimension, value: .other(.string(quantity.text)), json: .string(quantity.text))
        }
    }

    // MARK: - Fonts

    /// CSS's weight names and the numbers they stand for.
    static let weightNames: [String: Int] = [
        "thin": 100, "hairline": 100, "extralight": 200, "ultralight": 200, "light": 300,
        "regular": 400, "normal": 400, "book": 400, "medium": 500, "semibold": 600, "demibold": 600,
        "bold": 700, "extrabold": 800, "ultrabold": 800, "black": 900, "heavy": 900,
        "extrablack": 950, "ultrablack": 950,
    ]

    /// `700`, `"700"`, `"Bold"`, `"Semi Bold"`, `"Regular Italic"` (the
    /// style is returned beside the weight).
    mutating func fontWeight(_ json: JSONValue, at node: DTCGNode) -> (weight: Int, style: String?)? {
        if let number = json.numberValue ?? json.stringValue.flatMap({ Double($0.trimmingSpaces) }) {
            guard number == number.rounded(), (1...1000).contains(number) else {
                diagnostics.error("a font weight must be a whole number from 1 to 1000, found \(JSONValue.number(number))", at: node)
                return nil
            }
            return (Int(number), nil)
        }
        guard let text = json.stringValue else {
            diagnostics.error("expected a font weight (400, \"Bold\"), found \(StudioValueReader.described(json))", at: node)
            return nil
        }
        var words = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "_" }).map(String.init)
        var style: String?
        if let last = words.last, last == "italic" || last == "oblique" {
            style = last
            words.removeLast()
        }
        let key = words.joined()
        if let weight = StudioValueReader.weightNames[key.isEmpty ? "regular" : key] { return (weight, style) }
        var message = "'\(text)' is not a font weight (a number from 1 to 1000, or a name such as Regular or Bold)"
        if let suggestion = EditDistance.suggestion(for: key, among: StudioValueReader.weightNames.keys.sorted()) {
            message += "; did you mean '\(suggestion)'?"
        }
        diagnostics.error(message, at: node)
        return nil
    }

    /// `"Inter, sans-serif"` or `["Inter", "sans-serif"]`.
    mutating func fontFamily(_ json: JSONValue, at node: DTCGNode) -> [String]? {
        if let text = json.stringValue {
            let names = text.split(separator: ",").map { String($0).trimmingSpaces }
                .map { $0.count >= 2 && ($0.hasPrefix("'") && $0.hasSuffix("'") || $0.hasPrefix("\"") && $0.hasSuffix("\"")) ? String($0.dropFirst().dropLast()) : $0 }
                .filter { !$0.isEmpty }
            if !names.isEmpty { return names }
        }
        if case .array(let values) = json {
            let names = values.compactMap(\.stringValue)
            if names.count == values.count, !names.isEmpty { return names }
        }
        diagnostics.error("expected a font family name or a list of names, found \(StudioValueReader.described(json))", at: node)
        return nil
    }

    // MARK: - Composites

    /// A typography object: fontFamily, fontSize and fontWeight make a
    /// DTCG text style (without one, the object is kept as `.other`, with
    /// a warning);
    /// lineHeight (a multiple, a percentage, px, or AUTO), letterSpacing
    /// (px, rem or a percentage of the font size); paragraphSpacing,
    /// paragraphIndent, textCase, textDecoration and a weight's style are
    /// kept under `$extensions["studio.tokens"].typography`.
    mutating func typography(_ json: JSONValue, at node: DTCGNode) -> Typed? {
        guard case .object(let members) = json else {
            diagnostics.error("a typography token's value must be an object (fontFamily, fontSize, fontWeight, ...), found \(StudioValueReader.described(json))", at: node)
            return nil
        }
        func place(_ key: String) -> DTCGNode { node[key] ?? node }
        let missing = ["fontFamily", "fontSize", "fontWeight"].filter { json[$0] == nil }
        guard missing.isEmpty else {
            // Real files leave properties out (Figma keeps the rest):
            // readable, but no type specimen.
            diagnostics.warning("a typography value without \(missing.joined(separator: " and ")) is kept as its properties, not read as a text style (which needs fontFamily, fontSize and fontWeight)", at: node)
            return Typed(type: .typography, value: .other(json), json: json)
        }
        let known: Set<String> = ["fontFamily", "fontSize", "fontWeight", "lineHeight", "letterSpacing",
                                  "paragraphSpacing", "paragraphIndent", "textCase", "textDecoration", "fontStyle"]
        for (key, _) in members where !known.contains(key) {
            var message = "a typography value has no property '\(key)' (\(known.sorted().joined(separator: ", ")))"
            if let suggestion = EditDistance.suggestion(for: key, among: known.sorted()) { message = "a typography value has no property '\(key)'; did you mean '\(suggestion)'?" }
            diagnostics.error(message, at: place(key))
            return nil
        }
        let family = fontFamily(json["fontFamily"] ?? .null, at: place("fontFamily"))
        let size = dimension(json["fontSize"] ?? .null, at: place("fontSize"), what: "a font size")
        let weight = fontWeight(json["fontWeight"] ?? .null, at: place("fontWeight"))
        guard let family, let size, let weight else { return nil }
        var typography = DTCGTypography(fontFamily: family, fontSize: size, fontWeight: weight.weight)
        var kept: [(String, JSONValue)] = []
        if let style = weight.style { kept.append(("fontStyle", .string(style))) }
        if let lineHeight = json["lineHeight"] {
            if let text = lineHeight.stringValue, ["auto", "normal"].contains(text.lowercased()) {
                kept.append(("lineHeight", lineHeight))
            } else {
                guard let quantities = quantities(lineHeight, at: place("lineHeight"), what: "a line height such as 1.5, 150% or 24px") else { return nil }
                let quantity = quantities[0]
                switch quantity.unit {
                case nil: typography.lineHeight = quantity.value
                case "%"?: typography.lineHeight = StudioMath.rounded(quantity.value / 100, digits: 6)
                case let unit? where unit == size.unit || (unit == "px" && size.unit == "px"):
                    typography.lineHeight = size.value == 0 ? nil : StudioMath.rounded(quantity.value / size.value, digits: 6)
                default:
                    diagnostics.error("a line height in \(quantity.unit ?? "") cannot be a multiple of a font size in \(size.unit): write a number (1.5) or a percentage", at: place("lineHeight"))
                    return nil
                }
            }
        }
        if let spacing = json["letterSpacing"] {
            guard let quantities = quantities(spacing, at: place("letterSpacing"), what: "a letter spacing such as 0, 1px or 5%") else { return nil }
            let quantity = quantities[0]
            switch quantity.unit {
            case "%"?: typography.letterSpacing = DTCGDimension(value: StudioMath.rounded(size.value * quantity.value / 100, digits: 6), unit: size.unit)
            case "em"?: typography.letterSpacing = DTCGDimension(value: StudioMath.rounded(size.value * quantity.value, digits: 6), unit: size.unit)
            default:
                guard let dimension = StudioValueReader.dimension(quantity) else {
                    diagnostics.error("a letter spacing must be in px, rem, em or %, found '\(quantity.text)'", at: place("letterSpacing"))
                    return nil
                }
                typography.letterSpacing = dimension
            }
        }
        for key in ["paragraphSpacing", "paragraphIndent", "textCase", "textDecoration", "fontStyle"] {
            if let value = json[key] { kept.append((key, value)) }
        }
        var typed = Typed(type: .typography, value: .typography(typography), json: json)
        if !kept.isEmpty { typed.studioExtensions = [("typography", .object(kept))] }
        return typed
    }

    /// One shadow object or a list: x, y, blur, spread, color and type
    /// (`dropShadow`, `innerShadow`); DTCG's offsetX/offsetY/inset too.
    mutating func shadows(_ json: JSONValue, at node: DTCGNode) -> [DTCGShadow]? {
        var items: [(JSONValue, DTCGNode)] = []
        if case .array(let values) = json {
            for (index, value) in values.enumerated() { items.append((value, node.elements?[safe: index] ?? node)) }
        } else {
            items = [(json, node)]
        }
        guard !items.isEmpty else {
            diagnostics.error("a box shadow's value must be a shadow object or a list of them, found an empty list", at: node)
            return nil
        }
        var shadows: [DTCGShadow] = []
        var failed = false
        for (value, place) in items {
            guard case .object = value else {
                diagnostics.error("a box shadow's value must be a shadow object (x, y, blur, spread, color) or a list of them, found \(StudioValueReader.described(value))", at: place)
                return nil
            }
            func part(_ keys: [String]) -> (JSONValue, DTCGNode)? {
                for key in keys { if let found = value[key] { return (found, place[key] ?? place) } }
                return nil
            }
            func distance(_ keys: [String]) -> DTCGDimension? {
                guard let (json, at) = part(keys) else { return DTCGDimension(value: 0, unit: "px") }
                return dimension(json, at: at, what: "a shadow's \(keys[0])")
            }
            guard let (colorJSON, colorNode) = part(["color"]) else {
                diagnostics.error("a shadow needs a \"color\"", at: place)
                failed = true
                continue
            }
            let x = distance(["x", "offsetX"]), y = distance(["y", "offsetY"])
            let blur = distance(["blur"]), spread = distance(["spread"])
            let shadowColor = color(colorJSON, at: colorNode)
            guard let x, let y, let blur, let spread, let shadowColor else { failed = true; continue }
            let inset = value["type"]?.stringValue == "innerShadow" || value["inset"]?.boolValue == true
            if let kind = value["type"]?.stringValue, kind != "innerShadow", kind != "dropShadow" {
                diagnostics.error("a shadow's \"type\" is \"dropShadow\" or \"innerShadow\", found '\(kind)'", at: place["type"] ?? place)
                failed = true
                continue
            }
            shadows.append(DTCGShadow(color: shadowColor, offsetX: x, offsetY: y, blur: blur, spread: spread, inset: inset))
        }
        return failed ? nil : shadows
    }

    /// `{color, width, style}`, read as DTCG's border: the color as a
    /// color object, the width as a dimension, the style as written.
    mutating func border(_ json: JSONValue, at node: DTCGNode) -> Typed? {
        guard case .object = json else {
            diagnostics.error("a border token's value must be an object (color, width, style), found \(StudioValueReader.described(json))", at: node)
            return nil
        }
        guard let colorJSON = json["color"], let widthJSON = json["width"] else {
            diagnostics.error("a border value needs \"color\" and \"width\"", at: node)
            return nil
        }
        let borderColor = color(colorJSON, at: node["color"] ?? node)
        let width = dimension(widthJSON, at: node["width"] ?? node, what: "a border width")
        guard let borderColor, let width else { return nil }
        let style = json["style"] ?? .string("solid")
        let value: JSONValue = .object([
            ("color", StudioValueReader.json(borderColor)),
            ("width", .object([("value", .number(width.value)), ("unit", .string(width.unit))])),
            ("style", style),
        ])
        return Typed(type: .border, value: .other(value), json: json)
    }

    // MARK: - Colors

    mutating func color(_ json: JSONValue, at node: DTCGNode) -> DTCGColor? {
        do throws(StudioColorText.Failure) {
            if let text = json.stringValue { return try StudioColorText.parse(text) }
            if case .object = json { return try StudioColorText.object(json) }
            diagnostics.error("expected a color (#rrggbb, rgb(), rgba(), hsl()), found \(StudioValueReader.described(json))", at: node)
            return nil
        } catch {
            diagnostics.error(error.message, at: node)
            return nil
        }
    }

    /// `$extensions["studio.tokens"].modify`, its references replaced.
    mutating func modifier(_ json: JSONValue, at node: DTCGNode) -> StudioColorModifier? {
        guard case .object = json else {
            diagnostics.error("a color modifier must be an object (type, value, space), found \(StudioValueReader.described(json))", at: node)
            return nil
        }
        func place(_ key: String) -> DTCGNode { node[key] ?? node }
        func choice<T: RawRepresentable & CaseIterable>(_ key: String, _ type: T.Type, what: String, required: Bool) -> T?? where T.RawValue == String {
            guard let value = json[key] else {
                if required {
                    diagnostics.error("a color modifier needs \"\(key)\" (\(T.allCases.map(\.rawValue).joined(separator: ", ")))", at: node)
                    return nil
                }
                return .some(nil)
            }
            if let text = value.stringValue, let known = T(rawValue: text) { return .some(known) }
            let text = value.stringValue ?? StudioValueReader.described(value)
            var message = "'\(text)' is not a color modifier \(what) (\(T.allCases.map(\.rawValue).joined(separator: ", ")))"
            if let suggestion = EditDistance.suggestion(for: text, among: T.allCases.map(\.rawValue)) {
                message = "'\(text)' is not a color modifier \(what); did you mean '\(suggestion)'?"
            }
            diagnostics.error(message, at: place(key))
            return nil
        }
        let kind = choice("type", StudioColorModifier.Kind.self, what: "type", required: true)
        let space = choice("space", StudioColorModifier.Space.self, what: "space", required: true)
        let format = choice("format", StudioColorModifier.Format.self, what: "format", required: false)
        var amount: Double?
        if let value = json["value"] {
            amount = number(value, at: place("value"), percentIsFraction: true, what: "a modifier amount (0 to 1)")
        } else {
            diagnostics.error("a color modifier needs a \"value\" (its amount, 0 to 1)", at: node)
        }
        guard let kind = kind ?? nil, let space = space ?? nil, let format, let amount else { return nil }
        var mixColor: DTCGColor?
        if kind == .mix {
            guard let colorJSON = json["color"] else {
                diagnostics.error("a mix modifier needs the \"color\" to mix in", at: node)
                return nil
            }
            guard let read = color(colorJSON, at: place("color")) else { return nil }
            mixColor = read
        }
        return StudioColorModifier(kind: kind, amount: amount, space: space, mixColor: mixColor, format: format)
    }

    // MARK: - Text

    /// A DTCG color object's JSON (`hex` when 8-bit sRGB).
    static func json(_ color: DTCGColor) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("colorSpace", .string(color.colorSpace)),
            ("components", .array(color.components.indices.map {
                color.noneComponents.contains($0) ? .string("none") : .number(color.components[$0])
            })),
            ("alpha", .number(color.alpha)),
        ]
        if let hex = color.hex { members.append(("hex", .string(hex))) }
        return .object(members)
    }

    /// How a message names a value: `'16px'`, `16`, `true`, `an object`.
    static func described(_ json: JSONValue) -> String {
        switch json {
        case .null: "null"
        case .bool(let value): "\(value)"
        case .number(let value): JSONValue.number(value)
        case .string(let value): "'\(DTCGNode.shortened(value))'"
        case .array: "a list"
        case .object: "an object"
        }
    }
}

extension Array {
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
