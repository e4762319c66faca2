import Basics
import ThemeTokens
import Theming

/// A token change reviewed: what changed, token by token, and which
/// contrast pairs moved, with the summary `theme-preview compare` prints
/// as text, as Markdown for a pull request comment, or as JSON.
public struct TokenComparison: Sendable {
    /// How each side is named to people (`site`, `main`, `HEAD`).
    public var baseName: String
    public var headName: String
    public var tokens: TokenDiff
    public var contrast: ContrastDelta
    public var distinguishability: DistinguishabilityDelta
    /// Each changed token (in any theme or scheme), its CSS variable and
    /// the components (`.vm-*` classes of the built-in stylesheet) that
    /// read it, directly or through another variable.
    public var landing: [(token: String, variable: String, components: [String])]
    /// The sites' own design system compared in its own token names, when
    /// either side has one (set by the caller, who read the systems).
    public var system: SystemTokenDiff? = nil

    /// `componentCSS`: the stylesheet whose components (`.vm-*` rules)
    /// `landing` names.
    public init(base: ThemeRegistry, head: ThemeRegistry, baseName: String, headName: String,
                level: ConformanceLevel = .aa, componentCSS: String) {
        self.baseName = baseName
        self.headName = headName
        tokens = TokenDiff(base: base, head: head)
        contrast = ContrastDelta(base: ContrastReport(registry: base, level: level),
                                 head: ContrastReport(registry: head, level: level))
        distinguishability = DistinguishabilityDelta(base: base, head: head)
        let usage = ComponentUsage(css: componentCSS)
        var seen: Set<String> = []
        landing = tokens.changes.compactMap { change in
            guard seen.insert(change.token.name).inserted else { return nil }
            let variable = TokenComparison.variable(change.token)
            return (change.token.name, variable, usage.readers[variable] ?? [])
        }
    }

    static func variable(_ slot: ColorSlot) -> String {
        switch slot {
        case .token(let token): CSSVariable.color(token)
        case .categoryForeground(let category): CSSVariable.category(category)
        case .categoryMuted(let category): CSSVariable.categoryMuted(category)
        case .avatar(let index): CSSVariable.avatar(index)
        case .syntax(let token): CSSVariable.syntax(token)
        }
    }

    /// What `--fail-on regressions` fails on: a pair that passed and fails
    /// now, or colors that could be told apart and collapse now.
    public var hasRegressions: Bool { !contrast.regressions.isEmpty || !distinguishability.regressions.isEmpty }

    /// Nothing differs: no token, no theme, no contrast pair, nothing of
    /// a design system.
    public var isEmpty: Bool {
        tokens.isEmpty && contrast.rows.isEmpty && distinguishability.rows.isEmpty && (system?.isEmpty ?? true)
    }

    /// Tokens changed, counted per theme and scheme (`forest dark: 3`).
    public var changeCounts: [(theme: ThemeID, scheme: ColorScheme, count: Int)] {
        var counts: [(theme: ThemeID, scheme: ColorScheme, count: Int)] = []
        for change in tokens.changes {
            if let last = counts.last, last.theme == change.theme, last.scheme == change.scheme {
                counts[counts.count - 1].count += 1
            } else {
                counts.append((change.theme, change.scheme, 1))
            }
        }
        return counts
    }

    /// What the per-theme values are called: the built-in model's color
    /// tokens, or, on a design system's site, the gallery's slots (the
    /// system's own tokens are `system`'s).
    var slotNoun: String { system == nil ? "token" : "gallery slot" }

    /// The one-paragraph summary, most important first.
    public var headline: String {
        guard !isEmpty else { return "No changes between \(baseName) and \(headName)." }
        var parts = ["\(tokens.changes.count) \(slotNoun) \(tokens.changes.count == 1 ? "value" : "values") changed"]
        if !tokens.addedThemes.isEmpty { parts.append("\(tokens.addedThemes.count) \(tokens.addedThemes.count == 1 ? "theme" : "themes") added") }
        if !tokens.removedThemes.isEmpty { parts.append("\(tokens.removedThemes.count) \(tokens.removedThemes.count == 1 ? "theme" : "themes") removed") }
        if !tokens.renamedThemes.isEmpty { parts.append("\(tokens.renamedThemes.count) renamed") }
        parts.append("\(contrast.rows(.newlyFailing).count) contrast pairs newly failing")
        parts.append("\(contrast.rows(.newlyPassing).count) newly passing")
        parts.append("\(contrast.rows(.ratioMoved).count) with a ratio that moved")
        if !distinguishability.rows.isEmpty {
            parts.append("\(distinguishability.regressions.count) color pairs newly hard to tell apart, "
                + "\(distinguishability.rows.count - distinguishability.regressions.count) told apart again")
        }
        return "\(baseName) -> \(headName): " + parts.joined(separator: ", ") + "."
    }

    static func pairName(_ result: ContrastResult) -> String {
        var name = "\(result.theme) \(result.scheme.rawValue)"
        if result.variant != .standard { name += " (\(result.variant.rawValue))" }
        return name + ": \(result.pair.foreground.name) on \(result.pair.backgroundName)"
    }

