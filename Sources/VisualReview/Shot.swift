import Foundation

/// One screenshot to take.
struct Shot: Sendable {
    var themeID: String
    var themeName: String
    var scheme: String
    /// What the error messages call it.
    var page: String
    var url: URL
    var file: String
    var windowSize: (width: Int, height: Int)
}
