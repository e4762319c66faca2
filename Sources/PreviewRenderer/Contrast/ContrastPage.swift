import ThemeTokens

/// The context of `contrast.mustache`.
enum ContrastPage {
    /// A theme's own report page. Every theme's pairs are on a page of
    /// their own and `contrast.html` keeps the summary, the links to them
    /// and the color-vision table, so no page grows with the theme count:
    /// a theme's page is 152 rows, which a browser (and axe-core) takes in
    /// seconds; all 912 rows of six themes on one page took minutes.
    static func path(_ theme: ThemeID) -> String {
        "contrast/\(theme.rawValue).html"
    }

    /// A report's results and summary rows grouped by theme, worked out
    /// once for all the per-theme pages.
    struct Grouped: Sendable {
        var results: [ThemeID: [ContrastResult]] = [:]
        var summaryRows: [ThemeID: [(theme: ThemeID, scheme: ColorScheme, variant: PaletteVariant, total: Int, failed: Int)]] = [:]
        var allSummaryRows: [(theme: ThemeID, scheme: ColorScheme, variant: PaletteVariant, total: Int, failed: Int)]

        init(_ report: ContrastReport) {
            for result in report.results { results[result.theme, default: []].append(result) }
            allSummaryRows = report.summaryRows
            for row in allSummaryRows { summaryRows[row.theme, default: []].append(row) }
        }
    }

    /// The main report (`theme` nil) or one theme's page.
    static func context(_ report: ContrastReport, registry: ThemeRegistry, theme: Theme? = nil,
                        grouped: Grouped? = nil) -> [String: Any] {
        let grouped = grouped ?? Grouped(report)
        let split = theme == nil
        let results = theme.map { theme in grouped.results[theme.id] ?? [] } ?? []
        let counted = theme == nil ? report.results : results
        let failed = counted.filter { !$0.passes }.count
        let names = report.themeNames
        let visions = ["Normal"] + ColorVisionDeficiency.allCases.map(\.label)
        let distinguishability = theme == nil ? Distinguishability.check(registry) : []
        var cvdRows: [[String: Any]] = []
        let perPair = visions.count
        for start in stride(from: 0, to: distinguishability.count, by: perPair) {
            let group = distinguishability[start..<min(start + perPair, distinguishability.count)]
            guard let first = group.first else { continue }
            cvdRows.append([
                "scheme": first.scheme.rawValue,
                "group": first.pair.group,
                "first": first.pair.first.name, "firstColor": first.pair.first.color.hex,
                "second": first.pair.second.name, "secondColor": first.pair.second.color.hex,
                "cells": group.map { result in
                    ["distance": NumberFormat.decimal(result.distance, maxFractionDigits: 3),
                     "collapses": result.collapses] as [String: Any]
                },
            ])
        }
        var failuresByTheme: [ThemeID: Int] = [:]
        if split {
            for row in grouped.allSummaryRows { failuresByTheme[row.theme, default: 0] += row.failed }
        }
        return [
            "heading": theme.map { "Contrast report: \($0.displayName)" } ?? "Contrast report",
            "root": theme == nil ? "" : "../",
            "split": split,
            "showCVD": theme == nil,
            "themeCount": registry.themes.count,
            "themePages": split ? registry.themes.map { theme in
                // false, not 0: a Mustache section renders for any number.
                let failed = failuresByTheme[theme.id] ?? 0
                return ["name": theme.displayName, "href": path(theme.id),
                        "failed": failed > 0 ? failed : false as Any] as [String: Any]
            } : [],
            "level": report.level.rawValue,
            "total": counted.count,
            "passed": counted.count - failed,
            "failed": failed,
            "summary": (theme.map { grouped.summaryRows[$0.id] ?? [] } ?? grouped.allSummaryRows).map { row in
                [
                    "themeName": names[row.theme] ?? row.theme.rawValue,
                    "scheme": row.scheme.rawValue,
                    "variant": row.variant == .standard ? "standard" : "increased contrast",
                    "total": row.total, "passed": row.total - row.failed, "failed": row.failed,
                    "hasFailures": row.failed > 0,
                ] as [String: Any]
            },
            "rowsHTML": rowsHTML(results),
            "threshold": NumberFormat.decimal(Distinguishability.threshold, maxFractionDigits: 2),
            "visions": visions,
            "cvdRows": cvdRows,
        ]
    }

