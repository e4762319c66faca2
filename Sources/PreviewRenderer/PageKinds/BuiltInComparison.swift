import Comparison
import ThemeTokens
import Theming

extension TokenComparison {
    /// The comparison of two sites built with the built-in templates: a
    /// changed token lands on the components of the built-in stylesheet.
    public init(base: ThemeRegistry, head: ThemeRegistry, baseName: String, headName: String, level: ConformanceLevel = .aa) {
        self.init(base: base, head: head, baseName: baseName, headName: headName, level: level,
                  componentCSS: TemplateSet.builtInAsset(FixedFile.stylesheet.path) ?? "")
    }

    /// The comparison of two sites' themes, and of their design systems
    /// in the systems' own token names when either side has one.
    public init(base: SiteThemeSet, head: SiteThemeSet, baseName: String, headName: String, level: ConformanceLevel = .aa) {
        self.init(base: base.registry, head: head.registry, baseName: baseName, headName: headName, level: level)
        system = SystemTokenDiff(base: base.designSystem?.system, head: head.designSystem?.system)
    }
}
