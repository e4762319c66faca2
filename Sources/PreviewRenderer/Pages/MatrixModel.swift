/// What `matrix.mustache` shows (`matrix.html`): every theme in light and
/// dark, side by side.
struct MatrixModel: TemplateData {
    var root: String
    var cells: [MatrixCell]

    static let fields = TemplateFields<Self>([
        .text("root", "The way up from the page to the site root (\"\": the matrix is at the root).") { $0.root },
        .list("cells", "The panels: each theme in light, then in dark.") { $0.cells },
    ])
}

/// A panel of the matrix: one theme in one scheme, its components scoped
/// to that combination's stylesheet (`extraCSS` in the layout).
struct MatrixCell: TemplateData {
    var scopeClass: String
    var themeName: String
    var schemeLabel: String
    var pinnedHref: String
    var threads: [ThreadRow]

    static let fields = TemplateFields<Self>([
        .text("scopeClass", "The class the panel's stylesheet is scoped to (`tp-scope-N-SCHEME`).") { $0.scopeClass },
        .text("themeName", "The theme's name.") { $0.themeName },
        .text("schemeLabel", "The scheme's name (\"Light\", \"Dark\").") { $0.schemeLabel },
        .text("pinnedHref", "The link to the theme's pinned page in that scheme.") { $0.pinnedHref },
        .list("threads", "The sample threads the panel shows (the `thread-row` partial).") { $0.threads },
    ])
}
