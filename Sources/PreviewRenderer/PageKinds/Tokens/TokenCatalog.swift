import DTCG
import Search
import ThemeTokens
import Theming

/// A design system's tokens as the token pages arrange them: one page per
/// top-level group of the system (`tokens/<group>.html`), each token
/// under its own group, with an anchor the search index and reference
/// chains link to. Tokens come in the default combination's order, then
/// those only other combinations define.
struct TokenCatalog: Sendable {
    /// A page of tokens: one top-level group.
    struct Page: Sendable {
        /// The group as the system names it (`color`).
        var group: String
        /// Path in the output: `tokens/color.html`.
        var path: String
        /// The groups on the page (`color.background.brand`), in order,
        /// each with its tokens' names.
        var sections: [(group: String, names: [String])]
        var tokenCount: Int { sections.reduce(0) { $0 + $1.names.count } }
    }

    let system: DesignSystem
    let pages: [Page]
    /// Each token's page path and anchor id, by name.
    let places: [String: (path: String, anchor: String)]
    /// Every token's name, in order.
    let names: [String]
    /// The surface colors are measured on, per combination.
    let surfaces: [DesignCombination: Surface]
    /// Each combination's own tokens and those its sets read for
    /// references only, in the order of `system.combinations`.
    let sets: [CombinationTokens]
    /// For each axis, each value with the index in `system.combinations` of
    /// the default combination with that value (nil when the system lacks
    /// it): the cells of a token's rows.
    let axisCells: [[(value: String, combination: Int?)]]
    /// `surfaces` in the order of `system.combinations`.
    let surfaceList: [Surface?]

    /// Where a token is in a combination's sets.
    enum Position: Sendable, Hashable {
        case own(Int), source(Int)
    }

    /// Each page's tokens (in the order of its sections' names), each
    /// token's position in each combination's sets: what `TokenPageInputs`
    /// reads after every token edit, without looking names up.
    let positions: [[[Position?]]]

    /// One combination's tokens (`DesignSystem.tokens` and `sourceTokens`).
    struct CombinationTokens: Sendable {
        var own: DTCGTokenSet?
        var source: DTCGTokenSet?

        func token(_ name: String) -> DTCGToken? { own?[name] ?? source?[name] }

        /// Where the token `name` is: in `own` or `source`, at that index.
        func position(of name: String) -> Position? {
            if let index = own?.position(of: name) { return .own(index) }
            return source?.position(of: name).map(Position.source)
        }

        func token(at position: Position) -> DTCGToken? {
            switch position {
            case .own(let index): own.map { $0.tokens[index] }
            case .source(let index): source.map { $0.tokens[index] }
            }
        }

        /// Whether `other` has the same tokens, by path, in the same order
        /// (their values aside).
        func arrangedAs(_ other: CombinationTokens) -> Bool {
            Self.samePaths(own, other.own) && Self.samePaths(source, other.source)
        }

        private static func samePaths(_ one: DTCGTokenSet?, _ other: DTCGTokenSet?) -> Bool {
            guard let one, let other else { return (one == nil) == (other == nil) }
            let (mine, theirs) = (one.tokens, other.tokens)
            guard mine.count == theirs.count else { return false }
            for index in mine.indices where mine[index].path != theirs[index].path { return false }
            return true
        }
    }

    static let indexPath = "tokens/index.html"
    /// Top-level tokens, outside any group, are on this page.
    static let topLevelGroup = "(top level)"

    /// The token pages' catalog of `themes`' design system; nil without
    /// one. Colors are measured on the token the gallery's background
    /// takes.
    ///
    /// `previous`: the catalog of an earlier version of the system (a token
    /// edit under `serve`), whose arrangement is taken when the tokens are
    /// the same ones in the same order.
    init?(pagesOf themes: SiteThemeSet, reusing previous: TokenCatalog? = nil) {
        guard let designSystem = themes.designSystem else { return nil }
        self.init(designSystem.system, background: themes.system.map { $0.mapping[.color(.token(.background))]?.token },
                  reusing: previous)
    }

