import Testing
import ThemeTokens

struct TypeRow: Sendable, CustomTestStringConvertible {
    var token: TypeToken
    var size: Double
    var weight: FontWeight
    var design: FontDesign
    var testDescription: String { token.rawValue }

    init(_ token: TypeToken, _ size: Double, _ weight: FontWeight, _ design: FontDesign = .default) {
        self.token = token
        self.size = size
        self.weight = weight
        self.design = design
    }
}

/// FR-TY-01, in the spec's order.
let specTypeScale: [TypeRow] = [
    TypeRow(.displayLarge, 34, .bold),
    TypeRow(.displaySmall, 28, .bold),
    TypeRow(.titleLarge, 22, .semibold),
    TypeRow(.titleMedium, 17, .semibold),
    TypeRow(.titleSmall, 15, .semibold),
    TypeRow(.bodyLarge, 17, .regular),
    TypeRow(.bodyMedium, 15, .regular),
    TypeRow(.bodySmall, 13, .regular),
    TypeRow(.labelLarge, 15, .medium),
    TypeRow(.labelMedium, 13, .medium),
    TypeRow(.labelSmall, 11, .medium),
    TypeRow(.caption, 12, .regular),
    TypeRow(.captionMono, 12, .regular, .monospaced),
]

@Suite("FR-TY-01: typography")
struct TypographyTests {
    @Test("the table covers all 13 tokens in the spec's order")
    func complete() {
        #expect(specTypeScale.map(\.token) == TypeToken.allCases)
        #expect(TypeToken.allCases.count == 13)
    }

    @Test("size, weight and design", arguments: specTypeScale)
    func token(_ row: TypeRow) {
        let style = ThemeTypography.standard[row.token]
        #expect(style.size == row.size)
        #expect(style.weight == row.weight)
        #expect(style.design == row.design)
    }

    @Test("weights map to CSS numeric weights")
    func cssWeights() {
        #expect(FontWeight.regular.cssWeight == 400)
        #expect(FontWeight.medium.cssWeight == 500)
        #expect(FontWeight.semibold.cssWeight == 600)
        #expect(FontWeight.bold.cssWeight == 700)
    }

    @Test("large text per WCAG: 24px+, or 18.67px+ bold (titleLarge is not, displaySmall is)")
    func largeText() {
        let large = TypeToken.allCases.filter { ThemeTypography.standard[$0].isLargeText }
        #expect(large == [.displayLarge, .displaySmall])
        #expect(!TypeStyle(size: 22, weight: .semibold).isLargeText)
        #expect(TypeStyle(size: 24, weight: .regular).isLargeText)
        #expect(!TypeStyle(size: 23.9, weight: .regular).isLargeText)
        #expect(TypeStyle(size: 19, weight: .bold).isLargeText)
        #expect(!TypeStyle(size: 19, weight: .semibold).isLargeText)
        #expect(!TypeStyle(size: 18, weight: .bold).isLargeText)
    }

    @Test("usages follow the spec's Primary Usage column")
    func usage() {
        #expect(TypeToken.displayLarge.usage == "Onboarding hero text")
        #expect(TypeToken.captionMono.usage == "Technical details, IDs")
    }
}
