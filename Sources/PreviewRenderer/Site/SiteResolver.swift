import Basics
import Foundation
import Highlighter
import Markdown
import Search
import ThemeTokens
import Theming

/// Step 2: interprets what was read. Every problem in every file is
/// collected before failing, so one run shows them all. The work itself is
/// `SiteResolution`'s, which `serve` keeps to redo only what a change touches.
public enum SiteResolver {
    /// - Parameter includeDrafts: Keep docs whose front matter says
    ///   `draft: true` (`--drafts`); otherwise they are left out and counted.
    public static func resolve(_ source: SiteSource, includeDrafts: Bool = false) throws(BuildFailure) -> ResolvedSite {
        try SiteResolution(source, includeDrafts: includeDrafts).site(source)
    }
}
