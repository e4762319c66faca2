import Basics
import Foundation
import ThemeTokens

/// The audit of a whole registry, and its machine and human forms.
public struct ContrastReport: Sendable {
    public var results: [ContrastResult]
    public var level: ConformanceLevel
    public var themeNames: [ThemeID: String]

    /// Themes are audited side by side; `memo` shares nearest-color results
    /// between them (and with the build's stylesheets).
    public init(registry: ThemeRegistry, level: ConformanceLevel = .aa, memo: NearestPassingColor.Memo = .init()) {
        self.level = level
        let themes = registry.themes
        var perTheme = concurrentMap(themes.count) { index in ContrastAudit.audit(themes[index], level: level, memo: memo) }
        // Joined one theme at a time, each freed once copied: 1,000 themes'
        // results are never held twice.
        var joined: [ContrastResult] = []
        joined.reserveCapacity(perTheme.reduce(0) { $0 + $1.count })
        for index in perTheme.indices {
            joined += perTheme[index]
            perTheme[index] = []
        }
        results = joined
        themeNames = Dictionary(registry.themes.map { ($0.id, $0.displayName) }, uniquingKeysWith: { a, _ in a })
    }

    public var failures: [ContrastResult] { results.filter { !$0.passes } }

    /// `contrast.json`: the results, then (with `system`) a design
    /// system's own pairs as its `"system"` member. The results are
    /// formatted in chunks on all cores.
    public func json(generator: String, system: SystemContrastAudit? = nil) -> String {
        String(decoding: jsonBytes(generator: generator, system: system), as: UTF8.self)
    }

    /// `json(generator:system:)` as UTF-8 bytes.
    func jsonBytes(generator: String, system: SystemContrastAudit? = nil) -> [UInt8] {
        Array(jsonPieces(generator: generator, system: system).joined())
    }

    /// `json(generator:system:)` as UTF-8 bytes in pieces, in order: the
    /// results in chunks of 256, made a batch at a time on all cores as
    /// they are asked for (see `ContrastJSON`). 1,000 themes make 60 MB of
    /// JSON, never held whole (see `OutputSettler`).
    public func jsonPieces(generator: String, system: SystemContrastAudit? = nil) -> JSONPieces {
        JSONPieces(report: self, generator: generator, system: system)
    }

    /// The pieces of `contrast.json`: the report's list of results, the
    /// system's when there is one, then the document's closing brace.
    public struct JSONPieces: Sequence, IteratorProtocol {
        private var lists: [ContrastJSON]
        private var index = 0
        private var closed = false

        init(report: ContrastReport, generator: String, system: SystemContrastAudit?) {
            var head = ByteWriter(capacity: 256)
            head.write("{\"generator\": ")
            head.writeJSON(generator)
            head.write(",\n \"level\": \"")
            head.write(report.level.rawValue)
            head.write("\",\n \"results\": [")
            let results = report.results
            lists = [ContrastJSON(count: results.count, failed: report.failures.count, head: head.bytes) { index, out in
                ContrastReport.json(results[index], into: &out)
            }]
            if let system { lists.append(system.jsonList()) }
        }

        public mutating func next() -> [UInt8]? {
            while index < lists.count {
                if let piece = lists[index].next() { return piece }
                index += 1
            }
            guard !closed else { return nil }
            closed = true
            return Array("}\n".utf8)
        }
    }

