import DTCG
import ThemeTokens

/// A Tokens Studio color modifier (`$extensions["studio.tokens"].modify`):
/// lighten, darken, mix or alpha, in sRGB, HSL, LCH or Display P3,
/// computed as `@tokens-studio/sd-transforms` computes it
/// (`src/color-modifiers/*.ts`, colorjs.io 0.5).
struct StudioColorModifier: Equatable, Sendable {
    enum Kind: String, CaseIterable, Sendable {
        case lighten, darken, mix, alpha
    }

    /// The spaces Tokens Studio offers, as it names them.
    enum Space: String, CaseIterable, Sendable {
        case srgb, hsl, lch, p3

        var colorJS: ColorJSColor.Space {
            switch self {
            case .srgb: .srgb
            case .hsl: .hsl
            case .lch: .lch
            case .p3: .p3
            }
        }
    }

    /// The output formats a modifier may name (`hex` is sRGB in 8 bits).
    enum Format: String, CaseIterable, Sendable {
        case hex, srgb, hsl, lch, p3
    }

    var kind: Kind
    /// The amount, computed (`0.5 + 6 * 0.04` is 0.74).
    var amount: Double
    var space: Space
    /// The color mixed in, for `mix`.
    var mixColor: DTCGColor?
    var format: Format?

    /// `color` modified, in the modifier's space (or its format's), its
    /// coordinates rounded as Tokens Studio writes them (5 significant
    /// digits), `none` kept.
    func apply(to color: DTCGColor) -> DTCGColor {
        var working = StudioColorModifier.colorJS(color)
        switch kind {
        case .lighten: working = lighten(working)
        case .darken: working = darken(working)
        case .alpha: working.alpha = max(0, min(1, amount))
        case .mix:
            guard let mixColor else { return color }
            working = mix(working, with: StudioColorModifier.colorJS(mixColor))
        }
        working = working.to(space.colorJS)
        switch format {
        case .hex?:
            return StudioColorModifier.hex(working.to(.srgb))
        case .srgb?: working = working.to(.srgb)
        case .hsl?: working = working.to(.hsl)
        case .lch?: working = working.to(.lch)
        case .p3?: working = working.to(.p3)
        case nil: break
        }
        return StudioColorModifier.dtcg(working.roundedAsWritten, inGamut: true)
    }

    // MARK: - The modifiers (sd-transforms' lighten.ts, darken.ts, mix.ts)

    private func lighten(_ color: ColorJSColor) -> ColorJSColor {
        var color = color
        switch space {
        case .lch:
            let lch = color.to(.lch).coords
            let newChroma = max(0, lch[1] - amount * lch[1])
            let newLightness = min(100, lch[0] + (100 - lch[0]) * amount)
            color.set(.lch, 0, newLightness)
            color.set(.lch, 1, newChroma)
            return color
        case .hsl:
            let lightness = color.to(.hsl).coords[2]
            color.set(.hsl, 2, min(100, lightness + (100 - lightness) * amount))
            return color
        case .p3, .srgb:
            var converted = color.to(space.colorJS)
            converted.coords = converted.coords.map { min(1, $0 + amount * (1 - $0)) }
            if space == .p3 { return converted }
            color = converted.to(color.space)
            return color
        }
    }

    private func darken(_ color: ColorJSColor) -> ColorJSColor {
        var color = color
        switch space {
        case .lch:
            let lch = color.to(.lch).coords
            let newChroma = max(0, lch[1] - amount * lch[1])
            let newLightness = max(0, lch[0] - lch[0] * amount)
            color.set(.lch, 0, newLightness)
            color.set(.lch, 1, newChroma)
            return color
        case .hsl:
            let lightness = color.to(.hsl).coords[2]
            color.set(.hsl, 2, max(0, lightness - lightness * amount))
            return color
        case .p3, .srgb:
            var converted = color.to(space.colorJS)
            converted.coords = converted.coords.map { max(0, $0 - amount * $0) }
            if space == .p3 { return converted }
            return converted.to(color.space)
        }
    }

