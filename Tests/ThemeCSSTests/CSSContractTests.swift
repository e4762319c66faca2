@testable import PreviewRenderer
import Testing
@testable import ThemeCSS
import ThemeTokens
@testable import Theming

/// The variable names and values the pages, the export and the browser
/// checks rely on.
struct CSSContractTests {
    let theme = BuiltInThemes.defaultTheme

    func declarations(_ scheme: ColorScheme, _ variants: Set<AccessibilityVariant> = []) -> [String: String] {
        Dictionary(TokenDeclarations.schemeDependent(theme, scheme, variants: variants).map { ($0.name, $0.value) },
                   uniquingKeysWith: { first, _ in first })
    }

    @Test func colorVariablesUseKebabCaseNamesAndKeepAlpha() {
        let light = declarations(.light)
        #expect(light["--vm-color-background"] == "#FFFFFF")
        #expect(light["--vm-color-surface-elevated"] == "#F2F2F7")
        #expect(light["--vm-color-text-secondary"] == "#3C3C4399")
        #expect(light["--vm-color-text-tertiary"] == "rgb(60 60 67 / 30%)")
        #expect(light["--vm-color-accent"] == "#2596BE")
        #expect(light["--vm-color-accent-hover"] == "#1E7FA3")
        #expect(light["--vm-color-accent-muted"] == "rgb(37 150 190 / 12%)")
        #expect(light["--vm-color-unread-dot"] == "#2596BE")
        #expect(light["--vm-color-starred"] == "#FFD60A")
        #expect(light["--vm-color-surface-selected"] == "rgb(37 150 190 / 8%)")
        let dark = declarations(.dark)
        #expect(dark["--vm-color-background"] == "#000000")
        #expect(dark["--vm-color-accent-hover"] == "#4BC2E8")
        #expect(dark["--vm-color-border"] == "#54545866")
        #expect(dark["color-scheme"] == "dark")
    }

    @Test func everyColorTokenCategoryAndAvatarHasAVariable() {
        let light = declarations(.light)
        for token in ColorToken.allCases {
            #expect(light["--vm-color-\(token.kebabName)"] != nil, "missing \(token)")
        }
        for name in ["primary", "social", "promotions", "updates", "forums", "uncategorized"] {
            #expect(light["--vm-color-category-\(name)"] != nil)
            #expect(light["--vm-color-category-\(name)-muted"] != nil)
        }
        #expect(light["--vm-color-category-social"] == "#34C759")
        #expect(light["--vm-color-category-social-muted"] == "rgb(52 199 89 / 12%)")
        #expect(light["--vm-color-category-primary"] == "#2596BE")
        for index in 0..<10 { #expect(light["--vm-color-avatar-\(index)"] != nil) }
        #expect(light["--vm-color-avatar-10"] == nil)
    }

    @Test func awfulAliasesFollowTheSemanticTokens() {
        let dark = declarations(.dark)
        #expect(dark["--background-color"] == "#000000")
        #expect(dark["--text-color"] == "#FFFFFF")
        #expect(dark["--link-color"] == "#3DAED4")
        #expect(dark["--border-color"] == "rgb(84 84 88 / 30%)")
    }

    @Test func shadowsAreSuppressedInDarkMode() {
        #expect(declarations(.light)["--vm-shadow-medium"] == "0 2px 4px rgb(0 0 0 / 8%)")
        #expect(declarations(.light)["--vm-shadow-subtle"] == "0 1px 2px rgb(0 0 0 / 4%)")
        #expect(declarations(.dark)["--vm-shadow-elevated"] == "none")
    }

    @Test func spacingRadiiAndTypeArePixelAndRemValues() {
        let shared = Dictionary(TokenDeclarations.schemeIndependent(theme).map { ($0.name, $0.value) },
                                uniquingKeysWith: { first, _ in first })
        #expect(shared["--vm-space-xxs"] == "2px")
        #expect(shared["--vm-space-xxxl"] == "32px")
        #expect(shared["--vm-space-list-row-vertical"] == "12px")
        #expect(shared["--vm-space-avatar-size"] == "44px")
        #expect(shared["--vm-space-bottom-tab-height"] == "56px")
        #expect(shared["--vm-radius-small"] == "8px")
        #expect(shared["--vm-radius-extra-large"] == "20px")
        #expect(shared["--vm-radius-full"] == "9999px")
        #expect(shared["--vm-font-body-large-size"] == "calc(1.0625rem + var(--vm-font-offset))")
        #expect(shared["--vm-font-display-large-weight"] == "700")
        #expect(shared["--vm-font-caption-mono-family"] == "var(--vm-font-family-monospaced)")
        #expect(shared.keys.filter { $0.hasPrefix("--vm-space-") }.count == SpacingToken.allCases.count)
    }

    /// The font size steps (seed 002) move every type size by the step's
    /// offset: each size adds --vm-font-offset, which each step sets.
    @Test func fontSizeStepsMoveEveryTypeSizeByTheirOffset() {
        let css = ThemeStylesheet.shared(theme)
        #expect(css.contains(#":root[data-font-size="-2"]{--vm-font-offset:-0.125rem;}"#))
        #expect(css.contains(#":root[data-font-size="2"]{--vm-font-offset:0.125rem;}"#))
        #expect(css.contains(#":root[data-font-size="4"]{--vm-font-offset:0.25rem;}"#))
        #expect(!css.contains(#"data-font-size="0""#))
        #expect(css.contains("--vm-font-offset:0rem;"))
        let shared = Dictionary(TokenDeclarations.schemeIndependent(theme).map { ($0.name, $0.value) },
                                uniquingKeysWith: { first, _ in first })
        for token in TypeToken.allCases {
            let size = theme.typography[token].size
            #expect(shared[CSSVariable.fontSize(token)] == "calc(\(TokenDeclarations.rem(size)) + var(--vm-font-offset))",
                    "\(token)")
        }
        #expect(shared["--vm-font-display-large-size"] == "calc(2.125rem + var(--vm-font-offset))")
        #expect(shared["--vm-font-label-small-size"] == "calc(0.6875rem + var(--vm-font-offset))")
    }