    /// `background`: the token the gallery's background slot takes (the
    /// build's guess, or config's), the surface colors are measured on;
    /// `.some(nil)` when no token fills it (white, black in dark); `nil`
    /// to find one by name.
    init(_ system: DesignSystem, background: String?? = nil, reusing previous: TokenCatalog? = nil) {
        self.system = system
        let sets = system.combinations.map { CombinationTokens(own: system.tokens[$0], source: system.sourceTokens[$0]) }
        self.sets = sets
        if let previous, previous.system.combinations == system.combinations,
           zip(previous.sets, sets).allSatisfy({ $0.arrangedAs($1) }) {
            (names, pages, places, positions) = (previous.names, previous.pages, previous.places, previous.positions)
        } else {
            (names, pages, places) = Self.arrangement(sets)
            positions = pages.map { page in
                page.sections.flatMap(\.names).map { name in sets.map { $0.position(of: name) } }
            }
        }
        var surfaces: [DesignCombination: Surface] = [:]
        for combination in system.combinations {
            let scheme = system.scheme(of: combination)
            if let background {
                surfaces[combination] = Surface.named(background, in: combination, of: system, scheme: scheme)
            } else {
                surfaces[combination] = Surface.of(system.tokens[combination], scheme: scheme)
            }
        }
        self.surfaces = surfaces
        surfaceList = system.combinations.map { surfaces[$0] }
        let indexes = Dictionary(system.combinations.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let defaultValues = system.combinations.first?.values ?? []
        axisCells = system.axes.enumerated().map { axis, described in
            described.values.map { value in
                var values = defaultValues
                if values.indices.contains(axis) { values[axis] = value }
                return (value, indexes[DesignCombination(values)])
            }
        }
    }

    /// The names of the tokens of `sets`, their pages and each one's place.
    private static func arrangement(_ sets: [CombinationTokens])
        -> (names: [String], pages: [Page], places: [String: (path: String, anchor: String)]) {
        var names: [String] = []
        var seen: Set<String> = []
        // Every token of the system: each combination's own, then those
        // its sets read for references only (Tokens Studio's `source`
        // sets: the primitives a chain leads to).
        var paths: [String: [String]] = [:]
        for set in sets {
            for token in set.own?.tokens ?? [] where seen.insert(token.name).inserted {
                names.append(token.name)
                paths[token.name] = token.path
            }
        }
        for set in sets {
            for token in set.source?.tokens ?? [] where seen.insert(token.name).inserted {
                names.append(token.name)
                paths[token.name] = token.path
            }
        }
        // Pages by top-level group, sections by the token's own group, in
        // the order each first appears.
        var pageOrder: [String] = []
        var sections: [String: [(group: String, names: [String])]] = [:]
        for name in names {
            guard let path = paths[name] else { continue }
            let top = path.count > 1 ? path[0] : Self.topLevelGroup
            let group = path.count > 1 ? path.dropLast().joined(separator: ".") : Self.topLevelGroup
            if sections[top] == nil { pageOrder.append(top) }
            if let index = sections[top]?.firstIndex(where: { $0.group == group }) {
                sections[top]?[index].names.append(name)
            } else {
                sections[top, default: []].append((group, [name]))
            }
        }
        var slugs: Set<String> = ["index"]
        var pages: [Page] = []
        var places: [String: (path: String, anchor: String)] = [:]
        for top in pageOrder {
            let slug = Self.unique(Self.slug(top == Self.topLevelGroup ? "top-level" : top), in: &slugs)
            let page = Page(group: top, path: "tokens/\(slug).html", sections: sections[top] ?? [])
            var anchors: Set<String> = []
            for section in page.sections {
                for name in section.names {
                    places[name] = (page.path, Self.unique("token-" + Self.anchorText(name), in: &anchors))
                }
            }
            pages.append(page)
        }
        return (names, pages, places)
    }

    /// The token `name` in `combination`.
    func token(_ name: String, in combination: DesignCombination) -> DTCGToken? {
        system.tokens[combination]?[name] ?? system.sourceTokens[combination]?[name]
    }

    /// The token `name` in the combination at `index` of `system.combinations`.
    func token(_ name: String, at index: Int) -> DTCGToken? {
        sets.indices.contains(index) ? sets[index].token(name) : nil
    }

    /// Lowercase letters, digits and `-` (a file name on every system).
    static func slug(_ text: String) -> String {
        var result = ""
        for scalar in text.lowercased().unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                result.unicodeScalars.append(scalar)
            } else if !result.isEmpty, !result.hasSuffix("-") {
                result += "-"
            }
        }
        while result.hasSuffix("-") { result.removeLast() }
        return result.isEmpty ? "group" : result
    }

    /// `name` with everything but ASCII letters, digits, `-`, `_` and `.`
    /// as `-`: an id and a URL fragment as it is.
    static func anchorText(_ name: String) -> String {
        String(name.unicodeScalars.map { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || scalar == "-" || scalar == "_" || scalar == "." ? Character(scalar) : "-"
        })
    }

    /// `base`, or `base-2`, `base-3`... the first not in `taken` (added).
    static func unique(_ base: String, in taken: inout Set<String>) -> String {
        var candidate = base
        var number = 2
        while taken.contains(candidate) {
            candidate = "\(base)-\(number)"
            number += 1
        }
        taken.insert(candidate)
        return candidate
    }
}

