import Basics
import Foundation
import Highlighter
import Markdown
import Search
import ThemeTokens
import Theming

/// Step 2: interprets what was read. Every problem in every file is
/// collected before failing, so one run shows them all. The work itself is
/// `SiteResolution`'s, which `serve` keeps to redo only what a change touches.
public enum SiteResolver {
    /// - Parameter includeDrafts: Keep docs whose front matter says
    ///   `draft: true` (`--drafts`); otherwise they are left out and counted.
    public static func resolve(_ source: SiteSource, includeDrafts: Bool = false) throws(BuildFailure) -> ResolvedSite {
        try SiteResolution(source, includeDrafts: includeDrafts).site(source)
    }

    /// A warning for each site template that replaces no built-in one.
    static func templateWarnings(_ templates: [(path: String, text: String)], directory: String) -> [Diagnostic] {
        let builtIn = Set(TemplateSet.builtInNames)
        return templates.compactMap { template -> Diagnostic? in
            let name = InputFolder.templateName(template.path)
            guard !builtIn.contains(name) else { return nil }
            var message = "'\(name)' does not replace a built-in template; it is only available as a partial"
            if let suggestion = EditDistance.suggestion(for: name, among: builtIn.sorted()) {
                message += "; did you mean '\(suggestion).mustache'?"
            }
            return .warning(file: joinPath(directory, InputFolder.templates.rawValue, template.path), message)
        }
    }

    /// Parses and renders `inputs` (paths under `docs/` with text), on all
    /// cores when there are several; results keep input order.
    /// `home`: the file read as `index.md` (config.yaml's `home`).
    static func renderDocs(_ inputs: [(path: String, text: String)], docsDirectory: String, registry: ThemeRegistry,
                           options: MarkdownOptions, checkThemes: Bool = true,
                           home: String? = nil) -> [Result<Doc, BuildFailure>] {
        let results = ResultSlots<Doc>(count: inputs.count)
        let renderer = MarkdownRenderer()
        let make: @Sendable (Int) -> Void = { index in
            let input = inputs[index]
            let home = input.path == "index.md" ? home : nil
            let file = home ?? joinPath(docsDirectory, input.path)
            var options = options
            options.sourceFolder = DocsTree.folder(of: input.path)
            if let home { options.linkBase = .init(file: parentFolder(of: home), docs: docsDirectory) }
            results.set(index, Result { () throws(BuildFailure) -> Doc in
                var doc = try makeDoc(path: input.path, text: input.text, file: file, registry: registry,
                                      options: options, renderer: renderer, checkThemes: checkThemes)
                doc.sourceFile = home
                return doc
            })
        }
        if inputs.count == 1 { make(0) } else { shareCores(largestFirst: inputs.map(\.text.utf8.count), execute: make) }
        return results.values
    }

    static func makeDoc(path: String, text: String, file: String, registry: ThemeRegistry,
                        options: MarkdownOptions, renderer: MarkdownRenderer,
                        checkThemes: Bool = true) throws(BuildFailure) -> Doc {
        let (frontMatter, body) = try FrontMatterParser.parse(text, file: file)
        var problems: [Diagnostic] = []
        var pinnedTheme: Theme?
        if let id = frontMatter.theme {
            if let theme = registry.theme(exactly: ThemeID(id)) {
                pinnedTheme = theme
            } else if checkThemes {
                let known = registry.themes.map(\.id.rawValue)
                var message = "unknown theme id '\(id)' in front matter"
                if let suggestion = EditDistance.suggestion(for: id, among: known) {
                    message += "; did you mean '\(suggestion)'?"
                }
                message += " (known themes: \(known.joined(separator: ", ")))"
                problems.append(Diagnostic(file: file, at: frontMatter.themeLocation, message: message))
            }
        }
        if !problems.isEmpty { throw BuildFailure(FrontMatterKeys.sorted(frontMatter.warnings + problems)) }
        let rendered = renderer.render(body, options: options)
        // Positions in the body count from its own first line.
        let linesBefore = text.utf8.dropLast(body.utf8.count).reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        let notices = rendered.notices.map { notice in
            Diagnostic.warning(file: file, line: notice.line + linesBefore, column: notice.column, notice.message)
        }
        var doc = Doc(sourcePath: path,
                   outputPath: "docs/" + String(path.dropLast(3)) + ".html",
                   title: frontMatter.title ?? rendered.firstHeading ?? DocTitle.fromPath(path),
                   order: frontMatter.order,
                   description: frontMatter.description,
                   pinnedTheme: pinnedTheme,
                   pinnedScheme: frontMatter.scheme.flatMap(ColorScheme.init(rawValue:)),
                   rendered: rendered,
                   navigationTitle: frontMatter.navigationTitle,
                   isDraft: frontMatter.isDraft,
                   aliases: frontMatter.aliases,
                   params: frontMatter.params,
                   unusedFrontMatterKeys: frontMatter.unusedKeys,
                   warnings: frontMatter.warnings + notices)
        doc.bodyLineOffset = linesBefore
        doc.searchTerms = DocSearchTerms(title: doc.title, rendered: doc.rendered)
        return doc
    }