    @Test func increasedContrastMakesTextOpaqueAndBordersTwoPixels() {
        let contrast = declarations(.light, [.increasedContrast])
        #expect(contrast["--vm-color-text-secondary"] == "#3C3C43")
        #expect(contrast["--vm-color-text-tertiary"] == "#3C3C43")
        #expect(contrast["--vm-border-width"] == "2px")
        #expect(declarations(.light)["--vm-border-width"] == "1px")
    }

    @Test func reduceTransparencyMakesMutedColorsSolid() {
        let solid = declarations(.light, [.reduceTransparency])
        // #2596BE at 12% over white, each channel rounded half up.
        #expect(solid["--vm-color-accent-muted"] == "#E5F2F7")
        #expect(solid["--vm-color-text-secondary"] == "#3C3C4399")
    }

    @Test func liveStylesheetSwitchesByAttributeAndByMediaQuery() {
        let css = ThemeStylesheet.live(theme)
        #expect(css.hasPrefix(":root{color-scheme:light;--vm-color-background:#FFFFFF;"))
        #expect(css.contains(":root[data-scheme=\"dark\"]{color-scheme:dark;--vm-color-background:#000000;"))
        #expect(css.contains("@media (prefers-color-scheme: dark){\n:root:not([data-scheme]){color-scheme:dark;"))
        #expect(css.contains(":root[data-contrast=\"more\"]{"))
        #expect(css.contains("@media (prefers-contrast: more){\n:root:not([data-contrast]):not([data-scheme=\"dark\"]){"))
        #expect(css.contains(":root[data-scheme=\"dark\"]:not([data-contrast]){"))
        #expect(css.contains(":root[data-transparency=\"reduce\"]{"))
        #expect(!css.contains("\n\n"))
    }

