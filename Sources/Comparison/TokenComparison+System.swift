import Basics
import DTCG

/// The design system part of a comparison as text, Markdown and JSON.
extension TokenComparison {
    /// At most this many token lines in the text, and rows in the
    /// Markdown (a pull request comment has a size limit); past it, each
    /// group's count says how many more. JSON and the review page list
    /// every one.
    static let systemTextLimit = 200
    static let systemMarkdownLimit = 100
    /// A change names at most this many combinations in text and Markdown.
    static let combinationsShown = 3

    /// What kind of system each side is, and the counts: the lines after
    /// the headline.
    var systemSummaryLines: [String] {
        guard let system else { return [] }
        guard system.sides == .systems else { return [Self.sidesNote(system, baseName: baseName, headName: headName)] }
        var lines = [Self.systemSummary(system)]
        for combination in system.addedCombinations { lines.append("combination added: \(SystemTokenDiff.name(combination))") }
        for combination in system.removedCombinations { lines.append("combination removed: \(SystemTokenDiff.name(combination))") }
        return lines
    }

    /// A line per group with its counts, and under it a line per change,
    /// `systemTextLimit` in all.
    var systemTokenLines: [String] {
        guard let system, system.sides == .systems else { return [] }
        var lines: [String] = []
        var budget = Self.systemTextLimit
        for (group, changes) in system.groups {
            lines.append("group \(group): \(Self.counts(changes))")
            for change in changes.prefix(budget) {
                lines.append("  " + Self.line(change, of: system))
            }
            let shown = min(budget, changes.count)
            budget -= shown
            if shown < changes.count { lines.append("  and \(changes.count - shown) more (the review page and --format json list every one)") }
        }
        return lines
    }

    /// `design system 'Acme': 6 combinations compared: 1 token changed, ...`.
    static func systemSummary(_ system: SystemTokenDiff) -> String {
        let names = system.baseName == system.headName ? "'\(system.headName ?? "")'" : "'\(system.baseName ?? "")' -> '\(system.headName ?? "")'"
        var line = "design system \(names): "
        if system.axesMatch {
            line += plural(system.compared.count, "combination") + " compared"
        } else {
            line += "axes \(axes(system.baseAxes)) -> \(axes(system.headAxes)), so only the default combinations "
                + "(\(system.comparedBase.map(SystemTokenDiff.name).joined()) -> \(system.compared.map(SystemTokenDiff.name).joined())) are compared"
        }
        line += ": " + plural(system.count(.changed), "token") + " changed, \(system.count(.added)) added, \(system.count(.removed)) removed, "
            + "\(system.count(.renamed)) renamed, \(system.unchangedCount) unchanged"
        if system.axesMatch {
            line += "; " + plural(system.addedCombinations.count, "combination") + " added, \(system.removedCombinations.count) removed"
        }
        return line + "."
    }

    /// Where only one side is a design system: which, and that its tokens
    /// have nothing to be compared with.
    static func sidesNote(_ system: SystemTokenDiff, baseName: String, headName: String) -> String {
        let (systemSide, otherSide) = system.sides == .headOnly ? (headName, baseName) : (baseName, headName)
        let name = (system.sides == .headOnly ? system.headName : system.baseName) ?? ""
        let size = system.sides == .headOnly ? system.headSize : system.baseSize
        let axesNames = system.sides == .headOnly ? system.headAxes : system.baseAxes
        return "design system: \(systemSide) is the design system '\(name)' (\(plural(size.tokens, "token")), "
            + "\(plural(size.combinations, "combination"))\(axesNames.isEmpty ? "" : " of " + axes(axesNames))) and \(otherSide) "
            + "has no design system (its themes are the built-in VaultMail model's), so the system's tokens have nothing to be compared with; "
            + "only the gallery's slots are compared, theme by theme."
    }