    static func ratio(_ result: ContrastResult?) -> String {
        result.map { "\(WCAG.displayed($0.ratio)):1" } ?? "-"
    }

    static func fix(_ result: ContrastResult) -> String? {
        result.suggestion.map { "try \($0.hex) (\(WCAG.displayed(WCAG.contrastRatio($0, result.backgroundColor))):1)" }
    }

    // MARK: Text

    /// For a terminal: the headline, then a line per regression, per
    /// moved pair and per changed token.
    public var text: String {
        var lines = [headline]
        guard !isEmpty else { return lines.joined(separator: "\n") + "\n" }
        lines += systemSummaryLines
        for row in contrast.rows where row.kind != .added && row.kind != .removed {
            let result = row.result
            var line = "\(row.kind.rawValue): \(Self.pairName(result)) \(Self.ratio(row.before)) -> \(Self.ratio(row.after)), "
                + "needs \(NumberFormat.decimal(result.requirement.ratio, maxFractionDigits: 2)):1 (\(result.requirement.criterion))"
            if row.kind == .newlyFailing, let fix = Self.fix(result) { line += "; \(fix)" }
            lines.append(line)
        }
        for row in distinguishability.rows {
            lines.append("\(row.worse ? "newly hard to tell apart" : "told apart again"): \(DistinguishabilityDelta.name(row.result)) "
                + "ΔE \(NumberFormat.decimal(row.before, maxFractionDigits: 3)) -> \(NumberFormat.decimal(row.result.distance, maxFractionDigits: 3)), "
                + "needs \(NumberFormat.decimal(Distinguishability.threshold, maxFractionDigits: 2))")
        }
        lines += systemTokenLines
        for landing in landing {
            lines.append("lands in: \(landing.token) (\(landing.variable)): "
                + (landing.components.isEmpty ? "no component of the gallery reads it" : landing.components.map { "." + $0 }.joined(separator: ", ")))
        }
        for change in tokens.changes {
            lines.append("\(slotNoun): \(change.theme) \(change.scheme.rawValue) \(change.token.name) \(change.before.css) -> \(change.after.css) "
                + "(ΔE \(NumberFormat.decimal(change.deltaE, maxFractionDigits: 3)))")
        }
        for theme in tokens.addedThemes { lines.append("theme added: \(theme)") }
        for theme in tokens.removedThemes { lines.append("theme removed: \(theme)") }
        for renamed in tokens.renamedThemes { lines.append("theme renamed: \(renamed.theme) \"\(renamed.before)\" -> \"\(renamed.after)\"") }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: Markdown

    /// For a pull request comment: the counts, the regressions table and
    /// the tokens changed. Table cells escape `|`.
    public var markdown: String {
        func cell(_ text: String) -> String {
            text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "|", with: "\\|")
                .replacingOccurrences(of: "\n", with: " ")
        }
        var out = "### Token review: \(cell(baseName)) → \(cell(headName))\n\n\(cell(headline))\n"
        guard !isEmpty else { return out }
        if !changeCounts.isEmpty {
            out += "\nToken values changed per theme and scheme: "
                + changeCounts.map { "\(cell($0.theme.rawValue)) \($0.scheme.rawValue) \($0.count)" }.joined(separator: ", ") + ".\n"
        }
        let regressions = contrast.regressions
        if !regressions.isEmpty {
            out += "\n#### Regressions\n\n| Pair | Before | After | Needs | Suggested fix |\n|---|---|---|---|---|\n"
            for row in regressions {
                out += "| \(cell(Self.pairName(row.result))) | \(Self.ratio(row.before)) | \(Self.ratio(row.after)) | "
                    + "\(NumberFormat.decimal(row.result.requirement.ratio, maxFractionDigits: 2)):1 \(cell(row.result.requirement.criterion)) | "
                    + "\(cell(Self.fix(row.result) ?? "-")) |\n"
            }
        }
        if !distinguishability.regressions.isEmpty {
            out += "\n#### Colors newly hard to tell apart\n\n| Pair | ΔE OK before | After | Needs |\n|---|---|---|---|\n"
            for row in distinguishability.regressions {
                out += "| \(cell(DistinguishabilityDelta.name(row.result))) | \(NumberFormat.decimal(row.before, maxFractionDigits: 3)) | "
                    + "\(NumberFormat.decimal(row.result.distance, maxFractionDigits: 3)) | \(NumberFormat.decimal(Distinguishability.threshold, maxFractionDigits: 2)) |\n"
            }
        }
        out += systemMarkdown
        if !landing.isEmpty {
            out += "\n#### Where the changes land\n\n| Token | Variable | Components |\n|---|---|---|\n"
            for landing in landing {
                out += "| \(landing.token) | `\(landing.variable)` | \(landing.components.isEmpty ? "-" : landing.components.map { "`.\($0)`" }.joined(separator: ", ")) |\n"
            }
        }
        if !tokens.changes.isEmpty {
            out += "\n#### Tokens changed\n\n| Theme | Scheme | Token | Before | After | ΔE OK |\n|---|---|---|---|---|---|\n"
            for change in tokens.changes {
                out += "| \(cell(change.theme.rawValue)) | \(change.scheme.rawValue) | \(change.token.name) | `\(change.before.css)` | "
                    + "`\(change.after.css)` | \(NumberFormat.decimal(change.deltaE, maxFractionDigits: 3)) |\n"
            }
        }
        return out
    }

