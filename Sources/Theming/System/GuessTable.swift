import DTCG
import ThemeTokens

/// The table the build prints of what it guessed: slot, token, value (in
/// the system's first combination) and why, in aligned columns.
public enum GuessTable {
    public static func text(_ mapping: SystemSlotMapping, system: DesignSystem) -> String {
        let first = system.combinations.first
        var rows: [[String]] = [["slot", "token", "value", "why"]]
        for guess in mapping.guesses {
            var value = "-"
            if let name = guess.token, let first,
               let token = system.tokens[first]?[name] ?? system.sourceTokens[first]?[name] {
                value = GuessTable.value(token.value)
            }
            rows.append([guess.slot.name, guess.token ?? "-", value, guess.reason])
        }
        var widths = [Int](repeating: 0, count: 3)
        for row in rows {
            for column in 0..<3 { widths[column] = max(widths[column], row[column].count) }
        }
        var text = ""
        if let first, !system.axes.isEmpty {
            text += "\(system.name): gallery slots (values in \(first.values.joined(separator: " · ")))\n"
        } else {
            text += "\(system.name): gallery slots\n"
        }
        for row in rows {
            var line = ""
            for column in 0..<3 {
                line += row[column] + String(repeating: " ", count: widths[column] - row[column].count) + " | "
            }
            text += line + row[3] + "\n"
        }
        return text
    }

    /// A value in a few characters: `#38a169`, `8px`, `16px 600 Inter`.
    static func value(_ value: DTCGValue) -> String {
        switch value {
        case .color(let color): color.srgb.map(\.hex) ?? color.colorSpace
        case .dimension(let dimension): dimension.text
        case .typography(let typography):
            "\(typography.fontSize.text) \(typography.fontWeight) \(typography.fontFamily.first ?? "")"
        case .number(let number): NumberFormat.decimal(number, maxFractionDigits: 4)
        case .shadow(let layers):
            layers.first.map { "\($0.offsetX.text) \($0.offsetY.text) \($0.blur.text) \($0.color.srgb?.hex ?? $0.color.colorSpace)" } ?? "-"

        default: "-"
        }
    }
}

extension DTCGDimension {
    /// `8px`, `1.5rem`.
    var text: String { NumberFormat.decimal(value, maxFractionDigits: 4) + unit }
}
