import Testing
@testable import ThemeTokens

@Suite("Token names and kebab-case")
struct TokenNameTests {
    @Test("KebabCase.convert examples",
          arguments: [
              ("surfaceElevated", "surface-elevated"),
              ("avatarSizeLarge", "avatar-size-large"),
              ("xxl", "xxl"),
              ("textPrimary", "text-primary"),
              ("captionMono", "caption-mono"),
              ("listRowVertical", "list-row-vertical"),
              ("extraLarge", "extra-large"),
              ("shadowSubtle", "shadow-subtle"),
              ("background", "background"),
              ("Subtle", "subtle"),
              ("", ""),
              ("surface2Elevated", "surface2-elevated"),
              ("brandÄrger", "brand-ärger"),
          ])
    func kebab(_ camel: String, _ kebab: String) {
        #expect(KebabCase.convert(camel) == kebab)
    }

    @Test("kebabName and name on token enums")
    func tokenNames() {
        #expect(ColorToken.surfaceElevated.name == "surfaceElevated")
        #expect(ColorToken.surfaceElevated.kebabName == "surface-elevated")
        #expect(SpacingToken.avatarSizeLarge.kebabName == "avatar-size-large")
        #expect(SpacingToken.xxl.kebabName == "xxl")
        #expect(SpacingToken.xxxl.kebabName == "xxxl")
        #expect(TypeToken.displayLarge.kebabName == "display-large")
        #expect(RadiusToken.extraLarge.kebabName == "extra-large")
        #expect(ThemeTokens.Category.uncategorized.kebabName == "uncategorized")
        #expect(ShadowToken.shadowSubtle.cssName == "subtle")
    }

    @Test("kebab names are unique within each token set")
    func unique() {
        #expect(Set(ColorToken.allCases.map(\.kebabName)).count == ColorToken.allCases.count)
        #expect(Set(SpacingToken.allCases.map(\.kebabName)).count == SpacingToken.allCases.count)
        #expect(Set(TypeToken.allCases.map(\.kebabName)).count == TypeToken.allCases.count)
    }
}

@Suite("NumberFormat.decimal")
struct NumberFormatTests {
    @Test("examples",
          arguments: [
              (12.0, 2, "12"),
              (0.125, 3, "0.125"),
              (33.3333, 2, "33.33"),
              (0.0, 2, "0"),
              (2.5, 2, "2.5"),
              (0.05, 2, "0.05"),
              (1.999, 2, "2"),
              (-1.5, 1, "-1.5"),
              (-0.001, 2, "0"),
              (0.001, 2, "0"),
              (100.0, 0, "100"),
              (12.0000001, 4, "12"),
              (30.000000000000004, 2, "30"),
              (0.3 * 100, 2, "30"),
              (1234567.125, 3, "1234567.125"),
              (-0.05, 2, "-0.05"),
              (0.0625, 9, "0.0625"),
              (9_000_000_000.5, 9, "9000000000.5"),
              (-123456789012.0, 0, "-123456789012"),
              (1e300, 2, "1e+300"),
              (.nan, 2, "0"),
              (.infinity, 1, "0"),
          ] as [(Double, Int, String)])
    func decimal(_ value: Double, _ digits: Int, _ expected: String) {
        #expect(NumberFormat.decimal(value, maxFractionDigits: digits) == expected)
    }
}

@Suite("TokenTable")
struct TokenTableTests {
    @Test("entries are in declaration order; map transforms every value")
    func entriesAndMap() {
        let table = TokenTable<RadiusToken, Int> { $0 == .full ? 99 : 1 }
        #expect(table.entries.map(\.key) == RadiusToken.allCases)
        #expect(table.entries.map(\.value) == [1, 1, 1, 1, 99])
        let doubled = table.map { _, value in value * 2 }
        #expect(doubled[.full] == 198)
        #expect(doubled[.small] == 2)
    }

    @Test("equality compares every key")
    func equality() {
        var a = TokenTable<RadiusToken, Int> { _ in 1 }
        let b = TokenTable<RadiusToken, Int> { _ in 1 }
        #expect(a == b)
        a[.large] = 2
        #expect(a != b)
        #expect(a[.large] == 2)
    }

    @Test("a table keyed by another case-hashed enum (the color scheme) stores each case's own value")
    func schemeKeys() {
        var table = TokenTable<ColorScheme, String> { $0 == .light ? "day" : "night" }
        table[.dark] += "!"
        #expect(table.entries.map(\.value) == ["day", "night!"])
        #expect(table[.light] == "day")
        #expect(table.hashValue == TokenTable<ColorScheme, String> { $0 == .light ? "day" : "night!" }.hashValue)
    }

    /// Token enums (and the other `CaseHashed` enums) are equal and hashed
    /// by their one-byte case tag (not by their names' Strings): the tag
    /// must be the case's position.
    func tagsArePositions<T: CaseHashed & CaseIterable>(_: T.Type) -> Bool {
        MemoryLayout<T>.size == 1
            && T.allCases.enumerated().allSatisfy { Int($0.element.caseTag) == $0.offset }
    }

    @Test("every token enum's case tag is its position, so == and hashing tell cases apart")
    func caseTags() {
        #expect(tagsArePositions(ColorToken.self))
        #expect(tagsArePositions(Category.self))
        #expect(tagsArePositions(SyntaxToken.self))
        #expect(tagsArePositions(TypeToken.self))
        #expect(tagsArePositions(SpacingToken.self))
        #expect(tagsArePositions(RadiusToken.self))
        #expect(tagsArePositions(ShadowToken.self))
        #expect(tagsArePositions(ColorScheme.self))
        #expect(tagsArePositions(AccessibilityVariant.self))
        #expect(ColorScheme.light != ColorScheme.dark)
        #expect(Set([AccessibilityVariant.increasedContrast, .reduceTransparency, .increasedContrast]).count == 2)
        #expect([ColorScheme.dark: 1, .light: 2][.dark] == 1)
        #expect(ColorToken.accent == ColorToken.accent)
        #expect(ColorToken.accent != ColorToken.background)
        #expect(Set(ColorToken.allCases).count == ColorToken.allCases.count)
        #expect(Set(ColorToken.allCases.map(\.hashValue)).count == ColorToken.allCases.count)
    }
}
