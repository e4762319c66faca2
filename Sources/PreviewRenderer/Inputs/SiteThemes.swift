import Basics
import ThemeTokens
import Theming

/// The themes a site resolves to: the six built-ins, replaced or joined by
/// the themes defined in `SITE_DIR/tokens/`.
public enum SiteThemes {
    public static func load(siteDirectory: String, fileSystem: any FileSystem) throws(BuildFailure) -> SiteThemeSet {
        let source = try Loader(fileSystem: fileSystem, readsDates: false).load(siteDirectory)
        return try source.loadThemes()
    }
}
