import Foundation

/// `assets/theme-engine.js`: the theme lab's engine, ThemeTokens' color math
/// and ThemeCSS's stylesheet as WebAssembly (compiled during `swift build`
/// by the EmbedThemeEngine plugin), inlined gzip-compressed, as base64, into
/// the script's template (`Templates/assets/theme-engine.js`) so it loads
/// from `file://`; the script inflates it with `DecompressionStream`. The
/// template ships without its comment lines and indentation (`ScriptCompaction`).
enum ThemeEngineScript {
    /// The placeholder the template holds where the module goes.
    static let placeholder = "{{wasm}}"

    /// The script, or nil when the template is missing from this build.
    static func make() -> String? {
        guard let source = TemplateSet.builtInAsset(FixedFile.themeEngine.path) else { return nil }
        let template = ScriptCompaction.compact(source)
        guard let range = template.range(of: placeholder) else { return nil }
        return template.replacingCharacters(in: range, with: ThemeEngineModule.base64)
    }
}
