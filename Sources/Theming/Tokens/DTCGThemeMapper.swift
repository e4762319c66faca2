import Basics
import DTCG
import ThemeTokens

/// Maps resolved DTCG token sets (one per mode) onto a typed Theme, using
/// the paths of `TokenPaths`. Tokens a set does not define come from the
/// parent theme; when the accent is given but its derived colors are not,
/// they are derived from it as FR-BT-03 says, and syntax colors not given
/// are derived from the theme's colors (`SyntaxPalette`).
struct DTCGThemeMapper {
    var diagnostics: [Diagnostic] = []
    /// Groups written where a token is read (each once).
    var warnings: [Diagnostic] = []
    /// How many tokens were found at the paths read: none means the files
    /// name their tokens otherwise and the theme is its parent's copy.
    var tokensRead = 0
    /// Where each color written in another color space than sRGB is
    /// written, by scheme and slot: exports that cannot hold the space name
    /// it in their warnings.
    var colorSources: [ColorScheme: [ColorSlot: TokenSource]] = [:]

    mutating func theme(id: ThemeID, displayName: String, light: DTCGTokenSet, dark: DTCGTokenSet,
                        parent: Theme) -> Theme {
        var theme = parent
        theme.id = id
        theme.displayName = displayName
        theme.light = colors(light, .light, parent: parent)
        theme.dark = colors(dark, .dark, parent: parent)
        applyShared(light, to: &theme)
        theme.shapes.lightShadows = shadows(light, parent: parent.shapes.lightShadows)
        theme.shapes.darkShadows = shadows(dark, parent: parent.shapes.darkShadows)
        return theme
    }

    mutating func colors(_ set: DTCGTokenSet, _ scheme: ColorScheme, parent: Theme) -> ThemeColors {
        var explicit: [ThemeEdit.Override] = []
        for slot in ColorSlot.all {
            guard let token = token("color." + slot.pathText, in: set), let color = color(token) else { continue }
            explicit.append(ThemeEdit.Override(slot, color))
            if color.original != nil {
                colorSources[scheme, default: [:]][slot] = TokenSource(name: token.name, file: token.file, location: token.location)
            }
        }
        return parent.colors(for: scheme).applying(accent: nil, overrides: explicit, scheme)
    }

    /// The token named `name`; nil, with a warning, when a group stands
    /// where it is read: a group is not read as a token, not even through
    /// its `$root`.
    mutating func token(_ name: String, in set: DTCGTokenSet) -> DTCGToken? {
        if let token = set[name] {
            tokensRead += 1
            return token
        }
        guard let group = set.groups[name] else { return nil }
        let found = set[name + ".$root"] == nil ? "a group" : "a group (with a '$root' token)"
        let warning = Diagnostic.warning(file: group.file, line: group.location?.line, column: group.location?.column,
                                         "expected '\(name)' to be a token, found \(found); it is ignored and the parent theme's value is used: give '\(name)' its own \"$value\" instead")
        if !warnings.contains(warning) { warnings.append(warning) }
        return nil
    }

    mutating func color(_ token: DTCGToken) -> Color? {
        guard case .color(let value) = token.value else {
            report(token, "expected '\(token.name)' to be a color, found a \(token.type.rawValue)")
            return nil
        }
        guard let color = value.srgb else {
            report(token, "colorSpace '\(value.colorSpace)' is not supported for '\(token.name)'; use one of \(DTCGColor.colorSpaces.joined(separator: ", "))")
            return nil
        }
        return color
    }

    mutating func applyShared(_ set: DTCGTokenSet, to theme: inout Theme) {
        for space in SpacingToken.allCases {
            if let token = token(TokenPaths.spacing(space).joined(separator: "."), in: set), let value = points(token) {
                theme.spacing[space] = value
            }
        }
        for radius in RadiusToken.allCases {
            if let token = token(TokenPaths.radius(radius).joined(separator: "."), in: set), let value = points(token) {
                theme.shapes.radii[radius] = value >= TokenPaths.capsuleRadius ? .capsule : .points(value)
            }
        }
        for type in TypeToken.allCases {
            guard let token = token(TokenPaths.typography(type).joined(separator: "."), in: set) else { continue }
            guard case .typography(let typography) = token.value else {
                report(token, "expected '\(token.name)' to be a typography token, found a \(token.type.rawValue)")
                continue
            }
            guard let weight = FontWeight.allCases.first(where: { $0.cssWeight == typography.fontWeight }) else {
                report(token, "expected the fontWeight of '\(token.name)' to be one the app uses (400 regular, 500 medium, 600 semibold, 700 bold), found \(typography.fontWeight)")
                continue
            }
            guard let size = points(typography.fontSize, token) else { continue }
            let first = typography.fontFamily.first?.lowercased() ?? ""
            let monospaced = first.contains("mono") || typography.fontFamily == TokenPaths.fontStack(.monospaced)
            theme.typography[type] = TypeStyle(size: size, weight: weight, design: monospaced ? .monospaced : .default)
        }
    }

    mutating func shadows(_ set: DTCGTokenSet,
                          parent: TokenTable<ShadowToken, ShadowStyle>) -> TokenTable<ShadowToken, ShadowStyle> {
        var result = parent
        for shadowToken in ShadowToken.allCases {
            guard let token = token(TokenPaths.shadow(shadowToken).joined(separator: "."), in: set) else { continue }
            guard case .shadow(let layers) = token.value, let layer = layers.first else {
                report(token, "expected '\(token.name)' to be a shadow, found a \(token.type.rawValue)")
                continue
            }
            guard let color = layer.color.srgb else {
                report(token, "colorSpace '\(layer.color.colorSpace)' is not supported in '\(token.name)'; use one of \(DTCGColor.colorSpaces.joined(separator: ", "))")
                continue
            }
            guard let blur = points(layer.blur, token), let x = points(layer.offsetX, token),
                  let y = points(layer.offsetY, token) else { continue }
            result[shadowToken] = ShadowStyle(color: color, radius: blur, x: x, y: y)
        }
        return result
    }

    mutating func points(_ token: DTCGToken) -> Double? {
        guard case .dimension(let dimension) = token.value else {
            report(token, "expected '\(token.name)' to be a dimension, found a \(token.type.rawValue)")
            return nil
        }
        return points(dimension, token)
    }

    /// px as points 1:1; rem at 16px.
    mutating func points(_ dimension: DTCGDimension, _ token: DTCGToken) -> Double? {
        switch dimension.unit {
        case "px": return dimension.value
        case "rem": return dimension.value * 16
        default:
            report(token, "expected '\(token.name)' in px or rem, found '\(dimension.unit)'")
            return nil
        }
    }

    mutating func report(_ token: DTCGToken, _ message: String) {
        diagnostics.append(Diagnostic(file: token.file, line: token.location.line, column: token.location.column,
                                      message: message))
    }
}
