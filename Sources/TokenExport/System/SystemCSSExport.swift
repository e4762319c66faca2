import Basics
import DTCG
import Theming

/// A design system as one stylesheet of CSS custom properties with the
/// system's own names (`colors.bg.default` is `--colors-bg-default`): the
/// default combination on `:root`, every combination on
/// `[data-theme="ID"]` (`casual-green`), on `<html>` or on any element for
/// what is inside it. When the system has a light/dark axis, a page
/// without `data-theme` follows `prefers-color-scheme`: the default
/// combination's dark counterpart (the one that differs only in that
/// axis's value) is in a `prefers-color-scheme: dark` query, and each
/// combination of the axis declares its `color-scheme`.
///
/// A typography token is the `font` shorthand (`400 16px/1.5 "Inter",
/// sans-serif`) and, when it has letter spacing, `--NAME-letter-spacing`.
/// A color written in another color space keeps it in an `@supports`
/// block after its rule (`CSSWriter`), browsers without that space keeping
/// the sRGB value. The site's `tokens.css` is this file.
public enum SystemCSSExport {
    public static func render(_ system: SystemExport, generator: String) -> (text: String, warnings: [Diagnostic]) {
        var notes = SystemExportNotes(format: "css", system: system)
        let names = variableNames(system)
        let defaultCombination = system.combinations[0]
        let dark = darkCounterpart(of: defaultCombination, in: system)
        let example = system.firstTokens.first.flatMap { token in names.table[token.token.name].map { (token.token.name, $0) } }
        var text = header(system, dark: dark, example: example, generator: generator)
        var css = CSSWriter()
        var declarations: [String: [CSSDeclaration]] = [:]
        for combination in system.combinations {
            declarations[combination.id] = self.declarations(combination, names: names.table, letterSpacing: names.letterSpacing, notes: &notes)
        }
        let first = declarations[defaultCombination.id] ?? []
        css.rule(":root," + CSSEscape.attributeSelector("data-theme", equals: defaultCombination.id), first)
        text += css.text
        if let dark {
            // Only what the dark counterpart changes, on a page that picks no combination.
            var inner = CSSWriter()
            inner.rule(":root:not([data-theme])", (declarations[dark.id] ?? []).filter { !first.contains($0) })
            if !inner.text.isEmpty { text += "@media (prefers-color-scheme: dark){\n\(inner.text)}\n" }
        }
        var others = CSSWriter()
        for combination in system.combinations.dropFirst() {
            others.rule(CSSEscape.attributeSelector("data-theme", equals: combination.id), declarations[combination.id] ?? [])
        }
        text += others.text
        return (text, names.warnings + notes.warnings)
    }

    /// Each token's custom property, and for typography tokens with letter
    /// spacing (in any combination) the letter spacing's.
    static func variableNames(_ system: SystemExport) -> (table: [String: String], letterSpacing: [String: String], warnings: [Diagnostic]) {
        var table = ExportNameTable(format: "css")
        var names: [String: String] = [:]
        var letterSpacing: [String: String] = [:]
        let spacingTokens = Set(system.combinations.flatMap(\.tokens).compactMap { token -> String? in
            guard case .typography(let typography) = token.value, typography.letterSpacing != nil else { return nil }
            return token.token.name
        })
        for token in system.firstTokens {
            let words = ExportNameTable.words(token.token.path)
            names[token.token.name] = table.name(for: token.token, words: words, spell: variable)
            if spacingTokens.contains(token.token.name) {
                letterSpacing[token.token.name] = table.name(for: token.token, words: words + ["letter", "spacing"], spell: variable)
            }
        }
        return (names, letterSpacing, table.warnings)
    }

    /// `--` and the words joined with `-`: letters and digits only, so
    /// nothing needs escaping.
    static func variable(_ words: [String]) -> String {
        "--" + words.joined(separator: "-")
    }

    static func declarations(_ combination: SystemExport.Combination, names: [String: String], letterSpacing: [String: String],
                             notes: inout SystemExportNotes) -> [CSSDeclaration] {
        var declarations: [CSSDeclaration] = []
        if let scheme = combination.scheme { declarations.append(CSSDeclaration("color-scheme", scheme.rawValue)) }
        for token in combination.tokens {
            guard let name = names[token.token.name], let text = CSSValueText(token.value) else {
                notes.leaveOut(token)
                continue
            }
            var declaration = CSSDeclaration(name, text.value, original: text.original)
            declaration.originalNeeds = text.needs
            declarations.append(declaration)
            if case .typography(let typography) = token.value, let spacing = typography.letterSpacing,
               let spacingName = letterSpacing[token.token.name] {
                declarations.append(CSSDeclaration(spacingName, CSSValueText.dimension(spacing)))
            }
        }
        return declarations
    }

    /// The combination that differs from `combination` only in the
    /// light/dark axis's value, and is dark; nil when `combination` is not
    /// light or there is none.
    static func darkCounterpart(of combination: SystemExport.Combination, in system: SystemExport) -> SystemExport.Combination? {
        guard combination.scheme == .light else { return nil }
        return system.appearances.first { $0.light.id == combination.id }?.dark
    }

    static func header(_ system: SystemExport, dark: SystemExport.Combination?, example token: (name: String, variable: String)?,
                       generator: String) -> String {
        let count = system.combinations.count
        let axes = system.system.axes.map(\.name)
        let shape = axes.isEmpty ? "" : " (\(CSSExport.commentSafe(axes.joined(separator: " × "))))"
        let defaultID = system.combinations[0].id
        let example = system.combinations.dropFirst().first?.id ?? defaultID
        var lines = [
            "The design system '\(CSSExport.commentSafe(system.system.name))': every token of its \(count) combination\(count == 1 ? "" : "s")\(shape) as CSS custom properties.",
            "Generated by \(CSSExport.commentSafe(generator)); do not edit: run `theme-preview export --format css` again.",
            "",
            "Usage: <html data-theme=\"\(example)\">, or data-theme on any element for what is inside it.",
            "  data-theme  one of:",
        ]
        for combination in system.combinations {
            lines.append("    \(combination.id) (\(CSSExport.commentSafe(combination.title)))\(combination.id == defaultID ? ", the default" : "")")
        }
        if let dark {
            lines.append("Without data-theme a page gets \(defaultID), or \(dark.id) when prefers-color-scheme is dark.")
        } else {
            lines.append("Without data-theme a page gets \(defaultID).")
        }
        lines += [
            "Names: each token's path in lower case, its words joined with -"
                + (token.map { ": \(CSSExport.commentSafe($0.name)) is \($0.variable)." } ?? "."),
            "Typography is the font shorthand; its letter spacing, when it has one, is --NAME-letter-spacing.",
            "A color written in another color space (display-p3, oklch, ...) keeps it in an @supports block after its rule.",
        ]
        return "/*\n" + lines.map { $0.isEmpty ? " *\n" : " * \($0)\n" }.joined() + " */\n"
    }
}
