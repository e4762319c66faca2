import Basics
import DTCG
import ThemeTokens
import TokensStudio

/// Where a theme of a site came from, for `theme-preview themes` and the
/// build summary.
public struct ThemeOrigin: Sendable, Hashable {
    public var id: ThemeID
    /// The file that defines it; nil for a built-in theme.
    public var file: String?
    public var parent: ThemeID?
    /// A site theme that took the place of the built-in with its id.
    public var replacesBuiltIn: Bool
    /// For a theme file (`tokens/<id>.theme.json`): the parent theme it
    /// starts from and what it changes (`parent.applying(edit)` is this
    /// theme's colors), so the theme lab can edit the file as written.
    public var themeFile: ThemeFileEdit?
    /// Where the theme's colors written in another color space than sRGB
    /// (`Color.original`) are written, by scheme and slot: the DTCG tokens
    /// read for a resolver's theme, the `oklch()` and `color(display-p3 …)`
    /// values of a theme file (and those of its parent it keeps). Empty for
    /// a built-in theme.
    public var colorSources: [ColorScheme: [ColorSlot: TokenSource]]

    public init(id: ThemeID, file: String?, parent: ThemeID?, replacesBuiltIn: Bool, themeFile: ThemeFileEdit? = nil,
                colorSources: [ColorScheme: [ColorSlot: TokenSource]] = [:]) {
        self.id = id
        self.file = file
        self.parent = parent
        self.replacesBuiltIn = replacesBuiltIn
        self.themeFile = themeFile
        self.colorSources = colorSources
    }
}

/// Where a token is written: its dotted name, file and the location of its
/// name, for messages about its value.
public struct TokenSource: Sendable, Hashable {
    public var name: String
    public var file: String
    public var location: SourceLocation

    public init(name: String, file: String, location: SourceLocation) {
        self.name = name
        self.file = file
        self.location = location
    }
}

/// A theme file's parent, as resolved, and its edit.
public struct ThemeFileEdit: Sendable, Hashable {
    public var parent: Theme
    public var edit: ThemeEdit

    public init(parent: Theme, edit: ThemeEdit) {
        self.parent = parent
        self.edit = edit
    }
}

/// The themes of a site: the built-ins, replaced or joined by the themes in
/// `tokens/` (`*.theme.json` files and DTCG `*.resolver.json` documents).
public struct SiteThemeSet: Sendable {
    public var registry: ThemeRegistry
    public var origins: [ThemeOrigin]
    public var warnings: [Diagnostic]
    /// The team's own design system, when `tokens/` holds one that is not
    /// named like the built-in themes (see `SiteDesignSystem`); its pages
    /// document it as it is.
    public var designSystem: SiteDesignSystem? = nil
    /// When the themes are the design system's combinations: the axes the
    /// Appearance controls offer, and the table of which token fills each
    /// gallery slot.
    public var system: SystemThemeSet? = nil
    /// What each of the loader's readers kept of its reading (by the
    /// readers' order), for loading the next version of the files faster
    /// (`SiteThemeLoader.load(_:directory:reusing:)`).
    public var readersKept: [(any Sendable)?] = []
}

/// How a site's design system is on the gallery: its combinations are the
/// site's themes (see `SystemThemes`).
public struct SystemThemeSet: Sendable {
    public var axes: ThemeAxes
    public var mapping: SystemSlotMapping
    /// `GuessTable.text` of `mapping`, which the build prints.
    public var guessTable: String
    /// How many of the registry's first themes are the system's.
    public var themeCount: Int
    /// How many of them pinned pages and the matrix show: the themes of
    /// the first `SystemThemeSet.pageLimit` combinations.
    public var shownThemes: Int

    /// "6 combinations of brand × mode", for the controls and the matrix.
    public var combinationsText: String
    /// How many combinations the shown themes hold (light and dark apart).
    public var shownCombinations: Int

    /// Pinned pages and the matrix show this many combinations at most
    /// (a light and a dark one are two); the contrast report covers all.
    public static let pageLimit = 64

