import Basics
import ThemeTokens
import Theming

/// The audit of a site's own design system: its pairs (inferred from the
/// token names, and listed in `config.yaml`'s `system: pairs:`) in every
/// combination, with a suggestion for each failure. A build makes it once,
/// when it resolves the tokens and the config (`Resolver`); the
/// contrast report, `contrast.json` and `theme-preview check` show it.
public enum SystemContrast {
    /// The problems of `config`'s pairs in `themes`' design system (an
    /// audit's `errors`, made without auditing).
    static func errors(_ themes: SiteThemeSet, config: SiteConfig?) -> [Diagnostic] {
        guard let designSystem = themes.designSystem, let pairs = config?.systemPairs, !pairs.isEmpty else { return [] }
        return SystemContrastAudit.errors(of: pairs, in: designSystem.system)
    }

    /// The audit of `themes`' design system with `config`'s pairs; nil
    /// without a system. A configured pair naming no color token of the
    /// system is in its `errors`, which fail the build.
    static func audit(_ themes: SiteThemeSet, config: SiteConfig?, level: ConformanceLevel = .aa,
                      memo: NearestPassingColor.Memo = .init()) -> SystemContrastAudit? {
        guard let designSystem = themes.designSystem else { return nil }
        return SystemContrastAudit(system: designSystem.system, configured: config?.systemPairs ?? [], level: level)
            .withSuggestions(memo: memo)
    }

    /// The themes of the site in `siteDirectory` and the audit `check`
    /// prints for its design system (nil without one), from one read of the
    /// site: `config.yaml` gives the slots and the pairs. Its problems, and a
    /// configured pair that names no color token of the system, are thrown,
    /// located, only when there is a system (without one `check` needs
    /// nothing of config).
    public static func check(siteDirectory: String, fileSystem: any FileSystem,
                             level: ConformanceLevel) throws(BuildFailure) -> (themes: SiteThemeSet, system: SystemContrastAudit?) {
        let source = try Loader(fileSystem: fileSystem, readsDates: false).load(siteDirectory)
        let themes = try source.loadThemes()
        guard themes.designSystem != nil else { return (themes, nil) }
        let audit = audit(themes, config: try source.config.get(), level: level)
        if let errors = audit?.errors, !errors.isEmpty { throw BuildFailure(errors) }
        return (themes, audit)
    }
}
