import ThemeTokens

/// The pairs of colors that must stay apart (`Distinguishability`) whose
/// verdict changed between two sets of themes, under normal vision or a
/// simulated color-vision deficiency: newly collapsing first.
public struct DistinguishabilityDelta: Sendable {
    public struct Row: Sendable {
        public var result: Distinguishability.Result
        public var before: Double
        /// Collapses now and did not before (a regression).
        public var worse: Bool
    }

    public var rows: [Row]

    public init(base: ThemeRegistry, head: ThemeRegistry) {
        struct Key: Hashable {
            var group: String, first: String, second: String, scheme: ColorScheme, deficiency: ColorVisionDeficiency?
        }
        func key(_ result: Distinguishability.Result) -> Key {
            Key(group: result.pair.group, first: result.pair.first.name, second: result.pair.second.name,
                scheme: result.scheme, deficiency: result.deficiency)
        }
        var before: [Key: Distinguishability.Result] = [:]
        for result in Distinguishability.check(base) { before[key(result)] = before[key(result)] ?? result }
        var worse: [Row] = [], better: [Row] = []
        for result in Distinguishability.check(head) {
            guard let old = before[key(result)], old.collapses != result.collapses else { continue }
            let row = Row(result: result, before: old.distance, worse: result.collapses)
            if row.worse { worse.append(row) } else { better.append(row) }
        }
        rows = worse + better
    }

    /// Pairs that could be told apart and now collapse.
    public var regressions: [Row] { rows.filter(\.worse) }

    /// `success vs destructive, dark, deuteranopia`.
    static func name(_ result: Distinguishability.Result) -> String {
        "\(result.pair.first.name) vs \(result.pair.second.name) (\(result.pair.group)), \(result.scheme.rawValue), "
            + (result.deficiency?.label.lowercased() ?? "normal vision")
    }
}