    /// One result of `contrast.json`, on one line.
    static func json(_ result: ContrastResult, into out: inout ByteWriter) {
        out.write("  {\"theme\": ")
        out.writeJSON(result.theme.rawValue)
        out.write(", \"scheme\": \"")
        out.write(result.scheme.rawValue)
        out.write("\", \"variant\": \"")
        out.write(result.variant.rawValue)
        out.write("\", \"foreground\": \"")
        out.write(result.pair.foreground.name)
        out.write("\", \"background\": \"")
        out.write(result.pair.backgroundName)
        out.write("\", \"use\": \"")
        out.write(ContrastReport.useDescription(result.pair.use))
        out.write("\", \"foregroundColor\": \"")
        out.write(result.foregroundColor.css)
        out.write("\", \"foregroundOriginal\": ")
        if let original = outsideSRGB(result.foregroundColor) { out.writeJSON(original) } else { out.write("null") }
        out.write(", \"backgroundColor\": \"")
        out.write(result.backgroundColor.hex)
        out.write("\", \"backgroundOriginal\": ")
        if let original = outsideSRGB(result.backgroundColor) { out.writeJSON(original) } else { out.write("null") }
        out.write(", \"composite\": \"")
        out.write(result.composite.hex)
        out.write("\", \"ratio\": ")
        out.write(NumberFormat.decimal(result.ratio, maxFractionDigits: 4))
        out.write(", \"required\": ")
        out.write(NumberFormat.decimal(result.requirement.ratio, maxFractionDigits: 2))
        out.write(", \"criterion\": ")
        out.writeJSON(result.requirement.criterion)
        out.write(", \"note\": ")
        if let note = result.requirement.note { out.writeJSON(note) } else { out.write("null") }
        out.write(result.passes ? ", \"pass\": true, \"apcaLc\": " : ", \"pass\": false, \"apcaLc\": ")
        out.write(NumberFormat.decimal(result.apcaLc, maxFractionDigits: 2))
        out.write(", \"suggestion\": ")
        if let suggestion = result.suggestion {
            out.write("\"")
            out.write(suggestion.hex)
            out.write("\"}")
        } else {
            out.write("null}")
        }
    }

    /// One line a person can act on.
    public func line(for result: ContrastResult) -> String {
        var text = "\(result.theme) \(result.scheme.rawValue)"
        if result.variant != .standard { text += " (\(result.variant.rawValue))" }
        text += ": \(result.pair.foreground.name) on \(result.pair.backgroundName) is "
        text += "\(WCAG.displayed(result.ratio)):1, needs \(NumberFormat.decimal(result.requirement.ratio, maxFractionDigits: 2)):1"
        text += " (\(result.requirement.criterion))"
        if let suggestion = result.suggestion {
            let ratio = WCAG.contrastRatio(suggestion, result.backgroundColor)
            text += "; try \(suggestion.hex) (\(WCAG.displayed(ratio)):1)"
        }
        return text
    }

    /// Per theme and scheme: checked, passed, failed (standard palette first).
    public var summaryRows: [(theme: ThemeID, scheme: ColorScheme, variant: PaletteVariant, total: Int, failed: Int)] {
        var rows: [(ThemeID, ColorScheme, PaletteVariant, Int, Int)] = []
        struct Key: Hashable { var theme: ThemeID, scheme: ColorScheme, variant: PaletteVariant }
        var index: [Key: Int] = [:]
        for result in results {
            let key = Key(theme: result.theme, scheme: result.scheme, variant: result.variant)
            if let position = index[key] {
                rows[position].3 += 1
                if !result.passes { rows[position].4 += 1 }
            } else {
                index[key] = rows.count
                rows.append((result.theme, result.scheme, result.variant, 1, result.passes ? 0 : 1))
            }
        }
        return rows.map { (theme: $0.0, scheme: $0.1, variant: $0.2, total: $0.3, failed: $0.4) }
    }

    /// The CSS of a color given outside the sRGB gamut (which the report
    /// measures gamut-mapped, as an sRGB display shows it); nil otherwise.
    public static func outsideSRGB(_ color: Color) -> String? {
        guard let original = color.original, !original.isInSRGBGamut else { return nil }
        return original.css
    }

    static func useDescription(_ use: ContrastUse) -> String {
        switch use {
        case .text(let type): "text (\(type.name))"
        case .nonText: "non-text"
        }
    }
}
