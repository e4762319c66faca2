import Basics
import ThemeTokens

extension SystemContrastAudit {
    /// The audit as JSON in the manner of `contrast.json`: one result a
    /// line, each with its combination by axis name, then a summary.
    public func json(generator: String) -> String {
        var out = ByteWriter(capacity: 256 + results.count * 400)
        out.write("{\"generator\": ")
        out.writeJSON(generator)
        out.write(",\n \"system\": ")
        out.writeJSON(systemName)
        out.write(",\n \"level\": \"")
        out.write(level.rawValue)
        out.write("\",\n \"results\": [")
        for (index, result) in results.enumerated() {
            out.write(index == 0 ? "\n" : ",\n")
            json(result, into: &out)
        }
        let failed = failures.count
        out.write("\n ],\n \"summary\": {\"total\": \(results.count), \"passed\": \(results.count - failed), \"failed\": \(failed)}}\n")
        return String(decoding: out.bytes, as: UTF8.self)
    }

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
        out.write("}")
    }
}