    static func describe(_ system: DesignSystem) -> String {
        let count = system.combinations.count
        let axes = system.axes.isEmpty ? "" : " of " + system.axes.map(\.name).joined(separator: " × ")
        return "\(count) combination\(count == 1 ? "" : "s")\(axes)"
    }
}

public enum SiteThemeLoader {
    /// The readers of the formats besides DTCG resolver documents and
    /// theme files that every build uses: a format's reader (Tokens
    /// Studio's) is listed here, and `build`, `serve` and the theme lab's
    /// save check all read it.
    public static let readers: [any DesignSystemReader] = [TokensStudioSiteReader()]

    /// How the name of a theme file ends: `tokens/<id>.theme.json`.
    public static var themeFileSuffix: String { ThemeFile.suffix }

    /// A resolver's modifier whose contexts are the color schemes, and the
    /// names of its light and dark contexts.
    struct SchemeModifier: Equatable {
        var name: String
        var light: String
        var dark: String
    }

    /// The modifier with the contexts `light` and `dark` (any case) among
    /// `modifiers`, whatever its name (`mode` here, `theme` in Figma's and
    /// Terrazzo's files); the one `configured` names when given. Else a
    /// message saying which modifiers there are and what to write.
    static func schemeModifierOf(_ modifiers: [(name: String, contexts: [String], defaultContext: String?)],
                                 named configured: String?) -> Result<SchemeModifier, SchemeModifierProblem> {
        func scheme(_ modifier: (name: String, contexts: [String], defaultContext: String?)) -> SchemeModifier? {
            guard let light = modifier.contexts.first(where: { $0.lowercased() == "light" }),
                  let dark = modifier.contexts.first(where: { $0.lowercased() == "dark" }) else { return nil }
            return SchemeModifier(name: modifier.name, light: light, dark: dark)
        }
        func describe(_ list: [(name: String, contexts: [String], defaultContext: String?)]) -> String {
            list.isEmpty ? "none" : list.map { "'\($0.name)' (contexts: \($0.contexts.joined(separator: ", ")))" }.joined(separator: ", ")
        }
        if let configured {
            guard let modifier = modifiers.first(where: { $0.name == configured }) else {
                var message = "config.yaml's tokens.schemeModifier names the modifier '\(configured)', which this resolver does not have"
                if let suggestion = EditDistance.suggestion(for: configured, among: modifiers.map(\.name)) {
                    message += "; did you mean '\(suggestion)'?"
                }
                return .failure(SchemeModifierProblem(message + " (modifiers: \(describe(modifiers)))"))
            }
            guard let found = scheme(modifier) else {
                return .failure(SchemeModifierProblem("expected the modifier '\(configured)' that config.yaml's tokens.schemeModifier names to have the contexts 'light' and 'dark', found \(modifier.contexts.joined(separator: ", "))"))
            }
            return .success(found)
        }
        let candidates = modifiers.compactMap(scheme)
        switch candidates.count {
        case 1:
            return .success(candidates[0])
        case 0:
            return .failure(SchemeModifierProblem("expected a modifier with the contexts 'light' and 'dark' for the color schemes (found modifiers: \(describe(modifiers))); tokens with one scheme can name the same sources in both: \"modifiers\": {\"mode\": {\"contexts\": {\"light\": [...], \"dark\": [...]}, \"default\": \"light\"}}, listed in \"resolutionOrder\""))
        default:
            let names = candidates.map { "'\($0.name)'" }
            return .failure(SchemeModifierProblem("the modifiers \(names.dropLast().joined(separator: ", ")) and \(names.last ?? "") both have the contexts 'light' and 'dark': name the one that holds the color schemes in config.yaml, as tokens: schemeModifier: \(candidates[0].name)"))
        }
    }

    struct SchemeModifierProblem: Error, Equatable {
        var message: String
        init(_ message: String) { self.message = message }
    }

