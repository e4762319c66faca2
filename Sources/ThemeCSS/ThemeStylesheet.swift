import ThemeTokens

/// The CSS that puts a theme's variables on a page: the text of
/// `<style id="theme-css">`, swapped whole when the reader picks another
/// theme (Awful's `setThemeStylesheet`).
///
/// With JavaScript the page's `<html>` always carries the effective
/// `data-scheme`, `data-contrast` and `data-transparency`; without it none
/// are set and the `prefers-*` media queries decide. Each accessibility
/// variant touches its own tokens (text vs muted colors), so variants
/// combine by cascade without a rule per combination.
public enum ThemeStylesheet {
    /// A theme's declarations for both schemes and every accessibility
    /// variant, computed once (the increased-contrast palette runs the
    /// nearest-color search) and shared by every stylesheet of that theme.
    public struct Declarations: Sendable {
        let standardTable: TokenTable<ColorScheme, [CSSDeclaration]>
        /// Per variant and scheme: only the declarations the variant changes
        /// in either scheme, so the dark rule overrides everything the light
        /// rule set.
        let variantTables: TokenTable<AccessibilityVariant, TokenTable<ColorScheme, [CSSDeclaration]>>

        /// `memo`: the build's nearest-color results, shared by its themes.
        public init(_ theme: Theme, memo: NearestPassingColor.Memo? = nil) {
            let standard = TokenTable<ColorScheme, [CSSDeclaration]> { scheme in
                TokenDeclarations.schemeDependent(theme, scheme, memo: memo)
            }
            variantTables = TokenTable<AccessibilityVariant, TokenTable<ColorScheme, [CSSDeclaration]>> { variant in
                let changed = TokenTable<ColorScheme, [CSSDeclaration]> { scheme in
                    TokenDeclarations.schemeDependent(theme, scheme, variants: [variant], memo: memo)
                }
                // The names the variant changes in either scheme (a few:
                // a list, not a set).
                var names: [[UInt8]] = []
                for scheme in ColorScheme.allCases {
                    for declaration in ThemeStylesheet.difference(changed[scheme], from: standard[scheme]) {
                        let name = UTF8Text.key(declaration.name)
                        if !names.contains(name) { names.append(name) }
                    }
                }
                return changed.map { _, declarations in ThemeStylesheet.select(declarations, names) }
            }
            standardTable = standard
        }

        func standard(_ scheme: ColorScheme) -> [CSSDeclaration] { standardTable[scheme] }

        func variant(_ variant: AccessibilityVariant, _ scheme: ColorScheme) -> [CSSDeclaration] {
            variantTables[variant][scheme]
        }
    }

    /// Both schemes, switchable by attribute or by the OS.
    public static func live(_ theme: Theme, root: String = ":root", memo: NearestPassingColor.Memo? = nil) -> String {
        live(Declarations(theme, memo: memo), root: root)
    }

    public static func live(_ declarations: Declarations, root: String = ":root") -> String {
        var css = CSSWriter()
        let light = declarations.standard(.light)
        let darkDiff = difference(declarations.standard(.dark), from: light)
        css.rule(root, light)
        css.rule("\(root)[data-scheme=\"dark\"]", darkDiff)
        css.media("(prefers-color-scheme: dark)") { css in
            css.rule("\(root):not([data-scheme])", darkDiff)
        }
        for variant in AccessibilityVariant.allCases {
            let lightVariant = declarations.variant(variant, .light)
            let darkVariant = declarations.variant(variant, .dark)
            css.rule("\(root)[\(variant.attribute)=\"\(variant.onValue)\"]", lightVariant)
            css.rule("\(root)[data-scheme=\"dark\"][\(variant.attribute)=\"\(variant.onValue)\"]", darkVariant)
            // Without JavaScript the variant comes from the OS; the scheme may
            // still be pinned by the page (data-scheme) or follow the OS.
            css.media(variant.mediaQuery) { css in
                css.rule("\(root):not([\(variant.attribute)]):not([data-scheme=\"dark\"])", lightVariant)
                css.rule("\(root)[data-scheme=\"dark\"]:not([\(variant.attribute)])", darkVariant)
            }
            css.media("\(variant.mediaQuery) and (prefers-color-scheme: dark)") { css in
                css.rule("\(root):not([\(variant.attribute)]):not([data-scheme])", darkVariant)
            }
        }
        return css.text
    }

    /// The selector that matches a page whose head script has not run: its
    /// `<html>` has no `data-preference` (the script sets one on every page)
    /// and no pinned theme (a pinned page inlines its own).
    public static let withoutScriptRoot = ":root:not([data-preference]):not([data-pinned-theme])"