    /// The pairs table's rows. Written here rather than in the template:
    /// the report has thousands of rows, and one template pass per row
    /// cost more than the rest of the build (see the performance docs).
    static func rowsHTML(_ results: [ContrastResult]) -> HTMLBytes {
        var html = ByteWriter(capacity: results.count * 1400)
        for result in results {
            let foregroundColor = result.foregroundColor.css
            let backgroundColor = result.backgroundColor.hex
            let composite = result.composite.hex
            html.write("      <tr data-theme=\"")
            html.writeEscaped(result.theme.rawValue)
            html.write("\" data-scheme=\"")
            html.write(result.scheme.rawValue)
            html.write("\" data-palette=\"")
            html.write(result.variant.rawValue)
            html.write(result.passes ? "\" data-pass=\"true\">\n" : "\" data-pass=\"false\">\n")
            html.write("        <td>")
            html.write(result.scheme.rawValue)
            html.write(result.variant == .increasedContrast ? "</td>\n        <td>increased contrast</td>\n"
                                                            : "</td>\n        <td>standard</td>\n")
            html.write("        <td><span class=\"tp-chip-swatch\" style=\"--swatch: ")
            html.writeEscaped(foregroundColor)
            html.write("\"></span> <code>")
            html.writeEscaped(result.pair.foreground.name)
            html.write("</code><br><code class=\"tp-small\">")
            html.writeEscaped(foregroundColor)
            html.write("</code></td>\n        <td><span class=\"tp-chip-swatch\" style=\"--swatch: ")
            html.writeEscaped(backgroundColor)
            html.write("\"></span> <code>")
            html.writeEscaped(result.pair.backgroundName)
            html.write("</code><br><code class=\"tp-small\">")
            html.writeEscaped(backgroundColor)
            html.write("</code></td>\n        <td><span class=\"vm-specimen tp-sample\" style=\"color: ")
            html.writeEscaped(composite)
            html.write("; background: ")
            html.writeEscaped(backgroundColor)
            html.write("\">Aa</span> <code class=\"tp-small\">")
            html.writeEscaped(composite)
            html.write("</code></td>\n        <td class=\"tp-number\">")
            html.write(WCAG.displayed(result.ratio))
            html.write(":1</td>\n        <td>")
            html.write(NumberFormat.decimal(result.requirement.ratio, maxFractionDigits: 2))
            html.write(":1<br><span class=\"tp-small\">")
            html.writeEscaped(result.requirement.criterion)
            if let note = result.requirement.note {
                html.write("; ")
                html.writeEscaped(note)
            }
            html.write("</span><br><span class=\"tp-small\">")
            html.writeEscaped(result.pair.purpose)
            html.write("</span></td>\n")
            html.write(result.passes ? "        <td><span class=\"tp-pass\">Pass</span></td>\n"
                                     : "        <td><span class=\"tp-fail\">Fail</span></td>\n")
            html.write("        <td class=\"tp-number\">")
            html.write(NumberFormat.decimal(result.apcaLc, maxFractionDigits: 1))
            html.write("</td>\n")
            if let suggestion = result.suggestion {
                let color = suggestion.hex
                html.write("        <td><span class=\"tp-chip-swatch\" style=\"--swatch: ")
                html.writeEscaped(color)
                html.write("\"></span> <code>")
                html.writeEscaped(color)
                html.write("</code><br><span class=\"tp-small\">")
                html.write(WCAG.displayed(WCAG.contrastRatio(suggestion, result.backgroundColor)))
                html.write(":1</span></td>\n")
            } else {
                html.write("        <td><span class=\"tp-small\">none needed</span></td>\n")
            }
            html.write("      </tr>\n")
        }
        return HTMLBytes(html.bytes)
    }
}
