import Comparison
import ThemeTokens

extension TokenComparison {
    /// The comparison of two sites built with the built-in templates: a
    /// changed token lands on the components of the built-in stylesheet.
    public init(base: ThemeRegistry, head: ThemeRegistry, baseName: String, headName: String, level: ConformanceLevel = .aa) {
        self.init(base: base, head: head, baseName: baseName, headName: headName, level: level,
                  componentCSS: TemplateSet.builtInAsset(SiteFile.stylesheet.path) ?? "")
    }
}