    /// The default theme's live stylesheet for pages read without
    /// JavaScript, written once into the site's CSS: with JavaScript the
    /// head script writes the reader's theme into `<style id="theme-css">`
    /// before the first paint and these rules match nothing.
    public static func withoutScript(_ declarations: Declarations) -> String {
        live(declarations, root: withoutScriptRoot)
    }

    /// One theme in one scheme, declared on `root` (pinned pages, the matrix,
    /// review links), with the accessibility variants still available.
    public static func fixed(_ theme: Theme, _ scheme: ColorScheme, root: String = ":root",
                             variantRoot: String = ":root") -> String {
        fixed(Declarations(theme), scheme, root: root, variantRoot: variantRoot)
    }

    public static func fixed(_ declarations: Declarations, _ scheme: ColorScheme, root: String = ":root",
                             variantRoot: String = ":root") -> String {
        var css = CSSWriter()
        css.rule(root, declarations.standard(scheme))
        for variant in AccessibilityVariant.allCases {
            let changed = declarations.variant(variant, scheme)
            let scoped = root == variantRoot ? "" : " \(root)"
            css.rule("\(variantRoot)[\(variant.attribute)=\"\(variant.onValue)\"]\(scoped)", changed)
            css.media(variant.mediaQuery) { css in
                css.rule("\(variantRoot):not([\(variant.attribute)])\(scoped)", changed)
            }
        }
        return css.text
    }

    /// Scheme-independent tokens (spacing, radii, type) and the font size
    /// steps: the same for every theme, written once into the site's CSS.
    public static func shared(_ theme: Theme) -> String {
        var css = CSSWriter()
        var declarations = [
            CSSDeclaration("--vm-font-family-default", TokenDeclarations.defaultFontStack),
            CSSDeclaration("--vm-font-family-monospaced", TokenDeclarations.monospacedFontStack),
            CSSDeclaration(CSSVariable.fontOffset, "0rem"),
        ]
        declarations += TokenDeclarations.schemeIndependent(theme)
        css.rule(":root", declarations)
        for step in FontSizeStep.allCases where step != .medium {
            css.rule(":root[data-font-size=\"\(step.offset)\"]",
                     [CSSDeclaration(CSSVariable.fontOffset, TokenDeclarations.rem(Double(step.offset)))])
        }
        return css.text
    }

    public static func difference(_ declarations: [CSSDeclaration], from base: [CSSDeclaration]) -> [CSSDeclaration] {
        // Names and values compared by bytes (`UTF8Text`), as CSS does. The
        // lists come from the same code, so a name is almost always at the
        // same position in both; else it is searched for (no dictionary:
        // smaller in the lab's engine).
        declarations.enumerated().filter { position, declaration in
            let index = position < base.count && UTF8Text.equal(base[position].name, declaration.name)
                ? position : base.lastIndex { UTF8Text.equal($0.name, declaration.name) }
            guard let index else { return true }
            return !UTF8Text.equal(base[index].value, declaration.value) || !sameOriginal(base[index], declaration)
        }.map { $0.element }
    }

    static func sameOriginal(_ first: CSSDeclaration, _ second: CSSDeclaration) -> Bool {
        switch (first.original, second.original) {
        case (nil, nil): true
        case (let a?, let b?): UTF8Text.equal(a, b)
        default: false
        }
    }

    static func select(_ declarations: [CSSDeclaration], _ names: [[UInt8]]) -> [CSSDeclaration] {
        declarations.filter { names.contains(UTF8Text.key($0.name)) }
    }
}

extension AccessibilityVariant {
    /// The `<html>` attribute the preview sets for this variant.
    public var attribute: String {
        switch self {
        case .increasedContrast: "data-contrast"
        case .reduceTransparency: "data-transparency"
        }
    }

    /// The attribute's value when the variant is on (off is `standard`).
    public var onValue: String {
        switch self {
        case .increasedContrast: "more"
        case .reduceTransparency: "reduce"
        }
    }

    /// The media query that turns the variant on from the OS.
    public var mediaQuery: String {
        switch self {
        case .increasedContrast: "(prefers-contrast: more)"
        case .reduceTransparency: "(prefers-reduced-transparency: reduce)"
        }
    }

    /// The control's visible label.
    public var label: String {
        switch self {
        case .increasedContrast: "Increase Contrast"
        case .reduceTransparency: "Reduce Transparency"
        }
    }
}
