import Basics
import DTCG
import ThemeTokens

/// What one format could not write of a design system, said as warnings:
/// one for every token left out (all of them, by kind, at the system's
/// file), and one for each color written in sRGB though the tokens give it
/// in another color space the format cannot hold (at the token).
struct SystemExportNotes {
    let format: String
    let system: SystemExport

    private var leftOut: [(kind: String, names: [String])] = []
    private var leftOutNames = Set<String>()
    private var shapesLeftOut = Set<String>()
    private var colors: [(token: DTCGToken, color: Color, combinations: [String])] = []
    private var colorIndex: [String: Int] = [:]

    init(format: String, system: SystemExport) {
        self.format = format
        self.system = system
    }

    /// `token` is not in the export (in some combination or in all).
    mutating func leaveOut(_ token: ExportToken, kind: String? = nil) {
        shapesLeftOut.insert(token.value.shape)
        guard leftOutNames.insert(token.token.name).inserted else { return }
        let kind = kind ?? token.kind
        if let index = leftOut.firstIndex(where: { $0.kind == kind }) {
            leftOut[index].names.append(token.token.name)
        } else {
            leftOut.append((kind, [token.token.name]))
        }
    }

    /// `color` of `token` is written as its sRGB value in `combination`,
    /// though it was given in another color space (`color.original`).
    mutating func wroteSRGB(_ color: Color, of token: DTCGToken, in combination: String) {
        guard let original = color.original else { return }
        let key = "\(token.name)\u{0}\(original.css)"
        if let index = colorIndex[key] {
            if !colors[index].combinations.contains(combination) { colors[index].combinations.append(combination) }
        } else {
            colorIndex[key] = colors.count
            colors.append((token, color, [combination]))
        }
    }

    /// The formats that have a place for a value of each shape.
    static func formatsHolding(_ shape: String) -> [String] {
        let typed: Set<String> = ["color", "dimension", "fontFamily", "fontWeight", "duration", "number", "cubicBezier",
                                  "shadow", "typography", "strokeStyle", "string", "bool"]
        let android: Set<String> = ["color", "dimension", "fontFamily", "fontWeight", "duration", "number", "strokeStyle", "string", "bool"]
        var formats: [String] = []
        if shape != "json" { formats.append("css") }
        formats.append("dtcg")
        if typed.contains(shape) { formats += ["swift"] }
        if shape == "color" { formats.append("xcassets") }
        if android.contains(shape) { formats.append("android") }
        if typed.contains(shape) { formats.append("compose") }
        if shape != "json" { formats.append("scss") }
        formats.append("ts")
        return formats
    }

    var warnings: [Diagnostic] {
        var warnings: [Diagnostic] = []
        for (token, color, combinations) in colors {
            guard let original = color.original else { continue }
            let gamut = original.isInSRGBGamut ? "" : " (outside sRGB)"
            let keeping = OriginalColorWarnings.formatsKeeping(original).filter { $0 != format }
            warnings.append(Diagnostic(file: token.file, at: token.location, severity: .warning,
                                       message: "'\(token.name)' is \(original.css)\(gamut) in \(SystemExportNotes.list(combinations, most: 3)); --format \(format) cannot hold its color space and writes the sRGB value \(color.hex): use --format \(OriginalColorWarnings.list(keeping)) to keep it"))
        }
        if !leftOut.isEmpty {
            let count = leftOutNames.count
            let kinds = leftOut.map { kind, names in
                "\(names.count) \(kind) (\(SystemExportNotes.list(names.map { "'\($0)'" }, most: 3)))"
            }
            let holders = SystemExportNotes.formatsHolding("color").filter { format in
                format != self.format && shapesLeftOut.allSatisfy { SystemExportNotes.formatsHolding($0).contains(format) }
            }
            var message = "--format \(format) has no place for \(count) token\(count == 1 ? "" : "s") of the design system '\(system.system.name)' and leaves \(count == 1 ? "it" : "them") out: \(kinds.joined(separator: ", "))"
            if !holders.isEmpty { message += "; use --format \(OriginalColorWarnings.list(holders)) to keep \(count == 1 ? "it" : "them")" }
            warnings.append(.warning(file: system.file, message))
        }
        return warnings
    }

    /// `a, b and c`; past `most`, `a, b, c and 4 more`.
    static func list(_ items: [String], most: Int) -> String {
        if items.count > most { return items.prefix(most).joined(separator: ", ") + " and \(items.count - most) more" }
        return ListPhrase.and(items)
    }
}
