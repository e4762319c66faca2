import Basics
import ThemeTokens
import Theming

// What the contrast report shows of a site's own design system: the
// summary on `contrast.html` and the rows of each combination's page.

/// The design system's part of the summary page: its counts and each
/// combination's, with the links to the combinations' pages.
struct ContrastSystemSummary: TemplateData {
    var name: String
    var axes: String?
    var pairs: Int
    var combinations: Int
    var total: Int
    var failed: Int
    var rows: [ContrastCombinationRow]

    static let fields = TemplateFields<Self>([
        .text("name", "The design system's name.") { $0.name },
        .optionalText("axes", "Its axes' names (\"brand × color\"); false for a system without axes.") { $0.axes },
        .number("pairs", "How many pairs it has: inferred from the token names and listed in `config.yaml`.") { $0.pairs },
        .number("combinations", "How many combinations it has (all of them are checked).") { $0.combinations },
        .number("total", "How many checks were made: each pair in each combination that has both its tokens.") { $0.total },
        .number("passed", "How many of them passed.") { $0.total - $0.failed },
        .number("failed", "How many of them failed.") { $0.failed },
        .flag("hasFailures", "Whether any failed.") { $0.failed > 0 },
        .list("rows", "Each combination, in the system's order, with its counts and page.") { $0.rows },
    ])

    init(_ audit: SystemContrastAudit, from path: String) {
        name = audit.systemName
        axes = audit.axisNames.isEmpty ? nil : audit.axisNames.joined(separator: " × ")
        pairs = audit.pairs.count
        combinations = audit.combinations.count
        total = audit.results.count
        failed = audit.failures.count
        let paths = ContrastSystemPage.paths(audit)
        rows = zip(audit.resultsByCombination, paths).map { group, page in
            let failed = audit.results[group.range].filter { !$0.passes }.count
            return ContrastCombinationRow(label: audit.label(group.combination), href: PagePaths.relative(from: path, to: page),
                                          total: group.range.count, failed: failed)
        }
    }
}

/// One combination of the design system on the summary page.
struct ContrastCombinationRow: TemplateData {
    var label: String
    var href: String
    var total: Int
    var failed: Int

    static let fields = TemplateFields<Self>([
        .text("label", "The combination, each axis by name (\"brand = Casual, color = Green\"; the system's name without axes).") { $0.label },
        .text("href", "The link to its page of pairs (`contrast/system/<combination>.html`).") { $0.href },
        .number("total", "How many pairs were checked in it.") { $0.total },
        .number("passed", "How many passed.") { $0.total - $0.failed },
        .number("failed", "How many failed.") { $0.failed },
        .flag("hasFailures", "Whether any failed.") { $0.failed > 0 },
    ])
}

/// A row of a combination's pairs table: one pair of the design system
/// measured in that combination.
struct ContrastSystemPairRow: TemplateData {
    var passes: Bool
    var foreground: String
    var foregroundColor: String
    var background: String
    var backgroundColor: String
    var paintedColor: String
    var ratio: String
    var requiredRatio: String
    var criterion: String
    var use: String
    var origin: String
    var apcaLc: String
    var suggestion: ContrastSuggestion?

    static let fields = TemplateFields<Self>([
        .flag("passes", "Whether the pair meets its requirement.") { $0.passes },
        .text("foreground", "The foreground token's dotted name.") { $0.foreground },
        .text("foregroundColor", "Its CSS value in this combination, alpha kept.") { $0.foregroundColor },
        .text("background", "The background token's dotted name.") { $0.background },
        .text("backgroundColor", "The opaque background actually painted (hex): a translucent background over white, or black in a dark combination.") { $0.backgroundColor },
        .text("paintedColor", "The foreground as painted over the background (hex).") { $0.paintedColor },
        .text("ratio", "The WCAG contrast ratio, truncated to two decimals (\"4.52\").") { $0.ratio },
        .text("requiredRatio", "The ratio the pair needs (\"4.5\").") { $0.requiredRatio },
        .text("criterion", "The WCAG success criterion that sets it.") { $0.criterion },
        .text("use", "How the foreground is used: \"text\", \"large text\" or \"non-text\" (icons).") { $0.use },
        .text("origin", "Where the pair comes from: \"inferred: 'text' over 'background'\", or \"listed in config.yaml\".") { $0.origin },
        .text("apcaLc", "The advisory APCA lightness contrast (Lc), one decimal.") { $0.apcaLc },
        .object("suggestion", "For a failing pair, the nearest passing foreground; false otherwise.") { $0.suggestion },
    ])

    init(_ result: SystemContrastResult) {
        passes = result.passes
        foreground = result.pair.foreground
        foregroundColor = result.foregroundColor.css
        background = result.pair.background
        backgroundColor = result.backgroundColor.hex
        paintedColor = result.composite.hex
        ratio = WCAG.displayed(result.ratio)
        requiredRatio = NumberFormat.decimal(result.requirement.ratio, maxFractionDigits: 2)
        criterion = result.requirement.criterion
        use = switch result.pair.use {
        case .text: "text"
        case .largeText: "large text"
        case .nonText: "non-text"
        }
        origin = switch result.pair.origin {
        case .inferred(let reason): "inferred: \(reason)"
        case .configured: "listed in \(SiteConfig.fileName)"
        }
        apcaLc = NumberFormat.decimal(result.apcaLc, maxFractionDigits: 1)
        suggestion = result.suggestion.map { color in
            ContrastSuggestion(color: color.hex, ratio: WCAG.displayed(WCAG.contrastRatio(color, result.backgroundColor)))
        }
    }
}
