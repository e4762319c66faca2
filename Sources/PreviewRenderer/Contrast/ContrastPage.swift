import ThemeTokens

/// The context of `contrast.mustache`.
enum ContrastPage {
    static func context(_ report: ContrastReport, registry: ThemeRegistry) -> [String: Any] {
        let failed = report.failures.count
        let names = report.themeNames
        let visions = ["Normal"] + ColorVisionDeficiency.allCases.map(\.label)
        let distinguishability = Distinguishability.check(registry)
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
        return [
            "level": report.level.rawValue,
            "total": report.results.count,
            "passed": report.results.count - failed,
            "failed": failed,
            "themes": registry.themes.map { ["id": $0.id.rawValue, "name": $0.displayName] },
            "summary": report.summaryRows.map { row in
                [
                    "themeName": names[row.theme] ?? row.theme.rawValue,
                    "scheme": row.scheme.rawValue,
                    "variant": row.variant == .standard ? "standard" : "increased contrast",
                    "total": row.total, "passed": row.total - row.failed, "failed": row.failed,
                    "hasFailures": row.failed > 0,
                ] as [String: Any]
            },
            "rows": report.results.map { result in
                [
                    "theme": result.theme.rawValue,
                    "themeName": names[result.theme] ?? result.theme.rawValue,
                    "scheme": result.scheme.rawValue,
                    "variant": result.variant.rawValue,
                    "increased": result.variant == .increasedContrast,
                    "foreground": result.pair.foreground.name,
                    "background": result.pair.backgroundName,
                    "foregroundColor": result.foregroundColor.css,
                    "backgroundColor": result.backgroundColor.hex,
                    "composite": result.composite.hex,
                    "ratio": WCAG.displayed(result.ratio),
                    "required": NumberFormat.decimal(result.requirement.ratio, maxFractionDigits: 2),
                    "criterion": result.requirement.criterion,
                    "note": result.requirement.note ?? false as Any,
                    "purpose": result.pair.purpose,
                    "pass": result.passes,
                    "apcaLc": NumberFormat.decimal(result.apcaLc, maxFractionDigits: 1),
                    "suggestion": result.suggestion.map { color in
                        ["color": color.hex,
                         "ratio": WCAG.displayed(WCAG.contrastRatio(color, result.backgroundColor))] as [String: Any]
                    } ?? false as Any,
                ] as [String: Any]
            },
            "threshold": NumberFormat.decimal(Distinguishability.threshold, maxFractionDigits: 2),
            "visions": visions,
            "cvdRows": cvdRows,
        ]
    }
}