    /// `files` are the site's `tokens/` files (path under the site folder as
    /// shown to people, text); `directory` is that folder as shown.
    ///
    /// `schemeModifier` (config.yaml's `tokens: schemeModifier:`) names the
    /// resolver modifier whose `light` and `dark` contexts are the color
    /// schemes; without it the one modifier that has both is taken.
    ///
    /// `readers` read the formats besides DTCG resolver documents and theme
    /// files into design systems (`DesignSystemReader`, such as a Tokens
    /// Studio reader); the files they read are not reported as not used.
    ///
    /// `previous`, the themes an earlier load made of these files (as
    /// they were then), lets the readers start from what that load kept:
    /// the themes are the same, made faster (`serve` after a token edit).
    public static func load(_ files: [DTCGFile], directory: String,
                            schemeModifier: String? = nil, systemSlots: [SlotOverride] = [],
                            readers: [any DesignSystemReader] = SiteThemeLoader.readers,
                            reusing previous: SiteThemeSet? = nil) throws(BuildFailure) -> SiteThemeSet {
        var readersKept: [(any Sendable)?] = []
        var diagnostics = DTCGDiagnostics()
        var systems: [SiteDesignSystem] = []
        var warnings: [Diagnostic] = []
        var defined: [(theme: Theme, origin: ThemeOrigin)] = []
        var definedAt: [ThemeID: String] = [:]
        /// `defined` by id: parents are looked up once per pending file and pass.
        var definedThemes: [ThemeID: Theme] = [:]
        let builtIn = ThemeRegistry.builtIn

        func add(_ theme: Theme, file: String, parent: ThemeID?, location: SourceLocation?, themeFile: ThemeFileEdit? = nil,
                 colorSources: [ColorScheme: [ColorSlot: TokenSource]] = [:]) {
            if let first = definedAt[theme.id] {
                diagnostics.error("theme id '\(theme.id)' is defined twice: first in \(first)", file: file, at: location)
                return
            }
            definedAt[theme.id] = file
            definedThemes[theme.id] = theme
            defined.append((theme, ThemeOrigin(id: theme.id, file: file, parent: parent,
                                               replacesBuiltIn: builtIn.theme(exactly: theme.id) != nil, themeFile: themeFile,
                                               colorSources: colorSources)))
        }

        let byPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        var referenced = Set<String>()

        // DTCG resolver documents: one theme per accent context.
        for file in files where file.path.hasSuffix(".resolver.json") {
            let folder = String(file.path[..<(file.path.lastIndex(of: "/") ?? file.path.startIndex)])
            let document: DTCGResolverDocument
            do {
                document = try DTCGResolverDocument.parse(file, within: directory) { relative in
                    let path = tokenPath(relative, from: folder)
                    referenced.insert(path)
                    return byPath[path]
                }
            } catch {
                for problem in error.diagnostics { diagnostics.add(problem) }
                continue
            }
            let modifiers = document.modifiers
            let stem = String(file.path.split(separator: "/").last?.dropLast(".resolver.json".count) ?? "theme")
            var documented = false
            /// The document as the team's own system when its tokens are not
            /// named like the built-in themes': documented (true); false when
            /// they are so named; nil when they do not resolve (reported).
            func documentAsOwnSystem() -> Bool? {
                do {
                    let system = try document.designSystem(named: stem)
                    guard !namesTokensLikeBuiltIns(system) else { return false }
                    systems.append(SiteDesignSystem(system: system, file: file.path))
                    documented = true
                    return true
                } catch {
                    for problem in error.diagnostics { diagnostics.add(problem) }
                    return nil
                }
            }
            let scheme: SchemeModifier
            switch schemeModifierOf(modifiers, named: schemeModifier) {
            case .success(let found): scheme = found
            case .failure(let problem):
                // A system of its own needs no light/dark modifier: its
                // combinations are the themes. Tokens that do not resolve
                // say so first.
                if schemeModifier == nil, documentAsOwnSystem() != false { continue }
                diagnostics.error(problem.message, file: file.path, at: SourceLocation(line: 1, column: 1))
                continue
            }
            let accents: [String?] = modifiers.first(where: { $0.name == "accent" }).map { $0.contexts.map { Optional($0) } } ?? [nil]
            var readsAnyToken = false
            /// Groups where a token is read: said only of tokens named like
            /// the built-in themes' (a system of its own has its groups there).
            var groupWarnings: [Diagnostic] = []
            defer {
                if readsAnyToken {
                    for warning in groupWarnings where !warnings.contains(warning) { warnings.append(warning) }
                }
                // Tokens named otherwise than VaultMail's are the team's own
                // system: documented as they are (when they resolve).
                if !readsAnyToken && !documented && diagnostics.isEmpty {
                    do {
                        systems.append(SiteDesignSystem(system: try document.designSystem(named: stem), file: file.path))
                    } catch {
                        for problem in error.diagnostics { diagnostics.add(problem) }
                    }
                }
            }
            for accent in accents {
                let id = ThemeID(accent ?? stem)
                guard ThemeIDRule.isValid(id.rawValue) else {
                    // A system of its own is documented whatever its file's
                    // name: no theme is made of it.
                    if accent == nil, documentAsOwnSystem() != false { break }
                    diagnostics.error(ThemeIDRule.message(id.rawValue, source: accent == nil ? "file name" : "accent context"),
                                      file: file.path, at: SourceLocation(line: 1, column: 1))
                    continue
                }
                var input: [String: String] = [scheme.name: scheme.light]
                if let accent { input["accent"] = accent }
                let light: DTCGTokenSet, dark: DTCGTokenSet
                do {
                    light = try document.resolve(input)
                    input[scheme.name] = scheme.dark
                    dark = try document.resolve(input)
                } catch {
                    for problem in error.diagnostics { diagnostics.add(problem) }
                    continue
                }
                let info = light.groupExtensions["palette"]?[TokenPaths.extensionKey] ?? light.groupExtensions[""]?[TokenPaths.extensionKey]
                let name = info?["displayName"]?.stringValue ?? (id.rawValue.prefix(1).uppercased() + id.rawValue.dropFirst())
                let parentID = info?["parent"]?.stringValue.map { ThemeID(rawValue: $0) } ?? (builtIn.theme(exactly: id) != nil ? id : .default)
                guard let parent = builtIn.theme(exactly: parentID) else {
                    var message = "parent theme '\(parentID)' of '\(id)' is not a built-in theme; a resolver's themes may inherit from \(builtIn.themes.map(\.id.rawValue).joined(separator: ", "))"
                    if let suggestion = EditDistance.suggestion(for: parentID.rawValue, among: builtIn.themes.map(\.id.rawValue)) {
                        message += "; did you mean '\(suggestion)'?"
                    }
                    diagnostics.error(message, file: file.path, at: SourceLocation(line: 1, column: 1))
                    continue
                }
                var mapper = DTCGThemeMapper()
                let theme = mapper.theme(id: id, displayName: name, light: light, dark: dark, parent: parent)
                for problem in mapper.diagnostics { diagnostics.add(problem) }
                // One theme per accent reads the same groups: each warning once.
                for warning in mapper.warnings where !groupWarnings.contains(warning) { groupWarnings.append(warning) }
                // Tokens named otherwise are the team's own system, which
                // wears the gallery itself (see below): no copy of the parent.
                guard mapper.tokensRead > 0 else { continue }
                readsAnyToken = true
                add(theme, file: file.path, parent: parentID, location: SourceLocation(line: 1, column: 1),
                    colorSources: mapper.colorSources)
            }
        }
        for file in files where file.path.hasSuffix(".json5") {
            warnings.append(.warning(file: file.path, "not read: this is JSON5 (comments, unquoted keys, single quotes), which DTCG files are not; convert it to JSON and name it *.tokens.json"))
        }
        // Other formats' design systems.
        for (index, reader) in readers.enumerated() {
            let kept = previous.flatMap { index < $0.readersKept.count ? $0.readersKept[index] : nil }
            readersKept.append(nil)
            do {
                let reading = try reader.read(files, directory: directory, reusing: kept)
                readersKept[index] = reading.kept
                referenced.formUnion(reading.files)
                warnings += reading.warnings
                systems += reading.systems.map { SiteDesignSystem(system: $0.system, file: $0.file) }
            } catch {
                for problem in error.diagnostics { diagnostics.add(problem) }
            }
        }
        // The site's own design system wears the gallery: a theme per combination.
        var system: (themes: [Theme], set: SystemThemeSet)?
        if let first = systems.first {
            let mapping = SystemSlotMapping(system: first.system, overrides: systemSlots, folder: directory,
                                            reusing: previous?.system?.mapping)
            for error in mapping.errors { diagnostics.add(error) }
            let made = SystemThemes(system: first.system, mapping: mapping, folder: directory)
            // Located at the system's file, as its other site-wide warnings are.
            warnings += mapping.unfilledSlotsWarning.map { [.warning(file: first.file, line: 1, column: 1, $0.message)] } ?? []
            warnings += made.warnings
            let axes = ThemeAxes(system: first.system, themes: made)
            var combinations = 0
            var shown = 0
            for theme in made.themes {
                let count = theme.scheme != nil && SystemThemes.Builder.hasCounterpart(theme.combination, in: first.system) ? 2 : 1
                guard combinations + count <= SystemThemeSet.pageLimit else { break }
                combinations += count
                shown += 1
            }
            if shown < made.themes.count {
                warnings.append(.warning(file: first.file, line: 1, column: 1,
                                         "the design system '\(first.system.name)' has \(first.system.combinations.count) combinations; pinned pages and the matrix show the first \(combinations) (\(shown) themes) and the Appearance controls, the gallery and the contrast report all of them"))
            }
            system = (made.themes.map(\.theme), SystemThemeSet(axes: axes, mapping: mapping,
                                                              guessTable: GuessTable.text(mapping, system: first.system),
                                                              themeCount: made.themes.count, shownThemes: shown,
                                                              combinationsText: SystemThemeSet.describe(first.system),
                                                              shownCombinations: combinations))
            for theme in made.themes.map(\.theme) where definedThemes[theme.id] == nil {
                definedThemes[theme.id] = theme
                definedAt[theme.id] = first.file
            }
        }
        for file in files where file.path.hasSuffix(".json") && !referenced.contains(file.path)
            && !file.path.hasSuffix(".resolver.json") && !file.path.hasSuffix(ThemeFile.suffix) {
            let name = String(file.path.split(separator: "/").last ?? "")
            if file.text.contains("\"resolutionOrder\"") {
                let stem = name.dropLast(".json".count)
                let suggested = stem == "resolver" ? "NAME.resolver.json (NAME becomes the theme id)" : "\(stem).resolver.json"
                warnings.append(.warning(file: file.path, "not read: this looks like a DTCG resolver document, and resolver documents are read only when their name ends in .resolver.json: rename '\(name)' to \(suggested)"))
            } else if TokensStudioReader.isTokensStudio(files: [file]) {
                // A Tokens Studio set on its own (sd-transforms' fixtures), not DTCG.
                let stem = name.hasSuffix(".tokens.json") ? name.dropLast(".tokens.json".count) : name.dropLast(".json".count)
                warnings.append(.warning(file: file.path, "not read: this holds Tokens Studio tokens (\"value\" and \"type\", without DTCG's \"$\"), and Tokens Studio's files are read from a folder with a $themes.json or $metadata.json, or from one file with \"$themes\" or \"$metadata\" at its top; to read it as one token set, name it \(stem).json and put beside it a $metadata.json of {\"tokenSetOrder\": [\"\(stem)\"]}"))
            } else {
                warnings.append(.warning(file: file.path, "not used: DTCG token files are read through a resolver document (*.resolver.json) that names them"))
            }
        }

        // Simple theme files, built once their parents are.
        var pending: [ThemeFile] = []
        for file in files where file.path.hasSuffix(ThemeFile.suffix) {
            let name = String(file.path.split(separator: "/").last ?? "")
            let id = String(name.dropLast(ThemeFile.suffix.count))
            guard ThemeIDRule.isValid(id) else {
                diagnostics.error(ThemeIDRule.message(id, source: "file name"), file: file.path, at: nil)
                continue
            }
            if let parsed = ThemeFile.parse(file, id: ThemeID(id), diagnostics: &diagnostics) { pending.append(parsed) }
        }
        let pendingIDs = Set(pending.map(\.id))
        while !pending.isEmpty {
            var progressed = false
            var done = Set<Int>()
            for (index, themeFile) in pending.enumerated() {
                let parentID = ThemeID(themeFile.parent.id)
                if parentID == themeFile.id && builtIn.theme(exactly: parentID) != nil && definedAt[parentID] == nil {
                    // A file restyling a built-in may name it as its parent.
                    let parent = builtIn.theme(exactly: parentID) ?? builtIn.defaultTheme
                    add(themeFile.theme(parent: parent), file: themeFile.file, parent: parentID, location: nil,
                        themeFile: ThemeFileEdit(parent: parent, edit: themeFile.edit),
                        colorSources: themeFile.colorSources)
                    done.insert(index)
                    progressed = true
                } else if let parent = definedThemes[parentID]
                            ?? (pendingIDs.contains(parentID) ? nil : builtIn.theme(exactly: parentID)) {
                    // Colors the file does not set are its parent's, and so are their sources.
                    var sources = defined.first { $0.theme.id == parentID }?.origin.colorSources ?? [:]
                    for (scheme, own) in themeFile.colorSources { sources[scheme, default: [:]].merge(own) { _, new in new } }
                    add(themeFile.theme(parent: parent), file: themeFile.file, parent: parentID, location: nil,
                        themeFile: ThemeFileEdit(parent: parent, edit: themeFile.edit),
                        colorSources: sources)
                    done.insert(index)
                    progressed = true
                } else if !pendingIDs.contains(parentID) {
                    let known = (builtIn.themes.map(\.id.rawValue) + defined.map(\.theme.id.rawValue) + pendingIDs.map(\.rawValue))
                        .filter { $0 != themeFile.id.rawValue }
                    var message = "parent theme '\(DTCGNode.shortened(parentID.rawValue))' does not exist"
                    if let suggestion = EditDistance.suggestion(for: parentID.rawValue, among: known) { message += "; did you mean '\(suggestion)'?" }
                    message += " (themes: \(Array(Set(known)).sorted().joined(separator: ", ")))"
                    diagnostics.error(message, file: themeFile.file, at: themeFile.parent.location)
                    done.insert(index)
                    progressed = true
                }
            }
            pending = pending.enumerated().filter { !done.contains($0.offset) }.map(\.element)
            if !progressed {
                let byID = Dictionary(pending.map { ($0.id.rawValue, $0) }, uniquingKeysWith: { first, _ in first })
                for themeFile in pending {
                    diagnostics.error("parent cycle: \(cycle(from: themeFile, in: byID))", file: themeFile.file, at: themeFile.parent.location)
                }
                break
            }
        }

        if !diagnostics.isEmpty { throw diagnostics.failure }

        // A design system's themes replace the built-ins; else built-ins keep
        // their display order, replaced in place. New themes follow.
        var themes: [Theme] = []
        var origins: [ThemeOrigin] = []
        if let system, let file = systems.first?.file {
            themes = system.themes
            origins = system.themes.map { ThemeOrigin(id: $0.id, file: file, parent: nil, replacesBuiltIn: false) }
        }
        for theme in builtIn.themes where system == nil {
            if let site = defined.first(where: { $0.theme.id == theme.id }) {
                themes.append(site.theme)
                origins.append(site.origin)
            } else {
                themes.append(theme)
                origins.append(ThemeOrigin(id: theme.id, file: nil, parent: nil, replacesBuiltIn: false))
            }
        }
        for site in defined where builtIn.theme(exactly: site.theme.id) == nil || system != nil {
            themes.append(site.theme)
            origins.append(site.origin)
        }
        for extra in systems.dropFirst() {
            warnings.append(.warning(file: extra.file, line: 1, column: 1,
                                     "the design system '\(extra.system.name)' is not documented: a site documents one design system, and '\(systems[0].system.name)' (\(systems[0].file)) is first; keep one system in tokens/"))
        }
        return SiteThemeSet(registry: ThemeRegistry(themes: themes), origins: origins, warnings: warnings,
                            designSystem: systems.first, system: system?.set, readersKept: readersKept)
    }