    /// colorjs's `mix(c1, c2, p, {space})`: both colors in `space`, a
    /// missing hue taken from the other color, hues the shorter way
    /// round, alpha interpolated (not premultiplied); then written with
    /// precision 5 and read back, as sd-transforms' mix.ts does.
    private func mix(_ first: ColorJSColor, with second: ColorJSColor) -> ColorJSColor {
        let p = max(0, min(1, amount))
        var a = first.to(space.colorJS), b = second.to(space.colorJS)
        if let hue = space.colorJS.hueIndex {
            var (h1, h2) = (a.coords[hue], b.coords[hue])
            if h1.isNaN, !h2.isNaN { h1 = h2 } else if h2.isNaN, !h1.isNaN { h2 = h1 }
            if !h1.isNaN {
                h1 = ColorJSColor.constrainAngle(h1)
                h2 = ColorJSColor.constrainAngle(h2)
                let difference = h2 - h1
                if difference > 180 { h1 += 360 } else if difference < -180 { h2 += 360 }
            }
            a.coords[hue] = h1
            b.coords[hue] = h2
        }
        func interpolate(_ start: Double, _ end: Double) -> Double {
            if start.isNaN { return end }
            if end.isNaN { return start }
            return start + (end - start) * p
        }
        let coords = (0..<3).map { interpolate(a.coords[$0], b.coords[$0]) }
        let mixed = ColorJSColor(space.colorJS, coords, alpha: interpolate(a.alpha, b.alpha))
        return mixed.roundedAsWritten
    }

    // MARK: - Between DTCG colors and colorjs colors

    static func colorJS(_ color: DTCGColor) -> ColorJSColor {
        let components = color.components.indices.map { color.noneComponents.contains($0) ? Double.nan : color.components[$0] }
        switch color.colorSpace {
        case "srgb": return ColorJSColor(.srgb, components, alpha: color.alpha)
        case "hsl": return ColorJSColor(.hsl, components, alpha: color.alpha)
        case "lch": return ColorJSColor(.lch, components, alpha: color.alpha)
        case "lab": return ColorJSColor(.lab, components, alpha: color.alpha)
        case "display-p3": return ColorJSColor(.p3, components, alpha: color.alpha)
        case "srgb-linear": return ColorJSColor(.srgbLinear, components, alpha: color.alpha)
        case "xyz-d65": return ColorJSColor(.xyzD65, components, alpha: color.alpha)
        case "xyz-d50": return ColorJSColor(.xyzD50, components, alpha: color.alpha)
        default:
            guard let linear = color.original?.linearSRGB else { return ColorJSColor(.srgb, [0, 0, 0], alpha: color.alpha) }
            return ColorJSColor(.srgbLinear, [linear.red, linear.green, linear.blue], alpha: color.alpha)
        }
    }

    /// A colorjs color as a DTCG color; sRGB, P3 and HSL coordinates
    /// outside their gamut clamped (colorjs maps them with CSS Color 4's
    /// algorithm; modifiers of sRGB colors stay inside).
    static func dtcg(_ color: ColorJSColor, inGamut: Bool) -> DTCGColor {
        var coords = color.coords
        if inGamut, !color.isInGamut {
            switch color.space {
            case .srgb, .p3: coords = coords.map { $0.isNaN ? $0 : min(max($0, 0), 1) }
            case .hsl: coords = ColorJSColor(.srgb, ColorJSColor.hslToSRGB(coords).map { min(max($0, 0), 1) }).to(.hsl).coords
            default: break
            }
        }
        let name: String
        switch color.space {
        case .srgb: name = "srgb"
        case .hsl: name = "hsl"
        case .lch: name = "lch"
        case .lab: name = "lab"
        case .p3: name = "display-p3"
        case .srgbLinear: name = "srgb-linear"
        case .p3Linear: name = "display-p3"
        case .xyzD65: name = "xyz-d65"
        case .xyzD50: name = "xyz-d50"
        }
        let none = Set(coords.indices.filter { coords[$0].isNaN })
        return DTCGColor(colorSpace: name, components: coords.map { $0.isNaN ? 0 : $0 }, alpha: color.alpha,
                         noneComponents: none)
    }

    /// colorjs's hex format: gamut-mapped into sRGB (CSS Color 4, through
    /// ThemeTokens), each channel `round(c * 255)`.
    static func hex(_ color: ColorJSColor) -> DTCGColor {
        var bytes = color.coords.map { UInt8(max(0, min(255, ($0.isNaN ? 0 : $0 * 255).rounded(.toNearestOrAwayFromZero)))) }
        if !color.isInGamut {
            let linear = color.to(.srgbLinear).coords
            let shown = OriginalColor(space: .srgbLinear, components: linear, alpha: 1).displayed
            bytes = [shown.red, shown.green, shown.blue]
        }
        // Alpha below 1 is written as a fourth byte.
        let alpha = color.alpha >= 1 ? 1 : (max(0, color.alpha) * 255).rounded(.toNearestOrAwayFromZero) / 255
        return StudioColorText.srgb(bytes: bytes, alpha: alpha)
    }
}
