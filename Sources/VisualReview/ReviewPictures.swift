import Basics
import Foundation

/// The review's visual section: every pinned page of both built sides
/// pictured and diffed (see `CompareVisuals`), or why it was not.
enum ReviewPictures {
    /// Pictures of `themes/<id>/<light|dark>.html` of both sides built in
    /// `review` (`base/`, `head/`); a page only one side has is listed as
    /// added or removed.
    static func take(chromium: String, review: String) async -> (section: String, changedPages: Int) {
        let base = joinPath(review, "base"), head = joinPath(review, "head")
        let pages = Set(pinnedPages(base) + pinnedPages(head)).sorted()
        let visuals = await CompareVisuals.run(chromium: chromium, baseSite: base, headSite: head, pages: pages, into: review)
        return (CompareVisuals.sectionHTML(visuals), visuals.diffs.filter { $0.changedPixels > 0 }.count)
    }

    /// The section when no pictures were taken, saying why.
    static func skipped(_ reason: String) -> String {
        CompareVisuals.sectionHTML(skippedReason: reason)
    }

    /// The pinned pages a built site has, by path.
    private static func pinnedPages(_ site: String) -> [String] {
        let themes = (try? FileManager.default.contentsOfDirectory(atPath: joinPath(site, "themes"))) ?? []
        return themes.flatMap { theme in
            ["light", "dark"].map { "themes/\(theme)/\($0).html" }
                .filter { FileManager.default.fileExists(atPath: joinPath(site, $0)) }
        }
    }
}