    /// Whether some token of `system`'s default combination sits at a path
    /// the built-in themes read (`color.accent`, `spacing.md`...).
    static func namesTokensLikeBuiltIns(_ system: DesignSystem) -> Bool {
        guard let first = system.combinations.first, let set = system.tokens[first] else { return false }
        var mapper = DTCGThemeMapper()
        _ = mapper.theme(id: .default, displayName: "", light: set, dark: set, parent: ThemeRegistry.builtIn.defaultTheme)
        return mapper.tokensRead > 0
    }

    /// The path of a token file a resolver in `folder` names by `relative`
    /// (normalized by the resolver's reader: only leading `../` to undo).
    /// `folder` is kept as written, as the token files' paths are.
    static func tokenPath(_ relative: String, from folder: String) -> String {
        var folder = Substring(folder)
        var relative = Substring(relative)
        while relative.hasPrefix("../") {
            folder = folder[..<(folder.lastIndex(of: "/") ?? folder.startIndex)]
            relative = relative.dropFirst(3)
        }
        return joinPath(String(folder), String(relative))
    }

    /// `a -> b -> a`, from `start` along its parents among `files` (by id).
    /// Lookups by id and a set of the ids seen keep this linear: a search
    /// of the list at each hop made a cycle of 1,500 theme files take
    /// minutes (found probing for the fuzzers). Chains longer than 20 show
    /// their ends.
    static func cycle(from start: ThemeFile, in files: [String: ThemeFile]) -> String {
        var chain = [start.id.rawValue]
        var seen: Set<String> = [start.id.rawValue]
        var current = start
        while let next = files[current.parent.id], !seen.contains(next.id.rawValue) || chain.count == 1 {
            chain.append(next.id.rawValue)
            seen.insert(next.id.rawValue)
            if next.id == start.id { break }
            current = next
            if chain.count > files.count + 1 { break }
        }
        if chain.last != start.id.rawValue { chain.append(current.parent.id) }
        if chain.count > 20 {
            chain = Array(chain.prefix(10)) + ["… (\(chain.count - 20) more)"] + Array(chain.suffix(10))
        }
        return chain.joined(separator: " -> ")
    }
}

/// Theme ids end up in file paths (`themes/<id>/`, `tokens/<id>.theme.json`)
/// and selectors.
public enum ThemeIDRule {
    /// Lowercase letters, digits and `-`, starting with a letter or digit.
    public static func isValid(_ id: String) -> Bool {
        guard let first = id.unicodeScalars.first, ("a"..."z").contains(first) || ("0"..."9").contains(first) else { return false }
        return id.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }

    /// Why `id` is not a theme id; `source` says where it came from ("file name").
    public static func message(_ id: String, source: String) -> String {
        "theme id '\(id)' (from the \(source)) must be lowercase letters, digits and '-', starting with a letter or digit"
    }
}

extension DTCGDiagnostics {
    mutating func add(_ diagnostic: Diagnostic) {
        error(diagnostic.message, file: diagnostic.file,
              at: diagnostic.line.map { SourceLocation(line: $0, column: diagnostic.column ?? 1) })
    }
}