    // MARK: JSON

    /// The same for machines, keys in a fixed order.
    public var json: String {
        var out = ByteWriter(capacity: 4096)
        out.write("{\"base\": ")
        out.writeJSON(baseName)
        out.write(", \"head\": ")
        out.writeJSON(headName)
        out.write(", \"summary\": {\"tokensChanged\": \(tokens.changes.count), \"newlyFailing\": \(contrast.rows(.newlyFailing).count), "
            + "\"newlyPassing\": \(contrast.rows(.newlyPassing).count), \"ratioMoved\": \(contrast.rows(.ratioMoved).count), "
            + "\"themesAdded\": \(tokens.addedThemes.count), \"themesRemoved\": \(tokens.removedThemes.count), "
            + "\"themesRenamed\": \(tokens.renamedThemes.count), \"newlyHardToTellApart\": \(distinguishability.regressions.count)},\n \"changedPerThemeAndScheme\": [")
        for (index, count) in changeCounts.enumerated() {
            out.write(index == 0 ? "{\"theme\": " : ", {\"theme\": ")
            out.writeJSON(count.theme.rawValue)
            out.write(", \"scheme\": \"\(count.scheme.rawValue)\", \"count\": \(count.count)}")
        }
        out.write("],\n \"tokens\": [")
        for (index, change) in tokens.changes.enumerated() {
            out.write(index == 0 ? "\n  {\"theme\": " : ",\n  {\"theme\": ")
            out.writeJSON(change.theme.rawValue)
            out.write(", \"scheme\": \"\(change.scheme.rawValue)\", \"token\": \"\(change.token.name)\", \"before\": \"\(change.before.css)\", "
                + "\"after\": \"\(change.after.css)\", \"deltaE\": \(NumberFormat.decimal(change.deltaE, maxFractionDigits: 4))}")
        }
        out.write("\n ],\n \"contrast\": [")
        for (index, row) in contrast.rows.enumerated() {
            out.write(index == 0 ? "\n  {\"kind\": \"" : ",\n  {\"kind\": \"")
            out.write(row.kind.rawValue)
            out.write("\", \"theme\": ")
            out.writeJSON(row.result.theme.rawValue)
            out.write(", \"scheme\": \"\(row.result.scheme.rawValue)\", \"variant\": \"\(row.result.variant.rawValue)\", \"foreground\": ")
            out.writeJSON(row.result.pair.foreground.name)
            out.write(", \"background\": ")
            out.writeJSON(row.result.pair.backgroundName)
            out.write(", \"before\": \(row.before.map { NumberFormat.decimal($0.ratio, maxFractionDigits: 4) } ?? "null"), "
                + "\"after\": \(row.after.map { NumberFormat.decimal($0.ratio, maxFractionDigits: 4) } ?? "null"), "
                + "\"needs\": \(NumberFormat.decimal(row.result.requirement.ratio, maxFractionDigits: 2))}")
        }
        out.write("\n ],\n \"components\": {")
        for (index, landing) in landing.enumerated() {
            out.write(index == 0 ? "\n  " : ",\n  ")
            out.writeJSON(landing.token)
            out.write(": [\(landing.components.map { "\"\($0)\"" }.joined(separator: ", "))]")
        }
        out.write("\n },\n \"distinguishability\": [")
        for (index, row) in distinguishability.rows.enumerated() {
            out.write(index == 0 ? "\n  {\"worse\": " : ",\n  {\"worse\": ")
            out.write(row.worse ? "true" : "false")
            out.write(", \"group\": ")
            out.writeJSON(row.result.pair.group)
            out.write(", \"first\": ")
            out.writeJSON(row.result.pair.first.name)
            out.write(", \"second\": ")
            out.writeJSON(row.result.pair.second.name)
            out.write(", \"scheme\": \"\(row.result.scheme.rawValue)\", \"vision\": \"\(row.result.deficiency?.rawValue ?? "normal")\", "
                + "\"before\": \(NumberFormat.decimal(row.before, maxFractionDigits: 4)), \"after\": \(NumberFormat.decimal(row.result.distance, maxFractionDigits: 4))}")
        }
        out.write("\n ],\n \"themesAdded\": [\(tokens.addedThemes.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))], "
            + "\"themesRemoved\": [\(tokens.removedThemes.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))],\n \"system\": ")
        writeSystemJSON(into: &out)
        out.write("}\n")
        return String(decoding: out.bytes, as: UTF8.self)
    }
}