    /// `1 changed, 2 added`: a group's changes by kind, tokens counted.
    static func counts(_ changes: [SystemTokenChange]) -> String {
        let order: [SystemTokenChange.Kind] = [.changed, .added, .removed, .renamed]
        return order.compactMap { kind in
            let count = Set(changes.filter { $0.kind == kind }.map(\.token)).count
            return count == 0 ? nil : "\(count) \(kind.rawValue)"
        }.joined(separator: ", ")
    }

    /// `changed color.text.subtle (every combination): #6b7280 -> #4b5563`.
    static func line(_ change: SystemTokenChange, of system: SystemTokenDiff) -> String {
        let name = change.renamedFrom.map { "\($0) -> \(change.token)" } ?? change.token.rawValue
        return "\(label(change.kind)) \(name) (\(scope(change, of: system))): \(values(change))"
    }

    /// `renamed?`: a rename is a guess.
    static func label(_ kind: SystemTokenChange.Kind) -> String {
        kind == .renamed ? "renamed?" : kind.rawValue
    }

    /// `every combination`, or the first few combinations' names.
    static func scope(_ change: SystemTokenChange, of system: SystemTokenDiff) -> String {
        if change.everyCombination { return system.compared.count == 1 ? SystemTokenDiff.name(change.combinations[0]) : "every combination" }
        let names = change.combinations.prefix(combinationsShown).map(SystemTokenDiff.name).joined(separator: ", ")
        let more = change.combinations.count - combinationsShown
        return more > 0 ? "\(names) and \(more) more" : names
    }

    /// `#6b7280 -> #4b5563; references {a} -> {b}`, or one side's value.
    static func values(_ change: SystemTokenChange) -> String {
        func value(_ value: SystemTokenValue) -> String {
            value.references.isEmpty ? value.text : "\(value.text) (\(value.referencesText))"
        }
        switch (change.before, change.after) {
        case let (before?, after?) where change.kind == .changed:
            var text = "\(before.text) -> \(after.text)"
            if before.type != after.type { text = "\(before.type) \(before.text) -> \(after.type) \(after.text)" }
            if before.references != after.references {
                text += "; references \(before.references.isEmpty ? "none" : before.referencesText) -> "
                    + (after.references.isEmpty ? "none" : after.referencesText)
            }
            return text
        default:
            guard let shown = change.after ?? change.before else { return "" }
            return value(shown) + (change.valueVaries ? "; differs by combination" : "")
        }
    }

    static func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

    static func axes(_ names: [String]) -> String { names.isEmpty ? "(none)" : names.joined(separator: " × ") }

    // MARK: Markdown