    /// One line for every front matter key kept as a param rather than one
    /// each: how many there are and the most frequent names, e.g.
    /// `site/docs: warning: 2,617 front matter keys not used by
    /// theme-preview are kept as params: keywords (812), categories (640),
    /// and 3 more`. Nil when every key was used.
    static func unusedKeysWarning(_ docs: [Doc], docsDirectory: String) -> Diagnostic? {
        var counts: [String: Int] = [:]
        for doc in docs {
            for key in doc.unusedFrontMatterKeys { counts[key, default: 0] += 1 }
        }
        guard !counts.isEmpty else { return nil }
        let total = counts.values.reduce(0, +)
        let ranked = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        let shown = 8
        var names = ranked.prefix(shown).map { "\(YAMLReader.shortened($0.key)) (\(grouped($0.value)))" }
        if ranked.count > shown { names.append("and \(grouped(ranked.count - shown)) more") }
        let noun = total == 1 ? "front matter key not used by theme-preview is" : "front matter keys not used by theme-preview are"
        return .warning(file: docsDirectory,
                        "\(grouped(total)) \(noun) kept as params (for templates): \(names.joined(separator: ", "))")
    }

    /// One warning when code blocks name languages and no definitions
    /// were found: what to install.
    static func highlightingWarning(_ docs: [Doc], docsDirectory: String) -> Diagnostic? {
        let count = docs.count { $0.rendered.highlightingUnavailable }
        guard count > 0 else { return nil }
        return .warning(file: docsDirectory,
                        "code blocks in \(grouped(count)) \(count == 1 ? "doc are" : "docs are") not highlighted: no language definitions in \(CodeHighlighting.systemDirectory); install Debian's \(LanguageCatalog.package) (`apt-get install \(LanguageCatalog.package)`) or set THEME_PREVIEW_LANGUAGE_SPECS to a folder of GtkSourceView 5 `.lang` files")
    }

    /// `2617` as `2,617`.
    static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return number < 0 ? "-" + result : result
    }

    /// Two docs that would write the same page (`a.md` and `A.MD`).
    static func collisions(_ docs: [Doc], source: SiteSource) -> [Diagnostic] {
        var seen: [String: String] = [:]
        var result: [Diagnostic] = []
        for doc in docs {
            let key = doc.outputPath.lowercased()
            if let other = seen[key] {
                result.append(Diagnostic(file: doc.file(in: source.docsDirectory),
                                         message: "writes the same page as docs/\(other) (\(doc.outputPath)); rename one of them"))
            } else {
                seen[key] = doc.sourcePath
            }
        }
        return result
    }
}

/// What resolving made of each input: the themes, the config, the templates
/// and each doc, each a result of its own. A build makes it once; `serve`
/// keeps it and remakes only the parts a change touches (`update`).
struct SiteResolution: Sendable {
    var themeSet: Result<SiteThemeSet, BuildFailure>
    var config: Result<SiteConfig, BuildFailure>
    var templates: Result<TemplateSet, BuildFailure>
    /// By path under `docs/`.
    var docs: [String: Result<Doc, BuildFailure>] = [:]
    var options: MarkdownOptions
    /// Whether docs with `draft: true` are part of the site.
    var includeDrafts: Bool
    /// The language definitions: the system's, with the site's
    /// `languages/` over them. Made again only when those change.
    var highlighting: CodeHighlighting

