import DTCG
import Foundation
import Testing
import ThemeTokens
@testable import Theming
import TokensStudio

/// Tokens Studio's Lion example (`<shared>/tokens-corpora/lion-example`),
/// read by `TokensStudioReader`, mapped onto the gallery and audited.
struct LionSystemTests {
    static func lion() throws -> DesignSystem {
        let folder = try tokenCorpora().appendingPathComponent("lion-example/tokens")
        let parent = folder.deletingLastPathComponent().path
        let paths = (FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".json") }.sorted()
        let files = try paths.map { relative in
            let url = folder.appendingPathComponent(relative)
            return DTCGFile(path: String(url.path.dropFirst(parent.count + 1)), text: try String(contentsOf: url, encoding: .utf8))
        }
        return try TokensStudioReader.read(files: files, folder: "tokens", name: "Lion")
    }

    /// The themes' own tokens are `borderRadius.default` and
    /// `colors.bg.default.color` (a green, blue or purple: the brand's
    /// fill, which the button uses), so the accent is that color and the
    /// background is nothing of Lion's.
    @Test func accentAndBackground() throws {
        let lion = try Self.lion()
        let mapping = SystemSlotMapping(system: lion, folder: "tokens")
        #expect(mapping[.color(.token(.accent))]
            == SlotGuess(slot: .color(.token(.accent)), token: "colors.bg.default.color",
                         reason: "name has 'bg' and 'default'; vivid (chroma 0.13)", origin: .guessed))
        #expect(mapping[.color(.token(.background))]?.origin == .builtIn)
        #expect(mapping.warnings.contains { $0.message.hasPrefix("no token of the design system 'Lion' fits the gallery slot 'background',") })
        #expect(mapping[.radius(.medium)]?.token == "borderRadius.default")
        #expect(mapping.guesses.filter { $0.origin == .guessed }.map(\.slot) == [.color(.token(.accent)), .radius(.medium)])

        let themes = SystemThemes(system: lion, mapping: mapping, folder: "tokens")
        #expect(themes.themes.map(\.theme.id.rawValue)
            == ["casual-green", "casual-blue", "casual-purple", "business-green", "business-blue", "business-purple"])
        #expect(themes.themes.map(\.theme.light[.accent].hexRGB) == ["#38A169", "#3182CE", "#805AD5", "#38A169", "#3182CE", "#805AD5"])
        #expect(themes.themes.map(\.theme.shapes.radii[.medium]) == [.points(8), .points(8), .points(8), .points(0), .points(0), .points(0)])
        #expect(themes.themes.allSatisfy { $0.scheme == nil })
        #expect(themes.warnings.isEmpty)
    }

    /// One pair, from the button's source set: its text over its fill.
    /// White on green and blue fails AA for body text.
    @Test func pairs() throws {
        let audit = SystemContrastAudit(system: try Self.lion())
        #expect(audit.pairs == [SystemContrastPair(foreground: "button.text.color", background: "button.bg.color", use: .text,
                                                   origin: .inferred(reason: "'text' over 'bg'"))])
        #expect(audit.results.map { WCAG.displayed($0.ratio) } == ["3.24", "4.02", "4.83", "3.24", "4.02", "4.83"])
        #expect(audit.results.map(\.ratio).prefix(3) == [3.2457082538134596, 4.026928615983619, 4.837457004222613])
        #expect(audit.failures.map(\.combination.values) == [["Casual", "Green"], ["Casual", "Blue"], ["Business", "Green"], ["Business", "Blue"]])
        #expect(audit.line(for: audit.failures[0])
            == "Casual · Green: button.text.color on button.bg.color is 3.24:1, needs 4.5:1 (WCAG 2.2 SC 1.4.3 AA, normal text)")
    }
}
