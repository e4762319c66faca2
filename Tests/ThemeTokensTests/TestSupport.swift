import Foundation
import Testing
import ThemeTokens

/// A color written as the spec writes it: `#RRGGBB` at an opacity.
/// A bad literal in a test records an issue instead of crashing the run.
func spec(_ hex: String, _ alpha: Double = 1, sourceLocation: SourceLocation = #_sourceLocation) -> Color {
    do {
        return try Color(hex: hex).opacity(alpha)
    } catch {
        Issue.record("bad color literal in test: \(error)", sourceLocation: sourceLocation)
        return Color(red: 0, green: 0, blue: 0, alpha: 0)
    }
}

/// Checks the 8-bit channels (as `#RRGGBB`) and the exact opacity separately,
/// so a failure says which part is wrong, then the whole value.
func expectColor(_ actual: Color, _ hex: String, alpha: Double = 1, _ comment: Comment? = nil,
                 sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(actual.hexRGB == hex, comment, sourceLocation: sourceLocation)
    #expect(actual.alpha == alpha, comment, sourceLocation: sourceLocation)
}

/// The built-in theme with `id`, looked up by position-independent id.
func builtIn(_ id: ThemeID, sourceLocation: SourceLocation = #_sourceLocation) -> Theme {
    guard let theme = BuiltInThemes.all.first(where: { $0.id == id }) else {
        Issue.record("no built-in theme '\(id)'", sourceLocation: sourceLocation)
        return BuiltInThemes.defaultTheme
    }
    return theme
}

/// The package root (the folder holding Package.swift), found from this file.
let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent() // ThemeTokensTests
    .deletingLastPathComponent() // Tests
    .deletingLastPathComponent() // package root

/// The accent pairs of FR-BT-01, in display order.
struct CatalogEntry: Sendable, CustomTestStringConvertible {
    var id: ThemeID
    var displayName: String
    var lightAccent: String
    var darkAccent: String

    var testDescription: String { id.rawValue }
}

let specCatalog: [CatalogEntry] = [
    CatalogEntry(id: "default", displayName: "VaultMail", lightAccent: "#2596BE", darkAccent: "#3DAED4"),
    CatalogEntry(id: "midnight", displayName: "Midnight", lightAccent: "#6366F1", darkAccent: "#818CF8"),
    CatalogEntry(id: "forest", displayName: "Forest", lightAccent: "#059669", darkAccent: "#34D399"),
    CatalogEntry(id: "sunset", displayName: "Sunset", lightAccent: "#EA580C", darkAccent: "#FB923C"),
    CatalogEntry(id: "lavender", displayName: "Lavender", lightAccent: "#9333EA", darkAccent: "#C084FC"),
    CatalogEntry(id: "rose", displayName: "Rose", lightAccent: "#E11D48", darkAccent: "#FB7185"),
]
