import Basics
import ThemeTokens
import Theming

/// The audit of a site's own design system: its pairs (inferred from the
/// token names, and listed in `config.yaml`'s `system: pairs:`) in every
/// combination, with a suggestion for each failure. A build makes it once,
/// when it resolves the tokens and the config (`SiteResolution`); the
/// contrast report, `contrast.json` and `theme-preview check` show it.
public enum SiteSystemContrast {
    /// The audit of `themes`' design system with `config`'s pairs; nil
    /// without a system. A configured pair naming no color token of the
    /// system is in its `errors`, which fail the build.
    static func audit(_ themes: SiteThemeSet, config: SiteConfig?, level: ConformanceLevel = .aa,
                      memo: NearestPassingColor.Memo = .init()) -> SystemContrastAudit? {
        guard let designSystem = themes.designSystem else { return nil }
        return SystemContrastAudit(system: designSystem.system, configured: config?.systemPairs ?? [], level: level)
            .withSuggestions(memo: memo)
    }

    /// The audit `check` prints for the site in `siteDirectory`, whose
    /// themes are `themes`; nil when they hold no design system.
    /// `config.yaml` is read only then (for its pairs): its problems, and
    /// a configured pair that names no color token of the system, are
    /// thrown, located.
    public static func check(_ themes: SiteThemeSet, siteDirectory: String, fileSystem: any FileSystem,
                             level: ConformanceLevel) throws(BuildFailure) -> SystemContrastAudit? {
        guard themes.designSystem != nil else { return nil }
        let path = joinPath(siteDirectory, SiteConfig.fileName)
        var text: String?
        if fileSystem.kind(at: path) == .file {
            do { text = try SiteLoader(fileSystem: fileSystem, readsDates: false).readText(path) } catch { throw BuildFailure([error]) }
        }
        let config = try SiteConfig.parse(text, in: siteDirectory).get()
        let audit = audit(themes, config: config, level: level)
        if let errors = audit?.errors, !errors.isEmpty { throw BuildFailure(errors) }
        return audit
    }
}
