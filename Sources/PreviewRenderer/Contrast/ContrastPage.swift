import ThemeTokens

/// The context of `contrast.mustache`.
enum ContrastPage {
    /// Up to this many themes, every pair is on `contrast.html`; beyond
    /// it each theme's pairs get a page of their own (`contrast/<id>.html`)
    /// and the main page keeps the summary, so no page grows without bound.
    static let inlineThemeLimit = 12

    /// Whether `registry` gets one report page per theme.
    static func isSplit(_ registry: ThemeRegistry) -> Bool {
        registry.themes.count > inlineThemeLimit
    }

    /// A theme's own report page.
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
        let split = theme == nil && isSplit(registry)
        let results = theme.map { theme in grouped.results[theme.id] ?? [] }
            ?? (split ? [] : report.results)
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
                ["name": theme.displayName, "href": path(theme.id),
                 "failed": failuresByTheme[theme.id] ?? 0] as [String: Any]
            } : [],
            "level": report.level.rawValue,
            "total": counted.count,
            "passed": counted.count - failed,
            "failed": failed,
            "themes": (theme.map { [$0] } ?? registry.themes).map { ["id": $0.id.rawValue, "name": $0.displayName] },
            "summary": (theme.map { grouped.summaryRows[$0.id] ?? [] } ?? grouped.allSummaryRows).map { row in
                [
                    "themeName": names[row.theme] ?? row.theme.rawValue,
                    "scheme": row.scheme.rawValue,
                    "variant": row.variant == .standard ? "standard" : "increased contrast",
                    "total": row.total, "passed": row.total - row.failed, "failed": row.failed,
                    "hasFailures": row.failed > 0,
                ] as [String: Any]
            },
            "rowsHTML": rowsHTML(results, names: names),
            "threshold": NumberFormat.decimal(Distinguishability.threshold, maxFractionDigits: 2),
            "visions": visions,
            "cvdRows": cvdRows,
        ]
    }

    /// The pairs table's rows. Written here rather than in the template:
    /// the report has thousands of rows, and one template pass per row
    /// cost more than the rest of the build (see the performance docs).
    static func rowsHTML(_ results: [ContrastResult], names: [ThemeID: String]) -> String {
        var html = ""
        html.reserveCapacity(results.count * 1400)
        for result in results {
            let e = HTMLEscape.text
            let scheme = result.scheme.rawValue
            let foregroundColor = e(result.foregroundColor.css)
            let backgroundColor = e(result.backgroundColor.hex)
            let composite = e(result.composite.hex)
            html += "      <tr data-theme=\"\(e(result.theme.rawValue))\" data-scheme=\"\(scheme)\" data-palette=\"\(result.variant.rawValue)\" data-pass=\"\(result.passes)\">\n"
            html += "        <td>\(e(names[result.theme] ?? result.theme.rawValue))"
            if result.variant == .increasedContrast { html += "<br><span class=\"tp-small\">increased contrast</span>" }
            html += "</td>\n        <td>\(scheme)</td>\n"
            html += "        <td><span class=\"tp-chip-swatch\" style=\"--swatch: \(foregroundColor)\"></span> <code>\(e(result.pair.foreground.name))</code><br><code class=\"tp-small\">\(foregroundColor)</code></td>\n"
            html += "        <td><span class=\"tp-chip-swatch\" style=\"--swatch: \(backgroundColor)\"></span> <code>\(e(result.pair.backgroundName))</code><br><code class=\"tp-small\">\(backgroundColor)</code></td>\n"
            html += "        <td><span class=\"vm-specimen tp-sample\" style=\"color: \(composite); background: \(backgroundColor)\">Aa</span> <code class=\"tp-small\">\(composite)</code></td>\n"
            html += "        <td class=\"tp-number\">\(WCAG.displayed(result.ratio)):1</td>\n"
            html += "        <td>\(NumberFormat.decimal(result.requirement.ratio, maxFractionDigits: 2)):1<br><span class=\"tp-small\">\(e(result.requirement.criterion))"
            if let note = result.requirement.note { html += "; \(e(note))" }
            html += "</span><br><span class=\"tp-small\">\(e(result.pair.purpose))</span></td>\n"
            html += result.passes ? "        <td><span class=\"tp-pass\">Pass</span></td>\n" : "        <td><span class=\"tp-fail\">Fail</span></td>\n"
            html += "        <td class=\"tp-number\">\(NumberFormat.decimal(result.apcaLc, maxFractionDigits: 1))</td>\n"
            if let suggestion = result.suggestion {
                let color = e(suggestion.hex)
                html += "        <td><span class=\"tp-chip-swatch\" style=\"--swatch: \(color)\"></span> <code>\(color)</code><br><span class=\"tp-small\">\(WCAG.displayed(WCAG.contrastRatio(suggestion, result.backgroundColor))):1</span></td>\n"
            } else {
                html += "        <td><span class=\"tp-small\">none needed</span></td>\n"
            }
            html += "      </tr>\n"
        }
        return html
    }
}