/// The color a combination's color tokens are measured on: the system's
/// surface or background token, found by name, else white (black in a
/// dark combination).
struct Surface: Sendable, Hashable {
    /// The token's name; nil for the fallback.
    var name: String?
    var color: Color

    /// Names that say a color is for something on a surface or for one
    /// state of it, not the page's own.
    static let excluded = ["brand", "accent", "inverse", "inverted", "danger", "error", "critical", "success",
                           "positive", "warning", "caution", "info", "hover", "pressed", "active", "selected", "disabled",
                           "overlay", "scrim", "highlight", "text", "foreground", "fg", "border", "icon", "on"]
    static let surfaces = ["surface", "background", "bg", "canvas", "page"]
    static let defaults = ["default", "primary", "base", "page", "canvas", "main", "surface", "background", "bg", "1", "100", "level0", "0"]

    /// White, or black in a dark combination.
    static func fallback(_ scheme: ColorScheme?) -> Surface {
        Surface(name: nil, color: scheme == .dark ? Color(red: 0, green: 0, blue: 0) : Color(red: 255, green: 255, blue: 255))
    }

    /// The token `name` of `combination` (its own or a source set's) when
    /// it is an opaque color; else the fallback.
    static func named(_ name: String?, in combination: DesignCombination, of system: DesignSystem,
                      scheme: ColorScheme?) -> Surface {
        guard let name, let token = system.tokens[combination]?[name] ?? system.sourceTokens[combination]?[name],
              case .color(let value) = token.value, let color = value.srgb, color.alpha == 1 else { return fallback(scheme) }
        return Surface(name: name, color: color)
    }

    /// The first color token of `set` with a surface word in its name and
    /// no state or role word; one whose last name is a default word (or the
    /// surface word itself) and the shortest name first.
    static func of(_ set: DTCGTokenSet?, scheme: ColorScheme?) -> Surface {
        let fallback = Surface.fallback(scheme)
        guard let set else { return fallback }
        var best: (rank: (Int, Int, Int), surface: Surface)?
        for (order, token) in set.tokens.enumerated() {
            guard case .color(let value) = token.value, let color = value.srgb, color.alpha == 1 else { continue }
            let words = token.path.flatMap { $0.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init) }
            guard words.contains(where: surfaces.contains), !words.contains(where: excluded.contains) else { continue }
            let last = token.path.last?.lowercased() ?? ""
            let rank = (defaults.contains(last) || surfaces.contains(last) ? 0 : 1, token.path.count, order)
            if let current = best, current.rank <= rank { continue }
            best = (rank, Surface(name: token.name, color: color))
        }
        return best?.surface ?? fallback
    }
}

extension TokenCatalog {
    /// A search row for every token: found by its name, linked to its place.
    var searchEntries: [SearchIndex.Entry] {
        let first = system.combinations.first ?? DesignCombination([])
        return names.compactMap { name in
            guard let place = places[name],
                  let token = token(name, in: first) ?? system.combinations.lazy.compactMap({ self.token(name, in: $0) }).first
            else { return nil }
            let parts = [token.type.rawValue, TokenValueText.text(token.value), token.description].compactMap { $0 }
            return SearchIndex.Entry(title: name, url: place.path + "#" + place.anchor, heading: "\(system.name) token",
                                     text: parts.joined(separator: " · "))
        }
    }
}
