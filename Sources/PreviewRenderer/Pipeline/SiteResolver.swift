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
    /// - Parameter options: What the build is asked for, whole: its drafts
    ///   (`--drafts`; otherwise docs with `draft: true` are left out and
    ///   counted), its base URL over the config's and its version.
    public static func resolve(_ source: SiteSource, options: BuildOptions = BuildOptions()) throws(BuildFailure) -> ResolvedSite {
        try SiteResolution(source, options: options).site(source)
    }
}
