/// The conformance level the audit checks text against.
public enum ConformanceLevel: String, CaseIterable, Hashable, Sendable {
    case aa = "AA"
    case aaa = "AAA"
}

/// What a pair must reach and which rule says so.
public struct ContrastRequirement: Hashable, Sendable {
    public var ratio: Double
    /// E.g. "WCAG 2.2 SC 1.4.3 AA, normal text".
    public var criterion: String
    /// Set when the spec's own minimum and WCAG disagree: which applies and why.
    public var note: String?

    public init(ratio: Double, criterion: String, note: String? = nil) {
        self.ratio = ratio
        self.criterion = criterion
        self.note = note
    }

    /// The stricter of WCAG's rule for how the pair is used and the spec's
    /// "Min Contrast" column.
    public static func of(_ pair: ContrastPair, in typography: ThemeTypography,
                          level: ConformanceLevel) -> ContrastRequirement {
        let wcag: ContrastRequirement
        switch pair.use {
        case .nonText:
            wcag = ContrastRequirement(ratio: 3, criterion: "WCAG 2.2 SC 1.4.11 AA, non-text contrast")
        case .text(let type):
            let large = typography[type].isLargeText
            switch (level, large) {
            case (.aa, false): wcag = ContrastRequirement(ratio: 4.5, criterion: "WCAG 2.2 SC 1.4.3 AA, normal text")
            case (.aa, true): wcag = ContrastRequirement(ratio: 3, criterion: "WCAG 2.2 SC 1.4.3 AA, large text")
            case (.aaa, false): wcag = ContrastRequirement(ratio: 7, criterion: "WCAG 2.2 SC 1.4.6 AAA, normal text")
            case (.aaa, true): wcag = ContrastRequirement(ratio: 4.5, criterion: "WCAG 2.2 SC 1.4.6 AAA, large text")
            }
        }
        guard let spec = pair.specMinimum, spec != wcag.ratio else { return wcag }
        let specRatio = NumberFormat.decimal(spec, maxFractionDigits: 2)
        let wcagRatio = NumberFormat.decimal(wcag.ratio, maxFractionDigits: 2)
        if spec > wcag.ratio {
            return ContrastRequirement(
                ratio: spec, criterion: "VaultMail spec FR-CO-01 Min Contrast \(specRatio):1",
                note: "stricter than \(wcag.criterion) (\(wcagRatio):1), so the spec applies")
        }
        var result = wcag
        result.note = "the spec's Min Contrast \(specRatio):1 is below this, so WCAG applies"
        return result
    }
}
