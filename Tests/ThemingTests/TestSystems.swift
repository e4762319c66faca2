import Basics
import DTCG
import Foundation
import ThemeTokens
import Theming

/// A token of a hand-made system, defined in `tokens/acme.json` at line `line`.
func token(_ name: String, _ value: DTCGValue, line: Int = 1) -> DTCGToken {
    let type: DTCGType = switch value {
    case .color: .color
    case .dimension: .dimension
    case .typography: .typography
    case .shadow: .shadow
    default: .other
    }
    return DTCGToken(path: name.split(separator: ".").map(String.init), type: type, value: value,
                     location: SourceLocation(line: line, column: 3), file: "tokens/acme.json")
}

/// `#rrggbb` as a DTCG sRGB color.
func hex(_ text: String) -> DTCGValue {
    let digits = Array(text.dropFirst())
    let channels = stride(from: 0, to: 6, by: 2).map { Double(Int(String(digits[$0...$0 + 1]), radix: 16) ?? 0) / 255 }
    return .color(DTCGColor(colorSpace: "srgb", components: channels, hex: text))
}

/// One drop shadow, `#rrggbbaa`.
func shadow(_ color: String, y: Double, blur: Double) -> DTCGValue {
    let digits = Array(color.dropFirst())
    let channels = stride(from: 0, to: 8, by: 2).map { Double(Int(String(digits[$0...$0 + 1]), radix: 16) ?? 0) / 255 }
    let zero = DTCGDimension(value: 0, unit: "px")
    return .shadow([DTCGShadow(color: DTCGColor(colorSpace: "srgb", components: Array(channels.prefix(3)), alpha: channels[3]),
                               offsetX: zero, offsetY: DTCGDimension(value: y, unit: "px"),
                               blur: DTCGDimension(value: blur, unit: "px"), spread: zero)])
}

func px(_ value: Double) -> DTCGValue { .dimension(DTCGDimension(value: value, unit: "px")) }

func type(_ size: Double, _ weight: Int, _ family: String = "Inter") -> DTCGValue {
    .typography(DTCGTypography(fontFamily: [family], fontSize: DTCGDimension(value: size, unit: "px"), fontWeight: weight))
}

/// A system with one axis, `mode` (light, dark), whose names are not
/// VaultMail's.
func acme() -> DesignSystem {
    // name, light, dark
    let colors: [(String, String, String)] = [
        ("color.bg.canvas", "#ffffff", "#0d1117"),
        ("color.bg.raised", "#f6f8fa", "#161b22"),
        ("color.surface.card", "#f9fafb", "#11161d"),
        ("color.fg.default", "#1f2328", "#e6edf3"),
        ("color.fg.muted", "#59636e", "#9198a1"),
        ("color.fg.on-emphasis", "#ffffff", "#ffffff"),
        ("color.brand.emphasis", "#0969da", "#1f6feb"),
        ("color.brand.subtle", "#ddf4ff", "#121d2f"),
        ("color.border.default", "#d0d7de", "#30363d"),
        ("color.danger.fg", "#d1242f", "#f85149"),
        ("color.danger.subtle", "#ffebe9", "#25171c"),
        ("color.success.fg", "#1a7f37", "#3fb950"),
        ("color.attention.fg", "#9a6700", "#d29922"),
    ]
    let shared = [
        token("size.radius.md", px(6), line: 40),
        token("size.space.sm", px(8), line: 41),
        token("font.body", type(14, 400), line: 42),
        token("font.heading.lg", type(24, 600), line: 43),
        token("elevation.shadow.overlay", shadow("#0000003d", y: 8, blur: 24), line: 44),
    ]
    let light = colors.enumerated().map { token($0.element.0, hex($0.element.1), line: $0.offset + 2) } + shared
    let dark = colors.enumerated().map { token($0.element.0, hex($0.element.2), line: $0.offset + 2) } + shared
    let axis = DesignAxis(name: "mode", values: ["light", "dark"],
                          colorScheme: DesignAxis.ColorSchemeValues(light: "light", dark: "dark"))
    return DesignSystem(name: "Acme", axes: [axis], combinations: [DesignCombination(["light"]), DesignCombination(["dark"])],
                        tokens: [DesignCombination(["light"]): DTCGTokenSet(tokens: light),
                                 DesignCombination(["dark"]): DTCGTokenSet(tokens: dark)])
}

/// `<shared>/tokens-corpora` beside the repository, or where
/// `THEME_PREVIEW_SHARED` says; an error saying where it looked when it is
/// nowhere.
func tokenCorpora() throws -> URL {
    let environment = ProcessInfo.processInfo.environment["THEME_PREVIEW_SHARED"]
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    let candidates = [environment.map { URL(fileURLWithPath: $0).appendingPathComponent("tokens-corpora") },
                      repository.deletingLastPathComponent().appendingPathComponent("shared/tokens-corpora")]
        .compactMap { $0 }
    for candidate in candidates where FileManager.default.fileExists(atPath: candidate.path) {
        return candidate
    }
    struct Missing: Error, CustomStringConvertible {
        var description: String
    }
    throw Missing(description: "the token corpora are not at \(candidates.map(\.path).joined(separator: " or ")): put them at <repository>/../shared/tokens-corpora or set THEME_PREVIEW_SHARED to the folder that holds tokens-corpora")
}

/// One combination (no axes) of color tokens named for pairs.
func pairSystem() -> DesignSystem {
    let colors: [(String, String)] = [
        ("color.text.default", "#1f2328"),
        ("color.background.default", "#ffffff"),
        ("color.background.subtle", "#f6f8fa"),
        ("color.surface.default", "#f9fafb"),
        ("color.icon.danger", "#d1242f"),
        ("color.background.danger", "#ffebe9"),
        ("color.primary", "#6750a4"),
        ("color.on-primary", "#ffffff"),
        ("button.primary.fg", "#ffffff"),
        ("button.primary.bg", "#0969da"),
        ("card", "#ffffff"),
        ("card-foreground", "#0a0a0a"),
        ("chip.primary-fg", "#9a6700"),
        ("chip.primary-bg", "#fff8c5"),
    ]
    let tokens = colors.enumerated().map { token($0.element.0, hex($0.element.1), line: $0.offset + 2) }
    let only = DesignCombination([])
    return DesignSystem(name: "Pairs", axes: [], combinations: [only], tokens: [only: DTCGTokenSet(tokens: tokens)])
}
