import Basics
import DTCG

/// The review page's design system section: the system's own tokens
/// compared in its own names, group by group.
extension ReviewPage {
    /// Groups are shown open when the whole section has at most this many
    /// changes; collapsed (each with its counts) past it.
    static let openGroupsLimit = 40
    /// A group shows at most this many rows; `--format json` lists the rest.
    static let rowsPerGroupLimit = 500

    /// The summary's lines about the system: its counts, or which side
    /// is not a system.
    var systemSummaryItems: [String] {
        guard let system = comparison.system else { return [] }
        guard system.sides == .systems else {
            return ["<li>\(e(TokenComparison.sidesNote(system, baseName: comparison.baseName, headName: comparison.headName)))</li>"]
        }
        var item = "<li><strong>\(system.count(.changed))</strong> design system \(system.count(.changed) == 1 ? "token" : "tokens") changed, "
            + "<strong>\(system.count(.added))</strong> added, <strong>\(system.count(.removed))</strong> removed, "
            + "<strong>\(system.count(.renamed))</strong> renamed"
        if !system.addedCombinations.isEmpty || !system.removedCombinations.isEmpty {
            item += "; <strong>\(system.addedCombinations.count)</strong> "
                + "\(system.addedCombinations.count == 1 ? "combination" : "combinations") added, "
                + "<strong>\(system.removedCombinations.count)</strong> removed"
        }
        return [item + " (see <a href=\"#system\">Design system tokens</a>)</li>"]
    }

    /// The section: the summary sentence, the combinations added and
    /// removed, then a table per group of the system.
    var systemTokens: String {
        guard let system = comparison.system else { return "" }
        var out = Self.sectionStart("system", "Design system tokens")
        guard system.sides == .systems else {
            return out + "<p class=\"note\">\(e(TokenComparison.sidesNote(system, baseName: comparison.baseName, headName: comparison.headName)))</p></section>\n"
        }
        out += "<p>\(e(TokenComparison.systemSummary(system)))</p>\n"
        if !system.addedCombinations.isEmpty || !system.removedCombinations.isEmpty {
            out += "<ul class=\"combinations\">\n"
            for combination in system.addedCombinations {
                out += "<li>Combination added: <strong>\(e(SystemTokenDiff.name(combination)))</strong></li>\n"
            }
            for combination in system.removedCombinations {
                out += "<li>Combination removed: <strong>\(e(SystemTokenDiff.name(combination)))</strong></li>\n"
            }
            out += "</ul>\n"
        }
        if system.changes.isEmpty {
            return out + "<p class=\"none\">No token of the system changed in the combinations compared.</p></section>\n"
        }
        let open = system.changes.count <= Self.openGroupsLimit ? " open" : ""
        for (group, changes) in system.groups {
            out += "<details class=\"group\"\(open)><summary><code>\(e(group.rawValue))</code>: \(e(TokenComparison.counts(changes)))</summary>\n"
                + "<table>\n" + Self.tableHead(["Change", "Token", "Combinations", "Before", "After"])
            for change in changes.prefix(Self.rowsPerGroupLimit) {
                out += row(change, of: system)
            }
            out += "</tbody>\n</table>\n"
            if changes.count > Self.rowsPerGroupLimit {
                out += "<p>…and \(changes.count - Self.rowsPerGroupLimit) more in this group: <code>--format json</code> lists every one.</p>\n"
            }
            out += "</details>\n"
        }
        return out + "</section>\n"
    }

    /// One change: its kind, the token (old name → new for a rename),
    /// where, and each side's value with a swatch for a color.
    func row(_ change: SystemTokenChange, of system: SystemTokenDiff) -> String {
        let name = change.renamedFrom.map { "<code>\(e($0.rawValue))</code> → <code>\(e(change.token.rawValue))</code>" }
            ?? "<code>\(e(change.token.rawValue))</code>"
        let varies = change.valueVaries ? " <em>(differs by combination; the first shown)</em>" : ""
        return "<tr class=\"\(change.kind.rawValue)\"><td>\(e(TokenComparison.label(change.kind)))</td><th scope=\"row\">\(name)</th>"
            + "<td>\(combinations(change, of: system))</td>"
            + "<td>\(value(change.before, change.kind == .added ? "" : varies))</td>"
            + "<td>\(value(change.after, change.kind == .removed ? "" : varies))</td></tr>\n"
    }

    /// `every combination`, the names of up to three, or more behind a toggle.
    func combinations(_ change: SystemTokenChange, of system: SystemTokenDiff) -> String {
        if change.everyCombination || change.combinations.count <= TokenComparison.combinationsShown {
            return e(TokenComparison.scope(change, of: system))
        }
        return "<details><summary>\(change.combinations.count) of \(system.compared.count) combinations</summary>"
            + change.combinations.map { e(SystemTokenDiff.name($0)) }.joined(separator: "<br>") + "</details>"
    }

    /// A swatch for a color, the value, and the tokens it references.
    func value(_ value: SystemTokenValue?, _ note: String) -> String {
        guard let value else { return "–" }
        var out = value.color.map { swatch($0) + " " } ?? ""
        out += "<code>\(e(value.text))</code>"
        if !value.references.isEmpty { out += " <span class=\"refs\">\(e(value.referencesText))</span>" }
        return out + note
    }
}
