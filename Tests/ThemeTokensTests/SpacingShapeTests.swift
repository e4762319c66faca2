import Testing
import ThemeTokens

struct SpacingRow: Sendable, CustomTestStringConvertible {
    var token: SpacingToken
    var value: Double
    var testDescription: String { token.rawValue }
    init(_ token: SpacingToken, _ value: Double) {
        self.token = token
        self.value = value
    }
}

/// FR-SP-01.
let specSpacingScale: [SpacingRow] = [
    SpacingRow(.xxs, 2), SpacingRow(.xs, 4), SpacingRow(.sm, 8), SpacingRow(.md, 12),
    SpacingRow(.lg, 16), SpacingRow(.xl, 20), SpacingRow(.xxl, 24), SpacingRow(.xxxl, 32),
]

/// FR-SP-02.
let specComponentSpacing: [SpacingRow] = [
    SpacingRow(.listRowVertical, 12),
    SpacingRow(.listRowHorizontal, 16),
    SpacingRow(.listRowSpacing, 10),
    SpacingRow(.sectionSpacing, 24),
    SpacingRow(.cardPadding, 16),
    SpacingRow(.avatarSize, 44),
    SpacingRow(.avatarSizeLarge, 56),
    SpacingRow(.avatarSizeSmall, 32),
    SpacingRow(.iconSize, 20),
    SpacingRow(.iconSizeSmall, 16),
    SpacingRow(.touchMinimum, 44),
    SpacingRow(.chipVertical, 6),
    SpacingRow(.chipHorizontal, 12),
    SpacingRow(.searchBarHeight, 36),
    SpacingRow(.bottomTabHeight, 56),
]

@Suite("FR-SP-01/02: spacing")
struct SpacingTests {
    @Test("8 scale tokens then 15 component tokens, in the spec's order")
    func complete() {
        #expect(specSpacingScale.count == 8)
        #expect(specComponentSpacing.count == 15)
        #expect((specSpacingScale + specComponentSpacing).map(\.token) == SpacingToken.allCases)
    }

    @Test("scale values", arguments: specSpacingScale)
    func scale(_ row: SpacingRow) {
        #expect(ThemeSpacing.standard[row.token] == row.value)
    }

    @Test("component values", arguments: specComponentSpacing)
    func component(_ row: SpacingRow) {
        #expect(ThemeSpacing.standard[row.token] == row.value)
    }

    @Test("the subscript writes through")
    func setter() {
        var spacing = ThemeSpacing.standard
        spacing[.md] = 13
        #expect(spacing[.md] == 13)
        #expect(spacing.values[.md] == 13)
        #expect(spacing != ThemeSpacing.standard)
    }

    @Test("usages follow the spec")
    func usage() {
        #expect(SpacingToken.xxs.usage == "Inline icon gaps")
        #expect(SpacingToken.touchMinimum.usage == "Minimum tap target per Apple HIG")
    }
}

@Suite("FR-SH-01/02: radii and shadows")
struct ShapeTests {
    @Test("five radii: 8, 12, 16, 20 and a capsule")
    func radii() {
        let radii = ThemeShapes.standard.radii
        #expect(RadiusToken.allCases == [.small, .medium, .large, .extraLarge, .full])
        #expect(radii[.small] == .points(8))
        #expect(radii[.medium] == .points(12))
        #expect(radii[.large] == .points(16))
        #expect(radii[.extraLarge] == .points(20))
        #expect(radii[.full] == .capsule)
    }

    @Test("three shadows in the spec's order")
    func shadowTokens() {
        #expect(ShadowToken.allCases == [.shadowSubtle, .shadowMedium, .shadowElevated])
    }

    @Test("light shadows: black at 4/8/12%, radius 2/4/8, x 0, y 1/2/4")
    func lightShadows() {
        let shadows = ThemeShapes.standard.shadows(for: .light)
        #expect(shadows == ThemeShapes.standard.lightShadows)

        let subtle = shadows[.shadowSubtle]
        expectColor(subtle.color, "#000000", alpha: 0.04)
        #expect(subtle.radius == 2 && subtle.x == 0 && subtle.y == 1)

        let medium = shadows[.shadowMedium]
        expectColor(medium.color, "#000000", alpha: 0.08)
        #expect(medium.radius == 4 && medium.x == 0 && medium.y == 2)

        let elevated = shadows[.shadowElevated]
        expectColor(elevated.color, "#000000", alpha: 0.12)
        #expect(elevated.radius == 8 && elevated.x == 0 && elevated.y == 4)

        let noneSuppressed = ShadowToken.allCases.allSatisfy { !shadows[$0].isSuppressed }
        #expect(noneSuppressed)
    }

    @Test("dark shadows are suppressed: radius 0 (OQ-2)")
    func darkShadows() {
        let shadows = ThemeShapes.standard.shadows(for: .dark)
        #expect(shadows == ThemeShapes.standard.darkShadows)
        for token in ShadowToken.allCases {
            #expect(shadows[token].radius == 0, "\(token)")
            #expect(shadows[token].isSuppressed, "\(token)")
        }
    }

    @Test("CSS names drop the shadow prefix")
    func cssNames() {
        #expect(ShadowToken.shadowSubtle.cssName == "subtle")
        #expect(ShadowToken.shadowMedium.cssName == "medium")
        #expect(ShadowToken.shadowElevated.cssName == "elevated")
    }

    @Test("usages follow the spec")
    func usage() {
        #expect(RadiusToken.full.usage == "Chips, pills, badges, category tabs")
        #expect(ShadowToken.shadowElevated.usage == "Sheets, modals, popovers")
    }
}
