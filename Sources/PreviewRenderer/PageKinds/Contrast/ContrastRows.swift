import ThemeTokens
import Theming

// The rows of the contrast report's tables (`contrast.mustache`).

/// A row of the summary table: one theme in one scheme and palette.
struct ContrastSummaryRow: TemplateData {
    var themeName: String
    var scheme: String
    var variant: String
    var total: Int
    var passed: Int
    var failed: Int

    static let fields = TemplateFields<Self>([
        .text("themeName", "The theme's name.") { $0.themeName },
        .text("scheme", "The color scheme (\"light\", \"dark\").") { $0.scheme },
        .text("variant", "The palette (\"standard\", \"increased contrast\").") { $0.variant },
        .number("total", "How many pairs were checked.") { $0.total },
        .number("passed", "How many passed.") { $0.passed },
        .number("failed", "How many failed.") { $0.failed },
        .flag("hasFailures", "Whether any failed.") { $0.failed > 0 },
    ])
}

/// The summary page's link to a theme's own report page.
struct ContrastThemeLink: TemplateData {
    var name: String
    var href: String
    var failed: Int

    static let fields = TemplateFields<Self>([
        .text("name", "The theme's name.") { $0.name },
        .text("href", "The link to the theme's page (`contrast/ID.html`).") { $0.href },
        .number("failed", "How many of the theme's pairs failed, in both schemes and palettes.") { $0.failed },
        .flag("hasFailures", "Whether any failed.") { $0.failed > 0 },
    ])
}

/// A row of the pairs table: one token pair measured in one theme, scheme
/// and palette.
struct ContrastPairRow: TemplateData {
    var theme: String
    var scheme: String
    var variantId: String
    var variant: String
    var passes: Bool
    var foreground: String
    var foregroundColor: String
    var foregroundOriginal: String?
    var background: String
    var backgroundColor: String
    var backgroundOriginal: String?
    var paintedColor: String
    var ratio: String
    var requiredRatio: String
    var criterion: String
    var note: String?
    var purpose: String
    var apcaLc: String
    var suggestion: ContrastSuggestion?

    static let fields = TemplateFields<Self>([
        .text("theme", "The theme's id.") { $0.theme },
        .text("scheme", "The color scheme (\"light\", \"dark\").") { $0.scheme },
        .text("variantId", "The palette's id (\"standard\", \"increased-contrast\"), for the filters.") { $0.variantId },
        .text("variant", "The palette's name (\"standard\", \"increased contrast\").") { $0.variant },
        .flag("passes", "Whether the pair meets its requirement.") { $0.passes },
        .text("foreground", "The foreground token's name.") { $0.foreground },
        .text("foregroundColor", "The foreground token's CSS value, alpha kept.") { $0.foregroundColor },
        .optionalText("foregroundOriginal", "The foreground as written when it lies outside sRGB (`color(display-p3 1 0 0)`); `foregroundColor` is then the gamut-mapped color an sRGB display shows, which the ratio is computed on. False otherwise.") { $0.foregroundOriginal },
        .text("background", "What the pair is drawn on: the background token's name.") { $0.background },
        .text("backgroundColor", "The opaque background actually painted (hex).") { $0.backgroundColor },
        .optionalText("backgroundOriginal", "The background as written when it lies outside sRGB; `backgroundColor` is then its gamut-mapped sRGB color. False otherwise.") { $0.backgroundOriginal },
        .text("paintedColor", "The foreground as painted over the background (hex).") { $0.paintedColor },
        .text("ratio", "The WCAG contrast ratio, truncated to two decimals (\"4.52\").") { $0.ratio },
        .text("requiredRatio", "The ratio the pair needs (\"4.5\").") { $0.requiredRatio },
        .text("criterion", "The WCAG success criterion that sets it.") { $0.criterion },
        .optionalText("note", "Why this requirement applies (large text, a component); false when there is nothing to add.") { $0.note },
        .text("purpose", "What the pair is in the app.") { $0.purpose },
        .text("apcaLc", "The advisory APCA lightness contrast (Lc), one decimal.") { $0.apcaLc },
        .object("suggestion", "For a failing pair, the nearest passing foreground; false otherwise.") { $0.suggestion },
    ])

    init(_ result: ContrastResult) {
        theme = result.theme.rawValue
        scheme = result.scheme.rawValue
        variantId = result.variant.rawValue
        variant = result.variant == .increasedContrast ? "increased contrast" : "standard"
        passes = result.passes
        foreground = result.pair.foreground.name
        foregroundColor = result.foregroundColor.css
        foregroundOriginal = ContrastReport.outsideSRGB(result.foregroundColor)
        background = result.pair.backgroundName
        backgroundColor = result.backgroundColor.hex
        backgroundOriginal = ContrastReport.outsideSRGB(result.backgroundColor)
        paintedColor = result.composite.hex
        ratio = WCAG.displayed(result.ratio)
        requiredRatio = NumberFormat.decimal(result.requirement.ratio, maxFractionDigits: 2)
        criterion = result.requirement.criterion
        note = result.requirement.note
        purpose = result.pair.purpose
        apcaLc = NumberFormat.decimal(result.apcaLc, maxFractionDigits: 1)
        suggestion = result.suggestion.map { color in
            ContrastSuggestion(color: color.hex, ratio: WCAG.displayed(WCAG.contrastRatio(color, result.backgroundColor)))
        }
    }
}

/// A failing pair's nearest passing foreground.
struct ContrastSuggestion: TemplateData {
    var color: String
    var ratio: String

    static let fields = TemplateFields<Self>([
        .text("color", "The suggested foreground color (hex).") { $0.color },
        .text("ratio", "Its contrast ratio on the pair's background, truncated to two decimals.") { $0.ratio },
    ])
}

/// A row of the color-vision table: a pair of colors that must stay apart,
/// in one scheme, under each kind of vision.
struct ContrastCVDRow: TemplateData {
    var scheme: String
    var group: String
    var first: String
    var firstColor: String
    var second: String
    var secondColor: String
    var cells: [ContrastCVDCell]

    static let fields = TemplateFields<Self>([
        .text("scheme", "The color scheme (\"light\", \"dark\").") { $0.scheme },
        .text("group", "What kind of colors the pair are (\"Categories\", \"Accents\").") { $0.group },
        .text("first", "The first color's name.") { $0.first },
        .text("firstColor", "The first color (hex).") { $0.firstColor },
        .text("second", "The second color's name.") { $0.second },
        .text("secondColor", "The second color (hex).") { $0.secondColor },
        .list("cells", "The distance under each kind of vision, in the order of `visions`.") { $0.cells },
    ])
}

/// The distance between a pair's colors under one kind of vision.
struct ContrastCVDCell: TemplateData {
    var distance: String
    var collapses: Bool

    static let fields = TemplateFields<Self>([
        .text("distance", "The OKLab distance, three decimals.") { $0.distance },
        .flag("collapses", "Whether it is below the threshold: the colors risk reading as the same.") { $0.collapses },
    ])
}