    /// `#### Design system tokens`: the summary, the combinations added
    /// and removed, and a row per change (`systemMarkdownLimit` of them).
    var systemMarkdown: String {
        guard let system else { return "" }
        func cell(_ text: String) -> String {
            text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "|", with: "\\|")
                .replacingOccurrences(of: "\n", with: " ")
        }
        var out = "\n#### Design system tokens\n\n"
        guard system.sides == .systems else { return out + cell(Self.sidesNote(system, baseName: baseName, headName: headName)) + "\n" }
        out += cell(Self.systemSummary(system)) + "\n"
        if !system.addedCombinations.isEmpty || !system.removedCombinations.isEmpty {
            out += "\n"
            for combination in system.addedCombinations { out += "- Combination added: \(cell(SystemTokenDiff.name(combination)))\n" }
            for combination in system.removedCombinations { out += "- Combination removed: \(cell(SystemTokenDiff.name(combination)))\n" }
        }
        guard !system.changes.isEmpty else { return out }
        out += "\n| Group | Change | Token | Combinations | Before | After |\n|---|---|---|---|---|---|\n"
        for change in system.changes.prefix(Self.systemMarkdownLimit) {
            let name = change.renamedFrom.map { "`\(cell($0.rawValue))` → `\(cell(change.token.rawValue))`" } ?? "`\(cell(change.token.rawValue))`"
            func value(_ value: SystemTokenValue?) -> String {
                guard let value else { return "–" }
                return "`\(cell(value.text))`" + (value.references.isEmpty ? "" : " \(cell(value.referencesText))")
            }
            out += "| \(cell(change.group.rawValue)) | \(Self.label(change.kind)) | \(name) | \(cell(Self.scope(change, of: system))) | "
                + "\(value(change.before)) | \(value(change.after))\(change.valueVaries ? " (differs by combination)" : "") |\n"
        }
        if system.changes.count > Self.systemMarkdownLimit {
            out += "\n…and \(system.changes.count - Self.systemMarkdownLimit) more: the review page and `--format json` list every one.\n"
        }
        return out
    }

    // MARK: JSON

    /// The `system` member: null without a design system on either side.
    func writeSystemJSON(into out: inout ByteWriter) {
        guard let system else {
            out.write("null")
            return
        }
        func strings(_ values: [String]) {
            out.write("[")
            for (index, value) in values.enumerated() {
                if index > 0 { out.write(", ") }
                out.writeJSON(value)
            }
            out.write("]")
        }
        func name(_ value: String?) {
            if let value { out.writeJSON(value) } else { out.write("null") }
        }
        func combinations(_ list: [DesignCombination], axes: [String]) {
            out.write("[")
            for (index, combination) in list.enumerated() {
                out.write(index == 0 ? "{" : ", {")
                for (offset, (axis, value)) in zip(axes, combination.values).enumerated() {
                    if offset > 0 { out.write(", ") }
                    out.writeJSON(axis)
                    out.write(": ")
                    out.writeJSON(value)
                }
                out.write("}")
            }
            out.write("]")
        }
        func value(_ value: SystemTokenValue?) {
            guard let value else { return out.write("null") }
            out.write("{\"type\": ")
            out.writeJSON(value.type)
            out.write(", \"value\": ")
            out.writeJSON(value.text)
            out.write(", \"references\": ")
            strings(value.references.map(\.rawValue))
            out.write("}")
        }
        out.write("{\"sides\": \"\(system.sides.rawValue)\", \"base\": ")
        name(system.baseName)
        out.write(", \"head\": ")
        name(system.headName)
        out.write(", \"baseAxes\": ")
        strings(system.baseAxes)
        out.write(", \"headAxes\": ")
        strings(system.headAxes)
        out.write(",\n  \"summary\": {\"combinationsCompared\": \(system.compared.count), \"combinationsAdded\": \(system.addedCombinations.count), "
            + "\"combinationsRemoved\": \(system.removedCombinations.count), \"changed\": \(system.count(.changed)), "
            + "\"added\": \(system.count(.added)), \"removed\": \(system.count(.removed)), \"renamed\": \(system.count(.renamed)), "
            + "\"unchanged\": \(system.unchangedCount)},\n  \"combinationsAdded\": ")
        combinations(system.addedCombinations, axes: system.headAxes)
        out.write(", \"combinationsRemoved\": ")
        combinations(system.removedCombinations, axes: system.baseAxes)
        out.write(",\n  \"tokens\": [")
        for (index, change) in system.changes.enumerated() {
            out.write(index == 0 ? "\n   {\"change\": \"" : ",\n   {\"change\": \"")
            out.write(change.kind.rawValue)
            out.write("\", \"token\": ")
            out.writeJSON(change.token.rawValue)
            out.write(", \"renamedFrom\": ")
            name(change.renamedFrom?.rawValue)
            out.write(", \"group\": ")
            out.writeJSON(change.group.rawValue)
            out.write(", \"everyCombination\": \(change.everyCombination), \"combinations\": ")
            combinations(change.everyCombination ? [] : change.combinations, axes: system.headAxes)
            out.write(", \"before\": ")
            value(change.before)
            out.write(", \"after\": ")
            value(change.after)
            out.write(", \"valueVaries\": \(change.valueVaries)}")
        }
        out.write(system.changes.isEmpty ? "]}" : "\n  ]}")
    }
}
