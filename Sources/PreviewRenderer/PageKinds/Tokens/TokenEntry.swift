import DTCG
import ThemeTokens

/// One token on a token page: its sample, value, contrast, description,
/// reference chain, deprecation and its value for every value of each
/// axis.
struct TokenEntry: TemplateData, Hashable {
    var name: String
    var id: String
    var type: String
    var value: String
    var specimen: TokenSpecimen?
    var contrast: TokenContrast?
    var description: String?
    var deprecated: Bool
    var deprecatedNote: String?
    var references: [TokenReferenceLink]
    var axes: [TokenAxisRow]
    /// Whether some axis changes the value.
    var varies: Bool
    /// The entry's words in the page's language.
    var strings = TokenWords.english

    /// This entry with its words in the page's language.
    func speaking(_ words: TokenWords) -> TokenEntry {
        var entry = self
        entry.strings = words
        return entry
    }

    static let fields = TemplateFields<Self>([
        .text("name", "The token's name as aliases write it (`color.background.default`).") { $0.name },
        .text("id", "Its anchor on the page (`token-color.background.default`).") { $0.id },
        .text("type", "Its DTCG type (`color`, `dimension`, `typography`...).") { $0.type },
        .text("value", "Its resolved value in the default combination, as text.") { $0.value },
        .object("specimen", "Its sample (see `TokenSpecimen`); false for a value with nothing to draw.") { $0.specimen },
        .object("contrast", "A color's contrast on the system's surface; false for other tokens.") { $0.contrast },
        .optionalText("description", "Its `$description`; false when none.") { $0.description },
        .flag("deprecated", "Whether it is deprecated (`$deprecated`).") { $0.deprecated },
        .optionalText("deprecatedNote", "What `$deprecated` says to use instead; false when it is just true.") { $0.deprecatedNote },
        .optionalText("deprecatedNoteText", "`deprecatedNote` in `strings.deprecatedNote` (`Deprecated: use color.text`); false when there is no note.") { entry in
            entry.deprecatedNote.map { entry.strings.deprecatedNote.replacingOccurrences(of: "{note}", with: $0) }
        },
        .object("strings", "The entry's words in the page's language (`{{strings.aliasOf}}`): see `TokenWords`.") { $0.strings },
        .optionalText("contrastBefore", "`strings.contrastOn` before the surface's name (`4.52:1 on `), with the ratio; false for a token with no contrast.") { entry in
            entry.contrast.map { entry.contrastParts($0).before }
        },
        .optionalText("contrastAfter", "`strings.contrastOn` after the surface's name (` (AA)`), with the level; false for a token with no contrast.") { entry in
            entry.contrast.map { entry.contrastParts($0).after }
        },
        .flag("hasReferences", "Whether its value is an alias.") { !$0.references.isEmpty },
        .list("references", "The tokens its alias leads through, nearest first.") { $0.references },
        .list("axes", "Its value for every value of each axis.") { $0.axes },
        .flag("varies", "Whether some value of an axis changes it.") { $0.varies },
    ])
}

extension TokenEntry {
    /// `strings.contrastOn` around its `{surface}`, with `{ratio}` and
    /// `{level}` filled in.
    func contrastParts(_ contrast: TokenContrast) -> (before: String, after: String) {
        let text = strings.contrastOn.replacingOccurrences(of: "{ratio}", with: contrast.ratio)
            .replacingOccurrences(of: "{level}", with: contrast.level)
        guard let range = text.range(of: "{surface}") else { return (text, "") }
        return (String(text[..<range.lowerBound]), String(text[range.upperBound...]))
    }
}

/// A color's WCAG 2.2 contrast on the surface of its combination.
struct TokenContrast: TemplateData, Hashable {
    /// `4.52:1`, truncated as axe-core shows it.
    var ratio: String
    /// The surface token's name, or `white`/`black` when the system has none.
    var surface: String
    var surfaceColor: String
    /// `AA` (4.5:1), `AA large` (3:1) or `below 3:1`.
    var level: String
    var passes: Bool

    static let fields = TemplateFields<Self>([
        .text("ratio", "The ratio, truncated to two decimals (`4.52:1`).") { $0.ratio },
        .text("surface", "What it is measured on: the system's surface token, else white or black.") { $0.surface },
        .text("surfaceColor", "That surface's color, as CSS.") { $0.surfaceColor },
        .text("level", "`AA` (4.5:1 for text), `AA large` (3:1) or `below 3:1`.") { $0.level },
        .flag("passes", "Whether it reaches 3:1 (large text and non-text contrast).") { $0.passes },
    ])

    init(_ color: Color, on surface: Surface) {
        let ratio = WCAG.contrastRatio(of: color, on: surface.color)
        self.ratio = WCAG.displayed(ratio) + ":1"
        self.surface = surface.name ?? (surface.color.red == 0 ? "black" : "white")
        surfaceColor = surface.color.css
        level = ratio >= 4.5 ? "AA" : ratio >= 3 ? "AA large" : "below 3:1"
        passes = ratio >= 3
    }
}

/// A token an alias names, linked to its place when it is one of the
/// system's tokens.
struct TokenReferenceLink: TemplateData, Hashable {
    var name: String
    var href: String?