    /// Interprets everything in `source`. The templates parse while the docs
    /// render.
    init(_ source: SiteSource, includeDrafts: Bool = false) {
        self.includeDrafts = includeDrafts
        themeSet = SiteResolution.loadThemes(source)
        config = source.config
        highlighting = SiteResolution.highlighting(source)
        options = SiteResolution.options((try? config.get()) ?? SiteConfig(), source, highlighting: highlighting)
        let overrides = SiteResolution.overrides(source)
        let registry = (try? themeSet.get())?.registry ?? ThemeRegistry.builtIn
        let checkThemes = (try? themeSet.get()) != nil
        let options = options
        let (parsed, docs) = concurrently({
            Result { () throws(BuildFailure) -> TemplateSet in try TemplateSet(overrides: overrides) }
        }, {
            SiteResolver.renderDocs(source.docs, docsDirectory: source.docsDirectory, registry: registry,
                                    options: options, checkThemes: checkThemes,
                                    home: source.homeFile)
        })
        templates = parsed
        for (doc, result) in zip(source.docs, docs) { self.docs[doc.path] = result }
    }

    /// Remakes what `changes` touch, `source` being already re-read.
    /// Returns the docs remade, those that changed and those that depend on
    /// what changed (the tokens, the Markdown options).
    mutating func update(_ source: SiteSource, _ changes: SiteChanges) -> Set<String> {
        let themesBefore = (try? themeSet.get()) != nil
        if changes.tokens { themeSet = SiteResolution.loadThemes(source) }
        if changes.config { config = source.config }
        if !changes.templates.isEmpty {
            let overrides = SiteResolution.overrides(source)
            templates = Result { () throws(BuildFailure) -> TemplateSet in try TemplateSet(overrides: overrides) }
        }
        var remake = changes.docs
        if changes.languages { highlighting = SiteResolution.highlighting(source) }
        let newOptions = SiteResolution.options((try? config.get()) ?? SiteConfig(), source, highlighting: highlighting)
        let themesNow = (try? themeSet.get()) != nil
        if newOptions != options || (changes.tokens && themesBefore != themesNow) {
            // Every doc: other Markdown options, or themes now checked (or
            // no longer) against front matter.
            remake.formUnion(source.docs.map(\.path))
        } else if changes.tokens {
            // Only docs pinned to a theme (or failing, perhaps for want of
            // one) read the tokens.
            for (path, result) in docs {
                if case .success(let doc) = result, doc.pinnedTheme == nil { continue }
                remake.insert(path)
            }
        }
        options = newOptions
        for path in remake { docs[path] = nil }
        let inputs = source.docs.filter { remake.contains($0.path) }
        let registry = (try? themeSet.get())?.registry ?? ThemeRegistry.builtIn
        let results = SiteResolver.renderDocs(inputs, docsDirectory: source.docsDirectory, registry: registry,
                                              options: options, checkThemes: themesNow,
                                              home: source.homeFile)
        for (doc, result) in zip(inputs, results) { docs[doc.path] = result }
        return remake
    }

