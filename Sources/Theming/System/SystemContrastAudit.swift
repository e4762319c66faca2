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
    /// Where the foreground token is written in this combination, for
    /// messages (`check` locates a failure there).
    public var foregroundSource: TokenSource
    /// For a failure, the color nearest the painted foreground that passes
    /// (see `SystemContrastAudit.withSuggestions`); nil until asked, and
    /// for a pair that passes or has no such color.
    public var suggestion: Color?

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
    /// Every combination of the system, in its order (a pair missing from
    /// one has no result there).
    public var combinations: [DesignCombination]
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
        self.combinations = system.combinations
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
        let scheme = system.scheme(of: combination)
        let canvas: Color = scheme == .dark ? .black : .white
        var colors: [String: (color: Color, token: DTCGToken)?] = [:]
        func color(_ name: String) -> (color: Color, token: DTCGToken)? {
            if let known = colors[name] { return known }
            var found: (color: Color, token: DTCGToken)?
            if let token = own?[name] ?? source?[name], case .color(let value) = token.value, let color = value.srgb {
                found = (color, token)
            }
            colors[name] = found
            return found
        }
        var results: [SystemContrastResult] = []
        results.reserveCapacity(pairs.count)
        for pair in pairs {
            guard let foreground = color(pair.foreground), let painted = color(pair.background) else { continue }
            let background = painted.color.composited(over: canvas).opaque
            let composite = foreground.color.composited(over: background)
            let requirement = requirements[SystemPairUse.allCases.firstIndex(of: pair.use) ?? 0]
            let token = foreground.token
            results.append(SystemContrastResult(
                combination: combination, scheme: scheme, pair: pair, foregroundColor: foreground.color,
                backgroundColor: background, composite: composite, ratio: WCAG.contrastRatio(composite, background),
                requirement: requirement, apcaLc: APCA.lightnessContrast(text: composite, background: background),
                foregroundSource: TokenSource(name: token.name, file: token.file, location: token.location)))
        }
        return results
    }

    /// The problems of the configured pairs: each naming a token `system`
    /// lacks, or one that is no color (what `errors` of an audit holds,
    /// without auditing).
    public static func errors(of configured: [SystemPairRequest], in system: DesignSystem) -> [Diagnostic] {
        check(configured, in: system).1
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

    /// The audit with a suggestion for each failure (`suggestion(for:memo:)`),
    /// found on all cores; `memo` shares them with other audits.
    public func withSuggestions(memo: NearestPassingColor.Memo = .init()) -> SystemContrastAudit {
        let failing = results.indices.filter { !results[$0].passes }
        let audit = self
        let found = concurrentMap(failing.count) { index in audit.suggestion(for: audit.results[failing[index]], memo: memo) }
        var suggested = self
        for (index, suggestion) in zip(failing, found) { suggested.results[index].suggestion = suggestion }
        return suggested
    }

    /// One line a person can act on, as `theme-preview check` prints the
    /// built-in report's (the system's name in place of the combination
    /// when it has no axes): `Casual · Green: button.text.color on
    /// button.bg.color is 3.3:1, needs 4.5:1 (WCAG 2.2 SC 1.4.3 AA, normal
    /// text)`, then the suggestion when it has one (`; try #2C7A52 (4.5:1)`).
    public func line(for result: SystemContrastResult) -> String {
        let place = result.combination.values.isEmpty ? systemName : result.combination.values.joined(separator: " · ")
        var text = "\(place): \(result.pair.foreground) on \(result.pair.background) is "
        text += "\(WCAG.displayed(result.ratio)):1, needs \(NumberFormat.decimal(result.requirement.ratio, maxFractionDigits: 2)):1"
        text += " (\(result.requirement.criterion))"
        if let suggestion = result.suggestion {
            text += "; try \(suggestion.hex) (\(WCAG.displayed(WCAG.contrastRatio(suggestion, result.backgroundColor))):1)"
        }
        return text
    }

    /// `line(for:)` after the place the foreground token is written in
    /// that combination (`tokens/button.json:4:5: Casual · Green: …`), so
    /// that an editor or a CI log links to it.
    public func locatedLine(for result: SystemContrastResult) -> String {
        let source = result.foregroundSource
        return "\(source.file):\(source.location.line):\(source.location.column): \(line(for: result))"
    }

    /// A combination as people read it, each axis by name:
    /// `brand = Casual, color = Green`; the system's name when it has no axes.
    public func label(_ combination: DesignCombination) -> String {
        guard !combination.values.isEmpty else { return systemName }
        return combination.values.enumerated().map { index, value in
            "\(axisNames.indices.contains(index) ? axisNames[index] : "axis \(index + 1)") = \(value)"
        }.joined(separator: ", ")
    }

    /// Each combination's results (a range of `results`), in the system's
    /// order, a combination without any result included with an empty range.
    public var resultsByCombination: [(combination: DesignCombination, range: Range<Int>)] {
        var start = 0
        return combinations.map { combination in
            var end = start
            while end < results.count && results[end].combination == combination { end += 1 }
            defer { start = end }
            return (combination, start..<end)
        }
    }

    /// What `check` says after the failures: `6 checks of the design
    /// system 'Lion' (1 pair x 6 combinations of brand x color) at AA: 2
    /// passed, 4 failed`.
    public var summaryLine: String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        let failed = failures.count
        var text = "\(count(results.count, "check")) of the design system '\(systemName)' ("
        text += "\(count(pairs.count, "pair")) x \(count(combinations.count, "combination"))"
        if !axisNames.isEmpty { text += " of " + axisNames.joined(separator: " x ") }
        text += ") at \(level.rawValue): \(results.count - failed) passed, \(failed) failed"
        return text
    }
}
