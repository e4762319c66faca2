import Basics
import DTCG
import ThemeTokens

/// One pair of a design system measured in one combination.
public struct SystemContrastResult: Sendable, Hashable {
    public var combination: DesignCombination
    /// From the system's light/dark axis; nil without one, or for another
    /// value (`wireframe`).
    public var scheme: ColorScheme?
    public var pair: SystemContrastPair
    /// The foreground token's value, alpha kept.
    public var foregroundColor: Color
    /// The opaque background actually painted: the background token over
    /// white (black in a dark combination) when it is translucent.
    public var backgroundColor: Color
    /// The foreground as painted over the background.
    public var composite: Color
    /// Unrounded WCAG 2.2 ratio; show it with `WCAG.displayed` (truncated).
    public var ratio: Double
    public var requirement: ContrastRequirement
    /// Advisory APCA Lc of the composite on the background.
    public var apcaLc: Double

    public var passes: Bool { ratio >= requirement.ratio }
}

/// Every pair of a design system (inferred from its names, and listed in
/// config) audited in every combination with the rules of the built-in
/// report: WCAG 2.2 ratios compared unrounded against the level's
/// minimum, APCA Lc beside them as advice.
public struct SystemContrastAudit: Sendable {
    public var level: ConformanceLevel
    /// The system's name and its axes' names, for the JSON.
    public var systemName: String
    public var axisNames: [String]
    /// Inferred pairs first, then the configured pairs not inferred (a
    /// configured pair that was also inferred keeps its place and takes
    /// config's use).
    public var pairs: [SystemContrastPair]
    /// By combination in the system's order, then by pair.
    public var results: [SystemContrastResult]
    /// Configured pairs naming a token the system lacks, or one that is no
    /// color, located in config with a did-you-mean.
    public var errors: [Diagnostic]

    public var failures: [SystemContrastResult] { results.filter { !$0.passes } }

    public init(system: DesignSystem, configured: [SystemPairRequest] = [], level: ConformanceLevel = .aa) {
        self.level = level
        self.systemName = system.name
        self.axisNames = system.axes.map(\.name)
        var pairs = SystemPairInference.pairs(in: system)
        let (checked, errors) = SystemContrastAudit.check(configured, in: system)
        for pair in checked {
            if let index = pairs.firstIndex(where: { $0.foreground == pair.foreground && $0.background == pair.background }) {
                pairs[index].use = pair.use
                pairs[index].origin = pair.origin
            } else {
                pairs.append(pair)
            }
        }
        self.pairs = pairs
        self.errors = errors
        let audited = pairs
        let combinations = system.combinations
        let requirements = SystemPairUse.allCases.map { $0.requirement(level) }
        let perCombination = concurrentMap(combinations.count) { index in
            SystemContrastAudit.measure(audited, in: combinations[index], of: system, requirements: requirements)
        }
        results = perCombination.flatMap { $0 }
    }

    static func measure(_ pairs: [SystemContrastPair], in combination: DesignCombination, of system: DesignSystem,
                        requirements: [ContrastRequirement]) -> [SystemContrastResult] {
        let own = system.tokens[combination]
        let source = system.sourceTokens[combination]
        let scheme = SystemThemes.scheme(of: combination, in: system)
        let canvas: Color = scheme == .dark ? .black : .white
        var colors: [String: Color?] = [:]
        func color(_ name: String) -> Color? {
            if let known = colors[name] { return known }
            var found: Color?
            if case .color(let value)? = (own?[name] ?? source?[name])?.value { found = value.srgb }
            colors[name] = found
            return found
        }
        var results: [SystemContrastResult] = []
        results.reserveCapacity(pairs.count)
        for pair in pairs {
            guard let foreground = color(pair.foreground), let painted = color(pair.background) else { continue }
            let background = painted.composited(over: canvas).opaque
            let composite = foreground.composited(over: background)
            let requirement = requirements[SystemPairUse.allCases.firstIndex(of: pair.use) ?? 0]
            results.append(SystemContrastResult(
                combination: combination, scheme: scheme, pair: pair, foregroundColor: foreground,
                backgroundColor: background, composite: composite, ratio: WCAG.contrastRatio(composite, background),
                requirement: requirement, apcaLc: APCA.lightnessContrast(text: composite, background: background)))
        }
        return results
    }

    /// The configured pairs whose two names are color tokens of the system.
    static func check(_ requests: [SystemPairRequest], in system: DesignSystem) -> ([SystemContrastPair], [Diagnostic]) {
        guard !requests.isEmpty else { return ([], []) }
        var types: [String: DTCGToken] = [:]
        var names: [String] = []
        for combination in system.combinations {
            for set in [system.tokens[combination], system.sourceTokens[combination]] {
                for token in set?.tokens ?? [] where types[token.name] == nil {
                    types[token.name] = token
                    names.append(token.name)
                }
            }
        }
        var pairs: [SystemContrastPair] = []
        var errors: [Diagnostic] = []
        for request in requests {
            var fine = true
            for name in [request.foreground, request.background] {
                guard let token = types[name] else {
                    var message = "no token '\(name)' in the design system '\(system.name)' for the contrast pair [\(request.foreground), \(request.background)]"
                    if let suggestion = EditDistance.suggestion(for: name, among: names, maximum: 3) {
                        message += "; did you mean '\(suggestion)'?"
                    }
                    errors.append(Diagnostic(file: request.file, at: request.location, message: message))
                    fine = false
                    continue
                }
                if token.type != .color {
                    errors.append(Diagnostic(file: request.file, at: request.location,
                                             message: "expected '\(name)' in the contrast pair [\(request.foreground), \(request.background)] to be a color token, found a \(token.sourceType ?? token.type.rawValue) token"))
                    fine = false
                }
            }
            if fine {
                pairs.append(SystemContrastPair(foreground: request.foreground, background: request.background, use: request.use,
                                                origin: .configured(file: request.file, location: request.location)))
            }
        }
        return (pairs, errors)
    }

    /// A color passing against the result's background, nearest in OKLCH
    /// lightness to the painted foreground (for a failure; computed when
    /// asked, so the audit itself stays fast).
    public func suggestion(for result: SystemContrastResult, memo: NearestPassingColor.Memo? = nil) -> Color? {
        guard !result.passes else { return nil }
        return NearestPassingColor.find(for: result.composite, on: result.backgroundColor, target: result.requirement.ratio, memo: memo)
    }

    /// One line a person can act on, as `theme-preview check` prints the
    /// built-in report's (the system's name in place of the combination
    /// when it has no axes): `Casual · Green: button.text.color on
    /// button.bg.color is 3.3:1, needs 4.5:1 (WCAG 2.2 SC 1.4.3 AA, normal text)`.
    public func line(for result: SystemContrastResult) -> String {
        let place = result.combination.values.isEmpty ? systemName : result.combination.values.joined(separator: " · ")
        var text = "\(place): \(result.pair.foreground) on \(result.pair.background) is "
        text += "\(WCAG.displayed(result.ratio)):1, needs \(NumberFormat.decimal(result.requirement.ratio, maxFractionDigits: 2)):1"
        text += " (\(result.requirement.criterion))"
        return text
    }
}
