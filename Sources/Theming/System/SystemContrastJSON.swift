import Basics
import ThemeTokens

extension SystemContrastAudit {
    /// The audit as `contrast.json`'s `"system"` member, written by the
    /// report's own list writer (`ContrastJSON`): the system's name, axes
    /// and counts, its results one a line, each with its combination by
    /// axis name, then their summary. It starts with the `,` that follows
    /// the report's summary.
    public func jsonList() -> ContrastJSON {
        var head = ByteWriter(capacity: 256)
        head.write(",\n \"system\": {\"name\": ")
        head.writeJSON(systemName)
        head.write(", \"axes\": [")
        for (index, axis) in axisNames.enumerated() {
            if index > 0 { head.write(", ") }
            head.writeJSON(axis)
        }
        head.write("], \"pairs\": \(pairs.count), \"combinations\": \(combinations.count),\n \"results\": [")
        let audit = self
        return ContrastJSON(count: results.count, failed: failures.count, head: head.bytes, tail: Array("}".utf8)) { index, out in
            audit.json(audit.results[index], into: &out)
        }
    }

    /// One result of the `"system"` member, on one line.
    func json(_ result: SystemContrastResult, into out: inout ByteWriter) {
        out.write("  {\"combination\": {")
        for (index, value) in result.combination.values.enumerated() {
            if index > 0 { out.write(", ") }
            out.writeJSON(axisNames.indices.contains(index) ? axisNames[index] : "axis \(index + 1)")
            out.write(": ")
            out.writeJSON(value)
        }
        out.write("}, \"scheme\": ")
        if let scheme = result.scheme { out.writeJSON(scheme.rawValue) } else { out.write("null") }
        out.write(", \"foreground\": ")
        out.writeJSON(result.pair.foreground)
        out.write(", \"background\": ")
        out.writeJSON(result.pair.background)
        out.write(", \"use\": \"")
        out.write(result.pair.use.rawValue)
        switch result.pair.origin {
        case .inferred(let reason):
            out.write("\", \"origin\": \"inferred\", \"reason\": ")
            out.writeJSON(reason)
        case .configured:
            out.write("\", \"origin\": \"config\", \"reason\": null")
        }
        out.write(", \"foregroundColor\": \"")
        out.write(result.foregroundColor.css)
        out.write("\", \"backgroundColor\": \"")
        out.write(result.backgroundColor.hex)
        out.write("\", \"composite\": \"")
        out.write(result.composite.hex)
        out.write("\", \"ratio\": ")
        out.write(NumberFormat.decimal(result.ratio, maxFractionDigits: 4))
        out.write(", \"required\": ")
        out.write(NumberFormat.decimal(result.requirement.ratio, maxFractionDigits: 2))
        out.write(", \"criterion\": ")
        out.writeJSON(result.requirement.criterion)
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
}