    static let fields = TemplateFields<Self>([
        .text("name", "The token's name.") { $0.name },
        .optionalText("href", "The link to it on the token pages; false when it is not there.") { $0.href },
    ])
}

/// A token's values along one axis.
struct TokenAxisRow: TemplateData, Hashable {
    var name: String
    var cells: [TokenAxisCell]

    static let fields = TemplateFields<Self>([
        .text("name", "The axis as the system names it.") { $0.name },
        .list("cells", "One per value of the axis, the others at their default.") { $0.cells },
    ])
}

/// A token's value in one value of an axis.
struct TokenAxisCell: TemplateData, Hashable {
    /// The axis value (`dark`).
    var axisValue: String
    /// The token's value there, as text; nil when it has none there.
    var value: String?
    /// A color's CSS, for a swatch.
    var swatch: String?
    /// A color's contrast on that combination's surface.
    var contrast: String?
    var changed: Bool
    var isDefault: Bool

    static let fields = TemplateFields<Self>([
        .text("axisValue", "The axis value (`dark`).") { $0.axisValue },
        .optionalText("value", "The token's value there; false when that combination does not define it.") { $0.value },
        .optionalText("swatch", "A color's CSS, for its swatch; false for other tokens.") { $0.swatch },
        .optionalText("contrast", "A color's contrast on that combination's surface (`4.52:1`); false for other tokens.") { $0.contrast },
        .flag("changed", "Whether it differs from the default combination's value.") { $0.changed },
        .flag("isDefault", "Whether this is the default combination's value.") { $0.isDefault },
    ])
}

extension TokenCatalog {
    /// The entry for token `name`, linked from the page at `path`.
    func entry(_ name: String, from path: String) -> TokenEntry? {
        // Combinations by their index in `system.combinations`, the default first.
        let defined = token(name, at: 0)
        guard let token = defined ?? sets.indices.lazy.compactMap({ self.token(name, at: $0) }).first else { return nil }
        var deprecated = false
        var note: String?
        switch token.deprecated {
        case .bool(true)?: deprecated = true
        case .string(let text)?: deprecated = true; note = text
        default: break
        }
        var contrast: TokenContrast?
        if case .color(let value) = token.value, let color = value.srgb, let surface = surfaceList.first ?? nil,
           surface.name != token.name {
            contrast = TokenContrast(color, on: surface)
        }
        var rows: [TokenAxisRow] = []
        var varies = false
        for (axis, cellsOfAxis) in zip(system.axes, axisCells) {
            let cells = cellsOfAxis.map { value, combination -> TokenAxisCell in
                let there = combination.flatMap { self.token(name, at: $0) }
                var swatch: String?
                var ratio: String?
                if case .color(let color)? = there?.value, let srgb = color.srgb {
                    swatch = srgb.css
                    if let combination, let surface = surfaceList[combination], surface.name != name {
                        ratio = WCAG.displayed(WCAG.contrastRatio(of: srgb, on: surface.color)) + ":1"
                    }
                }
                let changed = there?.value != defined?.value
                return TokenAxisCell(axisValue: value, value: there.map { TokenValueText.text($0.value) }, swatch: swatch,
                                     contrast: ratio, changed: changed, isDefault: combination == 0)
            }
            varies = varies || cells.contains(where: \.changed)
            rows.append(TokenAxisRow(name: axis.name, cells: cells))
        }
        return TokenEntry(
            name: name, id: places[name]?.anchor ?? "", type: token.type.rawValue,
            value: defined.map { TokenValueText.text($0.value) } ?? "not in the default combination",
            specimen: TokenSpecimen.of(token), contrast: contrast, description: token.description,
            deprecated: deprecated, deprecatedNote: note,
            references: chain(of: token, at: 0).map { reference in
                TokenReferenceLink(name: reference, href: places[reference].map { link(from: path, to: $0) })
            },
            axes: rows, varies: varies)
    }

    /// The tokens a whole-value alias leads through, nearest first: each
    /// token names the next in `references` (the system's source tokens
    /// too, which Tokens Studio reads for references only). A value that
    /// names several tokens (a composite) lists them, and stops there.
    func chain(of token: DTCGToken, in combination: DesignCombination) -> [String] {
        chain(of: token) { self.token($0, in: combination) }
    }

    /// `chain(of:in:)` in the combination at `index` of `system.combinations`.
    func chain(of token: DTCGToken, at index: Int) -> [String] {
        chain(of: token) { self.token($0, at: index) }
    }

    private func chain(of token: DTCGToken, tokenNamed: (String) -> DTCGToken?) -> [String] {
        var chain: [String] = []
        var seen: Set<String> = [token.name]
        var next = token.references
        while next.count == 1, let name = next.first, seen.insert(name).inserted {
            chain.append(name)
            guard let named = tokenNamed(name) else { return chain }
            next = named.references
        }
        return chain + next.filter { !seen.contains($0) }
    }

    /// A link from the page at `path` to a token's place.
    func link(from path: String, to place: (path: String, anchor: String)) -> String {
        (place.path == path ? "" : PagePaths.relative(from: path, to: place.path)) + "#" + place.anchor
    }
}
