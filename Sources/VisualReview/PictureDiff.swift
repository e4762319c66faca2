import Foundation

/// One pinned page pictured on both sides of a comparison. Paths are relative to the
/// review folder.
struct PictureDiff: Sendable, Equatable {
    /// The page in the built site, e.g. `themes/forest/dark.html`.
    var page: String
    /// The theme's id (or, for a page outside `themes/<id>/`, its path as a name).
    var theme: String
    /// `light`, `dark`, or empty for a page outside `themes/<id>/`.
    var scheme: String
    var before: String
    var after: String
    /// Unchanged pixels as a light grey copy of `after`, changed ones magenta.
    var diff: String
    /// The viewer page: side by side, swipe, blink and the diff image.
    var viewer: String
    var changedPixels: Int
    var totalPixels: Int

    /// The share of pixels changed, 0...1.
    var share: Double { totalPixels == 0 ? 0 : Double(changedPixels) / Double(totalPixels) }
}

/// What the visual part of a comparison found.
struct VisualComparison: Sendable {
    /// Pages pictured on both sides, in the order asked for.
    var diffs: [PictureDiff]
    /// Pages only the head site has (a theme added): not compared.
    var added: [String]
    /// Pages only the base site has (a theme removed): not compared.
    var removed: [String]
    /// One message per picture that could not be taken or compared.
    var failures: [String]
    /// Wall-clock seconds for the screenshots and for the diffs (for benchmarks; not shown).
    var screenshotSeconds: Double
    var diffSeconds: Double
}
