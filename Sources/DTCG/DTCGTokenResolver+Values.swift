import Basics
import ThemeTokens
/// Reading values by type, with aliases inside composite values checked to
/// name a token of the type the place expects.
extension DTCGTokenResolver {
    static let fontWeights: [(name: String, weight: Int)] = [
        ("thin", 100), ("hairline", 100), ("extra-light", 200), ("ultra-light", 200), ("light", 300),
        ("normal", 400), ("regular", 400), ("book", 400), ("medium", 500),
        ("semi-bold", 600), ("demi-bold", 600), ("bold", 700), ("extra-bold", 800), ("ultra-bold", 800),
        ("black", 900), ("heavy", 900), ("extra-black", 950), ("ultra-black", 950),
    ]

    static let strokeStyles = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]

    /// `node` read as a value of `type`; nil when it is not one (reported).
    mutating func typed(_ node: DTCGNode, as type: DTCGType) -> DTCGValue? {
        if let path = node.aliasPath {
            guard let target = follow(path, via: node) else { return nil }
            guard target.type == type else {
                diagnostics.error("'\(node.string ?? path)' is \(target.type.article) token, but \(type.article) is expected here", at: node)
                return nil
            }
            return target.value
        }
        if node.reference != nil {
            guard let target = dereferenced(node) else { return nil }
            return typed(target, as: type)
        }
        switch type {
        case .color: return color(node).map(DTCGValue.color)
        case .dimension: return dimension(node).map(DTCGValue.dimension)
        case .fontFamily: return fontFamily(node).map(DTCGValue.fontFamily)
        case .fontWeight: return fontWeight(node).map(DTCGValue.fontWeight)
        case .duration: return duration(node).map { DTCGValue.duration(value: $0.value, unit: $0.unit) }
        case .cubicBezier: return cubicBezier(node).map(DTCGValue.cubicBezier)
        case .number: return number(node, expected: "a number").map(DTCGValue.number)
        case .shadow: return shadows(node).map(DTCGValue.shadow)
        case .typography: return typography(node).map(DTCGValue.typography)
        case .strokeStyle, .border, .transition, .gradient:
            guard checkComposite(node, as: type), let json = resolvedJSON(node) else { return nil }
            return .other(json.json)
        case .other:
            return resolvedJSON(node).map { .other($0.json) }
        }
    }

    /// The sub-value `key` of a composite value, read as `type`; nil when
    /// missing (reported when `required`) or invalid.
    private mutating func property(_ key: String, of node: DTCGNode, as type: DTCGType, in what: String, required: Bool = true) -> DTCGValue?? {
        guard let value = node[key] else {
            if required {
                diagnostics.error("\(what) is missing \"\(key)\"", at: node)
                return nil
            }
            return .some(nil)
        }
        guard let parsed = typed(value, as: type) else { return nil }
        return .some(parsed)
    }

    /// Reports keys other than `known` in a composite value.
    private mutating func checkKeys(_ node: DTCGNode, known: [String], in what: String) -> Bool {
        var valid = true
        for member in node.members ?? [] where !known.contains(member.key) {
            var message = "unknown \(what) property '\(member.key)'"
            if let suggestion = EditDistance.suggestion(for: member.key, among: known) {
                message += "; did you mean '\(suggestion)'?"
            } else {
                message += " (\(what) properties are \(known.joined(separator: ", ")))"
            }
            diagnostics.error(message, atKeyOf: member)
            valid = false
        }
        return valid
    }

    // MARK: - Simple values

    private mutating func number(_ node: DTCGNode, expected: String) -> Double? {
        guard let node = dereferenced(node) else { return nil }
        guard let value = node.number else {
            diagnostics.error("expected \(expected), found \(node.described)", at: node)
            return nil
        }
        return value
    }

    private mutating func text(_ node: DTCGNode, expected: String) -> String? {
        guard let node = dereferenced(node) else { return nil }
        guard let value = node.string else {
            diagnostics.error("expected \(expected), found \(node.described)", at: node)
            return nil
        }
        return value
    }

    private mutating func color(_ node: DTCGNode) -> DTCGColor? {
        let expected = "expected a color object {colorSpace, components} or a hex string like #2596BE"
        if let text = node.string {
            if text.hasPrefix("#"), let color = DTCGColor(hexString: text) { return color }
            diagnostics.error("\(expected), found \(node.described)", at: node)
            return nil
        }
        guard node.members != nil else {
            diagnostics.error("\(expected), found \(node.described)", at: node)
            return nil
        }
        var valid = checkKeys(node, known: DTCGColor.properties, in: "color")
        var colorSpace: String?
        if let spaceNode = node["colorSpace"] {
            if let space = text(spaceNode, expected: "'colorSpace' to be a color space such as 'srgb'") {
                if DTCGColor.colorSpaces.contains(space) {
                    colorSpace = space
                } else {
                    var message = "unknown color space '\(space)'"
                    if let suggestion = EditDistance.suggestion(for: space, among: DTCGColor.colorSpaces) {
                        message += "; did you mean '\(suggestion)'?"
                    } else {
                        message += " (color spaces: \(DTCGColor.colorSpaces.joined(separator: ", ")))"
                    }
                    diagnostics.error(message, at: spaceNode)
                }
            }
        } else {
            diagnostics.error("the color object is missing \"colorSpace\"", at: node)
        }
        var components: (values: [Double], none: Set<Int>)?
        if let list = node["components"] {
            components = self.components(list, colorSpace: colorSpace)
        } else {
            diagnostics.error("the color object is missing \"components\"", at: node)
        }
        var alpha = 1.0
        if let alphaNode = node["alpha"] {
            if let value = number(alphaNode, expected: "'alpha' to be a number from 0 to 1") {
                if (0...1).contains(value) {
                    alpha = value
                } else {
                    diagnostics.error("expected 'alpha' to be from 0 to 1, found \(JSONValue.number(value))", at: alphaNode)
                    valid = false
                }
            } else {
                valid = false
            }
        }
        var hex: String?
        if let hexNode = node["hex"] {
            if let value = text(hexNode, expected: "'hex' to be a 6-digit color like #2596be") {
                if DTCGColor.isSixDigitHex(value) {
                    hex = value
                } else {
                    diagnostics.error("expected 'hex' to be a 6-digit color like #2596be (alpha goes in \"alpha\"), found '\(value)'", at: hexNode)
                    valid = false
                }
            } else {
                valid = false
            }
        }
        guard valid, let colorSpace, let components else { return nil }
        return DTCGColor(colorSpace: colorSpace, components: components.values, alpha: alpha, hex: hex,
                         noneComponents: components.none)
    }

    private mutating func components(_ list: DTCGNode, colorSpace: String?) -> (values: [Double], none: Set<Int>)? {
        guard let list = dereferenced(list) else { return nil }
        guard let elements = list.elements else {
            diagnostics.error("expected 'components' to be a list of 3 numbers, found \(list.described)", at: list)
            return nil
        }
        let space = colorSpace.flatMap(ColorSpace.init(rawValue:))
        var values: [Double] = []
        var none = Set<Int>()
        var valid = true
        for (index, element) in elements.enumerated() {
            guard let element = dereferenced(element) else {
                valid = false
                continue
            }
            if element.string == "none" {
                none.insert(index)
                values.append(0)
            } else if let value = element.number {
                if let space, index < 3, let message = DTCGTokenResolver.rangeProblem(value, index, in: space) {
                    diagnostics.error(message, at: element)
                    valid = false
                }
                values.append(value)
            } else {
                diagnostics.error("expected a color component (a number or 'none'), found \(element.described)", at: element)
                valid = false
            }
        }
        guard valid else { return nil }
        guard values.count == 3 else {
            diagnostics.error("expected 3 components\(colorSpace.map { " for '\($0)'" } ?? ""), found \(values.count)", at: list)
            return nil
        }
        return (values, none)
    }

    /// Why `value` cannot be component `index` of a color in `space` (the
    /// DTCG Color Module's ranges), with the likely fix; nil when it can.
    static func rangeProblem(_ value: Double, _ index: Int, in space: ColorSpace) -> String? {
        guard let range = space.componentRanges[index], !range.contains(value) else { return nil }
        let name = space.componentNames[index]
        let found: String = JSONValue.number(value), low: String = JSONValue.number(range.lowerBound)
        let high: String = JSONValue.number(range.upperBound)
        let expected = range.upperBound == Double.infinity
            ? "expected \(space.rawValue) \(name) to be 0 or more, found \(found)"
            : "expected \(space.rawValue) \(name) from \(low) to \(high), found \(found)"
        switch space {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020:
            if value > 1, value <= 255 { return expected + "; divide 0-255 values by 255" }
        case .oklab, .oklch:
            if index == 0, value > 1, value <= 100 {
                let fraction: String = JSONValue.number(value / 100)
                return expected + "; \(space.rawValue) lightness is a fraction: write \(fraction) for \(found)%"
            }
        default:
            break
        }
        return expected
    }

    private mutating func dimension(_ node: DTCGNode) -> DTCGDimension? {
        guard node.members != nil else {
            var message = "expected a dimension object like {\"value\": 16, \"unit\": \"px\"}, found \(node.described)"
            if let text = node.string, let split = DTCGTokenResolver.numberAndUnit(text) {
                message += "; write {\"value\": \(split.number), \"unit\": \"\(split.unit)\"}"
            }
            diagnostics.error(message, at: node)
            return nil
        }
        return measure(node, units: DTCGDimension.units, what: "dimension").map { DTCGDimension(value: $0.value, unit: $0.unit) }
    }

    private mutating func duration(_ node: DTCGNode) -> (value: Double, unit: String)? {
        guard node.members != nil else {
            var message = "expected a duration object like {\"value\": 200, \"unit\": \"ms\"}, found \(node.described)"
            if let text = node.string, let split = DTCGTokenResolver.numberAndUnit(text) {
                message += "; write {\"value\": \(split.number), \"unit\": \"\(split.unit)\"}"
            }
            diagnostics.error(message, at: node)
            return nil
        }
        return measure(node, units: ["ms", "s"], what: "duration")
    }

    /// `{value, unit}` with `unit` one of `units`.
    private mutating func measure(_ node: DTCGNode, units: [String], what: String) -> (value: Double, unit: String)? {
        var valid = checkKeys(node, known: ["value", "unit"], in: what)
        var value: Double?
        if let valueNode = node["value"] {
            value = number(valueNode, expected: "'value' to be a number")
        } else {
            diagnostics.error("the \(what) object is missing \"value\"", at: node)
        }
        var unit: String?
        if let unitNode = node["unit"] {
            let expected = "'unit' to be " + units.map { "'\($0)'" }.joined(separator: " or ")
            if let text = text(unitNode, expected: expected) {
                if units.contains(text) {
                    unit = text
                } else {
                    diagnostics.error("expected \(expected), found '\(text)'", at: unitNode)
                    valid = false
                }
            }
        } else {
            diagnostics.error("the \(what) object is missing \"unit\"", at: node)
        }
        guard valid, let value, let unit else { return nil }
        return (value, unit)
    }

    /// `16px` as `16` and `px`.
    static func numberAndUnit(_ text: String) -> (number: String, unit: String)? {
        let number = text.prefix { $0.isNumber || $0 == "." || $0 == "-" }
        let unit = text.dropFirst(number.count)
        guard !number.isEmpty, Double(number) != nil, !unit.isEmpty, unit.allSatisfy(\.isLetter) else { return nil }
        return (String(number), String(unit))
    }

    private mutating func fontFamily(_ node: DTCGNode) -> [String]? {
        guard let node = dereferenced(node) else { return nil }
        if let name = node.string { return [name] }
        guard let elements = node.elements, !elements.isEmpty else {
            diagnostics.error("expected a font name or a list of font names, found \(node.described)", at: node)
            return nil
        }
        var names: [String] = []
        var valid = true
        for element in elements {
            if let path = element.aliasPath {
                // A font family token inside the list adds its names.
                guard let target = follow(path, via: element) else {
                    valid = false
                    continue
                }
                guard case .fontFamily(let more) = target.value else {
                    diagnostics.error("'\(element.string ?? path)' is \(target.type.article) token, but a font name is expected here", at: element)
                    valid = false
                    continue
                }
                names += more
            } else if let name = text(element, expected: "a font name") {
                names.append(name)
            } else {
                valid = false
            }
        }
        return valid ? names : nil
    }

    private mutating func fontWeight(_ node: DTCGNode) -> Int? {
        guard let node = dereferenced(node) else { return nil }
        let names = DTCGTokenResolver.fontWeights.map(\.name)
        if let name = node.string {
            if let weight = DTCGTokenResolver.fontWeights.first(where: { $0.name == name })?.weight { return weight }
            var message = "unknown font weight '\(name)'"
            if let suggestion = EditDistance.suggestion(for: name, among: names) {
                message += "; did you mean '\(suggestion)'?"
            } else {
                message += " (use a number from 1 to 1000 or one of \(names.joined(separator: ", ")))"
            }
            diagnostics.error(message, at: node)
            return nil
        }
        guard let weight = node.number, (1...1000).contains(weight) else {
            diagnostics.error("expected a font weight from 1 to 1000 or a name such as 'bold', found \(node.described)", at: node)
            return nil
        }
        return Int(weight.rounded())
    }

    private mutating func cubicBezier(_ node: DTCGNode) -> [Double]? {
        guard let node = dereferenced(node) else { return nil }
        guard let elements = node.elements, elements.count == 4 else {
            diagnostics.error("expected a cubic Bézier curve as 4 numbers [x1, y1, x2, y2], found \(node.described)", at: node)
            return nil
        }
        var values: [Double] = []
        for (index, element) in elements.enumerated() {
            let name = ["x1", "y1", "x2", "y2"][index]
            guard let value = number(element, expected: "'\(name)' to be a number") else { return nil }
            if index % 2 == 0, !(0...1).contains(value) {
                diagnostics.error("expected '\(name)' to be from 0 to 1, found \(JSONValue.number(value))", at: element)
                return nil
            }
            values.append(value)
        }
        return values
    }

    // MARK: - Composite values

    private mutating func shadows(_ node: DTCGNode) -> [DTCGShadow]? {
        guard let elements = node.elements else {
            return shadow(node).map { [$0] }
        }
        var shadows: [DTCGShadow] = []
        var valid = true
        for element in elements {
            if element.aliasPath != nil {
                // A layered shadow named in a list adds all its layers.
                guard case .shadow(let more)? = typed(element, as: .shadow) else {
                    valid = false
                    continue
                }
                shadows += more
            } else if let resolved = dereferenced(element), let one = shadow(resolved) {
                shadows.append(one)
            } else {
                valid = false
            }
        }
        return valid ? shadows : nil
    }

    private mutating func shadow(_ node: DTCGNode) -> DTCGShadow? {
        guard node.members != nil else {
            diagnostics.error("expected a shadow object {color, offsetX, offsetY, blur, spread} or a list of them, found \(node.described)", at: node)
            return nil
        }
        let known = checkKeys(node, known: DTCGShadow.properties, in: "shadow")
        let color = property("color", of: node, as: .color, in: "the shadow")
        let offsetX = property("offsetX", of: node, as: .dimension, in: "the shadow")
        let offsetY = property("offsetY", of: node, as: .dimension, in: "the shadow")
        let blur = property("blur", of: node, as: .dimension, in: "the shadow")
        let spread = property("spread", of: node, as: .dimension, in: "the shadow")
        var inset = false
        var insetValid = true
        if let insetNode = node["inset"] {
            if let resolved = dereferenced(insetNode), case .bool(let value) = resolved.kind {
                inset = value
            } else {
                diagnostics.error("expected 'inset' to be true or false, found \(insetNode.described)", at: insetNode)
                insetValid = false
            }
        }
        guard known, insetValid,
              case .color(let c)?? = color, case .dimension(let x)?? = offsetX, case .dimension(let y)?? = offsetY,
              case .dimension(let b)?? = blur, case .dimension(let s)?? = spread else { return nil }
        return DTCGShadow(color: c, offsetX: x, offsetY: y, blur: b, spread: s, inset: inset)
    }

    private mutating func typography(_ node: DTCGNode) -> DTCGTypography? {
        guard node.members != nil else {
            diagnostics.error("expected a typography object {fontFamily, fontSize, fontWeight, letterSpacing, lineHeight}, found \(node.described)", at: node)
            return nil
        }
        let what = "the typography object"
        let known = checkKeys(node, known: DTCGTypography.properties, in: "typography")
        let family = property("fontFamily", of: node, as: .fontFamily, in: what)
        let size = property("fontSize", of: node, as: .dimension, in: what)
        let weight = property("fontWeight", of: node, as: .fontWeight, in: what)
        let spacing = property("letterSpacing", of: node, as: .dimension, in: what, required: false)
        let lineHeight = property("lineHeight", of: node, as: .number, in: what, required: false)
        guard known, case .fontFamily(let f)?? = family, case .dimension(let s)?? = size,
              case .fontWeight(let w)?? = weight, let spacing, let lineHeight else { return nil }
        var letterSpacing: DTCGDimension?
        if case .dimension(let d)? = spacing { letterSpacing = d }
        var height: Double?
        if case .number(let n)? = lineHeight { height = n }
        return DTCGTypography(fontFamily: f, fontSize: s, fontWeight: w, letterSpacing: letterSpacing, lineHeight: height)
    }

    /// Checks a stroke style, border, transition or gradient (kept as JSON).
    private mutating func checkComposite(_ node: DTCGNode, as type: DTCGType) -> Bool {
        switch type {
        case .strokeStyle:
            if let style = node.string {
                guard DTCGTokenResolver.strokeStyles.contains(style) else {
                    var message = "unknown stroke style '\(style)'"
                    if let suggestion = EditDistance.suggestion(for: style, among: DTCGTokenResolver.strokeStyles) {
                        message += "; did you mean '\(suggestion)'?"
                    } else {
                        message += " (use one of \(DTCGTokenResolver.strokeStyles.joined(separator: ", ")) or {dashArray, lineCap})"
                    }
                    diagnostics.error(message, at: node)
                    return false
                }
                return true
            }
            guard node.members != nil else {
                diagnostics.error("expected a stroke style such as 'solid' or {dashArray, lineCap}, found \(node.described)", at: node)
                return false
            }
            var valid = checkKeys(node, known: ["dashArray", "lineCap"], in: "stroke style")
            if let dashes = node["dashArray"] {
                if let list = dereferenced(dashes), let elements = list.elements {
                    for element in elements where typed(element, as: .dimension) == nil { valid = false }
                } else {
                    diagnostics.error("expected 'dashArray' to be a list of dimensions, found \(dashes.described)", at: dashes)
                    valid = false
                }
            } else {
                diagnostics.error("the stroke style object is missing \"dashArray\"", at: node)
                valid = false
            }
            if let cap = node["lineCap"] {
                let caps = ["round", "butt", "square"]
                if let text = text(cap, expected: "'lineCap' to be 'round', 'butt' or 'square'") {
                    if !caps.contains(text) {
                        diagnostics.error("expected 'lineCap' to be 'round', 'butt' or 'square', found '\(text)'", at: cap)
                        valid = false
                    }
                } else {
                    valid = false
                }
            } else {
                diagnostics.error("the stroke style object is missing \"lineCap\"", at: node)
                valid = false
            }
            return valid
        case .border:
            return checkObject(node, what: "border", properties: [("color", .color), ("width", .dimension), ("style", .strokeStyle)])
        case .transition:
            return checkObject(node, what: "transition", properties: [("duration", .duration), ("delay", .duration), ("timingFunction", .cubicBezier)])
        case .gradient:
            guard let stops = node.elements else {
                diagnostics.error("expected a gradient as a list of stops {color, position}, found \(node.described)", at: node)
                return false
            }
            var valid = true
            for stop in stops {
                if stop.aliasPath != nil {
                    if typed(stop, as: .gradient) == nil { valid = false }
                } else if let resolved = dereferenced(stop) {
                    if !checkObject(resolved, what: "gradient stop", properties: [("color", .color), ("position", .number)]) { valid = false }
                } else {
                    valid = false
                }
            }
            return valid
        default:
            return true
        }
    }

    private mutating func checkObject(_ node: DTCGNode, what: String, properties: [(String, DTCGType)]) -> Bool {
        guard node.members != nil else {
            let names = properties.map(\.0).joined(separator: ", ")
            diagnostics.error("expected a \(what) object {\(names)}, found \(node.described)", at: node)
            return false
        }
        var valid = checkKeys(node, known: properties.map(\.0), in: what)
        for (key, type) in properties {
            if property(key, of: node, as: type, in: "the \(what) object") == nil { valid = false }
        }
        return valid
    }
}
