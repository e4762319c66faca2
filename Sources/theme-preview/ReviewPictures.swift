import Foundation
import PreviewRenderer

/// The review's visual section: the pinned pages of both sides pictured
/// and diffed, or why they were not.
enum ReviewPictures {
    static func take(chromium: String, review: String, comparison: TokenComparison, work: String) async
        -> (section: String, changedPages: Int?) {
        (skipped("the picture step is not wired in yet"), nil)
    }

    /// The section when no pictures were taken, saying why.
    static func skipped(_ reason: String) -> String {
        ReviewPage.skippedPictures(reason)
    }
}