    @Test func fixedStylesheetDeclaresOneCombinationOnRoot() {
        let forest = BuiltInThemes.all[2]
        let css = ThemeStylesheet.fixed(forest, .dark)
        #expect(css.hasPrefix(":root{color-scheme:dark;--vm-color-background:#000000;"))
        #expect(css.contains("--vm-color-accent:#34D399;"))
        #expect(!css.contains("data-scheme"))
        let scoped = ThemeStylesheet.fixed(forest, .light, root: ".tp-scope-2-light")
        #expect(scoped.hasPrefix(".tp-scope-2-light{color-scheme:light;"))
        #expect(scoped.contains(":root[data-contrast=\"more\"] .tp-scope-2-light{"))
    }

    @Test func chromeColorsPassAAOnEveryBuiltInTheme() {
        for theme in BuiltInThemes.all {
            for scheme in ColorScheme.allCases {
                let colors = theme.colors(for: scheme)
                let values = Dictionary(TokenDeclarations.chrome(colors).map { ($0.name, $0.value) },
                                        uniquingKeysWith: { first, _ in first })
                for name in ["--tp-link", "--tp-text-muted"] {
                    let color = try? Color(hex: values[name] ?? "")
                    for background in [ColorToken.background, .surface, .surfaceElevated] {
                        let ratio = color.map { WCAG.contrastRatio($0, colors[background]) } ?? 0
                        #expect(ratio >= 4.5, "\(theme.id) \(scheme) \(name) on \(background): \(ratio)")
                    }
                }
            }
        }
    }

    /// The banner's and primary buttons' text on the accent
    /// (`--tp-on-accent`) passes AA in every built-in theme and scheme.
    @Test func textOnTheAccentPassesAAOnEveryBuiltInTheme() {
        for theme in BuiltInThemes.all {
            for scheme in ColorScheme.allCases {
                let colors = theme.colors(for: scheme)
                let values = Dictionary(TokenDeclarations.chrome(colors).map { ($0.name, $0.value) },
                                        uniquingKeysWith: { first, _ in first })
                let text = try? Color(hex: values["--tp-on-accent"] ?? "")
                let accent = colors[.accent].composited(over: colors[.background])
                let ratio = text.map { WCAG.contrastRatio($0, accent) } ?? 0
                #expect(ratio >= 4.5, "\(theme.id) \(scheme) --tp-on-accent on the accent: \(ratio)")
            }
        }
    }

    /// White on a light blue fails AA: black is taken; a text-inverse that
    /// passes is kept.
    @Test func textOnALightAccentIsBlackWhenWhiteFails() throws {
        let lightBlue = try Color(hex: "#7DD3FC")
        let colors = BuiltInThemes.colors(.dark, accent: lightBlue)
        #expect(WCAG.contrastRatio(.white, lightBlue) < 4.5)
        #expect(TokenDeclarations.onAccent(colors) == colors[.textInverse].composited(over: lightBlue))
        let darkBlue = try Color(hex: "#1D4ED8")
        #expect(TokenDeclarations.onAccent(BuiltInThemes.colors(.light, accent: darkBlue)) == .white)
        #expect(TokenDeclarations.onAccent(BuiltInThemes.colors(.dark, accent: darkBlue)) == .white)
    }

    @Test func componentCSSReferencesVariablesOnly() throws {
        let css = try #require(TemplateSet.builtInAsset("assets/theme-preview.css"))
        // G-01: no color literal in component CSS.
        let hex = try Regex("#[0-9A-Fa-f]{3,8}\\b")
        let functions = try Regex("\\b(rgb|rgba|hsl|hsla|oklch|color)\\(")
        let lines = css.split(separator: "\n").filter { !$0.contains("content:") }
        for line in lines {
            #expect(line.firstMatch(of: hex) == nil, "color literal in: \(line)")
            #expect(line.firstMatch(of: functions) == nil, "color function in: \(line)")
        }
        for name in ["vm-card", "vm-chip", "vm-primary-button", "vm-secondary-button", "vm-search-bar",
                     "vm-section-header", "vm-list-row"] {
            #expect(css.contains(".\(name) {") || css.contains(".\(name),") || css.contains(".\(name):"),
                    "no rule for .\(name)")
        }
    }
}