    /// The site, or every problem in every input (those reading it first).
    func site(_ source: SiteSource) throws(BuildFailure) -> ResolvedSite {
        var diagnostics = source.problems.map(\.diagnostic)
        if case .failure(let failure) = themeSet { diagnostics += failure.diagnostics }
        if case .failure(let failure) = config { diagnostics += failure.diagnostics }
        if case .failure(let failure) = templates { diagnostics += failure.diagnostics }
        var resolved: [Doc] = []
        resolved.reserveCapacity(source.docs.count)
        var docWarnings: [Diagnostic] = []
        var skippedDrafts = 0
        for input in source.docs {
            switch docs[input.path] {
            case .success(let doc)? where doc.isDraft && !includeDrafts:
                skippedDrafts += 1
                docWarnings += doc.warnings
            case .success(let doc)?:
                resolved.append(doc)
                docWarnings += doc.warnings
            case .failure(let failure)?: diagnostics += failure.diagnostics
            case nil: break
            }
        }
        let indexWarnings = DocsTree.assignIndexPages(&resolved, docsDirectory: source.docsDirectory)
        diagnostics += SiteResolver.collisions(resolved, source: source)
        guard diagnostics.isEmpty, case .success(let themeSet) = themeSet, case .success(let config) = config,
              case .success(let templates) = templates else {
            throw BuildFailure(diagnostics + docWarnings)
        }
        let warnings = SiteResolver.templateWarnings(source.templates, directory: source.directory)
            + TemplateNameCheck.warnings(for: SiteResolution.overrides(source))
        let unusedKeys = SiteResolver.unusedKeysWarning(resolved, docsDirectory: source.docsDirectory)
        let highlightingWarning = SiteResolver.highlightingWarning(resolved, docsDirectory: source.docsDirectory)
        let aliases = DocAliases.resolve(resolved, docsDirectory: source.docsDirectory, pages: DocsTree.folderPages(resolved))
        for index in resolved.indices { resolved[index].redirects = aliases.paths[index] }
        let (ordered, tree) = DocsTree.make(resolved)
        var site = ResolvedSite(directory: source.directory, config: config, registry: themeSet.registry,
                                docs: ordered, templates: templates,
                                staticFiles: source.staticFiles,
                                warnings: source.warnings + themeSet.warnings + warnings + docWarnings + indexWarnings
                                    + (unusedKeys.map { [$0] } ?? []) + (highlightingWarning.map { [$0] } ?? [])
                                    + SiteResolution.languageWarnings(self.highlighting) + aliases.warnings
                                    + (SiteLoader.unpublishedWarning(source.unpublished, docsDirectory: source.docsDirectory).map { [$0] } ?? []),
                                themeOrigins: themeSet.origins)
        site.tree = tree
        site.skippedDrafts = skippedDrafts
        site.docAssets = source.docAssets
        site.docsDirectory = source.docsDirectory
        if let first = site.docs.first(where: \.rendered.hasMath), let math = first.rendered.firstMath {
            if let katex = source.katex {
                site.katex = katex
            } else {
                site.warnings.append(KaTeXAssets.missingWarning(file: first.file(in: source.docsDirectory),
                                                                line: math.line + first.bodyLineOffset, column: math.column))
            }
        }
        return site
    }

    static func loadThemes(_ source: SiteSource) -> Result<SiteThemeSet, BuildFailure> {
        Result { () throws(BuildFailure) -> SiteThemeSet in
            try SiteThemeLoader.load(source.tokenFiles, directory: joinPath(source.directory, InputFolder.tokens.rawValue))
        }
    }


    /// The Markdown options of every doc (each renders with its own
    /// `sourceFolder`). A new folder, or one with no doc left, remakes every
    /// doc: links to it change.
    static func options(_ config: SiteConfig, _ source: SiteSource, highlighting: CodeHighlighting) -> MarkdownOptions {
        var options = MarkdownOptions(smartPunctuation: true, rawHTML: config.rawHTML, headingAnchors: true)
        options.highlighting = config.highlight ? highlighting : nil
        var folders: Set<String> = []
        for doc in source.docs {
            var folder = DocsTree.folder(of: doc.path)
            while !folder.isEmpty, folders.insert(folder).inserted { folder = DocsTree.folder(of: folder) }
        }
        options.docFolders = folders
        let paths = source.docs.map(\.path)
        options.otherIndexNamedDocs = Set(DocsTree.indexCandidates(paths).flatMap { $0.ranked.dropFirst().map { paths[$0] } })
        return options
    }

    /// The system's definitions, or (when the site has `languages/`) a
    /// catalog with the site's own over them.
    static func highlighting(_ source: SiteSource) -> CodeHighlighting {
        guard !source.languageFiles.isEmpty else { return .system }
        let site = source.languageFiles.map { file in
            LanguageCatalog.SiteDefinition(path: joinPath(source.directory, InputFolder.languages.rawValue, file.path), bytes: Array(file.text.utf8))
        }
        return CodeHighlighting(Highlighter(catalog: LanguageCatalog(directory: CodeHighlighting.systemDirectory, site: site)))
    }

    /// A warning for each of the site's language definitions that could
    /// not be read, where it went wrong.
    static func languageWarnings(_ highlighting: CodeHighlighting) -> [Diagnostic] {
        highlighting.highlighter.catalog.problems.map { problem in
            .warning(file: problem.path, line: problem.line, column: problem.column,
                     "\(problem.message); this language definition is not used (see the GtkSourceView language definition reference)")
        }
    }

    static func overrides(_ source: SiteSource) -> [(file: String, name: String, text: String)] {
        source.templates.map { template in
            (file: joinPath(source.directory, InputFolder.templates.rawValue, template.path),
             name: InputFolder.templateName(template.path), text: template.text)
        }
    }
}
