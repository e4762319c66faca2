import Basics
import DTCG
import ThemeTokens

/// What each token page shows of the design system, to tell, after a
/// token edit, which pages change (`ResolvedInput.tokenPage`): `serve`
/// renders those only.
///
/// A group's page shows its tokens (every combination's value, its
/// description, its chain of aliases) and what every token page shows
/// (the system's name, axes and combinations, the groups and their
/// counts, where each token is, the surfaces contrast is measured on).
/// `TokenCatalog.entry(_:from:)` reads nothing else; a field it comes to
/// read must be added here.
struct TokenPageInputs: Sendable, Equatable {
    /// What every token page shows; the index shows only this.
    struct Shared: Sendable, Equatable {
        var systemName: String
        var combinations: [DesignCombination]
        var axes: [DesignAxis]
        var pages: [[String]]
        var groups: [String]
        var paths: [String]
        var names: [String]
        var surfaces: [DesignCombination: Surface]
    }

    /// One token of a group's page.
    struct Token: Sendable, Equatable {
        /// Its definition in each combination, in the system's order.
        var definitions: [DTCGToken?]
        /// The tokens its alias leads through in the default combination.
        var chain: [String]

        /// Whether `other` is this token as written: the same but for
        /// values reached through the same references.
        func isWrittenAs(_ other: Token) -> Bool {
            guard definitions.count == other.definitions.count else { return false }
            for (mine, theirs) in zip(definitions, other.definitions) {
                guard var mine, let theirs else {
                    if (mine == nil) != (theirs == nil) { return false }
                    continue
                }
                if !mine.references.isEmpty, mine.references == theirs.references { mine.value = theirs.value }
                if mine != theirs { return false }
            }
            return true
        }
    }

    var shared: Shared
    /// Each group page's tokens, by the page's path.
    var pages: [String: [Token]]

    init(_ catalog: TokenCatalog) {
        let system = catalog.system
        shared = Shared(systemName: system.name, combinations: system.combinations, axes: system.axes,
                        pages: catalog.pages.map { $0.sections.flatMap { [$0.group] + $0.names } },
                        groups: catalog.pages.map(\.group), paths: catalog.pages.map(\.path), names: catalog.names, surfaces: catalog.surfaces)
        // Made again after every token edit under `serve`: the pages side by
        // side, each token taken from where the catalog found it.
        let catalogPages = catalog.pages
        let sets = catalog.sets
        let positions = catalog.positions
        let made = concurrentMap(catalogPages.count) { index in
            positions[index].map { tokenPositions in
                let definitions = zip(sets, tokenPositions).map { set, position in position.flatMap(set.token(at:)) }
                let token = definitions.lazy.compactMap { $0 }.first
                return Token(definitions: definitions, chain: token.map { catalog.chain(of: $0, at: 0) } ?? [])
            }
        }
        pages = Dictionary(zip(catalogPages.map(\.path), made), uniquingKeysWith: { first, _ in first })
    }

    /// Of the token pages at `paths`, those with a token written otherwise
    /// in `new` than in `old`: not only a value its references lead to (the
    /// pages of the tokens edited, not of those that alias them). Empty
    /// when what every page shows differs.
    static func pagesEditedAsWritten(_ old: TokenPageInputs?, _ new: TokenPageInputs?, among paths: [String]) -> Set<String> {
        guard let old, let new, old.shared == new.shared else { return [] }
        return Set(paths.filter { path in
            guard let tokens = new.pages[path] else { return false }
            guard let before = old.pages[path], before.count == tokens.count else { return true }
            return zip(before, tokens).contains { !$0.isWrittenAs($1) }
        })
    }

    /// The paths of the token pages whose inputs differ between `old` and
    /// `new` (every page of both when what they all show differs, or when
    /// either has no design system).
    static func changedPages(_ old: TokenPageInputs?, _ new: TokenPageInputs?) -> Set<String> {
        guard let old, let new, old.shared == new.shared else {
            let paths = Set((old?.pages.keys).map(Array.init) ?? []).union((new?.pages.keys).map(Array.init) ?? [])
            return paths.union([TokenCatalog.indexPath])
        }
        return Set(new.pages.keys.filter { old.pages[$0] != new.pages[$0] })
    }
}
